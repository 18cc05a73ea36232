/** PUT /api/system/maintenance: the platform admin's maintenance switch (the ops channel's; audited ops.maintenance). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../lib/schemas';
import { recordAudit } from '../../../repositories/audit';
import { platformAdminOnly } from './ops';
import { actorOf } from './roles';

export const MAINTENANCE_CONTENT_MAX = 2000;

const routes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/system/maintenance',
    {
      preValidation: platformAdminOnly,
      schema: {
        body: z.object({ enabled: z.boolean(), content: z.string().trim().max(MAINTENANCE_CONTENT_MAX).default('') }),
        response: { 200: envelope(z.object({ enabled: z.boolean(), content: z.string() })) },
      },
    },
    async (request) => {
      const before = await app.maintenance.get();
      await app.maintenance.set(request.body);
      await recordAudit(app.db, actorOf(request.user()), { action: 'ops.maintenance', entityType: 'ops', entityId: 'maintenance', before, after: request.body });
      request.log.warn({ by: request.user().username, enabled: request.body.enabled }, 'maintenance switched');
      return ok(request.body);
    },
  );
};

export default routes;
