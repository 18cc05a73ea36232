/** POST /login/login {username, password, app_code} → data.token + data.refresh_token, stored in the token store. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginResult } from '@/domain/auth';
import { apiPost } from '@/lib/api-client';
import { setLoginUser } from '@/lib/session/login-user';
import { setTokens } from '@/lib/session/token-store';
import { getVariant } from '@/lib/variant';

export interface LoginInput {
  username: string;
  password: string;
}

export const TOKEN_NOT_OBTAINED = 'token not obtained';

/** Stores a login-shaped answer; a missing token is an error (spec §8). */
export function acceptLoginResult(data: Partial<LoginResult> | null | undefined): Partial<LoginResult> {
  if (!data?.token) throw new Error(TOKEN_NOT_OBTAINED);
  setTokens({ token: data.token, refresh_token: data.refresh_token });
  // the login user kept locally (spec §3); an answer without one leaves none from an earlier account
  setLoginUser(data.user);
  return data;
}

export async function login({ username, password }: LoginInput): Promise<Partial<LoginResult>> {
  const data = await apiPost<Partial<LoginResult>>(
    '/login/login',
    { username: username.trim(), password, app_code: getVariant().appCode },
    { silent: true },
  );
  return acceptLoginResult(data);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    // a previous account's menu and user must not leak into this session
    onSuccess: () => queryClient.clear(),
  });
}
