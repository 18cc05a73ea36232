/** GET /user/resource_binding/consignor/list (object_sub_type T_3PL: third-party logistics) and the merchant list of the consignor service. */
import { apiGet } from '@/lib/api-client';
import { SILENT, type ResourceList, type ResourceListParams } from './types';

export const CONSIGNOR_LIST_URL = '/user/resource_binding/consignor/list';
/**
 * GET /user/consignor/getList (spec §7, the consignor service): the servicer's merchants — plain consignors, the same
 * rows and filters as the consignor list without object_sub_type; the merchant list screens page through it.
 */
export const MERCHANT_LIST_URL = '/user/consignor/getList';

export function getConsignorList(params: ResourceListParams): Promise<ResourceList> {
  return apiGet<ResourceList>(CONSIGNOR_LIST_URL, params, SILENT);
}
