/**
 * A merchant's advance notices (到货预报; contract in src/domain/warehouse/notices.ts): the consignor's side of an
 * inbound. Consignor accounts only (others 403); every id outside the merchant's own notices is a 404. Writes take
 * an Idempotency-Key through the server-wide layer.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NOTICE_STATUSES, noticeBody, noticeCancelBody, noticeDetail, noticeSummary, noticeWarehouse } from '../../../../../src/domain/warehouse/notices';
import { forbidden, notFound } from '../../../lib/http-error';
import { envelope, idParam, ok, pageQuery } from '../../../lib/schemas';
import { cancelNotice, createNotice, editNotice, listNotices, noticeDetail as readNotice, noticeWarehouses, type NoticeScope } from '../../../repositories/warehouse/notices';

/** the signed-in merchant at its servicer; anyone else has no notices */
function scopeOf(request: FastifyRequest): NoticeScope {
  const user = request.user();
  if (user.main_type !== 'consignor' || !user.servicer_id || !user.resource_id) throw forbidden();
  return { servicerId: user.servicer_id, resourceId: user.resource_id, userId: user.id, name: user.nickname || user.username, lang: request.lang };
}

const params = z.object({ id: idParam });

const routes: FastifyPluginAsyncZod = async (app) => {
  const detail = async (scope: NoticeScope, id: number) => {
    const notice = await readNotice(app.db, scope, id);
    if (!notice) throw notFound();
    return notice;
  };

  app.get(
    '/warehouse/notices',
    {
      schema: {
        querystring: pageQuery.extend({ status: z.enum([...NOTICE_STATUSES, '']).optional().transform((v) => v || undefined) }),
        response: { 200: envelope(z.object({ list: z.array(noticeSummary), total: z.number().int() })) },
      },
    },
    async (request) => {
      const q = request.query;
      return ok(await listNotices(app.db, scopeOf(request), { status: q.status, page: q.page, perPage: q.per_page }));
    },
  );

  app.get('/warehouse/notices/warehouses', { schema: { response: { 200: envelope(z.object({ list: z.array(noticeWarehouse) })) } } }, async (request) => {
    return ok({ list: await noticeWarehouses(app.db, scopeOf(request)) });
  });

  app.get('/warehouse/notices/:id', { schema: { params, response: { 200: envelope(noticeDetail) } } }, async (request) => {
    return ok(await detail(scopeOf(request), request.params.id));
  });

  app.post('/warehouse/notices', { schema: { body: noticeBody, response: { 200: envelope(noticeDetail) } } }, async (request) => {
    const scope = scopeOf(request);
    const id = await createNotice(app.db, app.warehouseDocuments, scope, request.body);
    return ok(await detail(scope, id));
  });

  app.put('/warehouse/notices/:id', { schema: { params, body: noticeBody, response: { 200: envelope(noticeDetail) } } }, async (request) => {
    const scope = scopeOf(request);
    await editNotice(app.db, app.warehouseDocuments, scope, request.params.id, request.body);
    return ok(await detail(scope, request.params.id));
  });

  app.post('/warehouse/notices/:id/cancel', { schema: { params, body: noticeCancelBody, response: { 200: envelope(noticeDetail) } } }, async (request) => {
    const scope = scopeOf(request);
    await cancelNotice(app.db, app.warehouseDocuments, scope, request.params.id, request.body.reason);
    return ok(await detail(scope, request.params.id));
  });
};

export default routes;
