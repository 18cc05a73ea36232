/**
 * A seeded database a spawned server can open, without the minutes a first start spends seeding: the test seed
 * (test-helpers.ts, cached) written into DATA_DIR/pgdata for the embedded database, or a fresh database cloned
 * from the seeded template on the PostgreSQL of TEST_DATABASE_URL. Also the demo ids the fault tests act with.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type DatabaseHandle, type Db } from '../db/client';
import { products, users, warehouses } from '../db/schema';
import { createSeededDatabase, PG_TEMPLATE_DB } from '../test-helpers';

export interface DemoIds {
  servicerCompany: number;
  consignorResource: number;
  deliveryResource: number;
  warehouseId: number;
  productId: number;
}

export interface SeededStore {
  /** what the spawned server gets: DATA_DIR, and DATABASE_URL on a real PostgreSQL */
  env: Record<string, string>;
  ids: DemoIds;
  /** opens the store from this process (for the embedded one: only while no server holds it) */
  open(): Promise<DatabaseHandle>;
  /** drops the cloned database (PostgreSQL) */
  drop(): Promise<void>;
}

async function demoIds(db: Db): Promise<DemoIds> {
  const user = async (username: string) => (await db.select().from(users).where(eq(users.username, username)))[0];
  const servicer = await user('servicer');
  const company = servicer.companyId;
  return {
    servicerCompany: company,
    consignorResource: (await user('consignor')).resourceId!,
    deliveryResource: (await user('delivery')).resourceId!,
    warehouseId: (await db.select().from(warehouses).where(eq(warehouses.companyId, company)))[0].id,
    productId: (await db.select().from(products).where(and(eq(products.companyId, company))).limit(1))[0].id,
  };
}

export async function seededStore(dataDir: string): Promise<SeededStore> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `lading_fault_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${PG_TEMPLATE_DB}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const open = () => openDatabase({ dataDir, databaseUrl: url.toString() });
    const handle = await open();
    const ids = await demoIds(handle.db);
    await handle.close();
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
      ids,
      open,
      async drop() {
        const c = new pg.Client({ connectionString: adminUrl });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
        await c.end();
      },
    };
  }
  const seeded = await createSeededDatabase();
  const ids = await demoIds(seeded.db);
  const client = (seeded.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await seeded.close();
  const pgdata = path.join(dataDir, 'pgdata');
  mkdirSync(pgdata, { recursive: true });
  const persisted = await PGlite.create({ dataDir: pgdata, loadDataDir: dump });
  await persisted.close();
  return { env: { DATA_DIR: dataDir }, ids, open: () => openDatabase({ dataDir, databaseUrl: null }), drop: async () => undefined };
}
