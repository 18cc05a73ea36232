/** PUT /api/system/maintenance: the platform admin's maintenance switch. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../../lib/http-error';
import { envelope, ok } from '../../../lib/schemas';

export const MAINTENANCE_CONTENT_MAX = 2000;

const routes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/system/maintenance',
    {
      // before body validation: a non-admin learns 403 whatever it sent
      preValidation: async (request) => {
        if (request.user().main_type !== 'admin') throw forbidden();
      },
      schema: {
        body: z.object({ enabled: z.boolean(), content: z.string().trim().max(MAINTENANCE_CONTENT_MAX).default('') }),
        response: { 200: envelope(z.object({ enabled: z.boolean(), content: z.string() })) },
      },
    },
    async (request) => {
      await app.maintenance.set(request.body);
      request.log.warn({ by: request.user().username, enabled: request.body.enabled }, 'maintenance switched');
      return ok(request.body);
    },
  );
};

export default routes;
