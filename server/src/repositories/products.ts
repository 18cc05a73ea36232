/** Products, product categories (cascade of at most two levels) and where a product is stocked. */
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { productCategories, products, stockBalances, storageLocations, warehouses } from '../db/schema';
import { isUniqueViolation, likeContains } from './resources';

export type ProductRow = typeof products.$inferSelect;
export type CategoryRow = typeof productCategories.$inferSelect;

export interface ProductFilter {
  name?: string;
  categoryCode?: string;
  /** stock of this owner only (the order's consignor resource) */
  ownerResourceId?: number;
  withInventory: boolean;
  nonZeroOnly: boolean;
  limit: number;
}

/** A taken category code or sibling name (unique indexes) as the field instead of an error. */
async function categoryConflict<T>(write: () => Promise<T>): Promise<T | { conflict: 'code' | 'name' }> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'product_categories_company_code_uq')) return { conflict: 'code' };
    if (isUniqueViolation(error, 'product_categories_parent_name_uq')) return { conflict: 'name' };
    throw error;
  }
}

export class ProductsRepository {
  constructor(private readonly db: Db) {}

  async list(companyId: number, f: ProductFilter): Promise<(ProductRow & { qty: number | null })[]> {
    const stock = this.db
      .select({ productId: stockBalances.productId, qty: sql<number>`sum(${stockBalances.onHand} - ${stockBalances.locked})`.as('qty') })
      .from(stockBalances)
      .where(and(eq(stockBalances.companyId, companyId), f.ownerResourceId ? eq(stockBalances.ownerId, f.ownerResourceId) : undefined))
      .groupBy(stockBalances.productId)
      .as('stock');
    const withStock = f.withInventory || f.nonZeroOnly;
    const where: SQL = and(
      eq(products.companyId, companyId),
      eq(products.disabled, false),
      f.name ? or(ilike(products.name, likeContains(f.name)), ilike(products.code, likeContains(f.name)), ilike(products.pno, likeContains(f.name))) : undefined,
      f.categoryCode ? or(eq(products.lv1CategoryCode, f.categoryCode), eq(products.lv2CategoryCode, f.categoryCode)) : undefined,
      f.nonZeroOnly ? sql`coalesce(${stock.qty}, 0) > 0` : undefined,
    )!;
    const rows = await this.db
      .select({ product: products, qty: sql<number | null>`coalesce(${stock.qty}, 0)` })
      .from(products)
      .leftJoin(stock, eq(stock.productId, products.id))
      .where(where)
      .orderBy(asc(products.id))
      .limit(f.limit);
    return rows.map((r) => ({ ...r.product, qty: withStock ? Number(r.qty) : null }));
  }

  /** The company's product of this code (codes are unique per company). */
  async findByCode(companyId: number, code: string): Promise<ProductRow | undefined> {
    const [row] = await this.db
      .select()
      .from(products)
      .where(and(eq(products.companyId, companyId), eq(products.code, code)))
      .limit(1);
    return row;
  }

  async find(companyId: number, id: number): Promise<ProductRow | undefined> {
    const [row] = await this.db
      .select()
      .from(products)
      .where(and(eq(products.companyId, companyId), eq(products.id, id)))
      .limit(1);
    return row;
  }

  async categories(companyId: number): Promise<CategoryRow[]> {
    return this.db
      .select()
      .from(productCategories)
      .where(eq(productCategories.companyId, companyId))
      .orderBy(asc(productCategories.level), asc(productCategories.sort), asc(productCategories.id));
  }

  async categoryByCode(companyId: number, code: string): Promise<CategoryRow | undefined> {
    const [row] = await this.db
      .select()
      .from(productCategories)
      .where(and(eq(productCategories.companyId, companyId), eq(productCategories.code, code)))
      .limit(1);
    return row;
  }

  async categoryById(companyId: number, id: number): Promise<CategoryRow | undefined> {
    const [row] = await this.db
      .select()
      .from(productCategories)
      .where(and(eq(productCategories.companyId, companyId), eq(productCategories.id, id)))
      .limit(1);
    return row;
  }

  /** Inserts the product; its code is derived from the generated id so concurrent adds never collide. */
  async create(companyId: number, values: Omit<typeof products.$inferInsert, 'id' | 'companyId' | 'code'>): Promise<ProductRow> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(products)
        .values({ ...values, companyId, code: `TMP-${crypto.randomUUID()}` })
        .returning();
      const [done] = await tx
        .update(products)
        .set({ code: `PN${String(row.id).padStart(6, '0')}`, pno: values.pno || `PN${String(row.id).padStart(6, '0')}` })
        .where(eq(products.id, row.id))
        .returning();
      return done;
    });
  }

  // ---- Basic data screens: the category (product type) and product admin

  /** Inserts a category; a taken code or sibling name comes back as the field. */
  async createCategory(companyId: number, v: { parentId: number; code: string; name: string; level: number; sort: number }) {
    return categoryConflict(async () => {
      const [row] = await this.db.insert(productCategories).values({ companyId, ...v }).returning();
      return row;
    });
  }

  async updateCategory(companyId: number, id: number, v: { code: string; name: string; sort: number }) {
    return categoryConflict(async () =>
      this.db.transaction(async (tx) => {
        const [before] = await tx.select().from(productCategories).where(and(eq(productCategories.companyId, companyId), eq(productCategories.id, id)));
        if (!before) return undefined;
        const [row] = await tx.update(productCategories).set(v).where(eq(productCategories.id, id)).returning();
        // products carry their category's code and name: keep them in step
        const level = row.level === 1 ? 'lv1' : 'lv2';
        const set = level === 'lv1' ? { lv1CategoryCode: row.code, lv1CategoryName: row.name } : { lv2CategoryCode: row.code, lv2CategoryName: row.name };
        const match = level === 'lv1' ? eq(products.lv1CategoryCode, before.code) : eq(products.lv2CategoryCode, before.code);
        await tx.update(products).set(set).where(and(eq(products.companyId, companyId), match));
        return row;
      }),
    );
  }

  /** Deletes a category with no products and no children: 'inUse' otherwise, undefined when there is none. */
  async deleteCategory(companyId: number, id: number): Promise<CategoryRow | 'inUse' | undefined> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(productCategories).where(and(eq(productCategories.companyId, companyId), eq(productCategories.id, id))).for('update');
      if (!row) return undefined;
      const [{ kids }] = await tx.select({ kids: count() }).from(productCategories).where(and(eq(productCategories.companyId, companyId), eq(productCategories.parentId, id)));
      const [{ used }] = await tx.select({ used: count() }).from(products).where(eq(products.categoryId, id));
      if (Number(kids) > 0 || Number(used) > 0) return 'inUse';
      await tx.delete(productCategories).where(eq(productCategories.id, id));
      return row;
    });
  }

  /** Products per category id (the product-type list shows it; a used type cannot be deleted). */
  async categoryUsage(companyId: number): Promise<Map<number, number>> {
    const rows = await this.db
      .select({ id: products.categoryId, n: count() })
      .from(products)
      .where(eq(products.companyId, companyId))
      .groupBy(products.categoryId);
    return new Map(rows.filter((r) => r.id !== null).map((r) => [r.id!, Number(r.n)]));
  }

  /** The admin list: disabled products included, newest first. */
  async page(companyId: number, f: { keyword?: string; categoryCode?: string; disabled?: boolean; page: number; perPage: number }) {
    const where = and(
      eq(products.companyId, companyId),
      f.keyword ? or(ilike(products.name, likeContains(f.keyword)), ilike(products.code, likeContains(f.keyword)), ilike(products.pno, likeContains(f.keyword))) : undefined,
      f.categoryCode ? or(eq(products.lv1CategoryCode, f.categoryCode), eq(products.lv2CategoryCode, f.categoryCode)) : undefined,
      f.disabled === undefined ? undefined : eq(products.disabled, f.disabled),
    ) as SQL;
    const [list, [{ total }]] = await Promise.all([
      this.db.select().from(products).where(where).orderBy(desc(products.id)).limit(f.perPage).offset((f.page - 1) * f.perPage),
      this.db.select({ total: count() }).from(products).where(where),
    ]);
    return { list, total: Number(total) };
  }

  async update(companyId: number, id: number, values: Partial<Omit<typeof products.$inferInsert, 'id' | 'companyId' | 'code'>>): Promise<ProductRow | undefined> {
    const [row] = await this.db
      .update(products)
      .set(values)
      .where(and(eq(products.companyId, companyId), eq(products.id, id)))
      .returning();
    return row;
  }

  async warehouses(companyId: number, page: number, perPage: number) {
    const where = and(eq(warehouses.companyId, companyId), eq(warehouses.status, 1))!;
    const [list, [{ total }]] = await Promise.all([
      this.db.select().from(warehouses).where(where).orderBy(asc(warehouses.id)).limit(perPage).offset((page - 1) * perPage),
      this.db.select({ total: count() }).from(warehouses).where(where),
    ]);
    return { list, total: Number(total) };
  }

  /** Locations holding the product, with the quantity there (spec §7 get_locations_by_product_id). */
  async locationsOf(companyId: number, productId: number) {
    const rows = await this.db
      .select({
        location_id: storageLocations.id,
        location_name: storageLocations.name,
        location_code: storageLocations.code,
        warehouse_id: warehouses.id,
        warehouse_name: warehouses.name,
        qty: sql<number>`sum(${stockBalances.onHand} - ${stockBalances.locked})`,
      })
      .from(stockBalances)
      .innerJoin(storageLocations, eq(storageLocations.id, stockBalances.locationId))
      .innerJoin(warehouses, eq(warehouses.id, stockBalances.warehouseId))
      .where(and(eq(stockBalances.companyId, companyId), eq(stockBalances.productId, productId)))
      .groupBy(storageLocations.id, storageLocations.name, storageLocations.code, warehouses.id, warehouses.name)
      .orderBy(asc(warehouses.id), asc(storageLocations.code));
    return rows.map((r) => ({ ...r, qty: Number(r.qty) }));
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    products: ProductsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('products', new ProductsRepository(app.db));
  },
  { name: 'products-repository', dependencies: ['db'] },
);
