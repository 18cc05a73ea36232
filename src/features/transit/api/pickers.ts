/**
 * The create form's other lists: transport lines (GET /user/lines), carriers and drivers (GET
 * /user/resource_binding/transporter/list, T_ZX and T_SJ, as the resource pickers search them) and a warehouse's
 * storage locations (the receiving location of an arrival), lists in the lookup cache.
 */
import { apiGet } from '@/lib/api-client';
import { useLookup } from '@/lib/lookup-cache';
import { SILENT } from './parse';

export interface LineOption {
  id: number;
  name: string;
}

export interface ResourceOption {
  id: number;
  name: string;
  phone?: string;
}

export interface LocationOption {
  id: number;
  code: string;
  name: string;
  status: number;
}

const fetchLines = () => apiGet<{ list?: LineOption[] }>('/user/lines', { page: 1, per_page: 100, status: 1 }, SILENT).then((d) => d?.list ?? []);

export function useLines() {
  return useLookup(['transit', 'lines'], fetchLines, { staleTime: 60_000 });
}

/** carriers (T_ZX) or drivers (T_SJ) whose name matches, 10 at a time */
export function searchTransporters(subType: 'T_ZX' | 'T_SJ', name: string): Promise<ResourceOption[]> {
  return apiGet<{ list?: ResourceOption[] }>('/user/resource_binding/transporter/list', { page: 1, per_page: 10, name, object_sub_type: subType }, SILENT).then((d) => d?.list ?? []);
}

const fetchLocations = (warehouseId: number) =>
  apiGet<{ list?: LocationOption[] }>('/user/basic/storage-locations', { warehouse_id: warehouseId, page: 1, per_page: 500 }, SILENT).then((d) => d?.list ?? []);

export function useStorageLocations(warehouseId: number | undefined) {
  return useLookup(['transit', 'locations', warehouseId ?? 0], () => fetchLocations(warehouseId ?? 0), { enabled: !!warehouseId, staleTime: 60_000 });
}
