/** POST /user/users/createUser (spec §7; the same call as POST /user/sub_user/create): data.id of the new sub-account. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { subAccountListKey } from './sub-account-list';
import type { NewSubAccountInput } from './sub-account-types';

export function createSubAccount(body: NewSubAccountInput): Promise<{ id: number }> {
  return apiPost<{ id: number }>('/user/users/createUser', body, { silent: true });
}

export function useCreateSubAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subAccountListKey }),
  });
}
