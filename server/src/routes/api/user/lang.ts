/**
 * PUT /api/user/lang {lang: 'zh' | 'en'}: the browser's language switch tells the server, so notifications caused
 * by other users' actions reach this user in the language they now read (lib/notify.ts). Anything else is a 400
 * naming the field.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../lib/schemas';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/user/lang',
    {
      schema: {
        body: z.object({ lang: z.enum(['zh', 'en']) }),
        response: { 200: envelope(z.object({ lang: z.enum(['zh', 'en']) })) },
      },
    },
    async (request) => {
      const { lang } = request.body;
      await app.users.setLang(request.user().id, lang);
      return ok({ lang });
    },
  );
};

export default routes;
