/**
 * 超区报表 (issue 20): GET /quote/report/over-area — the orders that paid an over-distance surcharge in a range of at
 * most 31 China days, by consignor and order by order (src/domain/quote/api.ts OverAreaReportDto). Servicer accounts;
 * the company's own orders only.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { overAreaQuery } from '../../../../../src/domain/quote/api';
import { ok } from '../../../lib/schemas';
import { overAreaReport } from '../../../repositories/quote/over-area-report';
import { quoteActor } from './index';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/quote/report/over-area', { schema: { querystring: overAreaQuery } }, async (request) => {
    const actor = quoteActor(request);
    return ok(await overAreaReport(app.db, actor.companyId, request.query));
  });
};

export default routes;
