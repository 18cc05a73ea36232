import { describe, expect, it } from 'vitest';
import { addLive, createToastDeduper, markAllRead, markRead, mergeHistory, targetOf, type InboxItem } from './notification-inbox';

const n = (id: number, key?: string, extra: Partial<InboxItem> = {}): InboxItem => ({ id, title: `t${id}`, message: `m${id}`, type: 'alert', meta: key ? { idempotency_key: key } : {}, ...extra });

describe('notification inbox', () => {
  it('adds live messages on top, once by id or by event key', () => {
    let inbox = { list: [n(3, 'a'), n(2, 'b')], total: 30 };
    inbox = addLive(inbox, n(4, 'c'));
    expect(inbox.list.map((x) => x.id)).toEqual([4, 3, 2]);
    expect(inbox.total).toBe(31);
    expect(addLive(inbox, n(4, 'c'))).toBe(inbox);
    expect(addLive(inbox, n(99, 'a'))).toBe(inbox);
    expect(addLive(inbox, { ...n(3), meta: null })).toBe(inbox);
  });

  it('mark one read removes it and decrements; an unknown id changes nothing; mark all empties', () => {
    const inbox = { list: [n(3), n(2)], total: 25 };
    expect(markRead(inbox, 3)).toEqual({ list: [n(2)], total: 24 });
    expect(markRead(inbox, 7)).toBe(inbox);
    expect(markRead({ list: [n(1)], total: 0 }, 1).total).toBe(0);
    expect(markAllRead()).toEqual({ list: [], total: 0 });
  });

  it('merges the refetched history after a reconnect without duplicates', () => {
    const current = { list: [n(9, 'live9'), n(5, 'e5'), n(4, 'e4')], total: 3 };
    // the server page now has 7 (missed while away) and 5, 4 read elsewhere is gone; 9 came live after the fetch
    const fetched = { list: [n(7, 'e7'), n(5, 'e5')], total: 2 };
    const merged = mergeHistory(current, fetched);
    expect(merged.list.map((x) => x.id)).toEqual([9, 7, 5]);
    expect(merged.total).toBe(3);
    // the same page again changes nothing
    expect(mergeHistory(merged, fetched).list.map((x) => x.id)).toEqual([9, 7, 5]);
    expect(mergeHistory(undefined, fetched)).toBe(fetched);
    expect(mergeHistory(current, { list: [], total: 0 })).toEqual({ list: [], total: 0 });
  });

  it('opens the web action route, the route, else the file', () => {
    expect(targetOf(n(1, undefined, { extra: { web_actions: [{ route: '/a' }], route: '/b' } }))).toEqual({ route: '/a' });
    expect(targetOf(n(1, undefined, { data: { route: '/c' } }))).toEqual({ route: '/c' });
    expect(targetOf(n(1, undefined, { data: { file_url: '/f.xlsx' } }))).toEqual({ file: '/f.xlsx' });
    expect(targetOf(n(1))).toBeNull();
  });

  it('shows a toast once within 3 s', () => {
    let now = 0;
    const fresh = createToastDeduper(3000, () => now);
    expect(fresh(n(1, 'k'))).toBe(true);
    expect(fresh(n(1, 'k'))).toBe(false);
    now = 1000;
    expect(fresh(n(2, 'other', { title: 't1', message: 'm1' }))).toBe(false);
    now = 3500;
    expect(fresh(n(1, 'k'))).toBe(true);
  });
});
