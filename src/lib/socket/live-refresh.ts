/**
 * Open screens stay current (issue 8): server events that mean cached queries are out of date, mapped to the
 * query keys they touch. Keys are matched by the features' own conventions — an order's detail under ['orders', …],
 * order lists in the data table under ['data-table', '/order/…'], tickets under ['tickets', …] and
 * ['data-table', '/order/tickets', …] — so no feature is imported here.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { onSocketEvent } from './client';

export const ORDER_CHANGED_EVENT = 'order:changed';
/** a ticket was created, saved, acted on or commented (its company hears it): ticket details, comments, history, lists */
export const TICKET_CHANGED_EVENT = 'ticket:changed';

export const LIVE_REFRESH: Record<string, (key: QueryKey) => boolean> = {
  [ORDER_CHANGED_EVENT]: (key) => key[0] === 'orders' || (key[0] === 'data-table' && typeof key[1] === 'string' && key[1].startsWith('/order/')),
  [TICKET_CHANGED_EVENT]: (key) => key[0] === 'tickets' || (key[0] === 'data-table' && typeof key[1] === 'string' && key[1].startsWith('/order/tickets')),
};

/** A batch of changes (a 500-order batch action) refreshes once. */
const COALESCE_MS = 300;

export function startLiveRefresh(queryClient: QueryClient, map = LIVE_REFRESH, subscribe = onSocketEvent): () => void {
  const pending = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    timer = null;
    const matchers = [...pending].map((event) => map[event]);
    pending.clear();
    void queryClient.invalidateQueries({ predicate: (q) => matchers.some((m) => m(q.queryKey)) });
  };
  const offs = Object.keys(map).map((event) =>
    subscribe(event, () => {
      pending.add(event);
      timer ??= setTimeout(flush, COALESCE_MS);
    }),
  );
  return () => {
    offs.forEach((off) => off());
    if (timer) clearTimeout(timer);
  };
}
