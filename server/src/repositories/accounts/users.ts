/** Accounts: look-up by name or id, the principal behind a token, the per-request account gate, registration, profile and password changes. */
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import fp from 'fastify-plugin';
import { tableCacheOf, type Db } from '../../db/client';
import { companies, companyReviewEvents, companyReviews, refreshTokens, users } from '../../db/schema';
import type { SessionRef } from '../../lib/tokens';

export type UserRow = typeof users.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;

/** A user with what tokens and user info need from the company and the main account. */
export interface Principal {
  user: UserRow;
  company: CompanyRow;
  main: { id: number; nickname: string; phone: string };
}

export interface NewAccount {
  companyName: string;
  companyType: string;
  hostingEnd: string;
  subscribeVersion: string;
  subscribeVersionName: string;
  username: string;
  passwordHash: string;
  nickname: string;
  phone: string;
  appCode: string;
  mainType: string;
}

export interface AccountGate {
  userStatus: number;
  companyStatus: number;
  sessionVersion: number;
  /** the token's refresh-token family is not logged out */
  familyOpen: boolean;
  reviewStatus: string;
}

/** A token of `session` may act: account and company enabled, its family open, the user's sessions not ended since. */
export function sessionIsLive(gate: AccountGate | undefined, session: SessionRef): gate is AccountGate {
  return !!gate && gate.userStatus === 1 && gate.companyStatus === 1 && gate.familyOpen && gate.sessionVersion === session.version;
}

// Prepared once: it runs on every authenticated request, so drizzle does not build its SQL each time. Made on the
// plain database, outside any request transaction (the auth hook runs before one opens).
function prepareAccountGate(db: Db) {
  return db
    .select({
      userStatus: users.status,
      companyStatus: companies.status,
      sessionVersion: users.sessionVersion,
      familyOpen: sql<boolean>`(${sql.placeholder('familyId')}::text is null or exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${sql.placeholder('familyId')} and ${refreshTokens.userId} = ${sql.placeholder('userId')} and ${refreshTokens.revokedAt} is null))`,
      reviewStatus: companyReviews.status,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(companyReviews, eq(companyReviews.companyId, users.companyId))
    .where(and(eq(users.id, sql.placeholder('userId')), eq(users.companyId, sql.placeholder('companyId'))))
    .limit(1)
    .prepare('account_gate');
}

const mainUsers = alias(users, 'main_users');

export class UsersRepository {
  private readonly gateQuery: ReturnType<typeof prepareAccountGate>;

  constructor(private readonly db: Db) {
    this.gateQuery = prepareAccountGate(db);
  }

  async findByUsername(username: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.username, username)).limit(1);
    return row;
  }

  async usernameExists(username: string): Promise<boolean> {
    const [row] = await this.db.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1);
    return Boolean(row);
  }

  /** Who a user is (user, company, main account): every getUserByToken and menu read asks — cached until users or companies change. */
  principal(userId: number): Promise<Principal | undefined> {
    return tableCacheOf(this.db).get(`principal:${userId}`, ['users', 'companies'], () => this.readPrincipal(userId));
  }

  private async readPrincipal(userId: number): Promise<Principal | undefined> {
    const [row] = await this.db
      .select({ user: users, company: companies, mainNickname: mainUsers.nickname, mainPhone: mainUsers.phone })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .leftJoin(mainUsers, eq(mainUsers.id, users.mainUserId))
      .where(eq(users.id, userId))
      .limit(1);
    if (!row) return undefined;
    const { user, company } = row;
    const main = user.mainUserId
      ? { id: user.mainUserId, nickname: row.mainNickname ?? '', phone: row.mainPhone ?? '' }
      : { id: user.id, nickname: user.nickname, phone: user.phone };
    return { user, company, main };
  }

  /** Self-registration: a new company on trial with its main account and a pending review, in one transaction. */
  async createAccount(input: NewAccount): Promise<UserRow> {
    return this.db.transaction(async (tx) => {
      const [company] = await tx
        .insert(companies)
        .values({
          name: input.companyName,
          type: input.companyType,
          hostingEnd: input.hostingEnd,
          subscribeVersion: input.subscribeVersion,
          subscribeVersionName: input.subscribeVersionName,
          contactPhone: input.phone,
        })
        .returning();
      const [user] = await tx
        .insert(users)
        .values({
          companyId: company.id,
          username: input.username,
          passwordHash: input.passwordHash,
          nickname: input.nickname,
          phone: input.phone,
          appCodes: [input.appCode],
          mainType: input.mainType,
          isMain: true,
        })
        .returning();
      // a self-registered company waits for the platform's qualification review (/examining until approved)
      await tx.insert(companyReviews).values({ companyId: company.id, status: 'pending' });
      await tx.insert(companyReviewEvents).values({ companyId: company.id, action: 'submitted', actorId: user.id, actorName: user.nickname });
      return user;
    });
  }

  async updateProfile(userId: number, profile: { nickname: string; phone: string }): Promise<void> {
    await this.db
      .update(users)
      .set({ ...profile, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
  }

  /** A new password ends every session of the user, in the same statement (see endSessions). */
  async updatePasswordHash(userId: number, passwordHash: string): Promise<void> {
    await this.db
      .update(users)
      .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
  }

  /**
   * Shifts the last sign-in time to previous_login_at and stamps now; `lang`, when the request stated one, becomes
   * the user's language (notifications are written in it).
   */
  async recordLogin(userId: number, lang?: 'zh' | 'en' | null): Promise<void> {
    await this.db
      .update(users)
      .set({ previousLoginAt: sql`${users.lastLoginAt}`, lastLoginAt: sql`now()`, ...(lang ? { lang } : {}) })
      .where(eq(users.id, userId));
  }

  /** The language the user reads notifications in. */
  async setLang(userId: number, lang: 'zh' | 'en'): Promise<void> {
    await this.db.update(users).set({ lang }).where(eq(users.id, userId));
  }

  /**
   * What a request needs to know beyond a valid token: is the account and its company still enabled, is the token's
   * session still open (its family has a live refresh token), is the company approved. One indexed read, made once
   * per authenticated /api request. A token without a family (signed before families were tracked) has no such
   * check: its version still is.
   */
  async accountGate(userId: number, companyId: number, familyId: string | null): Promise<AccountGate | undefined> {
    // every request asks: on PGlite cached until a row it reads changes (a disabled user, a revoked session, a company
    // review); on PostgreSQL read every time, so a logout at another process refuses the next request here at once
    return tableCacheOf(this.db).get(
      `gate:${userId}:${companyId}:${familyId ?? ''}`,
      ['users', 'companies', 'refresh_tokens', 'company_reviews'],
      async () => {
        const [row] = await this.gateQuery.execute({ userId, companyId, familyId });
        return row ? { ...row, reviewStatus: row.reviewStatus ?? 'approved' } : undefined;
      },
      { atOnceEverywhere: true },
    );
  }

  /** Ends every session of the user at once: each access and refresh token was signed under the old version. */
  async endSessions(userId: number): Promise<void> {
    await this.db
      .update(users)
      .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, userId));
  }

  async loginTimes(userId: number): Promise<{ lastLoginAt: Date | null; previousLoginAt: Date | null } | undefined> {
    const [row] = await this.db
      .select({ lastLoginAt: users.lastLoginAt, previousLoginAt: users.previousLoginAt })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    users: UsersRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('users', new UsersRepository(app.db));
  },
  { name: 'users-repository', dependencies: ['db'] },
);
