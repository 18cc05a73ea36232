/**
 * No secret in the logs (issue 16): the app is built with the server's own log options (lib/logging.ts) at the most
 * talkative level, a session's whole life runs through it — a failed and a good sign-in, authenticated reads (token
 * in the header, and in a query string where a careless client might put it), refreshes (a racing tab's too) and a
 * garbage refresh token, an upload policy and a direct upload with its signature, a password change, bad input
 * and a logout — and then the captured log is searched for every password, access token, refresh token, policy,
 * signature and the signing secret. The log must also really hold the request lines, so the test cannot pass on an
 * empty log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/client';
import { createSeededDatabase, DEMO_PASSWORDS, testConfig, ZH } from '../test-helpers';
import { FORM, multipart, PNG } from '../test-upload-forms';
import { loggableUrl, serverLogger } from './logging';

const lines: string[] = [];
let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof buildApp>>;
const config = testConfig({ directUpload: true });

beforeAll(async () => {
  database = await createSeededDatabase();
  app = await buildApp({ db: database.db, config, logger: serverLogger('trace', { write: (line: string) => void lines.push(line) }) });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** a direct-upload form: the policy fields, then field `file` */
const form = (fields: Record<string, string>, file: Buffer) => ({
  payload: multipart([...Object.entries(fields).map(([name, value]) => ({ name, value })), { name: 'file', filename: 'a.png', type: 'image/png', data: file }]),
  headers: FORM,
});

describe('the log of a session’s whole life', () => {
  it('holds the request lines but no password, token, policy, signature or signing secret', async () => {
    const secrets: string[] = [];
    const remember = (value: unknown) => {
      if (typeof value === 'string' && value.length >= 6) secrets.push(value);
    };
    const password = DEMO_PASSWORDS.servicer;
    remember(password);

    const wrong = 'wrong-Pa55word-never-logged';
    remember(wrong);
    const refused = await app.inject({ method: 'POST', url: '/api/login/login', headers: ZH, payload: { username: 'servicer', password: wrong, app_code: 'BANG' } });
    expect(refused.statusCode).toBe(400);

    const login = await app.inject({ method: 'POST', url: '/api/login/login', headers: ZH, payload: { username: 'servicer', password, app_code: 'BANG' } });
    expect(login.statusCode).toBe(200);
    const { token, refresh_token: refreshToken } = login.json().data;
    remember(token);
    remember(refreshToken);
    const auth = { 'x-token': token, ...ZH };

    expect((await app.inject({ method: 'GET', url: '/api/order/tickets?per_page=5', headers: auth })).statusCode).toBe(200);
    // a token in the query string (no route reads it there, but a client may send it): masked in the request line
    await app.inject({ method: 'GET', url: `/api/order/tickets?per_page=5&token=${token}`, headers: auth });
    await app.inject({ method: 'GET', url: `/api/no/such/route?token=${token}&refresh_token=${refreshToken}` });

    // refresh, then the old refresh token again (within the grace window of two racing tabs: a sibling token)
    const rotated = await app.inject({ method: 'POST', url: '/api/user/users/refresh-token', headers: { 'refresh-token': refreshToken, ...ZH } });
    expect(rotated.statusCode).toBe(200);
    remember(rotated.json().data.access_token);
    remember(rotated.json().data.refresh_token);
    const sibling = await app.inject({ method: 'POST', url: '/api/user/users/refresh-token', headers: { 'refresh-token': refreshToken, ...ZH } });
    remember(sibling.json().data?.access_token);
    remember(sibling.json().data?.refresh_token);
    // a garbage refresh token is refused
    expect((await app.inject({ method: 'POST', url: '/api/user/users/refresh-token', headers: { 'refresh-token': `${refreshToken}x`, ...ZH } })).statusCode).toBe(401);

    // a fresh session for what follows
    const again = (await app.inject({ method: 'POST', url: '/api/login/login', headers: ZH, payload: { username: 'servicer', password, app_code: 'BANG' } })).json().data;
    remember(again.token);
    remember(again.refresh_token);
    const auth2 = { 'x-token': again.token, ...ZH };

    const policy = (await app.inject({ method: 'GET', url: '/api/file/upload/policy', headers: auth2 })).json().data;
    remember(policy.policy);
    remember(policy.signature);
    const direct = form({ key: `${policy.dir}a.png`, policy: policy.policy, signature: policy.signature }, PNG);
    const uploaded = await app.inject({ method: 'POST', url: '/api/file/upload/direct', headers: direct.headers, payload: direct.payload });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    // a forged signature is refused (and logged as such, without the value)
    const forged = form({ key: `${policy.dir}b.png`, policy: policy.policy, signature: `${policy.signature.slice(0, -4)}AAAA` }, PNG);
    remember(`${policy.signature.slice(0, -4)}AAAA`);
    expect((await app.inject({ method: 'POST', url: '/api/file/upload/direct', headers: forged.headers, payload: forged.payload })).statusCode).not.toBe(200);

    // bad input naming a password field, then a real password change and back
    const next = 'Next-pa55word-never-logged';
    remember(next);
    const tooLong = `${'x'.repeat(300)}-long-password`;
    remember(tooLong);
    expect((await app.inject({ method: 'POST', url: '/api/user/users/updatePassword', headers: auth2, payload: { old_password: password, new_password: tooLong } })).statusCode).toBe(400);
    const changed = await app.inject({ method: 'POST', url: '/api/user/users/updatePassword', headers: auth2, payload: { old_password: password, new_password: next } });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = changed.json().data as Record<string, unknown> | null;
    remember(after?.token);
    remember(after?.refresh_token);
    const relogin = (await app.inject({ method: 'POST', url: '/api/login/login', headers: ZH, payload: { username: 'servicer', password: next, app_code: 'BANG' } })).json().data;
    remember(relogin.token);
    remember(relogin.refresh_token);
    await app.inject({ method: 'POST', url: '/api/user/users/updatePassword', headers: { 'x-token': relogin.token, ...ZH }, payload: { old_password: next, new_password: password } });
    await app.inject({ method: 'POST', url: '/api/login/logout', headers: { 'x-token': relogin.token, 'refresh-token': relogin.refresh_token, ...ZH }, payload: { refresh_token: relogin.refresh_token } });

    const secret = Buffer.from(config.jwtSecret);
    for (const encoding of ['utf8', 'hex', 'base64', 'base64url'] as const) remember(secret.toString(encoding));

    const log = lines.join('');
    // the log is real: request lines with their (masked) URLs, the refresh reuse warning
    expect(log).toContain('"url":"/api/login/login"');
    expect(log).toContain('/api/order/tickets?per_page=5&token=[Redacted]');
    expect(lines.length).toBeGreaterThan(30);
    for (const value of secrets) {
      // an access token's three parts, each long enough to be a leak on its own
      const pieces = value.split('.').filter((p) => p.length >= 16);
      for (const piece of [value, ...(pieces.length > 1 ? pieces : [])]) {
        expect(log.includes(piece), `the log holds a secret: ${piece.slice(0, 12)}…`).toBe(false);
      }
    }
  });

  it('masks credential-like query values in a logged URL, and only those', () => {
    expect(loggableUrl('/api/a?page=1&token=abc&x=2')).toBe('/api/a?page=1&token=[Redacted]&x=2');
    expect(loggableUrl('/api/a?Refresh_Token=abc&signature=s&policy=p')).toBe('/api/a?Refresh_Token=[Redacted]&signature=[Redacted]&policy=[Redacted]');
    expect(loggableUrl('/api/a')).toBe('/api/a');
    expect(loggableUrl('/api/a?nos=1,2&keyword=x')).toBe('/api/a?nos=1,2&keyword=x');
  });
});
