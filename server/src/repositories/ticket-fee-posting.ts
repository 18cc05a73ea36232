/**
 * finance_complete's posting: a ticket's fee rows become the order's fees (income / outlay) inside the action's
 * transaction, once — order_fees.source_fee_row_id is unique, so a second posting inserts nothing — and the
 * order's history gets a ticket_fees event with the posted totals in cents.
 */
import { and, eq } from 'drizzle-orm';
import { orderEvents, orderFees, orders } from '../db/schema';
import { badRequest } from '../lib/http-error';
import type { FeeRowRecord, TicketRow } from './ticket-dto';
import type { Tx } from './ticket-writes';
import type { TicketActor } from './tickets';

/** finance_complete: the fee rows become the order's fees (once), and the order's history says so. */
export async function postTicketFees(tx: Tx, ticket: TicketRow, fees: FeeRowRecord[], actor: TicketActor) {
  if (ticket.orderId == null) throw badRequest('ticketNoOrder');
  const [order] = await tx.select().from(orders).where(and(eq(orders.companyId, ticket.companyId), eq(orders.id, ticket.orderId))).for('update');
  if (!order) throw badRequest('ticketNoOrder');
  const inserted = await tx
    .insert(orderFees)
    .values(
      fees.map((f) => ({
        companyId: ticket.companyId,
        orderId: order.id,
        direction: f.direction,
        code: f.code,
        codeName: f.codeName,
        amountCents: f.amountCents,
        settleTargetType: f.settleTargetType,
        settleTargetId: f.settleTargetId,
        settleTargetName: f.settleTargetName,
        settlementMethodCode: f.settlementMethodCode,
        settlementMethodName: f.settlementMethodName,
        sourceTicketId: ticket.id,
        sourceFeeRowId: f.id,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: orderFees.id, direction: orderFees.direction, amountCents: orderFees.amountCents });
  const totals = { income_cents: 0, outlay_cents: 0 };
  for (const r of inserted) totals[r.direction === 'INCOME' ? 'income_cents' : 'outlay_cents'] += r.amountCents;
  await tx.insert(orderEvents).values({
    companyId: order.companyId,
    orderId: order.id,
    action: 'ticket_fees',
    fromStatus: order.status,
    toStatus: order.status,
    actorUserId: actor.userId,
    actorName: actor.name,
    actorRole: 'FINANCIAL_STAFF',
    occurredAt: new Date(),
    data: { ticket_id: ticket.id, fee_count: inserted.length, ...totals },
  });
  return { posted_fees: inserted.length, ...totals };
}
