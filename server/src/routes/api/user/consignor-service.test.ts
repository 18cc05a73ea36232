import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { configItems, products, resources } from '../../../db/schema';
import type { Session } from '../../../test-helpers';
import { withTestApp } from '../../../test-app';

const t = withTestApp();
const servicer = t.signIn('servicer');
const servicer2 = t.signIn('servicer2');
const consignor = t.signIn('consignor');
const EN = { 'accept-language': 'en' };

const req = (s: Session, method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `/api${url}`, headers: { ...s.headers, ...headers }, ...(payload ? { payload } : {}) });

const companyOf = (s: Session) => s.body.data.user.company_id;

describe('/api/user/consignor/*', () => {
  it('getList lists the servicer’s own merchants only, paged', async () => {
    const res = await req(servicer, 'GET', '/user/consignor/getList?page=1&per_page=100');
    expect(res.statusCode).toBe(200);
    const { list, total } = res.json().data;
    expect(list.length).toBeGreaterThan(0);
    expect(total).toBeGreaterThanOrEqual(list.length);
    const own = await t.database.db.select({ id: resources.id }).from(resources).where(and(eq(resources.companyId, companyOf(servicer)), eq(resources.objectType, 'consignor')));
    const ownIds = new Set(own.map((r) => r.id));
    for (const row of list) expect(ownIds.has(row.id)).toBe(true);
    expect(list[0]).toHaveProperty('settle_type_code');
  });

  it('getInfo: the servicer’s merchant, the consignor’s own record; another company’s id is not found', async () => {
    const [mine] = await t.database.db.select().from(resources).where(and(eq(resources.companyId, companyOf(servicer)), eq(resources.objectType, 'consignor'))).limit(1);
    const info = await req(servicer, 'GET', `/user/consignor/getInfo?id=${mine.id}`);
    expect(info.json().data).toMatchObject({ id: mine.id, name: mine.name });
    expect((await req(servicer2, 'GET', `/user/consignor/getInfo?id=${mine.id}`)).statusCode).toBe(404);
    const own = await req(consignor, 'GET', '/user/consignor/getInfo');
    expect(own.statusCode).toBe(200);
    expect(own.json().data.id).toBeGreaterThan(0);
    const bad = await req(servicer, 'GET', '/user/consignor/getInfo?id=x', undefined, EN);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('id');
  });

  it('add creates a merchant with the spec’s defaults; a bad body is a 400 with msg and writes nothing', async () => {
    const res = await req(servicer, 'POST', '/user/consignor/add', { name: '新货主甲', phone: '13911112222' });
    expect(res.statusCode).toBe(200);
    const id = res.json().data.resource_id;
    expect(res.json().data.res_consignor_id).toBe(id);
    const [row] = await t.database.db.select().from(resources).where(eq(resources.id, id));
    expect(row).toMatchObject({ companyId: companyOf(servicer), objectType: 'consignor', settleTypeCode: 'PAY_NOW', objectSubType: null });
    const before = (await t.database.db.select().from(resources)).length;
    const bad = await req(servicer, 'POST', '/user/consignor/add', { name: '' }, EN);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBeTruthy();
    expect((await t.database.db.select().from(resources)).length).toBe(before);
  });
});

describe('GET /api/order/stats/statusSum/consignor/', () => {
  it('the merchant’s counts by status: its own for a consignor, the named one for its servicer', async () => {
    const own = await req(consignor, 'GET', '/order/stats/statusSum/consignor/');
    expect(own.statusCode).toBe(200);
    const d = own.json().data;
    expect(d.total).toBe(d.list.reduce((s: number, r: { count: number }) => s + r.count, 0));
    expect(d.total).toBeGreaterThan(0);
    const viaServicer = await req(servicer, 'GET', `/order/stats/statusSum/consignor/?consignor_id=${d.consignor_id}`);
    expect(viaServicer.json().data).toEqual(d);
    const all = await req(servicer, 'GET', '/order/stats/statusSum');
    expect(all.json().data.total).toBeGreaterThanOrEqual(d.total);
  });

  it('another company’s merchant is not found; a servicer must name one (400 with msg)', async () => {
    const own = (await req(consignor, 'GET', '/order/stats/statusSum/consignor/')).json().data;
    expect((await req(servicer2, 'GET', `/order/stats/statusSum/consignor/?consignor_id=${own.consignor_id}`)).statusCode).toBe(404);
    const missing = await req(servicer, 'GET', '/order/stats/statusSum/consignor/', undefined, EN);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toBe('Choose a consignor');
  });
});

describe('GET /api/user/user_config/get_info and /api/ms-fahuobao-order/FhbOrder/getProductInfo', () => {
  it('get_info answers one config item; an unknown code is not found; a missing code is a 400 with msg', async () => {
    const [item] = await t.database.db.select().from(configItems).where(and(isNull(configItems.companyId), eq(configItems.status, 1))).limit(1);
    const res = await req(servicer, 'GET', `/user/user_config/get_info?category_code=${item.categoryCode}&code=${item.code}`);
    expect(res.json().data).toEqual({ code: item.code, name: item.name, js: item.js });
    expect((await req(servicer, 'GET', `/user/user_config/get_info?category_code=${item.categoryCode}&code=NO_SUCH`)).statusCode).toBe(404);
    const bad = await req(servicer, 'GET', `/user/user_config/get_info?category_code=${item.categoryCode}`, undefined, EN);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('code');
  });

  it('getProductInfo: the company’s product by code (success, name, code); another company’s code is not found', async () => {
    const [mine] = await t.database.db.select().from(products).where(eq(products.companyId, companyOf(servicer))).limit(1);
    const res = await req(servicer, 'GET', `/ms-fahuobao-order/FhbOrder/getProductInfo?code=${mine.code}`);
    expect(res.json()).toMatchObject({ code: '0', data: { name: mine.name, code: mine.code } });
    const other = await req(servicer2, 'GET', `/ms-fahuobao-order/FhbOrder/getProductInfo?code=${mine.code}`, undefined, EN);
    expect(other.statusCode).toBe(404);
    expect(other.json().msg).toBe('No product has this code');
    expect((await req(servicer, 'GET', '/ms-fahuobao-order/FhbOrder/getProductInfo', undefined, EN)).json().msg).toContain('code');
  });
});
