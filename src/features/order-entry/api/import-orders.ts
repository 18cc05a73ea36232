/** POST /order/orders/import {rows: [{...create payload, row_key}]} → per-row {row, ok, order_no, existing, msg}. */
import { apiPost } from '@/lib/api-client';
import { SILENT } from './types';

export interface ImportRowResult {
  row: number;
  ok: boolean;
  order_no?: string;
  existing?: boolean;
  msg?: string;
}

export interface ImportResult {
  list: ImportRowResult[];
  created: number;
  existing: number;
  failed: number;
}

export function importOrders(rows: Record<string, unknown>[]): Promise<ImportResult> {
  // a chunk of 200 rows takes longer than the default 5 s timeout on a busy server
  return apiPost<ImportResult>('/order/orders/import', { rows }, { ...SILENT, timeout: 120_000 });
}
