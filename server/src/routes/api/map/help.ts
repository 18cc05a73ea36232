/** Public probes: system version, address data version, maintenance state. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../lib/schemas';
import { reportedVersion } from '../../../lib/version';

const routes: FastifyPluginAsyncZod<{ version: string }> = async (app, { version }) => {
  app.get(
    '/map/help/system_info',
    {
      config: { public: true },
      schema: {
        querystring: z.object({ ts: z.string().max(32).optional() }),
        response: { 200: envelope(z.object({ version: z.string() })) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ version: reportedVersion(version) });
    },
  );

  app.get(
    '/map/help/areas_version',
    { config: { public: true }, schema: { response: { 200: envelope(z.object({ version: z.string() })) } } },
    async () => ok({ version: await app.settings.areasVersion() }),
  );

  app.get(
    '/map/help/maintenance',
    {
      config: { public: true },
      schema: { response: { 200: envelope(z.object({ enabled: z.boolean(), content: z.string() })) } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await app.maintenance.get());
    },
  );
};

export default routes;
