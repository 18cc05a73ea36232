/**
 * The report center (issue 21 'Reports'): figures right on a small known dataset in a past range nobody else writes
 * to, another company's data invisible, bad filters answered 400 in the user's language, merchants refused.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderEstimatedFees, orderEvents, orderFees, orders, resources } from '../../../db/schema';
import type { FinanceActor } from '../../../repositories/finance/ledger';
import { withTestApp } from '../../../test-app';

const t = withTestApp();
const s = t.signIn('servicer');
const s2 = t.signIn('servicer2');
const consignor = t.signIn('consignor');
let companyId: number;
let otherCompanyId: number;
let template: typeof orders.$inferSelect;
let seq = 0;

const call = (url: string, session = s, lang = 'zh-CN') => t.app.inject({ method: 'GET', url: `/api${url}`, headers: { ...session.headers, 'accept-language': lang } });
async function data(url: string, session = s) {
  const r = await call(url, session);
  if (r.statusCode !== 200) throw new Error(`${r.statusCode} ${r.body}`);
  return r.json().data;
}

async function resource(company: number, objectType: string, name: string) {
  const [r] = await t.database.db.insert(resources).values({ companyId: company, objectType, name }).returning();
  return r.id;
}

async function order(company: number, createdAt: string, status: string, consignorId: number | null, storeId: number | null) {
  const { id: _id, orderNo: _no, clientOrderNo: _c, shippingNo: _s, createdAt: _ca, updatedAt: _ua, ...rest } = template;
  const [o] = await t.database.db
    .insert(orders)
    .values({ ...rest, companyId: company, status, consignorResourceId: consignorId, storeResourceId: storeId, tags: [], createdAt: new Date(createdAt), orderNo: `RP${randomUUID().slice(0, 8)}${++seq}` })
    .returning();
  return o;
}

beforeAll(async () => {
  companyId = s.body.data.user.company_id;
  otherCompanyId = s2.body.data.user.company_id;
  [template] = await t.database.db
    .select()
    .from(orders)
    .where(and(eq(orders.companyId, companyId), isNotNull(orders.consignorResourceId)))
    .limit(1);
});

describe('order daily and feedback', () => {
  it('counts orders per China day by status, and visit results per day and result, of the company only', async () => {
    // 2024-02-01 23:30 China is 15:30 UTC; 2024-02-02 00:10 China is 2024-02-01 16:10 UTC
    const a = await order(companyId, '2024-02-01T15:30:00Z', 'ARCHIVED', null, null);
    const b = await order(companyId, '2024-02-01T16:10:00Z', 'ARCHIVED', null, null);
    await order(companyId, '2024-02-01T17:00:00Z', 'TO_SIGN', null, null);
    const gone = await order(companyId, '2024-02-02T01:00:00Z', 'TO_SIGN', null, null);
    await t.database.db.update(orders).set({ deletedAt: new Date() }).where(eq(orders.id, gone.id));
    const foreign = await order(otherCompanyId, '2024-02-01T17:00:00Z', 'TO_SIGN', null, null);
    const visit = (o: typeof a, company: number, at: string, result: string) =>
      t.database.db.insert(orderEvents).values({ companyId: company, orderId: o.id, action: 'feedback', fromStatus: 'TO_REVISIT', toStatus: 'ARCHIVED', occurredAt: new Date(at), data: { result } });
    await visit(a, companyId, '2024-02-01T15:50:00Z', 'SATISFIED');
    await visit(b, companyId, '2024-02-02T02:00:00Z', 'UNSATISFIED');
    await visit(b, companyId, '2024-02-02T03:00:00Z', 'SATISFIED');
    await visit(foreign, otherCompanyId, '2024-02-02T03:00:00Z', 'SATISFIED');

    const daily = await data('/report/order-daily?date_from=2024-02-01&date_to=2024-02-03');
    expect(daily.days).toEqual([
      { day: '2024-02-01', total: 1, counts: { ARCHIVED: 1 } },
      { day: '2024-02-02', total: 2, counts: { ARCHIVED: 1, TO_SIGN: 1 } },
      { day: '2024-02-03', total: 0, counts: {} },
    ]);
    expect(daily.statuses).toEqual(['TO_SIGN', 'ARCHIVED']);
    expect(daily.total).toEqual({ total: 3, counts: { ARCHIVED: 2, TO_SIGN: 1 } });
    expect((await data('/report/order-daily?date_from=2024-02-01&date_to=2024-02-03', s2)).total.total).toBe(1);

    const fb = await data('/report/feedback?date_from=2024-02-01&date_to=2024-02-02');
    expect(fb.days).toEqual([
      { day: '2024-02-01', SATISFIED: 1, NEUTRAL: 0, UNSATISFIED: 0, total: 1 },
      { day: '2024-02-02', SATISFIED: 1, NEUTRAL: 0, UNSATISFIED: 1, total: 2 },
    ]);
    expect((await data('/report/feedback?date_from=2024-02-01&date_to=2024-02-02&result=UNSATISFIED')).total).toEqual({ SATISFIED: 0, NEUTRAL: 0, UNSATISFIED: 1, total: 1 });
    expect((await data('/report/feedback?date_from=2024-02-01&date_to=2024-02-02', s2)).total.total).toBe(1);
  });
});

describe('shop cost', () => {
  it('sums approved fees and estimates per store and per consignor, income and outlay apart', async () => {
    const shopA = await resource(companyId, 'store', '报表店铺A');
    const shopB = await resource(companyId, 'store', '报表店铺B');
    const merchant = template.consignorResourceId!;
    const o1 = await order(companyId, '2024-03-10T02:00:00Z', 'ARCHIVED', merchant, shopA);
    const o2 = await order(companyId, '2024-03-11T02:00:00Z', 'ARCHIVED', merchant, shopA);
    const o3 = await order(companyId, '2024-03-11T03:00:00Z', 'TO_SIGN', merchant, shopB);
    const fee = (o: typeof o1, direction: string, amountCents: number, company = companyId) => t.database.db.insert(orderFees).values({ companyId: company, orderId: o.id, direction, code: 'X', amountCents });
    const est = (o: typeof o1, direction: string, amountCents: number) =>
      t.database.db.insert(orderEstimatedFees).values({
        companyId,
        orderId: o.id,
        code: 'BASIC',
        name: '基础费',
        direction,
        partyType: 'CONSIGNOR',
        amountCents,
        cardId: 1,
        versionId: 1,
        versionNo: 1,
        explanation: {} as never,
        pricedAt: new Date(),
      });
    await fee(o1, 'INCOME', 1000);
    await fee(o1, 'OUTLAY', 300);
    await fee(o1, 'INCOME', 500);
    await fee(o3, 'OUTLAY', 250);
    await est(o1, 'INCOME', 2000);
    await est(o2, 'INCOME', 1500);
    await est(o2, 'OUTLAY', 700);

    const byStore = await data('/report/shop-cost?date_from=2024-03-10&date_to=2024-03-11');
    expect(byStore.rows).toEqual([
      { key: String(shopA), label: '报表店铺A', orders: 2, fee_income_cents: 1500, fee_outlay_cents: 300, est_income_cents: 3500, est_outlay_cents: 700 },
      { key: String(shopB), label: '报表店铺B', orders: 1, fee_income_cents: 0, fee_outlay_cents: 250, est_income_cents: 0, est_outlay_cents: 0 },
    ]);
    expect(byStore.total).toEqual({ orders: 3, fee_income_cents: 1500, fee_outlay_cents: 550, est_income_cents: 3500, est_outlay_cents: 700 });
    expect(byStore.days.map((d: { day: string; orders: number }) => [d.day, d.orders])).toEqual([
      ['2024-03-10', 1],
      ['2024-03-11', 2],
    ]);
    const byConsignor = await data(`/report/shop-cost?date_from=2024-03-10&date_to=2024-03-11&by=consignor&consignor_id=${merchant}`);
    expect(byConsignor.rows).toHaveLength(1);
    expect(byConsignor.rows[0]).toMatchObject({ key: String(merchant), orders: 3, fee_income_cents: 1500 });
    expect((await data('/report/shop-cost?date_from=2024-03-10&date_to=2024-03-11', s2)).total.orders).toBe(0);
  });
});

describe('the daily fee projection (report_fee_daily) and its roll-up (report_shop_daily)', () => {
  it('equals the sum of the fee rows and the order count after random writes: inserts, amount changes, deletes, re-pricings, orders moved or deleted', async () => {
    const stores = [await resource(companyId, 'store', '投影店铺1'), await resource(companyId, 'store', '投影店铺2'), null];
    const merchant = template.consignorResourceId!;
    const days = ['2024-04-01T02:00:00Z', '2024-04-01T17:30:00Z', '2024-04-03T09:00:00Z'];
    let seed = 7;
    const rnd = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const os = [] as (typeof orders.$inferSelect)[];
    for (let i = 0; i < 6; i++) os.push(await order(companyId, days[i % 3], 'ARCHIVED', i % 2 ? merchant : null, stores[i % 3]));
    const db = t.database.db;
    const dir = () => (rnd(3) ? 'INCOME' : 'OUTLAY');
    for (let step = 0; step < 60; step++) {
      const o = os[rnd(os.length)];
      switch (rnd(7)) {
        case 0:
        case 1:
          await db.insert(orderFees).values([0, 1].slice(0, 1 + rnd(2)).map(() => ({ companyId, orderId: o.id, direction: dir(), code: 'X', amountCents: 1 + rnd(9000) })));
          break;
        case 2:
          await db.execute(sql`update order_fees set amount_cents = amount_cents + ${1 + rnd(500)}, direction = ${dir()} where order_id = ${o.id} and id % 2 = ${rnd(2)}`);
          break;
        case 3:
          await db.execute(sql`delete from order_fees where id = (select min(id) from order_fees where order_id = ${o.id})`);
          break;
        case 4: {
          // a re-pricing replaces the order's estimates whole
          await db.transaction(async (tx) => {
            await tx.delete(orderEstimatedFees).where(eq(orderEstimatedFees.orderId, o.id));
            const lines = Array.from({ length: rnd(3) }, () => ({ companyId, orderId: o.id, code: 'BASIC', name: '基础费', direction: dir(), partyType: 'CONSIGNOR', amountCents: 1 + rnd(5000), cardId: 1, versionId: 1, versionNo: 1, explanation: {} as never, pricedAt: new Date() }));
            if (lines.length) await tx.insert(orderEstimatedFees).values(lines);
          });
          break;
        }
        case 5:
          await db.update(orders).set({ storeResourceId: stores[rnd(3)], consignorResourceId: rnd(2) ? merchant : null, createdAt: new Date(days[rnd(3)]) }).where(eq(orders.id, o.id));
          break;
        default:
          await db.update(orders).set({ deletedAt: rnd(2) ? new Date() : null }).where(eq(orders.id, o.id));
      }
    }
    const ids = sql.raw(os.map((o) => o.id).join(','));
    const truth = sql`
      select o.company_id, (o.created_at at time zone 'Asia/Shanghai')::date as day, coalesce(o.store_resource_id, 0) as store_id, coalesce(o.consignor_resource_id, 0) as consignor_id,
             f.source, f.direction, sum(f.amount_cents)::bigint as sum_cents, count(*)::int as fee_count
      from (select 'fee' as source, order_id, direction, amount_cents from order_fees where order_id in (${ids})
            union all select 'est', order_id, direction, amount_cents from order_estimated_fees where order_id in (${ids})) f
      join orders o on o.id = f.order_id and o.deleted_at is null
      group by 1, 2, 3, 4, 5, 6
      union all
      select company_id, (created_at at time zone 'Asia/Shanghai')::date, coalesce(store_resource_id, 0), coalesce(consignor_resource_id, 0), 'ord', '', 0, count(*)::int
      from orders where id in (${ids}) and deleted_at is null
      group by 1, 2, 3, 4`;
    const rows = async (q: ReturnType<typeof sql>) =>
      ((await db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows.map((r) => `${String(r.day)}|${r.store_id}|${r.consignor_id}|${r.source}|${r.direction}|${r.sum_cents}|${r.fee_count}`).sort();
    const expected = await rows(truth);
    expect(expected.length).toBeGreaterThan(0);
    const projected = await rows(sql`
      select day, store_id, consignor_id, source, direction, sum_cents, fee_count from report_fee_daily
      where company_id = ${companyId} and day between '2024-04-01' and '2024-04-04' and fee_count <> 0`);
    expect(projected).toEqual(expected);
    // and its roll-up per store and per consignor (report_shop_daily, what the shop cost screen reads)
    const rolled = async (q: ReturnType<typeof sql>) =>
      ((await db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows.map((r) => `${r.dim}|${String(r.day)}|${r.key_id}|${r.source}|${r.direction}|${r.sum_cents}|${r.n}`).sort();
    const expectedRoll = await rolled(sql`
      select k.dim, t.day, k.key_id, t.source, t.direction, sum(t.sum_cents)::bigint as sum_cents, sum(t.fee_count)::int as n
      from (${truth}) t cross join lateral (values ('store', t.store_id), ('consignor', t.consignor_id)) k(dim, key_id)
      group by 1, 2, 3, 4, 5`);
    expect(expectedRoll.some((r) => r.includes('|ord|'))).toBe(true);
    expect(
      await rolled(sql`
        select dim, day, key_id, source, direction, sum_cents, n from report_shop_daily
        where company_id = ${companyId} and day between '2024-04-01' and '2024-04-04' and n <> 0`),
    ).toEqual(expectedRoll);
  });
});

describe('receivables', () => {
  it('ages each consignor receivable FIFO: payments settle the oldest bills first', async () => {
    const ledger = t.app.financeLedger;
    const actor: FinanceActor = { companyId, userId: null, name: 'report test', lang: 'zh' };
    const merchant = await resource(companyId, 'consignor', '报表商家');
    const quiet = await resource(companyId, 'consignor', '报表商家已结清');
    const deep = await resource(companyId, 'consignor', '报表商家多账单');
    const now = Date.now();
    const ago = (days: number) => new Date(now - days * 86_400_000);
    await t.database.db.transaction(async (tx) => {
      const income = await ledger.ensureAccount(tx, companyId, { kind: 'INCOME', name: '收入' });
      const bank = await ledger.ensureAccount(tx, companyId, { kind: 'BANK', name: '银行存款' });
      const rec = await ledger.ensureAccount(tx, companyId, { kind: 'CONSIGNOR_RECEIVABLE', partyType: 'consignor', partyId: merchant, name: '应收' });
      const settled = await ledger.ensureAccount(tx, companyId, { kind: 'CONSIGNOR_RECEIVABLE', partyType: 'consignor', partyId: quiet, name: '应收' });
      const bill = (account: number, cents: number, postedAt: Date) =>
        ledger.postEntry(tx, actor, { kind: 'ADJUSTMENT', postedAt, lines: [{ accountId: account, amountCents: cents }, { accountId: income, amountCents: -cents }] });
      const pay = (account: number, cents: number, postedAt: Date) =>
        ledger.postEntry(tx, actor, { kind: 'ADJUSTMENT', postedAt, lines: [{ accountId: bank, amountCents: cents }, { accountId: account, amountCents: -cents }] });
      await bill(rec, 10_000, ago(100));
      await bill(rec, 20_000, ago(70));
      await bill(rec, 40_000, ago(40));
      await bill(rec, 80_000, ago(3));
      await pay(rec, 15_000, ago(2)); // settles the 100-day bill and half the 70-day one
      await bill(settled, 5_000, ago(50));
      // six bills, one small payment: the open part reaches back past the first few debits read
      const deepRec = await ledger.ensureAccount(tx, companyId, { kind: 'CONSIGNOR_RECEIVABLE', partyType: 'consignor', partyId: deep, name: '应收' });
      await bill(deepRec, 1_000, ago(100));
      for (const d of [5, 4, 3, 2, 1]) await bill(deepRec, 1_000, ago(d));
      await pay(deepRec, 500, ago(0));
      await pay(settled, 5_000, ago(1));
    });
    const report = await data(`/report/receivables?consignor_id=${merchant}`);
    expect(report.rows).toEqual([
      { consignor_id: merchant, consignor_name: '报表商家', open_cents: 135_000, d0_30: 80_000, d31_60: 40_000, d61_90: 15_000, d90_plus: 0, oldest_open_at: ago(70).toISOString() },
    ]);
    expect(report.total).toEqual({ open_cents: 135_000, d0_30: 80_000, d31_60: 40_000, d61_90: 15_000, d90_plus: 0 });
    expect((await data(`/report/receivables?consignor_id=${deep}`)).rows[0]).toMatchObject({ open_cents: 5_500, d0_30: 5_000, d31_60: 0, d61_90: 0, d90_plus: 500 });
    // a settled receivable is not listed; all consignors' rows sum to the total
    const all = await data('/report/receivables');
    expect(all.rows.some((r: { consignor_id: number }) => r.consignor_id === quiet)).toBe(false);
    expect(all.rows.reduce((n: number, r: { open_cents: number }) => n + r.open_cents, 0)).toBe(all.total.open_cents);
    expect((await data('/report/receivables', s2)).rows.some((r: { consignor_id: number }) => r.consignor_id === merchant)).toBe(false);
    const r = (await t.database.db.execute(sql`select count(*)::int as n from finance_accounts where company_id = ${otherCompanyId} and party_id = ${merchant}`)) as unknown as { rows: { n: number }[] };
    expect(r.rows[0].n).toBe(0);
  });
});

describe('bad filters', () => {
  it('answers 400 in the user language, 403 to a merchant', async () => {
    expect((await call('/report/order-daily?date_from=2024-02-05&date_to=2024-02-01')).json().msg).toBe('开始日期不能晚于结束日期');
    const long = await call('/report/feedback?date_from=2024-01-01&date_to=2024-03-01');
    expect(long.statusCode).toBe(400);
    expect(long.json().msg).toBe('查询范围不能超过31天');
    expect((await call('/report/shop-cost?date_from=2024-01-01&date_to=2024-01-05', s, 'en')).statusCode).toBe(200);
    expect((await call('/report/shop-cost?date_from=2024-02-30&date_to=2024-03-01')).statusCode).toBe(400);
    expect((await call('/report/shop-cost?date_from=2024-01-01&date_to=2024-01-05&by=planet')).statusCode).toBe(400);
    expect((await call('/report/feedback?date_from=2024-01-01&date_to=2024-01-05&result=HAPPY')).statusCode).toBe(400);
    expect((await call('/report/receivables?consignor_id=abc')).statusCode).toBe(400);
    expect((await call('/report/order-daily?date_from=2024-01-01')).statusCode).toBe(400);
    expect((await call('/report/order-daily?date_from=2024-01-01&date_to=2024-01-02', consignor)).statusCode).toBe(403);
  });
});

describe('data scope', () => {
  it('a finance sub-account whose data role chooses one consignor counts only its orders, visits and fees', async () => {
    const finance = await t.login('finance');
    const mine = await resource(companyId, 'consignor', '报表范围内商家');
    const theirs = await resource(companyId, 'consignor', '报表范围外商家');
    const shop = await resource(companyId, 'store', '报表范围店铺');
    const o1 = await order(companyId, '2024-05-10T02:00:00Z', 'ARCHIVED', mine, shop);
    const o2 = await order(companyId, '2024-05-10T03:00:00Z', 'ARCHIVED', theirs, shop);
    const o3 = await order(companyId, '2024-05-11T03:00:00Z', 'TO_SIGN', theirs, null);
    for (const [o, amountCents] of [[o1, 700], [o2, 5000], [o3, 900]] as const) await t.database.db.insert(orderFees).values({ companyId, orderId: o.id, direction: 'INCOME', code: 'X', amountCents });
    for (const o of [o1, o2]) {
      await t.database.db.insert(orderEvents).values({ companyId, orderId: o.id, action: 'feedback', fromStatus: 'TO_REVISIT', toStatus: 'ARCHIVED', occurredAt: new Date('2024-05-10T05:00:00Z'), data: { result: 'SATISFIED' } });
    }
    const range = 'date_from=2024-05-10&date_to=2024-05-11';
    // the control: without a role the sub-account sees all three
    expect((await data(`/report/order-daily?${range}`, finance)).total.total).toBe(3);
    const role = await t.app.inject({ method: 'POST', url: '/api/system/role/data/create', headers: s.headers, payload: { name: '报表仅一商家', scope: 'chosen', consignor_ids: [mine], user_ids: [finance.body.data.user.id] } });
    expect(role.statusCode, role.body).toBe(200);
    try {
      expect((await data(`/report/order-daily?${range}`, finance)).total).toEqual({ total: 1, counts: { ARCHIVED: 1 } });
      expect((await data(`/report/feedback?${range}`, finance)).total).toMatchObject({ SATISFIED: 1, total: 1 });
      const byStore = await data(`/report/shop-cost?${range}`, finance);
      expect(byStore.rows).toEqual([{ key: String(shop), label: '报表范围店铺', orders: 1, fee_income_cents: 700, fee_outlay_cents: 0, est_income_cents: 0, est_outlay_cents: 0 }]);
      expect(byStore.total).toMatchObject({ orders: 1, fee_income_cents: 700 });
      const byConsignor = await data(`/report/shop-cost?${range}&by=consignor`, finance);
      expect(byConsignor.rows.map((r: { key: string }) => r.key)).toEqual([String(mine)]);
      // the main account, no role: everything
      expect((await data(`/report/shop-cost?${range}`)).total).toMatchObject({ orders: 3, fee_income_cents: 6600 });
      expect((await data(`/report/feedback?${range}`)).total.total).toBe(2);
    } finally {
      expect((await t.app.inject({ method: 'DELETE', url: `/api/system/role/data/detail/${role.json().data.id}`, headers: s.headers })).statusCode).toBe(200);
    }
  });
});
