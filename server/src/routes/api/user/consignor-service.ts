/**
 * The consignor (merchant) service of spec §7; the spec names the calls only, so each does what its name and the
 * merchant screens (the merchant home /saas/consignor/index, the order form's consignor picker) imply:
 *   GET  /api/user/consignor/getList  {pageNum/pageSize or page/per_page, name}: the servicer's merchants (plain
 *                                      consignors, not third-party logistics): data.list, data.total (success/data/
 *                                      totalItem to pageNum/pageSize, plugins/page-aliases.ts) — the merchant list
 *                                      screens (/saas/resource/consignor/index, /saas/basic/consignor/index) page through it
 *   GET  /api/user/consignor/getInfo  {id}: one merchant of the servicer; a consignor account may omit id and gets its
 *                                      own merchant record (the merchant home shows its settlement terms and whether it
 *                                      may create orders). Another company's id: not found.
 *   POST /api/user/consignor/add      the consignor model of POST /user/servicer_resource/consignor/add (same rules and
 *                                      defaults, spec §3): data.res_consignor_id, data.resource_id
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../lib/http-error';
import { envelope, idParam, ok } from '../../../lib/schemas';
import { addConsignorModel } from '../resources/consignor';
import { anyObject, listQuery, listResources, resourceListSchema, resourceRowSchema, toResource } from '../resources/shared';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/consignor/getList',
    { schema: { querystring: listQuery, response: { 200: envelope(resourceListSchema) } } },
    async (request) => ok(await listResources(app, request.user().company_id, request.query, { objectType: 'consignor', objectSubType: null })),
  );

  app.get(
    '/user/consignor/getInfo',
    { schema: { querystring: z.object({ id: idParam.optional() }), response: { 200: envelope(resourceRowSchema) } } },
    async (request) => {
      const auth = request.user();
      // a merchant's own record lives at its servicer; it may read that one only
      const own = auth.main_type === 'consignor' && auth.servicer_id && auth.resource_id ? { companyId: auth.servicer_id, id: auth.resource_id } : undefined;
      const id = request.query.id ?? own?.id;
      if (id === undefined) throw notFound();
      const companyId = own && id === own.id ? own.companyId : auth.company_id;
      const row = await app.resources.find(companyId, id, 'consignor');
      if (!row) throw notFound();
      return ok(toResource(row));
    },
  );

  app.post(
    '/user/consignor/add',
    { schema: { body: anyObject, response: { 200: envelope(z.object({ res_consignor_id: z.number().int(), resource_id: z.number().int() })) } } },
    async (request) => {
      const raw = { ...request.body, object_sub_type: undefined };
      const row = await addConsignorModel(app, request.user().company_id, 'consignor', raw);
      return ok({ res_consignor_id: row.id, resource_id: row.id });
    },
  );
};

export default routes;
