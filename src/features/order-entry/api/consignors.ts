/**
 * GET /user/resource_binding/{consignor|supplier}/list: the consignor picker (page 1, 10 per page, name search). The
 * supplier list answers for the user type whose edition calls the consignor a supplier (src/domain/editions.ts).
 */
import { apiGet } from '@/lib/api-client';
import { SILENT, type PickerList } from './types';

export function searchConsignors(params: { name?: string; resource_ids?: string; page?: number; per_page?: number }, endpoint: 'consignor' | 'supplier' = 'consignor'): Promise<PickerList> {
  return apiGet<PickerList>(`/user/resource_binding/${endpoint}/list`, { page: 1, per_page: 10, ...params }, SILENT);
}
