/**
 * Keeps the signed-in user's menu live (issue 22): when the server says menus changed (a role or a menu entry was
 * saved), the session's menu query reloads — the sidebar redraws — and the router checks the open route again, so a
 * screen the user no longer holds leaves at once (the route guard sends it to /404).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { MENUS_CHANGED_EVENT } from '@/domain/admin/api';
import { onSocketEvent } from '@/lib/socket/client';
import { sessionKeys } from '@/lib/session/queries';

export function LiveMenusEffect() {
  const queryClient = useQueryClient();
  const router = useRouter();
  useEffect(
    () =>
      onSocketEvent(MENUS_CHANGED_EVENT, () => {
        void queryClient
          .invalidateQueries({ queryKey: [...sessionKeys.all, 'menu'] })
          .then(() => router.invalidate())
          .catch(() => undefined);
      }),
    [queryClient, router],
  );
  return null;
}
