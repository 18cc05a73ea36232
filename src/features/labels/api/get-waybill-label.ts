/** GET /order/waybills/{orderNo} → the fields a shipping label prints (server/src/routes/api/order/waybill-lookup.ts). */
import { queryOptions, useQueries } from '@tanstack/react-query';
import type { WaybillLabel } from '@/domain/waybill-label';
import { apiGet, ApiError } from '@/lib/api-client';

export type { WaybillLabel };

export const waybillLabelKeys = {
  all: ['waybill-label'] as const,
  detail: (key: string) => ['waybill-label', key] as const,
};

export function getWaybillLabel(key: string): Promise<WaybillLabel> {
  // silent: a 404 is an expected per-order result shown beside the order, not a toast
  return apiGet<WaybillLabel>(`/order/waybills/${encodeURIComponent(key)}`, undefined, { silent: true });
}

export const waybillLabelQuery = (key: string) =>
  queryOptions({
    queryKey: waybillLabelKeys.detail(key),
    queryFn: () => getWaybillLabel(key),
    staleTime: 60_000,
    // unknown numbers stay unknown; only network trouble is worth one more try
    retry: (count, error) => count < 1 && !(error instanceof ApiError && error.httpStatus >= 400 && error.httpStatus < 500),
  });

export function useWaybillLabels(keys: string[]) {
  return useQueries({ queries: keys.map((k) => waybillLabelQuery(k)) });
}
