/** POST /api/login/login and /api/login/logout. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginBodySchema } from '../../../../../src/domain/auth';
import { badRequest, HttpError } from '../../../lib/http-error';
import { requestAppCode } from '../../../lib/app-code';
import { decoyHash, verifyPassword } from '../../../lib/passwords';
import { envelope, ok } from '../../../lib/schemas';
import { completeSignIn } from '../../../lib/sign-in';
import { statedLang } from '../../../lib/user-lang';
import { hashRefreshToken } from '../../../lib/tokens';
import { refreshTokenFrom } from '../../../plugins/auth';
import { loginResultSchema } from '../../../schemas/session';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login/login',
    {
      config: { public: true },
      schema: { body: loginBodySchema, response: { 200: envelope(loginResultSchema) } },
    },
    async (request) => {
      const { username, password } = request.body;
      const appCode = requestAppCode(request, request.body.app_code);
      const minutes = await app.loginThrottle.lockedMinutes(username);
      if (minutes > 0) throw new HttpError(429, 'tooManyAttempts', { minutes });

      const user = await app.users.findByUsername(username);
      const valid = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
      if (!user || !valid) {
        await app.loginThrottle.fail(username);
        throw badRequest('badCredentials');
      }
      await app.loginThrottle.succeed(username);
      if (user.status !== 1) throw badRequest('accountDisabled');
      if (!user.appCodes.includes(appCode)) throw badRequest('appCodeMismatch');
      return ok(await completeSignIn(app, user.id, appCode, statedLang(request)));
    },
  );

  app.post(
    '/login/logout',
    {
      config: { public: true },
      schema: {
        body: z.object({ refresh_token: z.string().max(512).optional() }).nullish(),
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const token = refreshTokenFrom(request, request.body?.refresh_token);
      if (token && token.length <= 512) await app.sessions.revokeByHash(hashRefreshToken(token));
      return ok(null);
    },
  );
};

export default routes;
