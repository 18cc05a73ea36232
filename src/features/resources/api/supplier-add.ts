/** POST /user/resource_binding/supplier/add (consignor model): data.res_consignor_id. */
import { apiPost } from '@/lib/api-client';
import type { AddedConsignor } from './consignor-add';
import { SILENT } from './types';

export function addSupplier(body: Record<string, unknown>): Promise<AddedConsignor> {
  return apiPost<AddedConsignor>('/user/resource_binding/supplier/add', body, SILENT);
}
