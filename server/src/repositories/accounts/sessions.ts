/**
 * Refresh tokens, stored only as sha256 hashes. Using one revokes it and issues its successor in the same
 * family; presenting a token that was already rotated means it leaked, so the whole family is revoked —
 * except within a short grace window, where it is two tabs racing and the second gets a sibling token.
 */
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { refreshTokens } from '../../db/schema';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type NewRefreshToken = typeof refreshTokens.$inferInsert;

export type RotateResult =
  | { status: 'rotated'; previous: RefreshTokenRow }
  | { status: 'invalid' }
  | { status: 'reused'; previous: RefreshTokenRow };

/** A rotated token presented again within this window is a concurrent refresh, not a leak. */
export const REFRESH_REUSE_GRACE_MS = 20_000;

export class SessionsRepository {
  constructor(private readonly db: Db) {}

  async create(row: NewRefreshToken): Promise<void> {
    await this.db.insert(refreshTokens).values(row);
  }

  async findByHash(tokenHash: string): Promise<RefreshTokenRow | undefined> {
    const [row] = await this.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
    return row;
  }

  /** Swaps the token with hash `tokenHash` for `next` atomically; two racing uses cannot both win. */
  async rotate(tokenHash: string, next: (previous: RefreshTokenRow) => NewRefreshToken): Promise<RotateResult> {
    return this.db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .for('update')
        .limit(1);
      if (!current) return { status: 'invalid' } as const;
      if (current.revokedAt) {
        if (current.replacedBy && Date.now() - current.revokedAt.getTime() < REFRESH_REUSE_GRACE_MS) {
          // two tabs (or a retried request) refreshing at once: the loser gets a sibling in the same family,
          // as long as the session was not logged out meanwhile
          const [live] = await tx
            .select({ id: refreshTokens.id })
            .from(refreshTokens)
            .where(and(eq(refreshTokens.familyId, current.familyId), isNull(refreshTokens.revokedAt)))
            .limit(1);
          if (live && current.expiresAt.getTime() > Date.now()) {
            await tx.insert(refreshTokens).values(next(current));
            return { status: 'rotated', previous: current } as const;
          }
        }
        if (current.replacedBy) {
          await tx
            .update(refreshTokens)
            .set({ revokedAt: sql`now()` })
            .where(and(eq(refreshTokens.familyId, current.familyId), isNull(refreshTokens.revokedAt)));
          return { status: 'reused', previous: current } as const;
        }
        return { status: 'invalid' } as const;
      }
      if (current.expiresAt.getTime() <= Date.now()) return { status: 'invalid' } as const;
      const row = next(current);
      await tx.insert(refreshTokens).values(row);
      await tx
        .update(refreshTokens)
        .set({ revokedAt: sql`now()`, replacedBy: row.id })
        .where(eq(refreshTokens.id, current.id));
      return { status: 'rotated', previous: current } as const;
    });
  }

  async revokeByHash(tokenHash: string): Promise<RefreshTokenRow | undefined> {
    const [row] = await this.db
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.revokedAt)))
      .returning();
    return row;
  }

  /**
   * Marks every live refresh token of the user revoked and counts them. What ends a session is the user's session
   * version moving on (users repository); this keeps the table telling the truth about it.
   */
  async revokeAllForUser(userId: number): Promise<number> {
    const rows = await this.db
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    return rows.length;
  }

  /** Logs one session out: every live token of the family, so its access tokens stop too (plugins/auth.ts). */
  async revokeFamily(familyId: string): Promise<number> {
    const rows = await this.db
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    return rows.length;
  }

  /** Remembers the chosen business unit for the session, so refreshed tokens keep it. */
  async setFamilyGroup(familyId: string, userId: number, groupId: number, groupName: string): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ groupId, groupName })
      .where(and(eq(refreshTokens.familyId, familyId), eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  }

  /** Drops tokens that expired more than a day ago (rotated ones stay until then, for reuse detection). */
  async purgeExpired(): Promise<void> {
    await this.db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, new Date(Date.now() - 86_400_000)));
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('sessions', new SessionsRepository(app.db));
  },
  { name: 'sessions-repository', dependencies: ['db'] },
);
