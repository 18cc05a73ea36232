/**
 * GET /notify/history's unread filter (spec §7): asked as `unread`, falling back to `only_unread` when the server
 * does not understand it — it refuses the parameter, or answers as if it were not there (a message already read
 * comes back). The one rule for the bell and the message centre's unread tab.
 */
export interface HistoryPage<T> {
  list: T[];
  total: number;
}

export type HistoryGet<T> = (params: Record<string, unknown>) => Promise<HistoryPage<T> | null | undefined>;

const understood = (d: HistoryPage<{ is_read?: boolean }> | null | undefined) => !!d && !(d.list ?? []).some((m) => m.is_read === true);

/** The unread page for `params` (page, per_page, filters): unread first; only_unread when that is refused or ignored. */
export async function fetchUnreadHistory<T extends { is_read?: boolean }>(get: HistoryGet<T>, params: Record<string, unknown>): Promise<HistoryPage<T>> {
  let d: HistoryPage<T> | null | undefined;
  try {
    d = await get({ ...params, unread: 1 });
  } catch {
    d = undefined;
  }
  if (!understood(d)) d = await get({ ...params, only_unread: 1 });
  return { list: d?.list ?? [], total: d?.total ?? 0 };
}
