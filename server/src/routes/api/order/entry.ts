/**
 * Order entry (order-form.ts):
 *   POST /api/order/orders  {variant, ...fields, submit?} → data {id, order_no, status, existing}. A draft unless
 *        submit is true (then the lifecycle's submit follows). client_order_no — or the Idempotency-Key header
 *        when there is none — makes the create idempotent: a repeat answers the first order with existing true.
 *   PUT  /api/order/orders/{id or no}  {...fields, version?} → data {id, order_no, version, changed}
 *   POST /api/order/orders/import  {rows: [{...create payload, row_key?}]} → data.list per row
 *        [{row, ok, order_no?, existing?, msg?}], data.created, data.existing, data.failed. Every row is
 *        validated alone (one bad row does not fail the rest); row_key (e.g. a hash of the file's row) stands
 *        in for a missing client order number, so importing the same file twice creates nothing the second time.
 *        Rows may name their records instead of giving ids (consignor_name, store_name, delivery_name,
 *        end_province_name/end_city_name/end_district_name, products[].product_name as a name or code): they are
 *        resolved again here in the caller's company (repositories/import-names.ts) — the server is the truth.
 *   POST /api/order/import/resolve  {rows: [...same rows, row?]} (up to IMPORT_FILE_ROWS_MAX) → data.list per row
 *        [{row, ok, msg?, names_ok, shown: {consignor, store, delivery, area, products}}]: the import's preview, the same
 *        checks as the import without creating anything, with one query per kind of record whatever the rows.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { findBan, type BanMatch, type BannedAreaRule, type TownKeyword } from '../../../../../src/domain/banned-areas';
import { createOrderSchema, foreignVariantFields, IMPORT_FILE_ROWS_MAX, IMPORT_ROWS_MAX, missingVariantFields, orderInputSchema, VARIANTS, type CreateOrderInput, type OrderInput } from '../../../../../src/domain/order-form';
import { orderRoleOf } from '../../../../../src/domain/order-lifecycle';
import { badRequest, forbidden, notFound } from '../../../lib/http-error';
import { envelope, ok } from '../../../lib/schemas';
import { validationMessage } from '../../../lib/validation-message';
import { recordAudit } from '../../../repositories/audit';
import { resolveImportRows, type ResolvedImportRow } from '../../../repositories/import-names';
import { ActionRefused, type Actor } from '../../../repositories/order-action-request';
import type { EntryContext, NewOrder } from '../../../repositories/order-entry';
import { actorOf } from '../system/roles';
import { orderKey } from './actions';
import { orderScope } from './stats';

function entryContext(request: FastifyRequest): EntryContext {
  const user = request.user();
  const role = orderRoleOf(user.main_type);
  if (role !== 'servicer' && role !== 'consignor') throw forbidden();
  const companyId = role === 'servicer' ? user.company_id : user.servicer_id;
  if (!companyId || (role === 'consignor' && !user.resource_id)) throw forbidden();
  const actor: Actor = { userId: user.id, companyId: user.company_id, name: user.nickname || user.username, role };
  return { companyId, actor, appCode: user.app_code, ownConsignorResourceId: role === 'consignor' ? user.resource_id : null };
}

/** Per-request caches for the checks below (an import chunk asks the same questions many times). */
interface CheckCache {
  bans: Map<string, Promise<{ rules: BannedAreaRule[]; keywords: TownKeyword[] }>>;
  pkgs?: Promise<{ code: string; name: string }[]>;
}
const newCache = (): CheckCache => ({ bans: new Map() });

/**
 * The blind area or town keyword that bans an order's end address, or null: the one check behind the order form,
 * the import and the platform webhook (integrations).
 */
export async function orderBan(app: FastifyInstance, companyId: number, input: OrderInput, cache: CheckCache = newCache()): Promise<BanMatch | null> {
  let bans = cache.bans.get(input.end_province_code);
  if (!bans) cache.bans.set(input.end_province_code, (bans = app.bannedAreas.rulesFor(companyId, input.end_province_code)));
  const { rules, keywords } = await bans;
  return findBan(
    {
      provinceCode: input.end_province_code,
      cityCode: input.end_city_code,
      districtCode: input.end_district_code,
      consignorId: input.consignor_resource_id ?? null,
      address: input.end_address,
    },
    rules,
    keywords,
  );
}

/** The checks every input gets after its schema: the variant's fields, who may use it, the blind areas. */
async function checkInput(app: FastifyInstance, ctx: EntryContext, input: OrderInput, cache: CheckCache = newCache()): Promise<string> {
  if (!VARIANTS[input.variant].appCodes.includes(ctx.appCode as never)) throw new ActionRefused(400, 'orderVariantForbidden');
  const missing = missingVariantFields(ctx.ownConsignorResourceId ? { ...input, consignor_resource_id: ctx.ownConsignorResourceId } : input);
  if (missing.length) throw new ActionRefused(400, 'orderVariantFieldRequired', { field: missing[0] });
  const foreign = foreignVariantFields(input);
  if (foreign.length) throw new ActionRefused(400, 'orderVariantFieldForeign', { field: foreign[0] });
  const consignorId = ctx.ownConsignorResourceId ?? input.consignor_resource_id;
  if (await orderBan(app, ctx.companyId, { ...input, consignor_resource_id: consignorId }, cache)) throw new ActionRefused(400, 'areaBanned');
  const pkgs = await (cache.pkgs ??= app.configItems.list(ctx.companyId, 'SERVICE_PKG_TYPE'));
  const pkg = pkgs.find((p) => p.code === input.services_pkg_code);
  if (!pkg) throw new ActionRefused(400, 'orderServicePkgInvalid', { code: input.services_pkg_code });
  return pkg.name;
}

function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers['idempotency-key'];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (key === undefined) return undefined;
  if (!/^[\w.:-]{8,100}$/.test(key)) throw badRequest('idempotencyKeyInvalid');
  return key;
}

const createdSchema = z.object({ id: z.number(), order_no: z.string(), status: z.string(), existing: z.boolean() });

const routes: FastifyPluginAsyncZod = async (app) => {
  async function createOne(ctx: EntryContext, input: CreateOrderInput) {
    const { submit, ...fields } = input;
    const servicesPkgName = await checkInput(app, ctx, fields);
    return app.orderEntry.create(ctx, { input: fields, servicesPkgName, submit: !!submit }, new Date());
  }

  /** One resolved import row through the create schema and the checks (nothing written). */
  async function checkImportRow(request: FastifyRequest, ctx: EntryContext, r: ResolvedImportRow, cache: CheckCache, rowKeyRaw?: unknown): Promise<{ ok: true; item: NewOrder } | { ok: false; msg: string }> {
    if (r.problems.length) return { ok: false, msg: r.problems.map((p) => request.t(p.key, p.params)).join('；') };
    // the 服务包 column takes the package's name (送装) as well as its code (DELIVERY_INSTALL)
    const pkgText = typeof r.payload.services_pkg_code === 'string' ? r.payload.services_pkg_code.trim().toLowerCase() : '';
    if (pkgText) {
      const pkgs = await (cache.pkgs ??= app.configItems.list(ctx.companyId, 'SERVICE_PKG_TYPE'));
      const named = pkgs.some((p) => p.code.toLowerCase() === pkgText) ? [] : pkgs.filter((p) => p.name.toLowerCase() === pkgText);
      if (named.length === 1) r.payload.services_pkg_code = named[0].code;
    }
    const parsed = createOrderSchema.safeParse(r.payload);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => ({ keyword: issue.code, instancePath: `/${issue.path.join('/')}`, message: issue.message, params: issue as unknown as Record<string, unknown> }));
      return { ok: false, msg: validationMessage(request.lang, issues) };
    }
    const rowKey = typeof rowKeyRaw === 'string' && /^[\w.:-]{1,64}$/.test(rowKeyRaw) ? `row:${rowKeyRaw}` : undefined;
    const { submit, ...input } = { ...parsed.data, client_order_no: parsed.data.client_order_no ?? rowKey };
    try {
      const servicesPkgName = await checkInput(app, ctx, input, cache);
      return { ok: true, item: { input, servicesPkgName, submit: !!submit } };
    } catch (e) {
      if (!(e instanceof ActionRefused)) throw e;
      return { ok: false, msg: request.t(e.messageKey, e.params) };
    }
  }

  app.post(
    '/order/import/resolve',
    {
      // a whole file in one request (names are short: 20 000 rows stay well under this)
      bodyLimit: 32 * 1024 * 1024,
      schema: {
        body: z.object({ rows: z.array(z.record(z.string(), z.unknown())).min(1).max(IMPORT_FILE_ROWS_MAX) }).strict(),
        response: {
          200: envelope(
            z.object({
              list: z.array(
                z.object({
                  row: z.number(),
                  ok: z.boolean(),
                  msg: z.string().optional(),
                  names_ok: z.boolean(),
                  shown: z.object({ consignor: z.string().optional(), store: z.string().optional(), delivery: z.string().optional(), area: z.string().optional(), products: z.string().optional() }),
                }),
              ),
            }),
          ),
        },
      },
    },
    async (request) => {
      const ctx = entryContext(request);
      const cache = newCache();
      const rows = request.body.rows.map(({ row_key: _k, ...fields }) => fields);
      const resolved = await resolveImportRows(app.db, ctx, rows, { display: true });
      const list = [];
      for (const [i, r] of resolved.entries()) {
        const rowNo = typeof rows[i].row === 'number' ? (rows[i].row as number) : i + 1;
        const checked = await checkImportRow(request, ctx, r, cache);
        list.push({ row: rowNo, ok: checked.ok, ...(checked.ok ? {} : { msg: checked.msg }), names_ok: !r.problems.length, shown: r.shown });
      }
      return ok({ list });
    },
  );

  const rethrow = (e: unknown) => (e instanceof ActionRefused ? (e.statusCode === 404 ? notFound() : badRequest(e.messageKey, e.params)) : e);

  // the Idempotency-Key becomes the order's client number (a repeat answers existing: true), not plugins/idempotency.ts
  app.post('/order/orders', { schema: { body: createOrderSchema, response: { 200: envelope(createdSchema) } } }, async (request) => {
    const ctx = entryContext(request);
    const key = idempotencyKeyOf(request);
    const input = { ...request.body, client_order_no: request.body.client_order_no ?? (key ? `idem:${key}` : undefined) };
    try {
      return ok(await createOne(ctx, input));
    } catch (e) {
      throw rethrow(e);
    }
  });

  app.put(
    '/order/orders/:key',
    {
      schema: {
        params: z.object({ key: z.string().max(40) }),
        body: orderInputSchema.extend({ version: z.number().int().min(0).optional() }).strict(),
        response: { 200: envelope(z.object({ id: z.number(), order_no: z.string(), version: z.number(), changed: z.array(z.string()) })) },
      },
    },
    async (request) => {
      const ctx = entryContext(request);
      const key = orderKey(request.params.key);
      if (!key) throw notFound();
      const row = await app.orderActions.find(orderScope(request.user(), request.dataScope()), key);
      if (!row) throw notFound();
      const { version, ...input } = request.body;
      try {
        if (input.variant !== row.createVariant) throw new ActionRefused(400, 'orderVariantFieldForeign', { field: 'variant' });
        const pkgName = await checkInput(app, ctx, input);
        const done = await app.orderEntry.update(ctx, row, input, pkgName, version, request.lang);
        return ok({ id: row.id, order_no: row.orderNo, ...done });
      } catch (e) {
        throw rethrow(e);
      }
    },
  );

  app.post(
    '/order/orders/import',
    {
      schema: {
        body: z.object({ rows: z.array(z.record(z.string(), z.unknown())).min(1).max(IMPORT_ROWS_MAX) }).strict(),
        response: {
          200: envelope(
            z.object({
              list: z.array(z.object({ row: z.number(), ok: z.boolean(), order_no: z.string().optional(), existing: z.boolean().optional(), msg: z.string().optional() })),
              created: z.number(),
              existing: z.number(),
              failed: z.number(),
            }),
          ),
        },
      },
    },
    async (request) => {
      const ctx = entryContext(request);
      type Result = { row: number; ok: boolean; order_no?: string; existing?: boolean; msg?: string };
      const list: Result[] = [];
      const valid: { row: number; item: NewOrder }[] = [];
      const cache = newCache();
      const keys = request.body.rows.map((raw) => raw.row_key);
      const resolved = await resolveImportRows(app.db, ctx, request.body.rows.map(({ row_key: _k, ...fields }) => fields));
      for (const [i, r] of resolved.entries()) {
        const checked = await checkImportRow(request, ctx, r, cache, keys[i]);
        if (!checked.ok) {
          list.push({ row: i + 1, ok: false, msg: checked.msg });
          continue;
        }
        valid.push({ row: i + 1, item: checked.item });
        list.push({ row: i + 1, ok: true });
      }
      const results = valid.length ? await app.orderEntry.createMany(ctx, valid.map((v) => v.item), new Date()) : [];
      const byRow = new Map(list.map((r) => [r.row, r]));
      valid.forEach((v, k) => {
        const r = results[k];
        const target = byRow.get(v.row)!;
        if (r instanceof ActionRefused) Object.assign(target, { ok: false, msg: request.t(r.messageKey, r.params) });
        else Object.assign(target, { order_no: r.order_no, existing: r.existing });
      });
      const okRows = list.filter((r) => r.ok);
      const existing = okRows.filter((r) => r.existing).length;
      const counts = { created: okRows.length - existing, existing, failed: list.length - okRows.length };
      // one entry per import: who imported what (the audit log), and the ops channel's 'imports' job figure
      await recordAudit(app.db, actorOf(request.user()), { action: 'order.import', entityType: 'order_import', entityId: '', before: null, after: { rows: list.length, ...counts } });
      return ok({ list, ...counts });
    },
  );
};

export default routes;
