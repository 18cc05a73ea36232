/**
 * GET /quote/public-price ?c&province_code&city_code&district_code&address — no sign-in (issue 20, /order/price):
 * `c` is the company's signed public link token (the one /transit/public-plan takes; a forged or unknown one is a
 * 404). Answers whether the address is served (Basic data's banned areas) and the company-default over-distance
 * rule that applies — never a particular merchant's price.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicPriceQuery } from '../../../../../src/domain/quote/api';
import type { Config } from '../../../config';
import { notFound } from '../../../lib/http-error';
import { ok } from '../../../lib/schemas';
import { publicPrice } from '../../../repositories/quote/public-price';
import { companyOfToken } from '../../../repositories/transit/plans';

const routes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get('/quote/public-price', { config: { public: true }, schema: { querystring: publicPriceQuery } }, async (request) => {
    const companyId = companyOfToken(config.jwtSecret, request.query.c);
    if (!companyId) throw notFound();
    return ok(await publicPrice(app.db, companyId, request.query, request.t('areaBanned')));
  });
};

export default routes;
