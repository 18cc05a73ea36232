import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, companies, subscriptionRenewals, subscriptions } from '../../../db/schema';
import type { Session } from '../../../test-helpers';
import { withTestApp } from '../../../test-app';

const t = withTestApp();
const admin = t.signIn('admin');
const servicer = t.signIn('servicer');
const servicer2 = t.signIn('servicer2');
const EN = { 'accept-language': 'en' };

const req = (s: Session, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `/api${url}`, headers: { ...s.headers, ...headers }, ...(payload ? { payload } : {}) });
const companyOf = (s: Session) => s.body.data.user.company_id;
const hostingEnd = async (companyId: number) => (await t.database.db.select().from(companies).where(eq(companies.id, companyId)))[0];

describe('/api/user/user_subscription/ — renewal request → the platform answers → the expiry warning follows', () => {
  it('a company asks, the platform creates the subscription for it, the check reads the new end', async () => {
    const companyId = companyOf(servicer2);
    const asked = await req(servicer2, 'POST', '/user/user_subscription/renew', { version: 'STANDARD', months: 12, memo: '续一年' });
    expect(asked.statusCode).toBe(200);
    const renewalId = asked.json().data.id;
    const again = await req(servicer2, 'POST', '/user/user_subscription/renew', { version: 'STANDARD', months: 12 }, EN);
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe('A renewal request is already waiting');

    const own = (await req(servicer2, 'GET', '/user/user_subscription/renew')).json().data;
    expect(own.list[0]).toMatchObject({ id: renewalId, status: 'pending', months: 12, version_name: '标准版' });
    expect((await req(servicer, 'GET', '/user/user_subscription/renew')).json().data.list.map((r: { id: number }) => r.id)).not.toContain(renewalId);
    const platformView = (await req(admin, 'GET', '/user/user_subscription/renew?status=pending')).json().data.list;
    expect(platformView.map((r: { id: number }) => r.id)).toContain(renewalId);

    const created = await req(admin, 'POST', '/user/user_subscription/', {
      company_id: companyId, version: 'STANDARD', starts_on: '2030-01-01', ends_on: '2030-12-31', amount: 980000, memo: '年费', renewal_id: renewalId,
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id;
    expect(await hostingEnd(companyId)).toMatchObject({ hostingEnd: '2030-12-31', subscribeVersion: 'STANDARD', subscribeVersionName: '标准版' });
    const check = (await req(servicer2, 'GET', '/user/user_subscription/check')).json().data;
    expect(check).toMatchObject({ hosting_end: '2030-12-31', is_expired: false, is_show: false, subscribe_version_name: '标准版' });
    const [renewal] = await t.database.db.select().from(subscriptionRenewals).where(eq(subscriptionRenewals.id, renewalId));
    expect(renewal.status).toBe('handled');
    // the same request answered twice: refused, nothing written
    const twice = await req(admin, 'POST', '/user/user_subscription/', { company_id: companyId, version: 'BASIC', starts_on: '2031-01-01', ends_on: '2031-12-31', renewal_id: renewalId }, EN);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().msg).toBe('This renewal request has already been handled');
    expect(await t.database.db.select().from(subscriptions).where(eq(subscriptions.companyId, companyId))).toHaveLength(1);

    const list = (await req(servicer2, 'GET', '/user/user_subscription/')).json().data;
    expect(list.list[0]).toMatchObject({ id, amount: 980000, starts_on: '2030-01-01', ends_on: '2030-12-31', status: 'active', renewal_id: renewalId });
    expect((await req(servicer, 'GET', `/user/user_subscription/?company_id=${companyId}`)).json().data).toEqual({ list: [], total: 0 });

    // put, status, delete: each reprojects, each is audit-logged
    expect((await req(admin, 'PUT', `/user/user_subscription/${id}`, { version: 'BASIC', starts_on: '2030-01-01', ends_on: '2031-06-30', amount: 500000 })).statusCode).toBe(200);
    expect(await hostingEnd(companyId)).toMatchObject({ hostingEnd: '2031-06-30', subscribeVersion: 'BASIC' });
    const second = (await req(admin, 'POST', '/user/user_subscription/', { company_id: companyId, version: 'STANDARD', starts_on: '2029-01-01', ends_on: '2029-12-31' })).json().data.id;
    expect((await req(admin, 'POST', '/user/user_subscription/updateStatus', { id, status: 'disabled' })).json().data).toEqual({ id, status: 'disabled' });
    expect((await hostingEnd(companyId)).hostingEnd).toBe('2029-12-31');
    expect((await req(admin, 'DELETE', `/user/user_subscription/${second}`)).statusCode).toBe(200);
    const actions = (await t.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'subscription'), eq(auditLog.entityId, String(id))))).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['subscription.create', 'subscription.update', 'subscription.status']));
  });

  it('only the platform writes subscriptions; a company’s sub-account may not ask for renewal', async () => {
    const body = { company_id: companyOf(servicer), version: 'STANDARD', starts_on: '2030-01-01', ends_on: '2030-12-31' };
    expect((await req(servicer, 'POST', '/user/user_subscription/', body)).statusCode).toBe(403);
    expect((await req(servicer, 'POST', '/user/user_subscription/updateStatus', { id: 1, status: 'disabled' })).statusCode).toBe(403);
    expect((await req(servicer, 'DELETE', '/user/user_subscription/1')).statusCode).toBe(403);
    const finance = await t.login('finance');
    expect((await req(finance, 'POST', '/user/user_subscription/renew', { version: 'STANDARD', months: 3 })).statusCode).toBe(403);
  });

  it('bad input is a 400 with msg and writes nothing; unknown ids are not found', async () => {
    const before = (await t.database.db.select().from(subscriptions)).length;
    const range = await req(admin, 'POST', '/user/user_subscription/', { company_id: companyOf(servicer), version: 'STANDARD', starts_on: '2030-12-31', ends_on: '2030-01-01' }, EN);
    expect(range.statusCode).toBe(400);
    expect(range.json().msg).toContain('The end date cannot be before the start date');
    const version = await req(admin, 'POST', '/user/user_subscription/', { company_id: companyOf(servicer), version: 'GOLD', starts_on: '2030-01-01', ends_on: '2030-12-31' }, EN);
    expect(version.statusCode).toBe(400);
    expect(version.json().msg).toContain('version');
    const months = await req(servicer, 'POST', '/user/user_subscription/renew', { version: 'STANDARD', months: 7 }, EN);
    expect(months.statusCode).toBe(400);
    expect(months.json().msg).toContain('months');
    expect((await t.database.db.select().from(subscriptions)).length).toBe(before);
    expect((await req(admin, 'PUT', '/user/user_subscription/999999', { version: 'BASIC', starts_on: '2030-01-01', ends_on: '2030-02-01' })).statusCode).toBe(404);
    expect((await req(admin, 'POST', '/user/user_subscription/', { company_id: 999999, version: 'BASIC', starts_on: '2030-01-01', ends_on: '2030-02-01' })).statusCode).toBe(404);
  });
});

describe('GET /api/user/audit/', () => {
  it('the company’s own audit entries, newest first, searchable; a bad date is a 400 with msg', async () => {
    const res = await req(admin, 'GET', '/user/audit/?action=subscription.&per_page=50');
    expect(res.statusCode).toBe(200);
    const { list, total } = res.json().data;
    expect(total).toBeGreaterThan(0);
    for (const e of list) expect(e.action.startsWith('subscription.')).toBe(true);
    expect(list[0]).toHaveProperty('before');
    expect(list[0]).toHaveProperty('actor_name');
    expect((await req(servicer, 'GET', '/user/audit/?action=subscription.')).json().data.total).toBe(0);
    const bad = await req(admin, 'GET', '/user/audit/?from=yesterday', undefined, EN);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('from');
  });
});
