/**
 * Signed-policy direct upload (spec §7), a server-side switch (DIRECT_UPLOAD, config.directUpload): GET
 * /file/upload/policy answers {enabled: false} when it is off — every image uploader then uses POST
 * /file/image/upload — and otherwise {enabled: true} with a policy bound to the caller's company; POST
 * /file/upload/direct takes the policy fields then field `file`, like a cloud store's form upload, and answers
 * {status, data: {url}} (refused 400 while the switch is off). The POST needs no session: the signature is the credential.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMAGE_MAX_MB } from '../../../../../src/domain/images';
import type { Config } from '../../../config';
import { badRequest } from '../../../lib/http-error';
import { envelope, ok } from '../../../lib/schemas';
import { storeImagePart } from './image-stream';
import { closingOnError, downloadUrl, filePart, newFileid } from './image';
import { issuePolicy, verifyPolicy } from './upload-policy';

export const DIRECT_UPLOAD_PATH = '/api/file/upload/direct';

const fieldValue = (fields: Record<string, unknown>, name: string): string | undefined => {
  const field = fields[name] as { type?: string; value?: unknown } | undefined;
  return field?.type === 'field' && typeof field.value === 'string' ? field.value : undefined;
};

const routes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get(
    '/file/upload/policy',
    {
      schema: {
        response: {
          200: envelope(
            z.object({
              enabled: z.boolean(),
              host: z.string().optional(),
              dir: z.string().optional(),
              policy: z.string().optional(),
              signature: z.string().optional(),
              expire: z.number().int().optional(),
            }),
          ),
        },
      },
    },
    async (request) => {
      const auth = request.user();
      if (!config.directUpload) return ok({ enabled: false });
      return ok({ enabled: true, ...issuePolicy(config.jwtSecret, { companyId: auth.company_id, uploaderId: auth.id, host: DIRECT_UPLOAD_PATH }) });
    },
  );

  app.post(
    '/file/upload/direct',
    {
      config: { public: true },
      schema: {
        response: { 200: z.object({ code: z.string(), msg: z.string(), status: z.string(), data: z.object({ url: z.string(), fileid: z.string() }) }) },
      },
    },
    async (request, reply) => {
      if (!config.directUpload) throw badRequest('directUploadOff');
      const { verified, stored } = await closingOnError(reply, async () => {
        // policy fields precede the file in the form, so they are known before a byte of it is stored
        const part = await filePart(request, 'file', 10 * 1024 * 1024);
        const fields = part.fields as Record<string, unknown>;
        const policy = verifyPolicy(config.jwtSecret, {
          policy: fieldValue(fields, 'policy'),
          signature: fieldValue(fields, 'signature'),
          key: fieldValue(fields, 'key'),
        });
        const rangeError = () => badRequest('uploadLengthRange', { min: policy.minBytes, max: policy.maxBytes });
        const file = await storeImagePart(app, part, `c${policy.companyId}`, {
          maxBytes: Math.min(policy.maxBytes, IMAGE_MAX_MB * 1024 * 1024),
          tooLarge: rangeError,
          minBytes: Math.max(policy.minBytes, 1),
          tooSmall: rangeError,
        });
        return { verified: policy, stored: file };
      });
      const row = await app.files.create({
        fileid: newFileid(),
        companyId: verified.companyId,
        uploaderId: verified.uploaderId,
        storageKey: stored.key,
        contentType: stored.contentType,
        size: stored.size,
        sha256: stored.sha256,
      });
      return { code: '0', msg: 'ok', status: 'ok', data: { url: downloadUrl(row.fileid), fileid: row.fileid } };
    },
  );
};

export default routes;
