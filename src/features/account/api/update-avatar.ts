/** POST /user/users/updateAvatar {fileid}: the signed-in user's avatar (null removes it); refreshes user info. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { sessionKeys } from '@/lib/session/queries';

export function updateAvatar(fileid: string | null): Promise<{ avatar_fileid: string | null }> {
  return apiPost('/user/users/updateAvatar', { fileid });
}

export function useUpdateAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAvatar,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.currentUser() }),
  });
}
