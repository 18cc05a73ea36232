/** GET /api/order/stats/statusSum: order counts per lifecycle status for the dashboard. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DataScope } from '../../../../../src/domain/admin/data-scope';
import type { TokenPayload } from '../../../../../src/domain/auth';
import { ORDER_STATUSES } from '../../../../../src/domain/order-status';
import { envelope, ok } from '../../../lib/schemas';
import type { OrderScope } from '../../../repositories/orders';

/** `data`: the caller's data-permission scope (request.dataScope()), applied to a servicer's orders */
export function orderScope(auth: TokenPayload, data: DataScope): OrderScope {
  switch (auth.main_type) {
    case 'admin':
      return { kind: 'platform' };
    case 'servicer':
      return { kind: 'company', companyId: auth.company_id, data };
    case 'consignor':
      return auth.servicer_id && auth.resource_id
        ? { kind: 'consignor', servicerId: auth.servicer_id, resourceId: auth.resource_id }
        : { kind: 'none' };
    case 'delivery':
    case 'driver':
      return auth.servicer_id && auth.resource_id
        ? { kind: 'delivery', servicerId: auth.servicer_id, resourceId: auth.resource_id }
        : { kind: 'none' };
    default:
      return { kind: 'none' };
  }
}

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/order/stats/statusSum',
    {
      schema: {
        response: {
          200: envelope(
            z.object({
              list: z.array(z.object({ status: z.enum(ORDER_STATUSES), count: z.number().int() })),
              total: z.number().int(),
            }),
          ),
        },
      },
    },
    async (request) => {
      const list = await app.orders.statusCounts(orderScope(request.user(), request.dataScope()));
      return ok({ list, total: list.reduce((sum, row) => sum + row.count, 0) });
    },
  );
};

export default routes;
