/**
 * Where received goods should go (issue 17): the storage-location sorting rules of Basic data decide first (by the
 * owner, the product's category and, for an order's inbound, the destination area — src/domain/sorting-rules.ts's
 * matchRule), then a location of this warehouse that already holds the same product of the same owner
 * (consolidation). A suggestion is written on the line at receive; the put-away dialog shows it and may change it.
 */
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { matchRule, type SortingInput } from '../../../../src/domain/sorting-rules';
import { orders, products, sortingRules, stockBalances, storageLocations, warehouseDocumentLines } from '../../db/schema';
import { toSortingRule } from '../sorting-rules';
import type { DocumentRow, LineRow } from './documents';
import type { Tx } from './stock-ledger';

export async function suggestPutAway(tx: Tx, companyId: number, doc: DocumentRow, lines: LineRow[]): Promise<number> {
  const open = lines.filter((l) => !l.toLocationId && l.done - l.damaged > 0);
  if (!open.length) return 0;
  const [ruleRows, locationRows, productRows, order] = await Promise.all([
    tx.select().from(sortingRules).where(and(eq(sortingRules.companyId, companyId), eq(sortingRules.kind, 'storageLocation'), eq(sortingRules.status, 1))),
    tx.select({ id: storageLocations.id }).from(storageLocations).where(and(eq(storageLocations.companyId, companyId), eq(storageLocations.warehouseId, doc.warehouseId), eq(storageLocations.status, 1))),
    tx
      .select({ id: products.id, lv1: products.lv1CategoryCode, lv2: products.lv2CategoryCode })
      .from(products)
      .where(and(eq(products.companyId, companyId), inArray(products.id, [...new Set(open.map((l) => l.productId))]))),
    doc.orderId
      ? tx.select({ p: orders.endProvinceCode, c: orders.endCityCode, d: orders.endDistrictCode }).from(orders).where(eq(orders.id, doc.orderId)).then((r) => r[0])
      : Promise.resolve(undefined),
  ]);
  const rules = ruleRows.map(toSortingRule);
  const here = new Set(locationRows.map((l) => l.id));
  here.delete(doc.locationId ?? 0);
  const categories = new Map(productRows.map((p) => [p.id, [p.lv2, p.lv1].filter(Boolean)]));
  let suggested = 0;
  for (const l of open) {
    const base: SortingInput = { consignor_id: l.ownerId || undefined, province_code: order?.p, city_code: order?.c, district_code: order?.d };
    let target: number | null = null;
    for (const category of [...(categories.get(l.productId) ?? []), undefined]) {
      const rule = matchRule('storageLocation', { ...base, product_category_code: category }, rules);
      const id = Number(rule?.target.storage_location_id);
      if (rule && here.has(id)) {
        target = id;
        break;
      }
    }
    if (!target) {
      const holding = await tx
        .select({ locationId: stockBalances.locationId })
        .from(stockBalances)
        .where(and(eq(stockBalances.companyId, companyId), eq(stockBalances.warehouseId, doc.warehouseId), eq(stockBalances.productId, l.productId), eq(stockBalances.ownerId, l.ownerId)))
        .orderBy(desc(stockBalances.onHand))
        .limit(5);
      target = holding.find((h) => here.has(h.locationId))?.locationId ?? null;
    }
    if (target) {
      await tx.update(warehouseDocumentLines).set({ toLocationId: target }).where(and(eq(warehouseDocumentLines.id, l.id), isNull(warehouseDocumentLines.toLocationId)));
      suggested++;
    }
  }
  return suggested;
}
