/** POST /api/login/login (also /api/user/users/userslogin) and /api/login/logout (one session, or with `everywhere` every session of the user). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginBodySchema } from '../../../../../src/domain/auth';
import { badRequest, HttpError } from '../../../lib/http-error';
import { requestAppCode } from '../../../lib/app-code';
import { closeEndedSessions, endSession } from '../../../lib/end-sessions';
import { decoyHash, verifyPassword } from '../../../lib/passwords';
import { envelope, ok } from '../../../lib/schemas';
import { completeSignIn } from '../../../lib/sign-in';
import { statedLang } from '../../../lib/user-lang';
import { hashRefreshToken } from '../../../lib/tokens';
import { refreshTokenFrom } from '../../../plugins/auth';
import { loginResultSchema } from '../../../schemas/session';

const routes: FastifyPluginAsyncZod = async (app) => {
  // POST /user/users/userslogin (spec §7) is the users service's name for the same sign-in: one handler, two paths.
  // The login screen posts to /login/login; userslogin answers clients that sign in through the users service. No
  // screen uses it: the product has one sign-in screen, and it posts to /login/login (issue 23: written down here).
  for (const url of ['/login/login', '/user/users/userslogin']) app.post(
    url,
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
        body: z.object({ refresh_token: z.string().max(512).optional(), everywhere: z.boolean().optional() }).nullish(),
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      // The session signed out is the refresh token's family, else the access token's. Its access tokens stop at
      // once too (plugins/auth.ts). Other devices and colleagues signed in to the same account stay, unless
      // `everywhere` asks to end every session of the user.
      const token = refreshTokenFrom(request, request.body?.refresh_token);
      const row = token && token.length <= 512 ? await app.sessions.findByHash(hashRefreshToken(token)) : undefined;
      const familyId = row?.familyId ?? request.authSession?.familyId;
      if (familyId) await endSession(app, familyId);
      const live = row && !row.revokedAt && row.expiresAt.getTime() > Date.now() ? row : undefined;
      const userId = request.auth?.id ?? live?.userId;
      if (request.body?.everywhere && userId !== undefined) {
        await app.users.endSessions(userId);
        await closeEndedSessions(app, userId);
      }
      return ok(null);
    },
  );
};

export default routes;
