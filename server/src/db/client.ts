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
import { CACHE_CHANNEL, TableCache, watchClientWrites } from '../lib/table-cache';
import * as schema from './schema';

export type Schema = typeof schema;
/** What repositories see: the query builder of either driver. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

const STARTUP_LOCK = 'lading:startup';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations', import.meta.url));

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** the per-process cache of read-mostly rows, kept true by the database's change feed (lib/table-cache.ts) */
  cache: TableCache;
  migrate(): Promise<void>;
  /**
   * Runs start-up work (migrate, system data, demo seed) in one process at a time: several server processes
   * starting together on one PostgreSQL would otherwise race on the same DDL and seed rows. PGlite's data
   * directory belongs to one process, so there it just runs.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const caches = new WeakMap<object, TableCache>();
/** the databases (and their aliases) that run one transaction at a time: PGlite, one connection behind a lock */
const alone = new WeakSet<object>();

/** `alias` (a request-scoped view of `db`) shares `db`'s cache, and runs alone when `db` does. */
export function shareTableCache(db: Db, alias: Db): void {
  caches.set(alias, tableCacheOf(db));
  if (alone.has(db)) alone.add(alias);
}

/**
 * Whether `db` runs one transaction at a time (the embedded database: every query of PGlite waits for an open
 * transaction to end), so what a transaction read of a row stays true until it ends without a lock. A real
 * PostgreSQL: false.
 */
export const runsAlone = (db: Db): boolean => alone.has(db);

/** The cache fed by `db`'s change feed; a database opened some other way gets one that never caches. */
export function tableCacheOf(db: Db): TableCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new TableCache();
    cache.setLive(false);
    caches.set(db, cache);
  }
  return cache;
}

export function pgliteHandle(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema });
  alone.add(db);
  // one connection: the NOTIFY of a committed change reaches the listener before the write's promise resolves
  const cache = new TableCache();
  cache.setLive(false);
  caches.set(db, cache);
  const listening = client
    .listen(CACHE_CHANNEL, (table) => cache.changed(table))
    .then(() => cache.setLive(true))
    .catch(() => undefined);
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    cache,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    exclusive: (work) => work(),
    close: async () => {
      await listening;
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
  const cache = new TableCache({ sharedDatabase: true });
  cache.setLive(false);
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
    // this process sees its own writes at once (their NOTIFY reaches it a moment later)
    watchClientWrites(client as unknown as Parameters<typeof watchClientWrites>[0], cache);
  });
  const db = drizzlePg({ client: pool, schema });
  caches.set(db, cache);
  const stopListening = listenForChanges(connectionString, cache);
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    cache,
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
    close: async () => {
      await stopListening();
      await pool.end();
    },
  };
}

/**
 * A connection of its own that LISTENs to the change feed, opened again a second after it is lost (a database
 * restart); while it is down the cache caches nothing, and once it is back it starts empty (changes were missed).
 */
function listenForChanges(connectionString: string, cache: TableCache): () => Promise<void> {
  let current: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const again = () => {
    cache.setLive(false);
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, 1000);
    retry.unref();
  };
  const connect = async () => {
    const client = new pg.Client({ connectionString, connectionTimeoutMillis: 10_000 });
    current = client;
    client.on('error', () => undefined);
    client.on('notification', (n) => {
      if (n.channel === CACHE_CHANNEL && n.payload) cache.changed(n.payload);
    });
    client.once('end', () => {
      if (current === client) again();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CACHE_CHANNEL}`);
      if (stopped || current !== client) return void client.end().catch(() => undefined);
      cache.setLive(true);
    } catch {
      client.end().catch(() => undefined);
      if (current === client) again();
    }
  };
  void connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = null;
    cache.setLive(false);
    await client?.end().catch(() => undefined);
  };
}

export async function openDatabase(options: { dataDir: string; databaseUrl: string | null }): Promise<DatabaseHandle> {
  if (options.databaseUrl) return postgresHandle(options.databaseUrl);
  const dir = path.join(options.dataDir, 'pgdata');
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir);
  return pgliteHandle(client);
}
