/** Business units (事业部) of a company and the users who belong to them. */
import { and, asc, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { BusinessGroup, GroupTreeNode } from '../../../src/domain/auth';
import type { Db } from '../db/client';
import { businessGroups, userGroups } from '../db/schema';

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

declare module 'fastify' {
  interface FastifyInstance {
    groups: GroupsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('groups', new GroupsRepository(app.db));
  },
  { name: 'groups-repository', dependencies: ['db'] },
);
