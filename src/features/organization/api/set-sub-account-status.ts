/** PUT /user/sub_user/detail/:id/status {status}: enable (1) or disable (0); disabling ends its sessions. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '@/lib/api-client';
import { subAccountQuery } from './get-sub-account';
import { subAccountListKey } from './sub-account-list';

export function setSubAccountStatus(id: number, status: 0 | 1): Promise<{ id: number; status: number; revoked_sessions: number }> {
  return apiPut(`/user/sub_user/detail/${id}/status`, { status });
}

export function useSetSubAccountStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: 0 | 1 }) => setSubAccountStatus(id, status),
    onSuccess: (_data, { id }) => {
      void queryClient.invalidateQueries({ queryKey: subAccountQuery(id).queryKey });
      void queryClient.invalidateQueries({ queryKey: subAccountListKey });
    },
  });
}
