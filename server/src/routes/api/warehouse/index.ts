/**
 * The warehouse API (issue 17; contract in src/domain/warehouse/api.ts): balances, the move log, documents with their
 * lifecycle actions and scans, cartons. Servicer and delivery-side (warehouse) companies only; every id is the
 * caller's company's, another company's is a 404 or a 400 naming the field. Writes take an Idempotency-Key through
 * the server-wide layer (plugins/idempotency.ts), so an outbox replay applies once.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { balanceRow, createDocumentBody, DOCUMENT_KINDS, documentActionBody, documentDetail, documentSummary, driftAnswer, moveRow, scansAnswer, scansBody } from '../../../../../src/domain/warehouse/api';
import { importLinesAnswer, importLinesBody } from '../../../../../src/domain/warehouse/api-import-lines';
import { packageDetail, scanLookup } from '../../../../../src/domain/warehouse/api-packages';
import { productReplaceAnswer, productReplaceBody } from '../../../../../src/domain/warehouse/api-product-replace';
import { replenishRuleBody, replenishRuleRow, replenishSuggestion } from '../../../../../src/domain/warehouse/api-replenish';
import { serverMessage } from '../../../../../src/domain/server-messages';
import { TRANSITIONS } from '../../../../../src/domain/warehouse/documents';
import { parsePackageNo } from '../../../../../src/domain/warehouse/ledger';
import { badRequest, forbidden, HttpError, notFound } from '../../../lib/http-error';
import { checkedOccurredAt } from '../../../lib/occurred-at';
import { envelope, idParam, ok, optionalText, pageQuery, queryFlag } from '../../../lib/schemas';
import { countReviewRefusal, REVIEW_ACTIONS } from '../../../repositories/warehouse/count-review';
import type { Actor } from '../../../repositories/warehouse/documents';
import { cartonSetFigures } from '../../../repositories/warehouse/carton-facts';
import { resolveImportLines } from '../../../repositories/warehouse/import-lines';
import { movedCartonOrder } from '../../../repositories/warehouse/carton-owners';
import { tracePackage } from '../../../repositories/warehouse/package-trace';
import { replaceProduct } from '../../../repositories/warehouse/product-replace';
import notices from './notices';
import shiftDownload from './shift-download';
import type { DataScope } from '../../../../../src/domain/admin/data-scope';


/** the signed-in user as the warehouse sees them; customers and drivers have no warehouse */
function actorOf(request: FastifyRequest): Actor {
  const user = request.user();
  if (user.main_type !== 'servicer' && user.main_type !== 'delivery') throw forbidden();
  return { companyId: user.company_id, userId: user.id, name: user.nickname || user.username, lang: request.lang };
}

const optionalId = idParam.optional();
/** owner 0 is the servicer's own stock */
const optionalOwner = z
  .union([z.literal(''), z.string().regex(/^\d{1,10}$/, 'invalidFormat')])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : Number(v)))
  .refine((v) => v === undefined || v <= 2_147_483_647, 'invalidFormat');
const isoDate = z
  .string()
  .trim()
  .regex(/^(\d{4}-\d{2}-\d{2})?$/, 'whDateInvalid')
  .optional()
  .transform((v) => v || undefined);

/** a China date's start (UTC+8) */
const chinaDayStart = (d: string) => new Date(`${d}T00:00:00+08:00`);

const docParams = z.object({ id: idParam });
const actionParams = z.object({ id: idParam, action: z.string().trim().min(1).max(20) });
const listOf = <T extends z.ZodType>(row: T) => envelope(z.object({ list: z.array(row), total: z.number().int() }));

const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(notices);
  await app.register(shiftDownload);
  app.get(
    '/warehouse/balances',
    {
      schema: {
        querystring: pageQuery.extend({
          warehouse_id: optionalId,
          location_id: optionalId,
          product_id: optionalId,
          owner_id: optionalOwner,
          package_no: optionalText(40),
          keyword: optionalText(50),
          only_available: queryFlag,
        }),
        response: { 200: listOf(balanceRow) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await app.warehouseDocuments.expireDue(actor);
      const q = request.query;
      const page = await app.warehouseReads.balances(
        actor.companyId,
        { warehouseId: q.warehouse_id, locationId: q.location_id, productId: q.product_id, ownerId: q.owner_id, packageNo: q.package_no, keyword: q.keyword, onlyAvailable: q.only_available, page: q.page, perPage: q.per_page, data: request.dataScope() },
        request.lang,
      );
      // a carton of a multi-carton unit: how many of its unit are here (a fixed number of queries for the whole page)
      const sets = await cartonSetFigures(app.db, actor.companyId, page.list);
      return ok({ ...page, list: page.list.map((row, i) => ({ ...row, carton_set: sets[i] })) });
    },
  );

  app.get(
    '/warehouse/moves',
    {
      schema: {
        querystring: pageQuery.extend({
          warehouse_id: optionalId,
          location_id: optionalId,
          product_id: optionalId,
          owner_id: optionalOwner,
          package_no: optionalText(40),
          doc_no: optionalText(40),
          doc_kind: z.enum([...DOCUMENT_KINDS, 'opening', '']).optional().transform((v) => v || undefined),
          from_date: isoDate,
          to_date: isoDate,
        }),
        response: { 200: listOf(moveRow) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const q = request.query;
      const from = q.from_date ? chinaDayStart(q.from_date) : undefined;
      const to = q.to_date ? new Date(chinaDayStart(q.to_date).getTime() + 86_400_000) : undefined;
      if ((from && Number.isNaN(from.getTime())) || (to && Number.isNaN(to.getTime()))) throw badRequest('whDateInvalid');
      if (from && to && (to.getTime() - from.getTime() > 31 * 86_400_000 || to <= from)) throw new HttpError(400, 'whDateRange', {}, { field: 'to_date' });
      return ok(
        await app.warehouseReads.moves(
          actor.companyId,
          { warehouseId: q.warehouse_id, locationId: q.location_id, productId: q.product_id, ownerId: q.owner_id, packageNo: q.package_no, docNo: q.doc_no, docKind: q.doc_kind, from, to, page: q.page, perPage: q.per_page },
          request.lang,
        ),
      );
    },
  );

  app.get('/warehouse/drift', { schema: { response: { 200: envelope(driftAnswer) } } }, async (request) => {
    const actor = actorOf(request);
    return ok(await app.warehouseDocuments.ledger.drift(app.db, actor.companyId));
  });

  app.get(
    '/warehouse/documents',
    {
      schema: {
        querystring: pageQuery.extend({
          kind: z.enum([...DOCUMENT_KINDS, '']).optional().transform((v) => v || undefined),
          status: z.string().trim().max(20).regex(/^[a-z_]*$/, 'invalidFormat').optional().transform((v) => v || undefined),
          warehouse_id: optionalId,
          doc_no: optionalText(40),
        }),
        response: { 200: listOf(documentSummary) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await app.warehouseDocuments.expireDue(actor);
      const q = request.query;
      return ok(await app.warehouseReads.documents(actor.companyId, { kind: q.kind, status: q.status, warehouseId: q.warehouse_id, docNo: q.doc_no, page: q.page, perPage: q.per_page, data: request.dataScope() }, request.lang));
    },
  );

  /** `data`: the reader's data-permission scope (reads and actions); a creation answers its own document */
  const detail = async (actor: Actor, id: number, data?: DataScope) => {
    const doc = await app.warehouseReads.document(actor.companyId, id, actor.lang, data);
    if (!doc) throw notFound();
    const review = doc.actions.filter((a) => (REVIEW_ACTIONS as readonly string[]).includes(a));
    const refusal = doc.kind === 'count' && review.length ? await countReviewRefusal(app.db, actor, id) : null;
    return refusal ? { ...doc, blocked_actions: Object.fromEntries(review.map((a) => [a, serverMessage(actor.lang, refusal)])) } : doc;
  };

  app.get('/warehouse/documents/:id', { schema: { params: docParams, response: { 200: envelope(documentDetail) } } }, async (request) => {
    const actor = actorOf(request);
    return ok(await detail(actor, request.params.id, request.dataScope()));
  });

  app.post('/warehouse/documents', { schema: { body: createDocumentBody, response: { 200: envelope(documentDetail) } } }, async (request) => {
    const actor = actorOf(request);
    await app.warehouseDocuments.expireDue(actor);
    const id = await app.warehouseDocuments.create(actor, request.body, checkedOccurredAt(request.body.occurred_at));
    return ok(await detail(actor, id));
  });

  app.post(
    '/warehouse/documents/:id/actions/:action',
    { schema: { params: actionParams, body: documentActionBody, response: { 200: envelope(documentDetail) } } },
    async (request) => {
      const actor = actorOf(request);
      const { id, action } = request.params;
      const doc = await app.warehouseReads.document(actor.companyId, id, actor.lang, request.dataScope());
      if (!doc) throw notFound();
      // expire is the system's own transition (a lock's expiry), never a user's
      if (action === 'expire' || !Object.prototype.hasOwnProperty.call(TRANSITIONS[doc.kind], action)) throw new HttpError(400, 'invalidValue', { values: doc.actions.join(', ') });
      const b = request.body;
      await app.warehouseDocuments.transition(actor, id, action, { lines: b.lines, found: b.found, reason: b.reason, location_id: b.location_id }, checkedOccurredAt(b.occurred_at));
      return ok(await detail(actor, id));
    },
  );

  app.post('/warehouse/documents/:id/scans', { schema: { params: docParams, body: scansBody, response: { 200: envelope(scansAnswer) } } }, async (request) => {
    const actor = actorOf(request);
    const scans = request.body.scans.map((s) => ({ ...s, occurred_at: checkedOccurredAt(s.occurred_at).toISOString() }));
    const results = await app.warehouseDocuments.scan(actor, request.params.id, scans);
    return ok({ results, document: await detail(actor, request.params.id) });
  });

  app.get('/warehouse/packages/:package_no', { schema: { params: z.object({ package_no: z.string().trim().max(40) }), response: { 200: envelope(packageDetail) } } }, async (request) => {
    const actor = actorOf(request);
    const no = request.params.package_no.toUpperCase();
    if (!parsePackageNo(no)) throw badRequest('whPackageNoInvalid');
    const pkg = await tracePackage(app.db, app.warehouseReads, actor.companyId, no, request.lang);
    if (!pkg) throw new HttpError(404, 'whPackageNotFound', { no });
    return ok(pkg);
  });

  app.post('/warehouse/product-replace', { schema: { body: productReplaceBody, response: { 200: envelope(productReplaceAnswer) } } }, async (request) => {
    const actor = actorOf(request);
    return ok(await replaceProduct(app.db, actor, request.body, checkedOccurredAt(request.body.occurred_at)));
  });

  app.post('/warehouse/import-lines', { schema: { body: importLinesBody, response: { 200: envelope(importLinesAnswer) } } }, async (request) => {
    const actor = actorOf(request);
    return ok(await resolveImportLines(app.db, actor.companyId, request.body, request.lang));
  });

  app.get('/warehouse/replenish-rules', { schema: { querystring: z.object({ warehouse_id: optionalId }), response: { 200: envelope(z.object({ list: z.array(replenishRuleRow) })) } } }, async (request) => {
    const actor = actorOf(request);
    return ok({ list: await app.warehouseReplenish.rules(actor.companyId, request.query.warehouse_id, request.lang) });
  });

  app.post('/warehouse/replenish-rules', { schema: { body: replenishRuleBody, response: { 200: envelope(z.object({ id: z.number().int() })) } } }, async (request) => {
    const actor = actorOf(request);
    return ok({ id: await app.warehouseReplenish.save(actor.companyId, request.body) });
  });

  app.delete('/warehouse/replenish-rules/:id', { schema: { params: docParams, response: { 200: envelope(z.object({ removed: z.boolean() })) } } }, async (request) => {
    const actor = actorOf(request);
    if (!(await app.warehouseReplenish.remove(actor.companyId, request.params.id))) throw notFound();
    return ok({ removed: true });
  });

  app.get('/warehouse/replenish-suggestions', { schema: { querystring: z.object({ warehouse_id: optionalId }), response: { 200: envelope(z.object({ list: z.array(replenishSuggestion) })) } } }, async (request) => {
    const actor = actorOf(request);
    await app.warehouseDocuments.expireDue(actor);
    return ok({ list: await app.warehouseReplenish.suggestions(actor.companyId, request.query.warehouse_id, request.lang) });
  });

  app.get('/warehouse/scan-lookup', { schema: { querystring: z.object({ code: z.string().trim().min(1, 'required').max(64) }), response: { 200: envelope(scanLookup) } } }, async (request) => {
    const actor = actorOf(request);
    const code = request.query.code.toUpperCase();
    const pkg = parsePackageNo(code);
    if (pkg) {
      // a carton a split moved answers its new order (the label stays)
      const orderNo = (await movedCartonOrder(app.db, actor.companyId, code))?.orderNo ?? pkg.orderNo;
      const found = await app.warehouseReads.packageOf(actor.companyId, code, request.lang);
      const first = found?.moves[0];
      if (first) return ok({ code, kind: 'package' as const, package_no: code, order_no: orderNo, product_id: first.product_id, product_code: first.product_code, product_name: first.product_name });
      // no move yet (a carton expected on an inbound): its product as a document line names it
      const listed = await app.warehouseReads.cartonLineProduct(actor.companyId, code);
      return ok({ code, kind: 'package' as const, package_no: code, order_no: orderNo, product_id: listed?.id ?? null, product_code: listed?.code ?? '', product_name: listed?.name ?? '' });
    }
    const p = await app.warehouseReads.productByCode(actor.companyId, code);
    return ok(
      p
        ? { code, kind: 'product' as const, package_no: '', order_no: '', product_id: p.id, product_code: p.code, product_name: p.name }
        : { code, kind: 'unknown' as const, package_no: '', order_no: '', product_id: null, product_code: '', product_name: '' },
    );
  });
};

export default routes;
