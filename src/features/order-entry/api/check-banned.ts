/** POST /user/banned-areas/check-if-banned {province_code, city_code, district_code, consignor_id, address}: true when banned. */
import { apiPost } from '@/lib/api-client';
import { SILENT } from './types';

export interface BanCheck {
  province_code: string;
  city_code: string;
  district_code: string;
  consignor_id?: number;
  address?: string;
}

export async function checkBanned(body: BanCheck): Promise<boolean> {
  try {
    return (await apiPost<boolean>('/user/banned-areas/check-if-banned', body, SILENT)) === true;
  } catch {
    // the server checks again on save: a failed check only skips the early warning
    return false;
  }
}
