/**
 * Check-bills (对账单, issue 21, src/domain/finance/bills-api.ts): the finance team sends a confirmed bill's statement
 * and turns disputed lines into tickets; the party (merchant on DA, delivery provider on PAI) — or finance on its
 * behalf — confirms or disputes each line. A party sees only its own statements.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerCheckBillBody, checkBillListQuery, pageQuery, sendCheckBillBody } from '../../../../../src/domain/finance/bills-api';
import { idParam, ok } from '../../../lib/schemas';
import { billViewer, billWriter } from './bill-viewer';

const params = z.object({ id: idParam });
const detailQuery = pageQuery.extend({ per_page: pageQuery.shape.per_page.default(500) });

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post('/finance/check-bills', { schema: { body: sendCheckBillBody } }, async (request) => {
    const actor = await billWriter(app, request);
    const id = await app.financeCheckBills.send(actor, request.body.bill_id);
    return ok(await app.financeCheckBills.detail({ companyId: actor.companyId }, id, { page: 1, per_page: 500 }));
  });

  app.get('/finance/check-bills', { schema: { querystring: checkBillListQuery } }, async (request) => ok(await app.financeCheckBills.list(await billViewer(app, request), request.query)));

  app.get('/finance/check-bills/:id', { schema: { params, querystring: detailQuery } }, async (request) =>
    ok(await app.financeCheckBills.detail(await billViewer(app, request), request.params.id, request.query)),
  );

  app.post('/finance/check-bills/:id/answer', { schema: { params, body: answerCheckBillBody } }, async (request) => {
    const viewer = await billViewer(app, request);
    await app.financeCheckBills.answer(viewer, request.params.id, request.body);
    return ok(await app.financeCheckBills.detail(viewer, request.params.id, { page: 1, per_page: 500 }));
  });

  app.post('/finance/check-bills/:id/lines/:lineId/ticket', { schema: { params: z.object({ id: idParam, lineId: idParam }) } }, async (request) => {
    const actor = await billWriter(app, request);
    const ticketId = await app.financeCheckBills.toTicket(actor, request.params.id, request.params.lineId);
    return ok({ ticket_id: ticketId });
  });
};

export default routes;
