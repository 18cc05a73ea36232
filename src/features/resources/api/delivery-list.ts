/** GET /user/resource_binding/delivery/ {id, name, page, per_page, service_type_codes}: T_PZ providers. */
import { apiGet } from '@/lib/api-client';
import { SILENT, type ResourceList, type ResourceListParams } from './types';

export function getDeliveryList(params: ResourceListParams): Promise<ResourceList> {
  return apiGet<ResourceList>('/user/resource_binding/delivery/', params, SILENT);
}
