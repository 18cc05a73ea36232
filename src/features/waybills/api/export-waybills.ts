/** GET /order/waybills/export: the server builds the same workbook (same columns, same writer) and streams it. */
import { apiDownload } from '@/lib/api-download';

export function exportWaybillsOnServer(params: Record<string, unknown>, columns: readonly string[], prefix: string): Promise<string> {
  return apiDownload('/order/waybills/export', { ...params, columns: columns.join(',') }, prefix);
}
