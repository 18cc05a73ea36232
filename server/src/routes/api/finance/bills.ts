/**
 * Bills (账单, issue 21, src/domain/finance/bills-api.ts): generate a period's drafts, list, the bill journal, confirm.
 * Writes are the finance team's; a party reads its own confirmed bills.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { billListQuery, generateBillsBody, pageQuery } from '../../../../../src/domain/finance/bills-api';
import { idParam, ok } from '../../../lib/schemas';
import { billViewer, billWriter } from './bill-viewer';

const params = z.object({ id: idParam });

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post('/finance/bills/generate', { schema: { body: generateBillsBody } }, async (request) => {
    const actor = await billWriter(app, request);
    const b = request.body;
    return ok(await app.financeBills.generate(actor, { partyType: b.party_type, partyId: b.party_id, periodKind: b.period_kind, period: b.period }));
  });

  app.get('/finance/bills', { schema: { querystring: billListQuery } }, async (request) => ok(await app.financeBills.list(await billViewer(app, request), request.query)));

  app.get('/finance/bills/:id', { schema: { params } }, async (request) => ok(await app.financeBills.detail(await billViewer(app, request), request.params.id)));

  app.get('/finance/bills/:id/lines', { schema: { params, querystring: pageQuery } }, async (request) =>
    ok(await app.financeBills.lines(await billViewer(app, request), request.params.id, request.query)),
  );

  app.post('/finance/bills/:id/confirm', { schema: { params } }, async (request) => {
    const actor = await billWriter(app, request);
    await app.financeBills.confirm(actor, request.params.id);
    return ok(await app.financeBills.detail({ companyId: actor.companyId }, request.params.id));
  });
};

export default routes;
