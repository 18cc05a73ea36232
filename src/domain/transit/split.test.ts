import { describe, expect, it } from 'vitest';
import { orderCartons } from '../warehouse/order-cartons';
import { checkSplitCartons, splitFees, splitOrderNo, wholeUnitsMoved } from './split';

const cartons = orderCartons('P000001', [
  { product_id: 7, quantity: 2, package: 3 },
  { product_id: 9, quantity: 1, package: 1 },
]);

describe('split', () => {
  it('numbers the child after the parent, refusing a number past 32 characters', () => {
    expect(splitOrderNo('P000001', 1)).toBe('P000001S1');
    expect(splitOrderNo('P000001S1', 2)).toBe('P000001S1S2');
    expect(splitOrderNo('A'.repeat(31), 1)).toBeNull();
  });

  it('refuses no carton, all cartons and a carton of another order', () => {
    expect(checkSplitCartons(cartons, [])).toEqual({ key: 'tsSplitCartonsRequired' });
    expect(checkSplitCartons(cartons, cartons.map((c) => c.packageNo))).toEqual({ key: 'tsSplitAll' });
    expect(checkSplitCartons(cartons, ['P000001-001', 'P000002-001'])).toEqual({ key: 'tsSplitNotOfOrder', package: 'P000002-001' });
    expect(checkSplitCartons(cartons, ['p000001-007', 'P000001-007'])).toBeNull();
  });

  it('counts only whole units as moved', () => {
    const per = (id: number) => (id === 7 ? 3 : 1);
    const pick = (...seq: number[]) => cartons.filter((c) => seq.includes(c.sequence));
    expect(wholeUnitsMoved(pick(4, 5, 6, 7), per)).toEqual(new Map([[7, 1], [9, 1]]));
    // 003 and 004 belong to two different units: neither moves whole
    expect(wholeUnitsMoved(pick(3, 4), per)).toEqual(new Map());
  });

  it('shares each fee not settled by cartons in whole fen, the remainder on the parent', () => {
    const shares = splitFees(
      [
        { id: 1, amount_cents: 10_001, splittable: true },
        { id: 2, amount_cents: 5_000, splittable: false },
        { id: 3, amount_cents: -301, splittable: true },
      ],
      1,
      3,
    );
    expect(shares).toEqual([
      { id: 1, parent_cents: 6_668, child_cents: 3_333 },
      { id: 2, parent_cents: 5_000, child_cents: 0 },
      { id: 3, parent_cents: -201, child_cents: -100 },
    ]);
    for (const s of shares) expect(Number.isInteger(s.child_cents)).toBe(true);
  });
});
