/**
 * The report center (issue 21 'Reports'; contract in src/domain/report/api.ts, design in its README): receivables
 * with aging, shop cost, feedback and order daily. Servicer accounts only; every figure is the caller's company's.
 *   GET /report/receivables  ?consignor_id
 *   GET /report/shop-cost    ?date_from&date_to&by&consignor_id   at most 31 China days
 *   GET /report/feedback     ?date_from&date_to&result            at most 31 China days
 *   GET /report/order-daily  ?date_from&date_to                   at most 31 China days
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  feedbackQuery,
  feedbackReport,
  orderDailyQuery,
  orderDailyReport,
  receivablesQuery,
  receivablesReport,
  shopCostQuery,
  shopCostReport,
} from '../../../../../src/domain/report/api';
import { forbidden } from '../../../lib/http-error';
import { envelope, ok } from '../../../lib/schemas';
import { feedback, orderDaily, receivables, shopCost, type ReportActor } from '../../../repositories/report/reports';

function actorOf(request: FastifyRequest): ReportActor {
  const user = request.user();
  if (user.main_type !== 'servicer') throw forbidden();
  return { companyId: user.company_id, lang: request.lang, scope: request.dataScope() };
}

const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/report/receivables', { schema: { querystring: receivablesQuery, response: { 200: envelope(receivablesReport) } } }, async (request) =>
    ok(await receivables(app.db, actorOf(request), request.query)),
  );
  app.get('/report/shop-cost', { schema: { querystring: shopCostQuery, response: { 200: envelope(shopCostReport) } } }, async (request) =>
    ok(await shopCost(app.db, actorOf(request), request.query)),
  );
  app.get('/report/feedback', { schema: { querystring: feedbackQuery, response: { 200: envelope(feedbackReport) } } }, async (request) =>
    ok(await feedback(app.db, actorOf(request), request.query)),
  );
  app.get('/report/order-daily', { schema: { querystring: orderDailyQuery, response: { 200: envelope(orderDailyReport) } } }, async (request) =>
    ok(await orderDaily(app.db, actorOf(request), request.query)),
  );
};

export default reportRoutes;
