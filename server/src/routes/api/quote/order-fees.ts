/**
 * An order's estimated fees (issue 20, src/domain/quote/api.ts OrderFeesDto): the lines the quote engine priced it
 * with, each with its card version and explanation, in the reader's language. The servicer's orders only (another
 * company's order is a 404).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound } from '../../../lib/http-error';
import { envelope, idParam, ok } from '../../../lib/schemas';
import { orderFees } from '../../../repositories/quote/order-pricing';

const totals = z.object({ INCOME: z.number(), OUTLAY: z.number() });
export const orderFeesAnswer = z.object({
  order_id: z.number(),
  priced_at: z.string().nullable(),
  // FeeLine (model.ts): passed through as the repository built it
  lines: z.array(z.any()),
  totals,
  notes: z.array(z.string()),
});

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/quote/orders/:order_id/fees', { schema: { params: z.object({ order_id: idParam }), response: { 200: envelope(orderFeesAnswer) } } }, async (request) => {
    const user = request.user();
    if (user.main_type !== 'servicer') throw forbidden();
    const fees = await orderFees(app.db, user.company_id, request.params.order_id, request.lang);
    if (!fees) throw notFound();
    return ok(fees);
  });
};

export default routes;
