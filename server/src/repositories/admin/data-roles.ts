/**
 * Data-permission roles of a company (issue 22, src/domain/admin/data-scope.ts): CRUD with their holders, each write
 * audit-logged in its transaction, and `scopeOf` — what a signed-in user's role resolves into for this request.
 */
import { and, asc, count, desc, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { ALL_ROWS, chosenIsEmpty, type DataRoleDetail, type DataRoleSummary, type DataScope, type DataScopeKind } from '../../../../src/domain/admin/data-scope';
import type { MessageParams, ServerMessageKey } from '../../../../src/domain/server-messages';
import { tableCacheOf, type Db } from '../../db/client';
import { dataRoles, resources, stations, userDataRoles, users, warehouses } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { recordAudit, type AuditActor } from '../audit';
import { likeContains } from '../resources';

export interface DataRoleInput {
  name: string;
  scope: DataScopeKind;
  consignor_ids: number[];
  warehouse_ids: number[];
  station_ids: number[];
  user_ids: number[];
}

type DataRoleRow = typeof dataRoles.$inferSelect;

const refused = (key: ServerMessageKey, params: MessageParams = {}, field?: string) => new HttpError(400, key, params, field ? { field } : null);
const uniq = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

const summary = (r: DataRoleRow, userCount: number): DataRoleSummary => ({
  id: r.id,
  name: r.name,
  scope: r.scope as DataScopeKind,
  consignor_ids: r.consignorIds,
  warehouse_ids: r.warehouseIds,
  station_ids: r.stationIds,
  user_count: userCount,
  created_at: r.createdAt.toISOString(),
});

export class DataRolesRepository {
  constructor(private readonly db: Db) {}

  /**
   * The scope a user's reads are filtered with. Main accounts and users without a data role see every row of the
   * company (README.md); `own` / `unit` / `unit_tree` become the users whose rows they see.
   */
  async scopeOf(auth: { id: number; company_id: number; is_main: boolean }): Promise<DataScope> {
    if (auth.is_main) return ALL_ROWS;
    // every list and detail asks: cached until the data roles, the user or the business units change (on PostgreSQL
    // read every time: a narrowed scope holds at once on every process, not when the change feed brings it)
    return tableCacheOf(this.db).get(
      `data-scope:${auth.id}:${auth.company_id}`,
      ['data_roles', 'user_data_roles', 'users', 'user_groups', 'business_groups'],
      () => this.readScope(auth),
      { atOnceEverywhere: true },
    );
  }

  private async readScope(auth: { id: number; company_id: number }): Promise<DataScope> {
    const [role] = await this.db
      .select({ scope: dataRoles.scope, consignorIds: dataRoles.consignorIds, warehouseIds: dataRoles.warehouseIds, stationIds: dataRoles.stationIds })
      .from(userDataRoles)
      .innerJoin(dataRoles, and(eq(dataRoles.id, userDataRoles.dataRoleId), eq(dataRoles.companyId, auth.company_id)))
      .where(eq(userDataRoles.userId, auth.id));
    if (!role) return ALL_ROWS;
    switch (role.scope as DataScopeKind) {
      case 'all':
        return ALL_ROWS;
      case 'own':
        return { kind: 'users', userIds: [auth.id] };
      case 'unit':
      case 'unit_tree':
        return { kind: 'users', userIds: await this.unitMembers(auth, role.scope === 'unit_tree') };
      case 'chosen':
        return { kind: 'chosen', consignorIds: role.consignorIds, warehouseIds: role.warehouseIds, stationIds: role.stationIds };
    }
  }

  /** the user and the members of the user's business units (and of the units below them) */
  private async unitMembers(auth: { id: number; company_id: number }, tree: boolean): Promise<number[]> {
    const result = (await this.db.execute(sql`
      with recursive units as (
        select group_id as id from user_groups ug join business_groups g on g.id = ug.group_id
         where ug.user_id = ${auth.id} and g.company_id = ${auth.company_id}
        union
        select g.id from business_groups g join units u on g.pid = u.id
         where ${tree} and g.company_id = ${auth.company_id}
      )
      select distinct ug.user_id as id from user_groups ug join units u on u.id = ug.group_id`)) as unknown as { rows: { id: number }[] };
    return uniq([auth.id, ...result.rows.map((r) => Number(r.id))]);
  }

  async list(companyId: number, f: { name?: string; page: number; perPage: number }): Promise<{ list: DataRoleSummary[]; total: number }> {
    const where: SQL = and(eq(dataRoles.companyId, companyId), f.name ? ilike(dataRoles.name, likeContains(f.name)) : undefined)!;
    const [rows, [{ total }]] = await Promise.all([
      this.db.select().from(dataRoles).where(where).orderBy(desc(dataRoles.id)).limit(f.perPage).offset((f.page - 1) * f.perPage),
      this.db.select({ total: count() }).from(dataRoles).where(where),
    ]);
    const ids = rows.map((r) => r.id);
    const counts = ids.length
      ? await this.db.select({ id: userDataRoles.dataRoleId, n: count() }).from(userDataRoles).where(inArray(userDataRoles.dataRoleId, ids)).groupBy(userDataRoles.dataRoleId)
      : [];
    const n = new Map(counts.map((c) => [c.id, Number(c.n)]));
    return { list: rows.map((r) => summary(r, n.get(r.id) ?? 0)), total: Number(total) };
  }

  private async find(tx: Db, companyId: number, id: number, lock = false): Promise<DataRoleRow | undefined> {
    const q = tx.select().from(dataRoles).where(and(eq(dataRoles.id, id), eq(dataRoles.companyId, companyId)));
    const [row] = lock ? await q.for('update') : await q;
    return row;
  }

  private holders(tx: Db, id: number) {
    return tx
      .select({ id: users.id, username: users.username, nickname: users.nickname })
      .from(userDataRoles)
      .innerJoin(users, eq(users.id, userDataRoles.userId))
      .where(eq(userDataRoles.dataRoleId, id))
      .orderBy(asc(users.id));
  }

  async detail(companyId: number, id: number): Promise<DataRoleDetail | undefined> {
    const role = await this.find(this.db, companyId, id);
    if (!role) return undefined;
    const holders = await this.holders(this.db, id);
    return { ...summary(role, holders.length), users: holders };
  }

  private async snapshot(tx: Db, role: DataRoleRow) {
    const holders = await this.holders(tx, role.id);
    return { ...summary(role, holders.length), created_at: undefined, users: holders.map((u) => u.id) };
  }

  /** Every chosen id must be the company's (consignors are resources of type consignor); holders its sub-accounts. */
  private async checked(tx: Db, companyId: number, input: DataRoleInput): Promise<DataRoleInput> {
    if (chosenIsEmpty(input)) throw refused('adDataRoleChosenEmpty', {}, 'scope');
    const chosen = input.scope === 'chosen';
    const out = {
      ...input,
      consignor_ids: chosen ? uniq(input.consignor_ids) : [],
      warehouse_ids: chosen ? uniq(input.warehouse_ids) : [],
      station_ids: chosen ? uniq(input.station_ids) : [],
      user_ids: uniq(input.user_ids),
    };
    const countOf = async (table: typeof resources | typeof warehouses | typeof stations, ids: number[], extra?: SQL) => {
      if (!ids.length) return 0;
      const [{ n }] = await tx.select({ n: count() }).from(table).where(and(eq(table.companyId, companyId), inArray(table.id, ids), extra));
      return Number(n);
    };
    const found = await Promise.all([
      countOf(resources, out.consignor_ids, eq(resources.objectType, 'consignor')),
      countOf(warehouses, out.warehouse_ids),
      countOf(stations, out.station_ids),
    ]);
    if (found[0] !== out.consignor_ids.length || found[1] !== out.warehouse_ids.length || found[2] !== out.station_ids.length) {
      throw refused('adDataRoleChosenInvalid', {}, 'scope');
    }
    if (out.user_ids.length) {
      const [{ n }] = await tx.select({ n: count() }).from(users).where(and(eq(users.companyId, companyId), eq(users.isMain, false), inArray(users.id, out.user_ids)));
      if (Number(n) !== out.user_ids.length) throw refused('adDataRoleUserInvalid', {}, 'user_ids');
    }
    return out;
  }

  private async nameTaken(tx: Db, companyId: number, name: string, exceptId?: number): Promise<boolean> {
    const [row] = await tx
      .select({ id: dataRoles.id })
      .from(dataRoles)
      .where(and(eq(dataRoles.companyId, companyId), eq(dataRoles.name, name), exceptId ? ne(dataRoles.id, exceptId) : undefined));
    return !!row;
  }

  /** The role's holders become exactly `userIds`; a user moving here leaves its old data role (one per user). */
  private async writeHolders(tx: Db, roleId: number, userIds: number[]): Promise<void> {
    await tx.delete(userDataRoles).where(eq(userDataRoles.dataRoleId, roleId));
    if (!userIds.length) return;
    await tx
      .insert(userDataRoles)
      .values(userIds.map((userId) => ({ userId, dataRoleId: roleId })))
      .onConflictDoUpdate({ target: userDataRoles.userId, set: { dataRoleId: roleId } });
  }

  private fields(input: DataRoleInput) {
    return { name: input.name, scope: input.scope, consignorIds: input.consignor_ids, warehouseIds: input.warehouse_ids, stationIds: input.station_ids };
  }

  async create(actor: AuditActor, input: DataRoleInput): Promise<number> {
    return this.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      if (await this.nameTaken(tx, actor.companyId, input.name)) throw refused('adDataRoleNameTaken', {}, 'name');
      const checked = await this.checked(tx, actor.companyId, input);
      const [role] = await tx.insert(dataRoles).values({ companyId: actor.companyId, ...this.fields(checked) }).returning();
      await this.writeHolders(tx, role.id, checked.user_ids);
      await recordAudit(tx, actor, { action: 'dataRole.create', entityType: 'data_role', entityId: role.id, before: null, after: await this.snapshot(tx, role) });
      return role.id;
    });
  }

  /** false when the role is not the company's */
  async update(actor: AuditActor, id: number, input: DataRoleInput): Promise<boolean> {
    return this.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const role = await this.find(tx, actor.companyId, id, true);
      if (!role) return false;
      if (await this.nameTaken(tx, actor.companyId, input.name, id)) throw refused('adDataRoleNameTaken', {}, 'name');
      const checked = await this.checked(tx, actor.companyId, input);
      const before = await this.snapshot(tx, role);
      const [saved] = await tx.update(dataRoles).set({ ...this.fields(checked), updatedAt: new Date() }).where(eq(dataRoles.id, id)).returning();
      await this.writeHolders(tx, id, checked.user_ids);
      await recordAudit(tx, actor, { action: 'dataRole.update', entityType: 'data_role', entityId: id, before, after: await this.snapshot(tx, saved) });
      return true;
    });
  }

  /** false when the role is not the company's; its holders fall back to no data role */
  async delete(actor: AuditActor, id: number): Promise<boolean> {
    return this.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const role = await this.find(tx, actor.companyId, id, true);
      if (!role) return false;
      const before = await this.snapshot(tx, role);
      await tx.delete(dataRoles).where(eq(dataRoles.id, id));
      await recordAudit(tx, actor, { action: 'dataRole.delete', entityType: 'data_role', entityId: id, before, after: null });
      return true;
    });
  }
}
