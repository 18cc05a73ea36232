/**
 * GET /notify/history {unread: 1, per_page: 20} — the bell's unread count and latest unread titles. Spec §7: the
 * call falls back to only_unread when the server does not understand unread — it refuses the parameter, or answers
 * as if it were not there (a message already read comes back).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PagedData } from '@/domain/envelope';
import { apiGet } from '@/lib/api-client';
import type { InboxItem } from '../utils/notification-inbox';

/** Unread history page size (spec §9). */
export const UNREAD_PAGE_SIZE = 20;

export type NotificationItem = InboxItem & { is_read?: boolean };

export const notificationKeys = {
  all: ['notifications'] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
};

type HistoryGet = (params: Record<string, number>) => Promise<PagedData<NotificationItem> | null | undefined>;

const understood = (d: PagedData<NotificationItem> | null | undefined) => !!d && !(d.list ?? []).some((m) => m.is_read === true);

/** unread first; only_unread when that is refused or ignored */
export async function fetchUnread(get: HistoryGet): Promise<PagedData<NotificationItem>> {
  const page = { per_page: UNREAD_PAGE_SIZE, page: 1 };
  let d: PagedData<NotificationItem> | null | undefined;
  try {
    d = await get({ unread: 1, ...page });
  } catch {
    d = undefined;
  }
  if (!understood(d)) d = await get({ only_unread: 1, ...page });
  return { list: d?.list ?? [], total: d?.total ?? 0 };
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
