/** The signed-in user's own account: user info, profile, password, last sign-in time. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../../../src/domain/auth';
import { badRequest, unauthorized } from '../../../lib/http-error';
import { closeEndedSessions } from '../../../lib/end-sessions';
import { hashPassword, verifyPassword } from '../../../lib/passwords';
import { userInfo } from '../../../lib/principal';
import { envelope, mobile, ok } from '../../../lib/schemas';
import { userInfoSchema } from '../../../schemas/session';

export const NICKNAME_MAX = 32;

const routes: FastifyPluginAsyncZod = async (app) => {
  const currentPrincipal = async (userId: number) => {
    const principal = await app.users.principal(userId);
    if (!principal) throw unauthorized();
    return principal;
  };

  app.get(
    '/user/users/getUserByToken',
    { schema: { response: { 200: envelope(userInfoSchema) } } },
    async (request) => {
      const auth = request.user();
      const principal = await currentPrincipal(auth.id);
      const group = auth.group_id ? { id: auth.group_id, name: auth.group_name } : null;
      return ok(userInfo(principal, auth.app_code, group));
    },
  );

  app.post(
    '/user/users/updateUser',
    {
      schema: {
        body: z.object({ nickname: z.string().trim().min(1).max(NICKNAME_MAX), phone: mobile }),
        response: { 200: envelope(userInfoSchema) },
      },
    },
    async (request) => {
      const auth = request.user();
      await app.users.updateProfile(auth.id, request.body);
      const principal = await currentPrincipal(auth.id);
      const group = auth.group_id ? { id: auth.group_id, name: auth.group_name } : null;
      return ok(userInfo(principal, auth.app_code, group));
    },
  );

  app.post(
    '/user/users/updatePassword',
    {
      schema: {
        body: z.object({
          old_password: z.string().min(1).max(PASSWORD_MAX),
          new_password: z.string().min(PASSWORD_MIN).max(PASSWORD_MAX),
        }),
        response: {
          200: envelope(z.object({ revoked_sessions: z.number().int(), token: z.string(), refresh_token: z.string() })),
        },
      },
    },
    async (request) => {
      const auth = request.user();
      const { user } = await currentPrincipal(auth.id);
      if (!(await verifyPassword(request.body.old_password, user.passwordHash))) throw badRequest('wrongOldPassword');
      // Every session ends, this one too (whoever knew the old password may hold a token of it); the browser that
      // made the change carries on with the new session in the answer.
      await app.users.updatePasswordHash(user.id, await hashPassword(request.body.new_password));
      const revoked = await closeEndedSessions(app, user.id, request.authSession?.familyId);
      const group = auth.group_id ? { id: auth.group_id, name: auth.group_name } : null;
      const session = await app.issueSession(await currentPrincipal(user.id), auth.app_code, group);
      return ok({ revoked_sessions: revoked, ...session });
    },
  );

  app.get(
    '/user/users/getLastLoginTime',
    {
      schema: {
        response: {
          200: envelope(z.object({ last_login_at: z.string().nullable(), current_login_at: z.string().nullable() })),
        },
      },
    },
    async (request) => {
      const times = await app.users.loginTimes(request.user().id);
      if (!times) throw unauthorized();
      return ok({
        last_login_at: times.previousLoginAt?.toISOString() ?? null,
        current_login_at: times.lastLoginAt?.toISOString() ?? null,
      });
    },
  );
};

export default routes;
