/**
 * An order's cartons (issue 17): every unit of every product line ships as `package` cartons, numbered across the
 * order 001, 002, … (packageNo). The inbound of an order's arrival and the label printer read the same list, so a
 * carton's barcode and its stock line always agree. A split (拆单, issue 18) moves cartons to another order without
 * relabelling them: `cartonsOfOrder` applies those ownership overrides and is what every consumer reads.
 */
import { packageNo, parsePackageNo } from './ledger';

export interface OrderProductForCartons {
  product_id: number;
  quantity: number;
  /** cartons per unit (products.package, at least 1) */
  package: number;
}

export interface OrderCarton {
  productId: number;
  packageNo: string;
  sequence: number;
  /** the unit (1-based, across the order its label names) the carton belongs to: a unit is `package` cartons */
  unit: number;
}

/** at most this many cartons per order (the carton sequence has three digits) */
export const MAX_CARTONS_PER_ORDER = 999;

export function orderCartons(orderNo: string, products: readonly OrderProductForCartons[]): OrderCarton[] {
  const out: OrderCarton[] = [];
  let unit = 0;
  for (const p of products) {
    const units = Math.max(0, Math.floor(p.quantity));
    const per = Math.max(1, Math.floor(p.package || 1));
    for (let i = 0; i < units * per && out.length < MAX_CARTONS_PER_ORDER; i++) {
      if (i % per === 0) unit++;
      const sequence = out.length + 1;
      out.push({ productId: p.product_id, packageNo: packageNo(orderNo, sequence), sequence, unit });
    }
  }
  return out;
}

/** A carton that a split moved to another order (order_carton_owners): it keeps its label, its owner changes. */
export interface CartonOwner {
  packageNo: string;
  /** the order that owns the carton now */
  orderId: number;
  productId: number;
  unit: number;
}

export interface OrderForCartons {
  id: number;
  orderNo: string;
  /** product lines with cartons per unit as the product says now */
  products: readonly OrderProductForCartons[];
}

/**
 * The cartons an order owns: the ones its product lines number (orderCartons) less those a split moved to another
 * order, plus those moved to it. An order that owns cartons labelled with another order's number is a split's child:
 * its cartons are exactly those (its product lines only list the whole units it carries, they number nothing).
 * `owners`: at least the overrides of the order's own labels and those owned by the order (others are ignored).
 */
export function cartonsOfOrder(order: OrderForCartons, owners: readonly CartonOwner[]): OrderCarton[] {
  const movedIn = owners
    .filter((o) => o.orderId === order.id && parsePackageNo(o.packageNo)?.orderNo !== order.orderNo)
    .map((o) => ({ productId: o.productId, packageNo: o.packageNo, sequence: parsePackageNo(o.packageNo)?.sequence ?? 0, unit: o.unit }))
    .sort((a, b) => (a.packageNo < b.packageNo ? -1 : a.packageNo > b.packageNo ? 1 : 0));
  if (movedIn.length) return movedIn;
  const away = new Set(owners.filter((o) => o.orderId !== order.id).map((o) => o.packageNo));
  return orderCartons(order.orderNo, order.products).filter((c) => !away.has(c.packageNo));
}
