/** /user/basic/warehouses: list url, create, update, enable/disable; GET /user/warehouse/all as select options. */
import { queryOptions } from '@tanstack/react-query';
import type { EntityOption } from '@/components/ui/entity-screen/types';
import { apiGet, apiPost, apiPut } from '@/lib/api-client';
import { fetchLookup } from '@/lib/lookup-cache';
import { SILENT, setStatusBody, type WarehouseRow } from './types';

export const WAREHOUSE_LIST_URL = '/user/basic/warehouses';

export const createWarehouse = (values: object) => apiPost<WarehouseRow>(WAREHOUSE_LIST_URL, values, SILENT);
export const updateWarehouse = (id: string, values: object) => apiPut<WarehouseRow>(`${WAREHOUSE_LIST_URL}/${id}`, values, SILENT);
export const setWarehouseEnabled = (id: string, on: boolean) => apiPut<WarehouseRow>(`${WAREHOUSE_LIST_URL}/${id}/status`, setStatusBody(on), SILENT);

/** the enabled warehouses (spec §7 GET /user/warehouse/all, per_page 300) */
export const warehouseOptionsQuery = queryOptions({
  queryKey: ['basic-data', 'warehouse-options'] as readonly unknown[],
  // the last known list answers offline (local lookup cache)
  queryFn: (): Promise<EntityOption[]> =>
    fetchLookup(['basic-data', 'warehouse-options'], async () => {
      const data = await apiGet<{ list: { id: number; name: string }[] }>('/user/warehouse/all', { page: 1, per_page: 300 });
      return data.list.map((w) => ({ value: String(w.id), label: w.name }));
    }),
  staleTime: 60_000,
});
