import { describe, expect, it } from 'vitest';
import { ZH } from '../../../test-helpers';
import { withTestApp } from '../../../test-app';

const t = withTestApp();

const EN = { 'accept-language': 'en' };

describe('GET /api/user/users/getUserByToken', () => {
  it('returns the user info of the token', async () => {
    const s = await t.login('delivery');
    const res = await t.app.inject({ method: 'GET', url: '/api/user/users/getUserByToken', headers: s.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ username: 'delivery', app_code: 'PAI', main_type: 'delivery', company_name: '快装到家' });
    expect(res.json().data).not.toHaveProperty('password_hash');
  });
});

describe('POST /api/user/users/updateUser', () => {
  it('updates nickname and phone of the signed-in user only', async () => {
    const s = await t.login('executor');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/users/updateUser',
      headers: s.headers,
      payload: { nickname: ' 调度老王 ', phone: '13912345678' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ nickname: '调度老王', phone: '13912345678', username: 'executor' });
  });

  it('rejects a bad phone, a missing nickname and an oversize nickname', async () => {
    const s = await t.login('executor');
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/user/users/updateUser', headers: { ...s.headers, ...EN }, payload });
    expect((await post({ nickname: 'a', phone: '12345' })).json().msg).toBe('phone: is not a valid mobile number');
    expect((await post({ phone: '13912345678' })).json().msg).toBe('nickname: required');
    expect((await post({ nickname: 'n'.repeat(33), phone: '13912345678' })).json().msg).toBe('nickname: must be at most 32 characters');
    const zh = await t.app.inject({ method: 'POST', url: '/api/user/users/updateUser', headers: s.headers, payload: { nickname: 'a', phone: '1' } });
    expect(zh.json().msg).toBe('phone：手机号格式不正确');
  });
});

describe('POST /api/user/users/updatePassword', () => {
  it('400 on a wrong current password; on success every session ends and the answer is a new one', async () => {
    const other = await t.login('finance');
    const s = await t.login('finance');
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/user/users/updatePassword',
      headers: s.headers,
      payload: { old_password: 'bad-password', new_password: 'finance456' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().msg).toBe('原密码错误');

    const short = await t.app.inject({
      method: 'POST',
      url: '/api/user/users/updatePassword',
      headers: { ...s.headers, ...EN },
      payload: { old_password: 'finance123', new_password: '123' },
    });
    expect(short.json().msg).toBe('new_password: must be at least 6 characters');

    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/user/users/updatePassword',
      headers: s.headers,
      payload: { old_password: 'finance123', new_password: 'finance456' },
    });
    expect(ok.statusCode).toBe(200);
    const data = ok.json().data;
    expect(data.revoked_sessions).toBeGreaterThanOrEqual(2);

    // every session ended, this one too (session-end.test.ts has the rest); the answer is the new one
    const refresh = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/user/users/refresh-token', headers: { 'refresh-token': token } });
    expect((await refresh(other.refreshToken)).statusCode).toBe(401);
    expect((await refresh(s.refreshToken)).statusCode).toBe(401);
    expect((await refresh(data.refresh_token)).statusCode).toBe(200);
    const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/user/users/getUserByToken', headers: { 'x-token': token } });
    expect((await me(s.token)).statusCode).toBe(401);
    expect((await me(data.token)).statusCode).toBe(200);
    await expect(t.login('finance', 'finance123')).rejects.toThrow(/400/);
    await t.login('finance', 'finance456');
  });
});

describe('POST /api/user/users/register', () => {
  const payload = { company_name: '新开物流', username: 'newco', password: 'newco123', phone: '13600001111', app_code: 'BANG' };

  it('creates a company on a 15-day trial with its main account and signs it in', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/user/users/register', headers: ZH, payload });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.token).toBeTruthy();
    expect(data.user).toMatchObject({ username: 'newco', company_name: '新开物流', app_code: 'BANG', main_type: 'servicer', is_main: true });
    const sub = await t.app.inject({
      method: 'GET',
      url: '/api/user/user_subscription/check?app_code=BANG',
      headers: { 'x-token': data.token },
    });
    expect(sub.json().data).toMatchObject({ left_days: 15, is_expired: false, is_show: true, subscribe_version_name: '试用版' });
    // the new company sees none of 示例物流's data
    const stats = await t.app.inject({ method: 'GET', url: '/api/order/stats/statusSum', headers: { 'x-token': data.token } });
    expect(stats.json().data.total).toBe(0);
  });

  it('refuses a taken username, bad app codes and missing fields', async () => {
    const dup = await t.app.inject({ method: 'POST', url: '/api/user/users/register', headers: ZH, payload: { ...payload, username: 'servicer' } });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().msg).toBe('用户名已存在');
    const admin = await t.app.inject({ method: 'POST', url: '/api/user/users/register', headers: EN, payload: { ...payload, username: 'x1x1x1', app_code: 'FMZY' } });
    expect(admin.statusCode).toBe(400);
    expect(admin.json().msg).toMatch(/^app_code: must be one of DA, BANG, PAI/);
    const missing = await t.app.inject({ method: 'POST', url: '/api/user/users/register', headers: EN, payload: { username: 'abcdef' } });
    expect(missing.json().msg).toContain('company_name: required');
    const long = await t.app.inject({ method: 'POST', url: '/api/user/users/register', headers: EN, payload: { ...payload, username: 'y2y2y2', company_name: '长'.repeat(51) } });
    expect(long.json().msg).toBe('company_name: must be at most 50 characters');
  });
});

describe('POST /api/user/users/forgetPassword', () => {
  it('answers the same whether or not the account exists', async () => {
    const known = await t.app.inject({ method: 'POST', url: '/api/user/users/forgetPassword', payload: { username: 'servicer', phone: '13800000002' } });
    const unknown = await t.app.inject({ method: 'POST', url: '/api/user/users/forgetPassword', payload: { username: 'ghost', phone: '13800000009' } });
    expect(known.json()).toEqual({ code: '0', msg: 'ok', data: { sms_connected: false } });
    expect(unknown.json()).toEqual(known.json());
    const bad = await t.app.inject({ method: 'POST', url: '/api/user/users/forgetPassword', headers: EN, payload: { username: 'servicer' } });
    expect(bad.json().msg).toBe('phone: required');
  });
});

describe('GET /api/user/users/getLastLoginTime', () => {
  it('gives the previous sign-in and the current one', async () => {
    await t.login('driver');
    const s = await t.login('driver');
    const res = await t.app.inject({ method: 'GET', url: '/api/user/users/getLastLoginTime', headers: s.headers });
    const data = res.json().data;
    expect(Date.parse(data.last_login_at)).toBeLessThanOrEqual(Date.parse(data.current_login_at));
    expect((await t.app.inject({ method: 'GET', url: '/api/user/users/getLastLoginTime' })).statusCode).toBe(401);
  });
});
