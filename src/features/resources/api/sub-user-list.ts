/** GET /user/sub_user/ {per_page, page, username, user_ids}: the company's sub-accounts (the sub-account picker, spec §2.5/§7). */
import { apiGet } from '@/lib/api-client';
import { SILENT } from './types';

export interface SubUserRow {
  user_id: number;
  username: string;
  nickname: string;
  phone: string;
  status: number;
}

export interface SubUserParams {
  page: number;
  per_page: number;
  username?: string;
  user_ids?: string;
}

export function getSubUsers(params: SubUserParams): Promise<{ list: SubUserRow[]; total: number }> {
  return apiGet<{ list: SubUserRow[]; total: number }>('/user/sub_user/', params, SILENT);
}
