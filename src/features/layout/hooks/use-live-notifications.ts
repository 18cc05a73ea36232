/**
 * Live messages into the bell (spec §7): each pushed notification goes on top of the unread list (once), shows a
 * toast (10 s, once within 3 s) and, for system news while the tab is hidden, a browser notification when the
 * user allowed them. After a reconnect the unread history is fetched again and merged, so nothing missed is lost
 * and nothing shows twice.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { DUPLICATE_TOAST_SUPPRESS_MS, NOTIFICATION_TOAST_MS } from '@/domain/constants';
import { onSocketNotification, onSocketReconnect } from '@/lib/socket/client';
import { toast } from '@/lib/toaster';
import { getUnreadNotifications, notificationKeys, type NotificationItem } from '../api/get-unread-notifications';
import { addLive, createToastDeduper, mergeHistory, type Inbox } from '../utils/notification-inbox';

function showBrowserNotification(n: NotificationItem): void {
  if (n.type !== 'system' || typeof window === 'undefined' || !('Notification' in window)) return;
  if (Notification.permission !== 'granted' || !document.hidden) return;
  try {
    new Notification(n.title, { body: n.message, tag: n.meta?.idempotency_key ?? String(n.id) });
  } catch {
    // some browsers only allow it from a service worker: the toast and the bell still show it
  }
}

export function useLiveNotifications(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const key = notificationKeys.unread();
    const freshToast = createToastDeduper(DUPLICATE_TOAST_SUPPRESS_MS);
    const offNotification = onSocketNotification((n) => {
      const item = n as NotificationItem;
      if (queryClient.getQueryData(key)) {
        queryClient.setQueryData<Inbox<NotificationItem>>(key, (inbox) => (inbox ? addLive(inbox, item) : inbox));
      } else {
        void queryClient.invalidateQueries({ queryKey: key });
      }
      if (freshToast(item)) toast.info(item.title, { description: item.message, duration: NOTIFICATION_TOAST_MS, id: `notification-${item.id}` });
      showBrowserNotification(item);
    });
    const offReconnect = onSocketReconnect(() => {
      getUnreadNotifications()
        .then((fetched) => queryClient.setQueryData<Inbox<NotificationItem>>(key, (current) => mergeHistory(current, fetched)))
        .catch(() => {
          // offline again: the next reconnect or the periodic refetch catches up
        });
    });
    return () => {
      offNotification();
      offReconnect();
    };
  }, [queryClient]);
}
