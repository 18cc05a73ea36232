/** The bill rules: periods in China time, signs from the party's side, the confirm and payment entries, statement states, refusals. */
import { describe, expect, it } from 'vitest';
import { afterPayment, billAllows, billEntryLines, billingOf, estimateKey, generationParties, isBillPeriod, isCredit, openOf, lineSign, paymentLines, paymentRefusal, periodRange, statementState, weekOf } from './bills';
import { validateEntry } from './ledger';

describe('periods', () => {
  it('a month and an ISO week run from China midnight', () => {
    expect(periodRange('MONTH', '2026-11')).toEqual({ from: new Date('2026-10-31T16:00:00Z'), to: new Date('2026-11-30T16:00:00Z') });
    // 2026-W01 starts Monday 2025-12-29
    expect(periodRange('WEEK', '2026-W01').from).toEqual(new Date('2025-12-28T16:00:00Z'));
    expect(weekOf(new Date('2025-12-28T16:30:00Z'))).toBe('2026-W01');
    expect(weekOf(new Date('2025-12-28T15:30:00Z'))).toBe('2025-W52');
    expect(weekOf(new Date('2026-11-27T03:00:00Z'))).toBe('2026-W48');
  });
  it('refuses what is not a period', () => {
    expect(isBillPeriod('MONTH', '2026-13')).toBe(false);
    expect(isBillPeriod('WEEK', '2026-W54')).toBe(false);
    expect(isBillPeriod('WEEK', '2025-W53')).toBe(false);
    expect(isBillPeriod('WEEK', '2026-W53')).toBe(true);
    expect(isBillPeriod('WEEK', '2020-W53')).toBe(true);
    expect(() => periodRange('MONTH', '2026-1')).toThrow(RangeError);
  });
});

describe('bills', () => {
  it('signs a fee row from the party side', () => {
    expect([lineSign('consignor', 'INCOME'), lineSign('consignor', 'OUTLAY'), lineSign('delivery', 'OUTLAY'), lineSign('carrier', 'INCOME')]).toEqual([1, -1, 1, -1]);
  });
  it('the confirm entry balances and leaves zero parts out', () => {
    const accounts = { party: 1, income: 2, cost: 3 };
    const consignor = billEntryLines('consignor', accounts, 21_200, 1_500)!;
    expect(consignor).toEqual([
      { accountId: 1, amountCents: 19_700 },
      { accountId: 2, amountCents: -21_200 },
      { accountId: 3, amountCents: 1_500 },
    ]);
    expect(validateEntry(consignor)).toBeNull();
    const provider = billEntryLines('delivery', accounts, 0, 7_000)!;
    expect(provider).toEqual([
      { accountId: 1, amountCents: -7_000 },
      { accountId: 3, amountCents: 7_000 },
    ]);
    expect(billEntryLines('consignor', accounts, 0, 0)).toBeNull();
  });
  it('states: a draft confirms, a confirmed bill takes payments, settled when paid in full', () => {
    expect(billAllows('DRAFT', 'confirm')).toBe(true);
    expect(billAllows('CONFIRMED', 'regenerate')).toBe(false);
    expect(billAllows('SETTLED', 'pay')).toBe(false);
    expect(afterPayment(10_000, 9_999)).toBe('CONFIRMED');
    expect(afterPayment(10_000, 10_000)).toBe('SETTLED');
  });
  it('keys an estimate by order, fee code and party', () => {
    expect(estimateKey(7, 'DELIVERY', 'CONSIGNOR', 3)).toBe('est:7:DELIVERY:CONSIGNOR:3');
  });
});

describe('statements and payments', () => {
  it('a statement is confirmed when every line is, disputed while any is', () => {
    expect(statementState({ lines: 3, confirmed: 3, disputed: 0 })).toBe('CONFIRMED');
    expect(statementState({ lines: 3, confirmed: 2, disputed: 1 })).toBe('DISPUTED');
    expect(statementState({ lines: 3, confirmed: 1, disputed: 0 })).toBe('SENT');
    expect(statementState({ lines: 0, confirmed: 0, disputed: 0 })).toBe('SENT');
  });
  it('refuses an over-payment naming both amounts, a draft, and a short prepaid balance', () => {
    expect(paymentRefusal('CONFIRMED', 'consignor', 'BANK', 10_000, 10_001)).toEqual({ msg: 'fnOverPayment', params: { amount: '100.01', open: '100.00' } });
    expect(paymentRefusal('DRAFT', 'consignor', 'BANK', 10_000, 1)).toEqual({ msg: 'fnBillNotPayable' });
    expect(paymentRefusal('CONFIRMED', 'consignor', 'PREPAID', 10_000, 5_000, 4_999)).toEqual({ msg: 'fnPrepaidShort', params: { balance: '49.99' } });
    expect(paymentRefusal('CONFIRMED', 'carrier', 'PREPAID', 10_000, 5_000, 99_999)).toEqual({ msg: 'fnPrepaidOnlyConsignor' });
    expect(paymentRefusal('CONFIRMED', 'consignor', 'BANK', 10_000, 10_000)).toBeNull();
  });
  it('a payment entry: the consignor pays into money, we pay a provider out of it', () => {
    expect(paymentLines('consignor', 1, 9, 500)).toEqual([
      { accountId: 9, amountCents: 500 },
      { accountId: 1, amountCents: -500 },
    ]);
    expect(paymentLines('carrier', 1, 9, 500)).toEqual([
      { accountId: 1, amountCents: 500 },
      { accountId: 9, amountCents: -500 },
    ]);
  });
  it('a credit bill (total below zero) is settled the other way round, by its size', () => {
    expect(isCredit(-12_050)).toBe(true);
    expect(isCredit(0)).toBe(false);
    expect(openOf(-12_050, 0)).toBe(12_050);
    expect(openOf(-12_050, 12_050)).toBe(0);
    expect(openOf(10_000, 12_000)).toBe(0);
    expect(afterPayment(-12_050, 5_000)).toBe('CONFIRMED');
    expect(afterPayment(-12_050, 12_050)).toBe('SETTLED');
    // we pay the merchant: Dr RECEIVABLE / Cr BANK; a provider pays us: Dr BANK / Cr PAYABLE
    expect(paymentLines('consignor', 1, 9, 500, true)).toEqual([
      { accountId: 9, amountCents: -500 },
      { accountId: 1, amountCents: 500 },
    ]);
    expect(paymentLines('delivery', 1, 9, 500, true)).toEqual([
      { accountId: 1, amountCents: -500 },
      { accountId: 9, amountCents: 500 },
    ]);
    // paid into the merchant's prepaid balance: nothing to be short of; over the open amount still refused
    expect(paymentRefusal('CONFIRMED', 'consignor', 'PREPAID', 12_050, 12_050, 0, true)).toBeNull();
    expect(paymentRefusal('CONFIRMED', 'consignor', 'BANK', 12_050, 12_051, undefined, true)).toEqual({ msg: 'fnOverPayment', params: { amount: '120.51', open: '120.50' } });
    for (const l of [paymentLines('consignor', 1, 9, 500, true), paymentLines('carrier', 1, 9, 500, true)]) expect(validateEntry(l)).toBeNull();
  });
});

describe('billingOf (a consignor payment term → how its fee rows are billed)', () => {
  it('bills a monthly consignor on the period bill and every other term per order', () => {
    expect(billingOf('MONTHLY')).toBe('PERIOD');
    for (const term of ['CASH', 'ON_ARRIVAL', 'ON_RECEIPT']) expect(billingOf(term)).toBe('ORDER');
  });
});

describe('generationParties (who a generation may draft for under a data role)', () => {
  it('every party without a role; only the chosen consignors under one; a provider, an outside consignor or a role without consignors refused', () => {
    expect(generationParties({ kind: 'all' })).toEqual({ kinds: ['consignor', 'carrier', 'delivery'], partyIds: undefined });
    expect(generationParties({ kind: 'all' }, 'carrier', 7)).toEqual({ kinds: ['carrier'], partyIds: [7] });
    const chosen = { kind: 'chosen' as const, consignorIds: [3, 5], warehouseIds: [9], stationIds: [] };
    expect(generationParties(chosen)).toEqual({ kinds: ['consignor'], partyIds: [3, 5] });
    expect(generationParties(chosen, 'consignor', 5)).toEqual({ kinds: ['consignor'], partyIds: [5] });
    const refused = { refused: 'fnBillGenerateScope' };
    expect(generationParties(chosen, 'consignor', 4)).toEqual(refused);
    expect(generationParties(chosen, 'carrier')).toEqual(refused);
    expect(generationParties({ ...chosen, consignorIds: [] })).toEqual(refused);
    expect(generationParties({ kind: 'users', userIds: [1] })).toEqual(refused);
  });
});
