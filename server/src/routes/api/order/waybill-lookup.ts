/**
 * GET /api/order/waybills/{orderId or orderNo} (spec §7): one waybill of the caller's scope with the fields
 * a shipping label prints. Other companies' and unknown waybills are 404 alike, so ids cannot be probed.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseWaybillKey, waybillLabelSchema } from '../../../../../src/domain/waybill-label';
import { badRequest, notFound } from '../../../lib/http-error';
import { envelope, ok } from '../../../lib/schemas';
import { orderScope } from './stats';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/order/waybills/:key',
    {
      schema: {
        params: z.object({ key: z.string().max(64) }),
        response: { 200: envelope(waybillLabelSchema) },
      },
    },
    async (request) => {
      const key = parseWaybillKey(request.params.key);
      if (!key) throw badRequest('badRequest');
      const waybill = await app.waybills.findLabel(orderScope(request.user(), request.dataScope()), key);
      if (!waybill) throw notFound();
      return ok(waybill);
    },
  );
};

export default routes;
