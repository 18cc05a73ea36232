import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../../test-app';

const t = withTestApp();
const s = t.signIn('servicer');
const s2 = t.signIn('servicer2');
const consignor = t.signIn('consignor');

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, session = s) =>
  t.app.inject({ method, url: `/api${url}`, headers: session.headers, ...(payload ? { payload } : {}) });
const check = async (body: object, session = s) => (await call('POST', '/user/banned-areas/check-if-banned', body, session)).json();
const minhang = { province_code: '310000', city_code: '310100', district_code: '310112', consignor_id: '', address: '莘庄镇 1号' };

describe('check-if-banned (spec §7)', () => {
  it('flips to true when a blind area is added and back when it is disabled', async () => {
    expect((await check(minhang)).data).toBe(false);
    const created = await call('POST', '/user/banned-areas', { province_code: '310000', city_code: '310100', district_code: '310112', keywords: '' });
    expect(created.statusCode).toBe(200);
    const row = created.json().data;
    expect(row).toMatchObject({ province: '上海市', city: '市辖区', district: '闵行区', consignor_id: null, keywords: [], status: 1 });
    const banned = await check(minhang);
    expect(banned).toMatchObject({ code: '0', data: true, msg: '该地区暂不收货' });
    expect((await check({ ...minhang, district_code: '310115', address: '' })).data).toBe(false);
    // another servicer's orders are not affected
    expect((await check(minhang, s2)).data).toBe(false);
    await call('PUT', `/user/banned-areas/${row.id}/status`, { status: 0 });
    expect((await check(minhang)).data).toBe(false);
    await call('DELETE', `/user/banned-areas/${row.id}`);
  });

  it('the seeded island district is banned; consignor and keyword rules narrow', async () => {
    expect((await check({ province_code: '310000', city_code: '310100', district_code: '310151' })).data).toBe(true);
    const ningbo = { province_code: '330000', city_code: '330200', district_code: '330225', address: '石浦镇 渔港路' };
    const rid = (await call('GET', '/user/banned-areas?province_code=330000')).json().data.list[0].consignor_id;
    expect(rid).toBeGreaterThan(0);
    expect((await check({ ...ningbo, consignor_id: rid })).data).toBe(true);
    expect((await check({ ...ningbo, consignor_id: rid, address: '丹城 1号' })).data).toBe(false);
    expect((await check(ningbo)).data).toBe(false);
  });

  it("a consignor's check uses its servicer's blind areas and its own resource", async () => {
    expect((await check({ province_code: '310000', city_code: '310100', district_code: '310151' }, consignor)).data).toBe(true);
  });

  it('validates the codes', async () => {
    const res = await call('POST', '/user/banned-areas/check-if-banned', { province_code: '31' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('province_code：格式不正确');
  });
});

describe('blind areas', () => {
  it('names the field of a bad or unknown code and refuses a district without a city', async () => {
    expect((await call('POST', '/user/banned-areas', {})).json().msg).toBe('province_code：必填');
    expect((await call('POST', '/user/banned-areas', { province_code: '990000' })).json().msg).toBe('province_code：地区不存在');
    expect((await call('POST', '/user/banned-areas', { province_code: '310000', city_code: '320500' })).json().msg).toBe('city_code：地区不存在');
    expect((await call('POST', '/user/banned-areas', { province_code: '310000', district_code: '310115' })).json().msg).toBe('city_code：格式不正确');
  });

  it("refuses another company's consignor and hides rows across companies", async () => {
    const other = (await call('GET', '/user/resource_binding/consignor/list', undefined, s2)).json().data.list[0];
    expect((await call('POST', '/user/banned-areas', { province_code: '310000', consignor_id: other.id })).statusCode).toBe(404);
    const mine = (await call('GET', '/user/banned-areas')).json().data.list[0];
    expect((await call('PUT', `/user/banned-areas/${mine.id}`, { province_code: '310000' }, s2)).statusCode).toBe(404);
    expect((await call('PUT', `/user/banned-areas/${mine.id}/status`, { status: 0 }, s2)).statusCode).toBe(404);
    expect((await call('DELETE', `/user/banned-areas/${mine.id}`, undefined, s2)).statusCode).toBe(404);
    expect((await call('GET', '/user/banned-areas', undefined, s2)).json().data.total).toBe(0);
  });

  it('updates a rule with keywords', async () => {
    const row = (await call('POST', '/user/banned-areas', { province_code: '320000', keywords: ['湖心岛'] })).json().data;
    const updated = (await call('PUT', `/user/banned-areas/${row.id}`, { province_code: '320000', city_code: '320500', keywords: '湖心岛，东山', memo: 'x' })).json().data;
    expect(updated).toMatchObject({ city: '苏州市', keywords: ['湖心岛', '东山'], memo: 'x' });
    expect((await check({ province_code: '320000', city_code: '320500', district_code: '320506', address: '东山镇' })).data).toBe(true);
  });
});

describe('town keywords', () => {
  it('a keyword bans matching addresses; duplicates are refused', async () => {
    const addr = { province_code: '440000', city_code: '440300', district_code: '440307', address: '坪地街道 某某村' };
    expect((await check(addr)).data).toBe(false);
    const created = await call('POST', '/user/town-keywords', { keyword: '某某村', province_code: '440000' });
    expect(created.json().data).toMatchObject({ keyword: '某某村', province: '广东省', status: 1 });
    expect((await check(addr)).data).toBe(true);
    expect((await call('POST', '/user/town-keywords', { keyword: '某某村', province_code: '440000' })).json().msg).toBe('该乡镇关键字已存在');
    expect((await call('POST', '/user/town-keywords', { keyword: '' })).json().msg).toBe('keyword：必填');
    const id = created.json().data.id;
    expect((await call('PUT', `/user/town-keywords/${id}/status`, { status: 0 }, s2)).statusCode).toBe(404);
    expect((await call('PUT', `/user/town-keywords/${id}`, { keyword: '某某村', province_code: '440000', status: 0 })).json().data.status).toBe(0);
    expect((await check(addr)).data).toBe(false);
    expect((await call('GET', '/user/town-keywords?keyword=某某')).json().data.total).toBe(1);
    expect((await call('DELETE', `/user/town-keywords/${id}`)).statusCode).toBe(200);
  });
});
