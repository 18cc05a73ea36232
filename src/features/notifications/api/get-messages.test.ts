import { afterEach, describe, expect, it, vi } from 'vitest';

const apiGet = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiGet }));

const { fetchUnreadMessages, MESSAGES_URL } = await import('./get-messages');

afterEach(() => apiGet.mockReset());

describe("the message centre's unread tab (the bell's only_unread fallback)", () => {
  it('asks unread quietly, then only_unread for the same page and type when unread is not understood', async () => {
    apiGet.mockResolvedValueOnce({ list: [{ id: 1, is_read: true }], total: 9 }).mockResolvedValueOnce({ list: [{ id: 2, is_read: false }], total: 1 });
    const signal = new AbortController().signal;
    expect(await fetchUnreadMessages(MESSAGES_URL, { type: 'chat', page: 2, per_page: 10 }, signal)).toEqual({ list: [{ id: 2, is_read: false }], total: 1 });
    expect(apiGet).toHaveBeenNthCalledWith(1, MESSAGES_URL, { type: 'chat', page: 2, per_page: 10, unread: 1 }, { signal, silent: true });
    expect(apiGet).toHaveBeenNthCalledWith(2, MESSAGES_URL, { type: 'chat', page: 2, per_page: 10, only_unread: 1 }, { signal, silent: false });
  });

  it('one request when the server understands unread', async () => {
    apiGet.mockResolvedValue({ list: [{ id: 4, is_read: false }], total: 1 });
    expect((await fetchUnreadMessages(MESSAGES_URL, { page: 1, per_page: 20 })).total).toBe(1);
    expect(apiGet).toHaveBeenCalledTimes(1);
  });
});
