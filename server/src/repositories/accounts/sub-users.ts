/** Sub-accounts (non-main users) of a company: the sub-account picker and the sub-account management screens. */
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { businessGroups, roles, userGroups, users } from '../../db/schema';
import type { AuditAction } from '../../../../src/domain/admin/api';
import { recordAudit, type AuditActor } from '../audit';
import { likeContains } from '../resources';

export interface SubAccountFilter {
  /** name (nickname) or username contains */
  name?: string;
  phone?: string;
  status?: number;
  page: number;
  perPage: number;
}

export interface NewSubAccount {
  companyId: number;
  mainUserId: number;
  username: string;
  passwordHash: string;
  nickname: string;
  phone: string;
  appCodes: string[];
  mainType: string;
  servicerId: number | null;
  resourceId: number | null;
  roleId: number | null;
  groupIds: number[];
}

export interface SubAccountPatch {
  nickname: string;
  phone: string;
  roleId: number | null;
  groupIds: number[];
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What the audit log keeps of a sub-account before and after a change (never its password). */
async function accountSnapshot(tx: Tx, companyId: number, userId: number) {
  const [row] = await tx
    .select({ username: users.username, nickname: users.nickname, phone: users.phone, status: users.status, role_id: users.roleId })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId), eq(users.isMain, false)))
    .limit(1);
  if (!row) return undefined;
  const groups = await tx.select({ id: userGroups.groupId }).from(userGroups).where(eq(userGroups.userId, userId)).orderBy(asc(userGroups.groupId));
  return { ...row, group_ids: groups.map((g) => g.id) };
}

/** Sub-account writes: each one audited (account.create / update / status / password) in its own transaction. */
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

  // ------------------------------------------------------------------ management screens

  /** The management list: search by name/username, phone and status, newest first, with role and departments. */
  async adminList(companyId: number, f: SubAccountFilter) {
    const where: SQL = and(
      eq(users.companyId, companyId),
      eq(users.isMain, false),
      f.name ? or(ilike(users.nickname, likeContains(f.name)), ilike(users.username, likeContains(f.name))) : undefined,
      f.phone ? ilike(users.phone, likeContains(f.phone)) : undefined,
      f.status === undefined ? undefined : eq(users.status, f.status),
    )!;
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select({
          id: users.id,
          username: users.username,
          nickname: users.nickname,
          phone: users.phone,
          status: users.status,
          role_id: users.roleId,
          role_name: roles.name,
          last_login_at: users.lastLoginAt,
          created_at: users.createdAt,
        })
        .from(users)
        .leftJoin(roles, eq(roles.id, users.roleId))
        .where(where)
        .orderBy(desc(users.id))
        .limit(f.perPage)
        .offset((f.page - 1) * f.perPage),
      this.db.select({ total: count() }).from(users).where(where),
    ]);
    const groups = await this.groupsOf(rows.map((r) => r.id));
    return {
      list: rows.map((r) => ({
        ...r,
        role_name: r.role_name ?? '',
        last_login_at: r.last_login_at?.toISOString() ?? null,
        created_at: r.created_at.toISOString(),
        groups: groups.get(r.id) ?? [],
      })),
      total: Number(total),
    };
  }

  /** One sub-account of the company; undefined for main accounts and other companies' users. */
  async detail(companyId: number, userId: number) {
    const [row] = await this.db
      .select({
        id: users.id,
        username: users.username,
        nickname: users.nickname,
        phone: users.phone,
        status: users.status,
        role_id: users.roleId,
        role_name: roles.name,
        last_login_at: users.lastLoginAt,
        created_at: users.createdAt,
        updated_at: users.updatedAt,
      })
      .from(users)
      .leftJoin(roles, eq(roles.id, users.roleId))
      .where(and(eq(users.id, userId), eq(users.companyId, companyId), eq(users.isMain, false)))
      .limit(1);
    if (!row) return undefined;
    const groups = await this.groupsOf([row.id]);
    return {
      ...row,
      role_name: row.role_name ?? '',
      last_login_at: row.last_login_at?.toISOString() ?? null,
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
      groups: groups.get(row.id) ?? [],
    };
  }

  /** Roles a sub-account of this company may get: the company's roles of the app codes it signs in to. */
  async assignableRoles(companyId: number, appCodes: string[]) {
    if (!appCodes.length) return [];
    return this.db
      .select({ id: roles.id, name: roles.name, app_code: roles.appCode, memo: roles.memo })
      .from(roles)
      .where(and(eq(roles.companyId, companyId), inArray(roles.appCode, appCodes)))
      .orderBy(asc(roles.id));
  }

  /** How many of `groupIds` are the company's groups (all of them must be). */
  async countCompanyGroups(companyId: number, groupIds: number[]): Promise<number> {
    if (!groupIds.length) return 0;
    const [{ n }] = await this.db
      .select({ n: count() })
      .from(businessGroups)
      .where(and(eq(businessGroups.companyId, companyId), inArray(businessGroups.id, groupIds)));
    return Number(n);
  }

  /** Creates the account and its department memberships; a taken username fails on the unique index (23505). */
  async create(actor: AuditActor, input: NewSubAccount): Promise<number> {
    return this.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          companyId: input.companyId,
          username: input.username,
          passwordHash: input.passwordHash,
          nickname: input.nickname,
          phone: input.phone,
          appCodes: input.appCodes,
          mainType: input.mainType,
          isMain: false,
          mainUserId: input.mainUserId,
          roleId: input.roleId,
          servicerId: input.servicerId,
          resourceId: input.resourceId,
        })
        .returning({ id: users.id });
      if (input.groupIds.length) await tx.insert(userGroups).values(input.groupIds.map((groupId) => ({ userId: user.id, groupId })));
      await recordAudit(tx, actor, { action: 'account.create', entityType: 'account', entityId: user.id, before: null, after: await accountSnapshot(tx, input.companyId, user.id) });
      return user.id;
    });
  }

  async update(actor: AuditActor, companyId: number, userId: number, patch: SubAccountPatch): Promise<boolean> {
    return this.audited(actor, 'account.update', companyId, userId, async (tx) => {
      await tx
        .update(users)
        .set({ nickname: patch.nickname, phone: patch.phone, roleId: patch.roleId, updatedAt: sql`now()` })
        .where(and(eq(users.id, userId), eq(users.companyId, companyId), eq(users.isMain, false)));
      await tx.delete(userGroups).where(eq(userGroups.userId, userId));
      if (patch.groupIds.length) await tx.insert(userGroups).values(patch.groupIds.map((groupId) => ({ userId, groupId })));
    });
  }

  /** Disabling also ends every session of the account, in the same statement: enabling it later revives none. */
  async setStatus(actor: AuditActor, companyId: number, userId: number, status: number): Promise<boolean> {
    return this.audited(actor, 'account.status', companyId, userId, async (tx) => {
      await tx
        .update(users)
        .set({ status, ...(status === 1 ? {} : { sessionVersion: sql`${users.sessionVersion} + 1` }), updatedAt: sql`now()` })
        .where(and(eq(users.id, userId), eq(users.companyId, companyId), eq(users.isMain, false)));
    });
  }

  /** A reset password ends every session of the account, in the same statement; the entry says it was reset, not to what. */
  async setPasswordHash(actor: AuditActor, companyId: number, userId: number, passwordHash: string): Promise<boolean> {
    return this.audited(actor, 'account.password', companyId, userId, async (tx) => {
      await tx
        .update(users)
        .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: sql`now()` })
        .where(and(eq(users.id, userId), eq(users.companyId, companyId), eq(users.isMain, false)));
    }, { password_reset: true });
  }

  /** One sub-account write with its audit entry: false (nothing written) for main accounts and other companies' users. */
  private async audited(actor: AuditActor, action: AuditAction, companyId: number, userId: number, write: (tx: Tx) => Promise<void>, extra: object = {}): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const before = await accountSnapshot(tx, companyId, userId);
      if (!before) return false;
      await write(tx);
      const after = { ...(await accountSnapshot(tx, companyId, userId)), ...extra };
      await recordAudit(tx, actor, { action, entityType: 'account', entityId: userId, before, after });
      return true;
    });
  }

  private async groupsOf(userIds: number[]): Promise<Map<number, { id: number; name: string }[]>> {
    const out = new Map<number, { id: number; name: string }[]>();
    if (!userIds.length) return out;
    const rows = await this.db
      .select({ userId: userGroups.userId, id: businessGroups.id, name: businessGroups.name })
      .from(userGroups)
      .innerJoin(businessGroups, eq(businessGroups.id, userGroups.groupId))
      .where(inArray(userGroups.userId, userIds))
      .orderBy(asc(businessGroups.sort), asc(businessGroups.id));
    for (const r of rows) {
      const list = out.get(r.userId) ?? [];
      list.push({ id: r.id, name: r.name });
      out.set(r.userId, list);
    }
    return out;
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
