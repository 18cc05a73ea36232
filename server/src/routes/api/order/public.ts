/**
 * The public order pages' calls (spec §2.1, no sign-in; src/domain/public-order/api.ts):
 *   GET  /api/order/public/track ?no&tel4                 status and timeline; a wrong number and wrong digits are the
 *                                                          same 404; throttled per IP (429)
 *   GET  /api/order/public/attachments ?id&no&e&s         the photos of a signed customer link (403 tampered, 410 expired)
 *   GET  /api/order/public/attachments/file ?id&no&e&s&f  one of those photos
 * and, signed in, POST /api/order/attachment-link {order_id}: a customer link to an order of the caller's scope.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  attachmentFileQuery,
  attachmentLinkBody,
  attachmentLinkDto,
  attachmentLinkQuery,
  attachmentPagePath,
  attachmentsDto,
  TRACK_LIMIT,
  TRACK_WINDOW_MINUTES,
  trackDto,
  trackQuery,
  type AttachmentLinkQuery,
} from '../../../../../src/domain/public-order/api';
import type { Config } from '../../../config';
import { attachmentLinkKey, checkAttachmentLink, signAttachmentLink } from '../../../lib/attachment-link';
import { HttpError, notFound } from '../../../lib/http-error';
import { IpThrottle } from '../../../lib/ip-throttle';
import { envelope, ok } from '../../../lib/schemas';
import { servedImageHeaders } from '../../../lib/served-image';
import { orderPhotos, trackOrder } from '../../../repositories/public-order';
import { orderScope } from './stats';

const FILE_PATH = '/api/order/public/attachments/file';

const fileUrl = (q: AttachmentLinkQuery, fileid: string) =>
  `${FILE_PATH}?${new URLSearchParams({ id: String(q.id), no: q.no, e: String(q.e), s: q.s, f: fileid }).toString()}`;

const routes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const key = attachmentLinkKey(config.jwtSecret);
  const throttle = new IpThrottle(TRACK_LIMIT, TRACK_WINDOW_MINUTES * 60_000);

  app.get('/order/public/track', { config: { public: true }, schema: { querystring: trackQuery, response: { 200: envelope(trackDto) } } }, async (request) => {
    if (!throttle.take(request.ip)) throw new HttpError(429, 'trackThrottled');
    const found = await trackOrder(app.db, request.query.no, request.query.tel4);
    if (!found) throw new HttpError(404, 'trackNotFound');
    return ok(found);
  });

  /** the order behind a link that checks out; a clear refusal otherwise */
  async function linkedOrder(q: AttachmentLinkQuery) {
    const check = checkAttachmentLink(key, q);
    if (check === 'invalid') throw new HttpError(403, 'attachmentLinkInvalid');
    if (check === 'expired') throw new HttpError(410, 'attachmentLinkExpired');
    const photos = await orderPhotos(app.db, q.id, q.no);
    if (!photos) throw new HttpError(403, 'attachmentLinkInvalid');
    return photos;
  }

  app.get(
    '/order/public/attachments',
    { config: { public: true }, schema: { querystring: attachmentLinkQuery, response: { 200: envelope(attachmentsDto) } } },
    async (request) => {
      const q = request.query;
      const o = await linkedOrder(q);
      return ok({
        order_no: o.orderNo,
        status: o.status,
        expires_at: new Date(q.e * 1000).toISOString(),
        photos: [
          ...o.sign.map((f) => ({ kind: 'sign' as const, url: fileUrl(q, f) })),
          ...o.abnormal.map((f) => ({ kind: 'abnormal' as const, url: fileUrl(q, f) })),
        ],
      });
    },
  );

  app.get('/order/public/attachments/file', { config: { public: true }, schema: { querystring: attachmentFileQuery } }, async (request, reply) => {
    const { f, ...q } = request.query;
    const o = await linkedOrder(q);
    if (!o.sign.includes(f) && !o.abnormal.includes(f)) throw new HttpError(404, 'fileNotFound');
    const row = await app.files.findReferenced(f);
    const object = row ? await app.storage.get(row.storageKey) : null;
    if (!row || !object) throw new HttpError(404, 'fileNotFound');
    return reply
      .headers(servedImageHeaders(row.contentType, row.fileid))
      .header('Cache-Control', 'private, max-age=300')
      .header('Content-Length', object.size)
      .send(object.stream);
  });

  app.post('/order/attachment-link', { schema: { body: attachmentLinkBody, response: { 200: envelope(attachmentLinkDto) } } }, async (request) => {
    const order = await app.orderActions.find(orderScope(request.user(), request.dataScope()), { id: request.body.order_id });
    if (!order) throw notFound();
    const link = signAttachmentLink(key, order.id, order.orderNo);
    return ok({ path: attachmentPagePath(link), expires_at: new Date(link.e * 1000).toISOString() });
  });
};

export default routes;
