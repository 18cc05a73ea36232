/**
 * Single look-ups of spec §7 (Config and lookups):
 *   GET /api/user/user_config/get_info {category_code, code}: one config item (code, name, js) of the category, the
 *       system's or the company's own — what a screen needs to label one stored code (the abnormal type of a record,
 *       a service package); the client caches the answer per request (src/lib/config-info.ts). Unknown: not found.
 *   GET /api/ms-fahuobao-order/FhbOrder/getProductInfo {code}: the company's product of that code: data.name, data.code
 *       (the order form's product code entry). Unknown: 404 '商品编码不存在'.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, notFound } from '../../../lib/http-error';
import { envelope, ok } from '../../../lib/schemas';

const code = z.string().trim().min(1).max(64);

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/user_config/get_info',
    {
      schema: {
        querystring: z.object({ category_code: code, code }),
        response: { 200: envelope(z.object({ code: z.string(), name: z.string(), js: z.string() })) },
      },
    },
    async (request) => {
      const items = await app.configItems.list(request.user().company_id, request.query.category_code);
      // a company's own item of the code overrides the system's (the list puts the company's first)
      const item = items.find((i) => i.code === request.query.code);
      if (!item) throw notFound();
      return ok(item);
    },
  );

  app.get(
    '/ms-fahuobao-order/FhbOrder/getProductInfo',
    {
      schema: {
        querystring: z.object({ code }),
        response: { 200: envelope(z.object({ id: z.number().int(), name: z.string(), code: z.string(), package: z.number().int(), disabled: z.boolean() })) },
      },
    },
    async (request) => {
      const row = await app.products.findByCode(request.user().company_id, request.query.code);
      if (!row) throw new HttpError(404, 'productCodeUnknown');
      return ok({ id: row.id, name: row.name, code: row.code, package: row.package, disabled: row.disabled });
    },
  );
};

export default routes;
