/**
 * An order as tickets see it:
 *   GET /api/order/orders/{orderId or orderNo}/settle-targets → data: settle targets grouped by type
 *       (CONSIGNOR, STORE, DELIVERY, CARRIER, PRODUCTS — the order's product lines), each [{id, name}]
 *   GET /api/order/orders/{orderId or orderNo}/fees → data {order_id, order_no, list, totals {INCOME, OUTLAY} in cents}:
 *       the order's fees, finance-completed tickets' included
 *   GET /api/order/orders/check_receivable_write_off_order/{orderNo} → data {order_id, order_no, income_cents,
 *       is_settled, can_write_off}; an unknown order number is 400 '请输入正确的系统订单号'
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, notFound } from '../../../lib/http-error';
import { envelope, ok } from '../../../lib/schemas';
import { orderKey } from '../order/actions';
import { looseData } from './shared';

const key = z.object({ key: z.string().max(40) });

const routes: FastifyPluginAsyncZod = async (app) => {
  const orderIdOf = async (companyId: number, raw: string) => {
    const k = orderKey(raw);
    if (!k) return undefined;
    return app.tickets.findOrderId(companyId, k);
  };

  app.get('/order/orders/:key/settle-targets', { schema: { params: key, response: { 200: envelope(looseData) } } }, async (request) => {
    const companyId = request.user().company_id;
    const id = await orderIdOf(companyId, request.params.key);
    const targets = id ? await app.tickets.settleTargets(companyId, id) : undefined;
    if (!targets) throw notFound();
    return ok(targets);
  });

  app.get('/order/orders/:key/fees', { schema: { params: key, response: { 200: envelope(looseData) } } }, async (request) => {
    const companyId = request.user().company_id;
    const id = await orderIdOf(companyId, request.params.key);
    const fees = id ? await app.tickets.orderFees(companyId, id) : undefined;
    if (!fees) throw notFound();
    return ok(fees);
  });

  app.get(
    '/order/orders/check_receivable_write_off_order/:orderNo',
    {
      schema: {
        params: z.object({ orderNo: z.string().max(40) }),
        response: {
          200: envelope(z.object({ order_id: z.number(), order_no: z.string(), income_cents: z.number(), is_settled: z.boolean(), can_write_off: z.boolean() })),
        },
      },
    },
    async (request) => {
      const companyId = request.user().company_id;
      const id = await orderIdOf(companyId, request.params.orderNo);
      const fees = id ? await app.tickets.orderFees(companyId, id) : undefined;
      if (!fees || !id) throw badRequest('ticketOrderInvalid');
      const settled = await app.tickets.isIncomeSettled(companyId, id);
      return ok({ order_id: fees.order_id, order_no: fees.order_no, income_cents: fees.totals.INCOME, is_settled: settled, can_write_off: fees.totals.INCOME > 0 && !settled });
    },
  );
};

export default routes;
