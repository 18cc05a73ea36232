/**
 * Opens the database: embedded PGlite persisted under DATA_DIR/pgdata, or a real PostgreSQL when
 * DATABASE_URL is set. Both speak the same schema, the same migrations and the same queries.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** What repositories see: the query builder of either driver. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

const STARTUP_LOCK = 'lading:startup';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations', import.meta.url));

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs start-up work (migrate, system data, demo seed) in one process at a time: several server processes
   * starting together on one PostgreSQL would otherwise race on the same DDL and seed rows. PGlite's data
   * directory belongs to one process, so there it just runs.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export function pgliteHandle(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    exclusive: (work) => work(),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

export function postgresHandle(connectionString: string): DatabaseHandle {
  // a connect that cannot finish (the database host gone) fails after 10 s: the request answers 503, not never
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 10_000 });
  // A connection the database ends (a restart, pg_terminate_backend) emits 'error': idle, the pool drops it and opens
  // another at the next query; checked out, its query fails (a 503, see lib/db-unavailable.ts). Without listeners
  // either event would end the whole process.
  pool.on('error', (error) => console.warn(`Lading: an idle database connection was lost (${error.message}); the pool opens a new one when needed`));
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
    exclusive: async (work) => {
      // a session-level lock on a connection of its own, held while `work` uses the pool
      const lock = new pg.Client({ connectionString });
      await lock.connect();
      try {
        await lock.query('SELECT pg_advisory_lock(hashtext($1))', [STARTUP_LOCK]);
        return await work();
      } finally {
        await lock.end().catch(() => undefined); // ending the session releases the lock
      }
    },
    close: () => pool.end(),
  };
}

export async function openDatabase(options: { dataDir: string; databaseUrl: string | null }): Promise<DatabaseHandle> {
  if (options.databaseUrl) return postgresHandle(options.databaseUrl);
  const dir = path.join(options.dataDir, 'pgdata');
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir);
  return pgliteHandle(client);
}
