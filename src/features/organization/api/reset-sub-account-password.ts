/** PUT /user/sub_user/detail/:id/password {password, confirm_password}: a new password; its sessions end. */
import { useMutation } from '@tanstack/react-query';
import { apiPut } from '@/lib/api-client';

export function resetSubAccountPassword(id: number, body: { password: string; confirm_password: string }): Promise<{ id: number; revoked_sessions: number }> {
  return apiPut(`/user/sub_user/detail/${id}/password`, body, { silent: true });
}

export const useResetSubAccountPassword = (id: number) =>
  useMutation({ mutationFn: (body: { password: string; confirm_password: string }) => resetSubAccountPassword(id, body) });
