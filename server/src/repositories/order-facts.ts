/** The facts of a stored order that the lifecycle table (src/domain/order-lifecycle.ts) decides with. */
import type { OrderFacts } from '../../../src/domain/order-lifecycle';
import type { OrderStatus } from '../../../src/domain/order-status';
import type { orders } from '../db/schema';

type OrderRow = typeof orders.$inferSelect;

export function orderFacts(o: Pick<OrderRow, 'status' | 'heldFrom' | 'pendingChange' | 'reviewKind' | 'createVariant' | 'createdBy' | 'consignorUserId'>): OrderFacts {
  return {
    status: o.status as OrderStatus,
    heldFrom: (o.heldFrom as OrderStatus | null) ?? null,
    hasPendingChange: o.pendingChange != null,
    needsReview: needsReview(o.createVariant, o.reviewKind, o.createdBy != null && o.createdBy === o.consignorUserId),
  };
}

/**
 * Whether a submitted order waits for the servicer's review: every order a consignor creates, and the variants
 * that are reviewed whoever creates them (pre-orders, pre-waybills, dealership and ERP markings). A servicer's
 * own waybills are not.
 */
export function needsReview(createVariant: string, reviewKind: string, createdByConsignor: boolean): boolean {
  return createdByConsignor || reviewKind !== 'STANDARD' || ['pre-order', 'pre-waybill', 'dealership', 'erp'].includes(createVariant);
}
