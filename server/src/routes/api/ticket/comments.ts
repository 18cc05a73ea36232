/**
 * Ticket comments (spec §7):
 *   POST /api/order/tickets_legacy/{id}/comments  {content, fileids?} → data: the comment
 *   GET  /api/order/ticket/{id}/comments          → data.list, oldest first (each with image download urls)
 *   GET  /api/order/ticket/{id}/events            → data.list: the ticket's history (action, from/to status,
 *        actor, role, data such as the reason or the posted fee totals), oldest first
 * Anyone of the ticket's company may comment (viewers too); attachments are the company's uploaded fileids.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../lib/http-error';
import { envelope, idParam, ok } from '../../../lib/schemas';
import { announceTicketChanged } from '../../../lib/ticket-notices';
import { actorOf, looseData } from './shared';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/order/tickets_legacy/:id/comments',
    {
      schema: {
        params: z.object({ id: idParam }),
        body: z.object({ content: z.string().max(1000).optional().default(''), fileids: z.array(z.string().min(1).max(64)).max(9).optional().default([]) }),
        response: { 200: envelope(looseData) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const comment = await app.tickets.addComment(actor, request.params.id, request.body.content, request.body.fileids);
      announceTicketChanged(app, actor.companyId, request.params.id);
      return ok(comment);
    },
  );

  app.get(
    '/order/ticket/:id/comments',
    { schema: { params: z.object({ id: idParam }), response: { 200: envelope(z.object({ list: z.array(looseData) })) } } },
    async (request) => {
      const list = await app.tickets.comments(request.user().company_id, request.params.id);
      if (!list) throw notFound();
      return ok({ list });
    },
  );

  app.get(
    '/order/ticket/:id/events',
    { schema: { params: z.object({ id: idParam }), response: { 200: envelope(z.object({ list: z.array(looseData) })) } } },
    async (request) => {
      const list = await app.tickets.events(request.user().company_id, request.params.id);
      if (!list) throw notFound();
      return ok({ list });
    },
  );
};

export default routes;
