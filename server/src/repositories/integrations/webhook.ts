/**
 * The inbound webhook (README 'Webhook contract', 'Platform payloads'): a signed message from a platform creates or
 * updates one order, keyed by (company, platform, external order id); an older-or-equal updated_at is a replay and
 * changes nothing. A message is either the platform's own order shape under its own signature headers (translated
 * by src/domain/integrations/translators.ts, areas by name) or the normalised format under X-Lading-* headers.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { webhookOrderSchema, type WebhookOrder } from '../../../../src/domain/integrations/api';
import { PLATFORMS, type PlatformKey } from '../../../../src/domain/integrations/platforms';
import { NORMALISED_SIGNATURE_HEADER, TRANSLATORS } from '../../../../src/domain/integrations/translators';
import type { OrderInput } from '../../../../src/domain/order-form';
import type { Db } from '../../db/client';
import { integrationAccounts, integrationOrders, orders, products } from '../../db/schema';
import { badRequest, HttpError, notFound, unauthorized } from '../../lib/http-error';
import { resolveAreaNames } from '../import-names';
import { ActionRefused } from '../order-action-request';
import type { EntryContext, OrderEntryRepository } from '../order-entry';
import { signatureMatches } from './crypto';
import { decryptText } from './crypto';

/** how far a message's timestamp may be from the server's clock */
export const WEBHOOK_WINDOW_S = 300;

export interface WebhookDeps {
  orderEntry: OrderEntryRepository;
  /** the company's service package name of a code, or null */
  packageName: (companyId: number, code: string) => Promise<string | null>;
  /** whether the company's blind areas ban the order's end address — the check the order form and the import make */
  banned: (companyId: number, input: OrderInput) => Promise<boolean>;
}

export interface WebhookIn {
  platform: PlatformKey;
  hookKey: string;
  /** a request header by its lower-case name */
  header: (name: string) => string | undefined;
  raw: string;
  now: Date;
}

export type WebhookResult = { result: 'created' | 'updated' | 'kept' | 'ignored'; order_no: string };

/** zod issues in the shape the errors plugin words as 'field: reason' (400) */
function validationError(issues: { code: string; path: PropertyKey[]; message: string }[]): Error {
  const error = new Error('invalid webhook body') as Error & { validation: unknown[]; statusCode: number };
  error.statusCode = 400;
  error.validation = issues.map((i) => ({ keyword: i.code, instancePath: `/${i.path.map(String).join('/')}`, message: i.message, params: i }));
  return error;
}

const refusal = (e: unknown) => (e instanceof ActionRefused ? new HttpError(e.statusCode, e.messageKey, e.params) : e);

export async function receiveWebhook(db: Db, key: Buffer, deps: WebhookDeps, msg: WebhookIn): Promise<WebhookResult> {
  const [account] = await db
    .select()
    .from(integrationAccounts)
    .where(and(eq(integrationAccounts.platform, msg.platform), eq(integrationAccounts.hookKey, msg.hookKey)));
  // an unknown key answers like a bad signature: the URL alone tells a prober nothing
  if (!account) throw unauthorized('inSignatureInvalid');
  // the normalised format names itself by its signature header; otherwise the platform's own scheme
  const scheme = msg.header(NORMALISED_SIGNATURE_HEADER) !== undefined ? undefined : TRANSLATORS[msg.platform].signature;
  const timestamp = msg.header(scheme ? scheme.timestampHeader : 'x-lading-timestamp');
  const seconds = scheme?.millis ? Number(timestamp) / 1000 : Number(timestamp);
  const shape = scheme?.millis ? /^\d{12,14}$/ : /^\d{9,11}$/;
  if (!timestamp || !shape.test(timestamp) || Math.abs(msg.now.getTime() / 1000 - seconds) > WEBHOOK_WINDOW_S) throw unauthorized('inTimestampInvalid');
  const signature = msg.header(scheme ? scheme.signatureHeader : NORMALISED_SIGNATURE_HEADER);
  if (!signatureMatches(decryptText(key, account.webhookSecretEnc), timestamp, msg.raw, signature, scheme)) throw unauthorized('inSignatureInvalid');
  if (!account.enabled) throw new HttpError(403, 'inDisabled');

  let json: unknown;
  try {
    json = JSON.parse(msg.raw);
  } catch {
    throw badRequest('inBodyNotJson');
  }
  const body = scheme ? await fromPlatform(db, msg.platform, json) : normalised(json);
  if (!account.shopIds.split(',').includes(body.shop_id)) throw badRequest('inShopNotBound', { shop: body.shop_id });
  if (!account.consignorResourceId || !account.updatedBy) throw badRequest('inNoConsignor');

  const companyId = account.companyId;
  const updatedAt = new Date(body.updated_at);
  const [link] = await db
    .select({ id: integrationOrders.id, orderId: integrationOrders.orderId, at: integrationOrders.platformUpdatedAt, orderNo: orders.orderNo })
    .from(integrationOrders)
    .innerJoin(orders, eq(orders.id, integrationOrders.orderId))
    .where(and(eq(integrationOrders.companyId, companyId), eq(integrationOrders.platform, msg.platform), eq(integrationOrders.externalOrderId, body.external_order_id)));
  if (link && updatedAt.getTime() <= link.at.getTime()) return { result: 'ignored', order_no: link.orderNo };

  const input = await orderInput(db, companyId, account.consignorResourceId, msg.platform, body);
  const pkgName = await deps.packageName(companyId, input.services_pkg_code);
  if (pkgName === null) throw badRequest('orderServicePkgInvalid', { code: input.services_pkg_code });
  if (await deps.banned(companyId, input)) throw badRequest('areaBanned');
  const ctx: EntryContext = {
    companyId,
    actor: { userId: account.updatedBy, companyId, name: `${PLATFORMS[msg.platform].zh}对接`, role: 'servicer' },
    appCode: 'BANG',
    ownConsignorResourceId: null,
  };

  if (!link) {
    const created = await deps.orderEntry.create(ctx, { input, servicesPkgName: pkgName, submit: true }, msg.now).catch((e: unknown) => {
      throw refusal(e);
    });
    const inserted = await db
      .insert(integrationOrders)
      .values({ companyId, platform: msg.platform, externalOrderId: body.external_order_id, orderId: created.id, shopId: body.shop_id, platformUpdatedAt: updatedAt })
      .onConflictDoNothing()
      .returning({ id: integrationOrders.id });
    return { result: created.existing || !inserted.length ? 'ignored' : 'created', order_no: created.order_no };
  }

  const [row] = await db.select().from(orders).where(and(eq(orders.id, link.orderId), eq(orders.companyId, companyId)));
  if (!row) throw notFound();
  let result: WebhookResult['result'] = 'updated';
  try {
    await deps.orderEntry.update(ctx, row, input, pkgName, undefined, 'zh');
  } catch (e) {
    // an order past the editable statuses keeps its details: the message is recorded as seen, not applied
    if (!(e instanceof ActionRefused) || e.messageKey !== 'orderNotEditable') throw refusal(e);
    result = 'kept';
  }
  await db.update(integrationOrders).set({ platformUpdatedAt: updatedAt, updatedAt: new Date() }).where(eq(integrationOrders.id, link.id));
  return { result, order_no: row.orderNo };
}

function normalised(json: unknown): WebhookOrder {
  const parsed = webhookOrderSchema.safeParse(json);
  if (!parsed.success) throw validationError(parsed.error.issues);
  return parsed.data;
}

/** The platform's own order shape → the normalised message (a 400 names the platform's field; areas by name). */
async function fromPlatform(db: Db, platform: PlatformKey, json: unknown): Promise<WebhookOrder> {
  const parsed = TRANSLATORS[platform].schema.safeParse(json);
  if (!parsed.success) throw validationError(parsed.error.issues);
  const p = parsed.data;
  const r = p.receiver;
  const area = await resolveAreaNames(db, r.province, r.city, r.district);
  if (!area) throw badRequest('inAreaUnknown', { area: [r.province, r.city, r.district].join('/') });
  return normalised({
    shop_id: p.shop_id,
    external_order_id: p.external_order_id,
    updated_at: p.updated_at,
    receiver: { name: r.name, phone: r.phone, province_code: area.province, city_code: area.city, district_code: area.district, address: r.address },
    items: p.items,
    ...(p.memo ? { memo: p.memo } : {}),
  });
}

/** The platform's message as an order entry input: products by the company's product codes. */
async function orderInput(db: Db, companyId: number, consignorId: number, platform: PlatformKey, body: WebhookOrder): Promise<OrderInput> {
  const skus = [...new Set(body.items.map((i) => i.sku))];
  const found = await db
    .select({ id: products.id, code: products.code })
    .from(products)
    .where(and(eq(products.companyId, companyId), inArray(products.code, skus), eq(products.disabled, false)));
  const byCode = new Map(found.map((p) => [p.code, p.id]));
  const lines = body.items.map((item, i) => {
    const id = byCode.get(item.sku);
    if (!id) throw badRequest('inSkuUnknown', { field: `items.${i}.sku`, sku: item.sku });
    return { product_id: id, quantity: item.quantity };
  });
  return {
    variant: 'waybill',
    consignor_resource_id: consignorId,
    end_contact: body.receiver.name,
    end_tel: body.receiver.phone,
    end_province_code: body.receiver.province_code,
    end_city_code: body.receiver.city_code,
    end_district_code: body.receiver.district_code,
    end_address: body.receiver.address,
    products: lines,
    services_pkg_code: body.services_pkg_code || 'DELIVERY_INSTALL',
    memo: body.memo,
    client_order_no: `${platform}:${body.external_order_id}`,
  };
}
