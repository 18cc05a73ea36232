/**
 * Replenishment rules and suggestions (补货, issue 17): min/max per pick location × product × owner; a pick location
 * whose loose stock is below min gets a suggestion up to max, taken from the warehouse's other locations that hold
 * the same product of the same owner, most available first. The suggestion becomes a replenish document only when
 * someone creates it (the ledger moves on its 'complete').
 */
import { and, asc, desc, eq, gt, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import fp from 'fastify-plugin';
import type { ReplenishRuleRow, ReplenishSuggestion } from '../../../../src/domain/warehouse/api-replenish';
import type { ServerLang } from '../../../../src/domain/server-messages';
import type { Db } from '../../db/client';
import { products, replenishRules, resources, stockBalances, storageLocations } from '../../db/schema';
import { checkLocations, checkOwners, checkProducts, checkWarehouse } from './document-refs';

const owner = alias(resources, 'rule_owner');

export interface RuleValues {
  warehouse_id: number;
  location_id: number;
  product_id: number;
  owner_id: number;
  min_qty: number;
  max_qty: number;
}

export class ReplenishRepository {
  constructor(private readonly db: Db) {}

  /** the loose on-hand of a key, 0 when none */
  private onHandSql = sql<number>`coalesce((select b.on_hand from ${stockBalances} b where b.location_id = ${replenishRules.locationId} and b.product_id = ${replenishRules.productId} and b.owner_id = ${replenishRules.ownerId} and b.package_no = ''), 0)`;

  async rules(companyId: number, warehouseId: number | undefined, lang: ServerLang): Promise<ReplenishRuleRow[]> {
    const rows = await this.db
      .select({ r: replenishRules, locationCode: storageLocations.code, productCode: products.code, productName: products.name, ownerName: owner.name, onHand: this.onHandSql })
      .from(replenishRules)
      .innerJoin(storageLocations, eq(storageLocations.id, replenishRules.locationId))
      .innerJoin(products, eq(products.id, replenishRules.productId))
      .leftJoin(owner, and(eq(owner.id, replenishRules.ownerId), eq(owner.companyId, replenishRules.companyId)))
      .where(and(eq(replenishRules.companyId, companyId), warehouseId ? eq(replenishRules.warehouseId, warehouseId) : undefined))
      .orderBy(asc(storageLocations.code), asc(products.code));
    return rows.map((x) => ({
      id: x.r.id,
      warehouse_id: x.r.warehouseId,
      location_id: x.r.locationId,
      location_code: x.locationCode,
      product_id: x.r.productId,
      product_code: x.productCode,
      product_name: x.productName,
      owner_id: x.r.ownerId,
      owner_name: x.r.ownerId === 0 ? (lang === 'zh' ? '自有' : 'own stock') : (x.ownerName ?? ''),
      min_qty: x.r.minQty,
      max_qty: x.r.maxQty,
      on_hand: Number(x.onHand),
    }));
  }

  /** Creates or updates the rule of a location × product × owner; returns its id. */
  async save(companyId: number, v: RuleValues): Promise<number> {
    return this.db.transaction(async (tx) => {
      await checkWarehouse(tx, companyId, v.warehouse_id);
      await checkLocations(tx, companyId, v.warehouse_id, [v.location_id]);
      await checkProducts(tx, companyId, [v.product_id]);
      await checkOwners(tx, companyId, [v.owner_id]);
      const [row] = await tx
        .insert(replenishRules)
        .values({ companyId, warehouseId: v.warehouse_id, locationId: v.location_id, productId: v.product_id, ownerId: v.owner_id, minQty: v.min_qty, maxQty: v.max_qty })
        .onConflictDoUpdate({ target: [replenishRules.locationId, replenishRules.productId, replenishRules.ownerId], set: { minQty: v.min_qty, maxQty: v.max_qty, updatedAt: new Date() } })
        .returning({ id: replenishRules.id });
      return row.id;
    });
  }

  async remove(companyId: number, id: number): Promise<boolean> {
    const rows = await this.db.delete(replenishRules).where(and(eq(replenishRules.id, id), eq(replenishRules.companyId, companyId))).returning({ id: replenishRules.id });
    return rows.length > 0;
  }

  async suggestions(companyId: number, warehouseId: number | undefined, lang: ServerLang): Promise<ReplenishSuggestion[]> {
    const low = (await this.rules(companyId, warehouseId, lang)).filter((r) => r.on_hand < r.min_qty);
    const out: ReplenishSuggestion[] = [];
    for (const r of low) {
      let need = r.max_qty - r.on_hand;
      const sources = await this.db
        .select({ locationId: stockBalances.locationId, code: storageLocations.code, available: sql<number>`${stockBalances.onHand} - ${stockBalances.locked}` })
        .from(stockBalances)
        .innerJoin(storageLocations, eq(storageLocations.id, stockBalances.locationId))
        .where(
          and(
            eq(stockBalances.companyId, companyId),
            eq(stockBalances.warehouseId, r.warehouse_id),
            eq(stockBalances.productId, r.product_id),
            eq(stockBalances.ownerId, r.owner_id),
            eq(stockBalances.packageNo, ''),
            ne(stockBalances.locationId, r.location_id),
            gt(sql`${stockBalances.onHand} - ${stockBalances.locked}`, 0),
          ),
        )
        .orderBy(desc(sql`${stockBalances.onHand} - ${stockBalances.locked}`), asc(storageLocations.code));
      for (const s of sources) {
        if (need <= 0) break;
        const quantity = Math.min(need, Number(s.available));
        need -= quantity;
        out.push({
          rule_id: r.id,
          product_id: r.product_id,
          product_code: r.product_code,
          product_name: r.product_name,
          owner_id: r.owner_id,
          owner_name: r.owner_name,
          location_id: s.locationId,
          location_code: s.code,
          to_location_id: r.location_id,
          to_location_code: r.location_code,
          quantity,
          on_hand: r.on_hand,
          min_qty: r.min_qty,
          max_qty: r.max_qty,
        });
      }
    }
    return out;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    warehouseReplenish: ReplenishRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('warehouseReplenish', new ReplenishRepository(app.db));
  },
  { name: 'warehouse-replenish-repository', dependencies: ['db'] },
);
