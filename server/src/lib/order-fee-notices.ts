/**
 * finance_complete posted a ticket's fees to its order (a new ticket_fees event and fee rows): `order:changed` to
 * the order's company and its parties' accounts once the write has committed, so an open order detail refreshes
 * its fees and timeline (the event carries no amounts; each reader's fetch applies their fee display).
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders } from '../db/schema';
import { announceOrderChanged, partyUsers } from './order-notices';

export async function announceOrderFeesPosted(app: FastifyInstance, companyId: number, orderId: number): Promise<void> {
  const [order] = await app.db
    .select({ orderNo: orders.orderNo, status: orders.status, companyId: orders.companyId, deliveryResourceId: orders.deliveryResourceId, consignorResourceId: orders.consignorResourceId })
    .from(orders)
    .where(and(eq(orders.companyId, companyId), eq(orders.id, orderId)));
  if (!order) return;
  const { delivery, consignor } = await partyUsers(app, order);
  announceOrderChanged(app, companyId, [...delivery, ...consignor], { order_no: order.orderNo, status: order.status });
}
