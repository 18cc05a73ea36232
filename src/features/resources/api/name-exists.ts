/** GET .../consignor/isNameExist, .../supplier/isNameExist, .../store/isNameExist, .../delivery/isNameExist {name}: data.is_exist. */
import { apiGet } from '@/lib/api-client';
import { SILENT } from './types';

export type NameExistKind = 'consignor' | 'supplier' | 'store' | 'delivery';

export async function nameExists(kind: NameExistKind, name: string, extra: Record<string, unknown> = {}): Promise<boolean> {
  const data = await apiGet<{ is_exist: boolean }>(`/user/resource_binding/${kind}/isNameExist`, { ...extra, name }, SILENT);
  return !!data.is_exist;
}
