/** GET /user/company-users → data.list: the active users of my company (names of handlers and reviewers, the reviewer picker). */
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export interface CompanyUser {
  id: number;
  username: string;
  nickname: string;
  is_main: boolean;
}

export const companyUsersKey = ['tickets', 'company-users'] as const;

export function getCompanyUsers(): Promise<CompanyUser[]> {
  return apiGet<{ list: CompanyUser[] }>('/user/company-users', undefined, { silent: true }).then((d) => d.list);
}

export function useCompanyUsers() {
  return useQuery({ queryKey: companyUsersKey, queryFn: getCompanyUsers, staleTime: 5 * 60_000 });
}

/** 'nickname (username)' or the username; '' for no user. */
export function userLabel(users: readonly CompanyUser[] | undefined, id: number | null | undefined): string {
  if (id == null) return '';
  const u = users?.find((x) => x.id === id);
  if (!u) return `#${id}`;
  return u.nickname ? `${u.nickname}（${u.username}）` : u.username;
}
