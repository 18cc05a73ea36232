import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createSeededDatabase, createTestApp, testConfig } from '../test-helpers';

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

  it('answers 503 in the user language, with a Retry-After, when the database cannot be reached', async () => {
    const database = await createSeededDatabase();
    // what node-postgres throws, wrapped by drizzle, when PostgreSQL is down (server/src/faults/db-outage.test.ts does it for real)
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const app = await buildApp({
      db: database.db,
      config: testConfig(),
      extraRoutes: async (api) => {
        api.get('/probe/db-down', { config: { public: true } }, async () => {
          throw new Error('Failed query: select 1', { cause: refused });
        });
      },
    });
    try {
      const zh = await app.inject({ method: 'GET', url: '/api/probe/db-down', headers: { 'accept-language': 'zh-CN' } });
      expect(zh.statusCode).toBe(503);
      expect(zh.headers['retry-after']).toBe('5');
      expect(zh.json()).toEqual({ code: '503', msg: '数据库暂时无法连接，本次操作未保存，请稍后重试', data: null });
      const en = await app.inject({ method: 'GET', url: '/api/probe/db-down', headers: { 'accept-language': 'en-GB' } });
      expect(en.json().msg).toBe('The database cannot be reached right now; nothing was saved. Please try again shortly');
    } finally {
      await app.close();
      await database.close();
    }
  });
});
