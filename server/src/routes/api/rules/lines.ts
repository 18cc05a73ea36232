/** Transport lines (/saas/resource/line/*): a start and an end station, and legs with carrier, hours and price in cents. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { legBody, lineBody, type LegBody } from '../../../../../src/domain/contracts-lines';
import { HttpError, notFound } from '../../../lib/http-error';
import { envelope, idParam, ok, pageQuery } from '../../../lib/schemas';
import type { LegRow, LineRow } from '../../../repositories/lines';
import { optionalText, removedSchema, statusQuery } from './shared';

const legSchema = z.object({
  id: z.number().int(),
  seq: z.number().int(),
  from_station_id: z.number().int(),
  from_station_name: z.string(),
  to_station_id: z.number().int(),
  to_station_name: z.string(),
  carrier_resource_id: z.number().int(),
  carrier_name: z.string(),
  hours: z.number().int(),
  price_cents: z.number().int(),
  memo: z.string(),
});
const lineSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  start_station_id: z.number().int(),
  start_station_name: z.string(),
  end_station_id: z.number().int(),
  end_station_name: z.string(),
  status: z.number().int(),
  memo: z.string(),
  leg_count: z.number().int(),
  total_hours: z.number().int(),
  total_price_cents: z.number().int(),
  updated_at: z.string(),
});
const lineDetailSchema = lineSchema.extend({ legs: z.array(legSchema) });

const toLine = (r: LineRow): z.infer<typeof lineSchema> => ({
  id: r.id,
  name: r.name,
  start_station_id: r.startStationId,
  start_station_name: r.startStationName,
  end_station_id: r.endStationId,
  end_station_name: r.endStationName,
  status: r.status,
  memo: r.memo,
  leg_count: r.legCount,
  total_hours: r.totalHours,
  total_price_cents: r.totalPriceCents,
  updated_at: r.updatedAt.toISOString(),
});
const toLeg = (r: LegRow): z.infer<typeof legSchema> => ({
  id: r.id,
  seq: r.seq,
  from_station_id: r.fromStationId,
  from_station_name: r.fromStationName,
  to_station_id: r.toStationId,
  to_station_name: r.toStationName,
  carrier_resource_id: r.carrierResourceId,
  carrier_name: r.carrierName,
  hours: r.hours,
  price_cents: r.priceCents,
  memo: r.memo,
});
const legValues = (b: LegBody) => ({
  fromStationId: b.from_station_id,
  toStationId: b.to_station_id,
  carrierResourceId: b.carrier_resource_id,
  hours: b.hours,
  priceCents: b.price_cents,
  memo: b.memo,
});

const idParams = z.object({ id: idParam });
const legParams = z.object({ id: idParam, legId: idParam });

const routes: FastifyPluginAsyncZod = async (app) => {
  /** Every station and carrier a body names must be the company's: else 404, as for any foreign id. */
  const checkRefs = async (companyId: number, stationIds: number[], carrierIds: number[]) => {
    const [stations, carriers] = await Promise.all([app.lines.ownStations(companyId, stationIds), app.lines.ownCarriers(companyId, carrierIds)]);
    if (stationIds.some((id) => !stations.has(id)) || carrierIds.some((id) => !carriers.has(id))) throw notFound();
  };

  const detail = async (companyId: number, id: number) => {
    const line = await app.lines.find(companyId, id);
    if (!line) throw notFound();
    return { ...toLine(line), legs: (await app.lines.legs(companyId, id)).map(toLeg) };
  };

  app.get(
    '/user/lines',
    {
      schema: {
        querystring: pageQuery.extend({ name: optionalText(50), start_station_id: idParam.optional(), status: statusQuery }),
        response: { 200: envelope(z.object({ list: z.array(lineSchema), total: z.number().int() })) },
      },
    },
    async (request) => {
      const q = request.query;
      const result = await app.lines.list(request.user().company_id, { name: q.name, stationId: q.start_station_id, status: q.status, page: q.page, perPage: q.per_page });
      return ok({ list: result.list.map(toLine), total: result.total });
    },
  );

  app.get('/user/lines/:id', { schema: { params: idParams, response: { 200: envelope(lineDetailSchema) } } }, async (request) =>
    ok(await detail(request.user().company_id, request.params.id)),
  );

  app.post('/user/lines', { schema: { body: lineBody, response: { 200: envelope(lineDetailSchema) } } }, async (request) => {
    const companyId = request.user().company_id;
    const b = request.body;
    const legs = b.legs ?? [];
    await checkRefs(companyId, [b.start_station_id, b.end_station_id, ...legs.flatMap((l) => [l.from_station_id, l.to_station_id])], legs.map((l) => l.carrier_resource_id));
    const id = await app.lines.create(
      companyId,
      { name: b.name, startStationId: b.start_station_id, endStationId: b.end_station_id, status: b.status, memo: b.memo },
      legs.map(legValues),
    );
    if (id === 'duplicate') throw new HttpError(400, 'lineNameExists', {}, { field: 'name' });
    return ok(await detail(companyId, id));
  });

  app.put('/user/lines/:id', { schema: { params: idParams, body: lineBody, response: { 200: envelope(lineDetailSchema) } } }, async (request) => {
    const companyId = request.user().company_id;
    const b = request.body;
    if (!(await app.lines.find(companyId, request.params.id))) throw notFound();
    await checkRefs(companyId, [b.start_station_id, b.end_station_id], []);
    const done = await app.lines.update(companyId, request.params.id, { name: b.name, startStationId: b.start_station_id, endStationId: b.end_station_id, status: b.status, memo: b.memo });
    if (done === 'duplicate') throw new HttpError(400, 'lineNameExists', {}, { field: 'name' });
    return ok(await detail(companyId, request.params.id));
  });

  app.put(
    '/user/lines/:id/status',
    { schema: { params: idParams, body: z.object({ status: z.union([z.literal(0), z.literal(1)]) }).strict(), response: { 200: envelope(lineDetailSchema) } } },
    async (request) => {
      const companyId = request.user().company_id;
      if (!(await app.lines.update(companyId, request.params.id, { status: request.body.status }))) throw notFound();
      return ok(await detail(companyId, request.params.id));
    },
  );

  app.delete('/user/lines/:id', { schema: { params: idParams, response: { 200: envelope(removedSchema) } } }, async (request) => {
    if (!(await app.lines.remove(request.user().company_id, request.params.id))) throw notFound();
    return ok({ removed: true });
  });

  app.post('/user/lines/:id/legs', { schema: { params: idParams, body: legBody, response: { 200: envelope(lineDetailSchema) } } }, async (request) => {
    const companyId = request.user().company_id;
    const b = request.body;
    if (!(await app.lines.find(companyId, request.params.id))) throw notFound();
    await checkRefs(companyId, [b.from_station_id, b.to_station_id], [b.carrier_resource_id]);
    await app.lines.addLeg(companyId, request.params.id, legValues(b));
    return ok(await detail(companyId, request.params.id));
  });

  app.put('/user/lines/:id/legs/:legId', { schema: { params: legParams, body: legBody, response: { 200: envelope(lineDetailSchema) } } }, async (request) => {
    const companyId = request.user().company_id;
    const b = request.body;
    await checkRefs(companyId, [b.from_station_id, b.to_station_id], [b.carrier_resource_id]);
    if (!(await app.lines.updateLeg(companyId, request.params.id, request.params.legId, legValues(b)))) throw notFound();
    return ok(await detail(companyId, request.params.id));
  });

  app.delete('/user/lines/:id/legs/:legId', { schema: { params: legParams, response: { 200: envelope(lineDetailSchema) } } }, async (request) => {
    const companyId = request.user().company_id;
    if (!(await app.lines.removeLeg(companyId, request.params.id, request.params.legId))) throw notFound();
    return ok(await detail(companyId, request.params.id));
  });
};

export default routes;
