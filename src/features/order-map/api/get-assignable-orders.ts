/** GET /order/waybills/list?status=TO_ASSIGN&per_page=500: the orders waiting for a delivery provider. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WaybillRow } from '@/domain/columns/waybill-columns';
import { apiGet } from '@/lib/api-client';

/** the server's largest page: the map shows one screenful of work, not an archive */
export const MAP_ORDERS_LIMIT = 500;

export const mapOrderKeys = { all: ['order-map', 'orders'] as const };

export function getAssignableOrders(): Promise<{ list: WaybillRow[]; total: number }> {
  return apiGet('/order/waybills/list', { status: 'TO_ASSIGN', page: 1, per_page: MAP_ORDERS_LIMIT }, { silent: true });
}

export const assignableOrdersQuery = () => queryOptions({ queryKey: mapOrderKeys.all, queryFn: getAssignableOrders });

export function useAssignableOrders() {
  return useQuery(assignableOrdersQuery());
}
