import { describe, expect, it, vi } from 'vitest';
import { fetchUnread, UNREAD_PAGE_SIZE } from './get-unread-notifications';

const item = (id: number, is_read?: boolean) => ({ id, title: 't', message: 'm', type: 'system', ...(is_read === undefined ? {} : { is_read }) });

describe('fetchUnread (spec §7: unread, falling back to only_unread)', () => {
  it('asks with unread and stops there when the server understood it', async () => {
    const get = vi.fn().mockResolvedValue({ list: [item(1, false)], total: 1 });
    expect(await fetchUnread(get)).toEqual({ list: [item(1, false)], total: 1 });
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith({ unread: 1, per_page: UNREAD_PAGE_SIZE, page: 1 });
  });

  it('falls back to only_unread when unread is refused', async () => {
    const get = vi.fn().mockRejectedValueOnce(new Error('400')).mockResolvedValueOnce({ list: [item(2)], total: 1 });
    expect(await fetchUnread(get)).toEqual({ list: [item(2)], total: 1 });
    expect(get).toHaveBeenLastCalledWith({ only_unread: 1, per_page: UNREAD_PAGE_SIZE, page: 1 });
  });

  it('falls back when unread is ignored (a read message came back)', async () => {
    const get = vi
      .fn()
      .mockResolvedValueOnce({ list: [item(1, false), item(3, true)], total: 2 })
      .mockResolvedValueOnce({ list: [item(1, false)], total: 1 });
    expect(await fetchUnread(get)).toEqual({ list: [item(1, false)], total: 1 });
    expect(get).toHaveBeenCalledTimes(2);
  });
});
