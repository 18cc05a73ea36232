/**
 * The transit API (issue 18; contract in src/domain/transit/api.ts, design in its README): sites, loads with their
 * planned orders, transitions and dock scans, orders waiting at a site, discrepancies, route reset and split. Servicer
 * accounts only; every id is the caller's company's (another company's load is a 404, a body's site, order or line
 * a 400 naming the field). Writes take an Idempotency-Key through the server-wide layer (plugins/idempotency.ts).
 * Stowage plans, the report and the public plan are built on the same tables in their own files.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createLoadBody, discrepancyRow, loadActionBody, loadDetail, loadScansAnswer, loadScansBody, loadSummary, planOrdersBody, resolveDiscrepancyBody, siteRef, updateLoadBody, waitingOrderRow } from '../../../../../src/domain/transit/api';
import { routeOrderRow, routeResetBody, splitAnswer, splitBody, splitOrderView } from '../../../../../src/domain/transit/api-route-split';
import { LOAD_ACTIONS, LOAD_STATUSES, LOAD_TYPES, type LoadAction } from '../../../../../src/domain/transit/loads';
import { parseSiteKey, siteKey, type Site } from '../../../../../src/domain/transit/routing';
import { feeDisplayOn } from '../../../lib/fee-display';
import { forbidden, HttpError, notFound } from '../../../lib/http-error';
import { checkedOccurredAt } from '../../../lib/occurred-at';
import { envelope, idParam, ok, optionalText, pageQuery } from '../../../lib/schemas';
import type { TransitActor } from '../../../repositories/transit/context';
import type { DataScope } from '../../../../../src/domain/admin/data-scope';


/** the signed-in user as transit sees them: a servicer's account (customers, providers and drivers have no loads) */
function actorOf(request: FastifyRequest): TransitActor {
  const user = request.user();
  if (user.main_type !== 'servicer') throw forbidden();
  return { companyId: user.company_id, userId: user.id, name: user.nickname || user.username, lang: request.lang };
}

const optionalId = idParam.optional();
const blankable = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
const siteQuery = blankable(z.string().trim().regex(/^(warehouse|station):\d{1,10}$/, 'tsSiteRequired'));
const isoDate = blankable(z.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/, 'invalidFormat'));
/** a China date's start (UTC+8) */
const chinaDayStart = (d: string) => new Date(`${d}T00:00:00+08:00`);
const loadParams = z.object({ id: idParam });
const listOf = <T extends z.ZodType>(row: T) => envelope(z.object({ list: z.array(row), total: z.number().int() }));

const routes: FastifyPluginAsyncZod = async (app) => {
  /** `data`: the reader's data-permission scope (reads); a write answers its own load whatever the scope */
  const detail = async (actor: TransitActor, id: number, data?: DataScope) => {
    const load = await app.transit.load(actor.companyId, id, actor.lang, data);
    if (!load) throw notFound();
    return load;
  };

  app.get('/transit/sites', { schema: { response: { 200: envelope(z.object({ list: z.array(siteRef) })) } } }, async (request) => {
    const actor = actorOf(request);
    return ok({ list: await app.transit.sites(actor.companyId) });
  });

  app.get(
    '/transit/loads',
    {
      schema: {
        querystring: pageQuery.extend({
          type: blankable(z.enum(LOAD_TYPES)),
          status: blankable(z.enum(LOAD_STATUSES)),
          line_id: optionalId,
          from_site: siteQuery,
          to_site: siteQuery,
          load_no: optionalText(30),
          date_from: isoDate,
          date_to: isoDate,
        }),
        response: { 200: listOf(loadSummary) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const q = request.query;
      const from = q.date_from ? chinaDayStart(q.date_from) : undefined;
      const to = q.date_to ? new Date(chinaDayStart(q.date_to).getTime() + 86_400_000) : undefined;
      if ((from && Number.isNaN(from.getTime())) || (to && Number.isNaN(to.getTime()))) throw new HttpError(400, 'invalidFormat', {}, { field: from && Number.isNaN(from.getTime()) ? 'date_from' : 'date_to' });
      return ok(
        await app.transit.loads(actor.companyId, {
          type: q.type,
          status: q.status,
          lineId: q.line_id,
          fromSite: q.from_site ? (parseSiteKey(q.from_site) ?? undefined) : undefined,
          toSite: q.to_site ? (parseSiteKey(q.to_site) ?? undefined) : undefined,
          loadNo: q.load_no,
          from,
          to,
          page: q.page,
          perPage: q.per_page,
          data: request.dataScope(),
        }),
      );
    },
  );

  app.get('/transit/loads/:id', { schema: { params: loadParams, response: { 200: envelope(loadDetail) } } }, async (request) => {
    const actor = actorOf(request);
    return ok(await detail(actor, request.params.id, request.dataScope()));
  });

  app.post('/transit/loads', { schema: { body: createLoadBody, response: { 200: envelope(loadDetail) } } }, async (request) => {
    const actor = actorOf(request);
    const id = await app.transit.create(actor, request.body);
    return ok(await detail(actor, id));
  });

  app.patch('/transit/loads/:id', { schema: { params: loadParams, body: updateLoadBody, response: { 200: envelope(loadDetail) } } }, async (request) => {
    const actor = actorOf(request);
    await app.transit.update(actor, request.params.id, request.body);
    return ok(await detail(actor, request.params.id));
  });

  app.post('/transit/loads/:id/orders', { schema: { params: loadParams, body: planOrdersBody, response: { 200: envelope(loadDetail) } } }, async (request) => {
    const actor = actorOf(request);
    await app.transit.plan(actor, request.params.id, request.body.order_ids);
    return ok(await detail(actor, request.params.id));
  });

  app.delete(
    '/transit/loads/:id/orders/:order_id',
    { schema: { params: z.object({ id: idParam, order_id: idParam }), response: { 200: envelope(loadDetail) } } },
    async (request) => {
      const actor = actorOf(request);
      await app.transit.unplan(actor, request.params.id, request.params.order_id);
      return ok(await detail(actor, request.params.id));
    },
  );

  app.post(
    '/transit/loads/:id/actions/:action',
    { schema: { params: z.object({ id: idParam, action: z.string().trim().min(1).max(20) }), body: loadActionBody, response: { 200: envelope(loadDetail) } } },
    async (request) => {
      const actor = actorOf(request);
      const { id, action } = request.params;
      if (!(LOAD_ACTIONS as readonly string[]).includes(action)) {
        await detail(actor, id);
        throw new HttpError(400, 'invalidValue', { values: LOAD_ACTIONS.join(', ') }, { field: 'action' });
      }
      const b = request.body;
      await app.transit.transition(actor, id, action as LoadAction, { reason: b.reason, allowPartial: b.allow_partial, receivingLocationId: b.receiving_location_id, occurredAt: checkedOccurredAt(b.occurred_at) });
      return ok(await detail(actor, id));
    },
  );

  app.post('/transit/loads/:id/scans', { schema: { params: loadParams, body: loadScansBody, response: { 200: envelope(loadScansAnswer) } } }, async (request) => {
    const actor = actorOf(request);
    const scans = request.body.scans.map((s) => ({ scan_id: s.scan_id, phase: s.phase, code: s.code, occurredAt: checkedOccurredAt(s.occurred_at) }));
    const results = await app.transit.scan(actor, request.params.id, scans);
    return ok({ results, load: await detail(actor, request.params.id) });
  });

  app.get(
    '/transit/waiting',
    { schema: { querystring: pageQuery.extend({ site: z.string({ error: () => 'tsSiteRequired' }).trim().regex(/^(warehouse|station):\d{1,10}$/, 'tsSiteRequired'), next_station_id: optionalId, keyword: optionalText(50) }), response: { 200: listOf(waitingOrderRow) } } },
    async (request) => {
      const actor = actorOf(request);
      const q = request.query;
      const site = parseSiteKey(q.site) as Site;
      // another company's site is none of the caller's business
      if (!(await app.transit.sites(actor.companyId)).some((s) => s.key === siteKey(site))) throw notFound();
      return ok(await app.transit.waiting(actor.companyId, { site, nextStationId: q.next_station_id, keyword: q.keyword, page: q.page, perPage: q.per_page }));
    },
  );

  app.get(
    '/transit/discrepancies',
    { schema: { querystring: pageQuery.extend({ status: blankable(z.enum(['open', 'resolved'])), load_id: optionalId }), response: { 200: listOf(discrepancyRow) } } },
    async (request) => {
      const actor = actorOf(request);
      const q = request.query;
      return ok(await app.transit.discrepancies(actor.companyId, { status: q.status, loadId: q.load_id, page: q.page, perPage: q.per_page }, actor.lang));
    },
  );

  app.post(
    '/transit/discrepancies/:id/resolve',
    { schema: { params: loadParams, body: resolveDiscrepancyBody, response: { 200: envelope(z.object({ id: z.number().int(), load_id: z.number().int() })) } } },
    async (request) => {
      const actor = actorOf(request);
      const loadId = await app.transit.resolve(actor, request.params.id, request.body.note);
      return ok({ id: request.params.id, load_id: loadId });
    },
  );

  app.post('/transit/route-reset', { schema: { body: routeResetBody, response: { 200: envelope(z.object({ order_ids: z.array(z.number().int()) })) } } }, async (request) => {
    const actor = actorOf(request);
    return ok(await app.transit.routeReset(actor, request.body, new Date()));
  });

  // route reset's list: orders named by number or carton (scanned), or waiting at a site; with a destination being chosen, the route it gives
  app.get(
    '/transit/routes',
    {
      schema: {
        querystring: pageQuery.extend({
          codes: optionalText(2000),
          site: siteQuery,
          dest_station_id: optionalId,
        }),
        response: { 200: listOf(routeOrderRow) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const q = request.query;
      const codes = [...new Set((q.codes ?? '').toUpperCase().split(/[\s,，]+/).filter(Boolean))].slice(0, 200);
      const site = q.site ? (parseSiteKey(q.site) as Site) : undefined;
      if (site && !(await app.transit.sites(actor.companyId)).some((s) => s.key === siteKey(site))) throw notFound();
      if (q.dest_station_id && !(await app.transit.sites(actor.companyId)).some((s) => s.key === `station:${q.dest_station_id}`)) {
        throw new HttpError(400, 'tsStationInvalid', {}, { field: 'dest_station_id' });
      }
      return ok(await app.transit.routeOrders(actor.companyId, { codes, site, destStationId: q.dest_station_id, page: q.page, perPage: q.per_page }));
    },
  );

  // the split screen's order: by its number or any of its cartons' (a moved carton names its new order)
  app.get('/transit/split/:code', { schema: { params: z.object({ code: z.string().trim().min(1).max(64) }), response: { 200: envelope(splitOrderView) } } }, async (request) => {
    const actor = actorOf(request);
    const view = await app.transit.splitView(actor.companyId, request.params.code, await feeDisplayOn(app, request.user()));
    if (!view) throw notFound();
    return ok(view);
  });

  app.post('/transit/split', { schema: { body: splitBody, response: { 200: envelope(splitAnswer) } } }, async (request) => {
    const actor = actorOf(request);
    return ok(await app.transit.split(actor, request.body, new Date()));
  });
};

export default routes;
