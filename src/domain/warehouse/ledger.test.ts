import { describe, expect, it } from 'vitest';
import {
  applyMove,
  available,
  balancesFromLedger,
  checkMove,
  completeness,
  drift,
  keyOf,
  lock,
  MoveRefused,
  packageNo,
  parseKey,
  parsePackageNo,
  reverseMove,
  unlock,
  type Balances,
  type LocationRef,
  type Move,
} from './ledger';

const A: LocationRef = { kind: 'storage', id: 1 };
const B: LocationRef = { kind: 'storage', id: 2 };
const SUPPLIER: LocationRef = { kind: 'virtual', code: 'SUPPLIER' };
const CUSTOMER: LocationRef = { kind: 'virtual', code: 'CUSTOMER' };
const move = (from: LocationRef, to: LocationRef, quantity: number, over: Partial<Move> = {}): Move => ({ warehouseId: 9, from, to, productId: 5, packageNo: '', ownerId: 3, quantity, ...over });
const at = (loc: number, over: Partial<{ productId: number; ownerId: number; packageNo: string }> = {}) => keyOf({ warehouseId: 9, locationId: loc, productId: 5, packageNo: '', ownerId: 3, ...over });

/** a small seeded PRNG, so a failing sequence can be replayed */
function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('the stock ledger', () => {
  it('receives, moves and ships whole quantities; never below zero; the refusal names what is available', () => {
    const balances: Balances = new Map();
    applyMove(balances, move(SUPPLIER, A, 10));
    applyMove(balances, move(A, B, 4));
    expect(balances.get(at(1))).toEqual({ onHand: 6, locked: 0 });
    expect(balances.get(at(2))).toEqual({ onHand: 4, locked: 0 });
    expect(checkMove(balances, move(B, CUSTOMER, 5))).toEqual({ code: 'insufficient', key: parseKey(at(2)), available: 4, requested: 5 });
    expect(() => applyMove(balances, move(B, CUSTOMER, 5))).toThrow(MoveRefused);
    expect(checkMove(balances, move(A, B, 0))).toEqual({ code: 'quantity', quantity: 0 });
    expect(checkMove(balances, move(A, B, 1.5))).toEqual({ code: 'quantity', quantity: 1.5 });
    expect(checkMove(balances, move(A, B, -1))).toEqual({ code: 'quantity', quantity: -1 });
    expect(checkMove(balances, move(A, A, 1))).toEqual({ code: 'sameLocation' });
    expect(checkMove(balances, move(SUPPLIER, CUSTOMER, 1))).toEqual({ code: 'virtualToVirtual' });
    applyMove(balances, move(B, CUSTOMER, 4));
    // an emptied location leaves no row
    expect(balances.has(at(2))).toBe(false);
  });

  it('keeps owners, products and cartons apart', () => {
    const balances: Balances = new Map();
    applyMove(balances, move(SUPPLIER, A, 2, { ownerId: 3 }));
    applyMove(balances, move(SUPPLIER, A, 2, { ownerId: 4 }));
    expect(checkMove(balances, move(A, CUSTOMER, 3, { ownerId: 3 }))).toMatchObject({ code: 'insufficient', available: 2 });
    expect(checkMove(balances, move(A, CUSTOMER, 1, { productId: 6 }))).toMatchObject({ code: 'insufficient', available: 0 });
    expect(checkMove(balances, move(A, CUSTOMER, 1, { packageNo: packageNo('2026112500001', 1) }))).toMatchObject({ code: 'insufficient', available: 0 });
  });

  it('locked stock is never taken; unlocking gives it back', () => {
    const balances: Balances = new Map();
    applyMove(balances, move(SUPPLIER, A, 5));
    const key = parseKey(at(1));
    expect(lock(balances, key, 3)).toBeNull();
    expect(available(balances.get(at(1)))).toBe(2);
    expect(checkMove(balances, move(A, CUSTOMER, 3))).toMatchObject({ code: 'insufficient', available: 2, requested: 3 });
    expect(lock(balances, key, 3)).toMatchObject({ code: 'insufficient', available: 2 });
    expect(unlock(balances, key, 10)).toBe(3);
    expect(checkMove(balances, move(A, CUSTOMER, 5))).toBeNull();
  });

  it('a reversing move undoes its move exactly', () => {
    const balances: Balances = new Map();
    const m = move(SUPPLIER, A, 7);
    applyMove(balances, m);
    const r = reverseMove(m, 'mv-1');
    expect(r).toMatchObject({ from: A, to: SUPPLIER, quantity: 7, reverses: 'mv-1' });
    applyMove(balances, r);
    expect(balances.size).toBe(0);
  });

  it('random sequences: the incremental projection always equals the one rebuilt from the ledger, and nothing goes below zero', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const rnd = prng(seed);
      const pick = <T,>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)];
      const locations: LocationRef[] = [A, B, { kind: 'storage', id: 3 }, SUPPLIER, CUSTOMER, { kind: 'virtual', code: 'LOSS' }, { kind: 'virtual', code: 'ADJUST' }];
      const balances: Balances = new Map();
      const ledger: Move[] = [];
      for (let i = 0; i < 60; i++) {
        const m = move(pick(locations), pick(locations), 1 + Math.floor(rnd() * 6), { productId: pick([5, 6]), ownerId: pick([3, 4]), packageNo: pick(['', 'P-001']) });
        if (rnd() < 0.15 && ledger.length) {
          // a correction of an earlier move
          const earlier = ledger[Math.floor(rnd() * ledger.length)];
          const r = reverseMove(earlier, `mv-${i}`);
          if (!checkMove(balances, r)) {
            applyMove(balances, r);
            ledger.push(r);
          }
          continue;
        }
        if (rnd() < 0.1) {
          const k = pick([...balances.keys()]);
          if (k) lock(balances, parseKey(k), 1);
        }
        if (checkMove(balances, m)) {
          expect(() => applyMove(balances, m)).toThrow(MoveRefused);
          continue;
        }
        applyMove(balances, m);
        ledger.push(m);
        for (const b of balances.values()) {
          expect(b.onHand).toBeGreaterThanOrEqual(0);
          expect(b.locked).toBeLessThanOrEqual(b.onHand);
        }
      }
      expect(drift(balances, balancesFromLedger(ledger)), `seed ${seed}`).toEqual([]);
    }
  });

  it('the drift check reports a projection edited behind the ledger’s back', () => {
    const ledger = [move(SUPPLIER, A, 4)];
    const balances = balancesFromLedger(ledger);
    balances.get(at(1))!.onHand = 5;
    expect(drift(balances, balancesFromLedger(ledger))).toEqual([{ key: at(1), projected: 5, recomputed: 4 }]);
    expect(() => balancesFromLedger([move(A, CUSTOMER, 1)])).toThrow(/below zero/);
  });
});

describe('cartons', () => {
  it('number each carton of an order and read the number back', () => {
    expect(packageNo('2026112500001', 3)).toBe('2026112500001-003');
    expect(parsePackageNo('2026112500001-003')).toEqual({ orderNo: '2026112500001', sequence: 3 });
    expect(parsePackageNo('2026112500001')).toBeNull();
    expect(parsePackageNo('2026112500001-000')).toBeNull();
    expect(() => packageNo('2026112500001', 0)).toThrow(RangeError);
  });

  it('a product of 3 cartons is complete only when all 3 are there', () => {
    const no = '2026112500001';
    expect(completeness(3, [packageNo(no, 1), packageNo(no, 3)])).toEqual({ complete: false, missing: [2] });
    expect(completeness(3, [packageNo(no, 1), packageNo(no, 2), packageNo(no, 3)])).toEqual({ complete: true, missing: [] });
  });
});
