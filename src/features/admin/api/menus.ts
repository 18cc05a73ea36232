/** The platform admin's menu API: every menu row of an app code, one row, creating, saving and deleting one. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminMenu, MenuBody, MenuCreateBody } from '@/domain/admin/api';
import { apiDelete, apiGet, apiPost, apiPut } from '@/lib/api-client';
import { sessionKeys } from '@/lib/session/queries';

export const adminMenusQuery = (appCode: string) =>
  queryOptions({
    queryKey: ['admin', 'menus', appCode] as const,
    queryFn: () => apiGet<{ list: AdminMenu[] }>('/system/menu/list', { app_code: appCode }).then((d) => d.list),
  });

export const adminMenuQuery = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'menu', id] as const,
    queryFn: () => apiGet<AdminMenu>(`/system/menu/detail/${id}`, undefined, { silent: true }),
  });

export const useAdminMenus = (appCode: string) => useQuery(adminMenusQuery(appCode));
export const useAdminMenu = (id: number | null) => useQuery({ ...adminMenuQuery(id ?? 0), enabled: id !== null });

/** after any write: the lists, the row, and the admin's own menu (the socket tells everyone else) */
function useMenusChanged() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['admin', 'menus'] });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'menu'] });
    void queryClient.invalidateQueries({ queryKey: [...sessionKeys.all, 'menu'] });
  };
}

/** id null: a new entry (the body names its app code); otherwise saves that entry */
export function useSaveMenu(id: number | null) {
  const changed = useMenusChanged();
  return useMutation({
    mutationFn: (body: MenuCreateBody): Promise<{ id: number }> => {
      if (id !== null) {
        const { app_code: _app, ...rest } = body;
        return apiPut<AdminMenu>(`/system/menu/detail/${id}`, rest satisfies MenuBody, { silent: true });
      }
      return apiPost<{ id: number }>('/system/menu/create', body, { silent: true });
    },
    onSuccess: changed,
  });
}

export function useDeleteMenu() {
  const changed = useMenusChanged();
  return useMutation({
    mutationFn: (id: number) => apiDelete<null>(`/system/menu/detail/${id}`, undefined, { silent: true }),
    onSuccess: changed,
  });
}
