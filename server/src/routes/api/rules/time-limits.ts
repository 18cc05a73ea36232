/** Time limits: the company's global stage hours, overrides per area and ticket limits (/saas/basic/timeLimit/*). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  areaLevelOf,
  areaTimeLimitBody,
  DEFAULT_WARNING_PERCENT,
  globalTimeLimitBody,
  limitationStatus,
  resolveLimit,
  splitAreaCode,
  stageFieldsOf,
  stageHoursOf,
  ticketTimeLimitBody,
  LIMITATION_STATUSES,
} from '../../../../../src/domain/time-limits';
import { HttpError, notFound } from '../../../lib/http-error';
import { envelope, idParam, ok, pageQuery } from '../../../lib/schemas';
import { areaPath, type TicketTimeLimitRow, type TimeLimitRow } from '../../../repositories/time-limits';
import { optionalAreaCode, optionalText, removedSchema } from './shared';

const hoursField = z.number().int().nullable();
const stageFieldsSchema = {
  receive_hours: hoursField,
  warehouse_in_hours: hoursField,
  warehouse_out_hours: hoursField,
  transit_hours: hoursField,
  assign_hours: hoursField,
  appoint_hours: hoursField,
  sign_hours: hoursField,
};

const globalSchema = z.object({ ...stageFieldsSchema, warning_percent: z.number().int(), updated_at: z.string().nullable() });
const areaRowSchema = z.object({
  id: z.number().int(),
  area_code: z.string(),
  area_level: z.string(),
  area_name: z.string(),
  ...stageFieldsSchema,
  warning_percent: z.number().int().nullable(),
  memo: z.string(),
  updated_at: z.string(),
});
const ticketRowSchema = z.object({
  id: z.number().int(),
  ticket_type: z.string(),
  ticket_type_name: z.string(),
  hours: z.number().int(),
  warning_percent: z.number().int().nullable(),
  memo: z.string(),
  updated_at: z.string(),
});

const toArea = (r: TimeLimitRow): z.infer<typeof areaRowSchema> => ({
  id: r.id,
  area_code: r.areaCode,
  area_level: r.areaLevel,
  area_name: r.areaName,
  ...(stageFieldsOf(r.stageHours) as Record<keyof typeof stageFieldsSchema, number | null>),
  warning_percent: r.warningPercent,
  memo: r.memo,
  updated_at: r.updatedAt.toISOString(),
});
const toTicket = (r: TicketTimeLimitRow): z.infer<typeof ticketRowSchema> => ({
  id: r.id,
  ticket_type: r.ticketType,
  ticket_type_name: r.ticketTypeName,
  hours: r.hours,
  warning_percent: r.warningPercent,
  memo: r.memo,
  updated_at: r.updatedAt.toISOString(),
});

const idParams = z.object({ id: idParam });
const evaluateBody = z.object({
  stage: z.string().trim().min(1).max(40),
  stage_started_at: z.string().trim().min(1).max(40).refine((v) => !Number.isNaN(Date.parse(v)), 'invalidFormat'),
  end_province_code: z.string().trim().max(6).optional().default(''),
  end_city_code: z.string().trim().max(6).optional().default(''),
  end_district_code: z.string().trim().max(6).optional().default(''),
});

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/user/time_limit/global', { schema: { response: { 200: envelope(globalSchema) } } }, async (request) => {
    const row = await app.timeLimits.getGlobal(request.user().company_id);
    return ok({
      ...(stageFieldsOf(row?.stageHours ?? {}) as Record<keyof typeof stageFieldsSchema, number | null>),
      warning_percent: row?.warningPercent ?? DEFAULT_WARNING_PERCENT,
      updated_at: row?.updatedAt.toISOString() ?? null,
    });
  });

  app.put('/user/time_limit/global', { schema: { body: globalTimeLimitBody, response: { 200: envelope(globalSchema) } } }, async (request) => {
    const row = await app.timeLimits.saveGlobal(request.user().company_id, stageHoursOf(request.body), request.body.warning_percent);
    return ok({
      ...(stageFieldsOf(row.stageHours) as Record<keyof typeof stageFieldsSchema, number | null>),
      warning_percent: row.warningPercent ?? DEFAULT_WARNING_PERCENT,
      updated_at: row.updatedAt.toISOString(),
    });
  });

  app.get(
    '/user/time_limit/district',
    {
      schema: {
        querystring: pageQuery.extend({ area_code: optionalAreaCode, area_level: optionalText(10) }),
        response: { 200: envelope(z.object({ list: z.array(areaRowSchema), total: z.number().int() })) },
      },
    },
    async (request) => {
      const q = request.query;
      const result = await app.timeLimits.listAreas(request.user().company_id, { areaCode: q.area_code, level: q.area_level, page: q.page, perPage: q.per_page });
      return ok({ list: result.list.map(toArea), total: result.total });
    },
  );

  const areaValues = async (body: z.infer<typeof areaTimeLimitBody>) => {
    const level = areaLevelOf(body.area_code);
    const name = level && splitAreaCode(body.area_code) ? await areaPath(app.db, body.area_code) : null;
    if (!level || !name) throw new HttpError(400, 'areaUnknown', { field: 'area_code' }, { field: 'area_code' });
    return { areaCode: body.area_code, areaLevel: level, areaName: name, stageHours: stageHoursOf(body), warningPercent: body.warning_percent ?? null, memo: body.memo };
  };

  app.post('/user/time_limit/district', { schema: { body: areaTimeLimitBody, response: { 200: envelope(areaRowSchema) } } }, async (request) => {
    const row = await app.timeLimits.createArea(request.user().company_id, await areaValues(request.body));
    if (row === 'duplicate') throw new HttpError(400, 'timeLimitAreaExists', {}, { field: 'area_code' });
    return ok(toArea(row));
  });

  app.put(
    '/user/time_limit/district/:id',
    { schema: { params: idParams, body: areaTimeLimitBody, response: { 200: envelope(areaRowSchema) } } },
    async (request) => {
      const companyId = request.user().company_id;
      if (!(await app.timeLimits.findArea(companyId, request.params.id))) throw notFound();
      const row = await app.timeLimits.updateArea(companyId, request.params.id, await areaValues(request.body));
      if (row === 'duplicate') throw new HttpError(400, 'timeLimitAreaExists', {}, { field: 'area_code' });
      if (!row) throw notFound();
      return ok(toArea(row));
    },
  );

  app.delete('/user/time_limit/district/:id', { schema: { params: idParams, response: { 200: envelope(removedSchema) } } }, async (request) => {
    if (!(await app.timeLimits.removeArea(request.user().company_id, request.params.id))) throw notFound();
    return ok({ removed: true });
  });

  app.get(
    '/user/time_limit/ticket',
    {
      schema: {
        querystring: pageQuery.extend({ ticket_type: optionalText(40) }),
        response: { 200: envelope(z.object({ list: z.array(ticketRowSchema), total: z.number().int() })) },
      },
    },
    async (request) => {
      const q = request.query;
      const result = await app.timeLimits.listTickets(request.user().company_id, { ticketType: q.ticket_type, page: q.page, perPage: q.per_page });
      return ok({ list: result.list.map(toTicket), total: result.total });
    },
  );

  const ticketValues = (b: z.infer<typeof ticketTimeLimitBody>) => ({
    ticketType: b.ticket_type,
    ticketTypeName: b.ticket_type_name,
    hours: b.hours,
    warningPercent: b.warning_percent ?? null,
    memo: b.memo,
  });

  app.post('/user/time_limit/ticket', { schema: { body: ticketTimeLimitBody, response: { 200: envelope(ticketRowSchema) } } }, async (request) => {
    const row = await app.timeLimits.createTicket(request.user().company_id, ticketValues(request.body));
    if (row === 'duplicate') throw new HttpError(400, 'ticketTimeLimitExists', {}, { field: 'ticket_type' });
    return ok(toTicket(row));
  });

  app.put(
    '/user/time_limit/ticket/:id',
    { schema: { params: idParams, body: ticketTimeLimitBody, response: { 200: envelope(ticketRowSchema) } } },
    async (request) => {
      const row = await app.timeLimits.updateTicket(request.user().company_id, request.params.id, ticketValues(request.body));
      if (row === 'duplicate') throw new HttpError(400, 'ticketTimeLimitExists', {}, { field: 'ticket_type' });
      if (!row) throw notFound();
      return ok(toTicket(row));
    },
  );

  app.delete('/user/time_limit/ticket/:id', { schema: { params: idParams, response: { 200: envelope(removedSchema) } } }, async (request) => {
    if (!(await app.timeLimits.removeTicket(request.user().company_id, request.params.id))) throw notFound();
    return ok({ removed: true });
  });

  // what the order lists compute: the status and the limit that applies (screens preview it; tests prove it)
  app.post(
    '/user/time_limit/evaluate',
    {
      schema: {
        body: evaluateBody,
        response: {
          200: envelope(
            z.object({
              limitation_status_code: z.enum(LIMITATION_STATUSES),
              hours: z.number().nullable(),
              warning_percent: z.number().nullable(),
              source: z.string().nullable(),
            }),
          ),
        },
      },
    },
    async (request) => {
      const b = request.body;
      const limits = await app.timeLimits.forCompany(request.user().company_id);
      const order = { stage: b.stage, stageStartedAt: b.stage_started_at, endProvinceCode: b.end_province_code, endCityCode: b.end_city_code, endDistrictCode: b.end_district_code };
      const limit = resolveLimit(order.stage, order, limits);
      return ok({
        limitation_status_code: limitationStatus(order, limits, new Date()),
        hours: limit?.hours ?? null,
        warning_percent: limit?.warningPercent ?? null,
        source: limit?.source ?? null,
      });
    },
  );
};

export default routes;
