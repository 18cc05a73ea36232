import { describe, expect, it } from 'vitest';
import { EXPIRY_WARNING_DAYS } from '../../../../../src/domain/auth';
import { companies } from '../../../db/schema';
import { addDays, chinaDate } from '../../../lib/subscription';
import { withTestApp } from '../../../test-app';
import { eq } from 'drizzle-orm';

const t = withTestApp();

const check = async (user: string, appCode: string) => {
  const s = await t.login(user);
  return t.app.inject({ method: 'GET', url: `/api/user/user_subscription/check?app_code=${appCode}`, headers: s.headers });
};

describe('GET /api/user/user_subscription/check', () => {
  it('示例物流 has ~300 days left and no warning', async () => {
    const data = (await check('servicer', 'BANG')).json().data;
    expect(data).toMatchObject({ left_days: 300, is_expired: false, is_show: false, name: '示例物流', subscribe_version_name: '标准版' });
    expect(data.pre_sale_arr.length).toBeGreaterThan(0);
    expect(data.pre_sale_arr[0]).toEqual({ name: expect.any(String), phone: expect.stringMatching(/^1\d{10}$/) });
  });

  it('servicer2 has 15 days left: the warning shows', async () => {
    const data = (await check('servicer2', 'BANG')).json().data;
    expect(data.left_days).toBe(15);
    expect(data.left_days).toBeLessThanOrEqual(EXPIRY_WARNING_DAYS);
    expect(data).toMatchObject({ is_expired: false, is_show: true, name: '远方快运' });
  });

  it('the platform admin never expires', async () => {
    const data = (await check('admin', 'FMZY')).json().data;
    expect(data).toMatchObject({ is_expired: false, is_show: false });
    expect(data.left_days).toBeGreaterThan(3650);
  });

  it('expired yesterday → is_expired; bad app code → 400; no token → 401', async () => {
    const s = await t.login('delivery');
    await t.database.db.update(companies).set({ hostingEnd: addDays(chinaDate(), -1) }).where(eq(companies.id, s.body.data.user.company_id));
    const res = await t.app.inject({ method: 'GET', url: '/api/user/user_subscription/check?app_code=PAI', headers: s.headers });
    expect(res.json().data).toMatchObject({ left_days: -1, is_expired: true, is_show: false });
    expect((await t.app.inject({ method: 'GET', url: '/api/user/user_subscription/check?app_code=X', headers: s.headers })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/user_subscription/check' })).statusCode).toBe(401);
  });
});
