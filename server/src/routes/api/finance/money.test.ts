/**
 * 商家审核, balances with aging and income records (issue 21): the review's state machine through the routes and
 * paymentTermOf; per-party balances with FIFO aging; income lines with filters; another company sees none.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources, users } from '../../../db/schema';
import { paymentTermOf } from '../../../repositories/finance/consignor-terms';
import type { FinanceActor } from '../../../repositories/finance/ledger';
import { createTestApp, type Session, type TestApp } from '../../../test-helpers';

let t: TestApp;
let finance: Session;
let servicer2: Session;
let consignor: Session;
let executor: Session;
let companyId: number;
let consignorResource: number;
let actor: FinanceActor;

beforeAll(async () => {
  t = await createTestApp();
  [finance, servicer2, consignor, executor] = await Promise.all(['finance', 'servicer2', 'consignor', 'executor'].map((u) => t.login(u)));
  companyId = finance.body.data.user.company_id;
  consignorResource = (await t.database.db.select().from(users).where(eq(users.username, 'consignor')))[0].resourceId!;
  actor = { companyId, userId: finance.body.data.user.id, name: '财务小周', lang: 'zh' };
});
afterAll(() => t.close());

const get = (s: Session, url: string) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: s.headers });
const post = (s: Session, url: string, payload: unknown) => t.app.inject({ method: 'POST', url: `/api${url}`, headers: s.headers, payload: payload as Record<string, unknown> });

describe('商家审核', () => {
  it('never reviewed is MONTHLY; a proposal changes nothing until approved; a rejection keeps the terms in force', async () => {
    expect(await paymentTermOf(t.database.db, companyId, consignorResource)).toBe('MONTHLY');
    const cashWithLimit = await post(finance, '/finance/consignor-terms', { consignor_id: consignorResource, payment_term: 'CASH', credit_limit_cents: 100 });
    expect(cashWithLimit.statusCode).toBe(400);
    expect(cashWithLimit.json().msg).toBe('现结商家不设信用额度');
    const submitted = await post(finance, '/finance/consignor-terms', { consignor_id: consignorResource, payment_term: 'CASH', credit_limit_cents: 0, memo: '新客户先现结' });
    expect(submitted.statusCode).toBe(200);
    const review = submitted.json().data;
    expect(review).toMatchObject({ status: 'PENDING', payment_term: null, proposed_term: 'CASH' });
    expect(await paymentTermOf(t.database.db, companyId, consignorResource)).toBe('MONTHLY');

    const approved = await post(finance, `/finance/consignor-terms/${review.id}/approve`, {});
    expect(approved.json().data).toMatchObject({ status: 'APPROVED', payment_term: 'CASH', reviewed_by_name: '财务小周' });
    expect(await paymentTermOf(t.database.db, companyId, consignorResource)).toBe('CASH');
    const twice = await post(finance, `/finance/consignor-terms/${review.id}/approve`, {});
    expect(twice.statusCode).toBe(400);
    expect(twice.json().msg).toBe('审核当前状态为已通过，不能审核通过');

    await post(finance, '/finance/consignor-terms', { consignor_id: consignorResource, payment_term: 'MONTHLY', credit_limit_cents: 5_000_000 });
    const rejected = await post(finance, `/finance/consignor-terms/${review.id}/reject`, { reason: '额度过高' });
    expect(rejected.json().data).toMatchObject({ status: 'REJECTED', payment_term: 'CASH', reason: '额度过高' });
    expect(await paymentTermOf(t.database.db, companyId, consignorResource)).toBe('CASH');
    const mine = (await get(consignor, '/finance/my-balance')).json().data;
    expect(mine).toMatchObject({ payment_term: 'CASH', credit_limit_cents: 0 });

    const detail = (await get(finance, `/finance/consignor-terms/${review.id}`)).json().data;
    expect(detail.events.map((e: { action: string }) => e.action)).toEqual(['submit', 'approve', 'submit', 'reject']);
  });

  it('another company and a non-finance account are kept out; an unknown consignor is refused', async () => {
    const list = (await get(finance, '/finance/consignor-terms')).json().data.list as { id: number }[];
    expect(list.length).toBeGreaterThan(0);
    expect((await get(servicer2, `/finance/consignor-terms/${list[0].id}`)).statusCode).toBe(404);
    expect((await post(servicer2, `/finance/consignor-terms/${list[0].id}/approve`, {})).statusCode).toBe(404);
    expect((await get(servicer2, '/finance/consignor-terms')).json().data.total).toBe(0);
    const picker = (await get(finance, '/finance/consignors')).json().data.list as { id: number }[];
    expect(picker.map((c) => c.id)).toContain(consignorResource);
    expect((await get(servicer2, '/finance/consignors')).json().data.list.map((c: { id: number }) => c.id)).not.toContain(consignorResource);
    expect((await get(executor, '/finance/consignors')).statusCode).toBe(403);
    expect((await get(executor, '/finance/consignor-terms')).statusCode).toBe(403);
    expect((await get(consignor, '/finance/consignor-terms')).statusCode).toBe(403);
    const [foreign] = await t.database.db.select({ id: resources.id }).from(resources).where(eq(resources.companyId, servicer2.body.data.user.company_id)).limit(1);
    if (foreign) expect((await post(finance, '/finance/consignor-terms', { consignor_id: foreign.id, payment_term: 'CASH' })).json().msg).toBe('商家不存在');
    expect((await post(finance, '/finance/consignor-terms', { consignor_id: 2_000_000_000, payment_term: 'CASH' })).statusCode).toBe(400);
  });
});

describe('balances and income', () => {
  it('per party: prepaid and receivable on their normal side, the receivable aged oldest-paid-first', async () => {
    const ledger = t.app.financeLedger;
    const day = 86_400_000;
    const now = Date.now();
    await t.database.db.transaction(async (tx) => {
      const recv = await ledger.ensureAccount(tx, companyId, { kind: 'CONSIGNOR_RECEIVABLE', partyType: 'consignor', partyId: consignorResource, name: '应收' });
      const income = await ledger.ensureAccount(tx, companyId, { kind: 'INCOME', name: '收入' });
      const bank = await ledger.ensureAccount(tx, companyId, { kind: 'BANK', name: '银行' });
      // billed 100 at 70 days, 50 at 40 days, 30 at 5 days; paid 120 → open 60: 30 (5 d) + 30 of the 40-day bill
      await ledger.postEntry(tx, actor, { kind: 'BILL', memo: '十月账单', lines: [{ accountId: recv, amountCents: 10000 }, { accountId: income, amountCents: -10000 }], postedAt: new Date(now - 70 * day) });
      await ledger.postEntry(tx, actor, { kind: 'BILL', memo: '十一月账单', lines: [{ accountId: recv, amountCents: 5000 }, { accountId: income, amountCents: -5000 }], postedAt: new Date(now - 40 * day) });
      await ledger.postEntry(tx, actor, { kind: 'BILL', memo: '加急费', lines: [{ accountId: recv, amountCents: 3000 }, { accountId: income, amountCents: -3000 }], postedAt: new Date(now - 5 * day) });
      await ledger.postEntry(tx, actor, { kind: 'PAYMENT', memo: '回款', lines: [{ accountId: bank, amountCents: 12000 }, { accountId: recv, amountCents: -12000 }] });
    });
    const res = await get(finance, '/finance/balances?party_type=consignor');
    expect(res.statusCode).toBe(200);
    const row = res.json().data.list.find((r: { party_id: number }) => r.party_id === consignorResource);
    expect(row.receivable_cents).toBe(6000);
    expect(row.aging).toEqual({ d0_30: 3000, d31_60: 3000, d61_90: 0, d90_plus: 0 });
    expect((await get(servicer2, '/finance/balances')).json().data.list.find((r: { party_id: number }) => r.party_id === consignorResource)).toBeUndefined();
    expect((await get(finance, '/finance/balances?party_type=gold')).statusCode).toBe(400);
  });

  it('income: credits shown positive, newest first, filtered by date and keyword, with the total', async () => {
    const all = (await get(finance, '/finance/income')).json().data;
    expect(all.total).toBe(3);
    expect(all.sum_cents).toBe(18000);
    expect(all.list[0]).toMatchObject({ memo: '加急费', amount_cents: 3000 });
    const kw = (await get(finance, `/finance/income?keyword=${encodeURIComponent('十一月')}`)).json().data;
    expect(kw.list.map((l: { memo: string }) => l.memo)).toEqual(['十一月账单']);
    const since = new Date(Date.now() - 10 * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
    const recent = (await get(finance, `/finance/income?from=${since}`)).json().data;
    expect(recent.sum_cents).toBe(3000);
    for (const bad of ['2026-13-01', '2026-02-30', 'yesterday']) expect((await get(finance, `/finance/income?from=${bad}`)).statusCode, bad).toBe(400);
    expect((await get(finance, '/finance/income?from=2026-11-20&to=2026-11-01')).statusCode).toBe(400);
    expect((await get(servicer2, '/finance/income')).json().data.total).toBe(0);
  });
});

describe('data scope', () => {
  it("商家审核 under a data role of chosen consignors: only their reviews are listed, read, proposed and decided", async () => {
    const servicer = await t.login('servicer');
    const [other] = await t.database.db.insert(resources).values({ companyId, objectType: 'consignor', name: '范围外商家' }).returning();
    const foreign = (await post(finance, '/finance/consignor-terms', { consignor_id: other.id, payment_term: 'CASH', credit_limit_cents: 0 })).json().data as { id: number };
    const role = await t.app.inject({ method: 'POST', url: '/api/system/role/data/create', headers: servicer.headers, payload: { name: '仅示例商贸审核', scope: 'chosen', consignor_ids: [consignorResource], user_ids: [finance.body.data.user.id] } });
    expect(role.statusCode, role.body).toBe(200);
    try {
      const list = (await get(finance, '/finance/consignor-terms?per_page=100')).json().data.list as { id: number; consignor_id: number }[];
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((r) => r.consignor_id === consignorResource)).toBe(true);
      expect((await get(finance, `/finance/consignor-terms/${foreign.id}`)).statusCode).toBe(404);
      expect((await post(finance, `/finance/consignor-terms/${foreign.id}/approve`, {})).statusCode).toBe(404);
      const refused = await post(finance, '/finance/consignor-terms', { consignor_id: other.id, payment_term: 'MONTHLY', credit_limit_cents: 100 });
      expect(refused.statusCode).toBe(400);
    } finally {
      expect((await t.app.inject({ method: 'DELETE', url: `/api/system/role/data/detail/${role.json().data.id}`, headers: servicer.headers })).statusCode).toBe(200);
    }
    expect((await get(finance, `/finance/consignor-terms/${foreign.id}`)).json().data.status).toBe('PENDING');
  });
});
