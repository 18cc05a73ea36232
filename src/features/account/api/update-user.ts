/** POST /user/users/updateUser {nickname, phone}: edits the signed-in user's own profile. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { sessionKeys } from '@/lib/session/queries';

export interface UpdateUserInput {
  nickname: string;
  phone: string;
}

export function updateUser(input: UpdateUserInput): Promise<unknown> {
  return apiPost('/user/users/updateUser', input);
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.currentUser() }),
  });
}
