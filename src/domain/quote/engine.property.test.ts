/** The price engine's properties (fast-check): monotony, zero and huge quantities, precedence, ratios. Examples: engine.test.ts. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceOrder } from './engine';
import { area, basic, card, order, ratio, shArea } from './engine-fixtures.test-support';
import { MAX_LINE_CENTS, RATIO_FEE_CODES, ratioRow, type PricingOrder, type RateRow } from './model';

describe('priceOrder: properties', () => {
  // prices and quantities small enough that no line passes MAX_LINE_CENTS (refusal has its own property below)
  const price = fc.record({ unit: fc.integer({ min: 0, max: 4000 }), first: fc.integer({ min: 0, max: 4000 }), firstUnits: fc.integer({ min: 0, max: 200_000 }), step: fc.integer({ min: 1, max: 100_000 }), add: fc.integer({ min: 0, max: 4000 }), min: fc.integer({ min: 0, max: 100_000 }) });
  const rowOf = (p: { unit: number; first: number; firstUnits: number; step: number; add: number; min: number }, basis: 'PIECE' | 'WEIGHT', mode: 'UNIT' | 'FIRST_ADDITIONAL') =>
    basic({ basis, mode, unit_cents: p.unit, first_cents: p.first, first_units: p.firstUnits, step_units: p.step, additional_cents: p.add, min_cents: p.min });
  const amountOf = (row: RateRow, o: PricingOrder) => priceOrder(o, [card('CONSIGNOR_BASIC', 'CONSIGNOR', 7, [row])]).lines[0]?.amount_cents;

  it('monotonic in pieces and in weight (one tier, UNIT and FIRST_ADDITIONAL), never below the minimum', () => {
    fc.assert(
      fc.property(price, fc.constantFrom('PIECE' as const, 'WEIGHT' as const), fc.constantFrom('UNIT' as const, 'FIRST_ADDITIONAL' as const), fc.nat(200_000), fc.nat(200_000), (p, basis, mode, a, b) => {
        const row = rowOf(p, basis, mode);
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const at = (q: number) => amountOf(row, order(basis === 'PIECE' ? { pieces: q } : { weight_g: q }));
        const x = at(lo);
        const y = at(hi);
        expect(x).toBeLessThanOrEqual(y);
        expect(x).toBeGreaterThanOrEqual(p.min);
        expect(Number.isInteger(x)).toBe(true);
      }),
    );
  });

  it('zero quantities: UNIT is 0 raised to the minimum, FIRST_ADDITIONAL the first price', () => {
    fc.assert(
      fc.property(price, (p) => {
        expect(amountOf(rowOf(p, 'PIECE', 'UNIT'), order({ pieces: 0 }))).toBe(p.min);
        expect(amountOf(rowOf(p, 'WEIGHT', 'FIRST_ADDITIONAL'), order({ weight_g: 0 }))).toBe(Math.max(p.first, p.min));
      }),
    );
  });

  it('huge values: exact (equal to BigInt arithmetic) or refused, never a float', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_LINE_CENTS }), fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (unit, grams) => {
        const r = priceOrder(order({ weight_g: grams }), [card('CONSIGNOR_BASIC', 'CONSIGNOR', 7, [basic({ basis: 'WEIGHT', unit_cents: unit })])]);
        const exact = (BigInt(unit) * BigInt(grams) * 2n + 1000n) / 2000n;
        if (exact > BigInt(MAX_LINE_CENTS)) {
          expect(r.lines).toEqual([]);
          expect(r.issues).toEqual([{ key: 'tooBig', code: 'DELIVERY' }]);
        } else expect(r.lines[0].amount_cents).toBe(Number(exact));
      }),
    );
  });

  it('precedence: the nearest party rank with a row for the place, then the most exact zone, then the longest category', () => {
    const zones = [area(), area('310000'), area('310000', '310100'), shArea];
    const cells = zones.flatMap((zone, level) => ['', '家具', '家具/沙发'].map((category) => ({ zone, level, category })));
    const ranks = [
      { type: 'CONSIGNOR' as const, id: 7 },
      { type: 'TEMPLATE' as const, id: 70 },
      { type: 'CONSIGNOR' as const, id: null },
    ];
    // each party rank: a card with some of the (zone, category) cells, or none; every row's price names it
    const someCells = fc.subarray(cells.map((_, i) => i));
    fc.assert(
      fc.property(fc.tuple(someCells, someCells, someCells), fc.shuffledSubarray([0, 1, 2]), (picked, order_) => {
        const cards = order_.map((r) => card('CONSIGNOR_BASIC', ranks[r].type, ranks[r].id, picked[r].length ? picked[r].map((i) => basic({ zone: cells[i].zone, category: cells[i].category, unit_cents: (r + 1) * 100 + i })) : [basic({ zone: area('110000') })]));
        const winnerRank = [0, 1, 2].find((r) => order_.includes(r) && picked[r].length > 0);
        const line = priceOrder(order({ pieces: 1 }), cards).lines[0];
        if (winnerRank === undefined) {
          expect(line).toBeUndefined();
          return;
        }
        const best = [...picked[winnerRank]].sort((a, b) => cells[b].level - cells[a].level || cells[b].category.length - cells[a].category.length)[0];
        expect(line.amount_cents).toBe((winnerRank + 1) * 100 + best);
        expect(line.explanation.party_rank).toBe(['own', 'template', 'default'][winnerRank]);
      }),
    );
  });

  it('a ratio of a ratio is refused, whatever it names beside: no line, a note, the other lines priced', () => {
    const codes = ['DELIVERY', 'INSTALL', ...RATIO_FEE_CODES];
    fc.assert(
      fc.property(fc.constantFrom(...RATIO_FEE_CODES), fc.subarray(codes, { minLength: 1 }), fc.constantFrom(...RATIO_FEE_CODES), fc.integer({ min: 1, max: 100_000 }), (code, of, ratioOf, bp) => {
        const names = [...new Set([...of, ratioOf])];
        expect(ratioRow.safeParse({ shape: 'ratio', zone: shArea, code, of: names, percent_bp: bp }).success).toBe(false);
        const forged = { ...(ratio({ code, of: ['DELIVERY'], percent_bp: bp }) as Record<string, unknown>), of: names } as RateRow;
        const r = priceOrder(order({ services: ['DELIVERY', 'INSTALL'] }), [card('CONSIGNOR_BASIC', 'CONSIGNOR', 7, [basic({ unit_cents: 1000 }), basic({ code: 'INSTALL', unit_cents: 500 })]), card('CONSIGNOR_RATIO', 'CONSIGNOR', 7, [forged])]);
        expect(r.lines.map((l) => [l.code, l.amount_cents])).toEqual([
          ['DELIVERY', 3000],
          ['INSTALL', 1500],
        ]);
        expect(r.issues).toEqual([{ key: 'ratioOfRatio', code }]);
      }),
    );
  });

  it('a ratio line is exactly base × bp / 10 000 half up, then min and cap', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_LINE_CENTS }), fc.integer({ min: 1, max: 1_000_000 }), fc.nat(10_000), fc.nat(1_000_000), (base, bp, min, cap) => {
        const max = cap === 0 ? 0 : Math.max(cap, min);
        const cards = [card('CONSIGNOR_BASIC', 'CONSIGNOR', 7, [basic({ basis: 'ORDER', mode: 'FLAT', flat_cents: base })]), card('CONSIGNOR_RATIO', 'CONSIGNOR', 7, [ratio({ code: 'TAX', of: ['DELIVERY'], percent_bp: bp, min_cents: min, max_cents: max })])];
        const tax = priceOrder(order(), cards).lines.find((l) => l.code === 'TAX');
        let want = Number((BigInt(base) * BigInt(bp) * 2n + 10_000n) / 20_000n);
        want = Math.max(want, min);
        if (max > 0) want = Math.min(want, max);
        expect(tax?.amount_cents).toBe(want > MAX_LINE_CENTS ? undefined : want);
      }),
    );
  });
});
