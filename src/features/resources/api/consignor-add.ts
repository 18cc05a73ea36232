/** POST /user/servicer_resource/consignor/add (consignors and third-party logistics): data.res_consignor_id, data.resource_id. */
import { apiPost } from '@/lib/api-client';
import { SILENT } from './types';

export interface AddedConsignor {
  res_consignor_id: number;
  resource_id: number;
}

export function addConsignor(body: Record<string, unknown>): Promise<AddedConsignor> {
  return apiPost<AddedConsignor>('/user/servicer_resource/consignor/add', body, SILENT);
}
