/** Every account of one company (main and sub-accounts) as the users service lists them, and the company's counts. */
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { roles, users } from '../../db/schema';
import { likeContains } from '../resources';

export interface AccountFilter {
  /** nickname or username contains */
  name?: string;
  status?: number;
  page: number;
  perPage: number;
}

const accountColumns = {
  id: users.id,
  username: users.username,
  nickname: users.nickname,
  phone: users.phone,
  status: users.status,
  is_main: users.isMain,
  main_type: users.mainType,
  role_id: users.roleId,
  role_name: roles.name,
  last_login_at: users.lastLoginAt,
  created_at: users.createdAt,
};

type AccountRow = { role_name: string | null; last_login_at: Date | null; created_at: Date } & Record<string, unknown>;
const toItem = <R extends AccountRow>(r: R) => ({
  ...r,
  role_name: r.role_name ?? '',
  last_login_at: r.last_login_at?.toISOString() ?? null,
  created_at: r.created_at.toISOString(),
});

export class CompanyAccountsRepository {
  constructor(private readonly db: Db) {}

  /** The company's accounts, main account first, then by id. */
  async list(companyId: number, f: AccountFilter) {
    const where: SQL = and(
      eq(users.companyId, companyId),
      f.name ? or(ilike(users.nickname, likeContains(f.name)), ilike(users.username, likeContains(f.name))) : undefined,
      f.status === undefined ? undefined : eq(users.status, f.status),
    )!;
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select(accountColumns)
        .from(users)
        .leftJoin(roles, eq(roles.id, users.roleId))
        .where(where)
        .orderBy(desc(users.isMain), asc(users.id))
        .limit(f.perPage)
        .offset((f.page - 1) * f.perPage),
      this.db.select({ total: count() }).from(users).where(where),
    ]);
    return { list: rows.map(toItem), total: Number(total) };
  }

  /** One account of the company; undefined for another company's. */
  async info(companyId: number, userId: number) {
    const [row] = await this.db
      .select(accountColumns)
      .from(users)
      .leftJoin(roles, eq(roles.id, users.roleId))
      .where(and(eq(users.id, userId), eq(users.companyId, companyId)))
      .limit(1);
    return row ? toItem(row) : undefined;
  }

  async countSubAccounts(companyId: number): Promise<number> {
    const [{ n }] = await this.db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.isMain, false)));
    return Number(n);
  }

  async countEnabled(companyId: number): Promise<number> {
    const [{ n }] = await this.db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.status, 1)));
    return Number(n);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    companyAccounts: CompanyAccountsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('companyAccounts', new CompanyAccountsRepository(app.db));
  },
  { name: 'company-accounts-repository', dependencies: ['db'] },
);
