/** GET /user/resource_binding/consignor/list (object_sub_type T_3PL: third-party logistics). */
import { apiGet } from '@/lib/api-client';
import { SILENT, type ResourceList, type ResourceListParams } from './types';

export const CONSIGNOR_LIST_URL = '/user/resource_binding/consignor/list';

export function getConsignorList(params: ResourceListParams): Promise<ResourceList> {
  return apiGet<ResourceList>(CONSIGNOR_LIST_URL, params, SILENT);
}
