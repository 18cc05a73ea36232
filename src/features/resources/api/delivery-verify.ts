/** GET /user/resource_binding/delivery/verify {sub_type, phone}: data.is_bind. */
import { apiGet } from '@/lib/api-client';
import { SILENT } from './types';

export async function deliveryPhoneBound(phone: string, subType = 'T_PZ'): Promise<boolean> {
  const data = await apiGet<{ is_bind: boolean }>('/user/resource_binding/delivery/verify', { sub_type: subType, phone }, SILENT);
  return !!data.is_bind;
}
