/**
 * A consignor billed per order (cash terms): an estimate re-priced after its order's bill was confirmed is billed once
 * more as the difference, on a new draft of that order — never the whole amount again, never dropped; regenerating
 * adds nothing; every bill of the estimate sums to its latest price. (The period case: bills.test.ts.)
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { periodRange } from '../../../../../src/domain/finance/bills';
import { billLines, orderEstimatedFees, orders, resources } from '../../../db/schema';
import { call, companyId, data, finance, orderA, setupBills, t } from './bills-fixture';

setupBills();

describe('per-order bills and a re-priced estimate', () => {
  it('bills the difference on a new draft of the order once its bill is confirmed', async () => {
    const db = t.database.db;
    const [party] = await db.insert(resources).values({ companyId, objectType: 'consignor', name: '现结改价商家' }).returning();
    const review = await data(call(finance, 'POST', '/finance/consignor-terms', { consignor_id: party.id, payment_term: 'CASH', credit_limit_cents: 0 }));
    await data(call(finance, 'POST', `/finance/consignor-terms/${review.id}/approve`, {}));
    const day = (period: string, d: number) => new Date(periodRange('MONTH', period).from.getTime() + (d - 1) * 86_400_000 + 3_600_000);
    const price = async (amountCents: number, pricedAt: Date) => {
      await db.delete(orderEstimatedFees).where(and(eq(orderEstimatedFees.orderId, orderA), eq(orderEstimatedFees.code, 'CASHREPRICE')));
      await db.insert(orderEstimatedFees).values({ companyId, orderId: orderA, code: 'CASHREPRICE', name: '配送费', direction: 'INCOME', partyType: 'CONSIGNOR', partyId: party.id, amountCents, cardId: 1, versionId: 1, versionNo: 1, explanation: {} as never, pricedAt });
    };
    const run = (period: string) => data(call(finance, 'POST', '/finance/bills/generate', { party_type: 'consignor', party_id: party.id, period_kind: 'MONTH', period }));
    const bills = async () =>
      (await data(call(finance, 'GET', `/finance/bills?party_type=consignor&party_id=${party.id}`))).list as { id: number; status: string; period_kind: string; period: string; total_cents: number; line_count: number }[];
    const [{ no }] = await db.select({ no: orders.orderNo }).from(orders).where(sql`${orders.id} = ${orderA}`);

    await price(1_000, day('2025-08', 5));
    expect(await run('2025-08')).toMatchObject({ bills: 1, lines: 1 });
    const [first] = await bills();
    expect(first).toMatchObject({ period_kind: 'ORDER', period: no, status: 'DRAFT', total_cents: 1_000 });
    expect(await data(call(finance, 'POST', `/finance/bills/${first.id}/confirm`, {}))).toMatchObject({ status: 'CONFIRMED', total_cents: 1_000 });

    // re-priced in September to ¥12: a new draft of the order holds the ¥2 difference
    await price(1_200, day('2025-09', 3));
    expect(await run('2025-09')).toMatchObject({ bills: 1, lines: 1 });
    const draft = (await bills()).find((b) => b.status === 'DRAFT')!;
    expect(draft).toMatchObject({ period_kind: 'ORDER', period: no, total_cents: 200, line_count: 1 });
    const keys = await db.select({ key: billLines.sourceKey, amount: billLines.amountCents }).from(billLines).where(eq(billLines.billId, draft.id));
    expect(keys).toEqual([{ key: `est:${orderA}:CASHREPRICE:CONSIGNOR:${party.id}:${draft.id}`, amount: 200 }]);
    // regenerating: nothing more
    expect(await run('2025-09')).toMatchObject({ bills: 0, lines: 0 });
    // re-priced again to ¥13 before that draft is confirmed: the draft's difference follows (¥3), not a second line
    await price(1_300, day('2025-09', 20));
    await run('2025-09');
    expect((await bills()).find((b) => b.status === 'DRAFT')).toMatchObject({ id: draft.id, total_cents: 300, line_count: 1 });
    expect((await bills()).reduce((a, b) => a + b.total_cents, 0)).toBe(1_300);
  });
});
