/**
 * GET /user/users/checkSubLimit: the sub-account limit of the company's edition, how many it holds and whether
 * another may be added — the list screen shows the quota and disables 新增 at the limit (the server refuses anyway).
 * Keyed under the list's key, so creating or toggling an account refreshes it with the list.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { subAccountListKey } from './sub-account-list';

export interface SubLimit {
  limit: number;
  used: number;
  can_add: boolean;
}

export const subLimitQuery = () =>
  queryOptions({
    queryKey: [...subAccountListKey, 'sub-limit'] as const,
    queryFn: () => apiGet<SubLimit>('/user/users/checkSubLimit', undefined, { silent: true }),
    staleTime: 30_000,
  });

export function useSubLimit(enabled = true) {
  return useQuery({ ...subLimitQuery(), enabled });
}
