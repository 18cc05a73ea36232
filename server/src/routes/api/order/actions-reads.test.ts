/** What order actions leave behind for reading: the order detail, list filters and totals, limitation status, seeded timelines. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TRANSITIONS } from '../../../../../src/domain/order-lifecycle';
import type { OrderStatus } from '../../../../../src/domain/order-status';
import { abnormalRecords, orderEvents, orders } from '../../../db/schema';
import { setupOrderActions } from './actions-fixture';

const { f, newOrder, ok, registerAbnormal } = setupOrderActions();

describe('GET /api/order/orders/{key}', () => {
  it('returns the order with names, timeline and the actions this user may do', async () => {
    const o = await newOrder('TO_ASSIGN', { storeResourceId: null });
    const detail = async (s: typeof f.servicer) => (await f.t.app.inject({ method: 'GET', url: `/api/order/orders/${o.orderNo}`, headers: s.headers })).json().data;
    // abnormal records' own actions are never buttons
    expect((await detail(f.servicer)).allowed_actions).toEqual(['assign', 'intercept', 'request_change']);
    expect((await detail(f.consignor)).allowed_actions).toEqual(['intercept', 'request_change']);
    const record = await registerAbnormal(f.servicer, o.id);
    const res = await f.t.app.inject({ method: 'GET', url: `/api/order/orders/${o.orderNo}`, headers: f.servicer.headers });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({ id: o.id, order_no: o.orderNo, status: 'ABNORMAL', held_from: 'TO_ASSIGN', consignor_resource_id: f.consignorResource });
    expect(d.consignor_name).not.toBe('');
    // the hold (report_abnormal, naming the record) and the record's registration
    expect(d.events.map((e: { action: string }) => e.action)).toEqual(['report_abnormal', 'abnormal_register']);
    expect(d.events[0].data.description).toContain(record.abnormal_no);
    expect(d.events[1].data).toMatchObject({ abnormal_id: record.id, abnormal_no: record.abnormal_no });
    // held: nothing to do on the order itself (the record is ended on the abnormal screens)
    expect(d.allowed_actions).toEqual([]);
    const asConsignor = (await f.t.app.inject({ method: 'GET', url: `/api/order/orders/${o.id}`, headers: f.consignor.headers })).json().data;
    expect(asConsignor.allowed_actions).toEqual([]);
    expect((await f.t.app.inject({ method: 'GET', url: `/api/order/orders/${o.id}`, headers: f.servicer2.headers })).statusCode).toBe(404);
  });

  it('lists review kinds and pending changes, and hides destroyed orders', async () => {
    const d = await newOrder('PENDING_REVIEW', { reviewKind: 'DEALERSHIP' });
    const list = async (q: string) => (await f.t.app.inject({ method: 'GET', url: `/api/order/waybills/list?per_page=500&${q}`, headers: f.servicer.headers })).json().data.list as { id: number }[];
    expect((await list('review_kind=DEALERSHIP')).map((r) => r.id)).toContain(d.id);
    expect((await list('review_kind=ERP')).map((r) => r.id)).not.toContain(d.id);
    await ok(f.servicer, d.id, 'request_change', { changes: { memo: '加急' }, reason: '商家要求' });
    expect((await list('pending_change=1')).map((r) => r.id)).toContain(d.id);
    await ok(f.servicer, d.id, 'cancel');
    await ok(f.servicer, d.id, 'destroy');
    expect((await list(`nos=${d.orderNo}`)).length).toBe(0);
  });
});

describe('limitation status', () => {
  it('is computed from the company time limits and the time in the current status, not stored', async () => {
    await f.t.app.timeLimits.saveGlobal(f.servicerCompany, { SIGN: 1 }, 80);
    const ago = (min: number) => new Date(Date.now() - min * 60_000);
    const late = await newOrder('TO_SIGN', { statusChangedAt: ago(120), limitationStatusCode: 'A_NORMAL' });
    const close = await newOrder('TO_SIGN', { statusChangedAt: ago(50), limitationStatusCode: 'C_DANGER' });
    const fresh = await newOrder('TO_SIGN', { statusChangedAt: ago(10), limitationStatusCode: 'C_DANGER' });
    const res = await f.t.app.inject({ method: 'GET', url: `/api/order/waybills/list?nos=${late.orderNo},${close.orderNo},${fresh.orderNo}`, headers: f.servicer.headers });
    const byNo = new Map((res.json().data.list as { order_no: string; limitation_status_code: string }[]).map((r) => [r.order_no, r.limitation_status_code]));
    expect(byNo.get(late.orderNo)).toBe('C_DANGER');
    expect(byNo.get(close.orderNo)).toBe('B_WARNING');
    expect(byNo.get(fresh.orderNo)).toBe('A_NORMAL');
    const detail = (await f.t.app.inject({ method: 'GET', url: `/api/order/orders/${late.id}`, headers: f.servicer.headers })).json().data;
    expect(detail.limitation_status_code).toBe('C_DANGER');
  });
});

describe('totals at scale', () => {
  const list = async (q: string) => (await f.t.app.inject({ method: 'GET', url: `/api/order/waybills/list?per_page=1&${q}`, headers: f.servicer.headers })).json().data as { total: number; list: { end_tel: string }[] };
  const counted = async (status?: OrderStatus) =>
    (await f.t.database.db.select().from(orders).where(eq(orders.companyId, f.servicerCompany))).filter((o) => o.deletedAt === null && (!status || o.status === status)).length;

  it('reports the same totals from the status counters as counting rows, through creates, actions and destroys', async () => {
    const check = async () => {
      expect((await list('')).total).toBe(await counted());
      expect((await list('status=TO_RECEIVE')).total).toBe(await counted('TO_RECEIVE'));
      expect((await list('status=TO_RECEIVE,RECEIVED')).total).toBe((await counted('TO_RECEIVE')) + (await counted('RECEIVED')));
      const dash = (await f.t.app.inject({ method: 'GET', url: '/api/order/stats/statusSum', headers: f.servicer.headers })).json().data.list as { status: string; count: number }[];
      expect(dash.find((r) => r.status === 'RECEIVED')?.count).toBe(await counted('RECEIVED'));
    };
    await check();
    const o = await newOrder('TO_RECEIVE');
    await ok(f.servicer, o.id, 'receive');
    await check();
    const d = await newOrder('DRAFT');
    await ok(f.servicer, d.id, 'cancel');
    await ok(f.servicer, d.id, 'destroy');
    await check();
  });

  it('matches a whole phone number exactly and a partial one by its last digits', async () => {
    const o = await newOrder('TO_ASSIGN', { endTel: '13655556789' });
    await newOrder('TO_ASSIGN', { endTel: '13667891234' });
    const whole = await list('end_tel=13655556789');
    expect(whole.total).toBe(1);
    const tail = await f.t.app.inject({ method: 'GET', url: '/api/order/waybills/list?per_page=500&end_tel=6789', headers: f.servicer.headers });
    const rows = tail.json().data.list as { id: number; end_tel: string }[];
    expect(rows.map((r) => r.id)).toContain(o.id);
    expect(rows.every((r) => r.end_tel.endsWith('6789'))).toBe(true);
  });
});

describe('seeded history', () => {
  it('gives every demo order a timeline that follows the lifecycle table and ends in its status', async () => {
    const db = f.t.database.db;
    const seeded = (await db.select().from(orders).where(eq(orders.companyId, f.servicerCompany))).filter((o) => o.orderNo.length === 13);
    const events = await db.select().from(orderEvents).where(eq(orderEvents.companyId, f.servicerCompany));
    const byOrder = new Map<number, (typeof events)[number][]>();
    for (const e of events) byOrder.set(e.orderId, [...(byOrder.get(e.orderId) ?? []), e]);
    for (const o of seeded) {
      const list = (byOrder.get(o.id) ?? []).sort((a, b) => a.id - b.id);
      expect(list[0]?.action, o.orderNo).toBe('create');
      expect(list.at(-1)?.toStatus, o.orderNo).toBe(o.status);
      // the abnormal area's events on the timeline (abnormal_register…) are not lifecycle transitions
      for (const e of list.slice(1).filter((x) => !x.action.startsWith('abnormal_'))) {
        const tr = TRANSITIONS[e.action as keyof typeof TRANSITIONS];
        expect(tr.from, `${o.orderNo} ${e.action}`).toContain(e.fromStatus);
      }
    }
  });

  it('holds every abnormal demo order by an open abnormal record (none held with nothing to end)', async () => {
    const db = f.t.database.db;
    const held = (await db.select().from(orders).where(and(eq(orders.companyId, f.servicerCompany), eq(orders.status, 'ABNORMAL')))).filter((o) => o.orderNo.length === 13);
    expect(held.length).toBeGreaterThan(0);
    const records = await db.select().from(abnormalRecords).where(and(inArray(abnormalRecords.orderId, held.map((o) => o.id)), eq(abnormalRecords.holdsOrder, true)));
    for (const o of held) {
      expect(records.filter((r) => r.orderId === o.id && r.status === 'registered').length, o.orderNo).toBeGreaterThan(0);
      expect(o.tags, o.orderNo).toContain('ABNORMAL');
      expect(o.heldFrom, o.orderNo).toBe('TO_SIGN');
    }
    // an ABNORMAL tag means an open record: no demo order carries it without one
    const tagged = await db.select().from(orders).where(and(eq(orders.companyId, f.servicerCompany), sql`'ABNORMAL' = any(${orders.tags})`));
    const open = await db.select().from(abnormalRecords).where(and(eq(abnormalRecords.companyId, f.servicerCompany), inArray(abnormalRecords.status, ['registered', 'accepted', 'handling'])));
    const withOpen = new Set(open.map((r) => r.orderId));
    expect(tagged.filter((o) => o.orderNo.length === 13 && !withOpen.has(o.id)).map((o) => o.orderNo)).toEqual([]);
  });
});
