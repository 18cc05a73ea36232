/**
 * The users service's calls of spec §7 that the spec names without their behaviour; each does what its name and the
 * screens that use it imply (issue 23):
 *   POST /api/user/users/dataComplete      the registration's second step (/edit-company): the company's details, every
 *                                           one required; a rejected qualification review goes back to the queue. Main account.
 *   GET  /api/user/users/isServicerRegist  is the signed-in account's company a servicer that finished registration
 *                                           (review approved)? data.is_regist. /edit-company (the registration's
 *                                           second step) asks: a company already registered is told so, no form.
 *                                           /examining reads /user/company/review, which also says why a review was rejected.
 *   GET  /api/user/users/getUserList       the company's accounts, main first {pageNum/pageSize or page/per_page, name,
 *                                           status}: data.list, data.total (success/data/totalItem to pageNum/pageSize,
 *                                           plugins/page-aliases.ts). Company info's 企业账号 table pages through it.
 *                                           The people pickers still read /user/company-users and /user/sub_user/
 *                                           (spec §2.5's sub-account picker).
 *   GET  /api/user/users/getUserInfo       {id}: one account of the company (another company's id: not found). My
 *                                           account reads its own: the role it holds, when it was created.
 *   GET  /api/user/users/getCumulative     the company's all-time figures: orders taken, signed, enabled accounts,
 *                                           days since joining — the dashboard's line under its title.
 *   GET  /api/user/users/checkSubLimit     the sub-account limit of the company's edition, how many it holds, can_add —
 *                                           the sub-account screen disables 新增 at the limit; creating enforces it.
 *   POST /api/user/users/updateUserStatus  {id, status 1|0}: enables / disables a sub-account (disabling ends its sessions);
 *                                           the sub-account list and detail screens toggle through it.
 * POST /user/users/createUser is POST /user/sub_user/create (sub-accounts.ts; the sub-account create screen posts
 * createUser); POST /user/users/userslogin is
 * POST /login/login (login.ts): no screen of its own — it is the same sign-in under the users service's name, and
 * the one sign-in screen posts to /login/login (a second screen signing in the same way would only duplicate it).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountItem, cumulativeSchema, servicerRegistSchema, subLimitSchema } from '../../../../../src/domain/account/api';
import { subLimitInfo } from '../../../../../src/domain/account/limits';
import { COMPANY_NAME_MAX, COMPANY_TEXT_MAX } from '../../../../../src/domain/organization';
import { isPhoneOrLandline } from '../../../../../src/domain/validators';
import { closeEndedSessions } from '../../../lib/end-sessions';
import { forbidden, notFound, unauthorized } from '../../../lib/http-error';
import { chinaDate } from '../../../lib/subscription';
import { envelope, idParam, ok, pageQuery } from '../../../lib/schemas';
import { orderScope } from '../order/stats';
import { actorOf } from '../system/roles';

const required = (max: number) => z.string().trim().min(1).max(max);
/** statuses of an order its receiver has signed for */
const SIGNED = new Set(['TO_REVISIT', 'ARCHIVED']);

const routes: FastifyPluginAsyncZod = async (app) => {
  const company = async (companyId: number) => {
    const row = await app.companies.findById(companyId);
    if (!row) throw unauthorized();
    return row;
  };

  app.post(
    '/user/users/dataComplete',
    {
      schema: {
        body: z.object({
          name: required(COMPANY_NAME_MAX),
          contact_name: required(COMPANY_TEXT_MAX),
          contact_phone: z.string().trim().max(20).refine(isPhoneOrLandline, 'invalidFormat'),
          address: required(COMPANY_TEXT_MAX),
          license_no: required(COMPANY_TEXT_MAX),
        }),
        response: { 200: envelope(z.object({ review_status: z.string() })) },
      },
    },
    async (request) => {
      const auth = request.user();
      if (!auth.is_main) throw forbidden('mainAccountOnly');
      const b = request.body;
      const current = await app.companies.profileOf(auth.company_id);
      await app.companies.updateInfo(actorOf(auth), auth.company_id, {
        name: b.name,
        contactPhone: b.contact_phone,
        contactName: b.contact_name,
        address: b.address,
        licenseNo: b.license_no,
        memo: current?.memo ?? '',
      });
      // completed details answer a rejection: the application goes back to the platform's queue
      await app.companies.resubmit(auth.company_id, { id: auth.id, name: auth.nickname });
      return ok({ review_status: (await app.companies.reviewOf(auth.company_id)).status });
    },
  );

  app.get('/user/users/isServicerRegist', { schema: { response: { 200: envelope(servicerRegistSchema) } } }, async (request) => {
    const auth = request.user();
    const row = await company(auth.company_id);
    const review = await app.companies.reviewOf(auth.company_id);
    return ok({ is_regist: row.type === 'servicer' && review.status === 'approved', company_type: row.type, review_status: review.status });
  });

  app.get(
    '/user/users/getUserList',
    {
      schema: {
        querystring: pageQuery.extend({ name: z.string().trim().max(50).optional(), status: z.enum(['0', '1']).optional() }),
        response: { 200: envelope(z.object({ list: z.array(accountItem), total: z.number().int() })) },
      },
    },
    async (request) => {
      const q = request.query;
      return ok(
        await app.companyAccounts.list(request.user().company_id, {
          name: q.name || undefined,
          status: q.status === undefined ? undefined : Number(q.status),
          page: q.page,
          perPage: q.per_page,
        }),
      );
    },
  );

  app.get(
    '/user/users/getUserInfo',
    { schema: { querystring: z.object({ id: idParam }), response: { 200: envelope(accountItem) } } },
    async (request) => {
      const row = await app.companyAccounts.info(request.user().company_id, request.query.id);
      if (!row) throw notFound();
      return ok(row);
    },
  );

  app.get('/user/users/getCumulative', { schema: { response: { 200: envelope(cumulativeSchema) } } }, async (request) => {
    const auth = request.user();
    const [row, counts, accounts] = await Promise.all([
      company(auth.company_id),
      app.orders.statusCounts(orderScope(auth, request.dataScope())),
      app.companyAccounts.countEnabled(auth.company_id),
    ]);
    const joined = Date.parse(`${chinaDate(row.createdAt)}T00:00:00Z`);
    const today = Date.parse(`${chinaDate()}T00:00:00Z`);
    return ok({
      order_total: counts.reduce((sum, c) => sum + (c.status === 'RECYCLED' || c.status === 'DRAFT' ? 0 : c.count), 0),
      order_signed: counts.reduce((sum, c) => sum + (SIGNED.has(c.status) ? c.count : 0), 0),
      account_total: accounts,
      days_used: Math.round((today - joined) / 86_400_000) + 1,
    });
  });

  app.get('/user/users/checkSubLimit', { schema: { response: { 200: envelope(subLimitSchema) } } }, async (request) => {
    const auth = request.user();
    const row = await company(auth.company_id);
    return ok(subLimitInfo(row.subscribeVersion, await app.companyAccounts.countSubAccounts(auth.company_id)));
  });

  app.post(
    '/user/users/updateUserStatus',
    {
      schema: {
        body: z.object({ id: idParam, status: z.union([z.literal(0), z.literal(1)]) }),
        response: { 200: envelope(z.object({ id: z.number().int(), status: z.number().int(), revoked_sessions: z.number().int() })) },
      },
    },
    async (request) => {
      const auth = request.user();
      if (!auth.is_main) throw forbidden('mainAccountOnly');
      const { id, status } = request.body;
      // main accounts (the caller's own included) and other companies' users are not found: only sub-accounts change here
      if (!(await app.subUsers.setStatus(actorOf(auth), auth.company_id, id, status))) throw notFound();
      const revoked = status === 0 ? await closeEndedSessions(app, id) : 0;
      return ok({ id, status, revoked_sessions: revoked });
    },
  );
};

export default routes;
