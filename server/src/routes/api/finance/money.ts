/**
 * Finance reads and 商家审核 (issue 21, src/domain/finance/accounts-api.ts): balances per party with receivable aging,
 * income records, and consignors' credit terms — submitted, approved or rejected by finance (gate.ts).
 */
import { and, asc, eq, ilike } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { balanceListQuery, incomeListQuery, termsListQuery, termsRejectBody, termsSubmitBody } from '../../../../../src/domain/finance/accounts-api';
import { resources } from '../../../db/schema';
import { scopeWhere } from '../../../repositories/admin/data-roles-scope';
import { idParam, ok } from '../../../lib/schemas';
import { consignorTermsDetail, decideConsignorTerms, listConsignorTerms, submitConsignorTerms } from '../../../repositories/finance/consignor-terms';
import { listIncome, listPartyBalances } from '../../../repositories/finance/money-reads';
import { financeActor } from './gate';

const params = z.object({ id: idParam });

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/finance/balances', { schema: { querystring: balanceListQuery } }, async (request) => {
    const actor = await financeActor(app, request);
    return ok(await listPartyBalances(app.db, actor.companyId, request.query, actor.scope));
  });

  app.get('/finance/income', { schema: { querystring: incomeListQuery } }, async (request) => {
    const actor = await financeActor(app, request);
    return ok(await listIncome(app.db, actor.companyId, request.query, actor.scope));
  });

  /** the company's consignors (those of the caller's data role), the review form's picker */
  app.get('/finance/consignors', { schema: { querystring: z.object({ keyword: z.string().trim().max(50).optional().default('') }).strict() } }, async (request) => {
    const { companyId, scope } = await financeActor(app, request);
    const kw = request.query.keyword.replace(/[%_\\]/g, '\\$&');
    const list = await app.db
      .select({ id: resources.id, name: resources.name })
      .from(resources)
      .where(and(eq(resources.companyId, companyId), eq(resources.objectType, 'consignor'), kw ? ilike(resources.name, `%${kw}%`) : undefined, scope ? scopeWhere('consignors', scope) : undefined))
      .orderBy(asc(resources.name), asc(resources.id))
      .limit(500);
    return ok({ list });
  });

  app.get('/finance/consignor-terms', { schema: { querystring: termsListQuery } }, async (request) => {
    const actor = await financeActor(app, request);
    return ok(await listConsignorTerms(app.db, actor.companyId, request.query, actor.scope));
  });

  app.get('/finance/consignor-terms/:id', { schema: { params } }, async (request) => {
    const actor = await financeActor(app, request);
    return ok(await consignorTermsDetail(app.db, actor.companyId, request.params.id, actor.scope));
  });

  app.post('/finance/consignor-terms', { schema: { body: termsSubmitBody } }, async (request) => {
    const actor = await financeActor(app, request);
    const id = await submitConsignorTerms(app.db, actor, request.body);
    return ok(await consignorTermsDetail(app.db, actor.companyId, id, actor.scope));
  });

  app.post('/finance/consignor-terms/:id/approve', { schema: { params, body: z.object({}).strict() } }, async (request) => {
    const actor = await financeActor(app, request);
    await decideConsignorTerms(app.db, actor, request.params.id, 'approve');
    return ok(await consignorTermsDetail(app.db, actor.companyId, request.params.id, actor.scope));
  });

  app.post('/finance/consignor-terms/:id/reject', { schema: { params, body: termsRejectBody } }, async (request) => {
    const actor = await financeActor(app, request);
    await decideConsignorTerms(app.db, actor, request.params.id, 'reject', request.body.reason);
    return ok(await consignorTermsDetail(app.db, actor.companyId, request.params.id, actor.scope));
  });
};

export default routes;
