/**
 * GET /notify/history {unread: 1, per_page: 20} — the bell's unread count and latest unread titles, with the shared
 * only_unread fallback of spec §7 (lib/notify-history.ts).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PagedData } from '@/domain/envelope';
import { apiGet } from '@/lib/api-client';
import { fetchUnreadHistory } from '@/lib/notify-history';
import type { InboxItem } from '../utils/notification-inbox';

/** Unread history page size (spec §9). */
export const UNREAD_PAGE_SIZE = 20;

export type NotificationItem = InboxItem & { is_read?: boolean };

export const notificationKeys = {
  all: ['notifications'] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
};

type HistoryGet = (params: Record<string, unknown>) => Promise<PagedData<NotificationItem> | null | undefined>;

/** the first unread page: unread first; only_unread when that is refused or ignored */
export function fetchUnread(get: HistoryGet): Promise<PagedData<NotificationItem>> {
  return fetchUnreadHistory(get, { per_page: UNREAD_PAGE_SIZE, page: 1 });
}

export function getUnreadNotifications(): Promise<PagedData<NotificationItem>> {
  return fetchUnread((params) => apiGet<PagedData<NotificationItem>>('/notify/history', params, { silent: true }));
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
