/**
 * Puts the drizzle database on the instance; repositories are built on it. `app.db` is request-scoped
 * (lib/request-tx.ts): inside a request transaction (the idempotency plugin opens one) its queries join it.
 */
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { requestScopedDb } from '../lib/request-tx';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export default fp<{ db: Db }>(
  async (app, { db }) => {
    app.decorate('db', requestScopedDb(db));
  },
  { name: 'db' },
);
