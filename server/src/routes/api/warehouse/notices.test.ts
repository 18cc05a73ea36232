import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products, resources, users, warehouses } from '../../../db/schema';
import { hashPassword } from '../../../lib/passwords';
import type { Session } from '../../../test-helpers';
import { withTestApp } from '../../../test-app';

const t = withTestApp();
const servicer = t.signIn('servicer');
const servicer2 = t.signIn('servicer2');
const merchant = t.signIn('consignor');
/** another merchant of the same servicer */
let merchant2: Session;
/** a merchant of another servicer company */
let foreignMerchant: Session;
let wh: { id: number; name: string };
let locs: { id: number; code: string }[];
let prods: { id: number; code: string; name: string }[];
let resourceId: number;
let foreign: { productId: number; warehouseId: number };

/** a consignor account acting as `resource` at `servicerId` (the seed has one merchant; tenancy needs more) */
async function merchantAccount(username: string, servicerId: number, resource: number): Promise<Session> {
  const db = t.database.db;
  const [base] = await db.select().from(users).where(eq(users.username, 'consignor'));
  await db.insert(users).values({ companyId: base.companyId, username, passwordHash: await hashPassword('merchant123'), nickname: username, mainType: 'consignor', appCodes: ['DA'], resourceId: resource, servicerId });
  return t.login(username, 'merchant123', 'DA');
}

beforeAll(async () => {
  [wh] = (await call(servicer, 'GET', '/user/warehouse/all?per_page=300')).json().data.list;
  locs = (await call(servicer, 'GET', `/user/basic/storage-locations?warehouse_id=${wh.id}&per_page=50`)).json().data.list;
  prods = (await call(servicer, 'GET', '/user/product/getAllProduct')).json().data.list;
  const db = t.database.db;
  const [me] = await db.select().from(users).where(eq(users.username, 'consignor'));
  resourceId = me.resourceId!;
  const servicerId = me.servicerId!;
  const [other] = await db.select().from(resources).where(and(eq(resources.companyId, servicerId), eq(resources.objectType, 'consignor'), ne(resources.id, resourceId))).limit(1);
  const company2 = servicer2.body.data.user.company_id as number;
  const [farResource] = await db.select().from(resources).where(and(eq(resources.companyId, company2), eq(resources.objectType, 'consignor'))).limit(1);
  merchant2 = await merchantAccount('merchant-two', servicerId, other.id);
  foreignMerchant = await merchantAccount('merchant-far', company2, farResource.id);
  const [farProduct] = await db.select().from(products).where(eq(products.companyId, company2)).limit(1);
  const [farWarehouse] = await db.select().from(warehouses).where(eq(warehouses.companyId, company2)).limit(1);
  foreign = { productId: farProduct.id, warehouseId: farWarehouse.id };
});

function call(session: Session, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({ method, url: `/api${url}`, headers: { ...session.headers, ...(method === 'GET' ? {} : { 'idempotency-key': randomUUID() }) }, ...(payload ? { payload } : {}) });
}
const data = async (res: ReturnType<typeof call>) => {
  const r = await res;
  if (r.statusCode !== 200) throw new Error(`${r.statusCode} ${r.body}`);
  return r.json().data;
};
const refused = async (res: ReturnType<typeof call>, status: number, msg?: string | RegExp) => {
  const r = await res;
  expect(r.statusCode, r.body).toBe(status);
  if (msg) expect(r.json().msg).toMatch(msg);
};
const notice = (over: object = {}) => ({
  warehouse_id: wh.id,
  expected_date: '2026-12-01',
  memo: '第一批',
  lines: [
    { product_id: prods[0].id, quantity: 4 },
    { product_id: prods[1].id, package_no: '2100077001-001', quantity: 1, memo: '易碎' },
  ],
  ...over,
});

describe('a merchant’s advance notice', () => {
  it('is created, edited and listed by the merchant; the servicer confirms and receives it; the merchant sees the figures', async () => {
    const warehousesOffered = (await data(call(merchant, 'GET', '/warehouse/notices/warehouses'))).list;
    expect(warehousesOffered.map((w: { id: number }) => w.id)).toContain(wh.id);

    const created = await data(call(merchant, 'POST', '/warehouse/notices', notice()));
    expect(created).toMatchObject({ status: 'draft', warehouse_id: wh.id, warehouse_name: wh.name, expected_date: '2026-12-01', memo: '第一批', line_count: 2, total_quantity: 5, editable: true, received_quantity: 0 });
    expect(created.doc_no).toMatch(/^RK\d{14}$/);
    expect(created.lines[1]).toMatchObject({ product_code: prods[1].code, package_no: '2100077001-001', expected: 1, received: null, memo: '易碎' });

    // edited while a draft: new lines replace the old, the date moves
    const edited = await data(call(merchant, 'PUT', `/warehouse/notices/${created.id}`, notice({ expected_date: '2026-12-03', lines: [{ product_id: prods[2].id, quantity: 6 }, { product_id: prods[0].id, quantity: 2 }] })));
    expect(edited).toMatchObject({ expected_date: '2026-12-03', line_count: 2, total_quantity: 8 });
    expect(edited.lines.map((l: { product_id: number; expected: number }) => [l.product_id, l.expected])).toEqual([[prods[2].id, 6], [prods[0].id, 2]]);
    expect(edited.events.map((e: { action: string }) => e.action)).toEqual(['create', 'edit']);

    const mine = await data(call(merchant, 'GET', '/warehouse/notices?status=draft'));
    expect(mine.list.map((n: { id: number }) => n.id)).toContain(created.id);

    // the servicer sees it in 入库单: a draft inbound from a notice, owned by the merchant, with no receiving location yet
    const inbound = (await data(call(servicer, 'GET', `/warehouse/documents?kind=inbound&doc_no=${created.doc_no}`))).list;
    expect(inbound).toEqual([expect.objectContaining({ id: created.id, status: 'draft', source: 'notice', owner_id: resourceId, location_id: null, total_quantity: 8 })]);
    await refused(call(servicer, 'POST', `/warehouse/documents/${created.id}/actions/confirm`, {}), 400, '请选择收货库位');
    await refused(call(servicer, 'POST', `/warehouse/documents/${created.id}/actions/confirm`, { location_id: 99_999_999 }), 400, '库位不属于该仓库');
    const confirmed = await data(call(servicer, 'POST', `/warehouse/documents/${created.id}/actions/confirm`, { location_id: locs[0].id }));
    expect(confirmed).toMatchObject({ status: 'confirmed', location_id: locs[0].id });

    // once the warehouse confirmed it, the merchant can no longer change or cancel it
    const lockedMsg = `预报${created.doc_no}当前状态为已确认，仓库已在处理，不能再修改或取消`;
    await refused(call(merchant, 'PUT', `/warehouse/notices/${created.id}`, notice()), 400, lockedMsg);
    await refused(call(merchant, 'POST', `/warehouse/notices/${created.id}/cancel`, { reason: '不发了' }), 400, lockedMsg);
    expect(await data(call(merchant, 'GET', `/warehouse/notices/${created.id}`))).toMatchObject({ status: 'confirmed', editable: false, received_quantity: 0 });

    const [six, two] = confirmed.lines;
    await data(call(servicer, 'POST', `/warehouse/documents/${created.id}/actions/receive`, { lines: [{ line_id: six.id, quantity: 5, damaged: 1 }, { line_id: two.id, quantity: 2 }] }));
    const seen = await data(call(merchant, 'GET', `/warehouse/notices/${created.id}`));
    expect(seen).toMatchObject({ status: 'received', received_quantity: 7, damaged_quantity: 1 });
    expect(seen.lines.map((l: { received: number; damaged: number; difference: number }) => [l.received, l.damaged, l.difference])).toEqual([
      [5, 1, -1],
      [2, 0, 0],
    ]);
    expect(seen.events.map((e: { to_status: string }) => e.to_status)).toEqual(['draft', 'draft', 'confirmed', 'received']);
    // the merchant's answer names no storage location
    expect(JSON.stringify(seen)).not.toContain(locs[0].code);
  });

  it('is cancelled by the merchant while a draft, with a reason', async () => {
    const created = await data(call(merchant, 'POST', '/warehouse/notices', notice()));
    await refused(call(merchant, 'POST', `/warehouse/notices/${created.id}/cancel`, { reason: ' ' }), 400, /^reason：请填写原因$/);
    const cancelled = await data(call(merchant, 'POST', `/warehouse/notices/${created.id}/cancel`, { reason: '订单取消' }));
    expect(cancelled).toMatchObject({ status: 'cancelled', editable: false });
    expect(cancelled.events.at(-1)).toMatchObject({ action: 'cancel', reason: '订单取消' });
    expect((await data(call(servicer, 'GET', `/warehouse/documents/${created.id}`))).status).toBe('cancelled');
    await refused(call(merchant, 'PUT', `/warehouse/notices/${created.id}`, notice()), 400);
  });

  it('is not found by another merchant, another company, or as a document the servicer typed', async () => {
    const created = await data(call(merchant, 'POST', '/warehouse/notices', notice()));
    for (const other of [merchant2, foreignMerchant]) {
      await refused(call(other, 'GET', `/warehouse/notices/${created.id}`), 404);
      await refused(call(other, 'PUT', `/warehouse/notices/${created.id}`, notice()), 404);
      await refused(call(other, 'POST', `/warehouse/notices/${created.id}/cancel`, { reason: 'x' }), 404);
      expect((await data(call(other, 'GET', '/warehouse/notices'))).list.map((n: { id: number }) => n.id)).not.toContain(created.id);
    }
    // another servicer company does not see it among its documents
    await refused(call(servicer2, 'GET', `/warehouse/documents/${created.id}`), 404);
    // a document the servicer typed for the same merchant is not the merchant's notice
    const typed = await data(call(servicer, 'POST', '/warehouse/documents', { kind: 'inbound', warehouse_id: wh.id, location_id: locs[0].id, owner_id: resourceId, lines: [{ product_id: prods[0].id, quantity: 1 }] }));
    await refused(call(merchant, 'GET', `/warehouse/notices/${typed.id}`), 404);
    await refused(call(merchant, 'POST', `/warehouse/notices/${typed.id}/cancel`, { reason: 'x' }), 404);
    expect((await data(call(merchant, 'GET', '/warehouse/notices?per_page=100'))).list.map((n: { id: number }) => n.id)).not.toContain(typed.id);
    // the merchant never reaches the warehouse's own routes (stock, documents)
    await refused(call(merchant, 'GET', '/warehouse/balances'), 403);
    await refused(call(merchant, 'GET', `/warehouse/documents/${created.id}`), 403);
    // nor a servicer the merchant's routes
    await refused(call(servicer, 'GET', '/warehouse/notices'), 403);
  });

  it('refuses bad input with a clear message and creates nothing', async () => {
    const before = (await data(call(merchant, 'GET', '/warehouse/notices'))).total;
    await refused(call(merchant, 'POST', '/warehouse/notices', notice({ lines: [] })), 400, /^lines：至少需要一条明细$/);
    await refused(call(merchant, 'POST', '/warehouse/notices', notice({ lines: [{ product_id: prods[0].id, quantity: 0 }] })), 400, /数量必须大于0$/);
    await refused(call(merchant, 'POST', '/warehouse/notices', notice({ lines: [{ product_id: prods[0].id, quantity: 1.5 }] })), 400, /数量必须是整数$/);
    await refused(call(merchant, 'POST', '/warehouse/notices', notice({ lines: [{ product_id: prods[0].id, quantity: 1, package_no: 'BOX-1' }] })), 400, /包件号格式不正确（订单号-三位序号）$/);
    await refused(call(merchant, 'POST', '/warehouse/notices', notice({ expected_date: '2026-13-45' })), 400, /^expected_date：日期格式不正确$/);
    await refused(call(merchant, 'POST', '/warehouse/notices', notice({ expected_date: '2026-02-30' })), 400, /^expected_date：日期格式不正确$/);
    await refused(call(merchant, 'POST', '/warehouse/notices', notice({ lines: [{ product_id: foreign.productId, quantity: 1 }] })), 400, '产品不存在');
    await refused(call(merchant, 'POST', '/warehouse/notices', notice({ warehouse_id: foreign.warehouseId })), 400, '仓库不存在');
    await refused(call(merchant, 'POST', '/warehouse/notices', notice({ location_id: locs[0].id })), 400);
    await refused(call(merchant, 'POST', '/warehouse/notices', notice({ warehouse_id: 'abc' })), 400);
    await refused(call(merchant, 'GET', '/warehouse/notices/99999999'), 404);
    expect((await data(call(merchant, 'GET', '/warehouse/notices'))).total).toBe(before);
  });
});
