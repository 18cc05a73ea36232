/** The signed-in user's notification history (spec §7 Notifications); the socket of issue 8 pushes new ones. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../lib/http-error';
import { envelope, idParam, ok, pageQuery, queryFlag } from '../../../lib/schemas';
import type { NotificationRow } from '../../../repositories/notifications';

const MAX_IDS = 1000;

const notificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  type: z.string(),
  data: z.object({ route: z.string().optional(), file_url: z.string().optional() }),
  meta: z.object({ idempotency_key: z.string().optional(), ts: z.number().optional() }),
  extra: z.object({
    route: z.string().optional(),
    file_url: z.string().optional(),
    web_actions: z.array(z.object({ route: z.string() })).optional(),
  }),
  is_read: z.boolean(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});

function toNotification(row: NotificationRow): z.infer<typeof notificationSchema> {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    type: row.type,
    data: row.data,
    meta: row.meta,
    extra: row.extra,
    is_read: row.readAt !== null,
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

const updatedSchema = envelope(z.object({ updated: z.number().int() }));

const routes: FastifyPluginAsyncZod = async (app) => {
  const owner = (auth: { id: number; company_id: number }) => ({ userId: auth.id, companyId: auth.company_id });

  app.get(
    '/notify/history',
    {
      schema: {
        querystring: pageQuery.extend({ unread: queryFlag, only_unread: queryFlag, read: queryFlag, type: z.enum(['chat', 'alert', 'system']).optional() }),
        response: {
          200: envelope(z.object({ list: z.array(notificationSchema), total: z.number().int(), unread: z.number().int() })),
        },
      },
    },
    async (request) => {
      const { page, per_page, unread, only_unread, read, type } = request.query;
      const result = await app.notifications.list(owner(request.user()), {
        unreadOnly: unread || only_unread,
        readOnly: read,
        type,
        page,
        perPage: per_page,
      });
      return ok({ list: result.list.map(toNotification), total: result.total, unread: result.unread });
    },
  );

  const readAll = async (request: { user(): { id: number; company_id: number } }) =>
    ok({ updated: await app.notifications.markAllRead(owner(request.user())) });
  app.put('/notify/history/read-all', { schema: { response: { 200: updatedSchema } } }, readAll);
  app.post('/notify/history/read-all', { schema: { response: { 200: updatedSchema } } }, readAll);

  app.post(
    '/notify/history/read',
    {
      schema: {
        body: z.object({ ids: z.array(idParam).min(1).max(MAX_IDS) }),
        response: { 200: updatedSchema },
      },
    },
    async (request) => {
      const updated = await app.notifications.markManyRead(owner(request.user()), request.body.ids);
      if (updated === null) throw notFound();
      return ok({ updated });
    },
  );

  app.put(
    '/notify/history/:id',
    {
      schema: {
        params: z.object({ id: idParam }),
        body: z.object({ action: z.literal('read') }),
        response: { 200: updatedSchema },
      },
    },
    async (request) => {
      if (!(await app.notifications.markRead(owner(request.user()), request.params.id))) throw notFound();
      return ok({ updated: 1 });
    },
  );
};

export default routes;
