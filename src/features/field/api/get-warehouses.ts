/** GET /user/warehouse/all: the warehouses an order can be put into, kept in the lookup cache for offline scans. */
import { apiGet } from '@/lib/api-client';
import { useLookup } from '@/lib/lookup-cache';

export interface WarehouseOption {
  id: number;
  name: string;
}

const KEY = ['field', 'warehouses'] as const;
const fetchWarehouses = () => apiGet<{ list: WarehouseOption[] }>('/user/warehouse/all', { page: 1, per_page: 300 }, { silent: true }).then((d) => d?.list ?? []);

export function useWarehouses() {
  return useLookup(KEY, fetchWarehouses, { staleTime: 60_000 });
}
