/** GET /order/orders/{no}: the order a register form names (typed or scanned) — its id, number and carton count. */
import { z } from 'zod';
import { numeric } from '@/domain/input-fields';
import { apiGet, ApiError } from '@/lib/api-client';
import { SILENT } from './parse';

const orderFacts = z.object({ id: z.number().int(), order_no: z.string(), package: numeric(z.number().int().min(0)).catch(0), end_contact: z.string().nullish(), consignor_name: z.string().nullish() });
export type OrderFacts = z.infer<typeof orderFacts>;

/** the order, or null when the caller's scope has no such order */
export async function lookupOrder(no: string): Promise<OrderFacts | null> {
  try {
    const r = orderFacts.safeParse(await apiGet<unknown>(`/order/orders/${encodeURIComponent(no)}`, undefined, SILENT));
    return r.success ? r.data : null;
  } catch (e) {
    if (e instanceof ApiError && (e.httpStatus === 404 || e.httpStatus === 400)) return null;
    throw e;
  }
}

/** an order's carton labels: `<order no>-<seq>` (3 digits), 1…package */
export function cartonNos(order: Pick<OrderFacts, 'order_no' | 'package'>): string[] {
  return Array.from({ length: Math.min(order.package, 999) }, (_, i) => `${order.order_no}-${String(i + 1).padStart(3, '0')}`);
}
