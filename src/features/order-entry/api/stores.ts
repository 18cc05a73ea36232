/**
 * The store picker: a servicer lists the chosen consignor's stores (GET /user/resource_binding/store/list with
 * object_id); a consignor lists its own (GET /user/resource_binding/get_stores_by_consignor_user_id/{userId}).
 * Spec §9: the initial list (no search text) asks for 300, a search for 10 (page 1).
 */
import { SEARCH_PAGE, SEARCH_PER_PAGE } from '@/components/ui/searchable-select/options';
import { apiGet } from '@/lib/api-client';
import { SILENT, type PickerList } from './types';

export const STORE_INITIAL_PER_PAGE = 300;

/** page 1; 300 for the initial list, 10 for a search */
export function storePage(name: string | undefined): { page: number; per_page: number } {
  return { page: SEARCH_PAGE, per_page: name ? SEARCH_PER_PAGE : STORE_INITIAL_PER_PAGE };
}

export function searchStoresOfConsignor(consignorResourceId: string, params: { name?: string; resource_ids?: string }): Promise<PickerList> {
  return apiGet<PickerList>('/user/resource_binding/store/list', { ...storePage(params.name), object_id: consignorResourceId, ...params }, SILENT);
}

export function searchOwnStores(consignorUserId: number, params: { name?: string }): Promise<PickerList> {
  return apiGet<PickerList>(`/user/resource_binding/get_stores_by_consignor_user_id/${consignorUserId}`, { ...storePage(params.name), ...params }, SILENT);
}
