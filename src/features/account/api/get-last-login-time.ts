/**
 * GET /user/users/getLastLoginTime → data {last_login_at, current_login_at} (ISO or null): the sign-in before this
 * one (上次登录) and this one, for My account.
 */
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export interface LoginTimes {
  last_login_at: string | null;
  current_login_at: string | null;
}

export const getLastLoginTime = () => apiGet<LoginTimes>('/user/users/getLastLoginTime', undefined, { silent: true });

export const lastLoginTimeQuery = () => queryOptions({ queryKey: ['account', 'login-times'] as const, queryFn: getLastLoginTime, staleTime: 60_000 });
