/** GET /user/resource_binding/consignor/list: the consignor picker (page 1, 10 per page, name search). */
import { apiGet } from '@/lib/api-client';
import { SILENT, type PickerList } from './types';

export function searchConsignors(params: { name?: string; resource_ids?: string; page?: number; per_page?: number }): Promise<PickerList> {
  return apiGet<PickerList>('/user/resource_binding/consignor/list', { page: 1, per_page: 10, ...params }, SILENT);
}
