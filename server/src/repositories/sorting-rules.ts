/** Sorting rules of a company (one table, a kind column) and the names of the records they point at. */
import { and, asc, count, eq, ilike, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { SortingKind, SortingRule } from '../../../src/domain/sorting-rules';
import type { Db } from '../db/client';
import { businessGroups, productCategories, resources, sortingRules, stations, storageLocations } from '../db/schema';
import { likeContains } from './resources';

export type SortingRuleRow = typeof sortingRules.$inferSelect;
export type SortingRuleValues = Pick<typeof sortingRules.$inferInsert, 'name' | 'priority' | 'condition' | 'target' | 'names' | 'memo' | 'status'>;
export type ReferenceKind = 'consignor' | 'delivery' | 'station' | 'storageLocation' | 'group' | 'category';

export function toSortingRule(row: SortingRuleRow): SortingRule {
  return { id: row.id, kind: row.kind as SortingKind, priority: row.priority, enabled: row.status === 1, condition: row.condition, target: row.target };
}

export class SortingRulesRepository {
  constructor(private readonly db: Db) {}

  /** The enabled rules of a kind, for matchRule. */
  async forKind(companyId: number, kind: SortingKind): Promise<SortingRule[]> {
    const rows = await this.db
      .select()
      .from(sortingRules)
      .where(and(eq(sortingRules.companyId, companyId), eq(sortingRules.kind, kind), eq(sortingRules.status, 1)));
    return rows.map(toSortingRule);
  }

  async list(companyId: number, kind: SortingKind, f: { name?: string; status?: number; page: number; perPage: number }) {
    const where: SQL = and(
      eq(sortingRules.companyId, companyId),
      eq(sortingRules.kind, kind),
      f.name ? ilike(sortingRules.name, likeContains(f.name)) : undefined,
      f.status !== undefined ? eq(sortingRules.status, f.status) : undefined,
    )!;
    const [list, [{ total }]] = await Promise.all([
      this.db
        .select()
        .from(sortingRules)
        .where(where)
        .orderBy(asc(sortingRules.priority), asc(sortingRules.id))
        .limit(f.perPage)
        .offset((f.page - 1) * f.perPage),
      this.db.select({ total: count() }).from(sortingRules).where(where),
    ]);
    return { list, total: Number(total) };
  }

  async find(companyId: number, kind: SortingKind, id: number): Promise<SortingRuleRow | undefined> {
    const [row] = await this.db
      .select()
      .from(sortingRules)
      .where(and(eq(sortingRules.companyId, companyId), eq(sortingRules.kind, kind), eq(sortingRules.id, id)))
      .limit(1);
    return row;
  }

  async create(companyId: number, kind: SortingKind, v: SortingRuleValues): Promise<SortingRuleRow> {
    const [row] = await this.db.insert(sortingRules).values({ ...v, companyId, kind }).returning();
    return row;
  }

  async update(companyId: number, kind: SortingKind, id: number, v: Partial<SortingRuleValues>): Promise<SortingRuleRow | undefined> {
    const [row] = await this.db
      .update(sortingRules)
      .set({ ...v, updatedAt: new Date() })
      .where(and(eq(sortingRules.companyId, companyId), eq(sortingRules.kind, kind), eq(sortingRules.id, id)))
      .returning();
    return row;
  }

  async remove(companyId: number, kind: SortingKind, id: number): Promise<boolean> {
    const rows = await this.db
      .delete(sortingRules)
      .where(and(eq(sortingRules.companyId, companyId), eq(sortingRules.kind, kind), eq(sortingRules.id, id)))
      .returning({ id: sortingRules.id });
    return rows.length > 0;
  }

  /** The name of a record of the company a rule field points at; undefined when it is not the company's. */
  async referenceName(companyId: number, kind: ReferenceKind, value: string | number): Promise<string | undefined> {
    const one = async (query: Promise<{ name: string }[]>) => (await query)[0]?.name;
    const id = Number(value);
    switch (kind) {
      case 'consignor':
      case 'delivery':
        return one(
          this.db
            .select({ name: resources.name })
            .from(resources)
            .where(and(eq(resources.companyId, companyId), eq(resources.id, id), eq(resources.objectType, kind)))
            .limit(1),
        );
      case 'station':
        return one(this.db.select({ name: stations.name }).from(stations).where(and(eq(stations.companyId, companyId), eq(stations.id, id))).limit(1));
      case 'storageLocation':
        return one(
          this.db
            .select({ name: storageLocations.name })
            .from(storageLocations)
            .where(and(eq(storageLocations.companyId, companyId), eq(storageLocations.id, id)))
            .limit(1),
        );
      case 'group':
        return one(
          this.db.select({ name: businessGroups.name }).from(businessGroups).where(and(eq(businessGroups.companyId, companyId), eq(businessGroups.id, id))).limit(1),
        );
      case 'category':
        return one(
          this.db
            .select({ name: productCategories.name })
            .from(productCategories)
            .where(and(eq(productCategories.companyId, companyId), eq(productCategories.code, String(value))))
            .limit(1),
        );
    }
  }

  /** Storage locations of the company (the storage-location rule's target picker). */
  async storageLocationOptions(companyId: number) {
    return this.db
      .select({ id: storageLocations.id, name: storageLocations.name, code: storageLocations.code })
      .from(storageLocations)
      .where(eq(storageLocations.companyId, companyId))
      .orderBy(asc(storageLocations.code))
      .limit(500);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    sortingRules: SortingRulesRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('sortingRules', new SortingRulesRepository(app.db));
  },
  { name: 'sorting-rules-repository', dependencies: ['db'] },
);
