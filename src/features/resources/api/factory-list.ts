/** GET /user/resource_binding/factory/list {format, name, page, per_page, prepend_empty}. */
import { apiGet } from '@/lib/api-client';
import { SILENT, type ResourceList, type ResourceListParams } from './types';

export function getFactoryList(params: ResourceListParams): Promise<ResourceList> {
  return apiGet<ResourceList>('/user/resource_binding/factory/list', params, SILENT);
}
