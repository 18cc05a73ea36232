/**
 * Excel import rows → the rows the server resolves and imports: header mapping (zh or en titles of the template,
 * a few aliases), spec §5's numeric rule, the 产品 cell's 'name*count;name*count' lines, the area as names, and a
 * content hash as the row's idempotency key. Field checks that need no database (phone, lengths, the variant's
 * required fields) run here with the server's schema; names are resolved by the server
 * (POST /order/import/resolve) — the browser never guesses ids.
 *
 * The file's columns (any order; titles in zh or en, a trailing * ignored):
 * - 商家 (name, or the ID shown in the consignor list) or the older 商家ID column; ignored for consignor accounts.
 * - 店铺 (name) or 店铺ID; 配送服务商 (also 服务商 / 配送商: name) or 配送服务商ID — only where the variant has them.
 * - 省 / 市 / 区 as names (市 may stay empty for 北京/上海/天津/重庆), or one 收货地区 cell '广东省/深圳市/南山区',
 *   or the older 省编码 / 市编码 / 区编码 columns.
 * - 产品: one or several lines 'name or code*count' separated by ';' (a line without '*count' takes the 数量 column,
 *   else 1), or the older layout of one 产品ID + 数量 per row.
 * - 服务包 (the package's name or code; the older title 服务包编码 still maps here).
 * - 收货人, 收货人电话, 详细地址 (required), 客户单号, 运单号, 发货人, 发货人电话, 发货地址, 备注, 打印备注.
 */
import { createOrderSchema, IMPORT_ROWS_MAX, missingVariantFields, VARIANTS, type CreateVariant, type OrderInput } from '@/domain/order-form';
import { normalizePayload } from '@/domain/validators';
import { errorOfIssue, fieldOf, type FieldError } from './form-values';

export const IMPORT_CHUNK = 200;
/** rows per resolve request (the preview): names are short, so a few requests cover a 20 000-row file */
export const RESOLVE_CHUNK = 2000;
export { IMPORT_ROWS_MAX };

/** Every column the import understands (the template's and the older id columns). */
export const IMPORT_COLUMNS = [
  'consignor_name',
  'consignor_resource_id',
  'store_name',
  'store_resource_id',
  'end_contact',
  'end_tel',
  'end_province_name',
  'end_city_name',
  'end_district_name',
  'end_area',
  'end_province_code',
  'end_city_code',
  'end_district_code',
  'end_address',
  'products',
  'product_id',
  'quantity',
  'services_pkg_code',
  'client_order_no',
  'shipping_no',
  'delivery_name',
  'delivery_resource_id',
  'sender_name',
  'sender_phone',
  'sender_address',
  'memo',
  'print_memo',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** The template's columns for a variant: names, not ids; optional columns only where the variant has them. */
export function templateColumns(variant: CreateVariant): ImportColumn[] {
  const fields = new Set<string>(VARIANTS[variant].fields);
  const cols: ImportColumn[] = ['consignor_name'];
  if (fields.has('store_resource_id')) cols.push('store_name');
  cols.push('end_contact', 'end_tel', 'end_province_name', 'end_city_name', 'end_district_name', 'end_address', 'products', 'services_pkg_code');
  if (fields.has('client_order_no')) cols.push('client_order_no');
  if (fields.has('shipping_no')) cols.push('shipping_no');
  if (fields.has('delivery_resource_id')) cols.push('delivery_name');
  if (fields.has('sender')) cols.push('sender_name', 'sender_phone', 'sender_address');
  cols.push('memo');
  if (fields.has('print_memo')) cols.push('print_memo');
  return cols;
}

/** The template's example row, with the demo data's names. */
export const TEMPLATE_EXAMPLE: Partial<Record<ImportColumn, string>> = {
  consignor_name: '示例商贸',
  store_name: '示例商贸天猫旗舰店',
  end_contact: '陈小姐',
  end_tel: '13912345678',
  end_province_name: '广东省',
  end_city_name: '深圳市',
  end_district_name: '南山区',
  end_address: '科技园南区1号',
  products: '北欧布艺三人沙发*1;电视柜*2',
  services_pkg_code: '送货',
  client_order_no: 'ERP-0001',
  shipping_no: 'JD0000000001',
  delivery_name: '快装到家',
  sender_name: '张先生',
  sender_phone: '13800000000',
  sender_address: '佛山市顺德区家具城',
  memo: '轻放',
};

/** Column groups a file must have one of (listed by their first column when missing). */
const REQUIRED_GROUPS: ImportColumn[][][] = [
  [['end_contact']],
  [['end_tel']],
  [['end_province_name', 'end_district_name'], ['end_area'], ['end_province_code', 'end_city_code', 'end_district_code']],
  [['end_address']],
  [['products'], ['product_id']],
  [['services_pkg_code']],
];

type CellValue = string | number | boolean | Date | null | undefined;

export interface ImportTitles {
  zh: Record<string, string>;
  en: Record<string, string>;
  /** extra titles per column, comma-separated (服务商, 配送商 for 配送服务商 …) */
  alias?: { zh: Record<string, string>; en: Record<string, string> };
}

/** Header cell → column, by the template's titles in either language (or the field name itself). */
export function mapHeader(header: readonly CellValue[], titles: ImportTitles): { columns: (ImportColumn | null)[]; unknown: string[]; missing: ImportColumn[] } {
  const byTitle = new Map<string, ImportColumn>();
  for (const c of IMPORT_COLUMNS) {
    byTitle.set(c.toLowerCase(), c);
    for (const lang of ['zh', 'en'] as const) {
      if (titles[lang][c]) byTitle.set(titles[lang][c].toLowerCase(), c);
      for (const a of (titles.alias?.[lang][c] ?? '').split(',')) if (a.trim()) byTitle.set(a.trim().toLowerCase(), c);
    }
  }
  const unknown: string[] = [];
  const columns = header.map((h) => {
    const name = h === null || h === undefined ? '' : String(h).trim().replace(/[*＊]$/, '');
    if (!name) return null;
    const col = byTitle.get(name.toLowerCase()) ?? null;
    if (!col) unknown.push(name);
    return col;
  });
  const missing = REQUIRED_GROUPS.filter((options) => !options.some((cols) => cols.every((c) => columns.includes(c)))).map((options) => options[0][0]);
  return { columns, unknown, missing };
}

function cellText(v: CellValue): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  return String(v).trim();
}

export type ProductLineText = {
  product_name: string;
  quantity: number;
};

/**
 * The 产品 cell: 'name*count' lines separated by ';' (also '；' or a line break). A line without '*count' takes
 * `fallback` (the 数量 column, else 1). Returns null when a count is not a whole number.
 */
export function parseProductsText(text: string, fallback: number): ProductLineText[] | null {
  const lines: ProductLineText[] = [];
  for (const part of text.split(/[;；\n]+/)) {
    const item = part.trim();
    if (!item) continue;
    const m = /^(.*?)\s*[*＊]\s*([^*＊]*)$/.exec(item);
    if (!m) {
      lines.push({ product_name: item, quantity: fallback });
      continue;
    }
    if (!m[1].trim() || !/^\d+$/.test(m[2].trim())) return null;
    lines.push({ product_name: m[1].trim(), quantity: Number(m[2].trim()) });
  }
  return lines;
}

/** '广东省/深圳市/南山区' (also separated by spaces, '-' or '，'); two parts: a municipality's province and district. */
export function splitArea(text: string): { end_province_name: string; end_city_name: string; end_district_name: string } {
  const parts = text.split(/[/／\\\s,，-]+/).filter(Boolean);
  if (parts.length === 2) return { end_province_name: parts[0], end_city_name: '', end_district_name: parts[1] };
  return { end_province_name: parts[0] ?? '', end_city_name: parts[1] ?? '', end_district_name: parts[2] ?? '' };
}

export interface PreparedRow {
  /** the sheet's row number (the header is row 1): the number the server's messages and the preview use */
  row: number;
  /** the row sent to the server (names and/or ids), with its row_key; null when it has field problems */
  payload: Record<string, unknown> | null;
  /** the same row even when it has problems (so the preview can still ask the server about its names) */
  source: Record<string, unknown>;
  errors: { field: string; error: FieldError }[];
  /** the file's values for the preview (the server's resolved names replace them) */
  preview: { consignor: string; store: string; end_contact: string; end_tel: string; area: string; end_address: string; products: string };
}

export interface PrepareOptions {
  variant: CreateVariant;
  isConsignor: boolean;
  submit: boolean;
}

const NAME_FIELDS = ['consignor_name', 'store_name', 'delivery_name', 'end_province_name', 'end_city_name', 'end_district_name'] as const;

/** The row with placeholder ids where names stand, so the schema checks everything the server does not resolve. */
function probeOf(source: Record<string, unknown>): Record<string, unknown> {
  const probe: Record<string, unknown> = { ...source };
  for (const f of NAME_FIELDS) delete probe[f];
  if (source.consignor_name !== undefined && probe.consignor_resource_id === undefined) probe.consignor_resource_id = 1;
  if (source.store_name !== undefined && probe.store_resource_id === undefined) probe.store_resource_id = 1;
  if (source.delivery_name !== undefined && probe.delivery_resource_id === undefined) probe.delivery_resource_id = 1;
  if (source.end_province_name !== undefined || source.end_district_name !== undefined) Object.assign(probe, { end_province_code: '110000', end_city_code: '110100', end_district_code: '110101' });
  if (Array.isArray(source.products)) {
    probe.products = (source.products as Record<string, unknown>[]).map(({ product_name, ...line }) => (product_name !== undefined ? { ...line, product_id: 1 } : line));
  }
  return probe;
}

/** One sheet row → the row sent to the server (or its problems). row_key is added later by withRowKeys. */
export function prepareRow(cells: readonly CellValue[], columns: readonly (ImportColumn | null)[], index: number, opts: PrepareOptions): PreparedRow {
  const raw: Partial<Record<ImportColumn, string>> = {};
  columns.forEach((col, i) => {
    if (col && (raw[col] === undefined || raw[col] === '')) raw[col] = cellText(cells[i]);
  });
  const { product_id = '', quantity = '', products: productsText = '', end_area = '', ...fields } = raw;
  if (opts.isConsignor) {
    delete fields.consignor_resource_id;
    delete fields.consignor_name;
  }
  const area = end_area && !fields.end_province_name && !fields.end_district_name ? splitArea(end_area) : {};
  const errors: PreparedRow['errors'] = [];
  let lines: Record<string, unknown>[] = [];
  const fallback = quantity === '' ? 1 : Number(quantity);
  if (productsText) {
    const parsed = parseProductsText(productsText, fallback);
    if (parsed) lines = parsed;
    else errors.push({ field: 'products', error: { key: 'quantityInvalid' } });
  } else if (product_id) {
    lines = [{ product_id: Number(product_id), quantity: fallback }];
  } else if (quantity) {
    lines = [{ product_id: undefined, quantity: fallback }];
  }
  const source = normalizePayload({ variant: opts.variant, ...fields, ...area, products: lines });
  const preview = {
    consignor: raw.consignor_name || raw.consignor_resource_id || '',
    store: raw.store_name || raw.store_resource_id || '',
    end_contact: raw.end_contact ?? '',
    end_tel: raw.end_tel ?? '',
    area: end_area || [raw.end_province_name, raw.end_city_name, raw.end_district_name].filter(Boolean).join('/') || [raw.end_province_code, raw.end_city_code, raw.end_district_code].filter(Boolean).join('/'),
    end_address: raw.end_address ?? '',
    products: productsText || (product_id ? `${product_id}*${quantity || 1}` : ''),
  };
  const parsed = createOrderSchema.safeParse(probeOf(source));
  if (!parsed.success) {
    const seen = new Set(errors.map((e) => e.field));
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path);
      if (seen.has(field) || (field.startsWith('products') && seen.has('products'))) continue;
      seen.add(field);
      errors.push({ field, error: errorOfIssue(issue as Parameters<typeof errorOfIssue>[0]) });
    }
  } else if (!errors.length) {
    const input: OrderInput = opts.isConsignor ? { ...parsed.data, consignor_resource_id: 1 } : parsed.data;
    for (const f of missingVariantFields(input)) errors.push({ field: f === 'sender' ? 'sender_name' : f, error: { key: 'required' } });
  }
  const withSubmit = { ...source, ...(opts.submit ? { submit: true } : {}) };
  return { row: index + 2, payload: errors.length ? null : withSubmit, source: withSubmit, errors, preview };
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
  const { submit: _submit, row: _row, ...content } = payload;
  void _submit;
  void _row;
  const bytes = new TextEncoder().encode(canonicalJson(content));
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Adds row_key (the content hash) and row (the sheet row, for the server's messages) to the rows sent. */
export async function withRowKeys(rows: PreparedRow[]): Promise<PreparedRow[]> {
  return Promise.all(rows.map(async (r) => (r.payload ? { ...r, payload: { ...r.payload, row_key: await rowKey(r.payload), row: r.row } } : r)));
}

/** Sheet rows (rows[0] the header) → prepared rows; blank rows are skipped (row numbers stay the sheet's). */
export function prepareSheet(rows: readonly (readonly CellValue[])[], titles: ImportTitles, opts: PrepareOptions) {
  const header = mapHeader(rows[0] ?? [], titles);
  const body = rows
    .slice(1)
    .map((cells, i) => ({ cells, i }))
    .filter(({ cells }) => cells.some((c) => cellText(c) !== ''));
  const prepared = header.missing.length ? [] : body.map(({ cells, i }) => prepareRow(cells, header.columns, i, opts));
  return { header, prepared, count: body.length };
}

export function chunk<T>(items: readonly T[], size = IMPORT_CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
