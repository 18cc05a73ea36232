/** GET /notify/history {unread | read, type, page, per_page}: the message centre's pages, through the data table. */
import type { PageResult } from '@/components/ui/data-table/fetch-page';
import type { PagedData } from '@/domain/envelope';
import { apiGet } from '@/lib/api-client';
import { fetchUnreadHistory } from '@/lib/notify-history';

export const MESSAGES_URL = '/notify/history';
/** the data table's query keys for this list start with these */
export const MESSAGES_TABLE_KEY = ['data-table', MESSAGES_URL] as const;

export type MessageType = 'chat' | 'alert' | 'system';

export interface Message {
  id: number;
  title: string;
  message: string;
  type: MessageType | string;
  data: { route?: string; file_url?: string };
  meta: { idempotency_key?: string; ts?: number };
  extra: { route?: string; file_url?: string; web_actions?: { route: string }[] };
  is_read: boolean;
  read_at: string | null;
  created_at: string;
}

/** Where a click goes: a web action's route, the route, else the file. */
export function messageTarget(m: Message): { route: string } | { file: string } | null {
  const route = m.extra?.web_actions?.[0]?.route || m.extra?.route || m.data?.route;
  if (route) return { route };
  const file = m.extra?.file_url || m.data?.file_url;
  return file ? { file } : null;
}

/** The unread tab's page: unread, or only_unread where the server does not understand unread (the bell's rule). */
export function fetchUnreadMessages(url: string, params: Record<string, unknown>, signal?: AbortSignal): Promise<PageResult<Message>> {
  // the first ask stays quiet: a server refusing unread is answered by the fallback, whose failure does show
  return fetchUnreadHistory<Message>((p) => apiGet<PagedData<Message>>(url, p, { signal, silent: 'unread' in p }), params);
}
