/**
 * The create form's other lists: transport lines (GET /user/lines) and a warehouse's storage locations (the receiving
 * location of an arrival), lists in the lookup cache. Carriers and drivers are the resources' shared pickers.
 */
import { apiGet } from '@/lib/api-client';
import { useLookup } from '@/lib/lookup-cache';
import { SILENT } from './parse';

export interface LineOption {
  id: number;
  name: string;
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

const fetchLocations = (warehouseId: number) =>
  apiGet<{ list?: LocationOption[] }>('/user/basic/storage-locations', { warehouse_id: warehouseId, page: 1, per_page: 500 }, SILENT).then((d) => d?.list ?? []);

export function useStorageLocations(warehouseId: number | undefined) {
  return useLookup(['transit', 'locations', warehouseId ?? 0], () => fetchLocations(warehouseId ?? 0), { enabled: !!warehouseId, staleTime: 60_000 });
}
