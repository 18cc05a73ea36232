/** POST /user/banned-areas/check-if-banned {province_code, city_code, district_code, consignor_id, address}: data true = banned (spec §7). */
import { apiPost } from '@/lib/api-client';
import { SILENT } from './types';

export interface BanCheckParams {
  province_code: string;
  city_code: string;
  district_code: string;
  consignor_id?: number | string | null;
  address?: string;
}

export function checkIfBanned(params: BanCheckParams): Promise<boolean> {
  return apiPost<boolean>('/user/banned-areas/check-if-banned', params, SILENT);
}
