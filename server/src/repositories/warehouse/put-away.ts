/**
 * Where received goods should go (issue 17): the storage-location sorting rules of Basic data decide first (by the
 * owner, the product's category and, for an order's inbound, the destination area — src/domain/sorting-rules.ts's
 * matchRule), then a location of this warehouse that already holds the same product of the same owner
 * (consolidation). A suggestion is written on the line at receive; the put-away dialog shows it and may change it.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { matchRule, type SortingInput } from '../../../../src/domain/sorting-rules';
import { orders, products, sortingRules, storageLocations } from '../../db/schema';
import { toSortingRule } from '../sorting-rules';
import type { DocumentRow, LineRow } from './documents';
import { setLineFigures } from './line-figures';
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
  const chosen = new Map<number, number>();
  const unruled: LineRow[] = [];
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
    if (target) chosen.set(l.id, target);
    else unruled.push(l);
  }
  if (unruled.length) {
    // each product × owner's five largest holdings in this warehouse, read once for every line (one query, not one a line)
    const pairs = [...new Map(unruled.map((l) => [`${l.productId}:${l.ownerId}`, sql`(${l.productId}::int, ${l.ownerId}::int)`])).values()];
    const holdings = (
      (await tx.execute(sql`
        SELECT product_id, owner_id, location_id FROM (
          SELECT b.product_id, b.owner_id, b.location_id, row_number() OVER (PARTITION BY b.product_id, b.owner_id ORDER BY b.on_hand DESC) AS n
          FROM stock_balances b JOIN (VALUES ${sql.join(pairs, sql`, `)}) AS v(product_id, owner_id) ON b.product_id = v.product_id AND b.owner_id = v.owner_id
          WHERE b.company_id = ${companyId} AND b.warehouse_id = ${doc.warehouseId}
        ) h WHERE n <= 5 ORDER BY product_id, owner_id, n`)) as unknown as { rows: { product_id: number; owner_id: number; location_id: number }[] }
    ).rows;
    const firstHere = new Map<string, number>();
    for (const h of holdings) {
      const key = `${h.product_id}:${h.owner_id}`;
      if (!firstHere.has(key) && here.has(h.location_id)) firstHere.set(key, h.location_id);
    }
    for (const l of unruled) {
      const target = firstHere.get(`${l.productId}:${l.ownerId}`);
      if (target) chosen.set(l.id, target);
    }
  }
  await setLineFigures(
    tx,
    ['to_location_id'],
    [...chosen].map(([id, to]) => ({ id, to_location_id: to })),
    sql`l.to_location_id IS NULL`,
  );
  return chosen.size;
}
