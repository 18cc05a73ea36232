/**
 * Ticket schemas:
 *   GET /api/order/ticket-schema/{schemaId}  → the schema (json_schema, error_schema, ui_schema, action_rules,
 *       fee_configs, sub_type_options) of the caller's company; any version, so old tickets render as made
 *   GET /api/order/ticket-schemas?type=      → data.list of the active schemas (the create screen's choices)
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../lib/http-error';
import { envelope, idParam, ok } from '../../../lib/schemas';
import { schemaDto } from '../../../repositories/ticket-dto';
import { looseData } from './shared';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/order/ticket-schema/:schemaId', { schema: { params: z.object({ schemaId: idParam }), response: { 200: envelope(looseData) } } }, async (request) => {
    const row = await app.tickets.findSchemaRow(request.user().company_id, request.params.schemaId);
    if (!row) throw notFound();
    return ok(schemaDto(row));
  });

  app.get(
    '/order/ticket-schemas',
    { schema: { querystring: z.object({ type: z.string().max(40).optional() }), response: { 200: envelope(z.object({ list: z.array(looseData) })) } } },
    async (request) => ok({ list: await app.tickets.listSchemas(request.user().company_id, request.query.type) }),
  );
};

export default routes;
