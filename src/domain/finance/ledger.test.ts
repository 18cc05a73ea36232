import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyEntry,
  balancesFromJournal,
  isReversible,
  normalBalance,
  periodAccepts,
  periodOf,
  rechargeLines,
  rechargeNext,
  resolveHold,
  reverseEntry,
  validateEntry,
  type Balance,
  type Entry,
} from './ledger';

describe('validateEntry', () => {
  it('accepts balanced whole-fen lines', () => {
    expect(validateEntry(rechargeLines(1, 2, 50000))).toBeNull();
    expect(validateEntry([{ accountId: 1, amountCents: 300 }, { accountId: 2, amountCents: -100 }, { accountId: 3, amountCents: -200 }])).toBeNull();
  });
  it('refuses one line, zero lines, fractions, mixed currencies and an unbalanced sum (naming the difference)', () => {
    expect(validateEntry([{ accountId: 1, amountCents: 0 }])?.msg).toBe('fnTooFewLines');
    expect(validateEntry([{ accountId: 1, amountCents: 0 }, { accountId: 2, amountCents: 0 }])?.msg).toBe('fnZeroLine');
    expect(validateEntry([{ accountId: 1, amountCents: 0.5 }, { accountId: 2, amountCents: -0.5 }])?.msg).toBe('fnNotFen');
    expect(validateEntry([{ accountId: 1, amountCents: 100, currency: 'CNY' }, { accountId: 2, amountCents: -100, currency: 'USD' }])?.msg).toBe('fnMixedCurrency');
    expect(validateEntry([{ accountId: 1, amountCents: 100 }, { accountId: 2, amountCents: -99 }])).toEqual({ msg: 'fnUnbalanced', params: { diff: '0.01' } });
  });
});

describe('projection, reversal and holds', () => {
  it('a pending recharge moves only pending; post moves it to the balance; void drops it', () => {
    const hold: Entry = { id: 1, phase: 'PENDING', lines: rechargeLines(10, 20, 50000) };
    const held = applyEntry(new Map(), hold);
    expect(held.get(20)).toEqual({ balanceCents: 0, pendingCents: -50000 });
    const posted = applyEntry(held, resolveHold(hold, 'post'));
    expect(posted.get(20)).toEqual({ balanceCents: -50000, pendingCents: 0 });
    expect(posted.get(10)).toEqual({ balanceCents: 50000, pendingCents: 0 });
    expect(applyEntry(held, resolveHold(hold, 'void')).get(20)).toEqual({ balanceCents: 0, pendingCents: 0 });
    expect(normalBalance('CONSIGNOR_PREPAID', -50000)).toBe(50000);
    expect(normalBalance('BANK', 50000)).toBe(50000);
  });
  it('a reversal cancels its entry; holds and reversals are not reversible', () => {
    const e: Entry = { id: 5, phase: 'SINGLE', lines: [{ accountId: 1, amountCents: 700 }, { accountId: 2, amountCents: -700 }] };
    const back = balancesFromJournal([e, reverseEntry(e)]);
    expect(back.get(1)?.balanceCents).toBe(0);
    expect(reverseEntry(e).reversesId).toBe(5);
    expect(isReversible(reverseEntry(e))).toBe(false);
    expect(isReversible({ ...e, phase: 'PENDING' })).toBe(false);
    expect(() => reverseEntry({ ...e, phase: 'VOID' })).toThrow();
  });
  it('the recharge state machine: only PENDING moves', () => {
    expect(rechargeNext('PENDING', 'post')).toBe('POSTED');
    expect(rechargeNext('PENDING', 'void')).toBe('VOIDED');
    expect(rechargeNext('POSTED', 'void')).toBeNull();
    expect(rechargeNext('VOIDED', 'post')).toBeNull();
  });
  it('periods are China-time months; a closed one refuses', () => {
    expect(periodOf(new Date('2026-01-31T16:30:00Z'))).toBe('2026-02');
    expect(periodOf(new Date('2026-01-31T15:59:00Z'))).toBe('2026-01');
    expect(periodAccepts('CLOSED')).toBe(false);
    expect(periodAccepts(undefined)).toBe(true);
  });
});

/** random operations: a balanced entry, a reversal of an earlier one, a hold, a post or a void of an open hold */
const op = fc.oneof(
  fc.record({ t: fc.constant('entry' as const), lines: fc.array(fc.record({ a: fc.integer({ min: 1, max: 6 }), c: fc.integer({ min: 1, max: 10_000_000 }) }), { minLength: 1, maxLength: 4 }), to: fc.integer({ min: 1, max: 6 }) }),
  fc.record({ t: fc.constant('hold' as const), c: fc.integer({ min: 1, max: 10_000_000 }), from: fc.integer({ min: 1, max: 6 }), to: fc.integer({ min: 1, max: 6 }) }),
  fc.record({ t: fc.constantFrom('reverse' as const, 'post' as const, 'void' as const), pick: fc.nat() }),
);

describe('property: random journals', () => {
  it('every entry balances and the running projection equals a recomputation from the journal', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        const journal: Entry[] = [];
        const reversed = new Set<number>();
        const openHolds: Entry[] = [];
        let running = new Map<number, Balance>();
        const push = (e: Entry) => {
          const entry = { ...e, id: journal.length + 1 };
          expect(validateEntry(entry.lines)).toBeNull();
          journal.push(entry);
          running = applyEntry(running, entry);
          return entry;
        };
        for (const o of ops) {
          if (o.t === 'entry') {
            const lines = o.lines.map((l) => ({ accountId: l.a, amountCents: l.c }));
            const total = lines.reduce((s, l) => s + l.amountCents, 0);
            push({ phase: 'SINGLE', lines: [...lines, { accountId: o.to, amountCents: -total }] });
          } else if (o.t === 'hold') {
            openHolds.push(push({ phase: 'PENDING', lines: rechargeLines(o.from, o.to, o.c) }));
          } else if (o.t === 'reverse') {
            const candidates = journal.filter((e) => isReversible(e) && !reversed.has(e.id!));
            if (!candidates.length) continue;
            const target = candidates[o.pick % candidates.length];
            reversed.add(target.id!);
            push(reverseEntry(target));
          } else {
            if (!openHolds.length) continue;
            const [hold] = openHolds.splice(o.pick % openHolds.length, 1);
            push(resolveHold(hold, o.t));
          }
        }
        const recomputed = balancesFromJournal(journal);
        for (const id of new Set([...running.keys(), ...recomputed.keys()])) expect(running.get(id)).toEqual(recomputed.get(id));
        // money is conserved: posted balances and pending holds each sum to zero over all accounts
        const sum = (k: keyof Balance) => [...running.values()].reduce((s, b) => s + b[k], 0);
        expect(sum('balanceCents')).toBe(0);
        expect(sum('pendingCents')).toBe(0);
        // with every hold resolved, nothing stays pending
        for (const h of openHolds.splice(0)) push(resolveHold(h, 'void'));
        for (const b of running.values()) expect(b.pendingCents).toBe(0);
      }),
      { numRuns: 300 },
    );
  });
});
