/** PUT /user/resource_binding/resource/:id: the edit form's save (same validation and messages as the add dialogs). */
import { apiPut } from '@/lib/api-client';
import type { ResourceDetail } from './resource-detail';
import { resourceDetailUrl } from './resource-detail';
import { SILENT } from './types';

export function updateResource(id: number, body: Record<string, unknown>): Promise<ResourceDetail> {
  return apiPut<ResourceDetail>(resourceDetailUrl(id), body, SILENT);
}
