/** GET /user/resource_binding/transporter/isNameExist {name, object_sub_type}: data.is_exist. */
import type { ObjectSubType } from '@/domain/resources';
import { apiGet } from '@/lib/api-client';
import { SILENT } from './types';

export async function transporterNameExists(name: string, objectSubType: ObjectSubType): Promise<boolean> {
  const data = await apiGet<{ is_exist: boolean }>('/user/resource_binding/transporter/isNameExist', { name, object_sub_type: objectSubType }, SILENT);
  return !!data.is_exist;
}
