/** POST /user/resource_binding/transporter/add: carriers, T_PZ providers and drivers (T_SJ); data.resource_id. */
import { apiPost } from '@/lib/api-client';
import { SILENT, type AddedResource } from './types';

export function addTransporter(body: Record<string, unknown>): Promise<AddedResource> {
  return apiPost<AddedResource>('/user/resource_binding/transporter/add', body, SILENT);
}
