/**
 * The integrations API's contract (issue 22, design in ./README.md): bodies both sides validate and the answers'
 * shapes. Every path is under /api/integrations; every id is the signed-in company's (another company's is a 404).
 *
 *   GET  /integrations/:platform               the account: masked credentials, shop ids, consignor, webhook, push URL
 *   PUT  /integrations/:platform               save it (a blank credential keeps the stored one)
 *   POST /integrations/:platform/test          connection test against the platform's gateway (honest result)
 *   POST /integrations/:platform/rotate-secret a new webhook secret
 *   GET  /integrations/:platform/outbox        the push-back log ?state&page&per_page
 *   POST /integrations/outbox/:id/retry        put a pending or dead row back in the queue, due now
 *   POST /integrations/:platform/webhook/:hook public, signed: create or update an order (webhookOrderSchema)
 */
import { z } from 'zod';
import { idField, numeric, textual } from '../input-fields';
import { ORDER_PRODUCTS_MAX, ORDER_QUANTITY_MAX } from '../order-form';
import { isPhoneOrLandline } from '../validators';
import { OUTBOX_STATES } from './outbox';
import { PLATFORM_KEYS } from './platforms';

export const platformParam = z.object({ platform: z.enum(PLATFORM_KEYS) });

const text = (max: number) => textual(z.string().trim().max(max));

/** the shop ids a company handles on the platform: comma-separated digits or letters, normalised to 'a,b' */
export const shopIdsField = textual(z.string().trim().max(500))
  .refine((v) => v === '' || /^[\w-]{1,64}(\s*,\s*[\w-]{1,64})*$/.test(v), 'inShopIdsInvalid')
  .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean).join(','));

export const pushUrlField = textual(z.string().trim().max(500)).refine((v) => v === '' || /^https?:\/\/[^\s/]+(\/\S*)?$/.test(v), 'inPushUrlInvalid');

export const saveAccountBody = z
  .object({
    shop_ids: shopIdsField,
    consignor_resource_id: z.preprocess((v) => (v === '' ? null : v), idField.nullable()),
    push_url: pushUrlField,
    enabled: z.boolean(),
    /** field → new value; a blank or absent field keeps the stored value */
    credentials: z.record(z.string().max(40), text(500)).default({}),
  })
  .strict();
export type SaveAccountBody = z.input<typeof saveAccountBody>;

export const accountView = z.object({
  platform: z.enum(PLATFORM_KEYS),
  configured: z.boolean(),
  enabled: z.boolean(),
  shop_ids: z.string(),
  consignor_resource_id: z.number().int().nullable(),
  consignor_name: z.string(),
  push_url: z.string(),
  /** field → masked value ('' when not set) */
  credentials: z.record(z.string(), z.string()),
  /** the path to paste into the platform (the screen prefixes the site's origin) */
  webhook_path: z.string(),
  webhook_secret: z.string(),
  updated_at: z.string().nullable(),
});
export type AccountView = z.infer<typeof accountView>;

export const connectionResult = z.object({
  reachable: z.boolean(),
  url: z.string(),
  /** the HTTP status when it answered */
  status: z.number().int().nullable(),
  /** the network error's code and message when it did not */
  error: z.string(),
  elapsed_ms: z.number().int(),
});
export type ConnectionResult = z.infer<typeof connectionResult>;

export const outboxQuery = z.object({
  state: z.preprocess((v) => (v === '' ? undefined : v), z.enum(OUTBOX_STATES).optional()),
  page: numeric(z.number().int().min(1).max(10_000)).default(1),
  per_page: numeric(z.number().int().min(1).max(100)).default(20),
});

export const outboxRow = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  order_no: z.string(),
  external_order_id: z.string(),
  status: z.string(),
  state: z.enum(OUTBOX_STATES),
  attempts: z.number().int(),
  last_error: z.string(),
  next_attempt_at: z.string(),
  delivered_at: z.string().nullable(),
  created_at: z.string(),
});
export type OutboxRow = z.infer<typeof outboxRow>;

// ——— the webhook's body (README 'Webhook contract') ———

const areaCode = textual(z.string().trim().regex(/^\d{6}$/, 'invalidFormat'));

export const webhookOrderSchema = z
  .object({
    shop_id: textual(z.string().trim().min(1).max(64)),
    external_order_id: textual(z.string().trim().min(1).max(50).regex(/^[\w.:-]+$/, 'invalidFormat')),
    updated_at: z.iso.datetime({ offset: true }),
    receiver: z
      .object({
        name: textual(z.string().trim().min(1).max(50)),
        phone: textual(z.string().trim()).refine(isPhoneOrLandline, 'phoneInvalid'),
        province_code: areaCode,
        city_code: areaCode,
        district_code: areaCode,
        address: textual(z.string().trim().min(1).max(200)),
      })
      .strict(),
    items: z
      .array(z.object({ sku: textual(z.string().trim().min(1).max(64)), quantity: numeric(z.number().int().min(1).max(ORDER_QUANTITY_MAX)) }).strict())
      .min(1)
      .max(ORDER_PRODUCTS_MAX),
    services_pkg_code: text(50).optional(),
    memo: text(200).optional(),
  })
  .strict();
export type WebhookOrder = z.infer<typeof webhookOrderSchema>;

export const WEBHOOK_RESULTS = ['created', 'updated', 'kept', 'ignored'] as const;
export const webhookAnswer = z.object({ result: z.enum(WEBHOOK_RESULTS), order_no: z.string() });
