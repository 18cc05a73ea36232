/**
 * Excel import rows → create payloads: header mapping (zh or en titles of the template), spec §5's numeric
 * rule, createOrderSchema per row (the server's schema) and a content hash as the row's idempotency key.
 */
import { createOrderSchema, IMPORT_ROWS_MAX, missingVariantFields, type CreateVariant, type OrderInput } from '@/domain/order-form';
import { normalizePayload } from '@/domain/validators';
import { errorOfIssue, fieldOf, type FieldError } from './form-values';

export const IMPORT_CHUNK = 200;
export { IMPORT_ROWS_MAX };

/** Template columns in order; each row carries one product line. */
export const IMPORT_COLUMNS = [
  'consignor_resource_id',
  'store_resource_id',
  'end_contact',
  'end_tel',
  'end_province_code',
  'end_city_code',
  'end_district_code',
  'end_address',
  'product_id',
  'quantity',
  'services_pkg_code',
  'client_order_no',
  'shipping_no',
  'delivery_resource_id',
  'sender_name',
  'sender_phone',
  'sender_address',
  'memo',
  'print_memo',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

export const REQUIRED_COLUMNS: ImportColumn[] = ['end_contact', 'end_tel', 'end_province_code', 'end_city_code', 'end_district_code', 'end_address', 'product_id', 'services_pkg_code'];

type CellValue = string | number | boolean | Date | null | undefined;

/** Header cell → column, by the template's titles in either language (or the field name itself). */
export function mapHeader(header: readonly CellValue[], titles: { zh: Record<string, string>; en: Record<string, string> }): { columns: (ImportColumn | null)[]; unknown: string[]; missing: ImportColumn[] } {
  const byTitle = new Map<string, ImportColumn>();
  for (const c of IMPORT_COLUMNS) {
    byTitle.set(c.toLowerCase(), c);
    if (titles.zh[c]) byTitle.set(titles.zh[c].toLowerCase(), c);
    if (titles.en[c]) byTitle.set(titles.en[c].toLowerCase(), c);
  }
  const unknown: string[] = [];
  const columns = header.map((h) => {
    const name = h === null || h === undefined ? '' : String(h).trim().replace(/[*＊]$/, '');
    if (!name) return null;
    const col = byTitle.get(name.toLowerCase()) ?? null;
    if (!col) unknown.push(name);
    return col;
  });
  const missing = REQUIRED_COLUMNS.filter((c) => !columns.includes(c));
  return { columns, unknown, missing };
}

function cellText(v: CellValue): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  return String(v).trim();
}

export interface PreparedRow {
  /** 1-based data row number (the sheet's row number minus the header) */
  row: number;
  /** the payload sent, with its row_key */
  payload: Record<string, unknown> | null;
  errors: { field: string; error: FieldError }[];
  /** a few values for the preview */
  preview: { end_contact: string; end_tel: string; end_address: string; product_id: string; quantity: string };
}

export interface PrepareOptions {
  variant: CreateVariant;
  isConsignor: boolean;
  submit: boolean;
}

/** One sheet row → its payload (or its problems). row_key is added later by withRowKeys (async hashing). */
export function prepareRow(cells: readonly CellValue[], columns: readonly (ImportColumn | null)[], index: number, opts: PrepareOptions): PreparedRow {
  const raw: Partial<Record<ImportColumn, string>> = {};
  columns.forEach((col, i) => {
    if (col) raw[col] = cellText(cells[i]);
  });
  const { product_id = '', quantity = '', ...fields } = raw;
  if (opts.isConsignor) delete fields.consignor_resource_id;
  const payload = normalizePayload({
    variant: opts.variant,
    ...fields,
    products: product_id || quantity ? [{ product_id: product_id === '' ? undefined : Number(product_id), quantity: quantity === '' ? 1 : Number(quantity) }] : [],
  });
  const preview = { end_contact: raw.end_contact ?? '', end_tel: raw.end_tel ?? '', end_address: raw.end_address ?? '', product_id, quantity };
  const parsed = createOrderSchema.safeParse(payload);
  const errors: PreparedRow['errors'] = [];
  if (!parsed.success) {
    const seen = new Set<string>();
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path);
      if (seen.has(field)) continue;
      seen.add(field);
      errors.push({ field, error: errorOfIssue(issue as Parameters<typeof errorOfIssue>[0]) });
    }
  } else {
    const input: OrderInput = opts.isConsignor ? { ...parsed.data, consignor_resource_id: 1 } : parsed.data;
    for (const f of missingVariantFields(input)) errors.push({ field: f === 'sender' ? 'sender_name' : f, error: { key: 'required' } });
  }
  const data = errors.length ? null : { ...payload, ...(opts.submit ? { submit: true } : {}) };
  return { row: index + 1, payload: data, errors, preview };
}

/** Stable JSON (sorted keys) so the same content always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** SHA-256 hex of the row's normalized content (without submit): the same row imported again is 'existing'. */
export async function rowKey(payload: Record<string, unknown>): Promise<string> {
  const { submit: _submit, ...content } = payload;
  void _submit;
  const bytes = new TextEncoder().encode(canonicalJson(content));
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export async function withRowKeys(rows: PreparedRow[]): Promise<PreparedRow[]> {
  return Promise.all(rows.map(async (r) => (r.payload ? { ...r, payload: { ...r.payload, row_key: await rowKey(r.payload) } } : r)));
}

/** Sheet rows (rows[0] the header) → prepared rows; blank rows are skipped. */
export function prepareSheet(rows: readonly (readonly CellValue[])[], titles: { zh: Record<string, string>; en: Record<string, string> }, opts: PrepareOptions) {
  const header = mapHeader(rows[0] ?? [], titles);
  const body = rows.slice(1).filter((r) => r.some((c) => cellText(c) !== ''));
  const prepared = header.missing.length ? [] : body.map((cells, i) => prepareRow(cells, header.columns, i, opts));
  return { header, prepared, count: body.length };
}

export function chunk<T>(items: readonly T[], size = IMPORT_CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
