import { describe, expect, it } from 'vitest';
import { cellsToRow, columnOfPath, importColumns, rowToCells } from './import-columns';
import { rowsSchema } from './model';

describe('import columns', () => {
  it('are the kind’s row fields: area basic rows have no route or ratio columns', () => {
    const keys = importColumns('CONSIGNOR_BASIC').map((c) => c.key);
    expect(keys).toContain('district_code');
    expect(keys).toContain('unit_cents');
    expect(keys).not.toContain('to_code');
    expect(keys).not.toContain('percent_bp');
    expect(importColumns('TRANSFER').map((c) => c.key)).toContain('to_code');
    expect(importColumns('CONSIGNOR_RATIO').map((c) => c.key)).toEqual(expect.arrayContaining(['of', 'percent_bp', 'max_cents']));
  });

  it('read yuan into fen and lists by any separator, and give back the same cells', () => {
    const { row, errors } = cellsToRow('OVER_DISTANCE', { province_code: '310000', code: 'OVER_DISTANCE', basis: 'DISTANCE', mode: 'UNIT', unit_cents: '2.5', keywords: '朱家角、金泽,练塘', over_m: 15000 });
    expect(errors).toEqual([]);
    const [parsed] = rowsSchema('OVER_DISTANCE').parse([row]);
    expect(parsed).toMatchObject({ unit_cents: 250, condition: { keywords: ['朱家角', '金泽', '练塘'], over_m: 15000 } });
    const cells = rowToCells('OVER_DISTANCE', parsed);
    expect(cells).toMatchObject({ unit_cents: '2.50', keywords: '朱家角,金泽,练塘', province_code: '310000', city_code: '' });
    expect(rowsSchema('OVER_DISTANCE').parse([cellsToRow('OVER_DISTANCE', cells).row])).toEqual([parsed]);
  });

  it('name the cell that is not an amount or a whole number', () => {
    const { errors } = cellsToRow('CONSIGNOR_BASIC', { unit_cents: '1.234', tier_min: '2.5', code: 'DELIVERY' });
    expect(errors).toEqual([
      { field: 'tier_min', msg: 'qtQuantityInt' },
      { field: 'unit_cents', msg: 'qtCents' },
    ]);
  });

  it('map a validation path to its column', () => {
    expect(columnOfPath(['zone', 'district_code'])).toBe('district_code');
    expect(columnOfPath(['condition', 'keywords', 0])).toBe('keywords');
    expect(columnOfPath(['of', 1])).toBe('of');
    expect(columnOfPath([])).toBe('');
  });
});
