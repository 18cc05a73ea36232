import { beforeAll, describe, expect, it } from 'vitest';
import { ZH, type Session } from '../../../test-helpers';
import { withTestApp } from '../../../test-app';

const EN = { 'accept-language': 'en' };
const t = withTestApp();
const s = t.signIn('servicer');
const s2 = t.signIn('servicer2');
let groupId: number;
let roleId: number;
beforeAll(async () => {
  groupId = (await get('/user/group/tree')).json().data.list[0].id;
  roleId = (await get('/user/sub_user/roles')).json().data.list[0].id;
});

function get(url: string, session = s) {
  return t.app.inject({ method: 'GET', url: `/api${url}`, headers: session.headers });
}
const send = (method: 'POST' | 'PUT', url: string, payload: object, session: Session | Record<string, string> = s) =>
  t.app.inject({ method, url: `/api${url}`, headers: isSession(session) ? session.headers : session, payload });
function isSession(v: Session | Record<string, string>): v is Session {
  return typeof (v as Session).headers === 'object';
}

let seq = 0;
const uname = () => `sub_t${Date.now() % 100000}_${(seq += 1)}`;
const valid = () => ({ nickname: '小王', username: uname(), phone: '13912345678', password: 'secret12', confirm_password: 'secret12', role_id: roleId, group_ids: [groupId] });

async function create(body = valid()) {
  const res = await send('POST', '/user/sub_user/create', body);
  expect(res.statusCode, res.body).toBe(200);
  return { id: res.json().data.id as number, body };
}

describe('sub-account create', () => {
  it('creates a sub-account with a hashed password, role and department, and it can sign in', async () => {
    const { id, body } = await create();
    const detail = (await get(`/user/sub_user/detail/${id}`)).json().data;
    expect(detail).toMatchObject({ id, username: body.username, nickname: '小王', phone: '13912345678', status: 1, role_id: roleId, groups: [{ id: groupId }] });
    const user = await t.app.users.findByUsername(body.username);
    expect(user!.passwordHash).not.toContain('secret12');
    expect(user!.isMain).toBe(false);
    const session = await t.login(body.username, 'secret12', 'BANG');
    expect(session.body.data.user).toMatchObject({ is_main: false, company_id: s.body.data.user.company_id });
    const list = (await get(`/user/sub_user/list?name=${body.username}`)).json().data;
    expect(list.total).toBe(1);
    expect(list.list[0]).toMatchObject({ id, role_name: expect.any(String), groups: [{ id: groupId }] });
  });

  it('gives each validation message naming the field', async () => {
    const msg = async (patch: object, headers = ZH) => (await send('POST', '/user/sub_user/create', { ...valid(), ...patch }, headers === ZH ? s : { ...s.headers, ...headers })).json().msg;
    expect(await msg({ phone: '12345' })).toBe('phone：手机号格式不正确');
    expect(await msg({ nickname: '' })).toBe('nickname：必填');
    expect(await msg({ nickname: '名'.repeat(21) })).toBe('nickname：长度不能超过20');
    expect(await msg({ username: 'ab' })).toBe('username：长度不能少于3');
    expect(await msg({ username: 'a b c' })).toBe('username：格式不正确');
    expect(await msg({ password: '123', confirm_password: '123' })).toBe('password：长度不能少于6');
    expect(await msg({ confirm_password: 'other12' })).toBe('confirm_password：两次输入的密码不一致');
    expect(await msg({ confirm_password: 'other12' }, EN)).toBe('confirm_password: The two passwords do not match');
    expect(await msg({ role_id: 999999 })).toBe('角色不存在或不属于当前系统');
    expect(await msg({ username: 'servicer' })).toBe('用户名已存在');
  });

  it('refuses another company’s group and role', async () => {
    const otherGroup = (await get('/user/group/tree', s2)).json().data.list[0].id;
    const res = await send('POST', '/user/sub_user/create', { ...valid(), group_ids: [otherGroup] });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('部门不存在');
    const res2 = await send('POST', '/user/sub_user/create', { ...valid(), role_id: roleId }, s2);
    expect(res2.json().msg).toBe('角色不存在或不属于当前系统');
  });

  it('gives one account and one clear error for two concurrent creates of the same username', async () => {
    const body = valid();
    const results = await Promise.all([send('POST', '/user/sub_user/create', body), send('POST', '/user/sub_user/create', body)]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 400]);
    expect(results.find((r) => r.statusCode === 400)!.json().msg).toBe('用户名已存在');
    expect((await get(`/user/sub_user/list?name=${body.username}`)).json().data.total).toBe(1);
  });

  it('is for main accounts only', async () => {
    const finance = await t.login('finance');
    for (const res of [
      await get('/user/sub_user/list', finance),
      await send('POST', '/user/sub_user/create', valid(), finance),
      await get('/user/sub_user/roles', finance),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().msg).toBe('仅主账号可以操作');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/user/sub_user/list' })).statusCode).toBe(401);
  });
});

describe('sub-account list, update, disable, reset password', () => {
  it('searches by name, phone and status', async () => {
    const { id, body } = await create({ ...valid(), nickname: '检索专用', phone: '13798765432' });
    expect((await get(`/user/sub_user/list?name=${encodeURIComponent('检索专用')}`)).json().data.list.map((r: { id: number }) => r.id)).toEqual([id]);
    expect((await get('/user/sub_user/list?phone=13798765432')).json().data.list.map((r: { id: number }) => r.id)).toEqual([id]);
    await send('PUT', `/user/sub_user/detail/${id}/status`, { status: 0 });
    const disabled = (await get(`/user/sub_user/list?status=0&name=${body.username}`)).json().data;
    expect(disabled.total).toBe(1);
    expect((await get(`/user/sub_user/list?status=1&name=${body.username}`)).json().data.total).toBe(0);
    // the main account is never listed
    expect((await get('/user/sub_user/list?name=servicer&per_page=100')).json().data.list.some((r: { username: string }) => r.username === 'servicer')).toBe(false);
  });

  it('updates name, phone, role and departments', async () => {
    const { id } = await create();
    const res = await send('PUT', `/user/sub_user/detail/${id}`, { nickname: '改名了', phone: '13600001234', role_id: null, group_ids: [] });
    expect(res.statusCode, res.body).toBe(200);
    expect((await get(`/user/sub_user/detail/${id}`)).json().data).toMatchObject({ nickname: '改名了', phone: '13600001234', role_id: null, groups: [] });
    const bad = await send('PUT', `/user/sub_user/detail/${id}`, { nickname: '改名了', phone: '1360000' });
    expect(bad.json().msg).toBe('phone：手机号格式不正确');
  });

  it('disabling ends its sessions at once and sign-in is refused; enabling lets it back', async () => {
    const { id, body } = await create();
    const session = await t.login(body.username, 'secret12', 'BANG');
    const res = await send('PUT', `/user/sub_user/detail/${id}/status`, { status: 0 });
    expect(res.json().data).toMatchObject({ status: 0, revoked_sessions: 1 });
    const refresh = await t.app.inject({ method: 'POST', url: '/api/user/users/refresh-token', headers: ZH, payload: { refresh_token: session.refreshToken } });
    expect(refresh.statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/api/login/login', headers: ZH, payload: { username: body.username, password: 'secret12', app_code: 'BANG' } });
    expect(login.json().msg).toBe('账号已停用');
    // the access token it still holds neither writes nor reads any more
    const write = await t.app.inject({ method: 'POST', url: '/api/user/users/updateUser', headers: session.headers, payload: { nickname: '还想改', phone: '13912345678' } });
    expect(write.statusCode).toBe(401);
    const read = await t.app.inject({ method: 'GET', url: '/api/user/users/getUserByToken', headers: session.headers });
    expect(read.statusCode).toBe(401);
    await send('PUT', `/user/sub_user/detail/${id}/status`, { status: 1 });
    await t.login(body.username, 'secret12', 'BANG');
    expect((await send('PUT', `/user/sub_user/detail/${id}/status`, { status: 3 })).statusCode).toBe(400);
  });

  it('resets the password and ends its sessions', async () => {
    const { id, body } = await create();
    const session = await t.login(body.username, 'secret12', 'BANG');
    const mismatch = await send('PUT', `/user/sub_user/detail/${id}/password`, { password: 'newpass1', confirm_password: 'newpass2' });
    expect(mismatch.json().msg).toBe('confirm_password：两次输入的密码不一致');
    const res = await send('PUT', `/user/sub_user/detail/${id}/password`, { password: 'newpass1', confirm_password: 'newpass1' });
    expect(res.json().data.revoked_sessions).toBe(1);
    const refresh = await t.app.inject({ method: 'POST', url: '/api/user/users/refresh-token', payload: { refresh_token: session.refreshToken } });
    expect(refresh.statusCode).toBe(401);
    await t.login(body.username, 'newpass1', 'BANG');
  });

  it('answers 404 for another company’s sub-account and for a main account', async () => {
    const { id } = await create();
    const mainId = s.body.data.user.id;
    for (const target of [id, mainId]) {
      const session = target === id ? s2 : s;
      expect((await get(`/user/sub_user/detail/${target}`, session)).statusCode).toBe(404);
      expect((await send('PUT', `/user/sub_user/detail/${target}`, { nickname: 'x', phone: '13912345678' }, session)).statusCode).toBe(404);
      expect((await send('PUT', `/user/sub_user/detail/${target}/status`, { status: 0 }, session)).statusCode).toBe(404);
      expect((await send('PUT', `/user/sub_user/detail/${target}/password`, { password: 'abcdef1', confirm_password: 'abcdef1' }, session)).statusCode).toBe(404);
    }
    expect((await get(`/user/sub_user/detail/${id}`, s2)).json().msg).toBe('数据不存在');
    // still enabled: the other company's disable did nothing
    expect((await get(`/user/sub_user/detail/${id}`)).json().data.status).toBe(1);
  });
});
