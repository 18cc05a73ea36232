import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededDatabase, createTestApp, ZH, type TestApp } from '../../../test-helpers';
import type { DatabaseHandle } from '../../../db/client';

let database: DatabaseHandle;
let t: TestApp;
beforeAll(async () => {
  database = await createSeededDatabase();
  t = await createTestApp({}, database);
});
afterAll(async () => {
  await t.close();
  await database.close();
});

const put = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/system/maintenance', headers, payload });

describe('maintenance mode', () => {
  it('only the platform admin may switch it: others get 403, anonymous 401', async () => {
    const servicer = await t.login('servicer');
    const res = await put(servicer.headers, { enabled: true, content: 'x' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: '403', msg: '没有权限', data: null });
    expect((await put(ZH, { enabled: true })).statusCode).toBe(401);
    const admin = await t.login('admin');
    const bad = await put(admin.headers, { enabled: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('enabled');
    expect((await put(admin.headers, { enabled: true, content: 'x'.repeat(2001) })).statusCode).toBe(400);
  });

  it('when on, API routes answer 503 系统维护中 with the content; sign-in, refresh and probes stay open', async () => {
    const admin = await t.login('admin');
    const servicer = await t.login('servicer');
    const on = await put(admin.headers, { enabled: true, content: '今晚 22:00-23:00 升级数据库' });
    expect(on.json()).toEqual({ code: '0', msg: 'ok', data: { enabled: true, content: '今晚 22:00-23:00 升级数据库' } });

    const blocked = await t.app.inject({ method: 'GET', url: '/api/order/stats/statusSum', headers: servicer.headers });
    expect(blocked.statusCode).toBe(503);
    expect(blocked.json()).toEqual({ code: '503', msg: '系统维护中', data: { content: '今晚 22:00-23:00 升级数据库' } });
    expect((await t.app.inject({ method: 'GET', url: '/api/map/area/getDistrictList' })).statusCode).toBe(503);

    expect((await t.app.inject({ method: 'GET', url: '/api/map/help/maintenance' })).json().data.enabled).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/map/help/system_info' })).statusCode).toBe(200);
    const again = await t.login('executor');
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/user/users/refresh-token', headers: { 'refresh-token': again.refreshToken } });
    expect(refreshed.statusCode).toBe(200);
    // the admin keeps working to check the system before reopening it
    expect((await t.app.inject({ method: 'GET', url: '/api/user/users/getUserByToken', headers: admin.headers })).statusCode).toBe(200);

    const off = await put(admin.headers, { enabled: false });
    expect(off.json().data).toEqual({ enabled: false, content: '' });
    expect((await t.app.inject({ method: 'GET', url: '/api/order/stats/statusSum', headers: servicer.headers })).statusCode).toBe(200);
  });

  it('MAINTENANCE=1 starts the server in maintenance mode', async () => {
    const flagged = await createTestApp({ maintenance: true }, database);
    try {
      const res = await flagged.app.inject({ method: 'GET', url: '/api/map/help/areas_version', headers: { 'accept-language': 'en' } });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ code: '503', msg: 'The system is under maintenance', data: { content: '' } });
    } finally {
      await flagged.close();
    }
  });
});

describe('MAINTENANCE=1', () => {
  it('is not persisted: the admin can switch it off, and a restart without the flag is open', async () => {
    const flagged = await createTestApp({ maintenance: true }, database);
    try {
      const admin = await flagged.login('admin');
      const res = await flagged.app.inject({ method: 'PUT', url: '/api/system/maintenance', headers: admin.headers, payload: { enabled: false } });
      expect(res.json().data.enabled).toBe(false);
      expect((await flagged.app.inject({ method: 'GET', url: '/api/map/help/areas_version' })).statusCode).toBe(200);
    } finally {
      await flagged.close();
    }
    const plain = await createTestApp({}, database);
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/api/map/help/areas_version' })).statusCode).toBe(200);
    } finally {
      await plain.close();
    }
  });
});
