/**
 * GET /finance/accounts and /finance/accounts/:id/journal (issue 21): balances on the normal side, the journal's
 * lines newest first with debit and credit, filters, another company's account not found, consignors refused.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rechargeLines } from '../../../../../src/domain/finance/ledger';
import { users } from '../../../db/schema';
import { createTestApp, type Session, type TestApp } from '../../../test-helpers';
import type { FinanceActor } from '../../../repositories/finance/ledger';

let t: TestApp;
let finance: Session;
let servicer2: Session;
let consignor: Session;
let bank: number;
let prepaid: number;
let consignorResource: number;

beforeAll(async () => {
  t = await createTestApp();
  [finance, servicer2, consignor] = await Promise.all(['finance', 'servicer2', 'consignor'].map((u) => t.login(u)));
  consignorResource = (await t.database.db.select().from(users).where(eq(users.username, 'consignor')))[0].resourceId!;
  const actor: FinanceActor = { companyId: finance.body.data.user.company_id, userId: finance.body.data.user.id, name: '财务小周', lang: 'zh' };
  const ledger = t.app.financeLedger;
  await t.database.db.transaction(async (tx) => {
    bank = await ledger.ensureAccount(tx, actor.companyId, { kind: 'BANK', name: '银行存款' });
    prepaid = await ledger.ensureAccount(tx, actor.companyId, { kind: 'CONSIGNOR_PREPAID', partyType: 'consignor', partyId: consignorResource, name: '商家预存' });
    await ledger.postEntry(tx, actor, { kind: 'RECHARGE', lines: rechargeLines(bank, prepaid, 50000), memo: '首次充值' });
    const hold = await ledger.postEntry(tx, actor, { kind: 'RECHARGE', phase: 'PENDING', lines: rechargeLines(bank, prepaid, 1234) });
    expect(hold.replayed).toBe(false);
  });
});
afterAll(() => t.close());

const get = (s: Session, url: string) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: s.headers });

describe('GET /finance/accounts', () => {
  it('lists the company accounts with balances shown on their normal side', async () => {
    const res = await get(finance, '/finance/accounts?party_type=consignor');
    expect(res.statusCode).toBe(200);
    const { list, total } = res.json().data;
    expect(total).toBe(1);
    expect(list[0]).toMatchObject({ id: prepaid, kind: 'CONSIGNOR_PREPAID', party_id: consignorResource, balance_cents: -50000, display_balance_cents: 50000, display_pending_cents: 1234 });
    expect(list[0].party_name).not.toBe('');
    const banks = (await get(finance, '/finance/accounts?kind=BANK')).json().data.list;
    expect(banks.map((a: { id: number }) => a.id)).toEqual([bank]);
    expect(banks[0].display_balance_cents).toBe(50000);
  });

  it('another company sees none of them; a consignor is refused; a bad kind is a 400 with a message', async () => {
    expect((await get(servicer2, '/finance/accounts')).json().data.list.map((a: { id: number }) => a.id)).not.toContain(bank);
    expect((await get(servicer2, `/finance/accounts/${bank}/journal`)).statusCode).toBe(404);
    expect((await get(consignor, '/finance/accounts')).statusCode).toBe(403);
    const bad = await get(finance, '/finance/accounts?kind=GOLD');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).not.toBe('');
  });
});

describe('GET /finance/accounts/:id/journal', () => {
  it('pages the account lines newest first with debit and credit', async () => {
    const res = await get(finance, `/finance/accounts/${prepaid}/journal?per_page=1`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.total).toBe(2);
    expect(data.list).toHaveLength(1);
    expect(data.list[0]).toMatchObject({ phase: 'PENDING', kind: 'RECHARGE', amount_cents: -1234, debit_cents: 0, credit_cents: 1234 });
    const second = (await get(finance, `/finance/accounts/${prepaid}/journal?per_page=1&page=2`)).json().data.list[0];
    expect(second).toMatchObject({ phase: 'SINGLE', memo: '首次充值', credit_cents: 50000, created_by_name: '财务小周' });
    expect(second.entry_no).toMatch(/^JE/);
  });
});
