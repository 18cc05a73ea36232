import { describe, expect, it, vi } from 'vitest';
import { fetchUnreadHistory } from './notify-history';

const item = (id: number, is_read?: boolean) => ({ id, ...(is_read === undefined ? {} : { is_read }) });

describe('fetchUnreadHistory (spec §7: unread, falling back to only_unread)', () => {
  it('keeps the page and filters, asks with unread and stops there when understood', async () => {
    const get = vi.fn().mockResolvedValue({ list: [item(1, false)], total: 7 });
    expect(await fetchUnreadHistory(get, { page: 2, per_page: 50, type: 'alert' })).toEqual({ list: [item(1, false)], total: 7 });
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith({ page: 2, per_page: 50, type: 'alert', unread: 1 });
  });

  it('asks again with only_unread (same page and filters) when unread is refused', async () => {
    const get = vi.fn().mockRejectedValueOnce(new Error('400')).mockResolvedValueOnce({ list: [item(2)], total: 1 });
    expect(await fetchUnreadHistory(get, { page: 3, per_page: 20 })).toEqual({ list: [item(2)], total: 1 });
    expect(get).toHaveBeenLastCalledWith({ page: 3, per_page: 20, only_unread: 1 });
  });

  it('asks again when unread is ignored (a read message came back) or nothing came back', async () => {
    const get = vi
      .fn()
      .mockResolvedValueOnce({ list: [item(1, false), item(3, true)], total: 2 })
      .mockResolvedValueOnce({ list: [item(1, false)], total: 1 });
    expect(await fetchUnreadHistory(get, {})).toEqual({ list: [item(1, false)], total: 1 });
    expect(get).toHaveBeenCalledTimes(2);
    const empty = vi.fn().mockResolvedValueOnce(null).mockResolvedValueOnce(undefined);
    expect(await fetchUnreadHistory(empty, {})).toEqual({ list: [], total: 0 });
  });

  it('lets the fallback failure through', async () => {
    const get = vi.fn().mockRejectedValue(new Error('offline'));
    await expect(fetchUnreadHistory(get, {})).rejects.toThrow('offline');
  });
});
