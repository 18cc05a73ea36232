/**
 * POST /user/users/updatePassword {old_password, new_password}. The server ends every session of the account, this
 * one too, and answers a new session for this browser: it is stored at once, so the page stays signed in.
 */
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { setTokens } from '@/lib/session/token-store';

export interface UpdatePasswordInput {
  old_password: string;
  new_password: string;
}

export interface UpdatePasswordResult {
  revoked_sessions: number;
  token: string;
  refresh_token: string;
}

export async function updatePassword(input: UpdatePasswordInput): Promise<UpdatePasswordResult> {
  const result = await apiPost<UpdatePasswordResult>('/user/users/updatePassword', input);
  setTokens({ token: result.token, refresh_token: result.refresh_token });
  return result;
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
