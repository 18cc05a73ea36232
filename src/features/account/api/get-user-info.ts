/**
 * GET /user/users/getUserInfo {id} → data: one account of the company (accountItem: role_name, status, created_at,
 * …) — My account reads its own for the role it holds and since when it exists.
 */
import { queryOptions } from '@tanstack/react-query';
import type { AccountItem } from '@/domain/account/api';
import { apiGet } from '@/lib/api-client';

export const userInfoQuery = (id: number) =>
  queryOptions({
    queryKey: ['account', 'user-info', id] as const,
    queryFn: () => apiGet<AccountItem>('/user/users/getUserInfo', { id }, { silent: true }),
    staleTime: 60_000,
  });
