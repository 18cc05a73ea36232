/**
 * What transit knows of orders (issue 18): their cartons with each carton's weight and volume (loads.ts
 * cartonMeasure of the product), where the order is (order_transit, else its warehouse), the open load holding it,
 * and its routing input. Three queries for any number of orders, so a page or a scan batch costs the same.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { cartonMeasure, LOADABLE_ORDER_STATUSES } from '../../../../src/domain/transit/loads';
import type { OrderRouteInput, Site, SiteType } from '../../../../src/domain/transit/routing';
import type { Db } from '../../db/client';
import { orders, orderTransit, products } from '../../db/schema';
import { ownedCartons } from '../warehouse/carton-owners';

type Reader = Pick<Db, 'select'>;

/** Only the columns transit reads: a plan of 5 000 orders selecting whole order rows spent ~1 s in PGlite on them. */
const orderColumns = {
  id: orders.id,
  companyId: orders.companyId,
  orderNo: orders.orderNo,
  status: orders.status,
  statusChangedAt: orders.statusChangedAt,
  consignorResourceId: orders.consignorResourceId,
  warehouseId: orders.warehouseId,
  products: orders.products,
  endContact: orders.endContact,
  endProvince: orders.endProvince,
  endCity: orders.endCity,
  endDistrict: orders.endDistrict,
  endProvinceCode: orders.endProvinceCode,
  endCityCode: orders.endCityCode,
  endDistrictCode: orders.endDistrictCode,
};
export type OrderRow = { [K in keyof typeof orderColumns]: (typeof orders.$inferSelect)[K] };

export interface CartonInfo {
  packageNo: string;
  orderId: number;
  productId: number;
  productName: string;
  weight_g: number;
  volume_cm3: number;
}

export interface TransitOrder {
  order: OrderRow;
  cartons: CartonInfo[];
  /** where the order waits now: the last load's to-site, else its warehouse */
  current: Site | null;
  onLoadId: number | null;
  destStationId: number | null;
  route: OrderRouteInput;
  loadable: boolean;
}

export async function transitOrders(db: Reader, companyId: number, key: { ids?: number[]; orderNos?: string[] }): Promise<Map<number, TransitOrder>> {
  const out = new Map<number, TransitOrder>();
  const ids = [...new Set(key.ids ?? [])];
  const nos = [...new Set(key.orderNos ?? [])];
  if (!ids.length && !nos.length) return out;
  const rows = await db
    .select({ order: orderColumns, currentSiteType: orderTransit.currentSiteType, currentSiteId: orderTransit.currentSiteId, onLoadId: orderTransit.onLoadId, destStationId: orderTransit.destStationId })
    .from(orders)
    .leftJoin(orderTransit, eq(orderTransit.orderId, orders.id))
    .where(and(eq(orders.companyId, companyId), isNull(orders.deletedAt), ids.length ? inArray(orders.id, ids) : inArray(orders.orderNo, nos)));
  const productsOf = (ids: number[]) =>
    ids.length
      ? db
          .select({ id: products.id, name: products.name, package: products.package, weightG: products.weightG, volumeCm3: products.volumeCm3 })
          .from(products)
          .where(and(eq(products.companyId, companyId), inArray(products.id, ids)))
      : Promise.resolve([]);
  const byId = new Map((await productsOf([...new Set(rows.flatMap((r) => r.order.products.map((p) => p.product_id)).filter((id) => Number.isInteger(id) && id > 0))])).map((p) => [p.id, p]));
  // the same cartons as the warehouse's (order-stock.ts): numbered with cartons per unit as the product says now, a
  // split's moves applied (warehouse/carton-owners.ts)
  const owned = await ownedCartons(
    db,
    companyId,
    rows.map(({ order }) => ({
      id: order.id,
      orderNo: order.orderNo,
      products: order.products.filter((p) => byId.has(p.product_id)).map((p) => ({ product_id: p.product_id, quantity: p.quantity, package: byId.get(p.product_id)!.package || p.package || 1 })),
    })),
  );
  // a split's child may carry cartons of a unit its product lines do not list
  const unlisted = [...new Set([...owned.values()].flat().map((c) => c.productId))].filter((id) => !byId.has(id));
  for (const p of await productsOf(unlisted)) byId.set(p.id, p);
  for (const { order, ...ot } of rows) {
    const cartons = (owned.get(order.id) ?? []).filter((c) => byId.has(c.productId)).map((c) => {
      const p = byId.get(c.productId)!;
      const m = cartonMeasure({ weight_g: p.weightG, volume_cm3: p.volumeCm3, package: p.package });
      return { packageNo: c.packageNo, orderId: order.id, productId: c.productId, productName: p.name, weight_g: m.weight_g, volume_cm3: m.volume_cm3 };
    });
    const current: Site | null = ot?.currentSiteType && ot.currentSiteId ? { type: ot.currentSiteType as SiteType, id: ot.currentSiteId } : order.warehouseId ? { type: 'warehouse', id: order.warehouseId } : null;
    out.set(order.id, {
      order,
      cartons,
      current,
      onLoadId: ot?.onLoadId ?? null,
      destStationId: ot?.destStationId ?? null,
      route: {
        province_code: order.endProvinceCode,
        city_code: order.endCityCode,
        district_code: order.endDistrictCode,
        consignor_id: order.consignorResourceId,
        dest_station_id: ot?.destStationId ?? null,
      },
      loadable: LOADABLE_ORDER_STATUSES.includes(order.status),
    });
  }
  return out;
}

/** Makes sure each order has its order_transit row, then locks them (an order is on at most one open load). */
export async function lockOrderTransit(tx: Pick<Db, 'select' | 'insert'>, companyId: number, orderIds: number[]) {
  const ids = [...new Set(orderIds)].sort((a, b) => a - b);
  if (!ids.length) return new Map<number, typeof orderTransit.$inferSelect>();
  await tx
    .insert(orderTransit)
    .values(ids.map((orderId) => ({ orderId, companyId })))
    .onConflictDoNothing();
  const rows = await tx
    .select()
    .from(orderTransit)
    .where(and(eq(orderTransit.companyId, companyId), inArray(orderTransit.orderId, ids)))
    .orderBy(orderTransit.orderId)
    .for('update');
  return new Map(rows.map((r) => [r.orderId, r]));
}
