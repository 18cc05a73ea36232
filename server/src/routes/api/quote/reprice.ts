/**
 * Re-pricing (issue 20, src/domain/quote/api.ts): preview the chosen orders' old → new totals with today's cards,
 * then apply the preview once (its orders priced again at that moment). Servicer accounts only; writes take an
 * Idempotency-Key through the server-wide layer (a replay answers the first result and writes nothing).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { repriceApplyBody, repriceFilter } from '../../../../../src/domain/quote/api';
import { forbidden, notFound } from '../../../lib/http-error';
import { envelope, ok } from '../../../lib/schemas';
import { repriceApply, repricePreview } from '../../../repositories/quote/order-reprice';

const delta = z.object({ INCOME: z.number(), OUTLAY: z.number() });
const previewAnswer = z.object({
  preview_id: z.string(),
  orders: z.number(),
  changed: z.number(),
  delta,
  rows: z.array(z.object({ order_id: z.number(), order_no: z.string(), old_income: z.number(), new_income: z.number(), old_outlay: z.number(), new_outlay: z.number() })),
});
const applyAnswer = z.object({ preview_id: z.string(), orders: z.number(), changed: z.number(), written: z.number(), delta });

const routes: FastifyPluginAsyncZod = async (app) => {
  const servicer = (user: { main_type: string; company_id: number; id: number }) => {
    if (user.main_type !== 'servicer') throw forbidden();
    return user;
  };

  app.post('/quote/reprice/preview', { schema: { body: repriceFilter, response: { 200: envelope(previewAnswer) } } }, async (request) => {
    const user = servicer(request.user());
    return ok(await repricePreview(app.db, user.company_id, user.id, request.body));
  });

  app.post('/quote/reprice/apply', { schema: { body: repriceApplyBody, response: { 200: envelope(applyAnswer) } } }, async (request) => {
    const user = servicer(request.user());
    const applied = await repriceApply(app.db, user.company_id, request.body.preview_id);
    if (!applied) throw notFound();
    return ok(applied);
  });
};

export default routes;
