/** /user/basic/storage-locations: list url (warehouse_id filter), create, update, enable/disable. */
import { apiPost, apiPut } from '@/lib/api-client';
import { SILENT, setStatusBody, type StorageLocationRow } from './types';

export const STORAGE_LOCATION_LIST_URL = '/user/basic/storage-locations';

export const createStorageLocation = (values: object) => apiPost<StorageLocationRow>(STORAGE_LOCATION_LIST_URL, values, SILENT);
export const updateStorageLocation = (id: string, values: object) => apiPut<StorageLocationRow>(`${STORAGE_LOCATION_LIST_URL}/${id}`, values, SILENT);
export const setStorageLocationEnabled = (id: string, on: boolean) =>
  apiPut<StorageLocationRow>(`${STORAGE_LOCATION_LIST_URL}/${id}/status`, setStatusBody(on), SILENT);
