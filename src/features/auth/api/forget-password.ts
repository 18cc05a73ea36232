/** POST /user/users/forgetPassword {username, phone} → data.sms_connected tells whether a code could be sent. */
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { getVariant } from '@/lib/variant';

export interface ForgetPasswordInput {
  username: string;
  phone: string;
}

export interface ForgetPasswordResult {
  sms_connected: boolean;
}

export async function forgetPassword(input: ForgetPasswordInput): Promise<ForgetPasswordResult> {
  const data = await apiPost<Partial<ForgetPasswordResult> | null>(
    '/user/users/forgetPassword',
    { username: input.username.trim(), phone: input.phone.trim(), app_code: getVariant().appCode },
    { silent: true },
  );
  return { sms_connected: data?.sms_connected === true };
}

export function useForgetPassword() {
  return useMutation({ mutationFn: forgetPassword });
}
