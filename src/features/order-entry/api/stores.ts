/**
 * The store picker: a servicer lists the chosen consignor's stores (GET /user/resource_binding/store/list with
 * object_id); a consignor lists its own (GET /user/resource_binding/get_stores_by_consignor_user_id/{userId}).
 */
import { apiGet } from '@/lib/api-client';
import { SILENT, type PickerList } from './types';

export function searchStoresOfConsignor(consignorResourceId: string, params: { name?: string; resource_ids?: string }): Promise<PickerList> {
  return apiGet<PickerList>('/user/resource_binding/store/list', { page: 1, per_page: 300, object_id: consignorResourceId, ...params }, SILENT);
}

export function searchOwnStores(consignorUserId: number, params: { name?: string }): Promise<PickerList> {
  return apiGet<PickerList>(`/user/resource_binding/get_stores_by_consignor_user_id/${consignorUserId}`, { page: 1, per_page: 300, ...params }, SILENT);
}
