/** GET /user/resource_binding/transporter/verify {sub_type, phone}: data.is_bind. */
import type { ObjectSubType } from '@/domain/resources';
import { apiGet } from '@/lib/api-client';
import { SILENT } from './types';

export async function transporterPhoneBound(subType: ObjectSubType, phone: string): Promise<boolean> {
  const data = await apiGet<{ is_bind: boolean }>('/user/resource_binding/transporter/verify', { sub_type: subType, phone }, SILENT);
  return !!data.is_bind;
}
