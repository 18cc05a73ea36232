/** POST /order/import/resolve {rows} → per row {row, ok, msg?, names_ok, shown}: the import preview's server check. */
import { apiPost } from '@/lib/api-client';
import { SILENT } from './types';

export interface ResolvedShown {
  consignor?: string;
  store?: string;
  delivery?: string;
  area?: string;
  products?: string;
}

export interface ResolveRowResult {
  /** the sheet row the request gave */
  row: number;
  ok: boolean;
  msg?: string;
  /** false when the problem is a name that did not resolve (the row's other checks did not run) */
  names_ok: boolean;
  shown: ResolvedShown;
}

export function resolveImport(rows: Record<string, unknown>[]): Promise<{ list: ResolveRowResult[] }> {
  return apiPost<{ list: ResolveRowResult[] }>('/order/import/resolve', { rows }, { ...SILENT, timeout: 120_000 });
}
