/**
 * finance_complete posted a ticket's fees to its order (a new ticket_fees event and fee rows): `order:changed` to
 * the order's company once the write has committed, so an open order detail refreshes its fees and timeline.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders } from '../db/schema';
import { ORDER_CHANGED_EVENT } from './order-notices';
import { afterCommit } from './request-tx';

export async function announceOrderFeesPosted(app: FastifyInstance, companyId: number, orderId: number): Promise<void> {
  const [order] = await app.db.select({ orderNo: orders.orderNo, status: orders.status }).from(orders).where(and(eq(orders.companyId, companyId), eq(orders.id, orderId)));
  if (!order) return;
  afterCommit(() => {
    if (!app.hasDecorator('realtime')) return;
    app.realtime.toCompany(companyId, ORDER_CHANGED_EVENT, { order_no: order.orderNo, status: order.status });
  });
}
