import { and, eq, sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeNotification } from '../../../src/domain/device-sync';
import { notifications, orders, users } from '../db/schema';
import { ZH, type Session } from '../test-helpers';
import { withTestApp } from '../test-app';
import { collect, sessionSocket, settle } from '../test-sockets';

const t = withTestApp();
let base: string;
let servicer: Session;
let servicer2: Session;
let delivery: Session;
let driver: Session;
let consignor: Session;
let servicerCompany: number;
let consignorResource: number;
let deliveryResource: number;
let seq = 0;
const open: Socket[] = [];

beforeAll(async () => {
  base = await t.listen();
  [servicer, servicer2, delivery, driver, consignor] = await Promise.all(['servicer', 'servicer2', 'delivery', 'driver', 'consignor'].map((u) => t.login(u)));
  servicerCompany = servicer.body.data.user.company_id;
  const row = async (username: string) => (await t.database.db.select().from(users).where(eq(users.username, username)))[0];
  consignorResource = (await row('consignor')).resourceId!;
  deliveryResource = (await row('delivery')).resourceId!;
});
afterEach(() => {
  open.splice(0).forEach((s) => s.disconnect());
});

const userId = (s: Session) => s.body.data.user.id as number;

const socketOf = (s: Session) => sessionSocket(base, s, open);

/** everything `event` brings to the socket until stopped */

async function newOrder() {
  seq += 1;
  const [row] = await t.database.db
    .insert(orders)
    .values({
      companyId: servicerCompany,
      orderNo: `28${String(Date.now()).slice(-8)}${String(seq).padStart(4, '0')}`,
      appCode: 'BANG',
      status: 'TO_ASSIGN',
      consignorResourceId: consignorResource,
      createVariant: 'pre-order',
      endContact: '张三',
      endTel: '13800001111',
      endAddress: '人民路1号',
    })
    .returning();
  return row;
}

const act = (s: Session, key: string, action: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/order/orders/${key}/actions/${action}`, headers: { ...s.headers, ...headers }, payload: body });

const rowsOf = async (user: number, key: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, user), sql`${notifications.meta}->>'idempotency_key' = ${key}`));

describe('order events notify the right users', () => {
  it('an assignment makes exactly one notification for the delivery account, pushed live; the company room, the delivery and the merchant accounts hear order:changed', async () => {
    const [deliverySocket, servicerSocket, foreignSocket, driverSocket, consignorSocket] = await Promise.all([socketOf(delivery), socketOf(servicer), socketOf(servicer2), socketOf(driver), socketOf(consignor)]);
    const consignorChanged = collect(consignorSocket, 'order:changed');
    const consignorNotified = collect(consignorSocket, 'notify');
    const got = collect<RealtimeNotification>(deliverySocket, 'notify');
    const gotToo = collect<RealtimeNotification>(deliverySocket, 'notification');
    const deskNotified = collect(servicerSocket, 'notify');
    const foreign = [...collect(foreignSocket, 'notify'), ...collect(foreignSocket, 'order:changed')];
    const driverGot = collect(driverSocket, 'notify');
    const changed = collect<{ order_no: string; status: string }>(servicerSocket, 'order:changed');
    const deliveryChanged = collect(deliverySocket, 'order:changed');
    const o = await newOrder();
    const key = `assign-${o.id}-abcdef`;
    const res = await act(servicer, o.orderNo, 'assign', { delivery_resource_id: deliveryResource }, { 'Idempotency-Key': key, ...ZH });
    expect(res.statusCode, res.body).toBe(200);
    // a retried request (same key) answers again but never makes a second notification
    expect((await act(servicer, o.orderNo, 'assign', { delivery_resource_id: deliveryResource }, { 'Idempotency-Key': key })).statusCode).toBe(200);
    await settle();
    expect(got).toHaveLength(1);
    expect(gotToo).toHaveLength(1);
    expect(got[0]).toMatchObject({ title: '新的派单', type: 'alert', data: { route: '/saas/field/tasks' }, extra: { web_actions: [{ route: '/saas/field/tasks' }] } });
    expect(got[0].message).toContain(o.orderNo);
    const eventKey = got[0].meta.idempotency_key!;
    expect(eventKey).toMatch(/^order-event:\d+$/);
    expect(await rowsOf(userId(delivery), eventKey)).toHaveLength(1);
    expect(deskNotified).toHaveLength(0);
    expect(driverGot).toHaveLength(0);
    expect(foreign).toHaveLength(0);
    expect(changed).toEqual([{ order_no: o.orderNo, status: 'TO_APPOINT' }]);
    expect(deliveryChanged).toHaveLength(1);
    // the merchant's open order detail refreshes too; the assignment is no notification of theirs
    expect(consignorChanged).toEqual([{ order_no: o.orderNo, status: 'TO_APPOINT' }]);
    expect(consignorNotified).toHaveLength(0);
    // the history shows it unread
    const history = await t.app.inject({ method: 'GET', url: '/api/notify/history?unread=1&per_page=5', headers: delivery.headers });
    expect(history.json().data.list[0]).toMatchObject({ id: got[0].id, is_read: false });
  });

  it('an abnormal record that holds its order reaches the servicer desk, never the other company', async () => {
    const [servicerSocket, foreignSocket, deliverySocket] = await Promise.all([socketOf(servicer), socketOf(servicer2), socketOf(delivery)]);
    const desk = collect<RealtimeNotification>(servicerSocket, 'notify');
    const changed = collect(servicerSocket, 'order:changed');
    const foreign = collect(foreignSocket, 'notify');
    const reporter = collect(deliverySocket, 'notify');
    const o = await newOrder();
    const res = await act(delivery, o.orderNo, 'assign', {});
    expect(res.statusCode).not.toBe(200);
    await t.database.db.update(orders).set({ deliveryResourceId: deliveryResource, status: 'TO_APPOINT' }).where(eq(orders.id, o.id));
    // the generic route no longer holds an order: nothing is announced for a refused report
    const refused = await act(delivery, o.orderNo, 'report_abnormal', { abnormal_type_code: 'DAMAGED', description: '外包装破损' }, ZH);
    expect(refused.statusCode).toBe(400);
    await settle();
    expect(desk).toHaveLength(0);
    // the delivery provider registers the record from the field: it holds the order (report_abnormal) and the desk hears of it
    const register = (description: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/abnormal/records',
        headers: { ...delivery.headers, ...ZH },
        payload: { order_no: o.orderNo, type_code: 'DAMAGED', stage: 'delivery', description, client_id: `notify-${o.id}-${description.length}` },
      });
    const registered = await register('外包装破损');
    expect(registered.statusCode, registered.body).toBe(200);
    const record = registered.json().data as { id: number; abnormal_no: string; holds_order: boolean };
    expect(record.holds_order).toBe(true);
    await settle();
    expect(desk).toHaveLength(1);
    expect(desk[0]).toMatchObject({ title: '新的异常待处理', data: { route: '/saas/abnormal/check/index' } });
    expect(desk[0].message).toContain('外包装破损');
    expect(desk[0].message).toContain(record.abnormal_no);
    expect(changed).toContainEqual({ order_no: o.orderNo, status: 'ABNORMAL' });
    expect(foreign).toHaveLength(0);
    expect(reporter).toHaveLength(0);
    // the record's event once: a replay of the same registration (its client_id) announces nothing more
    expect((await register('外包装破损')).json().data.id).toBe(record.id);
    await settle();
    expect(desk).toHaveLength(1);
    // a second record on the order the first already holds: the order does not move, the desk hears of it all the
    // same — once, a replay adds nothing
    const second = (await register('另一件少了配件')).json().data as { id: number; abnormal_no: string };
    await settle();
    expect(desk).toHaveLength(2);
    expect(desk[1].message).toContain(second.abnormal_no);
    expect(desk[1].message).toContain('另一件少了配件');
    expect((await register('另一件少了配件')).json().data.id).toBe(second.id);
    await settle();
    expect(desk).toHaveLength(2);
    expect(foreign).toHaveLength(0);
    // ending the record lets the order go on: open screens refresh with its status
    // (both records: the order goes on when the last one holding it ends)
    for (const id of [record.id, second.id])
      for (const [action, payload] of [['accept', { responsible_party: 'delivery' }], ['end', { resolution: '已补发配件' }]] as const) {
        const r = await t.app.inject({ method: 'POST', url: `/api/abnormal/records/${id}/actions/${action}`, headers: { ...servicer.headers, ...ZH }, payload });
        expect(r.statusCode, r.body).toBe(200);
      }
    await settle();
    expect(changed).toContainEqual({ order_no: o.orderNo, status: 'TO_APPOINT' });
    expect(desk).toHaveLength(2);
  });

  it('a new sub-account is announced to the main account', async () => {
    const mainSocket = await socketOf(servicer);
    const got = collect<RealtimeNotification>(mainSocket, 'notify');
    const username = `sub${Date.now() % 1_000_000}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/sub_user/create',
      headers: { ...servicer.headers, ...ZH },
      payload: { nickname: '小王', username, phone: '13812345678', password: 'secret123', confirm_password: 'secret123' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await settle();
    expect(got).toHaveLength(1);
    expect(got[0].message).toContain(username);
    expect(got[0].meta.idempotency_key).toBe(`sub-account-added:${res.json().data.id}`);
  });
});

describe('Notifier', () => {
  it('stores a logical event once per user and pushes only the new rows', async () => {
    const s = await socketOf(servicer);
    const got = collect(s, 'notify');
    const me = { userId: userId(servicer), companyId: servicerCompany };
    const input = { type: 'system' as const, title: 'T', message: 'M', key: `unit-${Date.now()}` };
    expect(await t.app.notify.toUsers([me, me], input)).toHaveLength(1);
    expect(await t.app.notify.toUsers([me], input)).toHaveLength(0);
    await settle();
    expect(got).toHaveLength(1);
    expect(await rowsOf(me.userId, input.key)).toHaveLength(1);
  });
});

describe('reconnect catch-up', () => {
  it('a socket back after a short drop gets what was pushed meanwhile, once, and the history agrees', async () => {
    const s = await socketOf(driver);
    const got = collect<RealtimeNotification>(s, 'notify');
    const me = { userId: userId(driver), companyId: driver.body.data.user.company_id as number };
    // let the server hand out a recovery offset first
    await t.app.notify.toUsers([me], { type: 'system', title: 'first', message: 'm', key: `first-${Date.now()}` });
    await settle();
    expect(got).toHaveLength(1);
    // the transport drops (not a client disconnect): the session stays recoverable
    (s.io.engine as unknown as { close(): void }).close();
    await settle(100);
    await t.app.notify.toUsers([me], { type: 'system', title: 'missed', message: 'm', key: `missed-${Date.now()}` });
    s.connect();
    await new Promise<void>((resolve) => s.once('connect', () => resolve()));
    await settle();
    expect(s.recovered).toBe(true);
    expect(got.map((n) => n.title)).toEqual(['first', 'missed']);
    const unread = await t.app.inject({ method: 'GET', url: '/api/notify/history?unread=1&per_page=50', headers: driver.headers });
    const ids = unread.json().data.list.map((n: { id: number }) => n.id);
    expect(ids.filter((id: number) => id === got[1].id)).toHaveLength(1);
  });
});

describe('history filters for the message centre', () => {
  it('filters by read state and type', async () => {
    const get = async (q: string) => (await t.app.inject({ method: 'GET', url: `/api/notify/history?per_page=100${q}`, headers: servicer2.headers })).json().data as { list: { is_read: boolean; type: string }[]; total: number };
    const all = await get('');
    const read = await get('&read=1');
    const unread = await get('&unread=1');
    expect(read.total + unread.total).toBe(all.total);
    expect(read.list.every((n) => n.is_read)).toBe(true);
    const alerts = await get('&type=alert');
    expect(alerts.list.every((n) => n.type === 'alert')).toBe(true);
    expect(alerts.total).toBe(all.list.filter((n) => n.type === 'alert').length);
    expect((await t.app.inject({ method: 'GET', url: '/api/notify/history?type=other', headers: servicer2.headers })).statusCode).toBe(400);
  });
});

describe('ticket notices (for the ticket routes)', () => {
  it('reach the named users of the ticket company only, once per event', async () => {
    const { announceTicketEvent } = await import('./ticket-notices');
    const [finance] = await t.database.db.select().from(users).where(eq(users.username, 'finance'));
    const foreignId = userId(servicer2);
    const s = await socketOf(await t.login('finance'));
    const got = collect<RealtimeNotification>(s, 'notify');
    const notice = { event: 'finance_review' as const, ticketId: 999_001, ticketNo: 'TK999001', companyId: servicerCompany, userIds: [finance.id, foreignId, null], eventId: 1 };
    const rows = await announceTicketEvent(t.app, notice);
    expect(rows.map((r) => r.userId)).toEqual([finance.id]);
    expect(await announceTicketEvent(t.app, notice)).toHaveLength(0);
    const rejected = await announceTicketEvent(t.app, { ...notice, event: 'rejected', eventId: 2, reason: '金额有误' });
    expect(rejected[0].message).toBe('工单 TK999001 已被驳回（金额有误），请修改后重新提交。');
    await settle();
    expect(got.map((n) => n.title)).toEqual(['工单待财务审核', '工单被驳回']);
  });
});
