/** GET /user/resource_binding/supplier/list. */
import { apiGet } from '@/lib/api-client';
import { SILENT, type ResourceList, type ResourceListParams } from './types';

export function getSupplierList(params: ResourceListParams): Promise<ResourceList> {
  return apiGet<ResourceList>('/user/resource_binding/supplier/list', params, SILENT);
}
