/**
 * GET /api/order/waybills/area-counts: how many orders of the list's filters go to each district (or city,
 * province), most first — the map-assignment screen's summary beside the map. Same scope and filters as
 * GET /order/waybills/list.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../lib/schemas';
import { orderScope } from './stats';
import { toFilter, waybillFilterQuery } from './waybills-list';

/** the most areas one answer lists (a filter over more districts than this is too wide for a summary anyway) */
export const AREA_COUNTS_LIMIT = 300;

const areaCount = z.object({ code: z.string(), name: z.string(), province: z.string(), city: z.string(), count: z.number().int() });

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/order/waybills/area-counts',
    {
      schema: {
        querystring: waybillFilterQuery.omit({ sort: true }).extend({
          level: z.enum(['province', 'city', 'district']).default('district'),
        }),
        response: { 200: envelope(z.object({ list: z.array(areaCount), total: z.number().int() })) },
      },
    },
    async (request) => {
      const { level, ...query } = request.query;
      const { filter } = toFilter({ ...query, sort: 'created_at desc' });
      if (query.mine === '1') filter.createdBy = request.user().id;
      const list = await app.waybills.areaCounts(orderScope(request.user(), request.dataScope()), filter, level, AREA_COUNTS_LIMIT);
      return ok({ list, total: list.reduce((s, r) => s + r.count, 0) });
    },
  );
};

export default routes;
