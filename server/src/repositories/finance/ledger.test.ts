/**
 * The ledger on the real embedded PostgreSQL: entries move the projection in their transaction, refusals write
 * nothing, a source posts once, holds resolve once, closed periods refuse, another company's accounts are invisible,
 * and after random entries, reversals and holds the projection equals the journal summed from scratch.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { periodOf, rechargeLines, type Line } from '../../../../src/domain/finance/ledger';
import { HttpError } from '../../lib/http-error';
import { createTestApp, type TestApp } from '../../test-helpers';
import type { FinanceActor, FinanceLedger } from './ledger';

let t: TestApp;
let ledger: FinanceLedger;
let actor: FinanceActor;
let other: FinanceActor;
let bank: number;
let income: number;
let prepaid: number;
let receivable: number;
let otherBank: number;

const count = async (table: string, companyId: number) => {
  const r = (await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table} where company_id = ${companyId}`))) as unknown as { rows: { n: number }[] };
  return r.rows[0].n;
};
const balanceOf = (id: number, a = actor) => t.database.db.transaction((tx) => ledger.balance(tx, a.companyId, id));
const refusal = async (p: Promise<unknown>): Promise<HttpError> => {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(HttpError);
  return e as HttpError;
};

beforeAll(async () => {
  t = await createTestApp();
  ledger = t.app.financeLedger;
  const s = await t.login('servicer');
  const s2 = await t.login('servicer2');
  actor = { companyId: s.body.data.user.company_id, userId: s.body.data.user.id, name: 'ledger test', lang: 'zh' };
  other = { companyId: s2.body.data.user.company_id, userId: s2.body.data.user.id, name: 'other', lang: 'en' };
  const r = (await t.database.db.execute(sql`select id from resources where company_id = ${actor.companyId} and object_type = 'consignor' order by id limit 1`)) as unknown as { rows: { id: number }[] };
  const consignor = r.rows[0].id;
  await t.database.db.transaction(async (tx) => {
    bank = await ledger.ensureAccount(tx, actor.companyId, { kind: 'BANK', name: '银行存款' });
    income = await ledger.ensureAccount(tx, actor.companyId, { kind: 'INCOME', name: '收入' });
    prepaid = await ledger.ensureAccount(tx, actor.companyId, { kind: 'CONSIGNOR_PREPAID', partyType: 'consignor', partyId: consignor, name: '预存' });
    receivable = await ledger.ensureAccount(tx, actor.companyId, { kind: 'CONSIGNOR_RECEIVABLE', partyType: 'consignor', partyId: consignor, name: '应收' });
    otherBank = await ledger.ensureAccount(tx, other.companyId, { kind: 'BANK', name: 'bank' });
    // the same kind and party again is the same account
    expect(await ledger.ensureAccount(tx, actor.companyId, { kind: 'BANK', name: 'again' })).toBe(bank);
  });
});
afterAll(() => t.close());

describe('finance ledger', () => {
  it('a posted entry moves both balances in its transaction', async () => {
    const before = [await balanceOf(receivable), await balanceOf(income)];
    const { entry, replayed } = await ledger.post(actor, { kind: 'ADJUSTMENT', memo: 'fee', lines: [{ accountId: receivable, amountCents: 12345 }, { accountId: income, amountCents: -12345 }] });
    expect(replayed).toBe(false);
    expect(entry.entryNo).toMatch(/^JE\d{6}\d{7}$/);
    expect(entry.period).toBe(periodOf(new Date()));
    expect((await balanceOf(receivable))!.balanceCents).toBe(before[0]!.balanceCents + 12345);
    expect((await balanceOf(income))!.balanceCents).toBe(before[1]!.balanceCents - 12345);
  });

  it('an unbalanced, fractional or foreign-account entry is refused and writes nothing', async () => {
    const entries = await count('journal_entries', actor.companyId);
    const lines = await count('journal_lines', actor.companyId);
    const before = await balanceOf(receivable);
    const e = await refusal(ledger.post(actor, { kind: 'ADJUSTMENT', lines: [{ accountId: receivable, amountCents: 100 }, { accountId: income, amountCents: -99 }] }));
    expect([e.statusCode, e.messageKey, e.params]).toEqual([400, 'fnUnbalanced', { diff: '0.01' }]);
    expect((await refusal(ledger.post(actor, { kind: 'ADJUSTMENT', lines: [{ accountId: receivable, amountCents: 1.5 }, { accountId: income, amountCents: -1.5 }] }))).messageKey).toBe('fnNotFen');
    // another company's account cannot be written to, nor read
    expect((await refusal(ledger.post(actor, { kind: 'ADJUSTMENT', lines: [{ accountId: otherBank, amountCents: 100 }, { accountId: income, amountCents: -100 }] }))).messageKey).toBe('fnAccountInvalid');
    expect(await balanceOf(otherBank)).toBeNull();
    expect(await count('journal_entries', actor.companyId)).toBe(entries);
    expect(await count('journal_lines', actor.companyId)).toBe(lines);
    expect(await balanceOf(receivable)).toEqual(before);
  });

  it('the same source posts once', async () => {
    const input = { kind: 'BILL' as const, source: { type: 'bill', id: 'B-1' }, lines: [{ accountId: receivable, amountCents: 500 }, { accountId: income, amountCents: -500 }] };
    const before = await balanceOf(receivable);
    const [a, b] = await Promise.all([ledger.post(actor, input), ledger.post(actor, input)]);
    const c = await ledger.post(actor, input);
    expect(new Set([a.entry.id, b.entry.id, c.entry.id]).size).toBe(1);
    expect([a.replayed, b.replayed].sort()).toEqual([false, true]);
    expect(c.replayed).toBe(true);
    expect((await balanceOf(receivable))!.balanceCents).toBe(before!.balanceCents + 500);
  });

  it('the journal is append-only: an UPDATE or DELETE of an entry or a line fails', async () => {
    // drizzle wraps the database's error: its cause carries the trigger's message
    const why = (p: Promise<unknown>) => p.then(() => 'written', (e: { cause?: { message?: string } }) => e.cause?.message ?? String(e));
    expect(await why(t.database.db.execute(sql`update journal_lines set amount_cents = 1 where company_id = ${actor.companyId}`))).toMatch(/journal_lines is append-only/);
    expect(await why(t.database.db.execute(sql`delete from journal_entries where company_id = ${actor.companyId}`))).toMatch(/journal_entries is append-only/);
  });

  it('a reversal cancels an entry once; a hold is not reversible', async () => {
    const before = await balanceOf(receivable);
    const { entry } = await ledger.post(actor, { kind: 'ADJUSTMENT', lines: [{ accountId: receivable, amountCents: 777 }, { accountId: income, amountCents: -777 }] });
    const rev = await t.database.db.transaction((tx) => ledger.reverse(tx, actor, entry.id));
    expect(rev.entry.reversesEntryId).toBe(entry.id);
    expect(await balanceOf(receivable)).toEqual(before);
    expect((await refusal(t.database.db.transaction((tx) => ledger.reverse(tx, actor, entry.id)))).messageKey).toBe('fnAlreadyReversed');
    expect((await refusal(t.database.db.transaction((tx) => ledger.reverse(tx, actor, rev.entry.id)))).messageKey).toBe('fnNotReversible');
    // another company's entry is not found
    expect((await refusal(t.database.db.transaction((tx) => ledger.reverse(tx, other, entry.id)))).statusCode).toBe(404);
  });

  it('two-phase recharge: pending holds, post moves it to the balance once, a voided one moves nothing', async () => {
    const before = await balanceOf(prepaid);
    const hold = await ledger.post(actor, { kind: 'RECHARGE', phase: 'PENDING', source: { type: 'recharge', id: 'R-1' }, lines: rechargeLines(bank, prepaid, 50000) });
    expect(await balanceOf(prepaid)).toEqual({ balanceCents: before!.balanceCents, pendingCents: before!.pendingCents - 50000 });
    const posted = await t.database.db.transaction((tx) => ledger.resolveHold(tx, actor, hold.entry.id, 'post'));
    expect(posted.entry.phase).toBe('POST');
    expect(await balanceOf(prepaid)).toEqual({ balanceCents: before!.balanceCents - 50000, pendingCents: before!.pendingCents });
    // approving again answers the first approval; rejecting now is refused
    expect((await t.database.db.transaction((tx) => ledger.resolveHold(tx, actor, hold.entry.id, 'post'))).entry.id).toBe(posted.entry.id);
    const late = await refusal(t.database.db.transaction((tx) => ledger.resolveHold(tx, actor, hold.entry.id, 'void')));
    expect([late.messageKey, late.params]).toEqual(['fnRechargeTransition', { state: '已入账', action: '驳回' }]);
    expect((await refusal(t.database.db.transaction((tx) => ledger.resolveHold(tx, actor, posted.entry.id, 'post')))).messageKey).toBe('fnNotPending');

    const hold2 = await ledger.post(actor, { kind: 'RECHARGE', phase: 'PENDING', lines: rechargeLines(bank, prepaid, 3000) });
    await t.database.db.transaction((tx) => ledger.resolveHold(tx, actor, hold2.entry.id, 'void'));
    expect(await balanceOf(prepaid)).toEqual({ balanceCents: before!.balanceCents - 50000, pendingCents: before!.pendingCents });
  });

  it('a closed period refuses entries; its correction goes to the open period', async () => {
    const closedAt = new Date(Date.UTC(2025, 0, 15));
    const { entry } = await ledger.post(actor, { kind: 'ADJUSTMENT', postedAt: closedAt, lines: [{ accountId: receivable, amountCents: 900 }, { accountId: income, amountCents: -900 }] });
    expect(entry.period).toBe('2025-01');
    await t.database.db.transaction((tx) => ledger.closePeriod(tx, actor, '2025-01'));
    const entries = await count('journal_entries', actor.companyId);
    const e = await refusal(ledger.post(actor, { kind: 'ADJUSTMENT', postedAt: closedAt, lines: [{ accountId: receivable, amountCents: 1 }, { accountId: income, amountCents: -1 }] }));
    expect([e.messageKey, e.params]).toEqual(['fnPeriodClosed', { period: '2025-01' }]);
    expect(await count('journal_entries', actor.companyId)).toBe(entries);
    const rev = await t.database.db.transaction((tx) => ledger.reverse(tx, actor, entry.id));
    expect(rev.entry.period).toBe(periodOf(new Date()));
    // the other company's January is its own, and open
    const ob = await t.database.db.transaction((tx) => ledger.ensureAccount(tx, other.companyId, { kind: 'INCOME', name: 'income' }));
    expect((await ledger.post(other, { kind: 'ADJUSTMENT', postedAt: closedAt, lines: [{ accountId: otherBank, amountCents: 1 }, { accountId: ob, amountCents: -1 }] })).entry.period).toBe('2025-01');
  });

  it('after many random entries, reversals and holds the projection equals the journal recomputed', { timeout: 120_000 }, async () => {
    let seed = 7;
    const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    const accounts = [bank, income, prepaid, receivable];
    const posted: number[] = [];
    const holds: number[] = [];
    for (let i = 0; i < 60; i++) {
      const r = rnd();
      await t.database.db.transaction(async (tx) => {
        if (r < 0.45) {
          const a = accounts[Math.floor(rnd() * 4)];
          const b = accounts.filter((x) => x !== a)[Math.floor(rnd() * 3)];
          const c = 1 + Math.floor(rnd() * 1_000_000);
          const lines: Line[] = [{ accountId: a, amountCents: c }, { accountId: b, amountCents: -c }];
          posted.push((await ledger.postEntry(tx, actor, { kind: 'ADJUSTMENT', lines })).entry.id);
        } else if (r < 0.65) {
          holds.push((await ledger.postEntry(tx, actor, { kind: 'RECHARGE', phase: 'PENDING', lines: rechargeLines(bank, prepaid, 1 + Math.floor(rnd() * 100_000)) })).entry.id);
        } else if (r < 0.85 && holds.length) {
          const [h] = holds.splice(Math.floor(rnd() * holds.length), 1);
          const res = await ledger.resolveHold(tx, actor, h, rnd() < 0.5 ? 'post' : 'void');
          if (res.entry.phase === 'POST') posted.push(res.entry.id);
        } else if (posted.length) {
          const [p] = posted.splice(Math.floor(rnd() * posted.length), 1);
          await ledger.reverse(tx, actor, p);
        }
      });
    }
    const drift = await t.database.db.transaction((tx) => ledger.recomputeBalances(tx, actor.companyId));
    expect(drift).toEqual([]);
    // the check does find a projection that was tampered with
    await t.database.db.execute(sql`update account_balances set balance_cents = balance_cents + 1 where account_id = ${bank}`);
    const found = await t.database.db.transaction((tx) => ledger.recomputeBalances(tx, actor.companyId));
    expect(found.map((d) => d.accountId)).toEqual([bank]);
    await t.database.db.execute(sql`update account_balances set balance_cents = balance_cents - 1 where account_id = ${bank}`);
    // every entry balances
    const unbalanced = (await t.database.db.execute(sql`select entry_id from journal_lines group by entry_id having sum(amount_cents) <> 0`)) as unknown as { rows: unknown[] };
    expect(unbalanced.rows).toEqual([]);
  });
});
