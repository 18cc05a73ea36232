/**
 * Route reset and split orders (issue 18): GET /transit/routes (orders with their computed route and a new
 * destination's), POST /transit/route-reset, GET /transit/split/:code and POST /transit/split — answers read
 * through the contract, writes with an Idempotency-Key (one per attempt the user confirms).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { routeOrderRow, type RouteOrderRow, splitAnswer, type SplitBody, splitOrderView, type SplitOrderView } from '@/domain/transit/api-route-split';
import { apiGet, apiPost } from '@/lib/api-client';
import { newIdempotencyKey, parseAnswer, SILENT } from './parse';

const routesAnswer = z.object({ list: z.array(routeOrderRow), total: z.number().int() });

export interface RouteQuery {
  codes: string[];
  site: string;
  dest_station_id: string;
}

export const routeOrdersKey = (q: RouteQuery) => ['transit', 'routes', q] as const;

export async function fetchRouteOrders(q: RouteQuery): Promise<RouteOrderRow[]> {
  const params = { codes: q.codes.join(','), site: q.site, dest_station_id: q.dest_station_id, page: 1, per_page: 200 };
  return parseAnswer(routesAnswer, await apiGet<unknown>('/transit/routes', params, SILENT), 'GET /transit/routes').list;
}

export function useRouteOrders(q: RouteQuery) {
  return useQuery({ queryKey: routeOrdersKey(q), queryFn: () => fetchRouteOrders(q), enabled: q.codes.length > 0 || !!q.site, placeholderData: (prev) => prev });
}

export interface RouteResetInput {
  order_ids: number[];
  dest_station_id: number;
  line_id?: number;
  reason: string;
}

export function useRouteReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RouteResetInput) =>
      apiPost<unknown>('/transit/route-reset', body, { ...SILENT, headers: { 'Idempotency-Key': newIdempotencyKey() } }).then((d) => parseAnswer(z.object({ order_ids: z.array(z.number().int()) }), d, 'POST /transit/route-reset')),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['transit', 'routes'] }),
  });
}

export const splitKey = (code: string) => ['transit', 'split', code] as const;

export const fetchSplitOrder = async (code: string): Promise<SplitOrderView> =>
  parseAnswer(splitOrderView, await apiGet<unknown>(`/transit/split/${encodeURIComponent(code)}`, undefined, SILENT), 'GET /transit/split/:code');

export function useSplitOrder(code: string) {
  return useQuery({ queryKey: splitKey(code), queryFn: () => fetchSplitOrder(code), enabled: !!code, retry: false });
}

export function useSplit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: SplitBody; idempotencyKey: string }) =>
      apiPost<unknown>('/transit/split', body, { ...SILENT, headers: { 'Idempotency-Key': idempotencyKey } }).then((d) => parseAnswer(splitAnswer, d, 'POST /transit/split')),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['transit', 'split'] }),
  });
}
