import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../db/schema';
import { ZH } from '../../../test-helpers';
import { withTestApp } from '../../../test-app';

const t = withTestApp();
const servicer = t.signIn('servicer');

const put = (payload: unknown, headers: Record<string, string> = servicer.headers) =>
  t.app.inject({ method: 'PUT', url: '/api/user/lang', headers, payload: payload as object });
const saved = async () => (await t.database.db.select({ lang: users.lang }).from(users).where(eq(users.id, servicer.body.data.user.id)))[0].lang;

describe('PUT /api/user/lang', () => {
  it('saves zh or en as the signed-in user language', async () => {
    const en = await put({ lang: 'en' });
    expect(en.statusCode, en.body).toBe(200);
    expect(en.json().data).toEqual({ lang: 'en' });
    expect(await saved()).toBe('en');
    expect((await put({ lang: 'zh' })).statusCode).toBe(200);
    expect(await saved()).toBe('zh');
  });

  it('refuses anything else with a 400 naming the field, and changes nothing', async () => {
    for (const body of [{ lang: 'fr' }, { lang: 'ZH' }, { lang: '' }, { lang: 1 }, { lang: null }, {}]) {
      const res = await put(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().msg).toContain('lang');
    }
    expect(await saved()).toBe('zh');
  });

  it('needs a signed-in user', async () => {
    expect((await put({ lang: 'en' }, ZH)).statusCode).toBe(401);
  });
});
