/**
 * Qualification review of self-registered companies (/saas/basic/audit/*), platform admin only:
 *   GET  /api/platform/audit/list                 {page, per_page, status pending|approved|rejected, name}: data.list, data.total
 *   GET  /api/platform/audit/detail/:id           company, main account, qualification fileids, every decision
 *   GET  /api/platform/audit/detail/:id/image     {file_id}: one of the company's qualification photos (bytes)
 *   POST /api/platform/audit/detail/:id/approve   activates the company (its users leave /examining)
 *   POST /api/platform/audit/detail/:id/reject    {reason} required: shown to the applicant on /examining
 * A decision is only taken on a pending application (a second one is a 400); each is logged with who and when.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REJECT_REASON_MAX, REVIEW_STATUSES } from '../../../../../src/domain/organization';
import { HttpError, badRequest, notFound } from '../../../lib/http-error';
import { envelope, idParam, ok, pageQuery } from '../../../lib/schemas';
import { servedImageHeaders } from '../../../lib/served-image';
import { actorOf } from '../system/roles';
import { platformAdmin } from './guard';

const status = z.enum(REVIEW_STATUSES);

const listItem = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
  contact_phone: z.string(),
  status,
  reason: z.string(),
  submitted_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  qualification_count: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  phone: z.string(),
});

const detailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
  app_code: z.string(),
  contact_phone: z.string(),
  created_at: z.string(),
  hosting_end: z.string().nullable(),
  subscribe_version_name: z.string(),
  qualification_fileids: z.array(z.string()),
  username: z.string(),
  nickname: z.string(),
  phone: z.string(),
  status,
  reason: z.string(),
  submitted_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  events: z.array(z.object({ id: z.number().int(), action: z.string(), reason: z.string(), actor_name: z.string(), created_at: z.string() })),
});

const idParams = z.object({ id: idParam });

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/platform/audit/list',
    {
      schema: {
        querystring: pageQuery.extend({ status: status.optional(), name: z.string().trim().max(50).optional() }),
        response: { 200: envelope(z.object({ list: z.array(listItem), total: z.number().int() })) },
      },
    },
    async (request) => {
      platformAdmin(request);
      const q = request.query;
      return ok(await app.companyReviews.reviewList({ status: q.status, name: q.name || undefined, page: q.page, perPage: q.per_page }));
    },
  );

  app.get('/platform/audit/detail/:id', { schema: { params: idParams, response: { 200: envelope(detailSchema) } } }, async (request) => {
    platformAdmin(request);
    const detail = await app.companyReviews.reviewDetail(request.params.id);
    if (!detail) throw notFound();
    return ok(detail);
  });

  app.get(
    '/platform/audit/detail/:id/image',
    { schema: { params: idParams, querystring: z.object({ file_id: z.string().trim().min(1).max(64) }) } },
    async (request, reply) => {
      platformAdmin(request);
      const { id } = request.params;
      const fileid = request.query.file_id;
      // only a photo the company submitted for review, nothing else it stored
      if (!(await app.companyReviews.hasQualification(id, fileid))) throw new HttpError(404, 'fileNotFound');
      const row = await app.files.findForCompany(fileid, id);
      if (!row) throw new HttpError(404, 'fileNotFound');
      const object = await app.storage.get(row.storageKey);
      if (!object) throw new HttpError(404, 'fileNotFound');
      return reply
        .header('Cache-Control', 'private, max-age=3600')
        .headers(servedImageHeaders(row.contentType, row.fileid))
        .header('Content-Length', object.size)
        .send(object.stream);
    },
  );

  const decided = z.object({ id: z.number().int(), status });

  app.post('/platform/audit/detail/:id/approve', { schema: { params: idParams, response: { 200: envelope(decided) } } }, async (request) => {
    const auth = platformAdmin(request);
    const { id } = request.params;
    if (!(await app.companyReviews.reviewDetail(id))) throw notFound();
    if (!(await app.companyReviews.decide(id, 'approved', '', actorOf(auth)))) throw badRequest('reviewNotPending');
    return ok({ id, status: 'approved' as const });
  });

  app.post(
    '/platform/audit/detail/:id/reject',
    {
      schema: {
        params: idParams,
        body: z.object({ reason: z.string().trim().min(1, 'rejectReasonRequired').max(REJECT_REASON_MAX) }),
        response: { 200: envelope(decided) },
      },
    },
    async (request) => {
      const auth = platformAdmin(request);
      const { id } = request.params;
      if (!(await app.companyReviews.reviewDetail(id))) throw notFound();
      if (!(await app.companyReviews.decide(id, 'rejected', request.body.reason, actorOf(auth)))) {
        throw badRequest('reviewNotPending');
      }
      return ok({ id, status: 'rejected' as const });
    },
  );
};

export default routes;
