/** PUT /notify/history/read-all, falling back to POST (spec §7); failures after the fallback are ignored. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, apiPut } from '@/lib/api-client';
import { notificationKeys } from './get-unread-notifications';

export async function markAllNotificationsRead(): Promise<void> {
  try {
    await apiPut('/notify/history/read-all', undefined, { silent: true });
  } catch {
    try {
      await apiPost('/notify/history/read-all', undefined, { silent: true });
    } catch {
      /* ignored (spec §7): the list refetches either way */
    }
  }
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
