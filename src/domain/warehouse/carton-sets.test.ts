import { describe, expect, it } from 'vitest';
import { cartonSets, packageState, togetherAt } from './carton-sets';

const no = (seq: number) => `2100000123-${String(seq).padStart(3, '0')}`;
const record = [
  { product_id: 7, quantity: 2, package: 3 },
  { product_id: 9, quantity: 1, package: 1 },
];

describe('cartonSets', () => {
  it('takes the order record’s units when the record agrees with what the warehouse knows', () => {
    const sets = cartonSets('2100000123', [{ packageNo: no(4), productId: 7 }], record, () => 1);
    expect(sets.get(no(1))).toEqual({ productId: 7, perUnit: 3, cartons: [no(1), no(2), no(3)], source: 'order' });
    expect(sets.get(no(5))!.cartons).toEqual([no(4), no(5), no(6)]);
    expect(sets.get(no(7))).toMatchObject({ productId: 9, perUnit: 1, cartons: [no(7)] });
  });

  it('falls back to each product’s known cartons N at a time when the record disagrees (a replacement renumbered) or is absent', () => {
    // the ledger says 1–3 are product 8 (the record, changed since, says 7)
    const known = [3, 1, 2, 5, 4].map((s) => ({ packageNo: no(s), productId: s <= 3 ? 8 : 9 }));
    const perUnit = (id: number) => (id === 8 ? 3 : 2);
    const sets = cartonSets('2100000123', known, record, perUnit);
    expect(sets.get(no(2))).toEqual({ productId: 8, perUnit: 3, cartons: [no(1), no(2), no(3)], source: 'known' });
    expect(sets.get(no(4))!.cartons).toEqual([no(4), no(5)]);
    expect(cartonSets('2100000123', known, null, perUnit).get(no(1))!.source).toBe('known');
    // another order's carton never joins
    expect(cartonSets('2100000123', [{ packageNo: '2100000999-001', productId: 8 }], null, perUnit).size).toBe(0);
  });

  it('a short known set still counts N, so the unknown cartons read as missing', () => {
    const set = cartonSets('2100000123', [{ packageNo: no(1), productId: 8 }, { packageNo: no(2), productId: 8 }], null, () => 3).get(no(1))!;
    expect(togetherAt(set, 5, () => [5])).toEqual({ total: 3, together: 2, complete: false });
  });
});

describe('togetherAt', () => {
  it('counts the cartons of the set in stock at the location', () => {
    const set = { productId: 7, perUnit: 3, cartons: [no(1), no(2), no(3)], source: 'order' as const };
    const places: Record<string, number[]> = { [no(1)]: [11], [no(2)]: [11], [no(3)]: [12] };
    expect(togetherAt(set, 11, (c) => places[c] ?? [])).toEqual({ total: 3, together: 2, complete: false });
    places[no(3)] = [11];
    expect(togetherAt(set, 11, (c) => places[c] ?? [])).toEqual({ total: 3, together: 3, complete: true });
    expect(togetherAt(set, null, (c) => places[c] ?? []).together).toBe(0);
  });
});

describe('packageState', () => {
  const none = { inStock: false, onOpenInbound: false, scannedOnOpenInbound: false, leftTo: null, onDocuments: false };
  it('reads the most current fact first', () => {
    expect(packageState({ ...none, inStock: true, onOpenInbound: true })).toBe('in_stock');
    expect(packageState({ ...none, scannedOnOpenInbound: true, onOpenInbound: true, leftTo: 'CUSTOMER' })).toBe('scanned');
    expect(packageState({ ...none, onOpenInbound: true, leftTo: 'CUSTOMER', onDocuments: true })).toBe('expected');
    expect(packageState({ ...none, leftTo: 'TRANSIT', onDocuments: true })).toBe('shipped');
    expect(packageState({ ...none, leftTo: 'LOSS', onDocuments: true })).toBe('gone');
    expect(packageState({ ...none, onDocuments: true })).toBe('listed');
    expect(packageState(none)).toBe('ordered');
  });
});
