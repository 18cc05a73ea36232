/**
 * The audit log's searchable list (issue 22, /saas/system/audit/index): the signed-in company's entries, newest first,
 * by actor name, action (exact, or a prefix ending in '.'), entity type / id and a date range (China dates, inclusive).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditItem } from '../../../../../src/domain/admin/api';
import { HttpError } from '../../../lib/http-error';
import { ok, pageQuery, pagedEnvelope } from '../../../lib/schemas';
import { listAudit } from '../../../repositories/audit';

const day = z.iso.date();
const chinaDayStart = (d: string) => new Date(`${d}T00:00:00+08:00`);

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/system/audit/list',
    {
      schema: {
        querystring: pageQuery.extend({
          actor: z.string().trim().max(64).optional(),
          action: z.string().trim().max(64).optional(),
          entity_type: z.string().trim().max(32).optional(),
          entity_id: z.string().trim().max(64).optional(),
          from: day.optional(),
          to: day.optional(),
        }),
        response: { 200: pagedEnvelope(auditItem) },
      },
    },
    async (request) => {
      const q = request.query;
      if (q.from && q.to && q.from > q.to) throw new HttpError(400, 'adDateRangeInvalid', {}, { field: 'from' });
      const to = q.to ? new Date(chinaDayStart(q.to).getTime() + 86_400_000) : undefined;
      return ok(
        await listAudit(app.db, request.user().company_id, {
          actor: q.actor || undefined,
          action: q.action || undefined,
          entityType: q.entity_type || undefined,
          entityId: q.entity_id || undefined,
          from: q.from ? chinaDayStart(q.from) : undefined,
          to,
          page: q.page,
          pageSize: q.per_page,
        }),
      );
    },
  );
};

export default routes;
