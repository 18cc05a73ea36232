import { describe, expect, it } from 'vitest';
import { WAYBILL_COLUMNS, type WaybillRow } from '../../../../../src/domain/columns/waybill-columns';
import { readXlsx } from '../../../../../workers/xlsx/reader';
import { eq, inArray } from 'drizzle-orm';
import { EDITION } from '../../../../../src/domain/editions';
import { companies, orders } from '../../../db/schema';
import { DEMO_ORDER_COUNTS } from '../../../seed';
import type { AddressNode } from '../../../../../src/domain/auth';
import type { Session } from '../../../test-helpers';
import { withTestApp } from '../../../test-app';

const t = withTestApp();
const servicer = t.signIn('servicer');
const servicer2 = t.signIn('servicer2');

const get = (s: Session, url: string, lang?: string) =>
  t.app.inject({ method: 'GET', url, headers: lang ? { ...s.headers, 'accept-language': lang } : s.headers });

const list = async (s: Session, q = '') => {
  const res = await get(s, `/api/order/waybills/list${q}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { list: WaybillRow[]; total: number };
};

describe('GET /api/order/waybills/list', () => {
  it('pages through the own company, newest first by default', async () => {
    const first = await list(servicer, '?per_page=10');
    expect(first.total).toBe(DEMO_ORDER_COUNTS.servicer);
    expect(first.list).toHaveLength(10);
    const created = first.list.map((r) => r.created_at);
    expect([...created].sort().reverse()).toEqual(created);
    const second = await list(servicer, '?per_page=10&page=2');
    expect(second.list[0].id).not.toBe(first.list[0].id);
    const all = await list(servicer, '?per_page=500');
    expect(all.list).toHaveLength(DEMO_ORDER_COUNTS.servicer);
    expect(new Set(all.list.map((r) => r.id)).size).toBe(all.list.length);
  });

  it('filters by consignor', async () => {
    const all = (await list(servicer, '?per_page=500')).list;
    const name = all.find((r) => r.consignor_name)!.consignor_name;
    const first = (await get(servicer, `/api/user/resource_binding/consignor/list?per_page=50&name=${encodeURIComponent(name)}`)).json().data.list[0] as { id: number };
    const mine = await list(servicer, `?per_page=500&consignor_resource_id=${first.id}`);
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.list.every((r) => r.consignor_name === name)).toBe(true);
    const bad = await get(servicer, '/api/order/waybills/list?consignor_resource_id=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('consignor_resource_id');
  });

  it('filters by store (the STORE edition consignor picker): a consignor account narrows its orders to one of its stores', async () => {
    const consignor = await t.login('consignor');
    const own = await list(consignor, '?per_page=500');
    const userId = consignor.body.data.user.id;
    const stores = (await get(consignor, `/api/user/resource_binding/get_stores_by_consignor_user_id/${userId}?per_page=300`)).json().data.list as { id: number }[];
    const withStore = await t.database.db.select({ id: orders.id, store: orders.storeResourceId }).from(orders).where(inArray(orders.id, own.list.map((r) => r.id)));
    const store = stores.find((s) => withStore.some((o) => o.store === s.id))!;
    expect(store).toBeDefined();
    const narrowed = await list(consignor, `?per_page=500&store_resource_id=${store.id}`);
    const expected = withStore.filter((o) => o.store === store.id).map((o) => o.id).sort();
    expect(narrowed.list.map((r) => r.id).sort()).toEqual(expected);
    expect(narrowed.total).toBeLessThan(own.total);
    // another company's store id finds nothing; a bad id is a 400 naming the field
    const foreign = (await get(servicer2, '/api/user/resource_binding/store/list?per_page=1')).json().data.list[0] as { id: number } | undefined;
    if (foreign) expect((await list(consignor, `?store_resource_id=${foreign.id}`)).total).toBe(0);
    const bad = await get(consignor, '/api/order/waybills/list?store_resource_id=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('store_resource_id');
  });

  it('filters by nos, end_tel, union_end_contact, status and created dates', async () => {
    const all = (await list(servicer, '?per_page=500')).list;
    const [a, b] = all;
    const byNos = await list(servicer, `?nos=${a.order_no},${b.order_no}`);
    expect(byNos.list.map((r) => r.order_no).sort()).toEqual([a.order_no, b.order_no].sort());
    expect((await list(servicer, `?nos=${a.order_no}%20${b.order_no}`)).total).toBe(2);
    const byTel = await list(servicer, `?end_tel=${a.end_tel}`);
    expect(byTel.list.every((r) => r.end_tel.includes(a.end_tel))).toBe(true);
    expect(byTel.total).toBeGreaterThan(0);
    const surname = a.end_contact.slice(0, 1);
    const byContact = await list(servicer, `?union_end_contact=${encodeURIComponent(surname)}&per_page=500`);
    expect(byContact.total).toBe(all.filter((r) => r.end_contact.includes(surname) || r.end_tel.includes(surname) || r.end_address.includes(surname)).length);
    const byAddress = await list(servicer, `?union_end_contact=${encodeURIComponent(a.end_address.slice(0, 4))}`);
    expect(byAddress.total).toBeGreaterThan(0);
    const toSign = await list(servicer, '?status=TO_SIGN,ABNORMAL&per_page=500');
    expect(toSign.total).toBe(all.filter((r) => r.status === 'TO_SIGN' || r.status === 'ABNORMAL').length);
    const day = new Date(Date.parse(a.created_at) + 8 * 3_600_000).toISOString().slice(0, 10);
    const onDay = await list(servicer, `?created_from=${day}&created_to=${day}&per_page=500`);
    expect(onDay.list.some((r) => r.id === a.id)).toBe(true);
    expect(onDay.total).toBeLessThan(all.length);
    expect((await list(servicer, '?union_end_contact=%25')).total).toBe(0);
  });

  it('sorts by whitelisted fields only', async () => {
    const asc = (await list(servicer, '?sort=order_no%20asc&per_page=50')).list.map((r) => r.order_no);
    expect([...asc].sort()).toEqual(asc);
    for (const bad of ['id;drop table orders', 'password asc', 'order_no sideways']) {
      const res = await get(servicer, `/api/order/waybills/list?sort=${encodeURIComponent(bad)}`, 'en');
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toContain('sort');
    }
  });

  it('bad params are a 400 naming the field', async () => {
    for (const [q, field] of [
      ['per_page=501', 'per_page'],
      ['per_page=0', 'per_page'],
      ['page=abc', 'page'],
      ['status=FLYING', 'status'],
      ['created_from=2026-13-45x', 'created_from'],
    ]) {
      const res = await get(servicer, `/api/order/waybills/list?${q}`, 'en');
      expect(res.statusCode, q).toBe(400);
      expect(res.json().msg, q).toContain(field);
    }
  });

  it('filters by end_area_code: a province, city or district code of the destination', async () => {
    const all = (await list(servicer, '?per_page=500')).list;
    const tree = (await t.app.inject({ method: 'GET', url: '/api/map/area/three_level_address' })).json().data as AddressNode;
    const a = all[0];
    const province = tree.children!.find((p) => p.label === a.end_province)!;
    expect(province, a.end_province).toBeTruthy();
    const byProvince = await list(servicer, `?end_area_code=${province.value}&per_page=500`);
    expect(byProvince.total).toBe(all.filter((r) => r.end_province === a.end_province).length);
    expect(byProvince.list.every((r) => r.end_province === a.end_province)).toBe(true);
    const city = province.children!.find((c) => c.label === a.end_city)!;
    const byCity = await list(servicer, `?end_area_code=${city.value}&per_page=500`);
    expect(byCity.total).toBeGreaterThan(0);
    expect(byCity.list.every((r) => r.end_province === a.end_province && r.end_city === a.end_city)).toBe(true);
    const district = city.children!.find((d) => d.label === a.end_district)!;
    const byDistrict = await list(servicer, `?end_area_code=${district.value}&per_page=500`);
    expect(byDistrict.list.some((r) => r.id === a.id)).toBe(true);
    expect(byDistrict.list.every((r) => r.end_district === a.end_district && r.end_city === a.end_city)).toBe(true);
    // combines with the other filters; an area without orders is an empty list
    expect((await list(servicer, `?end_area_code=${province.value}&nos=${a.order_no}`)).total).toBe(1);
    expect((await list(servicer, '?end_area_code=999999')).total).toBe(0);
    for (const bad of ['31000', '3100001', 'abcdef', "310000' or 1=1"]) {
      const res = await get(servicer, `/api/order/waybills/list?end_area_code=${encodeURIComponent(bad)}`, 'en');
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().msg).toContain('end_area_code');
    }
  });

  it("servicer2 sees none of 示例物流's orders; no token is a 401", async () => {
    const mine = (await list(servicer, '?per_page=5')).list[0];
    const other = await list(servicer2, '?per_page=500');
    expect(other.total).toBe(DEMO_ORDER_COUNTS.servicer2);
    expect(other.list.some((r) => r.id === mine.id)).toBe(false);
    expect((await list(servicer2, `?nos=${mine.order_no}`)).total).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/order/waybills/list' })).statusCode).toBe(401);
  });
});

describe('GET /api/order/waybills/export', () => {
  it('streams a valid xlsx with the shared columns and every matching row', async () => {
    const res = await get(servicer, '/api/order/waybills/export?status=TO_SIGN', 'zh-CN');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename="waybills\d{14}\.xlsx"; filename\*=UTF-8''%E8%BF%90%E5%8D%95\d{14}\.xlsx$/);
    const sheet = readXlsx(new Uint8Array(res.rawPayload));
    // the merchant column in the company edition's word, as the list titles it (商家 in the default edition)
    expect(sheet.rows[0]).toEqual(WAYBILL_COLUMNS.map((c) => (c.key === 'consignor_name' ? '商家' : c.title.zh)));
    const expected = await list(servicer, '?status=TO_SIGN&per_page=500');
    expect(sheet.rows.length - 1).toBe(expected.total);
    const orderNos = sheet.rows.slice(1).map((r) => r[0]);
    expect(orderNos).toEqual(expected.list.map((r) => r.order_no));
  });

  it('a store-edition company gets the merchant column titled 店铺 (Store), like its list', async () => {
    const companyId = servicer.body.data.user.company_id;
    await t.database.db.update(companies).set({ editionFlags: EDITION.DEFAULT | EDITION.STORE }).where(eq(companies.id, companyId));
    try {
      const zh = readXlsx(new Uint8Array((await get(servicer, '/api/order/waybills/export?columns=order_no,consignor_name&per_page=1', 'zh-CN')).rawPayload)).rows;
      expect(zh[0]).toEqual(['订单号', '店铺']);
      const en = readXlsx(new Uint8Array((await get(servicer, '/api/order/waybills/export?columns=order_no,consignor_name&per_page=1', 'en')).rawPayload)).rows;
      expect(en[0]).toEqual(['Order no.', 'Store']);
    } finally {
      await t.database.db.update(companies).set({ editionFlags: EDITION.DEFAULT }).where(eq(companies.id, companyId));
    }
  });

  it('exports selected ids with chosen columns in English, never another company\'s rows', async () => {
    const mine = (await list(servicer, '?per_page=3')).list;
    const res = await get(servicer, `/api/order/waybills/export?ids=${mine.map((r) => r.id).join(',')}&columns=end_tel,order_no`, 'en');
    const rows = readXlsx(new Uint8Array(res.rawPayload)).rows;
    expect(rows[0]).toEqual(['Phone', 'Order no.']);
    expect(rows.slice(1)).toEqual(mine.map((r) => [r.end_tel, r.order_no]));
    const foreign = await get(servicer2, `/api/order/waybills/export?ids=${mine.map((r) => r.id).join(',')}`, 'en');
    expect(readXlsx(new Uint8Array(foreign.rawPayload)).rows).toHaveLength(1);
  });

  it('exports only the chosen area; a bad end_area_code is a 400', async () => {
    const a = (await list(servicer, '?per_page=1')).list[0];
    const tree = (await t.app.inject({ method: 'GET', url: '/api/map/area/three_level_address' })).json().data as AddressNode;
    const code = tree.children!.find((p) => p.label === a.end_province)!.value;
    const expected = await list(servicer, `?end_area_code=${code}&per_page=500`);
    const res = await get(servicer, `/api/order/waybills/export?end_area_code=${code}&columns=order_no,end_province`, 'en');
    expect(res.statusCode).toBe(200);
    const rows = readXlsx(new Uint8Array(res.rawPayload)).rows.slice(1);
    expect(rows).toHaveLength(expected.total);
    expect(rows.every((r) => r[1] === a.end_province)).toBe(true);
    const bad = await get(servicer, '/api/order/waybills/export?end_area_code=12', 'en');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('end_area_code');
  });

  it('keyset batches walk every row exactly once, ties included', async () => {
    const scope = { kind: 'company' as const, companyId: servicer.body.data.user.company_id };
    for (const sort of [{ field: 'status' as const, dir: 'asc' as const }, { field: 'created_at' as const, dir: 'desc' as const }]) {
      const ids: number[] = [];
      for await (const batch of t.app.waybills.batches(scope, {}, sort, 7)) ids.push(...batch.map((r) => r.id));
      const paged = await t.app.waybills.list(scope, {}, sort, 1, 500);
      expect(ids).toEqual(paged.list.map((r) => r.id));
    }
  });

  it('exports everything and checks params', async () => {
    const res = await get(servicer, '/api/order/waybills/export?sort=order_no%20asc', 'en');
    const rows = readXlsx(new Uint8Array(res.rawPayload)).rows.slice(1);
    expect(rows).toHaveLength(DEMO_ORDER_COUNTS.servicer);
    const nos = rows.map((r) => String(r[0]));
    expect([...nos].sort()).toEqual(nos);
    const bad = await get(servicer, '/api/order/waybills/export?ids=1,x', 'en');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('ids');
  });
});
