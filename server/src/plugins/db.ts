/**
 * Puts the drizzle database on the instance; repositories are built on it. `app.db` is request-scoped
 * (lib/request-tx.ts): inside a request transaction (the idempotency plugin opens one) its queries join it.
 */
import fp from 'fastify-plugin';
import { shareTableCache, tableCacheOf, type Db } from '../db/client';
import { requestScopedDb } from '../lib/request-tx';
import type { TableCache } from '../lib/table-cache';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** read-mostly rows cached in this process, dropped when their tables change (lib/table-cache.ts) */
    tableCache: TableCache;
  }
}

export default fp<{ db: Db }>(
  async (app, { db }) => {
    const scoped = requestScopedDb(db);
    shareTableCache(db, scoped);
    app.decorate('db', scoped);
    app.decorate('tableCache', tableCacheOf(db));
  },
  { name: 'db' },
);
