/**
 * Bills after generation (issue 21) on real PostgreSQL: confirm posting once, the statement answered line by line by
 * the merchant (dispute → ticket, frozen once confirmed), payments (partial, over-payment refused, undone by a
 * reversal), a credit bill, and who sees what (another company, the merchant, a finance data role).
 */
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { periodRange } from '../../../../../src/domain/finance/bills';
import { journalEntries, orderFees, resources, tickets } from '../../../db/schema';
import { call, companyId, consignor, consignorBills, consignorId, data, delivery, finance, generate, inMonth, orderA, orderB, PERIOD, servicer2, setupBills, t } from './bills-fixture';

setupBills();
// the March drafts of every party: what this file confirms, states and pays
beforeAll(() => generate({ party_type: undefined }));

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
    // its statement: the delivery provider (PAI) sees its own only, not the merchant's, and confirms it line by line — frozen
    const sent = await data(call(finance, 'POST', '/finance/check-bills', { bill_id: dBill.id }));
    expect((await data(call(delivery, 'GET', '/finance/check-bills'))).list.map((c: { id: number }) => c.id)).toEqual([sent.id]);
    expect((await call(delivery, 'GET', `/finance/check-bills/${checkId}`)).statusCode).toBe(404);
    const lines = (await data(call(delivery, 'GET', `/finance/check-bills/${sent.id}`))).lines as { line_id: number }[];
    expect(lines).toHaveLength(before.line_count);
    const answered = await data(call(delivery, 'POST', `/finance/check-bills/${sent.id}/answer`, { lines: lines.map((l) => ({ line_id: l.line_id, state: 'CONFIRMED' })) }));
    expect(answered).toMatchObject({ status: 'CONFIRMED', confirmed_count: before.line_count });
    expect((await call(delivery, 'POST', `/finance/check-bills/${sent.id}/answer`, { lines: [{ line_id: lines[0].line_id, state: 'DISPUTED', comment: '晚了' }] })).statusCode).toBe(400);
    expect((await call(consignor, 'GET', `/finance/check-bills/${sent.id}`)).statusCode).toBe(404);
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

describe('data scope', () => {
  it("a finance sub-account whose data role chooses one consignor sees and touches only that consignor's bills, statements and payments", async () => {
    const db = t.database.db;
    const servicer = await t.login('servicer');
    const req = (method: 'POST' | 'DELETE', url: string, payload?: object) => t.app.inject({ method, url: `/api${url}`, headers: servicer.headers, ...(payload ? { payload } : {}) });
    type Party = { party_type: string; party_id: number };
    const balances = (await data(call(finance, 'GET', '/finance/balances?per_page=100'))).list as Party[];
    // the delivery provider's confirmed bill (the tests before) is outside the role
    expect(balances.some((b) => b.party_type !== 'consignor' || b.party_id !== consignorId)).toBe(true);
    // the consignor's receivable is open again: a fresh confirmed bill on it; another consignor's draft is outside
    const [other] = await db.insert(resources).values({ companyId, objectType: 'consignor', name: '范围外商家' }).returning();
    await db.insert(orderFees).values([
      { companyId, orderId: orderA, direction: 'INCOME', code: 'FREIGHT', codeName: '运费', amountCents: 4_200, settleTargetType: 'CONSIGNOR', settleTargetId: String(consignorId), createdAt: inMonth(25) },
      { companyId, orderId: orderB, direction: 'INCOME', code: 'FREIGHT', codeName: '运费', amountCents: 3_300, settleTargetType: 'CONSIGNOR', settleTargetId: String(other.id), createdAt: inMonth(25) },
    ]);
    await generate();
    const fresh = (await consignorBills()).find((b: { status: string }) => b.status === 'DRAFT');
    await data(call(finance, 'POST', `/finance/bills/${fresh.id}/confirm`));
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
      // the drafts' line counts (read unscoped): the scoped generation recounts the role's consignor's draft only
      const draftCount = async (party: number) =>
        ((await data(call(servicer, 'GET', `/finance/bills?party_type=consignor&party_id=${party}&period=${PERIOD}&status=DRAFT`))).list[0]?.line_count as number | undefined) ?? 0;
      const [inBefore, outBefore] = [await draftCount(consignorId), await draftCount(other.id)];
      expect(await generate({ party_type: undefined })).toMatchObject({ lines: 1 });
      expect([await draftCount(consignorId), await draftCount(other.id)]).toEqual([inBefore + 1, outBefore]);
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
