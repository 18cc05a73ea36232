/**
 * Roles of a company (issue 22, src/domain/admin/README.md): name, memo, and the menus with the button codes each
 * grants. Every write records its audit entry in the same transaction; every read is scoped to one company.
 */
import { and, asc, count, desc, eq, ilike, inArray, ne, type SQL } from 'drizzle-orm';
import type { RoleDetail, RoleSummary } from '../../../../src/domain/admin/api';
import type { MessageParams, ServerMessageKey } from '../../../../src/domain/server-messages';
import type { Db } from '../../db/client';
import { menus, roleMenus, roles, users } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { recordAudit, type AuditActor } from '../audit';
import { likeContains } from '../resources';

export interface RoleInput {
  name: string;
  memo: string;
  appCode: string;
  menus: { menu_id: number; buttons: string[] }[];
}

type RoleRow = typeof roles.$inferSelect;

const refused = (key: ServerMessageKey, params: MessageParams = {}, field?: string) => new HttpError(400, key, params, field ? { field } : null);

/** What the audit log keeps of a role: its fields and its grants, in a stable order. */
interface RoleSnapshot {
  name: string;
  memo: string;
  app_code: string;
  menus: { menu_id: number; path: string; buttons: string[] }[];
}

export class RolesRepository {
  constructor(private readonly db: Db) {}

  async list(companyId: number, f: { name?: string; page: number; perPage: number }): Promise<{ list: RoleSummary[]; total: number }> {
    const where: SQL = and(eq(roles.companyId, companyId), f.name ? ilike(roles.name, likeContains(f.name)) : undefined)!;
    const [rows, [{ total }]] = await Promise.all([
      this.db.select().from(roles).where(where).orderBy(desc(roles.id)).limit(f.perPage).offset((f.page - 1) * f.perPage),
      this.db.select({ total: count() }).from(roles).where(where),
    ]);
    const ids = rows.map((r) => r.id);
    const [menuCounts, userCounts] = ids.length
      ? await Promise.all([
          this.db.select({ id: roleMenus.roleId, n: count() }).from(roleMenus).where(inArray(roleMenus.roleId, ids)).groupBy(roleMenus.roleId),
          this.db.select({ id: users.roleId, n: count() }).from(users).where(and(eq(users.companyId, companyId), inArray(users.roleId, ids))).groupBy(users.roleId),
        ])
      : [[], []];
    const menuN = new Map(menuCounts.map((c) => [c.id, c.n]));
    const userN = new Map(userCounts.map((c) => [c.id, c.n]));
    return {
      list: rows.map((r) => ({
        id: r.id,
        name: r.name,
        memo: r.memo,
        app_code: r.appCode,
        menu_count: menuN.get(r.id) ?? 0,
        user_count: userN.get(r.id) ?? 0,
        created_at: r.createdAt.toISOString(),
      })),
      total: Number(total),
    };
  }

  async find(companyId: number, id: number): Promise<RoleRow | undefined> {
    const [row] = await this.db.select().from(roles).where(and(eq(roles.id, id), eq(roles.companyId, companyId)));
    return row;
  }

  async detail(companyId: number, id: number): Promise<RoleDetail | undefined> {
    const role = await this.find(companyId, id);
    if (!role) return undefined;
    const [grants, holders] = await Promise.all([
      this.db.select({ menu_id: roleMenus.menuId, buttons: roleMenus.buttons }).from(roleMenus).where(eq(roleMenus.roleId, id)).orderBy(asc(roleMenus.menuId)),
      this.db
        .select({ id: users.id, username: users.username, nickname: users.nickname })
        .from(users)
        .where(and(eq(users.companyId, companyId), eq(users.roleId, id)))
        .orderBy(asc(users.id)),
    ]);
    return { id: role.id, name: role.name, memo: role.memo, app_code: role.appCode, menus: grants, users: holders };
  }

  private async snapshot(tx: Db, role: RoleRow): Promise<RoleSnapshot> {
    const grants = await tx
      .select({ menu_id: roleMenus.menuId, path: menus.path, buttons: roleMenus.buttons })
      .from(roleMenus)
      .innerJoin(menus, eq(menus.id, roleMenus.menuId))
      .where(eq(roleMenus.roleId, role.id))
      .orderBy(asc(roleMenus.menuId));
    return { name: role.name, memo: role.memo, app_code: role.appCode, menus: grants };
  }

  /**
   * The grants checked against the app code's menus: every menu must be one of them, every button one of its codes.
   * A granted child brings its parent folders along, so the sidebar can show it.
   */
  private async checkedGrants(tx: Db, appCode: string, grants: RoleInput['menus']): Promise<Map<number, string[]>> {
    const rows = await tx.select({ id: menus.id, pid: menus.pid, elements: menus.elements, operations: menus.operations }).from(menus).where(eq(menus.appCode, appCode));
    const byId = new Map(rows.map((r) => [r.id, r]));
    const out = new Map<number, string[]>();
    for (const g of grants) {
      const menu = byId.get(g.menu_id);
      if (!menu) throw refused('adMenuInvalid', {}, 'menus');
      const codes = new Set([...menu.elements, ...menu.operations]);
      const bad = g.buttons.find((b) => !codes.has(b));
      if (bad) throw refused('adButtonInvalid', { code: bad }, 'menus');
      out.set(g.menu_id, [...new Set(g.buttons)].sort());
    }
    for (const id of [...out.keys()]) {
      for (let p = byId.get(id)?.pid ?? 0; p && !out.has(p); p = byId.get(p)?.pid ?? 0) out.set(p, []);
    }
    return out;
  }

  private async nameTaken(tx: Db, companyId: number, appCode: string, name: string, exceptId?: number): Promise<boolean> {
    const [row] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.companyId, companyId), eq(roles.appCode, appCode), eq(roles.name, name), exceptId ? ne(roles.id, exceptId) : undefined));
    return !!row;
  }

  private async writeGrants(tx: Db, roleId: number, grants: Map<number, string[]>): Promise<void> {
    await tx.delete(roleMenus).where(eq(roleMenus.roleId, roleId));
    if (grants.size) await tx.insert(roleMenus).values([...grants].map(([menuId, buttons]) => ({ roleId, menuId, buttons })));
  }

  async create(actor: AuditActor, input: RoleInput): Promise<number> {
    return this.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      if (await this.nameTaken(tx, actor.companyId, input.appCode, input.name)) throw refused('adRoleNameTaken', {}, 'name');
      const grants = await this.checkedGrants(tx, input.appCode, input.menus);
      const [role] = await tx.insert(roles).values({ companyId: actor.companyId, appCode: input.appCode, name: input.name, memo: input.memo }).returning();
      await this.writeGrants(tx, role.id, grants);
      await recordAudit(tx, actor, { action: 'role.create', entityType: 'role', entityId: role.id, before: null, after: await this.snapshot(tx, role) });
      return role.id;
    });
  }

  /** false when the role is not the company's */
  async update(actor: AuditActor, id: number, input: Omit<RoleInput, 'appCode'>): Promise<boolean> {
    return this.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [role] = await tx.select().from(roles).where(and(eq(roles.id, id), eq(roles.companyId, actor.companyId))).for('update');
      if (!role) return false;
      if (await this.nameTaken(tx, actor.companyId, role.appCode, input.name, id)) throw refused('adRoleNameTaken', {}, 'name');
      const grants = await this.checkedGrants(tx, role.appCode, input.menus);
      const before = await this.snapshot(tx, role);
      const [saved] = await tx.update(roles).set({ name: input.name, memo: input.memo }).where(eq(roles.id, id)).returning();
      await this.writeGrants(tx, id, grants);
      await recordAudit(tx, actor, { action: 'role.update', entityType: 'role', entityId: id, before, after: await this.snapshot(tx, saved) });
      return true;
    });
  }

  /** 'notFound' for another company's role; refused while accounts hold it */
  async delete(actor: AuditActor, id: number): Promise<'ok' | 'notFound'> {
    return this.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [role] = await tx.select().from(roles).where(and(eq(roles.id, id), eq(roles.companyId, actor.companyId))).for('update');
      if (!role) return 'notFound';
      const [{ n }] = await tx.select({ n: count() }).from(users).where(and(eq(users.companyId, actor.companyId), eq(users.roleId, id)));
      if (n > 0) throw refused('adRoleInUse', { count: n });
      const before = await this.snapshot(tx, role);
      await tx.delete(roles).where(eq(roles.id, id));
      await recordAudit(tx, actor, { action: 'role.delete', entityType: 'role', entityId: id, before, after: null });
      return 'ok';
    });
  }

  /** The users holding a role (their menus changed when it changed). */
  async holders(companyId: number, id: number): Promise<number[]> {
    const rows = await this.db.select({ id: users.id }).from(users).where(and(eq(users.companyId, companyId), eq(users.roleId, id)));
    return rows.map((r) => r.id);
  }
}
