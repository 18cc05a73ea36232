/**
 * Ticket lists for the §2.3 'Tickets' screens:
 *   GET /api/order/tickets?status=A,B&type=CLAIM&order_id=&order_no=&scope=all|mine|finance_review&page&per_page
 *       → data.list (tickets with the reader's can_* flags and is_timed_out), data.total
 *       scope=finance_review is the reviewer's queue: FINANCE_REVIEWING tickets whose financial_uid is me
 *   GET /api/order/tickets/stats?type=&scope=&order_no= → data.list [{status, count}] for the status tabs (same scope
 *       and order as the list)
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TICKET_STATUSES, type TicketStatus } from '../../../../../src/domain/tickets/workflow';
import { envelope, idParam, ok, pageQuery } from '../../../lib/schemas';
import { looseData } from './shared';

const statusList = z
  .string()
  .max(400)
  .transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean))
  .pipe(z.array(z.enum(TICKET_STATUSES)));

const routes: FastifyPluginAsyncZod = async (app) => {
  /** an order number of the caller's company → its id (undefined for anything else) */
  const orderIdOf = (companyId: number, orderNo: string) => (/^\d{1,30}$/.test(orderNo) ? app.tickets.findOrderId(companyId, { orderNo }) : Promise.resolve(undefined));

  app.get(
    '/order/tickets',
    {
      schema: {
        querystring: pageQuery.extend({
          status: statusList.optional(),
          type: z.string().max(40).optional(),
          order_id: idParam.optional(),
          order_no: z.string().trim().max(40).optional(),
          scope: z.enum(['all', 'mine', 'finance_review']).optional().default('all'),
        }),
        response: { 200: envelope(z.object({ list: z.array(looseData), total: z.number().int() })) },
      },
    },
    async (request) => {
      const q = request.query;
      const user = request.user();
      // an order number the company does not have lists nothing (not every ticket)
      let orderId = q.order_id;
      if (q.order_no) {
        const found = await orderIdOf(user.company_id, q.order_no);
        if (!found || (orderId && orderId !== found)) return ok({ list: [], total: 0 });
        orderId = found;
      }
      return ok(
        await app.tickets.list(user.company_id, user.id, { status: q.status as TicketStatus[] | undefined, type: q.type, orderId, scope: q.scope, page: q.page, perPage: q.per_page, data: request.dataScope() }),
      );
    },
  );

  app.get(
    '/order/tickets/stats',
    {
      schema: {
        querystring: z.object({
          type: z.string().max(40).optional(),
          scope: z.enum(['all', 'mine', 'finance_review']).optional().default('all'),
          order_no: z.string().trim().max(40).optional(),
        }),
        response: { 200: envelope(z.object({ list: z.array(z.object({ status: z.string(), count: z.number().int() })) })) },
      },
    },
    async (request) => {
      const user = request.user();
      const q = request.query;
      const orderId = q.order_no ? await orderIdOf(user.company_id, q.order_no) : undefined;
      if (q.order_no && !orderId) return ok({ list: [] });
      return ok({ list: await app.tickets.statusCounts(user.company_id, q.type, { userId: user.id, scope: q.scope, orderId }) });
    },
  );
};

export default routes;
