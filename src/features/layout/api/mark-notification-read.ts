/** PUT /notify/history/{id} {action: read}, falling back to POST /notify/history/read {ids} (spec §7); then ignored. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, apiPut } from '@/lib/api-client';
import { markRead, type Inbox } from '../utils/notification-inbox';
import { notificationKeys, type NotificationItem } from './get-unread-notifications';

export async function markNotificationRead(id: NotificationItem['id']): Promise<void> {
  try {
    await apiPut(`/notify/history/${id}`, { action: 'read' }, { silent: true });
  } catch {
    try {
      await apiPost('/notify/history/read', { ids: [id] }, { silent: true });
    } catch {
      /* ignored (spec §7) */
    }
  }
}

/** Removes the notification from the bell at once (it is read for the user whatever the server answers). */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: (id) => {
      queryClient.setQueryData<Inbox<NotificationItem>>(notificationKeys.unread(), (inbox) => (inbox ? markRead(inbox, id) : inbox));
    },
  });
}
