/** Public account routes: self-registration (a company on a 15-day trial) and the password-reset request. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX } from '../../../../../src/domain/auth';
import type { AppCode } from '../../../../../src/domain/variants';
import { badRequest } from '../../../lib/http-error';
import { hashPassword } from '../../../lib/passwords';
import { envelope, mobile, ok } from '../../../lib/schemas';
import { completeSignIn } from '../../../lib/sign-in';
import { statedLang } from '../../../lib/user-lang';
import { addDays, chinaDate } from '../../../lib/subscription';
import { loginResultSchema } from '../../../schemas/session';

export const TRIAL_DAYS = 15;
const COMPANY_NAME_MAX = 50;

const REGISTRABLE = {
  DA: { companyType: 'consignor', mainType: 'consignor' },
  BANG: { companyType: 'servicer', mainType: 'servicer' },
  PAI: { companyType: 'delivery', mainType: 'delivery' },
} as const satisfies Partial<Record<AppCode, { companyType: string; mainType: string }>>;

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user/users/register',
    {
      config: { public: true },
      schema: {
        body: z.object({
          company_name: z.string().trim().min(1).max(COMPANY_NAME_MAX),
          username: z
            .string()
            .trim()
            .min(3)
            .max(USERNAME_MAX)
            .regex(/^[A-Za-z0-9_.@-]+$/),
          password: z.string().min(PASSWORD_MIN).max(PASSWORD_MAX),
          phone: mobile,
          app_code: z.enum(['DA', 'BANG', 'PAI']),
          nickname: z.string().trim().max(32).optional(),
        }),
        response: { 200: envelope(loginResultSchema) },
      },
    },
    async (request) => {
      const body = request.body;
      if (await app.users.usernameExists(body.username)) throw badRequest('usernameTaken');
      const kind = REGISTRABLE[body.app_code];
      let userId: number;
      try {
        const user = await app.users.createAccount({
          companyName: body.company_name,
          companyType: kind.companyType,
          hostingEnd: addDays(chinaDate(), TRIAL_DAYS),
          subscribeVersion: 'TRIAL',
          subscribeVersionName: '试用版',
          username: body.username,
          passwordHash: await hashPassword(body.password),
          nickname: body.nickname || body.company_name,
          phone: body.phone,
          appCode: body.app_code,
          mainType: kind.mainType,
        });
        userId = user.id;
      } catch (error) {
        if (isUniqueViolation(error)) throw badRequest('usernameTaken');
        throw error;
      }
      return ok(await completeSignIn(app, userId, body.app_code, statedLang(request)));
    },
  );

  // No SMS gateway is connected: answer the same whether or not the account exists.
  app.post(
    '/user/users/forgetPassword',
    {
      config: { public: true },
      schema: {
        body: z.object({ username: z.string().trim().min(1).max(USERNAME_MAX), phone: mobile }),
        response: { 200: envelope(z.object({ sms_connected: z.boolean() })) },
      },
    },
    async () => ok({ sms_connected: false }),
  );
};

export default routes;
