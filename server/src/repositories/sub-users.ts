/** Sub-accounts (non-main users) of a company, for the sub-account picker. */
import { and, asc, count, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { likeContains } from './resources';

export class SubUsersRepository {
  constructor(private readonly db: Db) {}

  async list(companyId: number, f: { username?: string; ids?: number[]; page: number; perPage: number }) {
    const where: SQL = and(
      eq(users.companyId, companyId),
      eq(users.isMain, false),
      f.username ? ilike(users.username, likeContains(f.username)) : undefined,
      f.ids ? (f.ids.length ? inArray(users.id, f.ids) : eq(users.id, -1)) : undefined,
    )!;
    const [list, [{ total }]] = await Promise.all([
      this.db
        .select({ user_id: users.id, username: users.username, nickname: users.nickname, phone: users.phone, status: users.status })
        .from(users)
        .where(where)
        .orderBy(asc(users.id))
        .limit(f.perPage)
        .offset((f.page - 1) * f.perPage),
      this.db.select({ total: count() }).from(users).where(where),
    ]);
    return { list, total: Number(total) };
  }

  /** A user the caller may ask about: same company, or bound to the caller's (servicer) company. */
  async findVisible(companyId: number, userId: number) {
    const [row] = await this.db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!row || (row.companyId !== companyId && row.servicerId !== companyId)) return undefined;
    return row;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    subUsers: SubUsersRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('subUsers', new SubUsersRepository(app.db));
  },
  { name: 'sub-users-repository', dependencies: ['db'] },
);
