import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIVE_REFRESH, ORDER_CHANGED_EVENT, startLiveRefresh } from './live-refresh';

afterEach(() => vi.useRealTimers());

describe('live refresh', () => {
  it('order:changed invalidates order details and order lists only, once per burst', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const keys = [['orders', 'detail', '2001'], ['data-table', '/order/waybills/list', {}, 1, 20], ['data-table', '/resource/list'], ['notifications', 'unread']];
    keys.forEach((k) => client.setQueryData(k, 1));
    const handlers = new Map<string, () => void>();
    const stop = startLiveRefresh(client, LIVE_REFRESH, (event, handler) => {
      handlers.set(event, handler as () => void);
      return () => handlers.delete(event);
    });
    const spy = vi.spyOn(client, 'invalidateQueries');
    for (let i = 0; i < 5; i++) handlers.get(ORDER_CHANGED_EVENT)!();
    await vi.advanceTimersByTimeAsync(400);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(keys.map((k) => client.getQueryState(k)?.isInvalidated)).toEqual([true, true, false, false]);
    stop();
    expect(handlers.size).toBe(0);
  });
});
