/** Address data: one level of China's divisions, or the whole three-level tree (cached, with an ETag). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADDRESS_ROOT_CODE } from '../../../../../src/domain/constants';
import { envelope, ok } from '../../../lib/schemas';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/map/area/getDistrictList',
    {
      config: { public: true },
      schema: {
        querystring: z.object({ parentCode: z.string().trim().regex(/^\d{6}$/).default(ADDRESS_ROOT_CODE) }),
        response: { 200: envelope(z.array(z.object({ name: z.string(), code: z.string() }))) },
      },
    },
    async (request) => ok(await app.areas.children(request.query.parentCode)),
  );

  // No response schema: the body is serialized once per data version and sent as is.
  app.get('/map/area/three_level_address', { config: { public: true } }, async (request, reply) => {
    const tree = await app.areas.cachedTree(await app.settings.areasVersion(), ok);
    reply.header('etag', tree.etag).header('cache-control', 'no-cache');
    if (request.headers['if-none-match'] === tree.etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(tree.body);
  });
};

export default routes;
