/**
 * Who owns a carton (issue 18, split orders): order_carton_owners overrides the order a label names for the cartons a
 * split moved. Every reader of an order's cartons goes through `ownedCartons` (src/domain/warehouse/order-cartons.ts
 * cartonsOfOrder) and every scan of a carton through `cartonOrders`, so a moved carton resolves to its new order.
 */
import { and, eq, inArray, or } from 'drizzle-orm';
import { cartonsOfOrder, type CartonOwner, type OrderCarton, type OrderForCartons } from '../../../../src/domain/warehouse/order-cartons';
import { parsePackageNo } from '../../../../src/domain/warehouse/ledger';
import type { Db } from '../../db/client';
import { orderCartonOwners, orders } from '../../db/schema';

type Reader = Pick<Db, 'select'>;

/** The overrides of the cartons labelled with these order numbers and of those these orders own, in one query. */
export async function cartonOwners(db: Reader, companyId: number, key: { labelOrderNos?: readonly string[]; orderIds?: readonly number[] }): Promise<CartonOwner[]> {
  const nos = [...new Set(key.labelOrderNos ?? [])];
  const ids = [...new Set(key.orderIds ?? [])];
  if (!nos.length && !ids.length) return [];
  return db
    .select({ packageNo: orderCartonOwners.packageNo, orderId: orderCartonOwners.orderId, productId: orderCartonOwners.productId, unit: orderCartonOwners.unit })
    .from(orderCartonOwners)
    .where(and(eq(orderCartonOwners.companyId, companyId), or(nos.length ? inArray(orderCartonOwners.labelOrderNo, nos) : undefined, ids.length ? inArray(orderCartonOwners.orderId, ids) : undefined)));
}

/** Each order's cartons with the splits applied (orders: product lines with cartons per unit as the product says now). */
export async function ownedCartons(db: Reader, companyId: number, list: readonly OrderForCartons[]): Promise<Map<number, OrderCarton[]>> {
  const owners = await cartonOwners(db, companyId, { labelOrderNos: list.map((o) => o.orderNo), orderIds: list.map((o) => o.id) });
  return new Map(list.map((o) => [o.id, cartonsOfOrder(o, owners)]));
}

/** The order number each carton code belongs to now: the split's child for a moved carton, else the label's order. */
export async function cartonOrderNos(db: Reader, companyId: number, codes: readonly string[]): Promise<Map<string, string>> {
  const cartons = [...new Set(codes.filter((c) => parsePackageNo(c)))];
  const out = new Map(cartons.map((c) => [c, parsePackageNo(c)!.orderNo]));
  if (!cartons.length) return out;
  const moved = await db
    .select({ packageNo: orderCartonOwners.packageNo, orderNo: orders.orderNo, orderId: orders.id })
    .from(orderCartonOwners)
    .innerJoin(orders, eq(orders.id, orderCartonOwners.orderId))
    .where(and(eq(orderCartonOwners.companyId, companyId), inArray(orderCartonOwners.packageNo, cartons)));
  for (const m of moved) out.set(m.packageNo, m.orderNo);
  return out;
}

/** The order a split moved this carton to, or null when the carton is still its label's order's. */
export async function movedCartonOrder(db: Reader, companyId: number, packageNo: string): Promise<{ orderId: number; orderNo: string } | null> {
  const [row] = await db
    .select({ orderId: orders.id, orderNo: orders.orderNo })
    .from(orderCartonOwners)
    .innerJoin(orders, eq(orders.id, orderCartonOwners.orderId))
    .where(and(eq(orderCartonOwners.companyId, companyId), eq(orderCartonOwners.packageNo, packageNo)));
  return row ?? null;
}
