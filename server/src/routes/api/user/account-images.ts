/** Account images: the signed-in user's avatar and, for main accounts, the company's qualification photos (≤ 10). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, forbidden } from '../../../lib/http-error';
import { envelope, ok } from '../../../lib/schemas';

export const QUALIFICATION_MAX = 10;

const fileid = z.string().trim().min(1).max(64);

const routes: FastifyPluginAsyncZod = async (app) => {
  /** every referenced file must be one the caller's company uploaded */
  const assertOwn = async (fileids: string[], companyId: number) => {
    const unique = [...new Set(fileids)];
    if ((await app.files.countForCompany(unique, companyId)) !== unique.length) throw badRequest('fileNotFound');
  };

  app.post(
    '/user/users/updateAvatar',
    { schema: { body: z.object({ fileid: fileid.nullable() }), response: { 200: envelope(z.object({ avatar_fileid: z.string().nullable() })) } } },
    async (request) => {
      const auth = request.user();
      const { fileid: avatar } = request.body;
      if (avatar) await assertOwn([avatar], auth.company_id);
      await app.files.setAvatar(auth.id, avatar);
      return ok({ avatar_fileid: avatar });
    },
  );

  app.get(
    '/user/company/qualification',
    { schema: { response: { 200: envelope(z.object({ fileids: z.array(z.string()) })) } } },
    async (request) => ok({ fileids: await app.files.qualifications(request.user().company_id) }),
  );

  app.post(
    '/user/company/qualification',
    {
      schema: {
        body: z.object({ fileids: z.array(fileid).max(QUALIFICATION_MAX) }),
        response: { 200: envelope(z.object({ fileids: z.array(z.string()) })) },
      },
    },
    async (request) => {
      const auth = request.user();
      if (!auth.is_main) throw forbidden('mainAccountOnly');
      const fileids = [...new Set(request.body.fileids)];
      await assertOwn(fileids, auth.company_id);
      await app.files.setQualifications(auth.company_id, fileids);
      return ok({ fileids });
    },
  );
};

export default routes;
