/**
 * GET /api/order/stats/statusSum/consignor/ — one merchant's order counts per lifecycle status (spec §7 names the call;
 * the merchant home /saas/consignor/index shows them). A consignor account gets its own; a servicer names the merchant
 * with consignor_id (one of its consignor resources: another company's id is not found).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ORDER_STATUSES } from '../../../../../src/domain/order-status';
import { badRequest, notFound } from '../../../lib/http-error';
import { envelope, idParam, ok } from '../../../lib/schemas';
import type { OrderScope } from '../../../repositories/orders';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/order/stats/statusSum/consignor/',
    {
      schema: {
        querystring: z.object({ consignor_id: idParam.optional() }),
        response: {
          200: envelope(
            z.object({
              consignor_id: z.number().int().nullable(),
              list: z.array(z.object({ status: z.enum(ORDER_STATUSES), count: z.number().int() })),
              total: z.number().int(),
            }),
          ),
        },
      },
    },
    async (request) => {
      const auth = request.user();
      let scope: OrderScope;
      let consignorId: number | null = null;
      if (auth.main_type === 'consignor') {
        scope = auth.servicer_id && auth.resource_id ? { kind: 'consignor', servicerId: auth.servicer_id, resourceId: auth.resource_id } : { kind: 'none' };
        consignorId = auth.resource_id ?? null;
      } else {
        const id = request.query.consignor_id;
        if (id === undefined) throw badRequest('consignorRequired');
        if (!(await app.resources.find(auth.company_id, id, 'consignor'))) throw notFound();
        scope = { kind: 'consignor', servicerId: auth.company_id, resourceId: id };
        consignorId = id;
      }
      const list = await app.orders.statusCounts(scope);
      return ok({ consignor_id: consignorId, list, total: list.reduce((sum, row) => sum + row.count, 0) });
    },
  );
};

export default routes;
