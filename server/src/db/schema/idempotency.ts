/** Stored answers of requests sent with an Idempotency-Key: a repeat gets the first answer, not a second write. */
import { index, integer, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { companyId, createdAt, id } from './tenants';

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: id(),
    companyId: companyId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the client's Idempotency-Key header */
    key: text('key').notNull(),
    method: text('method').notNull(),
    /** the request path, without the query string */
    path: text('path').notNull(),
    /** sha256 of what the request asked for: the same key with another request is refused */
    requestHash: text('request_hash').notNull(),
    statusCode: smallint('status_code').notNull(),
    /** the body the first request answered, replayed as is */
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('idempotency_keys_user_key_uq').on(t.userId, t.key), index('idempotency_keys_created_idx').on(t.createdAt)],
);
