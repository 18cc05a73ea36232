import { describe, expect, it } from 'vitest';
import { sheetRows } from './sheet-rows';

describe('sheetRows', () => {
  it('reads the columns by their header in either language, skips blank rows and keeps the sheet row numbers', () => {
    expect(
      sheetRows([
        ['数量', '产品编码', 'Location_Code', '包件号'],
        [3, 'P020001', 'A-01', ''],
        [null, '', '', null],
        ['2', ' P020002 ', '', '2100000001-001'],
      ]),
    ).toEqual({
      rows: [
        { row: 2, product_code: 'P020001', package_no: '', quantity: 3, location_code: 'A-01' },
        { row: 4, product_code: 'P020002', package_no: '2100000001-001', quantity: '2', location_code: '' },
      ],
    });
  });

  it('names the missing column', () => {
    expect(sheetRows([['名称', '数量'], ['x', 1]])).toEqual({ missing: '产品编码' });
    expect(sheetRows([['product_code'], ['P1']])).toEqual({ missing: '数量' });
  });
});
