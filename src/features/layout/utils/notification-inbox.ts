/**
 * The bell's unread list as pure functions (spec §7 Notifications): the unread history first, live messages on
 * top, one entry per notification (same id, or same meta.idempotency_key, is the same one), reading removes.
 */
export interface InboxItem {
  id: number | string;
  title: string;
  message: string;
  type: string;
  created_at?: string;
  data?: { route?: string; file_url?: string } | null;
  meta?: { idempotency_key?: string; ts?: number } | null;
  extra?: { route?: string; file_url?: string; web_actions?: { route: string }[] } | null;
}

export interface Inbox<T extends InboxItem = InboxItem> {
  list: T[];
  /** unread on the server (the list holds at most one page of them) */
  total: number;
}

const eventKey = (n: InboxItem) => n.meta?.idempotency_key || null;

export function sameNotification(a: InboxItem, b: InboxItem): boolean {
  if (String(a.id) === String(b.id)) return true;
  const k = eventKey(a);
  return k !== null && k === eventKey(b);
}

/** A live message on top; a repeat (by id or event key) changes nothing. */
export function addLive<T extends InboxItem>(inbox: Inbox<T>, item: T): Inbox<T> {
  if (inbox.list.some((n) => sameNotification(n, item))) return inbox;
  return { list: [item, ...inbox.list], total: inbox.total + 1 };
}

/**
 * The unread history fetched again (after a reconnect) merged with what the list holds: the server's page is
 * the truth for what it covers; live entries it does not show yet stay on top, each notification once.
 */
export function mergeHistory<T extends InboxItem>(current: Inbox<T> | undefined, fetched: Inbox<T>): Inbox<T> {
  if (!current) return fetched;
  const extra = current.list.filter((n) => !fetched.list.some((f) => sameNotification(f, n)) && isNewerThanPage(n, fetched.list));
  return { list: [...extra, ...fetched.list], total: fetched.total + extra.length };
}

/** A live entry newer than everything on the fetched page (the page may just not have caught up with it). */
function isNewerThanPage(n: InboxItem, page: InboxItem[]): boolean {
  if (!page.length) return false;
  const newest = Math.max(...page.map((p) => (typeof p.id === 'number' ? p.id : 0)));
  return typeof n.id === 'number' && n.id > newest;
}

/** Marking one read removes it and decrements the count. */
export function markRead<T extends InboxItem>(inbox: Inbox<T>, id: T['id']): Inbox<T> {
  const list = inbox.list.filter((n) => String(n.id) !== String(id));
  if (list.length === inbox.list.length) return inbox;
  return { list, total: Math.max(0, inbox.total - 1) };
}

/** Mark all read empties the list. */
export function markAllRead<T extends InboxItem>(): Inbox<T> {
  return { list: [], total: 0 };
}

/** Where a click goes: the route (a web action's first), else the file. */
export function targetOf(n: InboxItem): { route: string } | { file: string } | null {
  const route = n.extra?.web_actions?.[0]?.route || n.extra?.route || n.data?.route;
  if (route) return { route };
  const file = n.extra?.file_url || n.data?.file_url;
  return file ? { file } : null;
}

/** Toasts: the same text within the window shows once. */
export function createToastDeduper(windowMs: number, now: () => number = Date.now) {
  const seen = new Map<string, number>();
  return (item: InboxItem): boolean => {
    const t = now();
    for (const [k, at] of seen) if (t - at >= windowMs) seen.delete(k);
    const key = eventKey(item) ?? `${item.title}\u0000${item.message}`;
    const textKey = `${item.title}\u0000${item.message}`;
    if (seen.has(key) || seen.has(textKey)) return false;
    seen.set(key, t);
    seen.set(textKey, t);
    return true;
  };
}
