/** The message centre's URL state: read-state tab, type filter, page and page size (?tab=unread&type=alert&page=2). */
import { PAGE_SIZES } from '@/components/ui/data-table/types';

export const MESSAGE_TABS = ['all', 'unread', 'read'] as const;
export const MESSAGE_TYPES = ['chat', 'alert', 'system'] as const;

export interface MessagesSearch {
  tab?: (typeof MESSAGE_TABS)[number];
  type?: (typeof MESSAGE_TYPES)[number];
  page?: number;
  per_page?: number;
}

const positiveInt = (v: unknown) => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : NaN;
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

export function validateMessagesSearch(search: Record<string, unknown>): MessagesSearch {
  const out: MessagesSearch = {};
  if ((MESSAGE_TABS as readonly unknown[]).includes(search.tab) && search.tab !== 'all') out.tab = search.tab as MessagesSearch['tab'];
  if ((MESSAGE_TYPES as readonly unknown[]).includes(search.type)) out.type = search.type as MessagesSearch['type'];
  const page = positiveInt(search.page);
  if (page && page > 1) out.page = page;
  const perPage = positiveInt(search.per_page);
  if (perPage && (PAGE_SIZES as readonly number[]).includes(perPage)) out.per_page = perPage;
  return out;
}
