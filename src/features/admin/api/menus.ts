/** The platform admin's menu API: every menu row of an app code, and saving one. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminMenu, MenuBody } from '@/domain/admin/api';
import { apiGet, apiPut } from '@/lib/api-client';
import { sessionKeys } from '@/lib/session/queries';

export const adminMenusQuery = (appCode: string) =>
  queryOptions({
    queryKey: ['admin', 'menus', appCode] as const,
    queryFn: () => apiGet<{ list: AdminMenu[] }>('/system/menu/list', { app_code: appCode }).then((d) => d.list),
  });

export const useAdminMenus = (appCode: string) => useQuery(adminMenusQuery(appCode));

export function useSaveMenu(appCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: MenuBody }) => apiPut<AdminMenu>(`/system/menu/detail/${id}`, body, { silent: true }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminMenusQuery(appCode).queryKey });
      void queryClient.invalidateQueries({ queryKey: [...sessionKeys.all, 'menu'] });
    },
  });
}
