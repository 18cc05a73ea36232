/**
 * The order entry form: one input schema for every create variant, and a definition per variant saying which
 * fields it shows and requires, who may use it and whether its orders are reviewed. The browser renders forms
 * from VARIANTS and validates with orderInputSchema; the server validates the same input again.
 */
import { z } from 'zod';
import { MEMO_MAX } from './constants';
import { idField, numeric, textual } from './input-fields';
import { isPhoneOrLandline, SHIPPING_NO_RE } from './validators';
import type { AppCode } from './variants';

export const CREATE_VARIANTS = ['waybill', '3pl', 'saas', 'pre-waybill', 'pre-order', 'dealership', 'erp', 'jdl', 'delivery'] as const;
export type CreateVariant = (typeof CREATE_VARIANTS)[number];

export type OrderFormField =
  | 'consignor_resource_id'
  | 'store_resource_id'
  | 'sender'
  | 'shipping_no'
  | 'client_order_no'
  | 'delivery_resource_id'
  | 'business_type'
  | 'print_memo';

export interface VariantDefinition {
  variant: CreateVariant;
  /** who may create it (the route prefix's app) */
  appCodes: AppCode[];
  /** optional fields the variant shows (receiver, address, products, service package and memo always show) */
  fields: OrderFormField[];
  /** fields it requires beyond the common ones */
  required: OrderFormField[];
  /** submitted orders go to a review screen of this kind; null: no review */
  review: 'STANDARD' | 'DEALERSHIP' | 'ERP' | null;
}

const common: OrderFormField[] = ['consignor_resource_id', 'store_resource_id', 'business_type', 'print_memo', 'client_order_no'];

export const VARIANTS: Record<CreateVariant, VariantDefinition> = {
  waybill: { variant: 'waybill', appCodes: ['BANG', 'DA'], fields: [...common, 'sender'], required: ['consignor_resource_id'], review: null },
  '3pl': { variant: '3pl', appCodes: ['BANG'], fields: [...common, 'sender', 'shipping_no'], required: ['consignor_resource_id', 'shipping_no'], review: null },
  saas: { variant: 'saas', appCodes: ['BANG'], fields: [...common, 'sender', 'delivery_resource_id'], required: ['consignor_resource_id'], review: null },
  'pre-waybill': { variant: 'pre-waybill', appCodes: ['DA', 'BANG'], fields: [...common, 'sender', 'shipping_no'], required: ['consignor_resource_id'], review: 'STANDARD' },
  'pre-order': { variant: 'pre-order', appCodes: ['DA', 'BANG'], fields: [...common, 'sender'], required: ['consignor_resource_id'], review: 'STANDARD' },
  dealership: { variant: 'dealership', appCodes: ['DA', 'BANG'], fields: [...common], required: ['consignor_resource_id', 'store_resource_id'], review: 'DEALERSHIP' },
  erp: { variant: 'erp', appCodes: ['DA', 'BANG'], fields: [...common, 'client_order_no'], required: ['consignor_resource_id', 'client_order_no'], review: 'ERP' },
  jdl: { variant: 'jdl', appCodes: ['BANG', 'DA'], fields: [...common, 'sender', 'shipping_no'], required: ['consignor_resource_id', 'shipping_no'], review: null },
  delivery: { variant: 'delivery', appCodes: ['BANG'], fields: [...common, 'delivery_resource_id'], required: ['consignor_resource_id', 'delivery_resource_id'], review: null },
};

export const ORDER_PRODUCTS_MAX = 50;
export const ORDER_QUANTITY_MAX = 9999;

const id = idField;
/** phone and code fields may arrive as numbers (spec §5 converts numeric strings): always strings here */
const phoneText = textual(z.string().trim());
const text = (max: number) => textual(z.string().trim().max(max));
const areaCode = textual(z.string().trim().regex(/^\d{6}$/, 'invalidFormat'));

export const orderProductInput = z
  .object({
    product_id: id,
    quantity: numeric(z.number().int().min(1).max(ORDER_QUANTITY_MAX)),
  })
  .strict();

export const orderInputSchema = z
  .object({
    variant: z.enum(CREATE_VARIANTS),
    consignor_resource_id: id.optional(),
    store_resource_id: id.optional(),
    delivery_resource_id: id.optional(),
    sender_name: text(50).optional(),
    sender_phone: phoneText.refine((v) => v === '' || isPhoneOrLandline(v), 'phoneInvalid').optional(),
    sender_address: text(200).optional(),
    end_contact: textual(z.string().trim().min(1).max(50)),
    end_tel: phoneText.refine(isPhoneOrLandline, 'phoneInvalid'),
    end_province_code: areaCode,
    end_city_code: areaCode,
    end_district_code: areaCode,
    end_address: textual(z.string().trim().min(1).max(200)),
    /** the floor delivered to and whether the building has a lift (quotes: the NO_LIFT surcharge); absent = not told */
    end_floor: numeric(z.number().int().min(0).max(200)).optional(),
    end_has_lift: z.boolean().optional(),
    products: z.array(orderProductInput).min(1).max(ORDER_PRODUCTS_MAX),
    services_pkg_code: textual(z.string().trim().min(1).max(50)),
    tags: z.array(text(30)).max(12).optional(),
    business_type: text(30).optional(),
    memo: text(MEMO_MAX).optional(),
    print_memo: text(200).optional(),
    shipping_no: textual(z.string().trim().regex(SHIPPING_NO_RE, 'shippingNoInvalid')).optional(),
    client_order_no: textual(z.string().trim().min(1).max(64)).optional(),
  })
  .strict();
export type OrderInput = z.infer<typeof orderInputSchema>;

/** Fields the variant requires but the input lacks (the server answers 400 naming the first). */
export function missingVariantFields(input: OrderInput): OrderFormField[] {
  const def = VARIANTS[input.variant];
  return def.required.filter((f) => {
    if (f === 'sender') return !input.sender_name;
    const v = (input as Record<string, unknown>)[f];
    return v === undefined || v === '';
  });
}

/** Fields the variant does not show (refused, so a form cannot smuggle them in). */
export function foreignVariantFields(input: OrderInput): string[] {
  const shown = new Set<string>(VARIANTS[input.variant].fields);
  const optional: [string, OrderFormField][] = [
    ['store_resource_id', 'store_resource_id'],
    ['delivery_resource_id', 'delivery_resource_id'],
    ['shipping_no', 'shipping_no'],
    ['sender_name', 'sender'],
    ['sender_phone', 'sender'],
    ['sender_address', 'sender'],
  ];
  return optional.filter(([key, field]) => (input as Record<string, unknown>)[key] !== undefined && !shown.has(field)).map(([key]) => key);
}

/** Which statuses an existing order may be edited in, per role (update/{id}). */
export const EDITABLE_STATUSES = {
  consignor: ['DRAFT'],
  servicer: ['DRAFT', 'PENDING_REVIEW', 'TO_RECEIVE', 'RECEIVED', 'IN_WAREHOUSE'],
} as const;

/** Create payload: the form plus whether to submit it at once (false keeps a draft). */
export const createOrderSchema = orderInputSchema.extend({ submit: z.boolean().optional() }).strict();
export type CreateOrderInput = z.infer<typeof createOrderSchema>;

/** Import: many rows, each a create payload; the key (client order no or the row's hash) makes it idempotent. */
export const IMPORT_ROWS_MAX = 1000;
/** The rows one import file may hold (the screen sends them in requests of IMPORT_ROWS_MAX or fewer). */
export const IMPORT_FILE_ROWS_MAX = 20_000;
