/**
 * GET /order/waybills/export: the server builds the same workbook (same columns, same writer) and streams it.
 * POST /order/waybills/export-jobs: the same export made in the background; a notification brings the file.
 * GET /order/waybills/list with per_page 1: how many rows the export would have (large ones go to the background).
 */
import { apiDownload } from '@/lib/api-download';
import { apiGet, apiPost } from '@/lib/api-client';
import { cleanParams } from '@/lib/api-request';
import { WAYBILLS_LIST_URL } from './get-waybills';

export function exportWaybillsOnServer(params: Record<string, unknown>, columns: readonly string[], prefix: string): Promise<string> {
  return apiDownload('/order/waybills/export', { ...params, columns: columns.join(',') }, prefix);
}

/** The query's fields as the strings the server's export filter reads (lists comma-joined, empty ones dropped). */
export function exportJobBody(params: Record<string, unknown>, columns: readonly string[]): Record<string, string> {
  const clean = cleanParams({ ...params, columns: columns.join(',') }) ?? {};
  return Object.fromEntries(Object.entries(clean).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : String(v)]));
}

export function startWaybillExportJob(params: Record<string, unknown>, columns: readonly string[]): Promise<{ job_id: string }> {
  return apiPost<{ job_id: string }>('/order/waybills/export-jobs', exportJobBody(params, columns));
}

export async function countWaybills(params: Record<string, unknown>): Promise<number> {
  const { page: _page, per_page: _perPage, sort: _sort, ...filter } = params;
  const data = await apiGet<{ total: number }>(WAYBILLS_LIST_URL, { ...filter, page: 1, per_page: 1 });
  return data.total;
}
