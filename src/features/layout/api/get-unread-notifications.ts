/** GET /notify/history {unread: 1, per_page: 20} — the bell's unread count and latest unread titles. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PagedData } from '@/domain/envelope';
import { apiGet } from '@/lib/api-client';
import type { InboxItem } from '../utils/notification-inbox';

/** Unread history page size (spec §9). */
export const UNREAD_PAGE_SIZE = 20;

export type NotificationItem = InboxItem;

export const notificationKeys = {
  all: ['notifications'] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
};

export function getUnreadNotifications(): Promise<PagedData<NotificationItem>> {
  return apiGet<PagedData<NotificationItem>>('/notify/history', { unread: 1, per_page: UNREAD_PAGE_SIZE, page: 1 }, { silent: true }).then(
    (d) => ({ list: d?.list ?? [], total: d?.total ?? 0 }),
  );
}

export const unreadNotificationsQuery = () =>
  queryOptions({
    queryKey: notificationKeys.unread(),
    queryFn: getUnreadNotifications,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });

export function useUnreadNotifications() {
  return useQuery(unreadNotificationsQuery());
}
