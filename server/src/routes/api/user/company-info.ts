/**
 * The signed-in company's own data and its qualification review:
 *   GET  /api/user/company/info              company details (any of its accounts)
 *   PUT  /api/user/company/info              {name, contact_phone, contact_name, address, license_no, memo} — main account only
 *   GET  /api/user/company/review            {status pending|approved|rejected, reason, ...} — what /examining shows
 *   POST /api/user/company/review/resubmit   a rejected application back to the queue — main account only
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COMPANY_MEMO_MAX, COMPANY_NAME_MAX, COMPANY_TEXT_MAX, REVIEW_STATUSES } from '../../../../../src/domain/organization';
import { isPhoneOrLandline } from '../../../../../src/domain/validators';
import { badRequest, forbidden, notFound } from '../../../lib/http-error';
import { envelope, ok } from '../../../lib/schemas';
import { actorOf } from '../system/roles';

const reviewSchema = z.object({
  status: z.enum(REVIEW_STATUSES),
  reason: z.string(),
  submitted_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  company_name: z.string(),
});

const infoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
  app_code: z.string(),
  contact_phone: z.string(),
  hosting_end: z.string().nullable(),
  subscribe_version_name: z.string(),
  biz_manager_phone: z.string(),
  created_at: z.string(),
  qualification_count: z.number().int(),
  review_status: z.enum(REVIEW_STATUSES),
  contact_name: z.string(),
  address: z.string(),
  license_no: z.string(),
  memo: z.string(),
});

const text = (max: number) => z.string().trim().max(max).default('');

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/user/company/info', { schema: { response: { 200: envelope(infoSchema) } } }, async (request) => {
    const info = await app.companies.info(request.user().company_id);
    if (!info) throw notFound();
    return ok(info);
  });

  app.put(
    '/user/company/info',
    {
      schema: {
        body: z.object({
          name: z.string().trim().min(1).max(COMPANY_NAME_MAX),
          contact_phone: z.string().trim().max(20).refine((v) => v === '' || isPhoneOrLandline(v), 'invalidFormat').default(''),
          contact_name: text(COMPANY_TEXT_MAX),
          address: text(COMPANY_TEXT_MAX),
          license_no: text(COMPANY_TEXT_MAX),
          memo: text(COMPANY_MEMO_MAX),
        }),
        response: { 200: envelope(infoSchema) },
      },
    },
    async (request) => {
      const auth = request.user();
      if (!auth.is_main) throw forbidden('mainAccountOnly');
      const b = request.body;
      await app.companies.updateInfo(actorOf(auth), auth.company_id, {
        name: b.name,
        contactPhone: b.contact_phone,
        contactName: b.contact_name,
        address: b.address,
        licenseNo: b.license_no,
        memo: b.memo,
      });
      return ok((await app.companies.info(auth.company_id))!);
    },
  );

  app.get('/user/company/review', { schema: { response: { 200: envelope(reviewSchema) } } }, async (request) => {
    const companyId = request.user().company_id;
    const [review, company] = await Promise.all([app.companies.reviewOf(companyId), app.companies.findById(companyId)]);
    return ok({ ...review, company_name: company?.name ?? '' });
  });

  app.post('/user/company/review/resubmit', { schema: { response: { 200: envelope(reviewSchema) } } }, async (request) => {
    const auth = request.user();
    if (!auth.is_main) throw forbidden('mainAccountOnly');
    if (!(await app.companies.resubmit(auth.company_id, { id: auth.id, name: auth.nickname }))) throw badRequest('reviewNotRejected');
    const company = await app.companies.findById(auth.company_id);
    return ok({ ...(await app.companies.reviewOf(auth.company_id)), company_name: company?.name ?? '' });
  });
};

export default routes;
