/**
 * An order as tickets see it:
 *   GET /api/order/orders/{orderId or orderNo}/settle-targets → data: settle targets grouped by type
 *       (CONSIGNOR, STORE, DELIVERY, CARRIER, PRODUCTS — the order's product lines), each [{id, name}]
 *   GET /api/order/orders/{orderId or orderNo}/outlay-limit?schema_id=&ticket_id= → data {order_max_cents}: how much
 *       OUTLAY a ticket of that schema may still put on the order (the schema's order_max_amount less what other
 *       tickets posted; null: no limit), so the fee editor can say it while typing; unknown ids are 404
 *   GET /api/order/orders/{orderId or orderNo}/fees → data {order_id, order_no, list, totals {INCOME, OUTLAY} in cents}:
 *       the order's fees, finance-completed tickets' included; any order the reader may open (a consignor or
 *       delivery reader sees the rows settled with it); 403 '没有查看费用的权限' without a fee-show code (spec §6)
 *   GET /api/order/orders/check_receivable_write_off_order/{orderNo} → data {order_id, order_no, income_cents,
 *       is_settled, can_write_off}; an unknown order number is 400 '请输入正确的系统订单号'; 403 without a fee-show code
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { feeDisplayOn } from '../../../lib/fee-display';
import { badRequest, forbidden, notFound } from '../../../lib/http-error';
import { envelope, idParam, ok } from '../../../lib/schemas';
import { orderKey } from '../order/actions';
import { orderScope } from '../order/stats';
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

  app.get(
    '/order/orders/:key/outlay-limit',
    {
      schema: {
        params: key,
        querystring: z.object({ schema_id: idParam, ticket_id: idParam.optional() }),
        response: { 200: envelope(z.object({ order_max_cents: z.number().nullable() })) },
      },
    },
    async (request) => {
      const companyId = request.user().company_id;
      const id = await orderIdOf(companyId, request.params.key);
      const limit = id ? await app.tickets.writes.outlayLimit(companyId, request.query.schema_id, id, request.query.ticket_id ?? null) : undefined;
      if (!limit) throw notFound();
      return ok(limit);
    },
  );

  // the orders the reader may open (the detail screen's scope); fees only with fee display on (spec §6)
  app.get('/order/orders/:key/fees', { schema: { params: key, response: { 200: envelope(looseData) } } }, async (request) => {
    const auth = request.user();
    const k = orderKey(request.params.key);
    const scope = orderScope(auth, request.dataScope());
    const order = k ? await app.orderActions.find(scope, k) : null;
    if (!order) throw notFound();
    if (!(await feeDisplayOn(app, auth))) throw forbidden('ticketFeesHidden');
    const party = scope.kind === 'consignor' || scope.kind === 'delivery' ? { kind: scope.kind, resourceId: scope.resourceId } : undefined;
    const fees = await app.tickets.orderFees(order.companyId, order.id, party);
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
      const auth = request.user();
      // the answer is the order's income: fee display only (spec §6), like …/fees
      if (!(await feeDisplayOn(app, auth))) throw forbidden('ticketFeesHidden');
      const companyId = auth.company_id;
      const id = await orderIdOf(companyId, request.params.orderNo);
      const fees = id ? await app.tickets.orderFees(companyId, id) : undefined;
      if (!fees || !id) throw badRequest('ticketOrderInvalid');
      const settled = await app.tickets.isIncomeSettled(companyId, id);
      return ok({ order_id: fees.order_id, order_no: fees.order_no, income_cents: fees.totals.INCOME, is_settled: settled, can_write_off: fees.totals.INCOME > 0 && !settled });
    },
  );
};

export default routes;
