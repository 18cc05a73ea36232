import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bannedAreas, orderEvents, orders, products, resources, users } from '../../../db/schema';
import type { Session } from '../../../test-helpers';
import { withTestApp } from '../../../test-app';

const t = withTestApp();
let servicer: Session;
let servicer2: Session;
let consignor: Session;
let driver: Session;
let company: number;
let consignorResource: number;
let storeOfConsignor: number;
let otherStore: number;
let productId: number;
let foreignProduct: number;
let deliveryResource: number;

beforeAll(async () => {
  [servicer, servicer2, consignor, driver] = await Promise.all(['servicer', 'servicer2', 'consignor', 'driver'].map((u) => t.login(u)));
  company = servicer.body.data.user.company_id;
  const db = t.database.db;
  consignorResource = (await db.select().from(users).where(eq(users.username, 'consignor')))[0].resourceId!;
  const stores = await db.select().from(resources).where(and(eq(resources.companyId, company), eq(resources.objectType, 'store')));
  storeOfConsignor = stores.find((s) => s.parentId === consignorResource)?.id ?? 0;
  otherStore = stores.find((s) => s.parentId !== consignorResource)!.id;
  productId = (await db.select().from(products).where(eq(products.companyId, company)).limit(1))[0].id;
  foreignProduct = (await db.select().from(products).where(eq(products.companyId, servicer2.body.data.user.company_id)).limit(1))[0]?.id ?? 999999;
  deliveryResource = (await db.select().from(resources).where(and(eq(resources.companyId, company), eq(resources.objectSubType, 'T_PZ'))).limit(1))[0].id;
});

const base = () => ({
  variant: 'waybill',
  consignor_resource_id: consignorResource,
  end_contact: '陈小姐',
  end_tel: '13912345678',
  end_province_code: '310000',
  end_city_code: '310100',
  end_district_code: '310101',
  end_address: '南京东路100号',
  products: [{ product_id: productId, quantity: 2 }],
  services_pkg_code: 'DELIVERY_INSTALL',
});

const create = (s: Session, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/order/orders', headers: { ...s.headers, ...headers }, payload: body });
const orderRow = async (id: number) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];

describe('POST /api/order/orders', () => {
  it('creates a draft with resolved names, products, package count and a create event', async () => {
    const res = await create(servicer, { ...base(), memo: '轻放', print_memo: '0012' });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({ status: 'DRAFT', existing: false });
    expect(d.order_no).toMatch(/^2\d{14}$/);
    const row = await orderRow(d.id);
    expect(row).toMatchObject({ companyId: company, endProvince: '上海市', endDistrictCode: '310101', servicesPkgName: '送装', printMemo: '0012', createVariant: 'waybill', businessType: 'E-COMMERCE' });
    expect(row.products[0]).toMatchObject({ product_id: productId, quantity: 2 });
    expect(row.package).toBe(row.products[0].package * 2);
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, d.id));
    expect(events.map((e) => e.action)).toEqual(['create']);
  });

  it('submits at once when asked: a servicer waybill skips review, a consignor pre-order goes to review', async () => {
    const waybill = (await create(servicer, { ...base(), submit: true })).json().data;
    expect(waybill.status).toBe('TO_RECEIVE');
    const pre = await create(consignor, { ...base(), variant: 'pre-order', consignor_resource_id: undefined, submit: true });
    expect(pre.statusCode, pre.body).toBe(200);
    expect(pre.json().data.status).toBe('PENDING_REVIEW');
    const row = await orderRow(pre.json().data.id);
    expect(row.consignorResourceId).toBe(consignorResource);
    expect(row.companyId).toBe(company);
    const dealer = await create(consignor, { ...base(), variant: 'dealership', store_resource_id: storeOfConsignor || undefined, submit: true });
    if (storeOfConsignor) expect((await orderRow(dealer.json().data.id)).reviewKind).toBe('DEALERSHIP');
  });

  it('a consignor cannot create for another consignor', async () => {
    const other = (await t.database.db.select().from(resources).where(and(eq(resources.companyId, company), eq(resources.objectType, 'consignor'))).limit(5)).find((r) => r.id !== consignorResource)!;
    const res = await create(consignor, { ...base(), consignor_resource_id: other.id });
    expect(res.statusCode).toBe(200);
    expect((await orderRow(res.json().data.id)).consignorResourceId).toBe(consignorResource);
  });

  it('refuses bad input with the field named, and writes nothing', async () => {
    const before = (await t.database.db.select().from(orders).where(eq(orders.companyId, company))).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base(), end_tel: '12345' }, 'end_tel：请输入正确的手机号或座机号'],
      [{ ...base(), end_contact: '' }, 'end_contact'],
      [{ ...base(), products: [] }, 'products'],
      [{ ...base(), products: [{ product_id: foreignProduct, quantity: 1 }] }, `产品不存在：${foreignProduct}`],
      [{ ...base(), end_district_code: '320102' }, '收货地址的省市区不正确'],
      [{ ...base(), services_pkg_code: 'NOPE' }, '服务包不存在：NOPE'],
      [{ ...base(), variant: '3pl' }, 'shipping_no：必填'],
      [{ ...base(), variant: '3pl', shipping_no: 'ABC' }, 'shipping_no：请输入12位运单号（字母或数字）'],
      [{ ...base(), store_resource_id: otherStore }, '店铺不存在或不属于该商家'],
      [{ ...base(), delivery_resource_id: deliveryResource }, 'delivery_resource_id：该类型订单不支持此字段'],
      [{ ...base(), status: 'ARCHIVED' }, 'status'],
      [{ ...base(), variant: 'unknown' }, 'variant'],
    ];
    for (const [body, msg] of cases) {
      const res = await create(servicer, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().msg).toContain(msg);
    }
    expect((await create(driver, base())).statusCode).toBe(403);
    expect((await create(consignor, { ...base(), variant: 'saas' })).json().msg).toBe('当前账号不能创建该类型的订单');
    expect((await t.database.db.select().from(orders).where(eq(orders.companyId, company))).length).toBe(before);
  });

  it("refuses an address in the company's blind area with the spec message", async () => {
    await t.database.db.insert(bannedAreas).values({ companyId: company, provinceCode: '310000', cityCode: '310100', districtCode: '310115', consignorId: null, keywords: [] } as typeof bannedAreas.$inferInsert);
    const res = await create(servicer, { ...base(), end_district_code: '310115' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('该地区暂不收货');
    // another company's blind areas do not apply
    expect((await create(servicer2, { ...base(), consignor_resource_id: undefined, end_district_code: '310115' })).json().msg).not.toBe('该地区暂不收货');
  });

  it('is idempotent by client order number and by Idempotency-Key, also concurrently', async () => {
    const a = (await create(servicer, { ...base(), client_order_no: 'ERP-0001' })).json().data;
    const b = (await create(servicer, { ...base(), client_order_no: 'ERP-0001' })).json().data;
    expect(b).toMatchObject({ id: a.id, existing: true });
    const raced = await Promise.all([1, 2, 3].map(() => create(servicer, base(), { 'idempotency-key': 'outbox-create-0001' })));
    // one creates; a repeat arriving meanwhile is told to come back later (402); a later repeat gets the stored answer
    expect(raced.every((r) => r.statusCode === 200 || r.statusCode === 402)).toBe(true);
    const created = raced.filter((r) => r.statusCode === 200);
    expect(new Set(created.map((r) => r.json().data.id)).size).toBe(1);
    expect(created.filter((r) => r.headers['idempotent-replayed'] === undefined)).toHaveLength(1);
    const later = await create(servicer, base(), { 'idempotency-key': 'outbox-create-0001' });
    expect(later.headers['idempotent-replayed']).toBe('true');
    expect(later.json().data.id).toBe(created[0].json().data.id);
  });
});

describe('entered orders', () => {
  it('mine=1 lists only the orders the signed-in user created', async () => {
    const own = (await create(consignor, { ...base(), consignor_resource_id: undefined })).json().data;
    const theirs = (await create(servicer, base())).json().data;
    const list = async (s: Session) =>
      ((await t.app.inject({ method: 'GET', url: `/api/order/waybills/list?mine=1&per_page=500&nos=${own.order_no},${theirs.order_no}`, headers: s.headers })).json().data.list as { order_no: string }[]).map((r) => r.order_no);
    expect(await list(consignor)).toEqual([own.order_no]);
    expect(await list(servicer)).toEqual([theirs.order_no]);
  });
});

describe('PUT /api/order/orders/{key}', () => {
  it('edits a draft, records the changed fields, and refuses once it is out of the editable statuses', async () => {
    const d = (await create(consignor, { ...base(), consignor_resource_id: undefined })).json().data;
    const put = (s: Session, body: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: `/api/order/orders/${d.id}`, headers: s.headers, payload: body });
    const res = await put(consignor, { ...base(), consignor_resource_id: undefined, end_contact: '陈女士', version: 0 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ version: 1, changed: ['endContact'] });
    expect((await put(consignor, { ...base(), consignor_resource_id: undefined, version: 0 })).json().msg).toBe(`订单${d.order_no}已被他人修改，请刷新后重试`);
    expect((await put(servicer2, base())).statusCode).toBe(404);
    await t.app.inject({ method: 'POST', url: `/api/order/orders/${d.id}/actions/submit`, headers: consignor.headers, payload: {} });
    const late = await put(consignor, { ...base(), consignor_resource_id: undefined });
    expect(late.statusCode).toBe(400);
    expect(late.json().msg).toBe(`订单${d.order_no}当前状态为“待审核”，不能编辑`);
    expect((await put(servicer, { ...base(), end_address: '南京东路200号' })).statusCode).toBe(200);
    expect((await orderRow(d.id)).endAddress).toBe('南京东路200号');
  });
});

describe('POST /api/order/orders/import', () => {
  it('imports the valid rows, reports the bad one, and re-importing the same file creates nothing', async () => {
    const rows = [
      { ...base(), row_key: 'file1-r1' },
      { ...base(), end_tel: 'x', row_key: 'file1-r2' },
      { ...base(), end_contact: '王先生', row_key: 'file1-r3', submit: true },
    ];
    const first = await t.app.inject({ method: 'POST', url: '/api/order/orders/import', headers: servicer.headers, payload: { rows } });
    expect(first.statusCode, first.body).toBe(200);
    const d1 = first.json().data;
    expect(d1).toMatchObject({ created: 2, existing: 0, failed: 1 });
    expect(d1.list[1]).toMatchObject({ row: 2, ok: false });
    expect(d1.list[1].msg).toContain('end_tel');
    const second = (await t.app.inject({ method: 'POST', url: '/api/order/orders/import', headers: servicer.headers, payload: { rows } })).json().data;
    expect(second).toMatchObject({ created: 0, existing: 2, failed: 1 });
    expect(second.list[0].order_no).toBe(d1.list[0].order_no);
  });
});
