/** POST /api/user/users/refresh-token: trades a refresh token for a new access token and its successor. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppCode } from '../../../../../src/domain/variants';
import { unauthorized } from '../../../lib/http-error';
import { tokenPayload } from '../../../lib/principal';
import { envelope, ok } from '../../../lib/schemas';
import { hashRefreshToken, newRefreshToken } from '../../../lib/tokens';
import { statedLang } from '../../../lib/user-lang';
import { refreshTokenFrom } from '../../../plugins/auth';
import type { Config } from '../../../config';

const routes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.post(
    '/user/users/refresh-token',
    {
      config: { public: true },
      schema: {
        body: z.object({ refresh_token: z.string().max(512).optional() }).nullish(),
        response: { 200: envelope(z.object({ access_token: z.string(), refresh_token: z.string() })) },
      },
    },
    async (request) => {
      const presented = refreshTokenFrom(request, request.body?.refresh_token);
      if (!presented || presented.length > 512) throw unauthorized('refreshInvalid');
      const next = newRefreshToken();
      const result = await app.sessions.rotate(hashRefreshToken(presented), (previous) => ({
        id: next.id,
        userId: previous.userId,
        familyId: previous.familyId,
        tokenHash: next.hash,
        appCode: previous.appCode,
        groupId: previous.groupId,
        groupName: previous.groupName,
        expiresAt: new Date(Date.now() + config.refreshTokenTtl * 1000),
        sessionVersion: previous.sessionVersion,
      }));
      if (result.status === 'reused') {
        request.log.warn({ userId: result.previous.userId, family: result.previous.familyId }, 'refresh token reuse: family revoked');
      }
      if (result.status !== 'rotated') throw unauthorized('refreshInvalid');

      const { previous } = result;
      const principal = await app.users.principal(previous.userId);
      const appCode = previous.appCode as AppCode;
      if (
        !principal ||
        // the session was ended (logout, password change, disabling) after this token's family began
        principal.user.sessionVersion !== previous.sessionVersion ||
        principal.user.status !== 1 ||
        principal.company.status !== 1 ||
        !principal.user.appCodes.includes(appCode)
      ) {
        await app.sessions.revokeByHash(next.hash);
        throw unauthorized('refreshInvalid');
      }
      // the language the browser now uses becomes the user's (notifications are written in it)
      const lang = statedLang(request);
      if (lang && lang !== principal.user.lang) await app.users.setLang(principal.user.id, lang);
      const group = previous.groupId ? { id: previous.groupId, name: previous.groupName } : null;
      // signed under the family's version, not the one just read: a session ended meanwhile stays ended
      const session = { familyId: previous.familyId, version: previous.sessionVersion };
      const accessToken = await app.signAccessToken(tokenPayload(principal, appCode, group), session);
      return ok({ access_token: accessToken, refresh_token: next.token });
    },
  );
};

export default routes;
