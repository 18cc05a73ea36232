/**
 * The stored answers of Idempotency-Key requests (plugins/idempotency.ts builds this on `app.db`, so inside a
 * request transaction every call joins it).
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';

/** How long a key is kept: longer than the 30 days a client holds an outbox entry. */
export const IDEMPOTENCY_RETENTION_DAYS = 35;

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
export type NewIdempotencyKey = typeof idempotencyKeys.$inferInsert;

export class IdempotencyKeysRepository {
  constructor(private readonly db: Db) {}

  /**
   * Takes the transaction-long lock of (user, key) without waiting: false while another transaction — of this
   * process or another one on the same PostgreSQL — holds it. Call inside a transaction.
   */
  async tryLock(userId: number, key: string): Promise<boolean> {
    const result = (await this.db.execute(sql`select pg_try_advisory_xact_lock(${userId}::int, hashtext(${key})) as locked`)) as unknown as {
      rows: { locked: boolean }[];
    };
    return result.rows[0]?.locked === true;
  }

  async find(userId: number, key: string): Promise<IdempotencyKeyRow | undefined> {
    const [row] = await this.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
      .limit(1);
    return row;
  }

  async insert(row: NewIdempotencyKey): Promise<void> {
    await this.db.insert(idempotencyKeys).values(row);
  }

  /** Forgets the keys older than the retention; returns how many. */
  async purgeExpired(now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - IDEMPOTENCY_RETENTION_DAYS * 86_400_000);
    const gone = await this.db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before)).returning({ id: idempotencyKeys.id });
    return gone.length;
  }
}
