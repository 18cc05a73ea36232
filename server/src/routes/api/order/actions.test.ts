import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_ACTIONS, TRANSITIONS } from '../../../../../src/domain/order-lifecycle';
import { ORDER_STATUSES, type OrderStatus } from '../../../../../src/domain/order-status';
import { files, orderEvents, orders, resources, users, warehouses } from '../../../db/schema';
import { createTestApp, type Session, type TestApp } from '../../../test-helpers';

let t: TestApp;
let servicer: Session;
let servicer2: Session;
let consignor: Session;
let driver: Session;
let delivery: Session;
let servicerCompany: number;
let consignorResource: number;
let driverResource: number;
let deliveryResource: number;
let warehouseId: number;
let foreignWarehouse: number;
let foreignResource: number;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  [servicer, servicer2, consignor, driver, delivery] = await Promise.all(['servicer', 'servicer2', 'consignor', 'driver', 'delivery'].map((u) => t.login(u)));
  servicerCompany = servicer.body.data.user.company_id;
  const db = t.database.db;
  const userRow = async (username: string) => (await db.select().from(users).where(eq(users.username, username)))[0];
  consignorResource = (await userRow('consignor')).resourceId!;
  driverResource = (await userRow('driver')).resourceId!;
  deliveryResource = (await userRow('delivery')).resourceId!;
  warehouseId = (await db.select().from(warehouses).where(eq(warehouses.companyId, servicerCompany)))[0].id;
  const company2 = servicer2.body.data.user.company_id;
  foreignWarehouse = (await db.select().from(warehouses).where(eq(warehouses.companyId, company2)))[0].id;
  foreignResource = (await db.select().from(resources).where(and(eq(resources.companyId, company2), eq(resources.objectSubType, 'T_PZ'))))[0].id;
  await db.insert(files).values([
    { fileid: 'sign-photo-1', companyId: driver.body.data.user.company_id, storageKey: 'x', contentType: 'image/png', size: 10, sha256: 'x' },
    { fileid: 'desk-photo-1', companyId: servicerCompany, storageKey: 'y', contentType: 'image/png', size: 10, sha256: 'y' },
  ]);
});
afterAll(() => t.close());

/** A fresh order of the servicer in `status` (consignor's resource, pre-order, so it is reviewed). */
async function newOrder(status: OrderStatus, extra: Partial<typeof orders.$inferInsert> = {}) {
  seq += 1;
  const [row] = await t.database.db
    .insert(orders)
    .values({
      companyId: servicerCompany,
      orderNo: `29${String(Date.now()).slice(-8)}${String(seq).padStart(4, '0')}`,
      appCode: 'BANG',
      status,
      consignorResourceId: consignorResource,
      createVariant: 'pre-order',
      endContact: '张三',
      endTel: '13800001111',
      endAddress: '人民路1号',
      ...extra,
    })
    .returning();
  return row;
}

const act = (s: Session, key: string | number, action: string, body: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/order/orders/${key}/actions/${action}`, headers: { ...s.headers, ...headers }, payload: body });

async function ok(s: Session, key: string | number, action: string, body: Record<string, unknown> = {}) {
  const res = await act(s, key, action, body);
  expect(res.statusCode, `${action}: ${res.body}`).toBe(200);
  return res.json().data as { order: { status: OrderStatus; version: number }; event: { from_status: string; to_status: string; occurred_at: string }; replayed: boolean };
}

const statusOf = async (id: number) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];
const eventCount = async (id: number) => (await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, id))).length;

describe('order lifecycle over the API', () => {
  it('walks an order from draft to archived, each step by its role, and records the timeline', async () => {
    const o = await newOrder('DRAFT');
    expect((await ok(consignor, o.id, 'submit')).order.status).toBe('PENDING_REVIEW');
    expect((await ok(servicer, o.orderNo, 'approve')).order.status).toBe('TO_RECEIVE');
    await ok(servicer, o.id, 'receive');
    await ok(servicer, o.id, 'warehouse_in', { warehouse_id: warehouseId });
    await ok(servicer, o.id, 'warehouse_out');
    await ok(servicer, o.id, 'depart', { vehicle_no: '沪A12345' });
    await ok(servicer, o.id, 'arrive');
    expect((await ok(servicer, o.id, 'assign', { delivery_resource_id: driverResource })).order.status).toBe('TO_APPOINT');
    await ok(driver, o.id, 'appoint', { appoint_at: '2026-11-25 10:00' });
    expect((await ok(driver, o.id, 'sign', { signer: '张三', photos: ['sign-photo-1'], memo: '完好' })).order.status).toBe('TO_REVISIT');
    const last = await ok(servicer, o.id, 'feedback', { result: 'SATISFIED', notes: '满意' });
    expect(last.order.status).toBe('ARCHIVED');
    const row = await statusOf(o.id);
    expect(row).toMatchObject({ status: 'ARCHIVED', warehouseId, deliveryResourceId: driverResource, signer: '张三', signPhotos: ['sign-photo-1'], isNotOutStorage: false, feedbackResult: 'SATISFIED' });

    const events = await t.app.inject({ method: 'GET', url: `/api/order/orders/${o.id}/events`, headers: consignor.headers });
    expect(events.statusCode).toBe(200);
    const list = events.json().data.list as { action: string; from_status: string; to_status: string; actor_role: string }[];
    expect(list.map((e) => e.action)).toEqual(['submit', 'approve', 'receive', 'warehouse_in', 'warehouse_out', 'depart', 'arrive', 'assign', 'appoint', 'sign', 'feedback']);
    expect(list[0]).toMatchObject({ from_status: 'DRAFT', to_status: 'PENDING_REVIEW', actor_role: 'consignor' });
    expect(list[9]).toMatchObject({ from_status: 'TO_SIGN', to_status: 'TO_REVISIT', actor_role: 'driver' });
    // history keeps the names of what an action pointed at
    expect((list[3] as unknown as { data: Record<string, unknown> }).data).toMatchObject({ warehouse_id: warehouseId, warehouse_name: expect.any(String) });
    expect((list[7] as unknown as { data: Record<string, unknown> }).data).toMatchObject({ delivery_resource_id: driverResource, delivery_name: expect.any(String) });
  });

  it('refuses an action from a wrong status with a clear message and changes nothing', async () => {
    const o = await newOrder('ARCHIVED');
    const res = await act(servicer, o.id, 'approve');
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(`订单${o.orderNo}当前状态为“已归档”，不能审核通过`);
    const en = await act(servicer, o.id, 'approve', {}, { 'accept-language': 'en' });
    expect(en.json().msg).toBe(`Order ${o.orderNo} is "Archived": "Approve" is not allowed`);
    expect(await statusOf(o.id)).toMatchObject({ status: 'ARCHIVED', version: 0 });
    expect(await eventCount(o.id)).toBe(0);
  });

  it('tries every action from every status and allows exactly what the table says (servicer)', async () => {
    const body: Partial<Record<string, Record<string, unknown>>> = {
      reject: { reason: '信息不全' },
      warehouse_in: { warehouse_id: warehouseId },
      assign: { delivery_resource_id: deliveryResource },
      change_assignment: { delivery_resource_id: deliveryResource, reason: '改派' },
      appoint: { appoint_at: '2026-11-25 10:00' },
      reappoint: { appoint_at: '2026-11-26 10:00', reason: '客户改期' },
      sign: { signer: '李四', photos: ['desk-photo-1'] },
      recheck_reject: { reason: '照片不清' },
      feedback: { result: 'NEUTRAL' },
      report_abnormal: { abnormal_type_code: 'DAMAGE', description: '外包装破损' },
      resolve_abnormal: { resolution: '已补发' },
      intercept: { reason: '商家要求' },
      request_change: { changes: { end_tel: '13900002222' }, reason: '客户换号' },
      reject_change: { reason: '不允许' },
    };
    for (const status of ORDER_STATUSES) {
      for (const action of ORDER_ACTIONS) {
        const t0 = TRANSITIONS[action];
        const o = await newOrder(status, {
          heldFrom: status === 'ABNORMAL' || status === 'INTERCEPTED' ? 'TO_SIGN' : null,
          pendingChange: t0.pendingChange ? { changes: { end_tel: '13900003333' }, reason: 'x', by: 1, at: new Date().toISOString() } : null,
          createVariant: 'waybill',
        });
        const res = await act(servicer, o.id, action, body[action] ?? {});
        const allowed = t0.from.includes(status) && t0.roles.includes('servicer');
        expect(res.statusCode, `${action} from ${status}: ${res.body}`).toBe(allowed ? 200 : 400);
        expect(await eventCount(o.id)).toBe(allowed ? 1 : 0);
      }
    }
  }, 120_000);

  it('refuses an action the role may not do', async () => {
    const o = await newOrder('PENDING_REVIEW');
    const res = await act(consignor, o.id, 'approve');
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('当前账号不能对订单执行“审核通过”');
    const admin = await t.login('admin');
    expect((await act(admin, o.id, 'approve')).statusCode).toBe(403);
  });

  it('validates the fields an action needs, naming them', async () => {
    const o = await newOrder('TO_ASSIGN');
    const missing = await act(servicer, o.id, 'assign', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toContain('delivery_resource_id');
    const extra = await act(servicer, o.id, 'assign', { delivery_resource_id: deliveryResource, status: 'ARCHIVED' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().msg).toContain('status');
    const foreign = await act(servicer, o.id, 'assign', { delivery_resource_id: foreignResource });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().msg).toBe('配送服务商或司机不存在');
    const consignorAsDelivery = await act(servicer, o.id, 'assign', { delivery_resource_id: consignorResource });
    expect(consignorAsDelivery.json().msg).toBe('配送服务商或司机不存在');
    const w = await newOrder('RECEIVED');
    const wh = await act(servicer, w.id, 'warehouse_in', { warehouse_id: foreignWarehouse });
    expect(wh.json().msg).toBe('仓库不存在');
    const s = await newOrder('TO_SIGN');
    const photo = await act(servicer, s.id, 'sign', { signer: '王五', photos: ['no-such-photo'] });
    expect(photo.json().msg).toBe('图片不存在：no-such-photo');
    // a photo of a company that is neither the order's nor the signer's
    const theirs = await act(servicer, s.id, 'sign', { signer: '王五', photos: ['sign-photo-1'] });
    expect(theirs.json().msg).toBe('图片不存在：sign-photo-1');
    expect(await eventCount(o.id)).toBe(0);
    expect((await statusOf(s.id)).status).toBe('TO_SIGN');
  });

  it("answers 404 for another company's order, by id and by number", async () => {
    const o = await newOrder('PENDING_REVIEW');
    expect((await act(servicer2, o.id, 'approve')).statusCode).toBe(404);
    expect((await act(servicer2, o.orderNo, 'approve')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/order/orders/${o.id}/events`, headers: servicer2.headers })).statusCode).toBe(404);
    expect((await statusOf(o.id)).status).toBe('PENDING_REVIEW');
  });

  it('scopes delivery accounts to the orders assigned to them', async () => {
    const mine = await newOrder('TO_APPOINT', { deliveryResourceId: deliveryResource });
    const other = await newOrder('TO_APPOINT', { deliveryResourceId: driverResource });
    await ok(delivery, mine.id, 'appoint', { appoint_at: '2026-11-25T10:00:00+08:00' });
    expect((await act(delivery, other.id, 'appoint', { appoint_at: '2026-11-25 10:00' })).statusCode).toBe(404);
  });

  it('applies an action once per Idempotency-Key, also when the same request races itself', async () => {
    const o = await newOrder('TO_RECEIVE');
    const headers = { 'idempotency-key': 'outbox-entry-0001' };
    const first = await act(servicer, o.id, 'receive', {}, headers);
    const again = await act(servicer, o.id, 'receive', {}, headers);
    expect(first.json().data.replayed).toBe(false);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    // the stored first answer, not a second execution
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data).toEqual(first.json().data);
    expect(await eventCount(o.id)).toBe(1);
    // the same key with another body is refused, and changes nothing
    const other = await act(servicer, o.id, 'receive', { memo: '另一份' }, headers);
    expect(other.statusCode).toBe(422);
    expect(other.json().msg).toBe('该幂等键已用于另一份不同的请求');
    expect(await eventCount(o.id)).toBe(1);

    const r = await newOrder('TO_RECEIVE');
    const raced = await Promise.all([1, 2, 3].map(() => act(servicer, r.id, 'receive', {}, { 'idempotency-key': 'outbox-entry-0002' })));
    // one executes; a repeat arriving while it runs is told to come back later (402), none acts twice
    expect(raced.every((x) => x.statusCode === 200 || x.statusCode === 402)).toBe(true);
    expect(raced.filter((x) => x.statusCode === 200 && x.headers['idempotent-replayed'] === undefined)).toHaveLength(1);
    for (const x of raced.filter((y) => y.statusCode === 402)) expect(x.json().msg).toBe('请勿重复提交');
    const later = await act(servicer, r.id, 'receive', {}, { 'idempotency-key': 'outbox-entry-0002' });
    expect(later.statusCode).toBe(200);
    expect(later.headers['idempotent-replayed']).toBe('true');
    expect(await eventCount(r.id)).toBe(1);
    expect((await act(servicer, r.id, 'receive', {}, { 'idempotency-key': 'bad key!' })).statusCode).toBe(400);
  });

  it('lets only one of two concurrent different actions apply', async () => {
    const o = await newOrder('TO_RECEIVE');
    const [a, b] = await Promise.all([act(servicer, o.id, 'receive'), act(servicer, o.id, 'receive')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    expect(await eventCount(o.id)).toBe(1);
    expect(await statusOf(o.id)).toMatchObject({ status: 'RECEIVED', version: 1 });
  });

  it('records when the user did it, not when it synced', async () => {
    const o = await newOrder('TO_RECEIVE');
    const at = new Date(Date.now() - 3 * 3_600_000).toISOString();
    const done = await ok(servicer, o.id, 'receive', { occurred_at: at });
    expect(done.event.occurred_at).toBe(at);
    expect((await statusOf(o.id)).statusChangedAt.toISOString()).toBe(at);
    const future = await act(servicer, o.id, 'warehouse_in', { warehouse_id: warehouseId, occurred_at: new Date(Date.now() + 3_600_000).toISOString() });
    expect(future.json().msg).toBe('操作时间不能晚于当前时间');
  });

  it('holds and releases: abnormal and intercept return to the status they came from', async () => {
    const o = await newOrder('IN_WAREHOUSE');
    await ok(servicer, o.id, 'report_abnormal', { abnormal_type_code: 'DAMAGE', description: '破损' });
    expect(await statusOf(o.id)).toMatchObject({ status: 'ABNORMAL', heldFrom: 'IN_WAREHOUSE' });
    expect((await statusOf(o.id)).tags).toContain('ABNORMAL');
    expect((await ok(servicer, o.id, 'resolve_abnormal', { resolution: '已处理' })).order.status).toBe('IN_WAREHOUSE');
    await ok(consignor, o.id, 'intercept', { reason: '客户取消' });
    expect((await ok(servicer, o.id, 'release_intercept')).order.status).toBe('IN_WAREHOUSE');
    expect((await statusOf(o.id)).heldFrom).toBeNull();
  });

  it('approves a change request of the receiver details', async () => {
    const o = await newOrder('TO_ASSIGN');
    await ok(consignor, o.id, 'request_change', { changes: { end_tel: '13912345678', end_contact: '张小三' }, reason: '客户换号' });
    expect((await act(consignor, o.id, 'request_change', { changes: { end_tel: '13912345679' }, reason: '再改' })).json().msg).toBe(`订单${o.orderNo}已有待审批的改单申请`);
    await ok(servicer, o.id, 'approve_change');
    expect(await statusOf(o.id)).toMatchObject({ endTel: '13912345678', endContact: '张小三', pendingChange: null, status: 'TO_ASSIGN' });
  });

  it('recycles, restores and destroys', async () => {
    const o = await newOrder('DRAFT');
    await ok(consignor, o.id, 'cancel', { reason: '重复下单' });
    expect((await ok(consignor, o.id, 'restore')).order.status).toBe('DRAFT');
    await ok(servicer, o.id, 'cancel');
    await ok(servicer, o.id, 'destroy');
    expect((await act(servicer, o.id, 'restore')).statusCode).toBe(404);
    expect((await statusOf(o.id)).deletedAt).not.toBeNull();
    expect(await eventCount(o.id)).toBe(4);
  });
});

describe('batch actions', () => {
  it('reports per order; one bad order does not fail the rest', async () => {
    const good1 = await newOrder('TO_RECEIVE');
    const good2 = await newOrder('TO_RECEIVE');
    const wrong = await newOrder('ARCHIVED');
    const foreign = (await t.database.db.select().from(orders).where(eq(orders.companyId, servicer2.body.data.user.company_id)).limit(1))[0];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order/orders/batch/receive',
      headers: servicer.headers,
      payload: { nos: [good1.orderNo, wrong.orderNo, '2999999999999', foreign.orderNo, good2.orderNo, 'abc'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { list: { order_no: string; ok: boolean; msg?: string; status?: string }[]; succeeded: number; failed: number };
    expect(data.succeeded).toBe(2);
    expect(data.failed).toBe(4);
    expect(data.list.map((r) => r.ok)).toEqual([true, false, false, false, true, false]);
    expect(data.list[1].msg).toBe(`订单${wrong.orderNo}当前状态为“已归档”，不能收货`);
    expect(data.list[2].msg).toBe('订单2999999999999不存在');
    expect(data.list[3].msg).toBe(`订单${foreign.orderNo}不存在`);
    expect((await statusOf(good1.id)).status).toBe('RECEIVED');
    expect((await statusOf(foreign.id)).status).toBe(foreign.status);
  });

  it('assigns many orders with one provider and validates the shared fields once', async () => {
    const a = await newOrder('TO_ASSIGN');
    const b = await newOrder('TO_ASSIGN');
    const bad = await t.app.inject({ method: 'POST', url: '/api/order/orders/batch/assign', headers: servicer.headers, payload: { nos: [a.orderNo] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('delivery_resource_id');
    const res = await t.app.inject({ method: 'POST', url: '/api/order/orders/batch/assign', headers: servicer.headers, payload: { nos: [a.orderNo, b.orderNo], delivery_resource_id: deliveryResource } });
    expect(res.json().data.succeeded).toBe(2);
    expect((await statusOf(b.id)).deliveryResourceId).toBe(deliveryResource);
  });

  it('has no batch route for single-order actions and caps the batch size', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/order/orders/batch/sign', headers: servicer.headers, payload: { nos: ['1'] } })).statusCode).toBe(404);
    const many = Array.from({ length: 501 }, (_, i) => `2${String(i).padStart(12, '0')}`);
    expect((await t.app.inject({ method: 'POST', url: '/api/order/orders/batch/receive', headers: servicer.headers, payload: { nos: many } })).statusCode).toBe(400);
  });
});

describe('GET /api/order/orders/{key}', () => {
  it('returns the order with names, timeline and the actions this user may do', async () => {
    const o = await newOrder('TO_ASSIGN', { storeResourceId: null });
    await ok(servicer, o.id, 'report_abnormal', { abnormal_type_code: 'DAMAGE', description: '破损' });
    const res = await t.app.inject({ method: 'GET', url: `/api/order/orders/${o.orderNo}`, headers: servicer.headers });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({ id: o.id, order_no: o.orderNo, status: 'ABNORMAL', held_from: 'TO_ASSIGN', consignor_resource_id: consignorResource });
    expect(d.consignor_name).not.toBe('');
    expect(d.events).toHaveLength(1);
    expect(d.allowed_actions).toEqual(['resolve_abnormal']);
    const asConsignor = (await t.app.inject({ method: 'GET', url: `/api/order/orders/${o.id}`, headers: consignor.headers })).json().data;
    expect(asConsignor.allowed_actions).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/api/order/orders/${o.id}`, headers: servicer2.headers })).statusCode).toBe(404);
  });

  it('lists review kinds and pending changes, and hides destroyed orders', async () => {
    const d = await newOrder('PENDING_REVIEW', { reviewKind: 'DEALERSHIP' });
    const list = async (q: string) => (await t.app.inject({ method: 'GET', url: `/api/order/waybills/list?per_page=500&${q}`, headers: servicer.headers })).json().data.list as { id: number }[];
    expect((await list('review_kind=DEALERSHIP')).map((r) => r.id)).toContain(d.id);
    expect((await list('review_kind=ERP')).map((r) => r.id)).not.toContain(d.id);
    await ok(servicer, d.id, 'request_change', { changes: { memo: '加急' }, reason: '商家要求' });
    expect((await list('pending_change=1')).map((r) => r.id)).toContain(d.id);
    await ok(servicer, d.id, 'cancel');
    await ok(servicer, d.id, 'destroy');
    expect((await list(`nos=${d.orderNo}`)).length).toBe(0);
  });
});

describe('limitation status', () => {
  it('is computed from the company time limits and the time in the current status, not stored', async () => {
    await t.app.timeLimits.saveGlobal(servicerCompany, { SIGN: 1 }, 80);
    const ago = (min: number) => new Date(Date.now() - min * 60_000);
    const late = await newOrder('TO_SIGN', { statusChangedAt: ago(120), limitationStatusCode: 'A_NORMAL' });
    const close = await newOrder('TO_SIGN', { statusChangedAt: ago(50), limitationStatusCode: 'C_DANGER' });
    const fresh = await newOrder('TO_SIGN', { statusChangedAt: ago(10), limitationStatusCode: 'C_DANGER' });
    const res = await t.app.inject({ method: 'GET', url: `/api/order/waybills/list?nos=${late.orderNo},${close.orderNo},${fresh.orderNo}`, headers: servicer.headers });
    const byNo = new Map((res.json().data.list as { order_no: string; limitation_status_code: string }[]).map((r) => [r.order_no, r.limitation_status_code]));
    expect(byNo.get(late.orderNo)).toBe('C_DANGER');
    expect(byNo.get(close.orderNo)).toBe('B_WARNING');
    expect(byNo.get(fresh.orderNo)).toBe('A_NORMAL');
    const detail = (await t.app.inject({ method: 'GET', url: `/api/order/orders/${late.id}`, headers: servicer.headers })).json().data;
    expect(detail.limitation_status_code).toBe('C_DANGER');
  });
});

describe('totals at scale', () => {
  const list = async (q: string) => (await t.app.inject({ method: 'GET', url: `/api/order/waybills/list?per_page=1&${q}`, headers: servicer.headers })).json().data as { total: number; list: { end_tel: string }[] };
  const counted = async (status?: OrderStatus) =>
    (await t.database.db.select().from(orders).where(eq(orders.companyId, servicerCompany))).filter((o) => o.deletedAt === null && (!status || o.status === status)).length;

  it('reports the same totals from the status counters as counting rows, through creates, actions and destroys', async () => {
    const check = async () => {
      expect((await list('')).total).toBe(await counted());
      expect((await list('status=TO_RECEIVE')).total).toBe(await counted('TO_RECEIVE'));
      expect((await list('status=TO_RECEIVE,RECEIVED')).total).toBe((await counted('TO_RECEIVE')) + (await counted('RECEIVED')));
      const dash = (await t.app.inject({ method: 'GET', url: '/api/order/stats/statusSum', headers: servicer.headers })).json().data.list as { status: string; count: number }[];
      expect(dash.find((r) => r.status === 'RECEIVED')?.count).toBe(await counted('RECEIVED'));
    };
    await check();
    const o = await newOrder('TO_RECEIVE');
    await ok(servicer, o.id, 'receive');
    await check();
    const d = await newOrder('DRAFT');
    await ok(servicer, d.id, 'cancel');
    await ok(servicer, d.id, 'destroy');
    await check();
  });

  it('matches a whole phone number exactly and a partial one by its last digits', async () => {
    const o = await newOrder('TO_ASSIGN', { endTel: '13655556789' });
    await newOrder('TO_ASSIGN', { endTel: '13667891234' });
    const whole = await list('end_tel=13655556789');
    expect(whole.total).toBe(1);
    const tail = await t.app.inject({ method: 'GET', url: '/api/order/waybills/list?per_page=500&end_tel=6789', headers: servicer.headers });
    const rows = tail.json().data.list as { id: number; end_tel: string }[];
    expect(rows.map((r) => r.id)).toContain(o.id);
    expect(rows.every((r) => r.end_tel.endsWith('6789'))).toBe(true);
  });
});

describe('seeded history', () => {
  it('gives every demo order a timeline that follows the lifecycle table and ends in its status', async () => {
    const db = t.database.db;
    const seeded = (await db.select().from(orders).where(eq(orders.companyId, servicerCompany))).filter((o) => o.orderNo.length === 13);
    const events = await db.select().from(orderEvents).where(eq(orderEvents.companyId, servicerCompany));
    const byOrder = new Map<number, (typeof events)[number][]>();
    for (const e of events) byOrder.set(e.orderId, [...(byOrder.get(e.orderId) ?? []), e]);
    for (const o of seeded) {
      const list = (byOrder.get(o.id) ?? []).sort((a, b) => a.id - b.id);
      expect(list[0]?.action, o.orderNo).toBe('create');
      expect(list.at(-1)?.toStatus, o.orderNo).toBe(o.status);
      for (const e of list.slice(1)) {
        const tr = TRANSITIONS[e.action as keyof typeof TRANSITIONS];
        expect(tr.from, `${o.orderNo} ${e.action}`).toContain(e.fromStatus);
      }
    }
  });
});
