/**
 * Waybill list columns, shared by the browser table and the server's Excel export so both show the same
 * titles and values: key, zh/en title, width (px on screen; /7 gives Excel characters) and value(row).
 */
import { ORDER_STATUS_LABELS, type OrderStatus } from '../order-status';

export type Lang = 'zh' | 'en';

/** What a cell holds (the xlsx writer takes these as they are). */
export type ColumnValue = string | number | boolean | null;

export interface WaybillProductLine {
  name: string;
  code?: string;
  quantity: number;
}

/** One row of GET /api/order/waybills/list. */
export interface WaybillRow {
  id: number;
  order_no: string;
  status: OrderStatus;
  app_code: string;
  /** spec §3 Waybill/order: the accounts behind the order (null: none); optional for rows kept offline before they came */
  consignor_user_id?: number | null;
  servicer_user_id?: number | null;
  delivery_user_id?: number | null;
  consignor_name: string;
  delivery_name: string;
  end_contact: string;
  end_tel: string;
  end_province: string;
  end_city: string;
  end_district: string;
  end_address: string;
  /** 6-digit area codes ('' when unknown): the map assignment places orders by them */
  end_province_code?: string;
  end_city_code?: string;
  end_district_code?: string;
  products: WaybillProductLine[];
  package: number;
  services_pkg_name: string;
  tags: string[];
  limitation_status_code: string;
  income_settle_status: number;
  is_not_out_storage: boolean;
  memo: string;
  created_at: string;
  updated_at: string;
  /** the agreed delivery time once appointed (field tasks show it offline) */
  appoint_at?: string | null;
}

export interface TableColumnDef<R> {
  key: string;
  title: Record<Lang, string>;
  /** px */
  width: number;
  /** the plain value shown in the cell and written to Excel */
  value(row: R, lang: Lang): ColumnValue;
  align?: 'start' | 'end';
}

export { ORDER_STATUS_LABELS };

const LIMITATION_LABELS: Record<string, Record<Lang, string>> = {
  A_NORMAL: { zh: '正常', en: 'Normal' },
  B_WARNING: { zh: '预警', en: 'Warning' },
  C_DANGER: { zh: '超时', en: 'Overdue' },
};

const SETTLE_LABELS: Record<number, Record<Lang, string>> = {
  0: { zh: '未结算', en: 'Unsettled' },
  1: { zh: '部分结算', en: 'Partly settled' },
  2: { zh: '已结算', en: 'Settled' },
};

const pad = (n: number) => String(n).padStart(2, '0');

/** ISO instant → 'YYYY-MM-DD HH:mm:ss' in China time (UTC+8, no DST), the same in every browser and on the server. */
export function chinaDateTime(iso: string): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return '';
  const d = new Date(t + 8 * 3_600_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

export function productsSummary(products: readonly WaybillProductLine[]): string {
  return products.map((p) => `${p.name}×${p.quantity}`).join('；');
}

export function fullAddress(r: Pick<WaybillRow, 'end_province' | 'end_city' | 'end_district' | 'end_address'>): string {
  return `${r.end_province}${r.end_city}${r.end_district}${r.end_address}`;
}

const col = (key: string, zh: string, en: string, width: number, value: TableColumnDef<WaybillRow>['value'], align?: 'end'): TableColumnDef<WaybillRow> => ({
  key,
  title: { zh, en },
  width,
  value,
  align,
});

export const WAYBILL_COLUMNS: readonly TableColumnDef<WaybillRow>[] = [
  col('order_no', '订单号', 'Order no.', 150, (r) => r.order_no),
  col('status', '状态', 'Status', 100, (r, lang) => ORDER_STATUS_LABELS[r.status]?.[lang] ?? r.status),
  col('created_at', '创建时间', 'Created', 160, (r) => chinaDateTime(r.created_at)),
  col('consignor_name', '发货方', 'Consignor', 140, (r) => r.consignor_name),
  col('end_contact', '收货人', 'Contact', 100, (r) => r.end_contact),
  col('end_tel', '收货电话', 'Phone', 120, (r) => r.end_tel),
  col('end_province', '省', 'Province', 90, (r) => r.end_province),
  col('end_city', '市', 'City', 90, (r) => r.end_city),
  col('end_district', '区/县', 'District', 90, (r) => r.end_district),
  col('end_address', '详细地址', 'Address', 220, (r) => r.end_address),
  col('products', '商品', 'Products', 220, (r) => productsSummary(r.products)),
  col('quantity', '件数', 'Qty', 70, (r) => r.products.reduce((n, p) => n + p.quantity, 0), 'end'),
  col('package', '包裹数', 'Packages', 80, (r) => r.package, 'end'),
  col('services_pkg_name', '服务类型', 'Service', 110, (r) => r.services_pkg_name),
  col('delivery_name', '配送商', 'Delivery', 140, (r) => r.delivery_name),
  col('limitation_status_code', '时效', 'Time limit', 90, (r, lang) => LIMITATION_LABELS[r.limitation_status_code]?.[lang] ?? r.limitation_status_code),
  col('income_settle_status', '收入结算', 'Income settlement', 110, (r, lang) => SETTLE_LABELS[r.income_settle_status]?.[lang] ?? String(r.income_settle_status)),
  col('is_not_out_storage', '未出库', 'Not out', 80, (r, lang) => (r.is_not_out_storage ? (lang === 'zh' ? '是' : 'Yes') : lang === 'zh' ? '否' : 'No')),
  col('tags', '标签', 'Tags', 140, (r) => r.tags.join(',')),
  col('memo', '备注', 'Memo', 160, (r) => r.memo),
  col('updated_at', '更新时间', 'Updated', 160, (r) => chinaDateTime(r.updated_at)),
];

export const WAYBILL_COLUMN_KEYS: readonly string[] = WAYBILL_COLUMNS.map((c) => c.key);

/** Columns by key in the given order (unknown keys skipped); all columns when keys is empty. */
export function pickColumns<R>(all: readonly TableColumnDef<R>[], keys?: readonly string[]): TableColumnDef<R>[] {
  if (!keys || keys.length === 0) return [...all];
  const byKey = new Map(all.map((c) => [c.key, c]));
  return keys.flatMap((k) => byKey.get(k) ?? []);
}

/** The clipboard summary of selected orders: order no, contact, phone, address, products; one line each. */
export function waybillSummary(rows: readonly WaybillRow[], lang: Lang): string {
  const l = lang === 'zh' ? { no: '订单号', contact: '收货人', tel: '电话', addr: '地址', prod: '商品' } : { no: 'Order', contact: 'Contact', tel: 'Phone', addr: 'Address', prod: 'Products' };
  return rows
    .map((r) => `${l.no}: ${r.order_no}  ${l.contact}: ${r.end_contact}  ${l.tel}: ${r.end_tel}  ${l.addr}: ${fullAddress(r)}  ${l.prod}: ${productsSummary(r.products)}`)
    .join('\n');
}

/** Sortable list fields (the server whitelists exactly these). */
export const WAYBILL_SORT_FIELDS = ['created_at', 'updated_at', 'order_no', 'end_contact', 'status'] as const;
export type WaybillSortField = (typeof WAYBILL_SORT_FIELDS)[number];
/** 'created_at desc', 'order_no asc', … */
export const WAYBILL_SORTS: readonly string[] = WAYBILL_SORT_FIELDS.flatMap((f) => [`${f} asc`, `${f} desc`]);
export const DEFAULT_WAYBILL_SORT = 'created_at desc';
