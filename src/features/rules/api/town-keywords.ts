/** /user/town-keywords: town keywords that mark an address as blind (list, create, update, enable/disable, delete). */
import { apiDelete, apiPost, apiPut } from '@/lib/api-client';
import { SILENT, type AreaNames } from './types';

export type TownKeyword = AreaNames & { id: number; keyword: string; memo: string; status: number; updated_at: string };

export const TOWN_KEYWORDS_URL = '/user/town-keywords';

export const createTownKeyword = (body: Record<string, unknown>) => apiPost<TownKeyword>(TOWN_KEYWORDS_URL, body, SILENT);
export const updateTownKeyword = (id: string, body: Record<string, unknown>) => apiPut<TownKeyword>(`${TOWN_KEYWORDS_URL}/${id}`, body, SILENT);
export const setTownKeywordStatus = (id: string, on: boolean) => apiPut<TownKeyword>(`${TOWN_KEYWORDS_URL}/${id}/status`, { status: on ? 1 : 0 }, SILENT);
export const removeTownKeyword = (id: string) => apiDelete<{ removed: boolean }>(`${TOWN_KEYWORDS_URL}/${id}`, undefined, SILENT);
