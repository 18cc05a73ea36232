/**
 * GET /api/user/audit/ (spec §7 names the call only): the signed-in company's audit log — who changed what, when,
 * before and after — newest first, {page, per_page, actor, action (exact or a prefix ending in '.'), entity_type,
 * entity_id, from, to (China dates, inclusive)}: data.list, data.total. It reads the audit log of issue 22
 * (repositories/audit.ts, the table every administrative write records into); the /saas/system audit screen may call
 * this path or /system/audit/list — the same reader answers both.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditItem, auditListQuery } from '../../../../../src/domain/account/api';
import { HttpError } from '../../../lib/http-error';
import { envelope, ok, pageQuery } from '../../../lib/schemas';
import { listAudit } from '../../../repositories/audit';

const chinaDayStart = (d: string) => new Date(`${d}T00:00:00+08:00`);

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/audit/',
    { schema: { querystring: pageQuery.extend(auditListQuery.shape), response: { 200: envelope(z.object({ list: z.array(auditItem), total: z.number().int() })) } } },
    async (request) => {
      const q = request.query;
      if (q.from && q.to && q.from > q.to) throw new HttpError(400, 'subscriptionRange', {}, { field: 'to' });
      return ok(
        await listAudit(app.db, request.user().company_id, {
          actor: q.actor || undefined,
          action: q.action || undefined,
          entityType: q.entity_type || undefined,
          entityId: q.entity_id || undefined,
          from: q.from ? chinaDayStart(q.from) : undefined,
          to: q.to ? new Date(chinaDayStart(q.to).getTime() + 86_400_000) : undefined,
          page: q.page,
          pageSize: q.per_page,
        }),
      );
    },
  );
};

export default routes;
