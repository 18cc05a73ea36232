/**
 * GET /api/user/contract/partner-contacts?resource_ids={consignorResourceId},{deliveryResourceId} (spec §7):
 * the contacts of an order's partners for the ticket screen → data.list [{resource_id, name, phone,
 * object_type}] of the caller's company's resources (unknown and other companies' ids are left out).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../lib/schemas';

const ids = z
  .string()
  .max(400)
  .transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean))
  .pipe(z.array(z.string().regex(/^\d{1,9}$/, 'invalidFormat')).max(20))
  .transform((list) => list.map(Number));

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/contract/partner-contacts',
    {
      schema: {
        querystring: z.object({ resource_ids: ids.optional() }),
        response: { 200: envelope(z.object({ list: z.array(z.object({ resource_id: z.number(), name: z.string(), phone: z.string(), object_type: z.string() })) })) },
      },
    },
    async (request) => ok({ list: await app.tickets.partnerContacts(request.user().company_id, request.query.resource_ids ?? []) }),
  );
};

export default routes;
