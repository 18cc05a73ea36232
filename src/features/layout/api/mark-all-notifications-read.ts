/** PUT /notify/history/read-all, falling back to POST (spec §7); failures after the fallback are ignored. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, apiPut } from '@/lib/api-client';
import { markAllRead } from '../utils/notification-inbox';
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
    // mark all read empties the list at once
    onMutate: () => queryClient.setQueryData(notificationKeys.unread(), markAllRead()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
