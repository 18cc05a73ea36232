/**
 * Sessions end at once, on every server process: a disabled account, a password change, a logout. Two apps on one
 * database stand for two processes; every token check goes through the database, none through process memory.
 */
import { SignJWT } from 'jose';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ZH, type Session, type TestApp } from '../../../test-helpers';
import { sessionSocket, settle } from '../../../test-sockets';

let a: TestApp;
let b: TestApp;
let main: Session;
let base = '';
const sockets: Socket[] = [];
beforeAll(async () => {
  a = await createTestApp();
  b = await createTestApp({}, a.database);
  main = await a.login('servicer');
  base = await a.listen();
});
afterAll(async () => {
  sockets.forEach((socket) => socket.close());
  await b.close();
  await a.close();
});

const me = (t: TestApp, session: Pick<Session, 'token'>) =>
  t.app.inject({ method: 'GET', url: '/api/user/users/getUserByToken', headers: { ...ZH, 'x-token': session.token } });
const refresh = (t: TestApp, refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/user/users/refresh-token', headers: { ...ZH, 'refresh-token': refreshToken } });

let seq = 0;
/** a new sub-account of 示例物流, so each test has an account of its own */
async function subAccount(password = 'secret12') {
  const username = `end_${Date.now() % 100000}_${(seq += 1)}`;
  const res = await a.app.inject({
    method: 'POST',
    url: '/api/user/sub_user/create',
    headers: main.headers,
    payload: { nickname: '会话', username, phone: '13912345678', password, confirm_password: password, group_ids: [] },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { id: res.json().data.id as number, username, password };
}
const setStatus = (id: number, status: 0 | 1) =>
  a.app.inject({ method: 'PUT', url: `/api/user/sub_user/detail/${id}/status`, headers: main.headers, payload: { status } });

describe('a disabled account', () => {
  it('gets 401 with the token it holds on its next call, on every process, reads too; enabling it revives no token', async () => {
    const sub = await subAccount();
    const session = await b.login(sub.username, sub.password, 'BANG');
    const socket = await sessionSocket(base, session, sockets);
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    expect((await me(a, session)).statusCode).toBe(200);
    expect((await me(b, session)).statusCode).toBe(200);

    expect((await setStatus(sub.id, 0)).json().data).toMatchObject({ status: 0, revoked_sessions: 1 });
    for (const t of [a, b]) {
      const res = await me(t, session);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: '401', msg: '登录已过期', data: null });
    }
    expect((await refresh(b, session.refreshToken)).statusCode).toBe(401);
    expect(await closed).toBe('io server disconnect');
    await expect(sessionSocket(base, session, sockets)).rejects.toThrow(/unauthorized/i);

    await setStatus(sub.id, 1);
    expect((await me(a, session)).statusCode).toBe(401);
    expect((await refresh(a, session.refreshToken)).statusCode).toBe(401);
    const again = await a.login(sub.username, sub.password, 'BANG');
    expect((await me(b, again)).statusCode).toBe(200);
  });
});

describe('a password change', () => {
  it('ends every session of the user, this one too, and answers a new session for the browser that made it', async () => {
    const sub = await subAccount();
    const first = await a.login(sub.username, sub.password, 'BANG');
    const second = await b.login(sub.username, sub.password, 'BANG');
    const res = await b.app.inject({
      method: 'POST',
      url: '/api/user/users/updatePassword',
      headers: second.headers,
      payload: { old_password: sub.password, new_password: 'changed12' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { revoked_sessions, token, refresh_token } = res.json().data;
    expect(revoked_sessions).toBe(2);

    for (const old of [first, second]) {
      expect((await me(a, old)).statusCode).toBe(401);
      expect((await me(b, old)).statusCode).toBe(401);
      expect((await refresh(a, old.refreshToken)).statusCode).toBe(401);
    }
    expect((await me(a, { token })).statusCode).toBe(200);
    const renewed = await refresh(a, refresh_token);
    expect(renewed.statusCode).toBe(200);
    expect((await me(b, { token: renewed.json().data.access_token })).statusCode).toBe(200);

    await expect(a.login(sub.username, sub.password, 'BANG')).rejects.toThrow(/400/);
    expect((await me(b, await a.login(sub.username, 'changed12', 'BANG'))).statusCode).toBe(200);
  });

  it('a reset by the main account ends the sub-account’s sessions the same way', async () => {
    const sub = await subAccount();
    const session = await a.login(sub.username, sub.password, 'BANG');
    const res = await a.app.inject({
      method: 'PUT',
      url: `/api/user/sub_user/detail/${sub.id}/password`,
      headers: main.headers,
      payload: { password: 'newpass1', confirm_password: 'newpass1' },
    });
    expect(res.json().data.revoked_sessions).toBe(1);
    expect((await me(b, session)).statusCode).toBe(401);
    expect((await me(a, await b.login(sub.username, 'newpass1', 'BANG'))).statusCode).toBe(200);
  });
});

describe('logout', () => {
  const logout = (t: TestApp, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method: 'POST', url: '/api/login/logout', headers: { ...ZH, ...headers }, payload });

  it('ends its session at once: the access token and refresh token of it are refused, on every process', async () => {
    const sub = await subAccount();
    const session = await a.login(sub.username, sub.password, 'BANG');
    const elsewhere = await a.login(sub.username, sub.password, 'BANG');
    const socket = await sessionSocket(base, session, sockets);
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const otherSocket = await sessionSocket(base, elsewhere, sockets);

    // as the browser does it: the refresh token in the body and the header (to the process holding the socket: two
    // apps on PGlite share no socket adapter; over PostgreSQL the adapter carries the disconnect to every process)
    expect((await logout(a, { 'refresh-token': session.refreshToken }, { refresh_token: session.refreshToken })).json().code).toBe('0');
    for (const t of [a, b]) expect((await me(t, session)).statusCode).toBe(401);
    expect((await refresh(a, session.refreshToken)).statusCode).toBe(401);
    expect(await closed).toBe('io server disconnect');

    // the user's other session (another device, a colleague on the same account) stays
    await settle();
    expect(otherSocket.connected).toBe(true);
    expect((await me(b, elsewhere)).statusCode).toBe(200);
    expect((await refresh(b, elsewhere.refreshToken)).statusCode).toBe(200);
    expect((await me(a, await b.login(sub.username, sub.password, 'BANG'))).statusCode).toBe(200);
  });

  it('with only the access token, ends that token’s session', async () => {
    const sub = await subAccount();
    const session = await a.login(sub.username, sub.password, 'BANG');
    expect((await logout(a, { 'x-token': session.token })).json().code).toBe('0');
    expect((await me(b, session)).statusCode).toBe(401);
    expect((await refresh(b, session.refreshToken)).statusCode).toBe(401);
  });

  it('with everywhere: true, ends every session of the user', async () => {
    const sub = await subAccount();
    const session = await a.login(sub.username, sub.password, 'BANG');
    const elsewhere = await b.login(sub.username, sub.password, 'BANG');
    expect((await logout(a, {}, { refresh_token: session.refreshToken, everywhere: true })).json().code).toBe('0');
    for (const old of [session, elsewhere]) {
      expect((await me(b, old)).statusCode).toBe(401);
      expect((await refresh(a, old.refreshToken)).statusCode).toBe(401);
    }
    expect((await me(b, await a.login(sub.username, sub.password, 'BANG'))).statusCode).toBe(200);
  });

  it('tokens of a session already logged out end nothing more, even with everywhere', async () => {
    const sub = await subAccount();
    const session = await a.login(sub.username, sub.password, 'BANG');
    const elsewhere = await a.login(sub.username, sub.password, 'BANG');
    await logout(a, {}, { refresh_token: session.refreshToken });
    expect((await logout(a, {}, { refresh_token: session.refreshToken, everywhere: true })).json().code).toBe('0');
    expect((await logout(b, { 'x-token': session.token }, { everywhere: true })).json().code).toBe('0');
    expect((await me(b, elsewhere)).statusCode).toBe(200);
  });
});

describe('tokens signed before sessions were tracked', () => {
  it('still work after the upgrade, until the user’s sessions end', async () => {
    const sub = await subAccount();
    const session = await a.login(sub.username, sub.password, 'BANG');
    const { sv, sid, ...claims } = JSON.parse(Buffer.from(session.token.split('.')[1], 'base64url').toString());
    expect(sv).toBe(0);
    expect(sid).toEqual(expect.any(String));
    const legacy = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(a.config.jwtSecret);
    expect((await me(b, { token: legacy })).statusCode).toBe(200);
    await setStatus(sub.id, 0);
    await setStatus(sub.id, 1);
    expect((await me(b, { token: legacy })).statusCode).toBe(401);
  });
});
