/** PUT /user/resource_binding/resource/:id/forbid {is_forbid_create_order}: forbid (1) or allow (0) creating orders. */
import { apiPut } from '@/lib/api-client';
import { resourceDetailUrl, type ResourceDetail } from './resource-detail';

export function setResourceForbid(id: number, forbidden: boolean): Promise<ResourceDetail> {
  return apiPut<ResourceDetail>(`${resourceDetailUrl(id)}/forbid`, { is_forbid_create_order: forbidden ? 1 : 0 });
}
