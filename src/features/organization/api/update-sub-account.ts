/** PUT /user/sub_user/detail/:id: name, mobile, role and departments. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '@/lib/api-client';
import { subAccountQuery } from './get-sub-account';
import { subAccountListKey } from './sub-account-list';
import type { SubAccountInput } from './sub-account-types';

export function updateSubAccount(id: number, body: SubAccountInput): Promise<{ id: number }> {
  return apiPut<{ id: number }>(`/user/sub_user/detail/${id}`, body, { silent: true });
}

export function useUpdateSubAccount(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubAccountInput) => updateSubAccount(id, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: subAccountQuery(id).queryKey });
      void queryClient.invalidateQueries({ queryKey: subAccountListKey });
    },
  });
}
