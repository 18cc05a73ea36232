import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test-helpers';

describe('the error handler', () => {
  it('masks 5xx details behind the friendly message', async () => {
    const t = await createTestApp();
    const s = await t.login('servicer');
    await t.database.close(); // every query now fails
    const res = await t.app.inject({ method: 'GET', url: '/api/order/stats/statusSum', headers: s.headers });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: '500', msg: '天啊~服务器开小差了，稍后重试', data: null });
    const en = await t.app.inject({ method: 'GET', url: '/api/order/stats/statusSum', headers: { ...s.headers, 'accept-language': 'en-GB' } });
    expect(en.json().msg).toBe('The server ran into a problem, please try again later');
    await t.app.close();
  });
});
