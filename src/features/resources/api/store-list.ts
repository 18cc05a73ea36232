/** GET /user/resource_binding/store/list (object_id: the consignor whose stores are wanted). */
import { apiGet } from '@/lib/api-client';
import { SILENT, type ResourceList, type ResourceListParams } from './types';

export function getStoreList(params: ResourceListParams): Promise<ResourceList> {
  return apiGet<ResourceList>('/user/resource_binding/store/list', params, SILENT);
}
