/**
 * Slows password guessing: after MAX_FAILURES wrong passwords for one username within WINDOW_MS, it is locked for
 * LOCK_MS. The counts live in the database (login_throttle), so every server process sees the same ones.
 */
import { createHash } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { loginThrottle } from '../../db/schema';

export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * 60_000;
export const LOCK_MS = 5 * 60_000;

/** Usernames are compared case-insensitively, and only their hash is stored (see the table's comment). */
export function throttleKey(username: string): string {
  return createHash('sha256').update(username.toLowerCase()).digest('hex');
}

export class LoginThrottle {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /** Minutes until the username may try again; 0 when it may try now. */
  async lockedMinutes(username: string): Promise<number> {
    const [row] = await this.db
      .select({ lockedUntil: loginThrottle.lockedUntil })
      .from(loginThrottle)
      .where(eq(loginThrottle.key, throttleKey(username)))
      .limit(1);
    const left = row?.lockedUntil ? row.lockedUntil.getTime() - this.now() : 0;
    return left > 0 ? Math.ceil(left / 60_000) : 0;
  }

  async fail(username: string): Promise<void> {
    const now = this.now();
    const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;
    // One statement, so failures arriving at two processes at once both count. In ON CONFLICT's SET every column
    // reference is the row as it was: a window older than WINDOW_MS starts over.
    const stale = sql`${loginThrottle.firstAt} < ${at(now - WINDOW_MS)}`;
    const failures = sql`case when ${stale} then 1 else ${loginThrottle.failures} + 1 end`;
    await this.db
      .insert(loginThrottle)
      .values({
        key: throttleKey(username),
        failures: 1,
        firstAt: new Date(now),
        lockedUntil: null,
        expiresAt: new Date(now + Math.max(WINDOW_MS, LOCK_MS)),
      })
      .onConflictDoUpdate({
        target: loginThrottle.key,
        set: {
          failures,
          firstAt: sql`case when ${stale} then ${at(now)} else ${loginThrottle.firstAt} end`,
          lockedUntil: sql`case when ${failures} >= ${MAX_FAILURES} then ${at(now + LOCK_MS)} when ${stale} then null else ${loginThrottle.lockedUntil} end`,
          // the window ends at most WINDOW_MS and a lock at most LOCK_MS from now: after both the row means nothing
          expiresAt: new Date(now + Math.max(WINDOW_MS, LOCK_MS)),
        },
      });
    // pruned on write, so usernames that were tried once and never again do not pile up
    await this.db.delete(loginThrottle).where(lt(loginThrottle.expiresAt, new Date(now)));
  }

  async succeed(username: string): Promise<void> {
    await this.db.delete(loginThrottle).where(eq(loginThrottle.key, throttleKey(username)));
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    loginThrottle: LoginThrottle;
  }
}

export default fp(
  async (app) => {
    app.decorate('loginThrottle', new LoginThrottle(app.db));
  },
  { name: 'login-throttle-repository', dependencies: ['db'] },
);
