/** GET /api/user/user_subscription/check: days left, whether to warn or block, and whom to call. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SubscriptionInfo } from '../../../../../src/domain/auth';
import { APP_CODES, type AppCode } from '../../../../../src/domain/variants';
import { unauthorized } from '../../../lib/http-error';
import { envelope, ok } from '../../../lib/schemas';
import { expiryFlags, leftDays, NEVER_EXPIRES_DAYS } from '../../../lib/subscription';

const subscriptionSchema = z.object({
  left_days: z.number().int(),
  pre_sale_arr: z.array(z.object({ name: z.string(), phone: z.string() })),
  is_expired: z.boolean(),
  is_show: z.boolean(),
  name: z.string(),
  phone: z.string(),
  hosting_end: z.string(),
  biz_manager_phone: z.string(),
  subscribe_version_name: z.string(),
}) satisfies z.ZodType<SubscriptionInfo>;

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/user_subscription/check',
    {
      schema: {
        querystring: z.object({ app_code: z.enum(APP_CODES as [AppCode, ...AppCode[]]).optional() }),
        response: { 200: envelope(subscriptionSchema) },
      },
    },
    async (request) => {
      const auth = request.user();
      const company = await app.companies.findById(auth.company_id);
      if (!company) throw unauthorized();
      // The platform itself never expires. app_code is accepted for the client's sake; the company decides.
      const platform = company.type === 'platform' || auth.main_type === 'admin';
      const left = platform ? NEVER_EXPIRES_DAYS : leftDays(company.hostingEnd);
      return ok({
        left_days: left,
        pre_sale_arr: await app.settings.salesContacts(),
        ...expiryFlags(left),
        name: company.name,
        phone: company.contactPhone,
        hosting_end: company.hostingEnd ?? '',
        biz_manager_phone: company.bizManagerPhone,
        subscribe_version_name: company.subscribeVersionName,
      });
    },
  );
};

export default routes;
