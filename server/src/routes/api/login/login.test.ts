import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../db/schema';
import { PASSWORD_HASH_RE } from '../../../lib/passwords';
import { createTestApp, ZH, type TestApp } from '../../../test-helpers';
import { withTestApp } from '../../../test-app';

const t = withTestApp();

const login = (payload: unknown, headers: Record<string, string> = ZH) =>
  t.app.inject({ method: 'POST', url: '/api/login/login', headers, payload: payload as object });

describe('POST /api/login/login', () => {
  it('signs in with a trimmed username and returns token, refresh token and user info', async () => {
    const res = await login({ username: '  servicer ', password: 'servicer123', app_code: 'BANG' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe('0');
    expect(body.data.token.split('.')).toHaveLength(3);
    expect(body.data.refresh_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(body.data.user).toMatchObject({
      username: 'servicer',
      app_code: 'BANG',
      main_type: 'servicer',
      company_name: '示例物流',
      is_main: true,
      group_id: null,
    });
    const claims = JSON.parse(Buffer.from(body.data.token.split('.')[1], 'base64url').toString());
    for (const key of ['id', 'username', 'nickname', 'phone', 'app_code', 'main_type', 'servicer_id', 'subscribe_version', 'main_user_id', 'main_name', 'main_phone', 'resource_id']) {
      expect(claims).toHaveProperty(key);
    }
    expect(claims.exp - claims.iat).toBe(7200);
    expect(JSON.stringify(body)).not.toContain('password');
  });

  it('sub-accounts carry their main account; a consignor its resource', async () => {
    const finance = (await login({ username: 'finance', password: 'finance123', app_code: 'BANG' })).json().data.user;
    const servicer = (await login({ username: 'servicer', password: 'servicer123', app_code: 'BANG' })).json().data.user;
    expect(finance).toMatchObject({ is_main: false, main_user_id: servicer.id, main_name: servicer.nickname, company_id: servicer.company_id });
    const consignor = (await login({ username: 'consignor', password: 'consignor123', app_code: 'DA' })).json().data.user;
    expect(consignor.resource_id).toEqual(expect.any(Number));
    expect(consignor.servicer_id).toBe(servicer.company_id);
  });

  it('a servicer2 login with a single business unit gets it in the token', async () => {
    const user = (await login({ username: 'servicer2', password: 'servicer123', app_code: 'BANG' })).json().data.user;
    expect(user.group_name).toBe('远方快运总部');
  });

  it('answers the same 400 for a wrong password and an unknown user', async () => {
    const wrong = await login({ username: 'delivery', password: 'nope-nope', app_code: 'PAI' });
    const unknown = await login({ username: 'nobody-here', password: 'whatever', app_code: 'PAI' });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: '400', msg: '用户名或密码错误', data: null });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses an account on a variant whose app code it does not have, without a token', async () => {
    const res = await login({ username: 'consignor', password: 'consignor123', app_code: 'BANG' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: '400', msg: '该账号不属于当前系统', data: null });
    const en = await login({ username: 'consignor', password: 'consignor123', app_code: 'PAI' }, { 'accept-language': 'en-US' });
    expect(en.json().msg).toBe('This account cannot sign in to this system');
  });

  it('takes the app code from the app-code header, else from the host label, else BANG', async () => {
    const viaHeader = await login({ username: 'delivery', password: 'delivery123' }, { ...ZH, 'app-code': 'PAI' });
    expect(viaHeader.statusCode).toBe(200);
    expect(viaHeader.json().data.user.app_code).toBe('PAI');
    const viaHost = await login({ username: 'admin', password: 'admin123' }, { ...ZH, host: 'oss.localhost:8080' });
    expect(viaHost.json().data.user.app_code).toBe('FMZY');
    const tmsHost = await login({ username: 'admin', password: 'admin123' }, { ...ZH, host: 'tms.example.com' });
    expect(tmsHost.statusCode).toBe(400);
    const plain = await login({ username: 'servicer', password: 'servicer123' }, { ...ZH, host: '127.0.0.1:8080' });
    expect(plain.json().data.user.app_code).toBe('BANG');
    const unknownLabel = await login({ username: 'servicer', password: 'servicer123' }, { ...ZH, host: 'acme.example.com' });
    expect(unknownLabel.json().data.user.app_code).toBe('BANG');
  });

  it('rejects bad input with a 400 naming the field', async () => {
    const missing = await login({ password: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: '400', data: null });
    expect(missing.json().msg).toContain('username');

    const wrongType = await login({ username: 'servicer', password: 123 }, { 'accept-language': 'en' });
    expect(wrongType.json().msg).toBe('password: must be of type string');

    const tooLong = await login({ username: 'x'.repeat(200), password: 'servicer123' }, { 'accept-language': 'en' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().msg).toMatch(/^username: must be at most 32 characters/);

    const badApp = await login({ username: 'servicer', password: 'servicer123', app_code: 'XYZ' });
    expect(badApp.statusCode).toBe(400);
    expect(badApp.json().msg).toContain('app_code');

    const empty = await t.app.inject({ method: 'POST', url: '/api/login/login', headers: ZH });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('400');

    const garbage = await t.app.inject({
      method: 'POST',
      url: '/api/login/login',
      headers: { ...ZH, 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json()).toMatchObject({ code: '400', data: null });

    const huge = await login({ username: 'servicer', password: 'x'.repeat(2 * 1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('413');
  });

  it('locks a username for a while after repeated wrong passwords', async () => {
    for (let i = 0; i < 5; i++) await login({ username: 'driver', password: `wrong-${i}`, app_code: 'PAI' });
    const locked = await login({ username: 'driver', password: 'driver123', app_code: 'PAI' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().msg).toContain('分钟后再试');
  });

  it('counts failures across server processes sharing the database', async () => {
    // a second app on the same database stands for a second process: the count lives in the database
    const other = await createTestApp({}, t.database);
    try {
      const loginAt = (app: TestApp, password: string) =>
        app.app.inject({ method: 'POST', url: '/api/login/login', headers: ZH, payload: { username: 'finance', password, app_code: 'BANG' } });
      for (let i = 0; i < 3; i++) expect((await loginAt(t, `wrong-${i}`)).statusCode).toBe(400);
      for (let i = 3; i < 5; i++) expect((await loginAt(other, `wrong-${i}`)).statusCode).toBe(400);
      expect((await loginAt(t, 'finance123')).statusCode).toBe(429);
      expect((await loginAt(other, 'finance123')).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });

  it('stores only scrypt hashes, never the password', async () => {
    const rows = await t.database.db.select({ username: users.username, hash: users.passwordHash }).from(users);
    expect(rows.length).toBeGreaterThanOrEqual(8);
    for (const row of rows) {
      expect(row.hash).toMatch(PASSWORD_HASH_RE);
      expect(row.hash).not.toContain('123');
    }
    const [admin] = await t.database.db.select().from(users).where(eq(users.username, 'admin'));
    expect(admin.passwordHash).not.toBe(rows.find((r) => r.username === 'servicer')?.hash);
  });
});

describe('POST /api/login/logout', () => {
  it('revokes the refresh token, and answers 0 again when it is already revoked', async () => {
    const session = await t.login('executor');
    const out = await t.app.inject({ method: 'POST', url: '/api/login/logout', headers: { 'refresh-token': session.refreshToken } });
    expect(out.json()).toEqual({ code: '0', msg: 'ok', data: null });
    const again = await t.app.inject({ method: 'POST', url: '/api/login/logout', payload: { refresh_token: session.refreshToken } });
    expect(again.json().code).toBe('0');
    const refresh = await t.app.inject({ method: 'POST', url: '/api/user/users/refresh-token', headers: { ...ZH, 'refresh-token': session.refreshToken } });
    expect(refresh.statusCode).toBe(401);
    expect(refresh.json().code).toBe('401');
  });

  it('accepts a logout without any token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login/logout' });
    expect(res.json().code).toBe('0');
  });
});
