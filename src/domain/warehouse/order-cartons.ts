/**
 * An order's cartons (issue 17): every unit of every product line ships as `package` cartons, numbered across the
 * order 001, 002, … (packageNo). The inbound of an order's arrival and the label printer read the same list, so a
 * carton's barcode and its stock line always agree.
 */
import { packageNo } from './ledger';

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
}

/** at most this many cartons per order (the carton sequence has three digits) */
export const MAX_CARTONS_PER_ORDER = 999;

export function orderCartons(orderNo: string, products: readonly OrderProductForCartons[]): OrderCarton[] {
  const out: OrderCarton[] = [];
  for (const p of products) {
    const units = Math.max(0, Math.floor(p.quantity));
    const per = Math.max(1, Math.floor(p.package || 1));
    for (let i = 0; i < units * per && out.length < MAX_CARTONS_PER_ORDER; i++) {
      const sequence = out.length + 1;
      out.push({ productId: p.product_id, packageNo: packageNo(orderNo, sequence), sequence });
    }
  }
  return out;
}
