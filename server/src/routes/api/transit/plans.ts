/**
 * Stowage plans, the stowage plan report and the public departure plan (issue 18; contract in
 * src/domain/transit/api.ts, repository server/src/repositories/transit/plans.ts):
 *   POST /transit/plans/propose   a proposal from the orders waiting at a site (nothing stored)
 *   POST /transit/plans           confirm trips into planned loads, one transaction (Idempotency-Key: server-wide layer)
 *   GET  /transit/plans, /transit/plans/:id
 *   GET  /transit/report ?date_from&date_to&line_id   at most 31 days
 *   GET  /transit/public-link     the company's signed token for /order/plan
 *   GET  /transit/public-plan ?c&date&line_id         no sign-in: lines, sites, times, vehicle types and statuses only
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { confirmPlanAnswer, confirmPlanBody, planDetail, planProposal, planSummary, proposePlanBody, publicPlan, transitReport } from '../../../../../src/domain/transit/api-plans';
import type { Config } from '../../../config';
import { forbidden, notFound } from '../../../lib/http-error';
import { envelope, idParam, ok, pageQuery } from '../../../lib/schemas';
import { refused, type TransitActor } from '../../../repositories/transit/context';
import { companyOfToken, confirmPlan, listPlans, planDetail as readPlan, proposeFor, publicPlan as readPublicPlan, publicPlanToken, transitReport as readReport } from '../../../repositories/transit/plans';

/** the longest range the report covers */
export const REPORT_MAX_DAYS = 31;

function actorOf(request: FastifyRequest): TransitActor {
  const user = request.user();
  if (user.main_type !== 'servicer') throw forbidden();
  return { companyId: user.company_id, userId: user.id, name: user.nickname || user.username, lang: request.lang };
}

const day = z.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/, 'invalidFormat');
const chinaDayStart = (d: string) => new Date(`${d}T00:00:00+08:00`);

const routes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.post('/transit/plans/propose', { schema: { body: proposePlanBody, response: { 200: envelope(planProposal) } } }, async (request) => {
    const actor = actorOf(request);
    return ok(await proposeFor(app.db, actor.companyId, request.body));
  });

  app.post('/transit/plans', { schema: { body: confirmPlanBody, response: { 200: envelope(confirmPlanAnswer) } } }, async (request) => {
    const actor = actorOf(request);
    const { planId, loadIds } = await confirmPlan(app.db, actor, request.body);
    const plan = await readPlan(app.db, actor.companyId, planId);
    return ok({ plan: plan!, load_ids: loadIds });
  });

  app.get('/transit/plans', { schema: { querystring: pageQuery, response: { 200: envelope(z.object({ list: z.array(planSummary), total: z.number().int() })) } } }, async (request) => {
    const actor = actorOf(request);
    return ok(await listPlans(app.db, actor.companyId, request.query.page, request.query.per_page));
  });

  app.get('/transit/plans/:id', { schema: { params: z.object({ id: idParam }), response: { 200: envelope(planDetail) } } }, async (request) => {
    const actor = actorOf(request);
    const plan = await readPlan(app.db, actor.companyId, request.params.id);
    if (!plan) throw notFound();
    return ok(plan);
  });

  app.get(
    '/transit/report',
    { schema: { querystring: z.object({ date_from: day, date_to: day, line_id: idParam.optional() }), response: { 200: envelope(transitReport) } } },
    async (request) => {
      const actor = actorOf(request);
      const from = chinaDayStart(request.query.date_from);
      const to = new Date(chinaDayStart(request.query.date_to).getTime() + 86_400_000);
      if (!(to > from)) throw refused('invalidFormat', {}, 'date_to');
      if ((to.getTime() - from.getTime()) / 86_400_000 > REPORT_MAX_DAYS) throw refused('tsReportRange', { days: REPORT_MAX_DAYS }, 'date_to');
      return ok(await readReport(app.db, actor.companyId, from, to, request.query.line_id));
    },
  );

  app.get('/transit/public-link', { schema: { response: { 200: envelope(z.object({ token: z.string() })) } } }, async (request) => {
    const actor = actorOf(request);
    return ok({ token: publicPlanToken(config.jwtSecret, actor.companyId) });
  });

  app.get(
    '/transit/public-plan',
    {
      config: { public: true },
      schema: { querystring: z.object({ c: z.string().trim().max(40), date: day, line_id: idParam.optional() }), response: { 200: envelope(publicPlan) } },
    },
    async (request) => {
      const companyId = companyOfToken(config.jwtSecret, request.query.c);
      const plan = companyId ? await readPublicPlan(app.db, companyId, request.query.date, request.query.line_id) : null;
      if (!plan) throw notFound();
      return ok(plan);
    },
  );
};

export default routes;
