/**
 * Bad input to the order, ticket and basic-data writes is a 400 whose msg names the field, in the caller's language,
 * and changes nothing: a NUL character in any text (PostgreSQL refuses it), ids past the database's integer range,
 * values of the wrong type (no z.coerce reading true as consignor 1, [2] as 2 or an object as "[object Object]") and
 * JSON nested past plugins/input-guard.ts's limit.
 */
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders, products, storageLocations, ticketSchemas, tickets } from '../db/schema';
import type { Session } from '../test-helpers';
import { setupOrderActions } from './api/order/actions-fixture';

const { f, newOrder } = setupOrderActions();
const TOO_BIG = 2_147_483_648;

let executor: Session;
let productId: number;
let claimSchema: number;

beforeAll(async () => {
  executor = await f.t.login('executor');
  const db = f.t.database.db;
  productId = (await db.select().from(products).where(eq(products.companyId, f.servicerCompany)).limit(1))[0].id;
  claimSchema = (await db.select().from(ticketSchemas).where(and(eq(ticketSchemas.companyId, f.servicerCompany), eq(ticketSchemas.type, 'CLAIM'))))[0].id;
});

const post = (s: Session, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  f.t.app.inject({ method: 'POST', url, headers: { ...s.headers, ...headers }, payload: payload as object });

/** the 400 this file is about: a msg naming the field */
function expectRefused(res: Awaited<ReturnType<typeof post>>, ...inMsg: string[]) {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json();
  expect(body.code).toBe('400');
  for (const part of inMsg) expect(body.msg).toContain(part);
}

const orderCount = async () => (await f.t.database.db.select({ n: count() }).from(orders))[0].n;
const ticketCount = async () => (await f.t.database.db.select({ n: count() }).from(tickets))[0].n;
const snapshot = async (id: number) => {
  const db = f.t.database.db;
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  const events = await db.select({ n: count() }).from(orderEvents).where(eq(orderEvents.orderId, id));
  return { status: row.status, version: row.version, warehouseId: row.warehouseId, deliveryResourceId: row.deliveryResourceId, events: events[0].n };
};

const orderBody = (over: Record<string, unknown> = {}) => ({
  variant: 'waybill',
  consignor_resource_id: f.consignorResource,
  end_contact: '陈小姐',
  end_tel: '13912345678',
  end_province_code: '310000',
  end_city_code: '310100',
  end_district_code: '310101',
  end_address: '南京东路100号',
  products: [{ product_id: productId, quantity: 2 }],
  services_pkg_code: 'DELIVERY_INSTALL',
  ...over,
});

describe('order create (POST /api/order/orders)', () => {
  it('refuses a NUL character in any text field, naming the field, and creates nothing', async () => {
    const before = await orderCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ end_contact: '陈\u0000小姐' }, 'end_contact'],
      [{ end_address: '\u0000' }, 'end_address'],
      [{ memo: '轻放\u0000' }, 'memo'],
      [{ print_memo: '00\u000012' }, 'print_memo'],
      [{ sender_name: 'a\u0000' }, 'sender_name'],
      [{ tags: ['ok', 'b\u0000'] }, 'tags.1'],
      [{ client_order_no: 'X\u0000' }, 'client_order_no'],
      [{ services_pkg_code: 'DELIVERY_INSTALL\u0000' }, 'services_pkg_code'],
    ];
    for (const [over, field] of cases) expectRefused(await post(f.servicer, '/api/order/orders', orderBody(over)), field, '不能包含空字符');
    expect(await orderCount()).toBe(before);
  });

  it('answers in the caller language', async () => {
    const res = await post(f.servicer, '/api/order/orders', orderBody({ end_contact: 'x\u0000' }), { 'accept-language': 'en' });
    expectRefused(res, 'end_contact: must not contain a NUL character');
  });

  it('refuses values of the wrong type instead of converting them, and creates nothing', async () => {
    const before = await orderCount();
    expectRefused(await post(f.servicer, '/api/order/orders', orderBody({ consignor_resource_id: true })), 'consignor_resource_id', '类型错误，应为数字');
    expectRefused(await post(f.servicer, '/api/order/orders', orderBody({ consignor_resource_id: [f.consignorResource] })), 'consignor_resource_id', '类型错误');
    expectRefused(await post(f.servicer, '/api/order/orders', orderBody({ print_memo: { a: 1 } })), 'print_memo', '类型错误，应为字符串');
    expectRefused(await post(f.servicer, '/api/order/orders', orderBody({ memo: ['a'] })), 'memo', '类型错误');
    expectRefused(await post(f.servicer, '/api/order/orders', orderBody({ end_tel: true })), 'end_tel');
    expectRefused(await post(f.servicer, '/api/order/orders', orderBody({ products: [{ product_id: productId, quantity: true }] })), 'products.0.quantity');
    expectRefused(await post(f.servicer, '/api/order/orders', orderBody({ products: [{ product_id: '0x1', quantity: 1 }] })), 'products.0.product_id');
    expectRefused(await post(f.servicer, '/api/order/orders', orderBody({ consignor_resource_id: TOO_BIG })), 'consignor_resource_id', '不能大于2147483647');
    expect(await orderCount()).toBe(before);
  });

  it('still reads decimal strings as numbers (spec §5) and keeps print_memo a string', async () => {
    const res = await post(f.servicer, '/api/order/orders', orderBody({ consignor_resource_id: String(f.consignorResource), products: [{ product_id: String(productId), quantity: '3' }], print_memo: '0012' }));
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await f.t.database.db.select().from(orders).where(eq(orders.id, res.json().data.id));
    expect(row).toMatchObject({ consignorResourceId: f.consignorResource, printMemo: '0012' });
    expect(row.products[0]).toMatchObject({ product_id: productId, quantity: 3 });
  });
});

describe('order actions', () => {
  it('refuses ids past the integer range in action fields and changes nothing', async () => {
    const received = await newOrder('RECEIVED');
    const toAssign = await newOrder('TO_ASSIGN');
    const [r0, a0] = [await snapshot(received.id), await snapshot(toAssign.id)];
    const act = (no: string, action: string, body: unknown) => post(f.servicer, `/api/order/orders/${no}/actions/${action}`, body);
    expectRefused(await act(received.orderNo, 'warehouse_in', { warehouse_id: TOO_BIG }), 'warehouse_id', '不能大于2147483647');
    expectRefused(await act(received.orderNo, 'warehouse_in', { warehouse_id: f.warehouseId, location_id: 99_999_999_999 }), 'location_id');
    expectRefused(await act(toAssign.orderNo, 'assign', { delivery_resource_id: TOO_BIG }), 'delivery_resource_id');
    expectRefused(await act(toAssign.orderNo, 'change_assignment', { delivery_resource_id: '99999999999999999999', reason: 'x' }), 'delivery_resource_id');
    expect(await snapshot(received.id)).toEqual(r0);
    expect(await snapshot(toAssign.id)).toEqual(a0);
  });

  it('refuses wrong types and NUL text in a single action and changes nothing', async () => {
    const toAssign = await newOrder('TO_ASSIGN');
    const pending = await newOrder('PENDING_REVIEW');
    const [a0, p0] = [await snapshot(toAssign.id), await snapshot(pending.id)];
    const act = (no: string, action: string, body: unknown) => post(f.servicer, `/api/order/orders/${no}/actions/${action}`, body);
    expectRefused(await act(toAssign.orderNo, 'assign', { delivery_resource_id: true }), 'delivery_resource_id', '类型错误');
    expectRefused(await act(toAssign.orderNo, 'assign', { delivery_resource_id: [f.deliveryResource] }), 'delivery_resource_id', '类型错误');
    expectRefused(await act(pending.orderNo, 'reject', { reason: '地址\u0000不全' }), 'reason', '不能包含空字符');
    expectRefused(await act(pending.orderNo, 'reject', { reason: { text: 'x' } }), 'reason', '类型错误');
    expectRefused(await act(pending.orderNo, 'approve', { memo: 'ok\u0000' }), 'memo');
    expect(await snapshot(toAssign.id)).toEqual(a0);
    expect(await snapshot(pending.id)).toEqual(p0);
    // a decimal string is still an id (spec §5)
    expect((await act(toAssign.orderNo, 'assign', { delivery_resource_id: String(f.deliveryResource) })).statusCode).toBe(200);
  });

  it('refuses the same in a batch action, for every order of it', async () => {
    const a = await newOrder('TO_ASSIGN');
    const b = await newOrder('PENDING_REVIEW');
    const [a0, b0] = [await snapshot(a.id), await snapshot(b.id)];
    expectRefused(await post(f.servicer, '/api/order/orders/batch/assign', { nos: [a.orderNo], delivery_resource_id: TOO_BIG }), 'delivery_resource_id');
    expectRefused(await post(f.servicer, '/api/order/orders/batch/assign', { nos: [a.orderNo], delivery_resource_id: true }), 'delivery_resource_id', '类型错误');
    expectRefused(await post(f.servicer, '/api/order/orders/batch/reject', { nos: [b.orderNo], reason: '\u0000' }), 'reason', '不能包含空字符');
    expectRefused(await post(f.servicer, '/api/order/orders/batch/reject', { nos: [b.orderNo, `${b.orderNo}\u0000`], reason: 'x' }), 'nos.1');
    expectRefused(await post(f.servicer, '/api/order/orders/batch/warehouse_in', { nos: [a.orderNo], warehouse_id: TOO_BIG }), 'warehouse_id');
    expect(await snapshot(a.id)).toEqual(a0);
    expect(await snapshot(b.id)).toEqual(b0);
  });
});

describe('tickets', () => {
  const claim = (over: Record<string, unknown> = {}) => ({ claim_kind: 'DAMAGE', description: '沙发扶手破损严重', damaged_qty: 1, claim_amount: '100.00', ...over });
  const createTicket = (payload: Record<string, unknown>) => post(executor, '/api/order/ticket/', { schema_id: claimSchema, payload });

  it('refuses NUL text, out-of-range and wrong-type order ids in a new ticket and creates nothing', async () => {
    const before = await ticketCount();
    expectRefused(await createTicket(claim({ description: '破损\u0000严重' })), 'description', '不能包含空字符');
    expectRefused(await createTicket(claim({ order_id: TOO_BIG })), 'order_id', '不能大于2147483647');
    expectRefused(await createTicket(claim({ order_id: '2261118000059' })), 'order_id');
    expectRefused(await createTicket(claim({ order_id: true })), 'order_id', '类型错误');
    expectRefused(await post(executor, '/api/order/ticket/', { schema_id: true, payload: claim() }), 'schema_id', '类型错误');
    // the form data is free-form jsonb: a NUL deep inside it, and nesting that overflowed on the way to the database
    const nested = (depth: number, inner: unknown): unknown => (depth === 0 ? inner : [nested(depth - 1, inner)]);
    expectRefused(await createTicket(claim({ extra: { notes: nested(10, 'a\u0000') } })), 'payload.extra.notes.0', '不能包含空字符');
    const deep = `{"schema_id":${claimSchema},"payload":{"claim_kind":"DAMAGE","description":"沙发扶手破损严重","damaged_qty":1,"extra":${'['.repeat(100_000)}1${']'.repeat(100_000)}}}`;
    expectRefused(await f.t.app.inject({ method: 'POST', url: '/api/order/ticket/', headers: { ...executor.headers, 'content-type': 'application/json' }, payload: deep }), 'payload.extra', '嵌套层级过深');
    expect(await ticketCount()).toBe(before);
  });

  it('refuses the same when saving a ticket (PUT /api/order/ticket/{id}) and keeps it as it was', async () => {
    const created = await createTicket(claim());
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id as number;
    expect((await post(executor, `/api/order/ticket/${id}/actions/accept`, {})).statusCode).toBe(200);
    const [before] = await f.t.database.db.select().from(tickets).where(eq(tickets.id, id));
    const put = (payload: Record<string, unknown>) => f.t.app.inject({ method: 'PUT', url: `/api/order/ticket/${id}`, headers: executor.headers, payload: { payload } });
    expectRefused(await put(claim({ description: '\u0000' })), 'description', '不能包含空字符');
    expectRefused(await put(claim({ order_id: 99_999_999_999 })), 'order_id');
    expectRefused(await put(claim({ order_id: [1] })), 'order_id');
    const [after] = await f.t.database.db.select().from(tickets).where(eq(tickets.id, id));
    expect(after).toEqual(before);
    // the ticket could be saved: the refusals above were the input's, not its status
    const saved = await put(claim({ description: '破损确认，按价赔付' }));
    expect(saved.statusCode, saved.body).toBe(200);
  });
});

describe('basic data', () => {
  const send = (method: 'POST' | 'PUT', url: string, payload: unknown) => f.t.app.inject({ method, url, headers: f.servicer.headers, payload: payload as object });

  it('refuses true as a warehouse id (it was read as warehouse 1) and creates no storage location', async () => {
    const before = (await f.t.database.db.select({ n: count() }).from(storageLocations))[0].n;
    const res = await send('POST', '/api/user/basic/storage-locations', { warehouse_id: true, code: 'Q-01', name: 'Q区' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().data).toMatchObject({ field: 'warehouse_id' });
    expect((await f.t.database.db.select({ n: count() }).from(storageLocations))[0].n).toBe(before);
    expect((await send('POST', '/api/user/basic/storage-locations', { warehouse_id: String(f.warehouseId), code: 'Q-01', name: 'Q区' })).statusCode).toBe(200);
  });

  it('refuses an object as an on/off setting (it was read as off) and keeps the settings', async () => {
    const read = async () => (await f.t.app.inject({ method: 'GET', url: '/api/user/basic/settings/operation', headers: f.servicer.headers })).json().data.data;
    const before = await read();
    const res = await send('PUT', '/api/user/basic/settings/operation', { ...before, auto_receive: { on: true } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().msg).toContain('auto_receive');
    expect(await read()).toEqual(before);
  });
});
