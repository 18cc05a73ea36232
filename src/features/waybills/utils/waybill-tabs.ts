/** The waybill list's tabs (status groups, each its own params and columns) and its table columns. */
import type { DataTableColumn, DataTableTab } from '@/components/ui/data-table/types';
import { pickColumns, WAYBILL_COLUMNS, type Lang, type WaybillRow } from '@/domain/columns/waybill-columns';
import type { OrderStatus } from '@/domain/order-status';
import { partyTitle, type EditionProfile } from '@/domain/editions';

const SORTABLE = new Set(['order_no', 'created_at', 'updated_at', 'end_contact', 'status']);

/** The columns, the merchant's titled in the edition's words (商家 / 店铺 / 供应商) when a profile is given. */
export function waybillColumns(lang: Lang, keys?: readonly string[], edition?: EditionProfile): DataTableColumn<WaybillRow>[] {
  return pickColumns(WAYBILL_COLUMNS, keys).map((c) => ({
    key: c.key,
    title: edition ? partyTitle(c.key, c.title[lang], edition, lang) : c.title[lang],
    width: c.width,
    align: c.align,
    sortable: SORTABLE.has(c.key),
    value: (row: WaybillRow) => c.value(row, lang),
  }));
}

interface TabDef {
  key: string;
  status?: OrderStatus;
  columns?: string[];
}

const BASE = ['order_no', 'status', 'created_at', 'consignor_name', 'end_contact', 'end_tel', 'end_province', 'end_city', 'end_district', 'end_address', 'products', 'quantity', 'package', 'services_pkg_name'];

export const WAYBILL_TAB_DEFS: readonly TabDef[] = [
  { key: 'all' },
  { key: 'toReceive', status: 'TO_RECEIVE', columns: [...BASE, 'limitation_status_code', 'memo'] },
  { key: 'inWarehouse', status: 'IN_WAREHOUSE', columns: [...BASE, 'is_not_out_storage', 'limitation_status_code', 'updated_at'] },
  { key: 'toAssign', status: 'TO_ASSIGN', columns: [...BASE, 'limitation_status_code', 'tags'] },
  { key: 'toSign', status: 'TO_SIGN', columns: [...BASE, 'delivery_name', 'limitation_status_code', 'updated_at'] },
  { key: 'abnormal', status: 'ABNORMAL', columns: [...BASE, 'delivery_name', 'tags', 'memo', 'updated_at'] },
];

export function waybillTabs(lang: Lang, label: (key: string) => string, url: string, edition?: EditionProfile): DataTableTab<WaybillRow>[] {
  return WAYBILL_TAB_DEFS.map((d) => ({
    key: d.key,
    label: label(d.key),
    url,
    params: d.status ? { status: d.status } : undefined,
    columns: waybillColumns(lang, d.columns, edition),
  }));
}
