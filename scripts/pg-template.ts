/** Creates the seeded template database the server tests clone on a real PostgreSQL (with-postgres.sh). */
import { sql } from 'drizzle-orm';
import { postgresHandle } from '../server/src/db/client';
import { seedDemoIfEmpty, syncSystemData } from '../server/src/seed';
import { PG_TEMPLATE_DB } from '../server/src/test-helpers';

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');

const admin = postgresHandle(adminUrl);
await admin.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${PG_TEMPLATE_DB}`));
await admin.db.execute(sql.raw(`CREATE DATABASE ${PG_TEMPLATE_DB}`));
await admin.close();

const url = new URL(adminUrl);
url.pathname = `/${PG_TEMPLATE_DB}`;
const template = postgresHandle(url.toString());
await template.migrate();
await syncSystemData(template.db);
await seedDemoIfEmpty(template.db);
await template.close();
console.log(`seeded template database ${PG_TEMPLATE_DB}`);
