/** GET /user/resource_binding/delivery/: delivery and installation providers (the delivery_resource_id picker). */
import { apiGet } from '@/lib/api-client';
import { SILENT, type PickerList } from './types';

export function searchDeliveryProviders(params: { name?: string; id?: string }): Promise<PickerList> {
  return apiGet<PickerList>('/user/resource_binding/delivery/', { page: 1, per_page: 10, ...params }, SILENT);
}
