import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, companyReviews, users } from '../../../db/schema';
import type { Session } from '../../../test-helpers';
import { withTestApp } from '../../../test-app';

const t = withTestApp();
const servicer = t.signIn('servicer');
const servicer2 = t.signIn('servicer2');
const EN = { 'accept-language': 'en' };

const req = (s: Session, method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `/api${url}`, headers: { ...s.headers, ...headers }, ...(payload ? { payload } : {}) });

describe('POST /api/user/users/userslogin', () => {
  it('signs in like /login/login: a token, and a 400 with msg for a wrong password', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/user/users/userslogin', payload: { username: 'executor', password: 'executor123', app_code: 'BANG' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe('0');
    expect(typeof res.json().data.token).toBe('string');
    const bad = await t.app.inject({ method: 'POST', url: '/api/user/users/userslogin', headers: EN, payload: { username: 'executor', password: 'nope-nope' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/password/i);
  });
});

describe('GET /api/user/users/getUserList and getUserInfo', () => {
  it('lists the company’s own accounts, main first, paged; getUserInfo answers one of them', async () => {
    const res = await req(servicer, 'GET', '/user/users/getUserList?page=1&per_page=50');
    expect(res.statusCode).toBe(200);
    const { list, total } = res.json().data;
    expect(list[0]).toMatchObject({ username: 'servicer', is_main: true });
    expect(list.map((u: { username: string }) => u.username)).toEqual(expect.arrayContaining(['finance', 'executor']));
    expect(list.map((u: { username: string }) => u.username)).not.toContain('servicer2');
    expect(total).toBe(list.length);
    expect(list[0]).not.toHaveProperty('password_hash');

    const one = await req(servicer, 'GET', '/user/users/getUserList?page=2&per_page=1');
    expect(one.json().data.list).toHaveLength(1);
    expect(one.json().data.list[0].username).toBe(list[1].username);

    const finance = list.find((u: { username: string }) => u.username === 'finance');
    const info = await req(servicer, 'GET', `/user/users/getUserInfo?id=${finance.id}`);
    expect(info.json().data).toMatchObject({ id: finance.id, username: 'finance', is_main: false, main_type: 'servicer' });
  });

  it('another company’s id is not found; a bad id is a 400 with msg', async () => {
    const other = servicer2.body.data.user.id;
    expect((await req(servicer, 'GET', `/user/users/getUserInfo?id=${other}`)).statusCode).toBe(404);
    const bad = await req(servicer, 'GET', '/user/users/getUserInfo?id=abc', undefined, EN);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('id');
  });
});

describe('GET /api/user/users/checkSubLimit and POST createUser', () => {
  it('counts against the edition’s limit and refuses the create past it', async () => {
    const companyId = servicer2.body.data.user.company_id;
    await t.database.db.update(companies).set({ subscribeVersion: 'DRIVER' }).where(eq(companies.id, companyId));
    const before = (await req(servicer2, 'GET', '/user/users/checkSubLimit')).json().data;
    expect(before).toMatchObject({ limit: 2, can_add: before.used < 2 });
    const create = (n: number) =>
      req(servicer2, 'POST', '/user/users/createUser', { nickname: `子${n}`, username: `sub-limit-${n}`, phone: '13912340000', password: 'abc12345', confirm_password: 'abc12345' }, EN);
    for (let n = before.used; n < 2; n++) expect((await create(n)).statusCode).toBe(200);
    const after = (await req(servicer2, 'GET', '/user/users/checkSubLimit')).json().data;
    expect(after).toEqual({ limit: 2, used: 2, can_add: false });
    const refused = await create(9);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe('The sub-account limit (2) has been reached');
    expect(await t.database.db.select().from(users).where(eq(users.username, 'sub-limit-9'))).toHaveLength(0);
    const viaSubUser = await req(servicer2, 'POST', '/user/sub_user/create', { nickname: 'x', username: 'sub-limit-10', phone: '13912340000', password: 'abc12345', confirm_password: 'abc12345' });
    expect(viaSubUser.json().msg).toBe('子账号数量已达上限（2个）');
  });

  it('createUser refuses a bad body with msg, and sub-accounts may not create', async () => {
    const bad = await req(servicer, 'POST', '/user/users/createUser', { nickname: '', username: 'x' }, EN);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBeTruthy();
    const finance = await t.login('finance');
    const refused = await req(finance, 'POST', '/user/users/createUser', { nickname: 'a', username: 'abcd1', phone: '13912340000', password: 'abc12345', confirm_password: 'abc12345' });
    expect(refused.statusCode).toBe(403);
  });
});

describe('POST /api/user/users/updateUserStatus', () => {
  it('disables and enables the company’s sub-account; another company’s user or a main account is not found', async () => {
    const [executor] = await t.database.db.select().from(users).where(eq(users.username, 'executor'));
    const off = await req(servicer, 'POST', '/user/users/updateUserStatus', { id: executor.id, status: 0 });
    expect(off.json().data).toMatchObject({ id: executor.id, status: 0 });
    expect((await t.database.db.select().from(users).where(eq(users.id, executor.id)))[0].status).toBe(0);
    expect((await req(servicer, 'POST', '/user/users/updateUserStatus', { id: executor.id, status: 1 })).statusCode).toBe(200);
    expect((await t.database.db.select().from(users).where(eq(users.id, executor.id)))[0].status).toBe(1);

    expect((await req(servicer2, 'POST', '/user/users/updateUserStatus', { id: executor.id, status: 0 })).statusCode).toBe(404);
    expect((await req(servicer, 'POST', '/user/users/updateUserStatus', { id: servicer.body.data.user.id, status: 0 })).statusCode).toBe(404);
    const bad = await req(servicer, 'POST', '/user/users/updateUserStatus', { id: executor.id, status: 7 }, EN);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('status');
  });
});

describe('GET /api/user/users/getCumulative and isServicerRegist', () => {
  it('the company’s all-time figures', async () => {
    const res = await req(servicer, 'GET', '/user/users/getCumulative');
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.order_total).toBeGreaterThan(0);
    expect(d.order_signed).toBeLessThanOrEqual(d.order_total);
    expect(d.account_total).toBeGreaterThanOrEqual(3);
    expect(d.days_used).toBeGreaterThanOrEqual(1);
  });

  it('a servicer with an approved review is registered; a consignor company is not', async () => {
    expect((await req(servicer, 'GET', '/user/users/isServicerRegist')).json().data).toMatchObject({ is_regist: true, company_type: 'servicer' });
    const consignor = await t.login('consignor');
    expect((await req(consignor, 'GET', '/user/users/isServicerRegist')).json().data).toMatchObject({ is_regist: false, company_type: 'consignor' });
  });
});

describe('POST /api/user/users/dataComplete', () => {
  it('requires every detail (400 with msg, nothing written) and sends a rejected review back to the queue', async () => {
    const companyId = servicer2.body.data.user.company_id;
    const missing = await req(servicer2, 'POST', '/user/users/dataComplete', { name: '远方快运', contact_name: '', contact_phone: '02885550000', address: '成都', license_no: 'L1' }, EN);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toContain('contact_name');
    await t.database.db
      .insert(companyReviews)
      .values({ companyId, status: 'rejected', reason: '缺资料' })
      .onConflictDoUpdate({ target: companyReviews.companyId, set: { status: 'rejected', reason: '缺资料' } });
    const done = await req(servicer2, 'POST', '/user/users/dataComplete', { name: '远方快运有限公司', contact_name: '李四', contact_phone: '02885550000', address: '成都市高新区', license_no: '91510100X' });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.review_status).toBe('pending');
    const [company] = await t.database.db.select().from(companies).where(eq(companies.id, companyId));
    expect(company.name).toBe('远方快运有限公司');
  });
});
