/**
 * Tickets (spec §7 'Tickets and orders'):
 *   POST /api/order/ticket/        {schema_id, payload, parent_id?, executive_uid?, financial_uid?} → data: the ticket
 *        (status SUBMITTED; executive_uid defaults to the creator)
 *   PUT  /api/order/ticket/{id}    {payload, version?} → code '0', data {id, payload, version}: the save action
 *        (IN_PROGRESS + executive or FINANCE_REVIEWING + financial); payload.fees, when present, replaces the
 *        fee rows within the stage rule; version, when sent, must match (else 409)
 *   GET  /api/order/ticket/{id}    → the ticket with can_* flags for the reader, stage, role, is_timed_out, parent
 * Another company's ticket is 404, like an unknown one.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../lib/http-error';
import { envelope, idParam, ok } from '../../../lib/schemas';
import { announceTicketChanged } from '../../../lib/ticket-notices';
import { actorOf, looseData, payloadBody } from './shared';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/order/ticket',
    {
      schema: {
        body: z.object({
          schema_id: idParam,
          payload: payloadBody.optional().default({}),
          parent_id: idParam.nullable().optional(),
          executive_uid: idParam.nullable().optional(),
          financial_uid: idParam.nullable().optional(),
        }),
        response: { 200: envelope(looseData) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const b = request.body;
      const created = await app.tickets.writes.create(
        actor,
        { schemaId: b.schema_id, payload: b.payload as never, parentId: b.parent_id, executiveUid: b.executive_uid, financialUid: b.financial_uid },
        request.lang,
      );
      announceTicketChanged(app, actor.companyId, created.id);
      return ok((await app.tickets.get(actor.companyId, created.id, actor.userId))!);
    },
  );

  app.put(
    '/order/ticket/:id',
    {
      schema: {
        params: z.object({ id: idParam }),
        body: z.object({ payload: payloadBody, version: z.number().int().min(0).optional() }),
        response: { 200: envelope(z.object({ id: z.number(), payload: looseData, version: z.number() })) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const saved = await app.tickets.writes.save(actor, request.params.id, request.body.payload as never, request.body.version, request.lang);
      const ticket = (await app.tickets.get(actor.companyId, saved.id, actor.userId))!;
      announceTicketChanged(app, actor.companyId, ticket.id);
      return ok({ id: ticket.id, payload: ticket.payload, version: ticket.version });
    },
  );

  app.get('/order/ticket/:id', { schema: { params: z.object({ id: idParam }), response: { 200: envelope(looseData) } } }, async (request) => {
    const actor = actorOf(request);
    const ticket = await app.tickets.get(actor.companyId, request.params.id, actor.userId, request.dataScope());
    if (!ticket) throw notFound();
    return ok(ticket);
  });
};

export default routes;
