/** /user/banned-areas: blind areas (list, create, update, enable/disable, delete). */
import { apiDelete, apiPost, apiPut } from '@/lib/api-client';
import { SILENT, type AreaNames } from './types';

export type BannedArea = AreaNames & {
  id: number;
  consignor_id: number | null;
  consignor_name: string;
  keywords: string[];
  memo: string;
  status: number;
  updated_at: string;
};

export const BANNED_AREAS_URL = '/user/banned-areas';

export const createBannedArea = (body: Record<string, unknown>) => apiPost<BannedArea>(BANNED_AREAS_URL, body, SILENT);
export const updateBannedArea = (id: string, body: Record<string, unknown>) => apiPut<BannedArea>(`${BANNED_AREAS_URL}/${id}`, body, SILENT);
export const setBannedAreaStatus = (id: string, on: boolean) => apiPut<BannedArea>(`${BANNED_AREAS_URL}/${id}/status`, { status: on ? 1 : 0 }, SILENT);
export const removeBannedArea = (id: string) => apiDelete<{ removed: boolean }>(`${BANNED_AREAS_URL}/${id}`, undefined, SILENT);
