/** POST /user/users/register {company_name, username, password, phone, app_code} → signed in like a login. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginResult } from '@/domain/auth';
import { apiPost } from '@/lib/api-client';
import { getVariant } from '@/lib/variant';
import { acceptLoginResult } from './login';

export interface RegisterInput {
  company_name: string;
  username: string;
  password: string;
  phone: string;
}

export async function registerCompany(input: RegisterInput): Promise<Partial<LoginResult>> {
  const data = await apiPost<Partial<LoginResult>>(
    '/user/users/register',
    {
      company_name: input.company_name.trim(),
      username: input.username.trim(),
      password: input.password,
      phone: input.phone.trim(),
      app_code: getVariant().appCode,
    },
    { silent: true },
  );
  return acceptLoginResult(data);
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: registerCompany, onSuccess: () => queryClient.clear() });
}
