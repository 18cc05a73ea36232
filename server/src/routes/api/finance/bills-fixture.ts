/**
 * Shared setup of the bills route tests (issue 21, bills.test.ts and bill-settlement.test.ts): one app per test file
 * on real PostgreSQL, the finance, merchant, delivery and other-company sessions, and March's fee rows — two orders'
 * order fees (one next month's) and two estimates. The sessions and ids are live bindings, set before the first test.
 * periodParty: a consignor of a test's own with its month's fee rows, generation and bills.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { periodRange } from '../../../../../src/domain/finance/bills';
import { orderEstimatedFees, orderFees, orders, resources, users } from '../../../db/schema';
import { createTestApp, type Session, type TestApp } from '../../../test-helpers';

export let t: TestApp;
export let finance: Session;
export let servicer2: Session;
export let consignor: Session;
export let delivery: Session;
export let companyId: number;
export let consignorId: number;
export let deliveryId: number;
export let orderA: number;
export let orderB: number;
export const PERIOD = '2025-03';
/** an hour into that day of the month */
export const dayOf = (month: string, day: number) => new Date(periodRange('MONTH', month).from.getTime() + (day - 1) * 86_400_000 + 3_600_000);
export const inMonth = (day: number) => dayOf(PERIOD, day);

export const call = (s: Session, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: { ...s.headers, ...(method === 'POST' ? { 'idempotency-key': randomUUID() } : {}) }, ...(payload ? { payload } : {}) });
export const data = async (p: ReturnType<typeof call>) => {
  const res = await p;
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json().data;
};
export const generate = (body: object = {}) => data(call(finance, 'POST', '/finance/bills/generate', { party_type: 'consignor', period_kind: 'MONTH', period: PERIOD, ...body }));
export const consignorBills = async () => (await data(call(finance, 'GET', `/finance/bills?party_type=consignor&party_id=${consignorId}&period=${PERIOD}`))).list;

export interface ListedBill {
  id: number;
  party_id: number;
  status: string;
  period_kind: string;
  period: string;
  total_cents: number;
  income_cents: number;
  outlay_cents: number;
  line_count: number;
}

/**
 * A consignor of its own (no other test's rows reach its bills) billed for a month: `at(day)` a time in the month, `fee`
 * a FREIGHT row of orderA for it to insert, `run` the generation for it alone (the month unless told) and `bills` its bills.
 */
export async function periodParty(name: string, month: string) {
  const [party] = await t.database.db.insert(resources).values({ companyId, objectType: 'consignor', name }).returning();
  const at = (day: number) => dayOf(month, day);
  const fee = (direction: 'INCOME' | 'OUTLAY', amountCents: number, day: number) => ({ companyId, orderId: orderA, direction, code: 'FREIGHT', codeName: '运费', amountCents, settleTargetType: 'CONSIGNOR', settleTargetId: String(party.id), createdAt: at(day) });
  const run = (period = month, periodKind = 'MONTH') => data(call(finance, 'POST', '/finance/bills/generate', { party_type: 'consignor', party_id: party.id, period_kind: periodKind, period }));
  const bills = async () => (await data(call(finance, 'GET', `/finance/bills?party_type=consignor&party_id=${party.id}`))).list as ListedBill[];
  return { party, at, fee, run, bills };
}

/** the app, sessions and March fee rows of a bills test file: call once at its top */
export function setupBills() {
  beforeAll(async () => {
    t = await createTestApp();
    [finance, servicer2, consignor, delivery] = await Promise.all(['finance', 'servicer2', 'consignor', 'delivery'].map((u) => t.login(u)));
    companyId = finance.body.data.user.company_id;
    const db = t.database.db;
    const resourceOf = async (username: string) => (await db.select().from(users).where(eq(users.username, username)))[0].resourceId!;
    consignorId = await resourceOf('consignor');
    deliveryId = await resourceOf('delivery');
    const own = await db.select({ id: orders.id }).from(orders).where(eq(orders.companyId, companyId)).orderBy(orders.id).limit(2);
    [orderA, orderB] = own.map((o) => o.id);
    const fee = (orderId: number, direction: string, code: string, amountCents: number, day: number, target = consignorId, type = 'CONSIGNOR') => ({
      companyId,
      orderId,
      direction,
      code,
      codeName: code,
      amountCents,
      settleTargetType: type,
      settleTargetId: String(target),
      settleTargetName: 'x',
      createdAt: inMonth(day),
    });
    await db.insert(orderFees).values([
      fee(orderA, 'INCOME', 'FREIGHT', 10_000, 2),
      fee(orderA, 'INCOME', 'INSTALL', 2_500, 3),
      fee(orderB, 'INCOME', 'FREIGHT', 8_000, 10),
      fee(orderB, 'OUTLAY', 'COMPENSATION', 1_500, 11),
      fee(orderB, 'OUTLAY', 'DELIVERY', 3_000, 11, deliveryId, 'DELIVERY'),
      // next month: on no March bill
      fee(orderB, 'INCOME', 'FREIGHT', 99_900, 40),
    ]);
    const estimate = (orderId: number, code: string, amountCents: number, partyType = 'CONSIGNOR', partyId = consignorId, direction = 'INCOME') => ({
      companyId,
      orderId,
      code,
      name: code,
      direction,
      partyType,
      partyId,
      amountCents,
      cardId: 1,
      versionId: 1,
      versionNo: 1,
      explanation: {} as never,
      pricedAt: inMonth(5),
    });
    await db.insert(orderEstimatedFees).values([estimate(orderA, 'UPSTAIRS', 700), estimate(orderB, 'DELIVERY', 4_000, 'DELIVERY', deliveryId, 'OUTLAY')]);
  });
  afterAll(() => t.close());
}
