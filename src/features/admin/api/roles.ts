/** The roles API (src/domain/admin/api.ts): list url for the data table, the grantable menus, detail, writes. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminMenu, RoleBody, RoleDetail } from '@/domain/admin/api';
import { apiDelete, apiGet, apiPost, apiPut } from '@/lib/api-client';
import { sessionKeys } from '@/lib/session/queries';

export const ROLE_LIST_URL = '/system/role/list';
const roleListKey = ['data-table', ROLE_LIST_URL] as const;

export const grantableMenusQuery = () =>
  queryOptions({
    queryKey: ['admin', 'role-menus'] as const,
    queryFn: () => apiGet<{ list: AdminMenu[] }>('/system/role/menus').then((d) => d.list),
    staleTime: 60_000,
  });

export const roleQuery = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'role', id] as const,
    queryFn: () => apiGet<RoleDetail>(`/system/role/detail/${id}`, undefined, { silent: true }),
  });

export const useGrantableMenus = () => useQuery(grantableMenusQuery());
export const useRole = (id: number | null) => useQuery({ ...roleQuery(id ?? 0), enabled: id !== null });

export function useSaveRole(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RoleBody) =>
      id === null ? apiPost<{ id: number }>('/system/role/create', body, { silent: true }) : apiPut<{ id: number }>(`/system/role/detail/${id}`, body, { silent: true }),
    onSuccess: (data) => {
      void queryClient.invalidateQueries({ queryKey: roleListKey });
      void queryClient.invalidateQueries({ queryKey: roleQuery(data.id).queryKey });
      // the admin's own menu may change too (a sub-account holding the role it edits)
      void queryClient.invalidateQueries({ queryKey: [...sessionKeys.all, 'menu'] });
    },
  });
}

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiDelete<{ id: number }>(`/system/role/detail/${id}`, undefined, { silent: true }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: roleListKey }),
  });
}
