/** Blind areas, town keywords and the banned-area check of spec §7 (POST /user/banned-areas/check-if-banned). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { banCheckBody, bannedAreaBody, findBan, townKeywordBody } from '../../../../../src/domain/banned-areas';
import { HttpError, notFound } from '../../../lib/http-error';
import { envelope, idParam, ok } from '../../../lib/schemas';
import type { BannedAreaRow, TownKeywordRow } from '../../../repositories/banned-areas';
import { areaListQuery, namedArea, optionalText, removedSchema } from './shared';

const areaFields = {
  province_code: z.string(),
  province: z.string(),
  city_code: z.string(),
  city: z.string(),
  district_code: z.string(),
  district: z.string(),
};
const bannedAreaSchema = z.object({
  id: z.number().int(),
  ...areaFields,
  consignor_id: z.number().int().nullable(),
  consignor_name: z.string(),
  keywords: z.array(z.string()),
  memo: z.string(),
  status: z.number().int(),
  updated_at: z.string(),
});
const townKeywordSchema = z.object({ id: z.number().int(), keyword: z.string(), ...areaFields, memo: z.string(), status: z.number().int(), updated_at: z.string() });

const toBannedArea = (r: BannedAreaRow): z.infer<typeof bannedAreaSchema> => ({
  id: r.id,
  province_code: r.provinceCode,
  province: r.province,
  city_code: r.cityCode,
  city: r.city,
  district_code: r.districtCode,
  district: r.district,
  consignor_id: r.consignorId,
  consignor_name: r.consignorName,
  keywords: r.keywords,
  memo: r.memo,
  status: r.status,
  updated_at: r.updatedAt.toISOString(),
});
const toKeyword = (r: TownKeywordRow): z.infer<typeof townKeywordSchema> => ({
  id: r.id,
  keyword: r.keyword,
  province_code: r.provinceCode,
  province: r.province,
  city_code: r.cityCode,
  city: r.city,
  district_code: r.districtCode,
  district: r.district,
  memo: r.memo,
  status: r.status,
  updated_at: r.updatedAt.toISOString(),
});

const idParams = z.object({ id: idParam });
const statusBody = z.object({ status: z.union([z.literal(0), z.literal(1)]) }).strict();
const listOf = <T extends z.ZodType>(item: T) => envelope(z.object({ list: z.array(item), total: z.number().int() }));

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user/banned-areas/check-if-banned',
    { schema: { body: banCheckBody, response: { 200: envelope(z.boolean()) } } },
    async (request) => {
      const b = request.body;
      const auth = request.user();
      // a consignor's orders go to its servicer: the servicer's blind areas apply, for the consignor's own resource
      const isServicer = auth.main_type === 'servicer';
      const companyId = isServicer ? auth.company_id : (auth.servicer_id ?? auth.company_id);
      const consignorId = isServicer ? b.consignor_id : (auth.main_type === 'consignor' && auth.resource_id ? auth.resource_id : b.consignor_id);
      const { rules, keywords } = await app.bannedAreas.rulesFor(companyId, b.province_code);
      const match = findBan(
        { provinceCode: b.province_code, cityCode: b.city_code, districtCode: b.district_code, consignorId, address: b.address },
        rules,
        keywords,
      );
      return { ...ok(match !== null), msg: match ? request.t('areaBanned') : 'ok' };
    },
  );

  // ---- blind areas ----
  app.get(
    '/user/banned-areas',
    { schema: { querystring: areaListQuery.extend({ consignor_id: idParam.optional() }), response: { 200: listOf(bannedAreaSchema) } } },
    async (request) => {
      const q = request.query;
      const result = await app.bannedAreas.list(request.user().company_id, {
        provinceCode: q.province_code,
        cityCode: q.city_code,
        districtCode: q.district_code,
        consignorId: q.consignor_id,
        status: q.status,
        page: q.page,
        perPage: q.per_page,
      });
      return ok({ list: result.list.map(toBannedArea), total: result.total });
    },
  );

  const bannedValues = async (companyId: number, b: z.infer<typeof bannedAreaBody>) => {
    if (b.consignor_id !== null && !(await app.resources.find(companyId, b.consignor_id, 'consignor'))) throw notFound();
    const area = await namedArea(app, b);
    return { ...area, consignorId: b.consignor_id, keywords: b.keywords, memo: b.memo, status: b.status };
  };

  app.post('/user/banned-areas', { schema: { body: bannedAreaBody, response: { 200: envelope(bannedAreaSchema) } } }, async (request) => {
    const companyId = request.user().company_id;
    return ok(toBannedArea(await app.bannedAreas.create(companyId, await bannedValues(companyId, request.body))));
  });

  app.put('/user/banned-areas/:id', { schema: { params: idParams, body: bannedAreaBody, response: { 200: envelope(bannedAreaSchema) } } }, async (request) => {
    const companyId = request.user().company_id;
    if (!(await app.bannedAreas.find(companyId, request.params.id))) throw notFound();
    const row = await app.bannedAreas.update(companyId, request.params.id, await bannedValues(companyId, request.body));
    if (!row) throw notFound();
    return ok(toBannedArea(row));
  });

  app.put('/user/banned-areas/:id/status', { schema: { params: idParams, body: statusBody, response: { 200: envelope(bannedAreaSchema) } } }, async (request) => {
    const row = await app.bannedAreas.update(request.user().company_id, request.params.id, { status: request.body.status });
    if (!row) throw notFound();
    return ok(toBannedArea(row));
  });

  app.delete('/user/banned-areas/:id', { schema: { params: idParams, response: { 200: envelope(removedSchema) } } }, async (request) => {
    if (!(await app.bannedAreas.remove(request.user().company_id, request.params.id))) throw notFound();
    return ok({ removed: true });
  });

  // ---- town keywords ----
  app.get(
    '/user/town-keywords',
    { schema: { querystring: areaListQuery.extend({ keyword: optionalText(30) }), response: { 200: listOf(townKeywordSchema) } } },
    async (request) => {
      const q = request.query;
      const result = await app.bannedAreas.listKeywords(request.user().company_id, {
        keyword: q.keyword,
        provinceCode: q.province_code,
        cityCode: q.city_code,
        districtCode: q.district_code,
        status: q.status,
        page: q.page,
        perPage: q.per_page,
      });
      return ok({ list: result.list.map(toKeyword), total: result.total });
    },
  );

  const keywordValues = async (b: z.infer<typeof townKeywordBody>) => ({ ...(await namedArea(app, b)), keyword: b.keyword, memo: b.memo, status: b.status });

  app.post('/user/town-keywords', { schema: { body: townKeywordBody, response: { 200: envelope(townKeywordSchema) } } }, async (request) => {
    const row = await app.bannedAreas.createKeyword(request.user().company_id, await keywordValues(request.body));
    if (row === 'duplicate') throw new HttpError(400, 'townKeywordExists', {}, { field: 'keyword' });
    return ok(toKeyword(row));
  });

  app.put('/user/town-keywords/:id', { schema: { params: idParams, body: townKeywordBody, response: { 200: envelope(townKeywordSchema) } } }, async (request) => {
    const companyId = request.user().company_id;
    if (!(await app.bannedAreas.findKeyword(companyId, request.params.id))) throw notFound();
    const row = await app.bannedAreas.updateKeyword(companyId, request.params.id, await keywordValues(request.body));
    if (row === 'duplicate') throw new HttpError(400, 'townKeywordExists', {}, { field: 'keyword' });
    if (!row) throw notFound();
    return ok(toKeyword(row));
  });

  app.put('/user/town-keywords/:id/status', { schema: { params: idParams, body: statusBody, response: { 200: envelope(townKeywordSchema) } } }, async (request) => {
    const row = await app.bannedAreas.updateKeyword(request.user().company_id, request.params.id, { status: request.body.status });
    if (!row || row === 'duplicate') throw notFound();
    return ok(toKeyword(row));
  });

  app.delete('/user/town-keywords/:id', { schema: { params: idParams, response: { 200: envelope(removedSchema) } } }, async (request) => {
    if (!(await app.bannedAreas.removeKeyword(request.user().company_id, request.params.id))) throw notFound();
    return ok({ removed: true });
  });
};

export default routes;
