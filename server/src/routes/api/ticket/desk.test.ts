/**
 * What the ticket desk screens rely on besides the ticket routes' own tests: the company users endpoint (names and
 * the reviewer picker), the 'ticket:changed' socket event after every ticket write (to the ticket's company only),
 * ticket notifications opening the ticket's detail, and the CALL / BRANCH_REPORT schemas.
 */
import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeNotification } from '../../../../../src/domain/device-sync';
import { ticketSchemas, tickets } from '../../../db/schema';
import { ZH, type Session } from '../../../test-helpers';
import { withTestApp } from '../../../test-app';
import { collect, sessionSocket, settle } from '../../../test-sockets';

const t = withTestApp();
let base: string;
let executor: Session;
let finance: Session;
let servicer: Session;
let servicer2: Session;
let company: number;
const open: Socket[] = [];

const uid = (s: Session) => s.body.data.user.id as number;

beforeAll(async () => {
  base = await t.listen();
  [executor, finance, servicer, servicer2] = await Promise.all(['executor', 'finance', 'servicer', 'servicer2'].map((u) => t.login(u)));
  for (const s of [executor, finance, servicer, servicer2]) Object.assign(s.headers, ZH);
  company = executor.body.data.user.company_id;
});
afterEach(() => {
  open.splice(0).forEach((s) => s.disconnect());
});

const req = (s: Session, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api${url}`, headers: s.headers, ...(payload !== undefined ? { payload: payload as object } : {}) });

const socketOf = (s: Session) => sessionSocket(base, s, open);

async function schemaOf(type: string) {
  const [row] = await t.database.db.select().from(ticketSchemas).where(and(eq(ticketSchemas.companyId, company), eq(ticketSchemas.type, type)));
  return row;
}

describe('GET /api/user/company-users', () => {
  it("lists the caller's company users only, main account first", async () => {
    const res = await req(executor, 'GET', '/user/company-users');
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data.list as Array<{ id: number; username: string; nickname: string; is_main: boolean }>;
    const names = list.map((u) => u.username);
    expect(names).toEqual(expect.arrayContaining(['servicer', 'finance', 'executor']));
    expect(names).not.toContain('servicer2');
    expect(list[0]).toMatchObject({ username: 'servicer', is_main: true });
    expect(list.find((u) => u.username === 'finance')).toMatchObject({ id: uid(finance), nickname: '财务小周' });
    const other = (await req(servicer2, 'GET', '/user/company-users')).json().data.list.map((u: { username: string }) => u.username);
    expect(other).toContain('servicer2');
    expect(other).not.toContain('finance');
  });

  it('401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/company-users' })).statusCode).toBe(401);
  });
});

describe('GET /api/order/tickets/stats', () => {
  it('counts within the scope, like the list', async () => {
    const sum = (list: Array<{ count: number }>) => list.reduce((n, c) => n + c.count, 0);
    const all = (await req(finance, 'GET', '/order/tickets/stats')).json().data.list;
    const queue = await req(finance, 'GET', '/order/tickets/stats?scope=finance_review');
    expect(queue.statusCode, queue.body).toBe(200);
    const listed = (await req(finance, 'GET', '/order/tickets?scope=finance_review&per_page=100')).json().data;
    expect(queue.json().data.list).toEqual([{ status: 'FINANCE_REVIEWING', count: listed.total }]);
    expect(sum(all)).toBeGreaterThan(listed.total);
    const mine = (await req(executor, 'GET', '/order/tickets/stats?scope=mine&type=CLAIM')).json().data.list;
    expect(sum(mine)).toBe((await req(executor, 'GET', '/order/tickets?scope=mine&type=CLAIM&per_page=100')).json().data.total);
    // the reviewer queue of someone who reviews nothing is empty
    expect((await req(servicer, 'GET', '/order/tickets/stats?scope=finance_review')).json().data.list).toEqual([]);
    expect((await req(finance, 'GET', '/order/tickets/stats?scope=nope')).statusCode).toBe(400);
  });

  it("filter by an order number of the company (list and counts); another company's or an unknown number lists nothing", async () => {
    const withOrder = (await req(executor, 'GET', '/order/tickets?per_page=100')).json().data.list.find((r: { order_no: string | null }) => r.order_no);
    const list = (await req(executor, 'GET', `/order/tickets?order_no=${withOrder.order_no}&per_page=100`)).json().data;
    expect(list.total).toBeGreaterThan(0);
    expect(list.list.every((r: { order_no: string }) => r.order_no === withOrder.order_no)).toBe(true);
    const stats = (await req(executor, 'GET', `/order/tickets/stats?order_no=${withOrder.order_no}`)).json().data.list;
    expect(stats.reduce((n: number, c: { count: number }) => n + c.count, 0)).toBe(list.total);
    for (const no of ['2999999999999', 'abc']) {
      expect((await req(executor, 'GET', `/order/tickets?order_no=${no}`)).json().data).toEqual({ list: [], total: 0 });
      expect((await req(executor, 'GET', `/order/tickets/stats?order_no=${no}`)).json().data.list).toEqual([]);
    }
    expect((await req(servicer2, 'GET', `/order/tickets?order_no=${withOrder.order_no}`)).json().data.total).toBe(0);
  });
});

describe('ticket:changed', () => {
  it("reaches the ticket's company after a create, an action and a comment, never another company", async () => {
    const [financeSocket, foreignSocket] = await Promise.all([socketOf(finance), socketOf(servicer2)]);
    const seen = collect<{ id: number }>(financeSocket, 'ticket:changed');
    const foreign = collect(foreignSocket, 'ticket:changed');
    const call = await schemaOf('CALL');
    const created = await req(executor, 'POST', '/order/ticket/', {
      schema_id: call.id,
      payload: { caller_phone: '13912345678', call_reason: 'COMPLAINT', call_summary: '客户投诉上门迟到' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id as number;
    expect(created.json().data).toMatchObject({ type: 'CALL', sub_type: 'COMPLAINT', status: 'SUBMITTED' });
    await settle();
    expect(seen).toEqual([{ id }]);
    const accepted = await req(executor, 'POST', `/order/ticket/${id}/actions/accept`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    const commented = await req(finance, 'POST', `/order/tickets_legacy/${id}/comments`, { content: '已回电客户' });
    expect(commented.statusCode, commented.body).toBe(200);
    await settle();
    expect(seen).toEqual([{ id }, { id }, { id }]);
    // a refused action changes nothing and says nothing
    expect((await req(finance, 'POST', `/order/ticket/${id}/actions/accept`, {})).statusCode).toBe(400);
    await settle();
    expect(seen).toHaveLength(3);
    expect(foreign).toHaveLength(0);
  });
});

describe('ticket notifications', () => {
  it("open the ticket's detail screen", async () => {
    const [reviewing] = await t.database.db
      .select()
      .from(tickets)
      .where(and(eq(tickets.companyId, company), eq(tickets.status, 'FINANCE_REVIEWING'), eq(tickets.financialUid, uid(finance))))
      .limit(1);
    const exec = await socketOf(executor);
    const got = collect<RealtimeNotification>(exec, 'notify');
    const rejected = await req(finance, 'POST', `/order/ticket/${reviewing.id}/actions/reject`, { reason: '金额有误' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    await settle();
    expect(got).toHaveLength(1);
    expect(got[0].data.route).toBe(`/saas/ticket/v2/detail/${reviewing.id}`);
  });
});

describe('seeded CALL and BRANCH_REPORT schemas', () => {
  it('serve their fields and validate them', async () => {
    const list = (await req(executor, 'GET', '/order/ticket-schemas?type=BRANCH_REPORT')).json().data.list;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ name: '网点报备', type: 'BRANCH_REPORT' });
    const call = (await req(executor, 'GET', '/order/ticket-schemas?type=CALL')).json().data.list[0];
    expect(Object.keys(call.json_schema.properties).sort()).toEqual(['call_reason', 'call_summary', 'callback_needed', 'callback_time', 'caller_phone']);
    const bad = await req(executor, 'POST', '/order/ticket/', { schema_id: call.id, payload: { caller_phone: '123', call_reason: 'OTHER', call_summary: '咨询' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('来电号码格式不正确');
    const seeded = (await req(executor, 'GET', '/order/tickets?type=BRANCH_REPORT')).json().data;
    expect(seeded.total).toBeGreaterThan(0);
  });
});
