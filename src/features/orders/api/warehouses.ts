/** GET /user/warehouse/all {page, per_page 300}: the warehouses an order can be put into. */
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { fetchLookup, useLookup } from '@/lib/lookup-cache';

export interface WarehouseOption {
  id: number;
  name: string;
}

const WAREHOUSE_PAGE = 300;

const KEY = ['orders', 'warehouses'] as const;
const fetchWarehouses = () => apiGet<{ list: WarehouseOption[] }>('/user/warehouse/all', { page: 1, per_page: WAREHOUSE_PAGE }, { silent: true }).then((d) => d?.list ?? []);

export const warehousesQuery = () =>
  queryOptions({
    queryKey: KEY,
    queryFn: () => fetchLookup(KEY, fetchWarehouses),
    staleTime: 60_000,
  });

/** Kept in the local database: the last known warehouses show at once and offline. */
export function useWarehouses() {
  return useLookup(KEY, fetchWarehouses, { staleTime: 60_000 });
}
