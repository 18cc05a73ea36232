/** GET /user/warehouse/all {page, per_page 300}: the warehouses an order can be put into. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export interface WarehouseOption {
  id: number;
  name: string;
}

const WAREHOUSE_PAGE = 300;

export const warehousesQuery = () =>
  queryOptions({
    queryKey: ['orders', 'warehouses'] as const,
    queryFn: () => apiGet<{ list: WarehouseOption[] }>('/user/warehouse/all', { page: 1, per_page: WAREHOUSE_PAGE }, { silent: true }).then((d) => d?.list ?? []),
    staleTime: 60_000,
  });

export function useWarehouses() {
  return useQuery(warehousesQuery());
}
