/** GET /user/resource_binding/transporter/list: carriers (T_ZX), T_PZ providers, drivers (T_SJ). */
import type { ObjectSubType } from '@/domain/resources';
import { apiGet } from '@/lib/api-client';
import { SILENT, type ResourceList, type ResourceListParams } from './types';

export const TRANSPORTER_LIST_URL = '/user/resource_binding/transporter/list';

export function getTransporterList(objectSubType: ObjectSubType, params: ResourceListParams): Promise<ResourceList> {
  return apiGet<ResourceList>(TRANSPORTER_LIST_URL, { ...params, object_sub_type: objectSubType }, SILENT);
}
