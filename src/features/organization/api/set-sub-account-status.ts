/**
 * POST /user/users/updateUserStatus {id, status} (spec §7, the users service): enable (1) or disable (0) a sub-account;
 * disabling ends its sessions. (PUT /user/sub_user/detail/:id/status is the same rule.)
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { subAccountQuery } from './get-sub-account';
import { subAccountListKey } from './sub-account-list';

export function setSubAccountStatus(id: number, status: 0 | 1): Promise<{ id: number; status: number; revoked_sessions: number }> {
  return apiPost('/user/users/updateUserStatus', { id, status });
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
