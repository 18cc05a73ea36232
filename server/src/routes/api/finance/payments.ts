/**
 * Payment clearance (付款结清, issue 21, src/domain/finance/bills-api.ts): payments against confirmed bills — partial
 * allowed, over-payment refused naming both amounts. Recorded by the finance team; a party reads its own.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createPaymentBody, paymentListQuery } from '../../../../../src/domain/finance/bills-api';
import { ok } from '../../../lib/schemas';
import { billViewer, billWriter } from './bill-viewer';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/finance/payments', { schema: { querystring: paymentListQuery } }, async (request) => ok(await app.financePayments.list(await billViewer(app, request), request.query)));

  app.post('/finance/payments', { schema: { body: createPaymentBody } }, async (request) => ok(await app.financePayments.create(await billWriter(app, request), request.body)));
};

export default routes;
