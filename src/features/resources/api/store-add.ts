/** POST /user/resource_binding/store/add: data.res_store_id. */
import { apiPost } from '@/lib/api-client';
import { SILENT } from './types';

export function addStore(body: Record<string, unknown>): Promise<{ res_store_id: number; resource_id: number }> {
  return apiPost('/user/resource_binding/store/add', body, SILENT);
}
