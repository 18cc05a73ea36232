/**
 * GET /order/waybills/list?status=TO_ASSIGN&urgent_first=1&per_page=500 with the screen's filters: the orders
 * waiting for a delivery provider, the most urgent first (C_DANGER, then the longest waiting), one 500 at a time.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { WaybillRow } from '@/domain/columns/waybill-columns';
import { apiGet } from '@/lib/api-client';
import { mapListParams, type MapSearch } from '../utils/map-search';

export { MAP_ORDERS_LIMIT } from '../utils/map-search';

/** `all` prefixes every map query (orders and area counts): an assignment refreshes both */
export const mapOrderKeys = {
  all: ['order-map'] as const,
  orders: (params: Record<string, unknown>) => ['order-map', 'orders', params] as const,
  areaCounts: (params: Record<string, unknown>) => ['order-map', 'area-counts', params] as const,
};

export function getAssignableOrders(search: MapSearch): Promise<{ list: WaybillRow[]; total: number }> {
  return apiGet('/order/waybills/list', mapListParams(search), { silent: true });
}

export const assignableOrdersQuery = (search: MapSearch) =>
  queryOptions({ queryKey: mapOrderKeys.orders(mapListParams(search)), queryFn: () => getAssignableOrders(search), placeholderData: keepPreviousData });

export function useAssignableOrders(search: MapSearch) {
  return useQuery(assignableOrdersQuery(search));
}
