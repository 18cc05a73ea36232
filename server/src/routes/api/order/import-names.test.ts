/** Import rows by name (商家, 店铺, 产品, 配送服务商, 省/市/区): the resolve preview and the import, on a real PGlite. */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bannedAreas, orders, products, resources } from '../../../db/schema';
import { resolveImportRows } from '../../../repositories/import-names';
import type { Session } from '../../../test-helpers';
import { withTestApp } from '../../../test-app';

const t = withTestApp();
const servicer = t.signIn('servicer');
const consignorUser = t.signIn('consignor');
let company: number;
let sofa: { id: number; code: string; name: string };
let shiliId: number;

beforeAll(async () => {
  company = servicer.body.data.user.company_id;
  const db = t.database.db;
  const [p] = await db.select().from(products).where(and(eq(products.companyId, company), eq(products.name, '北欧布艺三人沙发')));
  sofa = { id: p.id, code: p.code, name: p.name };
  shiliId = (await db.select().from(resources).where(and(eq(resources.companyId, company), eq(resources.name, '示例商贸'))))[0].id;
  // two products of one name (ambiguous), a latin-named one (case), a consignor and a supplier of one name
  await db.insert(products).values([
    { companyId: company, code: 'DUP-A', name: '重名餐桌' },
    { companyId: company, code: 'DUP-B', name: '重名餐桌' },
    { companyId: company, code: 'LAT-1', name: 'Nordic Sofa XL' },
  ]);
  await db.insert(resources).values([
    { companyId: company, objectType: 'consignor', name: '同名商家' },
    { companyId: company, objectType: 'supplier', name: '同名商家' },
  ]);
  await db.insert(bannedAreas).values({ companyId: company, provinceCode: '440000', cityCode: '440300', districtCode: '440306', consignorId: null, keywords: [] } as typeof bannedAreas.$inferInsert);
});

/** a row the way the screen sends it: names, one product line '北欧布艺三人沙发*2', the area as names */
const named = (extra: Record<string, unknown> = {}) => ({
  variant: 'waybill',
  consignor_name: '示例商贸',
  store_name: '示例商贸天猫旗舰店',
  end_contact: '陈小姐',
  end_tel: '13912345678',
  end_province_name: '广东省',
  end_city_name: '深圳市',
  end_district_name: '南山区',
  end_address: '科技园1号',
  products: [{ product_name: '北欧布艺三人沙发', quantity: 2 }],
  services_pkg_code: 'DELIVERY',
  ...extra,
});

const resolve = (s: Session, rows: Record<string, unknown>[]) => t.app.inject({ method: 'POST', url: '/api/order/import/resolve', headers: s.headers, payload: { rows } });
const importRows = (s: Session, rows: Record<string, unknown>[]) => t.app.inject({ method: 'POST', url: '/api/order/orders/import', headers: s.headers, payload: { rows } });

/** counts the statements the database runs while fn runs */
async function countQueries<T>(fn: () => Promise<T>): Promise<{ result: T; count: number }> {
  const client = (t.database.db as unknown as { $client: { query: (...a: unknown[]) => Promise<unknown> } }).$client;
  const original = client.query;
  let count = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    // the maintenance switch's re-read (every 5 s, whichever request comes then) is no statement of the request's
    if (!/"system_settings"/.test(String(args[0]))) count += 1;
    return original.apply(this, args);
  };
  try {
    return { result: await fn(), count };
  } finally {
    client.query = original;
  }
}

describe('POST /api/order/import/resolve', () => {
  it('resolves names and codes (trimmed, latin case ignored) and area names to codes', async () => {
    const res = await resolve(servicer, [
      named({ row: 2 }),
      named({ row: 3, consignor_name: '  示例商贸 ', products: [{ product_name: sofa.code.toLowerCase(), quantity: 1 }, { product_name: 'nordic sofa xl', quantity: 3 }] }),
      named({ row: 4, end_province_name: '上海市', end_city_name: '', end_district_name: '黄浦区', services_pkg_code: '送装' }),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data.list;
    expect(list.map((r: { ok: boolean }) => r.ok)).toEqual([true, true, true]);
    expect(list[0]).toMatchObject({ row: 2, shown: { consignor: '示例商贸', store: '示例商贸天猫旗舰店', area: '广东省/深圳市/南山区', products: '北欧布艺三人沙发*2' } });
    expect((await resolve(servicer, [named({ services_pkg_code: '不存在的服务包' })])).json().data.list[0]).toMatchObject({ ok: false, msg: '服务包不存在：不存在的服务包' });
    expect(list[1].shown.products).toBe('北欧布艺三人沙发*1; Nordic Sofa XL*3');
    expect(list[2].shown.area).toBe('上海市/黄浦区');
    // the payload the import builds from it: ids and codes
    const [r] = await resolveImportRows(t.database.db, { companyId: company, ownConsignorResourceId: null }, [named()]);
    expect(r.payload).toMatchObject({ consignor_resource_id: shiliId, end_province_code: '440000', end_city_code: '440300', end_district_code: '440305', products: [{ product_id: sofa.id, quantity: 2 }] });
    expect(r.payload).not.toHaveProperty('consignor_name');
  });

  it('unknown and ambiguous names give the row its message (zh and en); another company’s names are unknown', async () => {
    const res = await resolve(servicer, [
      named({ row: 2, consignor_name: '不存在的商家' }),
      named({ row: 3, consignor_name: '同名商家', store_name: undefined }),
      named({ row: 4, products: [{ product_name: '重名餐桌', quantity: 1 }] }),
      named({ row: 5, consignor_name: '川味家居', store_name: undefined }), // servicer2's consignor
      named({ row: 6, end_district_name: '不存在区' }),
      named({ row: 7, store_name: '优居家具天猫店' }), // another consignor's store
      named({ row: 8, delivery_name: '快装到家', variant: 'saas' }),
      named({ row: 9, delivery_name: '蜀安装', variant: 'saas' }), // servicer2's provider
    ]);
    const list = res.json().data.list as { row: number; ok: boolean; msg?: string; shown: Record<string, string> }[];
    expect(list.map((r) => r.msg ?? 'ok')).toEqual([
      '第2行：商家「不存在的商家」不存在',
      '第3行：商家「同名商家」有多个同名记录，请改填商家ID',
      '第4行：产品「重名餐桌」有多个同名记录，请改填产品编码',
      '第5行：商家「川味家居」不存在',
      '第6行：收货地区「广东省/深圳市/不存在区」不存在',
      '第7行：店铺「优居家具天猫店」不属于该商家',
      'ok',
      '第9行：配送服务商「蜀安装」不存在',
    ]);
    expect(list[6].shown.delivery).toBe('快装到家');
    const en = await t.app.inject({ method: 'POST', url: '/api/order/import/resolve', headers: { ...servicer.headers, 'accept-language': 'en-GB' }, payload: { rows: [named({ row: 2, consignor_name: 'Nobody' })] } });
    expect(en.json().data.list[0].msg).toBe('Row 2: consignor "Nobody" does not exist');
    // the code resolves what the name cannot
    const dup = await db().select().from(products).where(eq(products.code, 'DUP-B'));
    const byCode = (await resolve(servicer, [named({ products: [{ product_name: 'dup-b', quantity: 1 }] })])).json().data.list[0];
    expect(byCode).toMatchObject({ ok: true, shown: { products: `${dup[0].name}*1` } });
  });

  it('still checks the blind area and the form schema per row; id columns keep working', async () => {
    const res = await resolve(servicer, [
      named({ row: 2, end_district_name: '宝安区' }),
      named({ row: 3, end_tel: '12345' }),
      { variant: 'waybill', row: 4, consignor_resource_id: shiliId, end_contact: '李', end_tel: '13912345678', end_province_code: '310000', end_city_code: '310100', end_district_code: '310101', end_address: '南京东路1号', products: [{ product_id: sofa.id, quantity: 1 }], services_pkg_code: 'DELIVERY' },
    ]);
    const list = res.json().data.list;
    expect(list[0]).toMatchObject({ ok: false, msg: '该地区暂不收货' });
    expect(list[1].ok).toBe(false);
    expect(list[1].msg).toContain('end_tel');
    expect(list[2]).toMatchObject({ ok: true, shown: { consignor: '示例商贸', area: '上海市/黄浦区', products: '北欧布艺三人沙发*1' } });
  });

  it('a consignor account imports for itself: the 商家 column is ignored, its stores resolve', async () => {
    const res = await resolve(consignorUser, [named({ variant: 'pre-order', consignor_name: '不存在的商家' })]);
    expect(res.json().data.list[0]).toMatchObject({ ok: true, shown: { consignor: '示例商贸', store: '示例商贸天猫旗舰店' } });
    const other = await resolve(consignorUser, [named({ variant: 'pre-order', store_name: '优居家具天猫店' })]);
    expect(other.json().data.list[0].msg).toBe('第1行：店铺「优居家具天猫店」不存在');
  });

  it('10 000 rows resolve with one query per kind of record (counted, not timed)', async () => {
    const scope = { companyId: company, ownConsignorResourceId: null };
    const rows = Array.from({ length: 10_000 }, (_, i) =>
      named({ row: i + 2, consignor_name: i % 2 ? '示例商贸' : '优居家具', store_name: undefined, delivery_name: i % 3 ? '快装到家' : '安心配装', products: [{ product_name: i % 5 ? '北欧布艺三人沙发' : sofa.code, quantity: 1 }, { product_name: `不存在产品${i % 7}`, quantity: 1 }] }),
    );
    const direct = await countQueries(() => resolveImportRows(t.database.db, scope, rows));
    expect(direct.count).toBe(4); // consignors, deliveries, products, areas (no store names in these rows)
    expect(direct.result).toHaveLength(10_000);
    expect(direct.result[9_999].problems[0]).toMatchObject({ key: 'importProductUnknown' });
    // through the endpoint: the same number of statements for 3 rows as for 10 000
    const few = await countQueries(() => resolve(servicer, rows.slice(0, 3)));
    const many = await countQueries(() => resolve(servicer, rows));
    expect(many.result.statusCode).toBe(200);
    expect(many.result.json().data.list).toHaveLength(10_000);
    expect(many.count).toBe(few.count);
  });
});

describe('POST /api/order/orders/import with names', () => {
  it('mixed valid and invalid rows: per-row results, the server re-resolves, a second import creates nothing', async () => {
    const rows = [
      { ...named({ row: 2, end_contact: '名称导入一' }), row_key: 'names-r1' },
      { ...named({ row: 3, consignor_name: '没有这个商家' }), row_key: 'names-r2' },
      { ...named({ row: 4, end_contact: '名称导入三', services_pkg_code: '送装', products: [{ product_name: sofa.code, quantity: 1 }, { product_name: 'Nordic Sofa XL', quantity: 2 }] }), row_key: 'names-r3' },
      { ...named({ row: 5, end_district_name: '宝安区' }), row_key: 'names-r4' },
    ];
    const first = await importRows(servicer, rows);
    expect(first.statusCode, first.body).toBe(200);
    const d = first.json().data;
    expect(d).toMatchObject({ created: 2, existing: 0, failed: 2 });
    expect(d.list.map((r: { ok: boolean }) => r.ok)).toEqual([true, false, true, false]);
    expect(d.list[1].msg).toBe('第3行：商家「没有这个商家」不存在');
    expect(d.list[3].msg).toBe('该地区暂不收货');
    const [order] = await db().select().from(orders).where(eq(orders.orderNo, d.list[2].order_no));
    expect(order).toMatchObject({ servicesPkgCode: 'DELIVERY_INSTALL', servicesPkgName: '送装', companyId: company, consignorResourceId: shiliId, endProvince: '广东省', endCity: '深圳市', endDistrict: '南山区', endDistrictCode: '440305' });
    expect(order.products.map((p) => [p.name, p.quantity])).toEqual([
      ['北欧布艺三人沙发', 1],
      ['Nordic Sofa XL', 2],
    ]);
    const again = (await importRows(servicer, rows)).json().data;
    expect(again).toMatchObject({ created: 0, existing: 2, failed: 2 });
    expect(again.list[0].order_no).toBe(d.list[0].order_no);
  });
});

const db = () => t.database.db;
