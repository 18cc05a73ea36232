/**
 * Bill generation (issue 21) on real PostgreSQL: one bill per party from order fees and estimates, a fee row on one
 * bill even when generations race, regenerating idempotent and refreshing re-priced estimates, payment terms (per
 * order / per month), a carrier's loads and a load fee changed after drafting. Confirmation, statements, payments and
 * data scope: bill-settlement.test.ts.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { periodRange, weekOf } from '../../../../../src/domain/finance/bills';
import { periodOf } from '../../../../../src/domain/finance/ledger';
import { billLines, orderEstimatedFees, orderFeeLineParts, orderFees, orderPricings, orders, resources, transitLoads } from '../../../db/schema';
import { call, companyId, consignorBills, consignorId, data, dayOf, deliveryId, finance, consignor, generate, orderA, orderB, PERIOD, periodParty, setupBills, t, inMonth, type ListedBill } from './bills-fixture';

setupBills();

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
    // on one bill's journal (a period draft reads its lines from the fee rows), and written out once it is confirmed
    const all = (await data(call(finance, 'GET', `/finance/bills?party_type=consignor&party_id=${consignorId}&per_page=100`))).list as { id: number }[];
    const holding = [];
    for (const b of all) {
      const lines = (await data(call(finance, 'GET', `/finance/bills/${b.id}/lines?per_page=100`))).list as { code: string }[];
      if (lines.some((l) => l.code === 'STORAGE')) holding.push(b.id);
    }
    expect(holding).toHaveLength(1);
    expect(await db.select().from(billLines).where(eq(billLines.sourceKey, `of:${row.id}`))).toEqual([]);
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


describe('a period draft holds its lines by date until confirmed', () => {
  it('confirming writes its lines out (frozen); a later fee of the period starts a new draft with that fee only', async () => {
    const db = t.database.db;
    const { at, fee, run, bills } = await periodParty('四月商家', '2025-04');
    const [first] = await db.insert(orderFees).values([fee('INCOME', 1_000, 2), fee('INCOME', 2_000, 9)]).returning();
    expect(await run()).toMatchObject({ bills: 1, lines: 2 });
    const [draft] = await bills();
    // nothing written while a draft: its journal reads the fee rows
    expect(await db.select().from(billLines).where(eq(billLines.billId, draft.id))).toEqual([]);
    expect((await data(call(finance, 'GET', `/finance/bills/${draft.id}/lines`))).list.map((l: { amount_cents: number }) => l.amount_cents)).toEqual([1_000, 2_000]);
    // a week run over the same days finds the rows held by the month draft
    expect(await run(weekOf(at(9)), 'WEEK')).toMatchObject({ bills: 0, lines: 0 });
    await data(call(finance, 'POST', `/finance/bills/${draft.id}/confirm`, {}));
    const written = await db.select().from(billLines).where(eq(billLines.billId, draft.id));
    expect(written.map((l) => [l.sourceKey, l.amountCents, l.signedCents]).sort()).toEqual([
      [`of:${first.id}`, 1_000, 1_000],
      [`of:${first.id + 1}`, 2_000, 2_000],
    ]);
    // a fee of April posted after the confirmation: a new draft holds it alone; the confirmed bill's journal stays
    await db.insert(orderFees).values(fee('INCOME', 500, 20));
    expect(await run()).toMatchObject({ bills: 1, lines: 1 });
    const after = await bills();
    expect(after.find((b) => b.id === draft.id)).toMatchObject({ status: 'CONFIRMED', total_cents: 3_000, line_count: 2 });
    expect(after.find((b) => b.status === 'DRAFT')).toMatchObject({ total_cents: 500, line_count: 1 });
    expect((await data(call(finance, 'GET', `/finance/bills/${draft.id}/lines`))).total).toBe(2);
    expect(await run()).toMatchObject({ bills: 0, lines: 0 });
  });

  it("a draft's totals agree with its journal between runs (a fee row posted since lands on both); confirmed, they stay frozen", async () => {
    const db = t.database.db;
    const { party, at, fee, run, bills } = await periodParty('五月商家', '2025-05');
    await db.insert(orderFees).values(fee('INCOME', 4_000, 3));
    expect(await run()).toMatchObject({ bills: 1, lines: 1 });
    const listed = async () => (await bills())[0];
    const journal = async (id: number) => (await data(call(finance, 'GET', `/finance/bills/${id}/lines?per_page=100`))) as { list: { signed_cents: number }[]; total: number };
    const agree = async (id: number) => {
      const [detail, row, lines] = await Promise.all([data(call(finance, 'GET', `/finance/bills/${id}`)), listed(), journal(id)]);
      const sum = lines.list.reduce((a, l) => a + l.signed_cents, 0);
      expect(detail.total_cents).toBe(sum);
      expect(detail.line_count).toBe(lines.total);
      expect(row).toMatchObject({ id, total_cents: sum, line_count: lines.total });
      return detail as { total_cents: number; income_cents: number; outlay_cents: number; line_count: number; status: string };
    };
    const draft = await listed();
    expect(await agree(draft.id)).toMatchObject({ total_cents: 4_000, line_count: 1 });
    // between runs: an approved ticket's fee (a compensation we owe) and a priced estimate of the period, no generation
    await db.insert(orderFees).values(fee('OUTLAY', 1_200, 12));
    await db.insert(orderEstimatedFees).values({
      companyId, orderId: orderB, code: 'MAY_UPSTAIRS', name: '上楼费', direction: 'INCOME', partyType: 'CONSIGNOR', partyId: party.id, amountCents: 650,
      cardId: 1, versionId: 1, versionNo: 1, explanation: {} as never, pricedAt: at(20),
    });
    expect(await agree(draft.id)).toMatchObject({ status: 'DRAFT', income_cents: 4_650, outlay_cents: 1_200, total_cents: 3_450, line_count: 3 });
    // confirmed: the same numbers, written out and frozen — a later fee of May starts a new draft and leaves it as it is
    expect(await data(call(finance, 'POST', `/finance/bills/${draft.id}/confirm`, {}))).toMatchObject({ status: 'CONFIRMED', total_cents: 3_450, line_count: 3 });
    await db.insert(orderFees).values(fee('INCOME', 999, 25));
    expect(await agree(draft.id)).toMatchObject({ status: 'CONFIRMED', total_cents: 3_450, line_count: 3 });
  });
  it("the page's drafts find their parties' estimates in both stored shapes (the party index, migration 0058): list, detail and journal agree", async () => {
    const db = t.database.db;
    const JULY = '2025-07';
    const { party, at, fee, run } = await periodParty('七月商家', JULY);
    const [other] = await db.insert(resources).values({ companyId, objectType: 'consignor', name: '七月另一商家' }).returning();
    const [orderC] = await db.select({ id: orders.id }).from(orders).where(eq(orders.companyId, companyId)).orderBy(orders.id).offset(2).limit(1);
    await db.insert(orderFees).values(fee('INCOME', 4_000, 3));
    expect(await run()).toMatchObject({ bills: 1, lines: 1 });
    // posted since the generation: an order fee, an estimate stored as an object (through the view) and one stored
    // compact — [part key, party, name, amount, …] as the quote engine writes them — on an order whose other line bills another party
    await db.insert(orderFees).values(fee('OUTLAY', 300, 9));
    await db.insert(orderEstimatedFees).values({
      companyId, orderId: orderB, code: 'JULY_UPSTAIRS', name: '上楼费', direction: 'INCOME', partyType: 'CONSIGNOR', partyId: party.id, amountCents: 650,
      cardId: 1, versionId: 1, versionNo: 1, explanation: {} as never, pricedAt: at(20),
    });
    const part = { companyId, code: 'DELIVERY', name: '配送费', direction: 'INCOME', partyType: 'CONSIGNOR', cardId: 1, versionId: 1, versionNo: 1 };
    await db.insert(orderFeeLineParts).values({ ...part, key: 'h82-july-delivery', part: { code: 'DELIVERY', name: '配送费', direction: 'INCOME', party_type: 'CONSIGNOR', card_id: 1, version_id: 1, version_no: 1, explanation: {} } });
    await db.insert(orderPricings).values({
      orderId: orderC.id, companyId, pricedAt: at(21), incomeCents: 1_320, incomeLines: 2,
      lines: [['h82-july-delivery', party.id, '七月商家', 820, 1, 0, 820], ['h82-july-delivery', other.id, '七月另一商家', 500, 1, 0, 500]],
    });
    // the parties' column (migration 0061, the GIN index the drafts' reads use) filled from the lines for a writer that did not give it
    const found = await db.execute(sql`SELECT party_ids AS ids FROM order_pricings WHERE order_id = ${orderC.id}`);
    const [{ ids }] = (found as unknown as { rows: { ids: number[] }[] }).rows;
    expect(ids).toEqual([party.id, other.id].sort((a, b) => a - b));

    const [listed] = (await data(call(finance, 'GET', `/finance/bills?party_type=consignor&period=${JULY}`))).list as ListedBill[];
    const lines = (await data(call(finance, 'GET', `/finance/bills/${listed.id}/lines?per_page=100`))) as { list: { code: string; signed_cents: number }[]; total: number };
    const detail = await data(call(finance, 'GET', `/finance/bills/${listed.id}`));
    // 40 + 6.50 + 8.20 − 3 (the other party's ¥5 stays off)
    expect(listed).toMatchObject({ party_id: party.id, income_cents: 5_470, total_cents: 5_170, line_count: 4 });
    expect(lines.list.reduce((a, l) => a + l.signed_cents, 0)).toBe(5_170);
    expect(lines.total).toBe(4);
    expect(detail).toMatchObject({ total_cents: 5_170, line_count: 4 });
    expect(await data(call(finance, 'POST', `/finance/bills/${listed.id}/confirm`, {}))).toMatchObject({ status: 'CONFIRMED', total_cents: 5_170, line_count: 4 });
    const written = await db.select({ key: billLines.sourceKey }).from(billLines).where(eq(billLines.billId, listed.id));
    expect(written.map((w) => w.key)).toContain(`est:${orderC.id}:DELIVERY:CONSIGNOR:${party.id}`);
  });
  it('an estimate re-priced after its bill was confirmed is billed once more as the difference, on the open period — never twice', async () => {
    const db = t.database.db;
    const { party, run, bills } = await periodParty('改价商家', '2025-08');
    const price = async (amountCents: number, pricedAt: Date) => {
      await db.delete(orderEstimatedFees).where(and(eq(orderEstimatedFees.orderId, orderA), eq(orderEstimatedFees.code, 'REPRICED')));
      await db.insert(orderEstimatedFees).values({ companyId, orderId: orderA, code: 'REPRICED', name: '配送费', direction: 'INCOME', partyType: 'CONSIGNOR', partyId: party.id, amountCents, cardId: 1, versionId: 1, versionNo: 1, explanation: {} as never, pricedAt });
    };
    const draftOf = async (period: string) => {
      const list = (await data(call(finance, 'GET', `/finance/bills?party_type=consignor&party_id=${party.id}&period=${period}`))).list as { id: number; status: string; total_cents: number; line_count: number }[];
      const bill = list.find((b) => b.status === 'DRAFT');
      if (!bill) return null;
      const lines = (await data(call(finance, 'GET', `/finance/bills/${bill.id}/lines`))).list as { amount_cents: number; signed_cents: number }[];
      expect(lines.reduce((a, l) => a + l.signed_cents, 0)).toBe(bill.total_cents);
      return { ...bill, amounts: lines.map((l) => l.amount_cents) };
    };
    await price(1_000, dayOf('2025-08', 5));
    expect(await run('2025-08')).toMatchObject({ bills: 1 });
    const aug = (await draftOf('2025-08'))!;
    expect(await data(call(finance, 'POST', `/finance/bills/${aug.id}/confirm`, {}))).toMatchObject({ status: 'CONFIRMED', total_cents: 1_000 });
    // re-priced in September to ¥12: September's draft bills the ¥2 difference, not the ¥12 again; list, journal and
    // the confirmed bill agree; August stays as confirmed
    await price(1_200, dayOf('2025-09', 3));
    expect(await run('2025-09')).toMatchObject({ bills: 1, lines: 1 });
    const sep = (await draftOf('2025-09'))!;
    expect(sep).toMatchObject({ total_cents: 200, line_count: 1, amounts: [200] });
    expect(await data(call(finance, 'POST', `/finance/bills/${sep.id}/confirm`, {}))).toMatchObject({ status: 'CONFIRMED', total_cents: 200, line_count: 1 });
    const keys = await db.select({ key: billLines.sourceKey, amount: billLines.amountCents }).from(billLines).where(eq(billLines.billId, sep.id));
    expect(keys).toEqual([{ key: `est:${orderA}:REPRICED:CONSIGNOR:${party.id}:${sep.id}`, amount: 200 }]);
    expect(await run('2025-09')).toMatchObject({ bills: 0, lines: 0 });
    expect(await draftOf('2025-09')).toBeNull();
    // down to ¥11 in October: a ¥1 credit; the bills of the estimate then sum to its price, once
    await price(1_100, dayOf('2025-10', 2));
    await run('2025-10');
    expect(await draftOf('2025-10')).toMatchObject({ total_cents: -100, line_count: 1, amounts: [-100] });
    expect((await bills()).reduce((a, b) => a + b.total_cents, 0)).toBe(1_100);
    // unchanged since: nothing more to bill
    await price(1_100, dayOf('2025-10', 9));
    expect(await run('2025-10')).toMatchObject({ bills: 0, lines: 0 });
  });
});

// last in the file: closing the current month is one-way, and every later posting of this company would be refused
describe('a closed period', () => {
  it('refuses confirming a bill (400 in the user language): the bill stays a draft, no line written, no entry posted', async () => {
    const db = t.database.db;
    const { fee, run, bills } = await periodParty('结账商家', '2025-06');
    await db.insert(orderFees).values(fee('INCOME', 3_000, 2));
    await run();
    const [draft] = await bills();
    const period = periodOf(new Date());
    expect((await call(finance, 'POST', `/finance/periods/${period}/close`, { confirm: true })).statusCode).toBe(200);
    const refused = await call(finance, 'POST', `/finance/bills/${draft.id}/confirm`, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe(`会计期间${period}已结账，不能记账`);
    expect(await data(call(finance, 'GET', `/finance/bills/${draft.id}`))).toMatchObject({ status: 'DRAFT', entry_id: null, total_cents: 3_000 });
    expect(await db.select().from(billLines).where(eq(billLines.billId, draft.id))).toEqual([]);
  });
});
