/**
 * Ticket lists for the §2.3 'Tickets' screens:
 *   GET /api/order/tickets?status=A,B&type=CLAIM&order_id=&scope=all|mine|finance_review&page&per_page
 *       → data.list (tickets with the reader's can_* flags and is_timed_out), data.total
 *       scope=finance_review is the reviewer's queue: FINANCE_REVIEWING tickets whose financial_uid is me
 *   GET /api/order/tickets/stats?type=&scope= → data.list [{status, count}] for the status tabs (within the same scope)
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
  app.get(
    '/order/tickets',
    {
      schema: {
        querystring: pageQuery.extend({
          status: statusList.optional(),
          type: z.string().max(40).optional(),
          order_id: idParam.optional(),
          scope: z.enum(['all', 'mine', 'finance_review']).optional().default('all'),
        }),
        response: { 200: envelope(z.object({ list: z.array(looseData), total: z.number().int() })) },
      },
    },
    async (request) => {
      const q = request.query;
      const user = request.user();
      return ok(
        await app.tickets.list(user.company_id, user.id, { status: q.status as TicketStatus[] | undefined, type: q.type, orderId: q.order_id, scope: q.scope, page: q.page, perPage: q.per_page }),
      );
    },
  );

  app.get(
    '/order/tickets/stats',
    {
      schema: {
        querystring: z.object({ type: z.string().max(40).optional(), scope: z.enum(['all', 'mine', 'finance_review']).optional().default('all') }),
        response: { 200: envelope(z.object({ list: z.array(z.object({ status: z.string(), count: z.number().int() })) })) },
      },
    },
    async (request) => {
      const user = request.user();
      return ok({ list: await app.tickets.statusCounts(user.company_id, request.query.type, { userId: user.id, scope: request.query.scope }) });
    },
  );
};

export default routes;
