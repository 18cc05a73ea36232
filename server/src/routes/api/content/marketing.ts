/**
 * Marketing (issue 22): incentive plans (a servicer's), recommended servicers and fee config (the platform's).
 *   GET    /api/content/incentive/rule        {target}: the company's rule (zero when never set)
 *   PUT    /api/content/incentive/rule        {target, per_signed, per_good_feedback, per_complaint, per_abnormal} (fen)
 *   GET    /api/content/incentive             {target, date_from, date_to}: the rule and each driver's/station's figures
 *   GET    /api/content/recommend             the platform's list (platform admin) or the recommended servicers (everyone else)
 *   POST   /api/content/recommend             {servicer_company_id, headline, sort}: platform admin
 *   DELETE /api/content/recommend/:id         platform admin
 *   GET    /api/content/fee                   {version}: every item (platform admin) or the enabled items of the caller's edition
 *   POST   /api/content/fee                   {version, code, name, unit, amount (fen), enabled}: platform admin
 *   PUT    /api/content/fee/:id               same body
 *   DELETE /api/content/fee/:id
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SUBSCRIBE_VERSIONS, type SubscribeVersion } from '../../../../../src/domain/account/api';
import { feeItem, feeItemBody, incentiveLine, incentiveQuery, incentiveRuleBody, incentiveRuleItem, recommendBody, recommendItem } from '../../../../../src/domain/content/api';
import { computeIncentives, INCENTIVE_TARGETS } from '../../../../../src/domain/content/incentive';
import { badRequest, forbidden, notFound } from '../../../lib/http-error';
import { envelope, idParam, ok } from '../../../lib/schemas';
import { actorOf as platformActor } from './articles';

const idParams = z.object({ id: idParam });
const idOnly = envelope(z.object({ id: z.number().int() }));
const isPlatform = (request: FastifyRequest) => {
  const auth = request.user();
  return auth.app_code === 'FMZY' && auth.main_type === 'admin';
};

/** incentive plans are a servicer's: its drivers and stations */
function servicerActor(request: FastifyRequest) {
  const auth = request.user();
  if (auth.main_type !== 'servicer') throw forbidden();
  return { companyId: auth.company_id, userId: auth.id, name: auth.nickname || auth.username };
}

const versions = Object.keys(SUBSCRIBE_VERSIONS) as [SubscribeVersion, ...SubscribeVersion[]];

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/content/incentive/rule',
    { schema: { querystring: z.object({ target: z.enum(INCENTIVE_TARGETS) }), response: { 200: envelope(incentiveRuleItem) } } },
    async (request) => ok(await app.marketing.rule(servicerActor(request).companyId, request.query.target)),
  );

  app.put('/content/incentive/rule', { schema: { body: incentiveRuleBody, response: { 200: envelope(incentiveRuleItem) } } }, async (request) => {
    const actor = servicerActor(request);
    await app.marketing.saveRule(request.body, actor);
    return ok(await app.marketing.rule(actor.companyId, request.body.target));
  });

  app.get(
    '/content/incentive',
    { schema: { querystring: incentiveQuery, response: { 200: envelope(z.object({ rule: incentiveRuleItem, list: z.array(incentiveLine) })) } } },
    async (request) => {
      const { companyId } = servicerActor(request);
      const q = request.query;
      const [rule, facts] = await Promise.all([app.marketing.rule(companyId, q.target), app.marketing.facts(companyId, q.target, q.date_from, q.date_to)]);
      return ok({ rule, list: computeIncentives(rule, facts) });
    },
  );

  app.get('/content/recommend', { schema: { response: { 200: envelope(z.object({ list: z.array(recommendItem) })) } } }, async (request) => {
    const platformId = isPlatform(request) ? request.user().company_id : undefined;
    return ok({ list: await app.marketing.recommendations(platformId) });
  });

  app.post('/content/recommend', { schema: { body: recommendBody, response: { 200: idOnly } } }, async (request) => {
    const result = await app.marketing.recommend(request.body, platformActor(request));
    if (result === 'servicer') throw badRequest('ctServicerInvalid');
    if (result === 'taken') throw badRequest('ctServicerRecommended');
    return ok({ id: result });
  });

  app.delete('/content/recommend/:id', { schema: { params: idParams, response: { 200: idOnly } } }, async (request) => {
    if (!(await app.marketing.unrecommend(request.params.id, platformActor(request)))) throw notFound();
    return ok({ id: request.params.id });
  });

  app.get(
    '/content/fee',
    { schema: { querystring: z.object({ version: z.enum(versions).optional() }), response: { 200: envelope(z.object({ list: z.array(feeItem) })) } } },
    async (request) => {
      if (isPlatform(request)) return ok({ list: await app.marketing.feeItems({ platformId: request.user().company_id, version: request.query.version }) });
      // a company reads what its own edition costs
      const company = await app.companies.findById(request.user().company_id);
      const version = (company?.subscribeVersion ?? 'TRIAL') as SubscribeVersion;
      return ok({ list: await app.marketing.feeItems({ version }) });
    },
  );

  app.post('/content/fee', { schema: { body: feeItemBody, response: { 200: idOnly } } }, async (request) => {
    const result = await app.marketing.saveFeeItem(null, request.body, platformActor(request));
    if (result === 'taken') throw badRequest('ctFeeCodeTaken');
    if (result === false) throw notFound();
    return ok({ id: result });
  });

  app.put('/content/fee/:id', { schema: { params: idParams, body: feeItemBody, response: { 200: idOnly } } }, async (request) => {
    const result = await app.marketing.saveFeeItem(request.params.id, request.body, platformActor(request));
    if (result === 'taken') throw badRequest('ctFeeCodeTaken');
    if (result === false) throw notFound();
    return ok({ id: result });
  });

  app.delete('/content/fee/:id', { schema: { params: idParams, response: { 200: idOnly } } }, async (request) => {
    if (!(await app.marketing.removeFeeItem(request.params.id, platformActor(request)))) throw notFound();
    return ok({ id: request.params.id });
  });
};

export default routes;
