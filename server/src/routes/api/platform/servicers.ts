/**
 * Servicer companies for the platform (/saas/basic/servicer/*), platform admin only:
 *   GET  /api/platform/servicer/list               {page, per_page, name, status 1|0}: app code, status, subscription end, users count
 *   GET  /api/platform/servicer/detail/:id         details, users count, subscription and its extension log
 *   POST /api/platform/servicer/detail/:id/extend  {days 1..1095}: new hosting_end (from today when already expired)
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EXTEND_DAYS_MAX, REVIEW_STATUSES } from '../../../../../src/domain/organization';
import { notFound } from '../../../lib/http-error';
import { envelope, idParam, numeric, ok, pageQuery } from '../../../lib/schemas';
import { leftDays } from '../../../lib/subscription';
import { actorOf } from '../system/roles';
import { platformAdmin } from './guard';

const listItem = z.object({
  id: z.number().int(),
  name: z.string(),
  app_code: z.string(),
  status: z.number().int(),
  hosting_end: z.string().nullable(),
  left_days: z.number().int(),
  subscribe_version: z.string(),
  subscribe_version_name: z.string(),
  contact_phone: z.string(),
  biz_manager_phone: z.string(),
  created_at: z.string(),
  users_count: z.number().int(),
  review_status: z.enum(REVIEW_STATUSES),
});

const detailSchema = listItem.omit({ review_status: true }).extend({
  review_status: z.enum(REVIEW_STATUSES),
  active_users_count: z.number().int(),
  sub_users_count: z.number().int(),
  main_username: z.string(),
  main_nickname: z.string(),
  main_phone: z.string(),
  contact_name: z.string(),
  address: z.string(),
  license_no: z.string(),
  memo: z.string(),
  extensions: z.array(
    z.object({ id: z.number().int(), days: z.number().int(), previous_end: z.string().nullable(), new_end: z.string(), actor_name: z.string(), created_at: z.string() }),
  ),
});

const idParams = z.object({ id: idParam });

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/platform/servicer/list',
    {
      schema: {
        querystring: pageQuery.extend({ name: z.string().trim().max(50).optional(), status: z.enum(['0', '1']).optional() }),
        response: { 200: envelope(z.object({ list: z.array(listItem), total: z.number().int() })) },
      },
    },
    async (request) => {
      platformAdmin(request);
      const q = request.query;
      const result = await app.servicerCompanies.servicerList({
        name: q.name || undefined,
        status: q.status === undefined ? undefined : Number(q.status),
        page: q.page,
        perPage: q.per_page,
      });
      return ok({ list: result.list.map((r) => ({ ...r, left_days: leftDays(r.hosting_end) })), total: result.total });
    },
  );

  app.get('/platform/servicer/detail/:id', { schema: { params: idParams, response: { 200: envelope(detailSchema) } } }, async (request) => {
    platformAdmin(request);
    const detail = await app.servicerCompanies.servicerDetail(request.params.id);
    if (!detail) throw notFound();
    return ok({ ...detail, left_days: leftDays(detail.hosting_end) });
  });

  app.post(
    '/platform/servicer/detail/:id/extend',
    {
      schema: {
        params: idParams,
        body: z.object({ days: numeric(z.number().int().min(1).max(EXTEND_DAYS_MAX)) }),
        response: { 200: envelope(z.object({ id: z.number().int(), hosting_end: z.string(), left_days: z.number().int() })) },
      },
    },
    async (request) => {
      const auth = platformAdmin(request);
      const { id } = request.params;
      const end = await app.servicerCompanies.extendSubscription(id, request.body.days, actorOf(auth));
      if (!end) throw notFound();
      return ok({ id, hosting_end: end, left_days: leftDays(end) });
    },
  );
};

export default routes;
