/**
 * JD mall binding and order sync (spec §2.3 JD order sync / JD mall binding):
 *   GET /api/order/jd/binding → data {shop_ids, enabled, memo, updated_at}; PUT the same fields (shop IDs checked
 *   with the comma-separated-IDs validator, '请输入有效的京东商家ID，多个ID请用逗号分隔'), one document per company.
 *   GET /api/order/jd/status → data {connected, reason}: no JD open-platform client exists on this deployment,
 *   so the sync answers 'not connected' rather than pretending to have pulled orders.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { JD_BINDING_DEFAULT, JD_BINDING_KEY, jdBindingSchema } from '../../../../../src/domain/jd-binding';
import { forbidden } from '../../../lib/http-error';
import { envelope, ok } from '../../../lib/schemas';
import { anyObject, parseBody } from '../resources/shared';

const bindingDto = z.object({ shop_ids: z.string(), enabled: z.boolean(), memo: z.string(), updated_at: z.string().nullable() });

const routes: FastifyPluginAsyncZod = async (app) => {
  const servicerOnly = (mainType: string) => {
    if (mainType !== 'servicer') throw forbidden();
  };

  app.get('/order/jd/binding', { schema: { response: { 200: envelope(bindingDto) } } }, async (request) => {
    const user = request.user();
    servicerOnly(user.main_type);
    const stored = await app.companySettings.get(user.company_id, JD_BINDING_KEY);
    const parsed = jdBindingSchema.safeParse({ ...JD_BINDING_DEFAULT, ...stored?.data });
    const data = parsed.success ? parsed.data : JD_BINDING_DEFAULT;
    return ok({ shop_ids: data.shop_ids, enabled: data.enabled, memo: data.memo ?? '', updated_at: stored ? stored.updatedAt.toISOString() : null });
  });

  app.put('/order/jd/binding', { schema: { body: anyObject, response: { 200: envelope(bindingDto) } } }, async (request) => {
    const user = request.user();
    servicerOnly(user.main_type);
    const data = parseBody(jdBindingSchema, request.body);
    const updatedAt = await app.companySettings.set(user.company_id, JD_BINDING_KEY, data, user.id);
    return ok({ shop_ids: data.shop_ids, enabled: data.enabled, memo: data.memo ?? '', updated_at: updatedAt.toISOString() });
  });

  app.get(
    '/order/jd/status',
    { schema: { response: { 200: envelope(z.object({ connected: z.boolean(), reason: z.enum(['NO_CREDENTIALS', 'NOT_BOUND']).nullable() })) } } },
    async (request) => {
      const user = request.user();
      servicerOnly(user.main_type);
      const stored = await app.companySettings.get(user.company_id, JD_BINDING_KEY);
      const bound = typeof stored?.data.shop_ids === 'string' && stored.data.shop_ids !== '';
      return ok({ connected: false, reason: bound ? ('NO_CREDENTIALS' as const) : ('NOT_BOUND' as const) });
    },
  );
};

export default routes;
