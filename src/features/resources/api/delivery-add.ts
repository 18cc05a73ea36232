/** POST /user/resource_binding/delivery/: a delivery service provider (T_PZ); data.resource_id. */
import { apiPost } from '@/lib/api-client';
import { SILENT, type AddedResource } from './types';

export function addDelivery(body: Record<string, unknown>): Promise<AddedResource> {
  return apiPost<AddedResource>('/user/resource_binding/delivery/', body, SILENT);
}
