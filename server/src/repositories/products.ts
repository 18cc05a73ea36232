/** Products, product categories (cascade of at most two levels) and where a product is stocked. */
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { inventory, productCategories, products, storageLocations, warehouses } from '../db/schema';
import { likeContains } from './resources';

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

export class ProductsRepository {
  constructor(private readonly db: Db) {}

  async list(companyId: number, f: ProductFilter): Promise<(ProductRow & { qty: number | null })[]> {
    const stock = this.db
      .select({ productId: inventory.productId, qty: sql<number>`sum(${inventory.qty})`.as('qty') })
      .from(inventory)
      .where(and(eq(inventory.companyId, companyId), f.ownerResourceId ? eq(inventory.resourceId, f.ownerResourceId) : undefined))
      .groupBy(inventory.productId)
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
        qty: sql<number>`sum(${inventory.qty})`,
      })
      .from(inventory)
      .innerJoin(storageLocations, eq(storageLocations.id, inventory.locationId))
      .innerJoin(warehouses, eq(warehouses.id, inventory.warehouseId))
      .where(and(eq(inventory.companyId, companyId), eq(inventory.productId, productId)))
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
