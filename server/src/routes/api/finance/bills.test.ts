/**
 * Bills, check-bills and payments (issue 21) on real PostgreSQL: generation from order fees and estimates (one bill
 * per party, a fee row on one bill even when generations race, regenerating idempotent and refreshing re-priced
 * estimates), confirm posting once, the statement answered line by line by the merchant (dispute → ticket, frozen once
 * confirmed), payments (partial, over-payment refused), and who sees what.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { periodRange } from '../../../../../src/domain/finance/bills';
import { billLines, journalEntries, orderEstimatedFees, orderFees, orders, resources, tickets, transitLoads, users } from '../../../db/schema';
import { createTestApp, type Session, type TestApp } from '../../../test-helpers';

let t: TestApp;
let finance: Session;
let servicer2: Session;
let consignor: Session;
let delivery: Session;
let companyId: number;
let consignorId: number;
let deliveryId: number;
let orderA: number;
let orderB: number;
const PERIOD = '2025-03';
const { from } = periodRange('MONTH', PERIOD);
const inMonth = (day: number) => new Date(from.getTime() + (day - 1) * 86_400_000 + 3_600_000);

const call = (s: Session, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: { ...s.headers, ...(method === 'POST' ? { 'idempotency-key': randomUUID() } : {}) }, ...(payload ? { payload } : {}) });
const data = async (p: ReturnType<typeof call>) => {
  const res = await p;
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json().data;
};
const generate = (body: object = {}) => data(call(finance, 'POST', '/finance/bills/generate', { party_type: 'consignor', period_kind: 'MONTH', period: PERIOD, ...body }));
const consignorBills = async () => (await data(call(finance, 'GET', `/finance/bills?party_type=consignor&party_id=${consignorId}&period=${PERIOD}`))).list;

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

describe('generation', () => {
  it('drafts one bill per party from the period fee rows and estimates; regenerating changes nothing', async () => {
    const first = await generate({ party_type: undefined });
    expect(first).toMatchObject({ bills: 2, lines: 7 });
    const [bill] = await consignorBills();
    // 100 + 25 + 80 + 7 (estimate) − 15 (compensation)
    expect(bill).toMatchObject({ status: 'DRAFT', line_count: 5, income_cents: 21_200, outlay_cents: 1_500, total_cents: 19_700, party_name: expect.any(String) });
    const lines = (await data(call(finance, 'GET', `/finance/bills/${bill.id}/lines`))).list;
    expect(lines.map((l: { signed_cents: number }) => l.signed_cents).sort((a: number, b: number) => a - b)).toEqual([-1_500, 700, 2_500, 8_000, 10_000]);
    const deliveryBill = (await data(call(finance, 'GET', `/finance/bills?party_type=delivery&period=${PERIOD}`))).list[0];
    // a provider's bill: the OUTLAY rows we owe, positive
    expect(deliveryBill).toMatchObject({ party_id: deliveryId, total_cents: 7_000, line_count: 2 });

    expect(await generate({ party_type: undefined })).toMatchObject({ bills: 0, lines: 0 });
    const [again] = await consignorBills();
    expect(again).toMatchObject({ id: bill.id, total_cents: 19_700, line_count: 5 });
    const linesAgain = (await data(call(finance, 'GET', `/finance/bills/${bill.id}/lines`))).list;
    expect(linesAgain.map((l: { id: number }) => l.id)).toEqual(lines.map((l: { id: number }) => l.id));
  });

  it('a re-priced estimate (new row ids) refreshes the draft line it already has, not a second line', async () => {
    const db = t.database.db;
    await db.delete(orderEstimatedFees).where(and(eq(orderEstimatedFees.orderId, orderA), eq(orderEstimatedFees.code, 'UPSTAIRS')));
    await db.insert(orderEstimatedFees).values({ companyId, orderId: orderA, code: 'UPSTAIRS', name: '上楼费', direction: 'INCOME', partyType: 'CONSIGNOR', partyId: consignorId, amountCents: 900, cardId: 1, versionId: 2, versionNo: 2, explanation: {} as never, pricedAt: inMonth(6) });
    await generate();
    const [bill] = await consignorBills();
    expect(bill).toMatchObject({ line_count: 5, total_cents: 19_900 });
  });

  it('a fee row lands on one bill even when a month and a week generation race for it', async () => {
    const db = t.database.db;
    const [row] = await db
      .insert(orderFees)
      .values({ companyId, orderId: orderA, direction: 'INCOME', code: 'STORAGE', codeName: '仓储费', amountCents: 1_000, settleTargetType: 'CONSIGNOR', settleTargetId: String(consignorId), createdAt: inMonth(12) })
      .returning();
    const week = (await import('../../../../../src/domain/finance/bills')).weekOf(inMonth(12));
    const results = await Promise.all([generate(), generate({ period_kind: 'WEEK', period: week }), generate()]);
    expect(results.reduce((n, r) => n + r.lines, 0)).toBe(1);
    const on = await db.select().from(billLines).where(eq(billLines.sourceKey, `of:${row.id}`));
    expect(on).toHaveLength(1);
    // and the two month generations made one draft, not two
    expect((await consignorBills()).filter((b: { status: string }) => b.status === 'DRAFT')).toHaveLength(1);
  });

  it('refuses a period that is not one, in the user language', async () => {
    const res = await call(finance, 'POST', '/finance/bills/generate', { period_kind: 'MONTH', period: '2025-13' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('YYYY-MM');
    expect((await call(consignor, 'POST', '/finance/bills/generate', { period: PERIOD })).statusCode).toBe(403);
  });
});

describe('confirm, statement, payments', () => {
  let billId: number;
  let total: number;
  let checkId: number;
  let lineCount: number;

  it('confirm posts one entry (bill:<id>) even when confirmed twice at once; the receivable holds the total', async () => {
    const [bill] = (await consignorBills()).filter((b: { status: string }) => b.status === 'DRAFT');
    billId = bill.id;
    total = bill.total_cents;
    lineCount = bill.line_count;
    const [a, b] = await Promise.all([data(call(finance, 'POST', `/finance/bills/${billId}/confirm`)), data(call(finance, 'POST', `/finance/bills/${billId}/confirm`))]);
    expect(a.status).toBe('CONFIRMED');
    expect(b.entry_id).toBe(a.entry_id);
    const entries = await t.database.db.select().from(journalEntries).where(and(eq(journalEntries.sourceType, 'bill'), eq(journalEntries.sourceId, String(billId))));
    expect(entries).toHaveLength(1);
    const receivable = (await data(call(finance, 'GET', `/finance/accounts?kind=CONSIGNOR_RECEIVABLE&party_id=${consignorId}`))).list[0];
    expect(receivable.display_balance_cents).toBe(total);
    expect(await t.app.financeLedger.recomputeBalances(t.database.db, companyId)).toEqual([]);
  });

  it('the statement is sent once; the merchant sees only its own; another company and the delivery provider do not', async () => {
    const sent = await data(call(finance, 'POST', '/finance/check-bills', { bill_id: billId }));
    checkId = sent.id;
    expect(sent).toMatchObject({ status: 'SENT', line_count: lineCount, bill_id: billId });
    expect(sent.lines).toHaveLength(lineCount);
    expect((await data(call(finance, 'POST', '/finance/check-bills', { bill_id: billId }))).id).toBe(checkId);
    expect((await data(call(consignor, 'GET', '/finance/check-bills'))).list.map((c: { id: number }) => c.id)).toEqual([checkId]);
    expect((await data(call(consignor, 'GET', `/finance/bills`))).list.map((b: { id: number }) => b.id)).toEqual([billId]);
    expect((await data(call(delivery, 'GET', '/finance/check-bills'))).list).toEqual([]);
    expect((await call(delivery, 'GET', `/finance/check-bills/${checkId}`)).statusCode).toBe(404);
    expect((await call(servicer2, 'GET', `/finance/check-bills/${checkId}`)).statusCode).toBe(404);
    expect((await call(servicer2, 'GET', `/finance/bills/${billId}`)).statusCode).toBe(404);
    // a draft bill has no statement
    const draftDelivery = (await data(call(finance, 'GET', `/finance/bills?party_type=delivery&status=DRAFT`))).list[0];
    expect((await call(finance, 'POST', '/finance/check-bills', { bill_id: draftDelivery.id })).statusCode).toBe(400);
  });

  it('the merchant disputes a line (comment required) and confirms the rest; finance turns the dispute into a ticket once', async () => {
    const detail = await data(call(consignor, 'GET', `/finance/check-bills/${checkId}`));
    const [disputed, ...rest] = detail.lines as { line_id: number; order_id: number }[];
    const bare = await call(consignor, 'POST', `/finance/check-bills/${checkId}/answer`, { lines: [{ line_id: disputed.line_id, state: 'DISPUTED' }] });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().msg).toBe('请填写异议说明');
    const answered = await data(
      call(consignor, 'POST', `/finance/check-bills/${checkId}/answer`, {
        lines: [{ line_id: disputed.line_id, state: 'DISPUTED', comment: '运费多算了' }, ...rest.map((l) => ({ line_id: l.line_id, state: 'CONFIRMED' }))],
      }),
    );
    expect(answered).toMatchObject({ status: 'DISPUTED', confirmed_count: lineCount - 1, disputed_count: 1 });
    expect((await call(consignor, 'POST', `/finance/check-bills/${checkId}/lines/${disputed.line_id}/ticket`)).statusCode).toBe(403);
    expect((await call(finance, 'POST', `/finance/check-bills/${checkId}/lines/${rest[0].line_id}/ticket`)).statusCode).toBe(400);
    const { ticket_id } = await data(call(finance, 'POST', `/finance/check-bills/${checkId}/lines/${disputed.line_id}/ticket`));
    expect((await data(call(finance, 'POST', `/finance/check-bills/${checkId}/lines/${disputed.line_id}/ticket`))).ticket_id).toBe(ticket_id);
    const [ticket] = await t.database.db.select().from(tickets).where(eq(tickets.id, ticket_id));
    expect(ticket).toMatchObject({ companyId, type: 'ESCALATION', orderId: disputed.order_id });
    expect(JSON.stringify(ticket.payload)).toContain('运费多算了');
    // a confirmed line cannot be answered again
    expect((await call(consignor, 'POST', `/finance/check-bills/${checkId}/answer`, { lines: [{ line_id: rest[0].line_id, state: 'DISPUTED', comment: '改主意' }] })).statusCode).toBe(400);
  });

  it('once every line is confirmed the statement is frozen', async () => {
    const detail = await data(call(consignor, 'GET', `/finance/check-bills/${checkId}`));
    const disputed = detail.lines.find((l: { state: string }) => l.state === 'DISPUTED');
    const done = await data(call(consignor, 'POST', `/finance/check-bills/${checkId}/answer`, { lines: [{ line_id: disputed.line_id, state: 'CONFIRMED' }] }));
    expect(done).toMatchObject({ status: 'CONFIRMED', can_answer: false });
    const late = await call(finance, 'POST', `/finance/check-bills/${checkId}/answer`, { lines: [{ line_id: disputed.line_id, state: 'DISPUTED', comment: '再看看' }] });
    expect(late.statusCode).toBe(400);
    expect(late.json().msg).toContain('已全部确认');
  });

  it('payments: over-payment refused naming both amounts, partial payments sum, paid in full the bill is settled', async () => {
    const over = await call(finance, 'POST', '/finance/payments', { bill_id: billId, amount_cents: total + 1 });
    expect(over.statusCode).toBe(400);
    expect(over.json().msg).toBe(`付款金额${((total + 1) / 100).toFixed(2)}元超过未结金额${(total / 100).toFixed(2)}元`);
    const p1 = await data(call(finance, 'POST', '/finance/payments', { bill_id: billId, amount_cents: 5_000, memo: '第一笔' }));
    expect(p1).toMatchObject({ amount_cents: 5_000, method: 'BANK', bill_id: billId });
    expect(p1.entry_no).toMatch(/^JE/);
    let bill = await data(call(finance, 'GET', `/finance/bills/${billId}`));
    expect(bill).toMatchObject({ status: 'CONFIRMED', paid_cents: 5_000, open_cents: total - 5_000 });
    await data(call(finance, 'POST', '/finance/payments', { bill_id: billId, amount_cents: total - 5_000, method: 'CASH' }));
    bill = await data(call(finance, 'GET', `/finance/bills/${billId}`));
    expect(bill).toMatchObject({ status: 'SETTLED', paid_cents: total, open_cents: 0 });
    expect(bill.payments).toHaveLength(2);
    expect((await call(finance, 'POST', '/finance/payments', { bill_id: billId, amount_cents: 1 })).statusCode).toBe(400);
    const receivable = (await data(call(finance, 'GET', `/finance/accounts?kind=CONSIGNOR_RECEIVABLE&party_id=${consignorId}`))).list[0];
    expect(receivable.display_balance_cents).toBe(0);
    expect((await call(servicer2, 'POST', '/finance/payments', { bill_id: billId, amount_cents: 1 })).statusCode).toBe(404);
    expect((await data(call(consignor, 'GET', `/finance/payments?bill_id=${billId}`))).total).toBe(2);
    expect(await t.app.financeLedger.recomputeBalances(t.database.db, companyId)).toEqual([]);
    const payments = (await t.database.db.execute(sql`SELECT count(*)::int AS n FROM journal_entries WHERE source_type = 'payment'`)) as unknown as { rows: { n: number }[] };
    expect(payments.rows[0]).toMatchObject({ n: 2 });
  });

  it('a payment undone (its entry reversed) opens the bill again by its amount; a bill confirmation entry is not reversed alone', async () => {
    const settled = await data(call(finance, 'GET', `/finance/bills/${billId}`));
    expect(settled.status).toBe('SETTLED');
    const cash = settled.payments.find((p: { method: string }) => p.method === 'CASH');
    const reversed = await call(finance, 'POST', `/finance/entries/${cash.entry_id}/reverse`, { memo: '付款登记错误' });
    expect(reversed.statusCode, reversed.body).toBe(200);
    const reopened = await data(call(finance, 'GET', `/finance/bills/${billId}`));
    expect(reopened).toMatchObject({ status: 'CONFIRMED', paid_cents: total - cash.amount_cents, open_cents: cash.amount_cents });
    expect(reopened.payments.map((p: { id: number; reversed: boolean }) => [p.id, p.reversed])).toContainEqual([cash.id, true]);
    // once only: a second reversal is refused and the bill does not move again
    expect((await call(finance, 'POST', `/finance/entries/${cash.entry_id}/reverse`, { memo: '' })).statusCode).toBe(400);
    expect((await data(call(finance, 'GET', `/finance/bills/${billId}`))).paid_cents).toBe(total - cash.amount_cents);
    // the bill's own entry: refused, nothing posted
    const refused = await call(finance, 'POST', `/finance/entries/${settled.entry_id}/reverse`, { memo: '' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toContain('不能单独冲销');
    // paid again in full: settled
    await data(call(finance, 'POST', '/finance/payments', { bill_id: billId, amount_cents: cash.amount_cents }));
    expect((await data(call(finance, 'GET', `/finance/bills/${billId}`))).status).toBe('SETTLED');
    expect(await t.app.financeLedger.recomputeBalances(t.database.db, companyId)).toEqual([]);
  });

  it('a provider bill paid from the prepaid balance is refused; a confirmed bill takes no regeneration of its lines', async () => {
    const [dBill] = (await data(call(finance, 'GET', `/finance/bills?party_type=delivery&status=DRAFT`))).list;
    await data(call(finance, 'POST', `/finance/bills/${dBill.id}/confirm`));
    const res = await call(finance, 'POST', '/finance/payments', { bill_id: dBill.id, amount_cents: 100, method: 'PREPAID' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('只有商家账单可以用预存余额支付');
    const before = await data(call(finance, 'GET', `/finance/bills/${dBill.id}`));
    await generate({ party_type: 'delivery' });
    expect(await data(call(finance, 'GET', `/finance/bills/${dBill.id}`))).toMatchObject({ total_cents: before.total_cents, line_count: before.line_count, status: 'CONFIRMED' });
  });
});

describe('a credit bill', () => {
  it('a merchant whose compensation exceeds its fees is paid: open by the size of the total, settled the other way round', async () => {
    const JUL = '2025-07';
    const jul = periodRange('MONTH', JUL).from;
    await t.database.db.insert(orderFees).values([
      { companyId, orderId: orderA, direction: 'OUTLAY', code: 'COMPENSATION', codeName: '赔偿款', amountCents: 12_050, settleTargetType: 'CONSIGNOR', settleTargetId: String(consignorId), createdAt: new Date(jul.getTime() + 86_400_000) },
      { companyId, orderId: orderA, direction: 'INCOME', code: 'FREIGHT', codeName: '运费', amountCents: 2_050, settleTargetType: 'CONSIGNOR', settleTargetId: String(consignorId), createdAt: new Date(jul.getTime() + 86_400_000) },
    ]);
    await generate({ period: JUL, party_id: consignorId });
    const [draft] = (await data(call(finance, 'GET', `/finance/bills?party_type=consignor&party_id=${consignorId}&period=${JUL}`))).list;
    expect(draft).toMatchObject({ status: 'DRAFT', total_cents: -10_000 });
    const receivable = async () => (await data(call(finance, 'GET', `/finance/accounts?kind=CONSIGNOR_RECEIVABLE&party_id=${consignorId}`))).list[0]?.display_balance_cents ?? 0;
    const prepaid = async () => (await data(call(finance, 'GET', `/finance/accounts?kind=CONSIGNOR_PREPAID&party_id=${consignorId}`))).list[0]?.display_balance_cents ?? 0;
    const [r0, p0] = [await receivable(), await prepaid()];
    await data(call(finance, 'POST', `/finance/bills/${draft.id}/confirm`));
    expect(await data(call(finance, 'GET', `/finance/bills/${draft.id}`))).toMatchObject({ status: 'CONFIRMED', total_cents: -10_000, open_cents: 10_000 });
    expect(await receivable()).toBe(r0 - 10_000);
    expect((await data(call(finance, 'GET', `/finance/bills?open=1&party_id=${consignorId}&per_page=100`))).list.map((b: { id: number }) => b.id)).toContain(draft.id);
    const over = await call(finance, 'POST', '/finance/payments', { bill_id: draft.id, amount_cents: 10_001 });
    expect(over.json().msg).toBe('付款金额100.01元超过未结金额100.00元');
    await data(call(finance, 'POST', '/finance/payments', { bill_id: draft.id, amount_cents: 4_000 }));
    expect(await data(call(finance, 'GET', `/finance/bills/${draft.id}`))).toMatchObject({ status: 'CONFIRMED', paid_cents: 4_000, open_cents: 6_000 });
    // the rest into the merchant's prepaid balance (it holds less than that: no shortage for a credit)
    await data(call(finance, 'POST', '/finance/payments', { bill_id: draft.id, amount_cents: 6_000, method: 'PREPAID' }));
    expect(await data(call(finance, 'GET', `/finance/bills/${draft.id}`))).toMatchObject({ status: 'SETTLED', open_cents: 0 });
    expect(await receivable()).toBe(r0);
    expect(await prepaid()).toBe(p0 + 6_000);
    expect(await t.app.financeLedger.recomputeBalances(t.database.db, companyId)).toEqual([]);
  });
});

describe('payment terms and loads', () => {
  const MAY = '2025-05';
  const may = periodRange('MONTH', MAY).from;
  const inMay = (day: number) => new Date(may.getTime() + (day - 1) * 86_400_000 + 3_600_000);

  it('a consignor on cash terms gets one bill per order; a monthly one (and one never reviewed) the month bill', async () => {
    const db = t.database.db;
    const [cash, monthly] = await db
      .insert(resources)
      .values([
        { companyId, objectType: 'consignor', name: '现结商家' },
        { companyId, objectType: 'consignor', name: '月结商家' },
      ])
      .returning();
    for (const [c, term] of [
      [cash.id, 'CASH'],
      [monthly.id, 'MONTHLY'],
    ] as const) {
      const review = await data(call(finance, 'POST', '/finance/consignor-terms', { consignor_id: c, payment_term: term, credit_limit_cents: term === 'CASH' ? 0 : 100_000 }));
      await data(call(finance, 'POST', `/finance/consignor-terms/${review.id}/approve`, {}));
    }
    const row = (orderId: number, target: number, amountCents: number, day: number) => ({
      companyId,
      orderId,
      direction: 'INCOME',
      code: 'FREIGHT',
      codeName: '运费',
      amountCents,
      settleTargetType: 'CONSIGNOR',
      settleTargetId: String(target),
      createdAt: inMay(day),
    });
    await db.insert(orderFees).values([row(orderA, cash.id, 1_000, 2), row(orderA, cash.id, 200, 3), row(orderB, cash.id, 3_000, 4), row(orderA, monthly.id, 500, 2), row(orderB, monthly.id, 700, 5)]);
    const first = await generate({ period: MAY });
    const list = async (party: number) => (await data(call(finance, 'GET', `/finance/bills?party_type=consignor&party_id=${party}`))).list as { period_kind: string; period: string; total_cents: number; line_count: number }[];
    const [orderNoA, orderNoB] = (await db.select({ id: orders.id, no: orders.orderNo }).from(orders).where(sql`${orders.id} in (${orderA}, ${orderB})`).orderBy(orders.id)).map((o) => o.no);
    expect((await list(cash.id)).map((b) => [b.period_kind, b.period, b.total_cents, b.line_count]).sort()).toEqual(
      [
        ['ORDER', orderNoA, 1_200, 2],
        ['ORDER', orderNoB, 3_000, 1],
      ].sort(),
    );
    expect((await list(monthly.id)).map((b) => [b.period_kind, b.period, b.total_cents, b.line_count])).toEqual([['MONTH', MAY, 1_200, 2]]);
    expect(first).toMatchObject({ lines: 5 });
    // regenerating changes nothing; a fee added to the order later joins its draft
    expect(await generate({ period: MAY })).toMatchObject({ bills: 0, lines: 0 });
    await db.insert(orderFees).values(row(orderB, cash.id, 50, 20));
    expect(await generate({ period: MAY })).toMatchObject({ bills: 0, lines: 1 });
    expect((await list(cash.id)).find((b) => b.period === orderNoB)).toMatchObject({ total_cents: 3_050, line_count: 2 });
  });

  it("a carrier's departed load is a payable bill of its own (its trunk fee); a planned or cancelled one is not billed", async () => {
    const db = t.database.db;
    const [carrier] = await db.insert(resources).values({ companyId, objectType: 'carrier', name: '干线承运商' }).returning();
    const load = (loadNo: string, status: string, feeCents: number, departedAt: Date | null) => ({
      companyId,
      loadNo,
      type: 'line_haul',
      status,
      fromSiteType: 'warehouse',
      fromSiteId: 1,
      toSiteType: 'warehouse',
      toSiteId: 2,
      carrierResourceId: carrier.id,
      feeCents,
      plannedDepartureAt: inMay(6),
      departedAt,
    });
    await db.insert(transitLoads).values([load('BILL-L1', 'departed', 80_000, inMay(6)), load('BILL-L2', 'arrived', 45_000, inMay(8)), load('BILL-L3', 'planned', 30_000, null), load('BILL-L4', 'cancelled', 20_000, null)]);
    await data(call(finance, 'POST', '/finance/bills/generate', { party_type: 'carrier', party_id: carrier.id, period_kind: 'MONTH', period: MAY }));
    const bills = (await data(call(finance, 'GET', `/finance/bills?party_type=carrier&party_id=${carrier.id}`))).list as { id: number; period_kind: string; period: string; total_cents: number }[];
    expect(bills.map((b) => [b.period_kind, b.period, b.total_cents]).sort()).toEqual([
      ['LOAD', 'BILL-L1', 80_000],
      ['LOAD', 'BILL-L2', 45_000],
    ]);
    const lines = (await data(call(finance, 'GET', `/finance/bills/${bills[0].id}/lines`))).list;
    expect(lines).toMatchObject([{ source_type: 'load', order_id: null, direction: 'OUTLAY', code: 'LOAD_FEE' }]);
    // confirmed, it is what we owe the carrier
    const confirmed = await data(call(finance, 'POST', `/finance/bills/${bills[0].id}/confirm`, {}));
    expect(confirmed).toMatchObject({ status: 'CONFIRMED', open_cents: bills[0].total_cents });
    expect(await data(call(finance, 'POST', '/finance/bills/generate', { party_type: 'carrier', party_id: carrier.id, period_kind: 'MONTH', period: MAY }))).toMatchObject({ bills: 0, lines: 0 });
  });
});

describe('a load fee changed after drafting', () => {
  it('regenerating a draft takes the new fee (once); a confirmed load bill keeps the old; a cancelled load leaves its draft', async () => {
    const db = t.database.db;
    const MAY = '2025-05';
    const loadBill = async (loadNo: string) => (await data(call(finance, 'GET', `/finance/bills?party_type=carrier&period=${loadNo}`))).list[0] as { id: number; status: string; total_cents: number; line_count: number } | undefined;
    const [l1, l2] = await db.select().from(transitLoads).where(sql`${transitLoads.loadNo} in ('BILL-L1', 'BILL-L2')`).orderBy(transitLoads.loadNo);
    const regenerate = () => data(call(finance, 'POST', '/finance/bills/generate', { party_type: 'carrier', party_id: l1.carrierResourceId, period_kind: 'MONTH', period: MAY }));
    // the test before confirmed one of the two load bills; the other is a draft
    const firstConfirmed = (await loadBill('BILL-L1'))!.status === 'CONFIRMED';
    const [confirmedLoad, draftLoad] = firstConfirmed ? [l1, l2] : [l2, l1];
    const confirmedBefore = await loadBill(confirmedLoad.loadNo);
    expect(confirmedBefore).toMatchObject({ status: 'CONFIRMED', total_cents: confirmedLoad.feeCents });
    expect(await loadBill(draftLoad.loadNo)).toMatchObject({ status: 'DRAFT', total_cents: draftLoad.feeCents });

    await db.update(transitLoads).set({ feeCents: 52_000 }).where(sql`${transitLoads.id} in (${l1.id}, ${l2.id})`);
    await regenerate();
    const draft = await loadBill(draftLoad.loadNo);
    expect(draft).toMatchObject({ status: 'DRAFT', total_cents: 52_000, line_count: 1 });
    expect((await data(call(finance, 'GET', `/finance/bills/${draft!.id}/lines`))).list).toMatchObject([{ source_type: 'load', amount_cents: 52_000, signed_cents: 52_000 }]);
    // idempotent: the same run again changes nothing
    expect(await regenerate()).toMatchObject({ bills: 0, lines: 0 });
    expect(await loadBill(draftLoad.loadNo)).toMatchObject({ id: draft!.id, total_cents: 52_000, line_count: 1 });
    // the confirmed one is frozen: its lines and total stay
    expect(await loadBill(confirmedLoad.loadNo)).toMatchObject({ status: 'CONFIRMED', total_cents: confirmedLoad.feeCents, line_count: 1 });
    expect((await data(call(finance, 'GET', `/finance/bills/${confirmedBefore!.id}/lines`))).list).toMatchObject([{ amount_cents: confirmedLoad.feeCents }]);

    // cancelled after drafting: its line leaves and the empty draft goes
    await db.update(transitLoads).set({ status: 'cancelled' }).where(eq(transitLoads.id, draftLoad.id));
    await regenerate();
    expect(await loadBill(draftLoad.loadNo)).toBeUndefined();
    expect(await db.select().from(billLines).where(eq(billLines.sourceKey, `load:${draftLoad.id}`))).toEqual([]);
  });
});

describe('data scope', () => {
  it("a finance sub-account whose data role chooses one consignor sees and touches only that consignor's bills, statements and payments", async () => {
    const db = t.database.db;
    const servicer = await t.login('servicer');
    const req = (method: 'POST' | 'DELETE', url: string, payload?: object) => t.app.inject({ method, url: `/api${url}`, headers: servicer.headers, ...(payload ? { payload } : {}) });
    type Party = { party_type: string; party_id: number };
    const balances = (await data(call(finance, 'GET', '/finance/balances?per_page=100'))).list as Party[];
    expect(balances.some((b) => b.party_type !== 'consignor' || b.party_id !== consignorId)).toBe(true);
    // the consignor's receivable is open again: a fresh confirmed bill on it
    await db.insert(orderFees).values({ companyId, orderId: orderA, direction: 'INCOME', code: 'FREIGHT', codeName: '运费', amountCents: 4_200, settleTargetType: 'CONSIGNOR', settleTargetId: String(consignorId), createdAt: inMonth(25) });
    await generate();
    const fresh = (await consignorBills()).find((b: { status: string }) => b.status === 'DRAFT');
    await data(call(finance, 'POST', `/finance/bills/${fresh.id}/confirm`));
    const [other] = await db.insert(resources).values({ companyId, objectType: 'consignor', name: '范围外商家' }).returning();
    const otherAccount = await t.app.financeLedger.ensureAccount(db, companyId, { kind: 'CONSIGNOR_RECEIVABLE', partyType: 'consignor', partyId: other.id, name: '范围外商家应收' });
    const income = await t.app.financeLedger.ensureAccount(db, companyId, { kind: 'INCOME', name: '收入' });
    await db.transaction((tx) =>
      t.app.financeLedger.postEntry(tx, { companyId, userId: null, name: 't', lang: 'zh' }, { kind: 'ADJUSTMENT', memo: 'scope', lines: [{ accountId: otherAccount, amountCents: 900 }, { accountId: income, amountCents: -900 }] }),
    );
    const receivables = (await data(call(servicer, 'GET', '/report/receivables'))).rows as { consignor_id: number }[];
    expect(receivables.map((r) => r.consignor_id)).toEqual(expect.arrayContaining([consignorId, other.id]));
    const all = (await data(call(finance, 'GET', '/finance/bills?per_page=100'))).list as { id: number; party_type: string; party_id: number; status: string }[];
    const mine = all.filter((b) => b.party_type === 'consignor' && b.party_id === consignorId);
    const outside = all.filter((b) => !(b.party_type === 'consignor' && b.party_id === consignorId));
    expect(mine.length).toBeGreaterThan(0);
    expect(outside.some((b) => b.party_type === 'consignor')).toBe(true);
    const foreignConfirmed = outside.find((b) => b.status === 'CONFIRMED')!;
    const foreignDraft = outside.find((b) => b.status === 'DRAFT')!;
    const statements = (await data(call(finance, 'GET', '/finance/check-bills?per_page=100'))).list as { id: number; party_id: number }[];

    const created = await req('POST', '/system/role/data/create', { name: '仅本商家账单', scope: 'chosen', consignor_ids: [consignorId], user_ids: [finance.body.data.user.id] });
    expect(created.statusCode, created.body).toBe(200);
    try {
      const seen = await data(call(finance, 'GET', '/finance/bills?per_page=100'));
      expect(seen.list.map((b: { id: number }) => b.id).sort()).toEqual(mine.map((b) => b.id).sort());
      expect(seen.total).toBe(mine.length);
      expect((await data(call(finance, 'GET', '/finance/bills?party_type=carrier'))).total).toBe(0);
      expect((await call(finance, 'GET', `/finance/bills/${foreignConfirmed.id}`)).statusCode).toBe(404);
      expect((await call(finance, 'GET', `/finance/bills/${foreignConfirmed.id}/lines`)).statusCode).toBe(404);
      expect((await call(finance, 'GET', `/finance/bills/${mine[0].id}`)).statusCode).toBe(200);
      // out of scope is not there for writes either
      expect((await call(finance, 'POST', `/finance/bills/${foreignDraft.id}/confirm`)).statusCode).toBe(404);
      expect((await call(finance, 'POST', '/finance/payments', { bill_id: foreignConfirmed.id, amount_cents: 1 })).statusCode).toBe(404);
      expect((await call(finance, 'POST', '/finance/check-bills', { bill_id: foreignConfirmed.id })).statusCode).toBe(404);
      const scopedStatements = (await data(call(finance, 'GET', '/finance/check-bills?per_page=100'))).list as { id: number; party_id: number }[];
      expect(scopedStatements.map((c) => c.id).sort()).toEqual(statements.filter((c) => c.party_id === consignorId).map((c) => c.id).sort());
      const payments = (await data(call(finance, 'GET', '/finance/payments?per_page=100'))).list as { bill_id: number }[];
      expect(payments.length).toBeGreaterThan(0);
      expect(payments.every((p) => mine.some((b) => b.id === p.bill_id))).toBe(true);
      // balances and the receivables report: the chosen consignor's only
      const scopedBalances = (await data(call(finance, 'GET', '/finance/balances?per_page=100'))).list as Party[];
      expect(scopedBalances.map((b) => [b.party_type, b.party_id])).toEqual([['consignor', consignorId]]);
      const scopedReceivables = (await data(call(finance, 'GET', '/report/receivables'))).rows as { consignor_id: number }[];
      expect(scopedReceivables.map((r) => r.consignor_id)).toEqual([consignorId]);
      // generation drafts for the role's consignors only; a provider, or a consignor outside it, is refused clearly
      await db.insert(orderFees).values([
        { companyId, orderId: orderA, direction: 'INCOME', code: 'SCOPE_IN', codeName: '范围内', amountCents: 110, settleTargetType: 'CONSIGNOR', settleTargetId: String(consignorId), createdAt: inMonth(26) },
        { companyId, orderId: orderB, direction: 'INCOME', code: 'SCOPE_OUT', codeName: '范围外', amountCents: 220, settleTargetType: 'CONSIGNOR', settleTargetId: String(other.id), createdAt: inMonth(26) },
      ]);
      expect(await generate({ party_type: undefined })).toMatchObject({ lines: 1 });
      const billed = await db.select({ code: billLines.code }).from(billLines).where(and(eq(billLines.companyId, companyId), sql`${billLines.code} in ('SCOPE_IN', 'SCOPE_OUT')`));
      expect(billed.map((l) => l.code)).toEqual(['SCOPE_IN']);
      for (const body of [{ party_type: 'carrier' }, { party_type: 'delivery' }, { party_id: other.id }]) {
        const refused = await call(finance, 'POST', '/finance/bills/generate', { period_kind: 'MONTH', period: PERIOD, ...body });
        expect(refused.statusCode, JSON.stringify(body)).toBe(403);
        expect(refused.json().msg).toContain('只能为权限内的商家生成账单');
      }
      // the consignor picker and the income list: the role's consignor only
      expect((await data(call(finance, 'GET', '/finance/consignors'))).list.map((c: { id: number }) => c.id)).toEqual([consignorId]);
      const scopedIncome = await data(call(finance, 'GET', '/finance/income?per_page=100'));
      const allIncome = await data(call(servicer, 'GET', '/finance/income?per_page=100'));
      expect(scopedIncome.list.length).toBeGreaterThan(0);
      expect(scopedIncome.total).toBeLessThan(allIncome.total);
      expect(scopedIncome.list.some((l: { memo: string }) => l.memo === 'scope')).toBe(false);
      expect(allIncome.list.some((l: { memo: string }) => l.memo === 'scope')).toBe(true);
    } finally {
      expect((await req('DELETE', `/system/role/data/detail/${created.json().data.id}`)).statusCode).toBe(200);
    }
    // the role gone, everything again (and the draft the scoped generation made)
    expect((await data(call(finance, 'GET', '/finance/bills?per_page=100'))).total).toBe(all.length + 1);
  });
});
