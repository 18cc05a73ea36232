/**
 * The order entry form's values and how they become the create/update payload: only the fields the variant
 * shows, spec §5's numeric-string rule (normalizePayload), then orderInputSchema and the variant's required
 * fields — the same checks the server runs — with each problem mapped to an i18n message of its field.
 */
import { missingVariantFields, orderInputSchema, VARIANTS, type CreateVariant, type OrderFormField, type OrderInput } from '@/domain/order-form';
import type { OrderDetail } from '@/domain/order-detail';
import { normalizePayload } from '@/domain/validators';

export interface ProductLine {
  product_id: string;
  name: string;
  package: number;
  quantity: string;
}

export interface OrderFormValues {
  consignor_resource_id: string;
  consignor_name: string;
  store_resource_id: string;
  store_name: string;
  delivery_resource_id: string;
  delivery_name: string;
  sender_name: string;
  sender_phone: string;
  sender_address: string;
  end_contact: string;
  end_tel: string;
  end_province_code: string;
  end_city_code: string;
  end_district_code: string;
  end_address: string;
  /** digits, or '' when not told */
  end_floor: string;
  /** 'yes' | 'no' | '' (not told) */
  end_has_lift: string;
  products: ProductLine[];
  services_pkg_code: string;
  tags: string[];
  business_type: string;
  memo: string;
  print_memo: string;
  shipping_no: string;
  client_order_no: string;
}

export const DEFAULT_BUSINESS_TYPE = 'E-COMMERCE';
export const BUSINESS_TYPES = ['E-COMMERCE', 'OFFLINE', 'PROJECT'] as const;

export const emptyLine = (): ProductLine => ({ product_id: '', name: '', package: 1, quantity: '1' });

/** A product's line label, as the line's picker shows it. */
export const productLabel = (p: { name: string; code: string }) => `${p.name} (${p.code})`;

/**
 * The lines with one more of `product` (a code typed or scanned, a catalog pick): a line already carrying it counts
 * one more, else the first empty line takes it, else a new line — none past `max` lines (null: no room).
 */
export function withProduct(lines: readonly ProductLine[], product: { id: number; name: string; code: string; package: number }, max: number): ProductLine[] | null {
  const id = String(product.id);
  const same = lines.findIndex((l) => l.product_id === id);
  if (same >= 0) return lines.map((l, i) => (i === same ? { ...l, quantity: String((Number(l.quantity) || 0) + 1) } : l));
  const line: ProductLine = { product_id: id, name: productLabel(product), package: product.package || 1, quantity: '1' };
  const empty = lines.findIndex((l) => !l.product_id);
  if (empty >= 0) return lines.map((l, i) => (i === empty ? { ...line, quantity: l.quantity || '1' } : l));
  return lines.length >= max ? null : [...lines, line];
}

export function emptyValues(): OrderFormValues {
  return {
    consignor_resource_id: '',
    consignor_name: '',
    store_resource_id: '',
    store_name: '',
    delivery_resource_id: '',
    delivery_name: '',
    sender_name: '',
    sender_phone: '',
    sender_address: '',
    end_contact: '',
    end_tel: '',
    end_province_code: '',
    end_city_code: '',
    end_district_code: '',
    end_address: '',
    end_floor: '',
    end_has_lift: '',
    products: [emptyLine()],
    services_pkg_code: '',
    tags: [],
    business_type: DEFAULT_BUSINESS_TYPE,
    memo: '',
    print_memo: '',
    shipping_no: '',
    client_order_no: '',
  };
}

/** keys the server made up for idempotency ('idem:…', 'row:…') are not the user's client order number */
const isSystemKey = (v: string | null) => !!v && /^(idem|row):/.test(v);
const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

export function valuesFromOrder(o: OrderDetail): OrderFormValues {
  return {
    consignor_resource_id: str(o.consignor_resource_id),
    consignor_name: o.consignor_name,
    store_resource_id: str(o.store_resource_id),
    store_name: o.store_name,
    delivery_resource_id: str(o.delivery_resource_id),
    delivery_name: o.delivery_name,
    sender_name: o.sender_name,
    sender_phone: o.sender_phone,
    sender_address: o.sender_address,
    end_contact: o.end_contact,
    end_tel: o.end_tel,
    end_province_code: o.end_province_code,
    end_city_code: o.end_city_code,
    end_district_code: o.end_district_code,
    end_address: o.end_address,
    end_floor: str(o.end_floor),
    end_has_lift: o.end_has_lift === null || o.end_has_lift === undefined ? '' : o.end_has_lift ? 'yes' : 'no',
    products: o.products.length
      ? o.products.map((p) => ({ product_id: String(p.product_id), name: p.name, package: p.package || 1, quantity: String(p.quantity) }))
      : [emptyLine()],
    services_pkg_code: o.services_pkg_code,
    tags: o.tags ?? [],
    business_type: o.business_type || DEFAULT_BUSINESS_TYPE,
    memo: o.memo,
    print_memo: o.print_memo,
    shipping_no: str(o.shipping_no),
    client_order_no: isSystemKey(o.client_order_no) ? '' : str(o.client_order_no),
  };
}

export interface FormContext {
  variant: CreateVariant;
  /** a consignor account always orders for itself: no consignor field */
  isConsignor: boolean;
}

/** The optional fields this form shows. */
export function shownFields({ variant, isConsignor }: FormContext): Set<OrderFormField> {
  const fields = new Set(VARIANTS[variant].fields);
  if (isConsignor) fields.delete('consignor_resource_id');
  return fields;
}

export function requiredFields({ variant, isConsignor }: FormContext): Set<OrderFormField> {
  const req = new Set(VARIANTS[variant].required);
  if (isConsignor) req.delete('consignor_resource_id');
  return req;
}

/** Units of the order: each line's package count times its quantity. */
export function packageTotal(lines: readonly ProductLine[]): number {
  return lines.reduce((n, l) => {
    const q = Number(l.quantity);
    return n + (l.product_id && Number.isInteger(q) && q > 0 ? q * (l.package || 1) : 0);
  }, 0);
}

/** The raw payload: the variant's fields only, empty ones left for normalizePayload to strip. */
export function rawPayload(values: OrderFormValues, ctx: FormContext): Record<string, unknown> {
  const shown = shownFields(ctx);
  const out: Record<string, unknown> = {
    variant: ctx.variant,
    end_contact: values.end_contact,
    end_tel: values.end_tel,
    end_province_code: values.end_province_code,
    end_city_code: values.end_city_code,
    end_district_code: values.end_district_code,
    end_address: values.end_address,
    end_floor: values.end_floor,
    end_has_lift: values.end_has_lift === '' ? undefined : values.end_has_lift === 'yes',
    products: values.products
      .filter((l) => l.product_id || l.quantity !== '1')
      .map((l) => ({ product_id: l.product_id === '' ? undefined : Number(l.product_id), quantity: l.quantity === '' ? undefined : Number(l.quantity) })),
    services_pkg_code: values.services_pkg_code,
    tags: values.tags,
    memo: values.memo,
  };
  if (shown.has('consignor_resource_id')) out.consignor_resource_id = values.consignor_resource_id;
  if (shown.has('store_resource_id')) out.store_resource_id = values.store_resource_id;
  if (shown.has('delivery_resource_id')) out.delivery_resource_id = values.delivery_resource_id;
  if (shown.has('business_type')) out.business_type = values.business_type;
  if (shown.has('print_memo')) out.print_memo = values.print_memo;
  if (shown.has('client_order_no')) out.client_order_no = values.client_order_no;
  if (shown.has('shipping_no')) out.shipping_no = values.shipping_no;
  if (shown.has('sender')) {
    out.sender_name = values.sender_name;
    out.sender_phone = values.sender_phone;
    out.sender_address = values.sender_address;
  }
  return out;
}

export interface FieldError {
  /** i18n key under orderEntry.msg */
  key: string;
  params?: Record<string, unknown>;
}

export type FieldErrors = Record<string, FieldError>;

/** The form field an input key is shown under. */
export function fieldOf(path: readonly PropertyKey[]): string {
  const [first, index, sub] = path.map(String);
  if (first === 'end_province_code' || first === 'end_city_code' || first === 'end_district_code') return 'area';
  if (first === 'products' && index !== undefined && sub) return `products.${index}.${sub}`;
  if (first === 'sender_name' || first === 'sender_phone' || first === 'sender_address') return first;
  return first ?? 'form';
}

interface IssueLike {
  code: string;
  message: string;
  path: readonly PropertyKey[];
  minimum?: unknown;
  maximum?: unknown;
  origin?: string;
}

export function errorOfIssue(issue: IssueLike): FieldError {
  const field = fieldOf(issue.path);
  if (issue.message === 'phoneInvalid') return { key: 'phoneInvalid' };
  if (issue.message === 'shippingNoInvalid') return { key: 'shippingNoInvalid' };
  if (field === 'area') return { key: 'areaRequired' };
  if (field === 'products') return { key: 'productsRequired' };
  if (field.endsWith('.product_id')) return { key: 'productRequired' };
  if (field.endsWith('.quantity')) return { key: 'quantityInvalid' };
  if (field === 'end_floor') return { key: 'invalid' };
  if (issue.code === 'too_small' || (issue.code === 'invalid_type' && issue.message.includes('undefined'))) return { key: 'required' };
  if (issue.code === 'too_big') return { key: 'tooLong', params: { max: issue.maximum } };
  return { key: 'invalid' };
}

export type ValidationResult = { ok: true; payload: Record<string, unknown>; input: OrderInput } | { ok: false; errors: FieldErrors };

/** What the form sends: normalized (spec §5) and checked with the server's own schema and required fields. */
export function validateForm(values: OrderFormValues, ctx: FormContext): ValidationResult {
  const payload = normalizePayload(rawPayload(values, ctx));
  const errors: FieldErrors = {};
  const parsed = orderInputSchema.safeParse(payload);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path);
      errors[field] ??= errorOfIssue(issue as IssueLike);
    }
  }
  const asInput = { ...(parsed.success ? parsed.data : (payload as OrderInput)), variant: ctx.variant };
  const missing = missingVariantFields(ctx.isConsignor ? { ...asInput, consignor_resource_id: 1 } : asInput);
  for (const f of missing) errors[f === 'sender' ? 'sender_name' : f] ??= { key: 'required' };
  if (!parsed.success || Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, payload, input: parsed.data };
}

/** The area codes of a district chosen in the address tree (ancestors: province, city). */
export function areaCodes(ancestors: readonly string[], district: string | null): Pick<OrderFormValues, 'end_province_code' | 'end_city_code' | 'end_district_code'> {
  const path = [...ancestors.filter((a) => a !== '100000'), ...(district ? [district] : [])];
  if (path.length !== 3) return { end_province_code: '', end_city_code: '', end_district_code: '' };
  return { end_province_code: path[0], end_city_code: path[1], end_district_code: path[2] };
}

export function sameValues(a: OrderFormValues, b: OrderFormValues): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
