import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIVE_REFRESH, TICKET_CHANGED_EVENT, startLiveRefresh } from './live-refresh';

afterEach(() => vi.useRealTimers());

describe('live refresh of tickets', () => {
  it('ticket:changed invalidates ticket queries and ticket lists only, once per burst', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const keys = [
      ['tickets', 'detail', 7],
      ['tickets', 'comments', 7],
      ['tickets', 'stats', 'CLAIM'],
      ['data-table', '/order/tickets', { type: 'CLAIM' }, 1, 20],
      ['data-table', '/order/waybills/list', {}, 1, 20],
      ['orders', 'detail', '2001'],
      ['notifications', 'unread'],
    ];
    keys.forEach((k) => client.setQueryData(k, 1));
    const handlers = new Map<string, () => void>();
    const stop = startLiveRefresh(client, LIVE_REFRESH, (event, handler) => {
      handlers.set(event, handler as () => void);
      return () => handlers.delete(event);
    });
    const spy = vi.spyOn(client, 'invalidateQueries');
    for (let i = 0; i < 3; i++) handlers.get(TICKET_CHANGED_EVENT)!();
    await vi.advanceTimersByTimeAsync(400);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(keys.map((k) => client.getQueryState(k)?.isInvalidated)).toEqual([true, true, true, true, false, false, false]);
    stop();
    expect(handlers.size).toBe(0);
  });
});
