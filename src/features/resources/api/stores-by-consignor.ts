/** GET /user/resource_binding/get_stores_by_consignor_user_id/{consignorUserId} (never called without a consignor). */
import { apiGet } from '@/lib/api-client';
import { SILENT, type ResourceList } from './types';

export function getStoresByConsignor(consignorUserId: string | number, params: { page?: number; per_page?: number; name?: string; format?: string }): Promise<ResourceList> {
  return apiGet<ResourceList>(`/user/resource_binding/get_stores_by_consignor_user_id/${encodeURIComponent(String(consignorUserId))}`, params, SILENT);
}
