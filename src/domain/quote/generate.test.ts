import { describe, expect, it } from 'vitest';
import { adjustPrice, adjustRows } from './generate';
import { rowsSchema } from './model';

describe('adjustPrice', () => {
  it('adjusts by basis points, half up to the fen', () => {
    expect(adjustPrice(1000, 0, 'FEN')).toBe(1000);
    expect(adjustPrice(1000, 500, 'FEN')).toBe(1050);
    expect(adjustPrice(1234, 500, 'FEN')).toBe(1296); // 1295.7
    expect(adjustPrice(10, 500, 'FEN')).toBe(11); // 10.5 → 11 half up
    expect(adjustPrice(1000, -5000, 'FEN')).toBe(500);
    expect(adjustPrice(333, -1, 'FEN')).toBe(333); // 332.9667
  });

  it('then half up to 0.10 or 1.00 yuan', () => {
    expect(adjustPrice(1234, 0, 'JIAO')).toBe(1230);
    expect(adjustPrice(1235, 0, 'JIAO')).toBe(1240);
    expect(adjustPrice(1234, 500, 'JIAO')).toBe(1300); // 1296 → 1300
    expect(adjustPrice(1249, 0, 'YUAN')).toBe(1200);
    expect(adjustPrice(1250, 0, 'YUAN')).toBe(1300);
    expect(adjustPrice(1234, 1000, 'YUAN')).toBe(1400); // 1357.4 → 1357 → 1400
  });

  it('never goes below zero nor above the largest line, and stays exact for large prices', () => {
    expect(adjustPrice(0, 1000, 'YUAN')).toBe(0);
    expect(adjustPrice(999_999_999, 50_000, 'FEN')).toBe(1_000_000_000);
    expect(adjustPrice(900_000_001, 1, 'FEN')).toBe(900_090_001); // 900 090 001.0001
  });
});

describe('adjustRows', () => {
  it('adjusts every price field, leaves quantities and percentages, and lists the changes', () => {
    const basic = rowsSchema('CONSIGNOR_BASIC').parse([
      { shape: 'basic', zone: { zone: 'area', province_code: '31', city_code: '', district_code: '' }, code: 'DELIVERY', basis: 'PIECE', mode: 'UNIT', unit_cents: 2000, min_cents: 3000, tier_min: 1 },
    ]);
    const { rows, changes } = adjustRows(basic, 1000, 'FEN');
    expect(rows[0]).toMatchObject({ unit_cents: 2200, min_cents: 3300, tier_min: 1, first_cents: 0 });
    expect(changes).toEqual([
      { row: 1, field: 'unit_cents', from_cents: 2000, to_cents: 2200 },
      { row: 1, field: 'min_cents', from_cents: 3000, to_cents: 3300 },
    ]);
    const ratio = rowsSchema('CONSIGNOR_RATIO').parse([{ shape: 'ratio', zone: { zone: 'area' }, code: 'FUEL', of: ['DELIVERY'], percent_bp: 500, max_cents: 1000 }]);
    expect(adjustRows(ratio, 1000, 'FEN').rows[0]).toMatchObject({ percent_bp: 500, max_cents: 1100, min_cents: 0 });
  });
});
