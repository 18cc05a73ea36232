/**
 * POST /file/image/upload (multipart, field photo) → data.fileid, and GET /file/image/download?file_id= which serves
 * a file of the caller's company with its sniffed type and long-lived private caching (fileids never change bytes).
 */
import { randomBytes } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMAGE_MAX_BYTES, IMAGE_MAX_MB } from '../../../../../src/domain/images';
import { HttpError, badRequest } from '../../../lib/http-error';
import { envelope, ok } from '../../../lib/schemas';
import { servedImageHeaders } from '../../../lib/served-image';
import { isRechargeVoucher } from '../../../repositories/finance/recharges';
import { abnormalActor } from '../abnormal/index';
import { storeImagePart, type ImageGuardOptions } from './image-stream';

/**
 * another company's file that the caller may still see: a photo on an abnormal record the caller sees — the merchant
 * the desk's photos of its own order, the desk the photos the field (a delivery company) took of its records
 */
async function referencedPhoto(request: FastifyRequest, fileid: string) {
  let actor;
  try {
    actor = abnormalActor(request);
  } catch {
    return undefined;
  }
  return (await request.server.abnormal.photoVisible(actor, fileid)) ? request.server.files.findReferenced(fileid) : undefined;
}

export const DOWNLOAD_PATH = '/api/file/image/download';
export const downloadUrl = (fileid: string) => `${DOWNLOAD_PATH}?file_id=${fileid}`;
export const newFileid = () => randomBytes(16).toString('hex');

export const uploadResult = z.object({
  fileid: z.string(),
  url: z.string(),
  content_type: z.string(),
  size: z.number().int(),
});

/** The one file part of a multipart request, which must be in `field`; anything else is a 400. */
export async function filePart(request: FastifyRequest, field: string, maxBytes: number): Promise<MultipartFile> {
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { fileSize: maxBytes + 1, files: 1, fields: 20, parts: 25, fieldSize: 8192 } });
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw badRequest('uploadFieldMissing', { field });
    throw error;
  }
  if (!part || part.fieldname !== field) {
    part?.file.resume();
    throw badRequest('uploadFieldMissing', { field });
  }
  return part;
}

/** A refused upload closes the connection, so the client stops sending the rest of a large body. */
export async function closingOnError<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    reply.header('connection', 'close');
    throw error;
  }
}

export const tooLargeGuard = (maxBytes: number, limitMb: number): ImageGuardOptions => ({
  maxBytes,
  tooLarge: () => badRequest('imageTooLarge', { limit: limitMb }),
});

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/file/image/upload',
    // an Idempotency-Key is honoured once the file is received: no transaction is held while a phone uploads
    { config: { idempotency: 'manual' }, schema: { response: { 200: envelope(uploadResult) } } },
    async (request, reply) => {
      const auth = request.user();
      const { part, stored } = await closingOnError(reply, async () => {
        const part = await filePart(request, 'photo', IMAGE_MAX_BYTES);
        const stored = await storeImagePart(app, part, `c${auth.company_id}`, tooLargeGuard(IMAGE_MAX_BYTES, IMAGE_MAX_MB));
        return { part, stored };
      });
      // the same key with the same bytes in the same field answers the first fileid; this copy is dropped
      let created = false;
      let kept = false;
      try {
        const answer = await app.idempotent(request, reply, `${Object.keys(part.fields).sort().join(',')}\n${stored.sha256}`, async () => {
          const row = await app.files.create({
            fileid: newFileid(),
            companyId: auth.company_id,
            uploaderId: auth.id,
            storageKey: stored.key,
            contentType: stored.contentType,
            size: stored.size,
            sha256: stored.sha256,
          });
          created = true;
          return ok({ fileid: row.fileid, url: downloadUrl(row.fileid), content_type: row.contentType, size: row.size });
        });
        kept = created;
        return answer;
      } finally {
        if (!kept) await app.storage.delete(stored.key).catch((error: unknown) => request.log.warn({ err: error }, 'dropping an unrecorded upload failed'));
      }
    },
  );

  app.get(
    '/file/image/download',
    { schema: { querystring: z.object({ file_id: z.string().trim().min(1).max(64) }) } },
    async (request, reply) => {
      const auth = request.user();
      const row =
        (await app.files.findForCompany(request.query.file_id, auth.company_id)) ??
        (await referencedPhoto(request, request.query.file_id)) ??
        // a merchant's recharge voucher (stored in its own company) for the servicer reviewing the recharge
        (auth.main_type === 'servicer' && (await isRechargeVoucher(app.db, auth.company_id, request.query.file_id)) ? await app.files.findReferenced(request.query.file_id) : undefined) ??
        // an image of a published article (issue 22) is for every reader of the feed
        ((await app.articles.publishedImage(request.query.file_id)) ? await app.files.findReferenced(request.query.file_id) : undefined);
      if (!row) throw new HttpError(404, 'fileNotFound');
      const etag = `"${row.sha256}"`;
      reply
        .header('ETag', etag)
        .header('Cache-Control', 'private, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      const object = await app.storage.get(row.storageKey);
      if (!object) throw new HttpError(404, 'fileNotFound');
      return reply
        .headers(servedImageHeaders(row.contentType, row.fileid))
        .header('Content-Length', object.size)
        .send(object.stream);
    },
  );
};

export default routes;
