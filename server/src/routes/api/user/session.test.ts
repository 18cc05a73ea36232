import { SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refreshTokens } from '../../../db/schema';
import { hashRefreshToken } from '../../../lib/tokens';
import { REFRESH_REUSE_GRACE_MS } from '../../../repositories/accounts/sessions';
import { ZH } from '../../../test-helpers';
import { withTestApp } from '../../../test-app';

const t = withTestApp();

const refresh = (token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/users/refresh-token',
    headers: token === undefined ? ZH : { ...ZH, 'refresh-token': token },
  });
const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/user/users/getUserByToken', headers });

describe('access tokens', () => {
  it('401 登录已过期 without a token, with garbage, with a foreign signature, and when expired', async () => {
    const session = await t.login('servicer');
    const claims = JSON.parse(Buffer.from(session.token.split('.')[1], 'base64url').toString());
    const sign = (secret: Uint8Array, exp: number) =>
      new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setExpirationTime(exp).sign(secret);
    const expired = await sign(t.config.jwtSecret, Math.floor(Date.now() / 1000) - 10);
    const forged = await sign(new TextEncoder().encode('another-secret-another-secret-0000'), Math.floor(Date.now() / 1000) + 600);

    for (const headers of [ZH, { ...ZH, 'x-token': 'garbage' }, { ...ZH, token: forged }, { ...ZH, 'x-token': expired }]) {
      const res = await me(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: '401', msg: '登录已过期', data: null });
    }
    expect((await me({ ...ZH, 'x-token': session.token })).statusCode).toBe(200);
    expect((await me({ ...ZH, token: session.token })).statusCode).toBe(200);
    expect((await me({ ...ZH, 'x-token': `Bearer ${session.token}` })).statusCode).toBe(200);
  });

  it('a refresh token is not an access token', async () => {
    const session = await t.login('servicer');
    expect((await me({ ...ZH, 'x-token': session.refreshToken })).statusCode).toBe(401);
  });

  it('private routes answer 401 before looking at the body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/user/users/updateUser', headers: ZH, payload: { nope: 1 } });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/user/users/refresh-token', () => {
  it('rotates: a new access token and a new refresh token; the old one stops working', async () => {
    const session = await t.login('servicer');
    const first = await refresh(session.refreshToken);
    expect(first.statusCode).toBe(200);
    const data = first.json().data;
    expect(first.json().code).toBe('0');
    expect(data.access_token.split('.')).toHaveLength(3);
    expect(data.refresh_token).not.toBe(session.refreshToken);
    expect((await me({ ...ZH, 'x-token': data.access_token })).json().data.username).toBe('servicer');
    const second = await refresh(data.refresh_token);
    expect(second.statusCode).toBe(200);
  });

  it('a second refresh with the same token within the grace window (two tabs racing) gets a sibling token', async () => {
    const session = await t.login('finance');
    const first = await refresh(session.refreshToken);
    const second = await refresh(session.refreshToken);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json().data.refresh_token).not.toBe(first.json().data.refresh_token);
    // both tabs keep working
    expect((await refresh(first.json().data.refresh_token)).statusCode).toBe(200);
    expect((await refresh(second.json().data.refresh_token)).statusCode).toBe(200);
  });

  it('a rotated token presented after logout gets nothing, even within the grace window', async () => {
    const session = await t.login('finance');
    const rotated = (await refresh(session.refreshToken)).json().data.refresh_token;
    await t.app.inject({ method: 'POST', url: '/api/login/logout', headers: { ...ZH, 'refresh-token': rotated } });
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });

  it('reuse of a rotated token after the grace window revokes the whole family', async () => {
    const session = await t.login('finance');
    const rotated = (await refresh(session.refreshToken)).json().data.refresh_token;
    await t.database.db
      .update(refreshTokens)
      .set({ revokedAt: new Date(Date.now() - REFRESH_REUSE_GRACE_MS - 1000) })
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(session.refreshToken)));
    const reuse = await refresh(session.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe('401');
    // the thief's replay also killed the legitimate successor
    expect((await refresh(rotated)).statusCode).toBe(401);
  });

  it('keeps the app code and the chosen business unit across refreshes', async () => {
    const session = await t.login('servicer');
    const groups = (await t.app.inject({ method: 'GET', url: '/api/user/group/current_user_groups', headers: session.headers })).json().data.list;
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/group/set_current_user_group_id_to_token',
      headers: { ...session.headers, 'refresh-token': session.refreshToken },
      payload: { group_id: groups[1].id, group_name: groups[1].name },
    });
    const next = (await refresh(session.refreshToken)).json().data.access_token;
    const info = (await me({ ...ZH, 'x-token': next })).json().data;
    expect(info).toMatchObject({ app_code: 'BANG', group_id: groups[1].id, group_name: '华南事业部' });
  });

  it('401 for a missing, unknown, oversize or expired refresh token', async () => {
    expect((await refresh()).statusCode).toBe(401);
    expect((await refresh('not-a-real-token')).statusCode).toBe(401);
    expect((await refresh('x'.repeat(5000))).statusCode).toBe(401);
    const session = await t.login('executor');
    await t.database.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(session.refreshToken)));
    const expired = await refresh(session.refreshToken);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().msg).toBe('登录已过期，请重新登录');
  });

  it('stores refresh tokens only as hashes', async () => {
    const session = await t.login('consignor');
    const rows = await t.database.db.select().from(refreshTokens);
    expect(rows.some((r) => r.tokenHash === hashRefreshToken(session.refreshToken))).toBe(true);
    expect(rows.some((r) => JSON.stringify(r).includes(session.refreshToken))).toBe(false);
  });
});
