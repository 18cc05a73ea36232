/** POST /user/servicer_resource/store/add: a fitting worker or a delivery-install provider (T_PZ). */
import { apiPost } from '@/lib/api-client';
import { SILENT, type AddedResource } from './types';

export function addProvider(body: Record<string, unknown>): Promise<AddedResource> {
  return apiPost<AddedResource>('/user/servicer_resource/store/add', body, SILENT);
}
