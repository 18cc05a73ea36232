/**
 * GET /user/users/getCumulative: the company's all-time figures (orders taken, signed, enabled accounts, days since
 * joining) — the dashboard's line under its title.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export interface Cumulative {
  order_total: number;
  order_signed: number;
  account_total: number;
  days_used: number;
}

export const cumulativeQuery = () =>
  queryOptions({
    queryKey: ['users', 'cumulative'] as const,
    queryFn: () => apiGet<Cumulative>('/user/users/getCumulative', undefined, { silent: true }),
    staleTime: 60_000,
  });

export function useCumulative() {
  return useQuery(cumulativeQuery());
}
