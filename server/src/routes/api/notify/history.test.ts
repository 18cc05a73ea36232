import { describe, expect, it } from 'vitest';
import { ZH, type Session } from '../../../test-helpers';
import { withTestApp } from '../../../test-app';

const t = withTestApp();
const servicer = t.signIn('servicer');
const servicer2 = t.signIn('servicer2');

type Item = { id: number; is_read: boolean; type: string; title: string; meta: { idempotency_key?: string } };
const list = async (s: Session, query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/notify/history${query}`, headers: s.headers });
  expect(res.statusCode).toBe(200);
  return res.json().data as { list: Item[]; total: number; unread: number };
};

describe('GET /api/notify/history', () => {
  it("pages the user's notifications, newest first, with unread filters", async () => {
    const all = await list(servicer);
    expect(all.total).toBe(15);
    expect(all.list).toHaveLength(15);
    expect(all.list[0]).toMatchObject({ title: expect.any(String), message: expect.any(String), data: expect.any(Object), extra: expect.any(Object), created_at: expect.any(String) });
    expect(['chat', 'alert', 'system']).toContain(all.list[0].type);
    const page = await list(servicer, '?page=2&per_page=10');
    expect(page.list).toHaveLength(5);
    expect(page.list[0].id).toBe(all.list[10].id);
    const unread = await list(servicer, '?unread=1');
    expect(unread.total).toBe(all.unread);
    expect(unread.list.every((n) => !n.is_read)).toBe(true);
    expect((await list(servicer, '?only_unread=true')).total).toBe(all.unread);
  });

  it('rejects bad paging', async () => {
    for (const q of ['?page=0', '?per_page=10001', '?page=abc', '?per_page=-1', '?unread=maybe']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/notify/history${q}`, headers: servicer.headers });
      expect(res.statusCode, q).toBe(400);
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/notify/history?per_page=0', headers: { ...servicer.headers, 'accept-language': 'en' } });
    expect(res.json().msg).toBe('per_page: must be at least 1');
  });
});

describe('marking read', () => {
  it('PUT /notify/history/:id marks one read; another user\'s id is a 404 and stays unread', async () => {
    const mine = (await list(servicer, '?unread=1')).list[0];
    const res = await t.app.inject({ method: 'PUT', url: `/api/notify/history/${mine.id}`, headers: servicer.headers, payload: { action: 'read' } });
    expect(res.json()).toEqual({ code: '0', msg: 'ok', data: { updated: 1 } });
    expect((await list(servicer, '?unread=1')).list.some((n) => n.id === mine.id)).toBe(false);

    const foreign = (await list(servicer2, '?unread=1')).list[0];
    const cross = await t.app.inject({ method: 'PUT', url: `/api/notify/history/${foreign.id}`, headers: servicer.headers, payload: { action: 'read' } });
    expect(cross.statusCode).toBe(404);
    expect(cross.json()).toEqual({ code: '404', msg: '数据不存在', data: null });
    expect((await list(servicer2, '?unread=1')).list.some((n) => n.id === foreign.id)).toBe(true);

    expect((await t.app.inject({ method: 'PUT', url: '/api/notify/history/99999999', headers: servicer.headers, payload: { action: 'read' } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url: '/api/notify/history/abc', headers: servicer.headers, payload: { action: 'read' } })).statusCode).toBe(400);
    const badAction = await t.app.inject({ method: 'PUT', url: `/api/notify/history/${mine.id}`, headers: servicer.headers, payload: { action: 'delete' } });
    expect(badAction.statusCode).toBe(400);
    expect(badAction.json().msg).toContain('action');
  });

  it('POST /notify/history/read marks several; any foreign id refuses the whole batch', async () => {
    const unread = (await list(servicer, '?unread=1')).list;
    const foreign = (await list(servicer2)).list[0];
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/notify/history/read',
      headers: servicer.headers,
      payload: { ids: [unread[0].id, foreign.id] },
    });
    expect(refused.statusCode).toBe(404);
    expect((await list(servicer, '?unread=1')).total).toBe(unread.length);

    const ok = await t.app.inject({ method: 'POST', url: '/api/notify/history/read', headers: servicer.headers, payload: { ids: [unread[0].id, unread[1].id] } });
    expect(ok.json().data.updated).toBe(2);
    expect((await list(servicer, '?unread=1')).total).toBe(unread.length - 2);

    for (const payload of [{}, { ids: [] }, { ids: ['x'] }, { ids: Array.from({ length: 1001 }, (_, i) => i + 1) }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/notify/history/read', headers: servicer.headers, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toContain('ids');
    }
  });

  it('read-all (PUT and POST) empties the unread list of this user only', async () => {
    const before2 = (await list(servicer2)).unread;
    const put = await t.app.inject({ method: 'PUT', url: '/api/notify/history/read-all', headers: servicer.headers });
    expect(put.json().code).toBe('0');
    expect((await list(servicer)).unread).toBe(0);
    const post = await t.app.inject({ method: 'POST', url: '/api/notify/history/read-all', headers: servicer.headers });
    expect(post.json().data.updated).toBe(0);
    expect((await list(servicer2)).unread).toBe(before2);
  });

  it('401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/notify/history', headers: ZH })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/notify/history/read-all' })).statusCode).toBe(401);
  });
});

describe('body-less requests from the web client', () => {
  it('an empty JSON body counts as no body', async () => {
    const headers = { ...servicer.headers, 'content-type': 'application/json' };
    const res = await t.app.inject({ method: 'PUT', url: '/api/notify/history/read-all', headers, payload: '' });
    expect(res.statusCode).toBe(200);
    const needsBody = await t.app.inject({ method: 'POST', url: '/api/notify/history/read', headers: { ...headers, 'accept-language': 'en' }, payload: '' });
    expect(needsBody.statusCode).toBe(400);
    expect(needsBody.json().msg).toBe('body: required');
    const nullBody = await t.app.inject({ method: 'POST', url: '/api/login/logout', headers, payload: 'null' });
    expect(nullBody.json().code).toBe('0');
  });
});
