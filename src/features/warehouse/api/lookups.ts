/**
 * The pickers' lists, kept in the local lookup cache so they open at once and offline: the company's warehouses
 * (GET /user/warehouse/all) and a warehouse's storage locations (GET /user/basic/storage-locations?warehouse_id).
 */
import { apiGet } from '@/lib/api-client';
import { useLookup } from '@/lib/lookup-cache';

export interface WarehouseOption {
  id: number;
  name: string;
}

export interface LocationOption {
  id: number;
  code: string;
  name: string;
  status: number;
}

const WAREHOUSES_KEY = ['warehouse', 'warehouses'] as const;
const fetchWarehouses = () => apiGet<{ list: WarehouseOption[] }>('/user/warehouse/all', { page: 1, per_page: 300 }, { silent: true }).then((d) => d?.list ?? []);

export function useWarehouses() {
  return useLookup(WAREHOUSES_KEY, fetchWarehouses, { staleTime: 60_000 });
}

const locationsKey = (warehouseId: number) => ['warehouse', 'locations', warehouseId] as const;
const fetchLocations = (warehouseId: number) =>
  apiGet<{ list: LocationOption[] }>('/user/basic/storage-locations', { warehouse_id: warehouseId, page: 1, per_page: 500 }, { silent: true }).then((d) => d?.list ?? []);

export function useStorageLocations(warehouseId: number | undefined) {
  return useLookup(locationsKey(warehouseId ?? 0), () => fetchLocations(warehouseId ?? 0), { enabled: !!warehouseId, staleTime: 60_000 });
}
