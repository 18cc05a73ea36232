/** The data-permission roles API (src/domain/admin/data-scope.ts): list url for the data table, detail, writes. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataRoleBody, DataRoleDetail } from '@/domain/admin/data-scope';
import { apiDelete, apiGet, apiPost, apiPut } from '@/lib/api-client';

export const DATA_ROLE_LIST_URL = '/system/role/data/list';
const listKey = ['data-table', DATA_ROLE_LIST_URL] as const;

export const dataRoleQuery = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'data-role', id] as const,
    queryFn: () => apiGet<DataRoleDetail>(`/system/role/data/detail/${id}`, undefined, { silent: true }),
  });

export const useDataRole = (id: number | null) => useQuery({ ...dataRoleQuery(id ?? 0), enabled: id !== null });

export function useSaveDataRole(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DataRoleBody) =>
      id === null ? apiPost<{ id: number }>('/system/role/data/create', body, { silent: true }) : apiPut<{ id: number }>(`/system/role/data/detail/${id}`, body, { silent: true }),
    onSuccess: (data) => {
      void queryClient.invalidateQueries({ queryKey: listKey });
      void queryClient.invalidateQueries({ queryKey: dataRoleQuery(data.id).queryKey });
    },
  });
}

export function useDeleteDataRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiDelete<{ id: number }>(`/system/role/data/detail/${id}`, undefined, { silent: true }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: listKey }),
  });
}
