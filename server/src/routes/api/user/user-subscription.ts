/**
 * Subscriptions and renewals (spec §7 /user/user_subscription/*, issue 23). The platform admin (FMZY admin) keeps every
 * company's subscriptions; a company reads its own and asks for a renewal, which the platform answers by creating the
 * subscription with renewal_id. Each change rewrites the company's hosting_end / edition, so the layout's expiry
 * warning (GET /user/user_subscription/check, subscription.ts) shows it at once; platform writes are audit-logged.
 *   GET    /api/user/user_subscription/              {page, per_page, company_id, status}: data.list, data.total
 *   POST   /api/user/user_subscription/              {company_id, version, starts_on, ends_on, amount (fen), memo, renewal_id}: data.id
 *   PUT    /api/user/user_subscription/:id           {version, starts_on, ends_on, amount, memo}
 *   DELETE /api/user/user_subscription/:id
 *   POST   /api/user/user_subscription/updateStatus  {id, status active|disabled}: 停用 / 启用 on the platform's subscription page
 *   GET    /api/user/user_subscription/renew         {page, per_page, status, company_id}: renewal requests (the company's own)
 *   POST   /api/user/user_subscription/renew         {version, months, memo}: the company's main account asks; one open at a time
 *   POST   /api/user/user_subscription/renew/:id/reject {reason}: the platform says no (issue 22)
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  renewalBody,
  renewalItem,
  renewalListQuery,
  subscriptionBody,
  subscriptionItem,
  subscriptionListQuery,
  subscriptionStatusBody,
  subscriptionUpdateBody,
} from '../../../../../src/domain/account/api';
import { renewalRejectBody } from '../../../../../src/domain/content/api';
import type { TokenPayload } from '../../../../../src/domain/auth';
import { badRequest, forbidden, notFound } from '../../../lib/http-error';
import { envelope, idParam, ok, pageQuery } from '../../../lib/schemas';
import { platformAdmin } from '../platform/guard';

const isPlatform = (auth: TokenPayload) => auth.app_code === 'FMZY' && auth.main_type === 'admin';
const actorOf = (auth: TokenPayload) => ({ companyId: auth.company_id, userId: auth.id, name: auth.nickname || auth.username });
const idOnly = envelope(z.object({ id: z.number().int() }));

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/user_subscription/',
    { schema: { querystring: pageQuery.extend(subscriptionListQuery.shape), response: { 200: envelope(z.object({ list: z.array(subscriptionItem), total: z.number().int() })) } } },
    async (request) => {
      const auth = request.user();
      const q = request.query;
      // a company sees its own; asking for another company's gives nothing
      if (!isPlatform(auth) && q.company_id && q.company_id !== auth.company_id) return ok({ list: [], total: 0 });
      const companyId = isPlatform(auth) ? (q.company_id ?? undefined) : auth.company_id;
      return ok(await app.subscriptions.list({ companyId, status: q.status, page: q.page, perPage: q.per_page }));
    },
  );

  app.post('/user/user_subscription/', { schema: { body: subscriptionBody, response: { 200: idOnly } } }, async (request) => {
    const auth = platformAdmin(request);
    const b = request.body;
    if (!(await app.companies.findById(b.company_id))) throw notFound();
    const input = { version: b.version, startsOn: b.starts_on, endsOn: b.ends_on, amount: b.amount, memo: b.memo };
    const id = await app.subscriptions.create(b.company_id, input, b.renewal_id ?? null, actorOf(auth));
    if (id === 'renewal') throw badRequest('renewalHandled');
    return ok({ id });
  });

  app.put(
    '/user/user_subscription/:id',
    { schema: { params: z.object({ id: idParam }), body: subscriptionUpdateBody, response: { 200: idOnly } } },
    async (request) => {
      const auth = platformAdmin(request);
      const b = request.body;
      const input = { version: b.version, startsOn: b.starts_on, endsOn: b.ends_on, amount: b.amount, memo: b.memo };
      if (!(await app.subscriptions.update(request.params.id, input, actorOf(auth)))) throw notFound();
      return ok({ id: request.params.id });
    },
  );

  app.delete('/user/user_subscription/:id', { schema: { params: z.object({ id: idParam }), response: { 200: idOnly } } }, async (request) => {
    const auth = platformAdmin(request);
    if (!(await app.subscriptions.remove(request.params.id, actorOf(auth)))) throw notFound();
    return ok({ id: request.params.id });
  });

  app.post(
    '/user/user_subscription/updateStatus',
    { schema: { body: subscriptionStatusBody, response: { 200: envelope(z.object({ id: z.number().int(), status: z.string() })) } } },
    async (request) => {
      const auth = platformAdmin(request);
      const { id, status } = request.body;
      if (!(await app.subscriptions.setStatus(id, status, actorOf(auth)))) throw notFound();
      return ok({ id, status });
    },
  );

  app.get(
    '/user/user_subscription/renew',
    { schema: { querystring: pageQuery.extend(renewalListQuery.shape), response: { 200: envelope(z.object({ list: z.array(renewalItem), total: z.number().int() })) } } },
    async (request) => {
      const auth = request.user();
      const q = request.query;
      if (!isPlatform(auth) && q.company_id && q.company_id !== auth.company_id) return ok({ list: [], total: 0 });
      const companyId = isPlatform(auth) ? (q.company_id ?? undefined) : auth.company_id;
      return ok(await app.subscriptions.renewals({ companyId, status: q.status, page: q.page, perPage: q.per_page }));
    },
  );

  app.post('/user/user_subscription/renew', { schema: { body: renewalBody, response: { 200: idOnly } } }, async (request) => {
    const auth = request.user();
    if (isPlatform(auth)) throw forbidden();
    if (!auth.is_main) throw forbidden('mainAccountOnly');
    const id = await app.subscriptions.requestRenewal(auth.company_id, request.body, actorOf(auth));
    if (id === 'pending') throw badRequest('renewalPending');
    return ok({ id });
  });

  app.post('/user/user_subscription/renew/:id/reject', { schema: { params: z.object({ id: idParam }), body: renewalRejectBody, response: { 200: idOnly } } }, async (request) => {
    const auth = platformAdmin(request);
    if (!(await app.subscriptions.rejectRenewal(request.params.id, request.body.reason, actorOf(auth)))) throw badRequest('ctRenewalHandled');
    return ok({ id: request.params.id });
  });
};

export default routes;
