/**
 * Ticket schemas:
 *   GET /api/order/ticket-schema/{schemaId}  → the schema (json_schema, error_schema, ui_schema, action_rules,
 *       fee_configs, sub_type_options) of the caller's company; any version, so old tickets render as made
 *   GET /api/order/ticket-schemas?type=      → data.list of the active schemas (the create screen's choices)
 *   PUT /api/order/ticket-schemas/{id} {json_schema, name?, error_schema?, ui_schema?, action_rules?, fee_configs?,
 *       sub_type_options?} → the new version (main account of a servicer, or the platform admin): json_schema must
 *       compile with ajv (else 400 '工单模板json_schema无效：…'); the new version is active for new tickets, earlier
 *       ones stay for the tickets made with them; another company's id is 404
 */
import { Ajv } from 'ajv';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FEE_DIRECTIONS } from '../../../../../src/domain/tickets/fees';
import { HttpError, badRequest, forbidden, notFound } from '../../../lib/http-error';
import { envelope, idParam, ok } from '../../../lib/schemas';
import { schemaDto } from '../../../repositories/ticket-dto';
import { isUniqueViolation } from '../../../repositories/resources';
import type { SchemaVersionInput } from '../../../repositories/tickets';
import { looseData } from './shared';

const amount = z.number().min(0).max(100_000_000).nullable().optional();

const feeConfig = z.object({
  code: z.string().trim().min(1).max(40),
  name: z.string().trim().min(1).max(60),
  directions: z.array(z.enum(FEE_DIRECTIONS)).min(1).max(2),
  settle_targets: z.partialRecord(z.enum(FEE_DIRECTIONS), z.array(z.string().max(40)).max(10)),
  settlement_methods: z.array(z.object({ value: z.string().max(40), label: z.string().max(60) })).max(20),
  minAmount: amount,
  maxAmount: amount,
});

const schemaVersionBody = z.object({
  name: z.string().trim().min(1).max(40).optional(),
  json_schema: z.record(z.string(), z.unknown()),
  error_schema: z.record(z.string(), z.union([z.string().max(200), z.record(z.string(), z.string().max(200))])).optional(),
  ui_schema: z.record(z.string(), z.looseObject({})).optional(),
  action_rules: z
    .looseObject({
      fee_stage_rules: z.record(z.string(), z.looseObject({})).optional(),
      fee_min_items: z.number().int().min(0).max(100).optional(),
      order_max_amount: amount,
    })
    .optional(),
  fee_configs: z.array(feeConfig).max(50).optional(),
  sub_type_options: z.array(z.looseObject({ value: z.string().max(40) })).max(50).optional(),
});

/** Why a json_schema cannot serve as a ticket form ('' when it can): ajv must compile it, as an object schema. */
function schemaProblem(jsonSchema: Record<string, unknown>): string {
  if (jsonSchema.type !== 'object') return 'type must be "object"';
  try {
    // a throwaway instance: nothing of a refused schema stays cached
    new Ajv({ allErrors: true, strict: false }).compile(jsonSchema);
    return '';
  } catch (e) {
    return (e instanceof Error ? e.message : String(e)).slice(0, 300);
  }
}

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

  app.put(
    '/order/ticket-schemas/:id',
    { schema: { params: z.object({ id: idParam }), body: schemaVersionBody, response: { 200: envelope(looseData) } } },
    async (request) => {
      const auth = request.user();
      if (!auth.is_main) throw forbidden('mainAccountOnly');
      if (auth.main_type !== 'servicer' && auth.main_type !== 'admin') throw forbidden();
      const problem = schemaProblem(request.body.json_schema);
      if (problem) throw badRequest('ticketSchemaInvalid', { msg: problem });
      let saved: Awaited<ReturnType<typeof app.tickets.saveSchemaVersion>>;
      try {
        saved = await app.tickets.saveSchemaVersion(auth.company_id, request.params.id, request.body as SchemaVersionInput);
      } catch (error) {
        // two editors of the same type at once: the second one's version number is taken
        if (isUniqueViolation(error, 'ticket_schemas_company_type_version_uq')) throw new HttpError(409, 'ticketSchemaConflict');
        throw error;
      }
      if (!saved) throw notFound();
      return ok(saved);
    },
  );
};

export default routes;
