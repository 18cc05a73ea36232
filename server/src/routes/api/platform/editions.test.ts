import { describe, expect, it } from 'vitest';
import { ZH, type Session } from '../../../test-helpers';
import { withTestApp } from '../../../test-app';

const t = withTestApp();
const admin = t.signIn('admin');
const servicer = t.signIn('servicer');

const req = (method: 'GET' | 'PUT', url: string, payload?: object, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method, url: `/api${url}`, headers: { ...ZH, ...headers }, ...(payload ? { payload } : {}) });
const me = async (s: Session) => (await req('GET', '/user/users/getUserByToken', undefined, s.headers)).json().data;

describe('company edition (platform admin)', () => {
  it('starts at the default edition and sets flags by bitmask; the company reads them from getUserByToken', async () => {
    const companyId = (await me(servicer)).company_id as number;
    expect((await me(servicer)).edition_flags).toBe(1);
    const before = await req('GET', `/platform/company/${companyId}/edition`);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().data).toMatchObject({ id: companyId, type: 'servicer', edition_flags: 1, editions: ['DEFAULT'] });

    const set = await req('PUT', `/platform/company/${companyId}/edition`, { edition_flags: 2 | 16 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toMatchObject({ edition_flags: 18, editions: ['STORE', 'ECOMMERCE'] });
    expect((await me(servicer)).edition_flags).toBe(18);

    // the change is in the platform's audit log with before and after
    const audit = await req('GET', `/system/audit/list?action=company.edition&entity_id=${companyId}`);
    expect(audit.statusCode, audit.body).toBe(200);
    expect(audit.json().data.list[0]).toMatchObject({ action: 'company.edition', before: { edition_flags: 1 }, after: { edition_flags: 18 } });
  });

  it('sets a merchant’s and a delivery company’s edition too (the company review page’s panel), read by their users', async () => {
    for (const [username, type, flags] of [['consignor', 'consignor', 2], ['delivery', 'delivery', 4 | 8]] as const) {
      const user = await t.login(username);
      const companyId = (await me(user)).company_id as number;
      const before = await req('GET', `/platform/company/${companyId}/edition`);
      expect(before.statusCode, before.body).toBe(200);
      expect(before.json().data.type).toBe(type);
      const set = await req('PUT', `/platform/company/${companyId}/edition`, { edition_flags: flags });
      expect(set.statusCode, set.body).toBe(200);
      expect((await me(user)).edition_flags).toBe(flags);
    }
  });

  it('refuses flags outside the five bits with a 400 in the user language, writing nothing', async () => {
    const companyId = (await me(servicer)).company_id as number;
    const current = (await req('GET', `/platform/company/${companyId}/edition`)).json().data.edition_flags;
    for (const bad of [0, 32, 33, -1, 1.5, 'x']) {
      const res = await req('PUT', `/platform/company/${companyId}/edition`, { edition_flags: bad });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().msg).toMatch(/[\u4e00-\u9fff]/);
    }
    expect((await req('GET', `/platform/company/${companyId}/edition`)).json().data.edition_flags).toBe(current);
  });

  it('is for the platform admin only; the platform itself and unknown ids are not found', async () => {
    const companyId = (await me(servicer)).company_id as number;
    expect((await req('PUT', `/platform/company/${companyId}/edition`, { edition_flags: 4 }, servicer.headers)).statusCode).toBe(403);
    expect((await req('GET', `/platform/company/${companyId}/edition`, undefined, servicer.headers)).statusCode).toBe(403);
    const platformId = (await me(admin)).company_id as number;
    expect((await req('GET', `/platform/company/${platformId}/edition`)).statusCode).toBe(404);
    expect((await req('PUT', `/platform/company/${platformId}/edition`, { edition_flags: 4 })).statusCode).toBe(404);
    expect((await req('GET', '/platform/company/999999/edition')).statusCode).toBe(404);
  });
});
