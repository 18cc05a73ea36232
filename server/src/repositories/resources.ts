/**
 * Resources (consignors, suppliers, stores, carriers, providers, drivers, factories) of one company.
 * Every query takes the company id; a foreign id simply matches nothing. Name search goes through the
 * bigram/unigram GIN index of migration 0002 (resource_name_tokens), which also serves 1–2 character
 * Chinese terms that a trigram index cannot.
 */
import { and, count, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { ObjectType } from '../../../src/domain/resources';
import type { Db } from '../db/client';
import { resourceRoles, resources } from '../db/schema';

export type ResourceRow = typeof resources.$inferSelect;
export type NewResource = Omit<typeof resources.$inferInsert, 'id' | 'companyId' | 'createdAt' | 'updatedAt'>;

export interface ResourceFilter {
  objectType: ObjectType;
  /** undefined: any; null: none (plain consignors); a value: that sub-type */
  objectSubType?: string | null;
  name?: string;
  ids?: number[];
  /** stores of this consignor */
  parentId?: number;
  /** any of these service type codes */
  serviceTypeCodes?: string[];
  /** exact mobile number */
  phone?: string;
  /** 0 allowed, 1 forbidden to create orders */
  isForbidCreateOrder?: number;
  /** T_PZ providers stored with this role (resource_roles) */
  role?: string;
  /** T_PZ providers not stored with this role */
  notRole?: string;
  page: number;
  perPage: number;
}

/** Escapes LIKE wildcards so a search term matches literally. */
export function likeContains(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * name contains term (case-insensitive), through the token index: the term's tokens are computed by the
 * database (resource_search_tokens, folded to a constant at plan time) so they match the index's lower().
 */
export function nameSearch(term: string): SQL {
  return and(
    sql`resource_name_tokens(${resources.name}) @> resource_search_tokens(${term}::text)`,
    sql`${resources.name} ILIKE ${likeContains(term)}`,
  )!;
}

/** Postgres unique violation on the name index: a concurrent add won the race. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return constraint === undefined || e.constraint === constraint;
  }
  return false;
}

export const RESOURCE_NAME_UNIQUE = 'resources_company_type_name_uq';
export const RESOURCE_PHONE_UNIQUE = 'resources_company_sub_type_phone_uq';

export class ResourcesRepository {
  constructor(private readonly db: Db) {}

  private where(companyId: number, f: Omit<ResourceFilter, 'page' | 'perPage'>): SQL {
    const conditions: (SQL | undefined)[] = [eq(resources.companyId, companyId), eq(resources.objectType, f.objectType)];
    if (f.objectSubType === null) conditions.push(isNull(resources.objectSubType));
    else if (f.objectSubType !== undefined) conditions.push(eq(resources.objectSubType, f.objectSubType));
    if (f.name) conditions.push(nameSearch(f.name));
    if (f.ids) conditions.push(f.ids.length ? inArray(resources.id, f.ids) : sql`false`);
    if (f.parentId !== undefined) conditions.push(eq(resources.parentId, f.parentId));
    if (f.serviceTypeCodes?.length) {
      conditions.push(
        sql`exists (select 1 from jsonb_array_elements(${resources.serviceType}) as st where st->>'code' in (${sql.join(
          f.serviceTypeCodes.map((c) => sql`${c}`),
          sql`, `,
        )}))`,
      );
    }
    if (f.phone) conditions.push(eq(resources.phone, f.phone));
    if (f.isForbidCreateOrder !== undefined) conditions.push(eq(resources.isForbidCreateOrder, f.isForbidCreateOrder));
    const hasRole = (role: string) =>
      sql`exists (select 1 from ${resourceRoles} where ${resourceRoles.resourceId} = ${resources.id} and ${resourceRoles.role} = ${role})`;
    if (f.role) conditions.push(hasRole(f.role));
    if (f.notRole) conditions.push(sql`not ${hasRole(f.notRole)}`);
    return and(...conditions)!;
  }

  async list(companyId: number, filter: ResourceFilter): Promise<{ list: ResourceRow[]; total: number }> {
    const where = this.where(companyId, filter);
    const [list, [{ total }]] = await Promise.all([
      this.db
        .select()
        .from(resources)
        .where(where)
        .orderBy(desc(resources.id))
        .limit(filter.perPage)
        .offset((filter.page - 1) * filter.perPage),
      this.db.select({ total: count() }).from(resources).where(where),
    ]);
    return { list, total: Number(total) };
  }

  async find(companyId: number, id: number, objectType?: ObjectType): Promise<ResourceRow | undefined> {
    const [row] = await this.db
      .select()
      .from(resources)
      .where(
        and(eq(resources.companyId, companyId), eq(resources.id, id), objectType ? eq(resources.objectType, objectType) : undefined),
      )
      .limit(1);
    return row;
  }

  async nameExists(companyId: number, objectType: ObjectType, objectSubType: string | null, name: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: resources.id })
      .from(resources)
      .where(
        and(
          eq(resources.companyId, companyId),
          eq(resources.objectType, objectType),
          sql`coalesce(${resources.objectSubType}, '') = ${objectSubType ?? ''}`,
          eq(resources.name, name.trim()),
        ),
      )
      .limit(1);
    return Boolean(row);
  }

  /** Is this phone already bound to a resource of the sub-type (spec §7 verify → is_bind)? */
  async phoneBound(companyId: number, objectSubType: string, phone: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: resources.id })
      .from(resources)
      .where(and(eq(resources.companyId, companyId), eq(resources.objectSubType, objectSubType), eq(resources.phone, phone.trim())))
      .limit(1);
    return Boolean(row);
  }

  /**
   * Inserts (with a T_PZ provider's role, in one transaction); a taken name or bound phone (unique indexes)
   * comes back as the conflict instead of an error.
   */
  async create(companyId: number, values: NewResource, role?: string): Promise<ResourceRow | 'name' | 'phone'> {
    try {
      return await this.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(resources)
          .values({ ...values, companyId })
          .returning();
        if (role) await tx.insert(resourceRoles).values({ resourceId: row.id, companyId, role });
        return row;
      });
    } catch (error) {
      if (isUniqueViolation(error, RESOURCE_PHONE_UNIQUE)) return 'phone';
      if (isUniqueViolation(error, RESOURCE_NAME_UNIQUE)) return 'name';
      throw error;
    }
  }

  /** id → name of some resources of the company (a store list's consignors). */
  async namesOf(companyId: number, ids: number[]): Promise<Map<number, string>> {
    if (!ids.length) return new Map();
    const rows = await this.db
      .select({ id: resources.id, name: resources.name })
      .from(resources)
      .where(and(eq(resources.companyId, companyId), inArray(resources.id, ids)));
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  /** Is the phone bound to another resource of the sub-type than `exceptId`? */
  async phoneBoundToOther(companyId: number, objectSubType: string, phone: string, exceptId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: resources.id })
      .from(resources)
      .where(
        and(
          eq(resources.companyId, companyId),
          eq(resources.objectSubType, objectSubType),
          eq(resources.phone, phone.trim()),
          ne(resources.id, exceptId),
        ),
      )
      .limit(1);
    return Boolean(row);
  }

  /**
   * Updates one record of the company; undefined when there is none, the conflict when the unique indexes
   * refuse the new name or phone (a concurrent edit included).
   */
  async update(
    companyId: number,
    id: number,
    values: Partial<Omit<NewResource, 'objectType' | 'objectSubType'>>,
  ): Promise<ResourceRow | 'name' | 'phone' | undefined> {
    try {
      const [row] = await this.db
        .update(resources)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(resources.companyId, companyId), eq(resources.id, id)))
        .returning();
      return row;
    } catch (error) {
      if (isUniqueViolation(error, RESOURCE_PHONE_UNIQUE)) return 'phone';
      if (isUniqueViolation(error, RESOURCE_NAME_UNIQUE)) return 'name';
      throw error;
    }
  }

  async setForbid(companyId: number, id: number, isForbidCreateOrder: number): Promise<ResourceRow | undefined> {
    const [row] = await this.db
      .update(resources)
      .set({ isForbidCreateOrder, updatedAt: new Date() })
      .where(and(eq(resources.companyId, companyId), eq(resources.id, id)))
      .returning();
    return row;
  }

  /** The role a T_PZ provider was added with (null when none was named). */
  async roleOf(companyId: number, id: number): Promise<string | null> {
    const [row] = await this.db
      .select({ role: resourceRoles.role })
      .from(resourceRoles)
      .where(and(eq(resourceRoles.companyId, companyId), eq(resourceRoles.resourceId, id)))
      .limit(1);
    return row?.role ?? null;
  }

  /** Stores of a consignor resource, by name. */
  async storesOf(companyId: number, consignorId: number, name: string | undefined, page: number, perPage: number, ids?: number[]) {
    return this.list(companyId, { objectType: 'store', parentId: consignorId, name, ids, page, perPage });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    resources: ResourcesRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('resources', new ResourcesRepository(app.db));
  },
  { name: 'resources-repository', dependencies: ['db'] },
);
