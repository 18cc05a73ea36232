/**
 * Each recipient reads a notification in their own language (users.lang), not in the language of the request that
 * caused it; the socket push carries the same text as the stored row.
 */
import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeNotification } from '../../../src/domain/device-sync';
import { notifications, orders, tickets, users } from '../db/schema';
import { ZH, type Session } from '../test-helpers';
import { withTestApp } from '../test-app';
import { collect, sessionSocket, settle } from '../test-sockets';

const EN = { 'accept-language': 'en-GB,en;q=0.9' };

const t = withTestApp();
let base: string;
let executor: Session;
let finance: Session;
let servicer: Session;
let delivery: Session;
const open: Socket[] = [];

beforeAll(async () => {
  base = await t.listen();
  [executor, finance, servicer, delivery] = await Promise.all(['executor', 'finance', 'servicer', 'delivery'].map((u) => t.login(u)));
});
afterEach(() => {
  open.splice(0).forEach((s) => s.disconnect());
});

const uid = (s: Session) => s.body.data.user.id as number;
const companyOf = (s: Session) => s.body.data.user.company_id as number;
const langOf = async (s: Session) => (await t.database.db.select({ lang: users.lang }).from(users).where(eq(users.id, uid(s))))[0].lang;
/** the user's language, as the browser's switch saves it */
const speak = async (s: Session, lang: 'zh' | 'en') => {
  const res = await t.app.inject({ method: 'PUT', url: '/api/user/lang', headers: s.headers, payload: { lang } });
  expect(res.statusCode, res.body).toBe(200);
};

const socketOf = (s: Session) => sessionSocket(base, s, open);

/** the stored row of a pushed notification */
const rowOf = async (pushed: RealtimeNotification) => (await t.database.db.select().from(notifications).where(eq(notifications.id, pushed.id)))[0];

describe('ticket notices in the reader language', () => {
  it('an English finance reviewer reads English when a Chinese request submits; the Chinese executor reads Chinese when an English request rejects', async () => {
    await speak(finance, 'en');
    await speak(executor, 'zh');
    const [ticket] = await t.database.db
      .select()
      .from(tickets)
      .where(and(eq(tickets.companyId, companyOf(executor)), eq(tickets.status, 'FINANCE_REVIEWING'), eq(tickets.financialUid, uid(finance)), eq(tickets.executiveUid, uid(executor))))
      .limit(1);
    expect(ticket).toBeDefined();
    const [financeSocket, executorSocket] = await Promise.all([socketOf(finance), socketOf(executor)]);
    const financeGot = collect<RealtimeNotification>(financeSocket, 'notify');
    const executorGot = collect<RealtimeNotification>(executorSocket, 'notify');
    const act = (s: Session, action: string, headers: Record<string, string>, body: object = {}) =>
      t.app.inject({ method: 'POST', url: `/api/order/ticket/${ticket.id}/actions/${action}`, headers: { ...s.headers, ...headers }, payload: body });

    // the reviewer works in English and rejects: the executor (Chinese) reads Chinese
    const rejected = await act(finance, 'reject', EN, { reason: 'wrong amount' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    await settle();
    expect(executorGot).toHaveLength(1);
    expect(executorGot[0]).toMatchObject({ title: '工单被驳回', message: `工单 ${ticket.id} 已被驳回（wrong amount），请修改后重新提交。` });
    expect(await rowOf(executorGot[0])).toMatchObject({ title: executorGot[0].title, message: executorGot[0].message });

    // the executor works in Chinese and resubmits: the reviewer (English) reads English
    expect((await act(executor, 'return_to_in_progress', ZH)).statusCode).toBe(200);
    const submitted = await act(executor, 'submit_for_finance_review', ZH, { financial_uid: uid(finance) });
    expect(submitted.statusCode, submitted.body).toBe(200);
    await settle();
    expect(financeGot).toHaveLength(1);
    expect(financeGot[0]).toMatchObject({ title: 'Ticket awaits finance review', message: `Ticket ${ticket.id} was submitted for finance review.` });
    expect(await rowOf(financeGot[0])).toMatchObject({ title: financeGot[0].title, message: financeGot[0].message });
    // the history shows what was pushed
    const history = await t.app.inject({ method: 'GET', url: '/api/notify/history?unread=1&per_page=5', headers: finance.headers });
    expect(history.json().data.list[0]).toMatchObject({ id: financeGot[0].id, title: 'Ticket awaits finance review' });
  });
});

describe('order notices in the reader language', () => {
  it('an assignment from a Chinese desk reaches an English delivery account in English', async () => {
    await speak(delivery, 'en');
    const deliveryUser = (await t.database.db.select().from(users).where(eq(users.id, uid(delivery))))[0];
    const consignor = (await t.database.db.select().from(users).where(eq(users.username, 'consignor')))[0];
    const [order] = await t.database.db
      .insert(orders)
      .values({
        companyId: companyOf(servicer),
        orderNo: `27${String(Date.now()).slice(-8)}0001`,
        appCode: 'BANG',
        status: 'TO_ASSIGN',
        consignorResourceId: consignor.resourceId!,
        createVariant: 'pre-order',
        endContact: '张三',
        endTel: '13800001111',
        endAddress: '人民路1号',
      })
      .returning();
    const socket = await socketOf(delivery);
    const got = collect<RealtimeNotification>(socket, 'notify');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/order/orders/${order.orderNo}/actions/assign`,
      headers: { ...servicer.headers, ...ZH },
      payload: { delivery_resource_id: deliveryUser.resourceId },
    });
    expect(res.statusCode, res.body).toBe(200);
    await settle();
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({ title: 'New assignment', message: `Order ${order.orderNo} has been assigned to you; please make an appointment.` });
    expect(await rowOf(got[0])).toMatchObject({ title: got[0].title, message: got[0].message });
  });
});

describe('Notifier', () => {
  it('picks each recipient language in one call; plain strings stay as they are', async () => {
    await speak(servicer, 'zh');
    await speak(finance, 'en');
    const company = companyOf(servicer);
    const both = [{ userId: uid(servicer), companyId: company }, { userId: uid(finance), companyId: company }];
    const rows = await t.app.notify.toUsers(both, { type: 'system', title: { zh: '标题', en: 'Title' }, message: { zh: '内容', en: 'Body' }, key: `pair-${Date.now()}` });
    const byUser = new Map(rows.map((r) => [r.userId, r]));
    expect(byUser.get(uid(servicer))).toMatchObject({ title: '标题', message: '内容' });
    expect(byUser.get(uid(finance))).toMatchObject({ title: 'Title', message: 'Body' });
    const plain = await t.app.notify.toUsers(both, { type: 'system', title: 'T', message: 'M', key: `plain-${Date.now()}` });
    expect(plain.map((r) => [r.title, r.message])).toEqual([
      ['T', 'M'],
      ['T', 'M'],
    ]);
  });
});

describe('the user language is saved', () => {
  const signIn = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/login/login', headers, payload: { username: 'finance', password: 'finance123', app_code: 'BANG' } });

  it('at sign-in from the request language; a request stating none leaves it', async () => {
    expect((await signIn(EN)).statusCode).toBe(200);
    expect(await langOf(finance)).toBe('en');
    expect((await signIn(ZH)).statusCode).toBe(200);
    expect(await langOf(finance)).toBe('zh');
    expect((await signIn({})).statusCode).toBe(200);
    expect(await langOf(finance)).toBe('zh');
  });

  it('at token refresh', async () => {
    const session = await t.login('finance');
    expect(await langOf(finance)).toBe('zh');
    const res = await t.app.inject({ method: 'POST', url: '/api/user/users/refresh-token', headers: EN, payload: { refresh_token: session.refreshToken } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await langOf(finance)).toBe('en');
  });
});
