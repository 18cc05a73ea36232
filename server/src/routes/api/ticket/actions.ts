/**
 * Ticket actions (src/domain/tickets/workflow.ts), one route per action:
 *   POST /api/order/ticket/{id}/actions/{action}  body {reason?, fees?, payload?, financial_uid?, version?}
 *        → data: the ticket after the action, with the reader's new can_* flags.
 *   reason: reject and return need one; fees: the rows compensate / back_freight / add_order_fee / refund add;
 *   payload: the form for save; financial_uid: the reviewer submit_for_finance_review assigns.
 *   A wrong status or role is 400 with a msg naming the status, the action and the role; nothing changes.
 *   The Idempotency-Key header is handled by the server-wide layer (plugins/idempotency.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TICKET_ACTIONS } from '../../../../../src/domain/tickets/workflow';
import { envelope, idParam, ok } from '../../../lib/schemas';
import { announceOrderFeesPosted } from '../../../lib/order-fee-notices';
import { announceTicketChanged, announceTicketEvent } from '../../../lib/ticket-notices';
import { actorOf, feeRowBody, looseData, payloadBody } from './shared';

const body = z
  .object({
    reason: z.string().max(500).optional(),
    fees: z.array(feeRowBody).max(100).optional(),
    payload: payloadBody.optional(),
    financial_uid: idParam.nullable().optional(),
    version: z.number().int().min(0).optional(),
  })
  .strict();

const routes: FastifyPluginAsyncZod = async (app) => {
  for (const action of TICKET_ACTIONS) {
    app.post(
      `/order/ticket/:id/actions/${action}`,
      { schema: { params: z.object({ id: idParam }), body: body.optional(), response: { 200: envelope(looseData) } } },
      async (request) => {
        const actor = actorOf(request);
        const b = request.body ?? {};
        await app.tickets.writes.act(actor, request.params.id, action, b as never, request.lang);
        const ticket = (await app.tickets.get(actor.companyId, request.params.id, actor.userId))!;
        announceTicketChanged(app, actor.companyId, ticket.id);
        // finance_complete wrote the fees to the order: its open detail screens refresh (fees, timeline)
        if (action === 'finance_complete' && ticket.order_id != null) await announceOrderFeesPosted(app, actor.companyId, ticket.order_id);
        // the people who must act next hear of it (pushed once the write commits; a retry never notifies twice)
        if (action === 'submit_for_finance_review' || action === 'reject') {
          const last = (await app.tickets.events(actor.companyId, ticket.id))?.at(-1);
          const common = { ticketId: ticket.id, ticketNo: String(ticket.id), companyId: actor.companyId, eventId: last?.id ?? `${action}:${ticket.version}` };
          if (action === 'submit_for_finance_review') await announceTicketEvent(app, { ...common, event: 'finance_review', userIds: [ticket.financial_uid] });
          else await announceTicketEvent(app, { ...common, event: 'rejected', userIds: [ticket.executive_uid], reason: b.reason });
        }
        return ok(ticket);
      },
    );
  }
};

export default routes;
