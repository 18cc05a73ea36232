/**
 * Recharges through the routes (issue 21): a merchant asks (a PENDING hold), finance approves or rejects (POST /
 * VOID); a second approve is refused naming the state; a closed month refuses; the merchant sees only its own;
 * another company sees nothing; a bad amount is a 400 that writes nothing; the finance gate.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { periodOf } from '../../../../../src/domain/finance/ledger';
import { journalEntries, recharges, resources, users } from '../../../db/schema';
import { createRecharge } from '../../../repositories/finance/recharges';
import { createTestApp, type Session, type TestApp } from '../../../test-helpers';
import { FORM, multipart, PNG } from '../../../test-upload-forms';

let t: TestApp;
let finance: Session;
let servicer: Session;
let executor: Session;
let servicer2: Session;
let consignor: Session;
let companyId: number;
let consignorResource: number;
let otherConsignor: number;

beforeAll(async () => {
  t = await createTestApp();
  [finance, servicer, executor, servicer2, consignor] = await Promise.all(['finance', 'servicer', 'executor', 'servicer2', 'consignor'].map((u) => t.login(u)));
  companyId = finance.body.data.user.company_id;
  consignorResource = (await t.database.db.select().from(users).where(eq(users.username, 'consignor')))[0].resourceId!;
  const [other] = await t.database.db.insert(resources).values({ companyId, objectType: 'consignor', name: '另一家商贸' }).returning({ id: resources.id });
  otherConsignor = other.id;
});
afterAll(() => t.close());

const get = (s: Session, url: string) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: s.headers });
const post = (s: Session, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers: { ...s.headers, ...headers }, payload: payload as Record<string, unknown> });
const balance = async () => (await get(consignor, '/finance/my-balance')).json().data;
const rechargeCount = async () => (await t.database.db.select({ n: count() }).from(recharges).where(eq(recharges.companyId, companyId)))[0].n;

describe('recharge → approval', () => {
  it('a merchant request is pending; approval posts it to the prepaid balance; a second approve is refused naming the state', async () => {
    const before = await balance();
    const created = await post(consignor, '/finance/recharges', { amount_cents: 50000, memo: '十一月预存' });
    expect(created.statusCode).toBe(200);
    const r = created.json().data;
    expect(r).toMatchObject({ state: 'PENDING', amount_cents: 50000, consignor_id: consignorResource, memo: '十一月预存' });
    expect(r.recharge_no).toMatch(/^CZ\d+/);
    expect(await balance()).toMatchObject({ balance_cents: before.balance_cents, pending_cents: before.pending_cents + 50000 });

    const queue = (await get(finance, '/finance/recharges?state=PENDING')).json().data;
    expect(queue.list.map((x: { id: number }) => x.id)).toContain(r.id);

    const approved = await post(finance, `/finance/recharges/${r.id}/approve`, { memo: '已到账' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ state: 'POSTED', resolution_memo: '已到账', resolved_by_name: '财务小周' });
    expect(await balance()).toMatchObject({ balance_cents: before.balance_cents + 50000, pending_cents: before.pending_cents });

    const again = await post(finance, `/finance/recharges/${r.id}/approve`, {});
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe('充值当前状态为已入账，不能审批通过');
    const reject = await post(finance, `/finance/recharges/${r.id}/reject`, { reason: '重复' });
    expect(reject.statusCode).toBe(400);
    expect(await balance()).toMatchObject({ balance_cents: before.balance_cents + 50000 });
    expect(await t.app.financeLedger.recomputeBalances(t.database.db, companyId)).toEqual([]);
  });

  it('a rejection voids the hold with its reason; nothing reaches the balance', async () => {
    const before = await balance();
    const r = (await post(consignor, '/finance/recharges', { amount_cents: 1234 })).json().data;
    const noReason = await post(finance, `/finance/recharges/${r.id}/reject`, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().msg).toContain('请填写驳回原因');
    const rejected = await post(finance, `/finance/recharges/${r.id}/reject`, { reason: '未收到款项' });
    expect(rejected.json().data).toMatchObject({ state: 'VOIDED', resolution_memo: '未收到款项' });
    expect(await balance()).toEqual(before);
    const mine = (await get(consignor, '/finance/recharges?state=VOIDED')).json().data.list;
    expect(mine.find((x: { id: number }) => x.id === r.id)).toMatchObject({ state: 'VOIDED', resolution_memo: '未收到款项' });
  });

  it('the same approval sent twice with one Idempotency-Key applies once and answers the same', async () => {
    const r = (await post(consignor, '/finance/recharges', { amount_cents: 700 })).json().data;
    const key = { 'idempotency-key': `approve-${r.id}-once` };
    const first = await post(finance, `/finance/recharges/${r.id}/approve`, {}, key);
    const second = await post(finance, `/finance/recharges/${r.id}/approve`, {}, key);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    const posts = await t.database.db.select({ n: count() }).from(journalEntries).where(and(eq(journalEntries.pendingEntryId, r.entry_id)));
    expect(posts[0].n).toBe(1);
  });

  it('bad amounts are 400 with a message and write nothing', async () => {
    const n = await rechargeCount();
    for (const amount_cents of [0, -5, 12.5, 'abc', 2_000_000_000]) {
      const res = await post(consignor, '/finance/recharges', { amount_cents });
      expect(res.statusCode, String(amount_cents)).toBe(400);
      expect(res.json().msg).not.toBe('');
    }
    const missing = await post(consignor, '/finance/recharges', { memo: 'x' });
    expect(missing.json().msg).toContain('请填写金额');
    const voucher = await post(consignor, '/finance/recharges', { amount_cents: 100, voucher_file_id: 'no-such-file' });
    expect(voucher.statusCode).toBe(400);
    expect(await rechargeCount()).toBe(n);
  });
});

describe('who sees and does what', () => {
  it("the merchant's voucher (uploaded into its own company) is readable by the servicer's finance, not by another company", async () => {
    const up = await t.app.inject({ method: 'POST', url: '/api/file/image/upload', headers: { ...consignor.headers, ...FORM }, payload: multipart([{ name: 'photo', filename: 'voucher.png', type: 'image/png', data: PNG }]) });
    expect(up.statusCode, up.body).toBe(200);
    const fileid = up.json().data.fileid as string;
    const download = (s: Session) => t.app.inject({ method: 'GET', url: `/api/file/image/download?file_id=${fileid}`, headers: s.headers });
    // before any recharge names it, finance cannot read another company's upload
    expect((await download(finance)).statusCode).toBe(404);
    const r = await post(consignor, '/finance/recharges', { amount_cents: 4_200, voucher_file_id: fileid });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.voucher_file_id).toBe(fileid);
    expect((await download(consignor)).statusCode).toBe(200);
    const read = await download(finance);
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(PNG)).toBe(true);
    expect((await download(servicer2)).statusCode).toBe(404);
  });

  it('the merchant sees only its own recharges; another consignor’s is not found', async () => {
    const otherId = await createRecharge(t.app.financeLedger, { companyId, consignorId: otherConsignor, ownCompanyId: companyId, userId: null, name: '柜台', lang: 'zh' }, { amount_cents: 999, memo: '', voucher_file_id: '' });
    const mine = (await get(consignor, '/finance/recharges?per_page=200')).json().data.list as { id: number; consignor_id: number }[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((x) => x.consignor_id === consignorResource)).toBe(true);
    expect((await get(consignor, `/finance/recharges/${otherId}`)).statusCode).toBe(404);
    expect((await get(finance, `/finance/recharges/${otherId}`)).json().data.consignor_id).toBe(otherConsignor);
  });

  it('another company sees none and cannot approve; the merchant and a non-finance sub-account cannot approve', async () => {
    const r = (await post(consignor, '/finance/recharges', { amount_cents: 300 })).json().data;
    expect((await get(servicer2, '/finance/recharges?per_page=200')).json().data.list.map((x: { id: number }) => x.id)).not.toContain(r.id);
    expect((await post(servicer2, `/finance/recharges/${r.id}/approve`, {})).statusCode).toBe(404);
    expect((await post(consignor, `/finance/recharges/${r.id}/approve`, {})).statusCode).toBe(403);
    const denied = await post(executor, `/finance/recharges/${r.id}/approve`, {});
    expect(denied.statusCode).toBe(403);
    expect(denied.json().msg).toBe('没有财务权限');
    expect((await get(executor, '/finance/accounts')).statusCode).toBe(403);
    // the main account may
    expect((await post(servicer, `/finance/recharges/${r.id}/approve`, {})).json().data.state).toBe('POSTED');
    // a servicer cannot ask for a recharge as a merchant
    expect((await post(finance, '/finance/recharges', { amount_cents: 100 })).statusCode).toBe(403);
  });

  it('reversal by finance: a posted recharge is reversed once, with its memo', async () => {
    const before = await balance();
    const r = (await post(consignor, '/finance/recharges', { amount_cents: 4200 })).json().data;
    await post(finance, `/finance/recharges/${r.id}/approve`, {});
    const [posted] = await t.database.db.select().from(journalEntries).where(eq(journalEntries.pendingEntryId, r.entry_id));
    expect((await post(servicer2, `/finance/entries/${posted.id}/reverse`, { memo: 'x' })).statusCode).toBe(404);
    const rev = await post(finance, `/finance/entries/${posted.id}/reverse`, { memo: '误入账' });
    expect(rev.statusCode).toBe(200);
    expect(rev.json().data.reverses_entry_id).toBe(posted.id);
    expect(await balance()).toEqual(before);
    const twice = await post(finance, `/finance/entries/${posted.id}/reverse`, { memo: '再次' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().msg).toContain('已冲销');
  });
});

describe('data scope', () => {
  it("a finance sub-account whose data role chooses one consignor sees and decides only that consignor's recharges", async () => {
    const otherId = await createRecharge(t.app.financeLedger, { companyId, consignorId: otherConsignor, ownCompanyId: companyId, userId: null, name: '柜台', lang: 'zh' }, { amount_cents: 777, memo: '', voucher_file_id: '' });
    const mine = (await post(consignor, '/finance/recharges', { amount_cents: 555 })).json().data as { id: number };
    const role = await t.app.inject({ method: 'POST', url: '/api/system/role/data/create', headers: servicer.headers, payload: { name: '仅示例商贸充值', scope: 'chosen', consignor_ids: [consignorResource], user_ids: [finance.body.data.user.id] } });
    expect(role.statusCode, role.body).toBe(200);
    try {
      const seen = (await get(finance, '/finance/recharges?per_page=200')).json().data.list as { id: number; consignor_id: number }[];
      expect(seen.map((r) => r.id)).toContain(mine.id);
      expect(seen.every((r) => r.consignor_id === consignorResource)).toBe(true);
      expect((await get(finance, `/finance/recharges/${otherId}`)).statusCode).toBe(404);
      expect((await post(finance, `/finance/recharges/${otherId}/approve`, {})).statusCode).toBe(404);
      expect((await post(finance, `/finance/recharges/${mine.id}/approve`, {})).json().data.state).toBe('POSTED');
    } finally {
      expect((await t.app.inject({ method: 'DELETE', url: `/api/system/role/data/detail/${role.json().data.id}`, headers: servicer.headers })).statusCode).toBe(200);
    }
    expect((await get(finance, `/finance/recharges/${otherId}`)).json().data.state).toBe('PENDING');
  });
});

describe('periods', () => {
  it('closing the current month (confirmed, one-way) makes a new recharge and an approval refuse; servicer2 unaffected', async () => {
    const pendingBefore = (await post(consignor, '/finance/recharges', { amount_cents: 800 })).json().data;
    const period = periodOf(new Date());
    const unconfirmed = await post(finance, `/finance/periods/${period}/close`, {});
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().msg).toContain('请确认结账');
    expect((await post(finance, '/finance/periods/2999-01/close', { confirm: true })).statusCode).toBe(400);
    const closed = await post(finance, `/finance/periods/${period}/close`, { confirm: true });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data.list[0]).toMatchObject({ period, status: 'CLOSED' });
    const again = await post(finance, `/finance/periods/${period}/close`, { confirm: true });
    expect(again.json().msg).toBe(`会计期间${period}已结账`);

    const n = await rechargeCount();
    const refused = await post(consignor, '/finance/recharges', { amount_cents: 500 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe(`会计期间${period}已结账，不能记账`);
    expect(await rechargeCount()).toBe(n);
    const approve = await post(finance, `/finance/recharges/${pendingBefore.id}/approve`, {});
    expect(approve.statusCode).toBe(400);
    expect((await get(finance, `/finance/recharges/${pendingBefore.id}`)).json().data.state).toBe('PENDING');
    expect((await get(servicer2, '/finance/periods')).json().data.list[0]).toMatchObject({ period, status: 'OPEN' });
  });
});
