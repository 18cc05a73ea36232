/** /user/time_limit/district: time-limit overrides per province, city or district (list, create, update, delete). */
import { apiDelete, apiPost, apiPut } from '@/lib/api-client';
import { SILENT, type StageHoursFields } from './types';

export type DistrictTimeLimit = StageHoursFields & {
  id: number;
  area_code: string;
  area_level: 'province' | 'city' | 'district';
  area_name: string;
  warning_percent: number | null;
  memo: string;
  updated_at: string;
};

export const DISTRICT_TIME_LIMIT_URL = '/user/time_limit/district';

export const createDistrictTimeLimit = (body: Record<string, unknown>) => apiPost<DistrictTimeLimit>(DISTRICT_TIME_LIMIT_URL, body, SILENT);
export const updateDistrictTimeLimit = (id: string, body: Record<string, unknown>) => apiPut<DistrictTimeLimit>(`${DISTRICT_TIME_LIMIT_URL}/${id}`, body, SILENT);
export const removeDistrictTimeLimit = (id: string) => apiDelete<{ removed: boolean }>(`${DISTRICT_TIME_LIMIT_URL}/${id}`, undefined, SILENT);
