/** POST /user/users/updatePassword {old_password, new_password}. */
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';

export interface UpdatePasswordInput {
  old_password: string;
  new_password: string;
}

export function updatePassword(input: UpdatePasswordInput): Promise<unknown> {
  return apiPost('/user/users/updatePassword', input);
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
