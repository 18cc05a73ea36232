/** GET /user/sub_user/detail/:id: one sub-account with its role and departments. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { SubAccountDetail } from './sub-account-types';

export const subAccountQuery = (id: number) =>
  queryOptions({
    queryKey: ['organization', 'sub-account', id] as const,
    queryFn: () => apiGet<SubAccountDetail>(`/user/sub_user/detail/${id}`, undefined, { silent: true }),
    retry: false,
  });

export const useSubAccount = (id: number) => useQuery({ ...subAccountQuery(id), enabled: id > 0 });
