/** Business units (事业部) / departments of a company, the users who belong to them, and their editing. */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { BusinessGroup, GroupTreeNode } from '../../../../src/domain/auth';
import type { Db } from '../../db/client';
import { businessGroups, userGroups } from '../../db/schema';
import { recordAudit, type AuditActor } from '../audit';

export class GroupsRepository {
  constructor(private readonly db: Db) {}

  async tree(companyId: number): Promise<GroupTreeNode[]> {
    const rows = await this.db
      .select({ id: businessGroups.id, pid: businessGroups.pid, name: businessGroups.name })
      .from(businessGroups)
      .where(eq(businessGroups.companyId, companyId))
      .orderBy(asc(businessGroups.sort), asc(businessGroups.id));
    const nodes = new Map(rows.map((r) => [r.id, { id: r.id, name: r.name, children: [] as GroupTreeNode[] }]));
    const roots: GroupTreeNode[] = [];
    for (const row of rows) {
      const node = nodes.get(row.id)!;
      const parent = row.pid ? nodes.get(row.pid) : undefined;
      (parent ? parent.children : roots).push(node);
    }
    return roots;
  }

  async forUser(userId: number, companyId: number): Promise<BusinessGroup[]> {
    return this.db
      .select({ id: businessGroups.id, name: businessGroups.name })
      .from(userGroups)
      .innerJoin(businessGroups, eq(businessGroups.id, userGroups.groupId))
      .where(and(eq(userGroups.userId, userId), eq(businessGroups.companyId, companyId)))
      .orderBy(asc(businessGroups.sort), asc(businessGroups.id));
  }

  /** The group if the user belongs to it (and it is the user's company's), else undefined. */
  async findForUser(userId: number, companyId: number, groupId: number): Promise<BusinessGroup | undefined> {
    const [row] = await this.db
      .select({ id: businessGroups.id, name: businessGroups.name })
      .from(userGroups)
      .innerJoin(businessGroups, eq(businessGroups.id, userGroups.groupId))
      .where(
        and(eq(userGroups.userId, userId), eq(userGroups.groupId, groupId), eq(businessGroups.companyId, companyId)),
      )
      .limit(1);
    return row;
  }
}

export type GroupDeleteResult = { status: 'deleted' } | { status: 'notFound' } | { status: 'hasChildren' } | { status: 'hasUsers'; users: number };

/** Editing the tree (the groups screen); every call scoped to the company. */
export class GroupsAdmin {
  constructor(private readonly db: Db) {}

  async find(companyId: number, id: number) {
    const [row] = await this.db
      .select()
      .from(businessGroups)
      .where(and(eq(businessGroups.id, id), eq(businessGroups.companyId, companyId)))
      .limit(1);
    return row;
  }

  async siblingNameTaken(companyId: number, pid: number, name: string, exceptId?: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: businessGroups.id })
      .from(businessGroups)
      .where(
        and(
          eq(businessGroups.companyId, companyId),
          eq(businessGroups.pid, pid),
          eq(businessGroups.name, name),
          exceptId ? sql`${businessGroups.id} <> ${exceptId}` : undefined,
        ),
      )
      .limit(1);
    return Boolean(row);
  }

  async create(actor: AuditActor, companyId: number, pid: number, name: string) {
    return this.db.transaction(async (tx) => {
      const [{ next }] = await tx
        .select({ next: sql<number>`coalesce(max(${businessGroups.sort}), 0) + 1` })
        .from(businessGroups)
        .where(and(eq(businessGroups.companyId, companyId), eq(businessGroups.pid, pid)));
      const [row] = await tx
        .insert(businessGroups)
        .values({ companyId, pid, name, sort: Number(next) })
        .returning({ id: businessGroups.id, pid: businessGroups.pid, name: businessGroups.name });
      await recordAudit(tx, actor, { action: 'group.create', entityType: 'group', entityId: row.id, before: null, after: row });
      return row;
    });
  }

  async rename(actor: AuditActor, companyId: number, id: number, name: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ id: businessGroups.id, pid: businessGroups.pid, name: businessGroups.name })
        .from(businessGroups)
        .where(and(eq(businessGroups.id, id), eq(businessGroups.companyId, companyId)))
        .for('update');
      if (!before) return false;
      await tx.update(businessGroups).set({ name }).where(eq(businessGroups.id, id));
      await recordAudit(tx, actor, { action: 'group.update', entityType: 'group', entityId: id, before, after: { ...before, name } });
      return true;
    });
  }

  /** Deletes an empty leaf; refuses one that still has sub-groups or members (checked in one transaction). */
  async delete(actor: AuditActor, companyId: number, id: number): Promise<GroupDeleteResult> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ id: businessGroups.id, pid: businessGroups.pid, name: businessGroups.name })
        .from(businessGroups)
        .where(and(eq(businessGroups.id, id), eq(businessGroups.companyId, companyId)))
        .for('update')
        .limit(1);
      if (!row) return { status: 'notFound' } as const;
      const [{ children }] = await tx.select({ children: count() }).from(businessGroups).where(eq(businessGroups.pid, id));
      if (Number(children) > 0) return { status: 'hasChildren' } as const;
      const [{ members }] = await tx.select({ members: count() }).from(userGroups).where(eq(userGroups.groupId, id));
      if (Number(members) > 0) return { status: 'hasUsers', users: Number(members) } as const;
      await tx.delete(businessGroups).where(eq(businessGroups.id, id));
      await recordAudit(tx, actor, { action: 'group.delete', entityType: 'group', entityId: id, before: row, after: null });
      return { status: 'deleted' } as const;
    });
  }

  /** Member counts per group of the company (shown beside each node). */
  async memberCounts(companyId: number): Promise<Record<number, number>> {
    const rows = await this.db
      .select({ id: businessGroups.id, n: count(userGroups.userId) })
      .from(businessGroups)
      .leftJoin(userGroups, eq(userGroups.groupId, businessGroups.id))
      .where(eq(businessGroups.companyId, companyId))
      .groupBy(businessGroups.id);
    return Object.fromEntries(rows.map((r) => [r.id, Number(r.n)]));
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    groups: GroupsRepository;
    groupsAdmin: GroupsAdmin;
  }
}

export default fp(
  async (app) => {
    app.decorate('groups', new GroupsRepository(app.db));
    app.decorate('groupsAdmin', new GroupsAdmin(app.db));
  },
  { name: 'groups-repository', dependencies: ['db'] },
);
