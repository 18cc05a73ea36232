import { describe, expect, it } from 'vitest';
import { cellsToRow } from '@/domain/quote/import-columns';
import { basicRow } from '@/domain/quote/model';
import { rowsToSheet, sheetColumns, sheetToCells } from './version-sheet';

const row = basicRow.parse({ shape: 'basic', zone: { zone: 'area', province_code: '44', city_code: '4403', district_code: '' }, code: 'DELIVERY', basis: 'WEIGHT', tier_max: 30000, mode: 'UNIT', unit_cents: 1250 });

describe('version sheet', () => {
  it('writes rows under the import columns and reads them back (sheet row numbers kept, blank lines skipped)', () => {
    const header = sheetColumns('CONSIGNOR_BASIC', 'zh').map((c) => c.title);
    const body = rowsToSheet('CONSIGNOR_BASIC', [row]);
    const sheet = [header, body[0], header.map(() => null), body[0]];
    const read = sheetToCells('CONSIGNOR_BASIC', sheet);
    if (!('rows' in read)) throw new Error(read.missing);
    expect(read.rows.map((r) => r.row)).toEqual([2, 4]);
    const back = cellsToRow('CONSIGNOR_BASIC', read.rows[0].cells);
    expect(back.errors).toEqual([]);
    expect(basicRow.parse(back.row)).toEqual(row);
  });

  it('reads an English header too, and names a missing zone column', () => {
    const header = sheetColumns('ROUTE', 'en').map((c) => c.title);
    expect(sheetToCells('ROUTE', [header, header.map(() => '1')])).toHaveProperty('rows.0.row', 2);
    expect(sheetToCells('ROUTE', [['Fee'], ['LINE_HAUL']])).toEqual({ missing: '目的地编码 / Destination code' });
  });
});
