/** GET /user/sub_user/roles: the roles a sub-account of the company may get. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { RoleOption } from './sub-account-types';

export const subAccountRolesQuery = () =>
  queryOptions({
    queryKey: ['organization', 'roles'] as const,
    queryFn: () => apiGet<{ list: RoleOption[] }>('/user/sub_user/roles', undefined, { silent: true }).then((d) => d.list),
    staleTime: 60_000,
  });

export const useSubAccountRoles = (enabled = true) => useQuery({ ...subAccountRolesQuery(), enabled });
