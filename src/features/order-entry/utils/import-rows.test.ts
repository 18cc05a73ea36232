import { describe, expect, it } from 'vitest';
import { readXlsx } from '../../../../workers/xlsx/reader';
import { writeXlsx } from '../../../../workers/xlsx/writer';
import * as strings from '../i18n';
import { chunk, IMPORT_COLUMNS, mapHeader, prepareSheet, rowKey, withRowKeys } from './import-rows';

const TITLES = { zh: strings.zh.orderEntry.col as Record<string, string>, en: strings.en.orderEntry.col as Record<string, string> };
const opts = { variant: 'waybill' as const, isConsignor: false, submit: false };

/** a template-shaped workbook (zh titles) with two good rows and one bad one */
function workbook() {
  const header = IMPORT_COLUMNS.map((c) => ({ title: TITLES.zh[c] }));
  const row = (contact: string, tel: string, product: string | number, extra: Partial<Record<string, string | number>> = {}) =>
    IMPORT_COLUMNS.map((c) => (<Record<string, string | number>>{ consignor_resource_id: 7, end_contact: contact, end_tel: tel, end_province_code: '310000', end_city_code: 310100, end_district_code: '310101', end_address: '南京东路1号', product_id: product, quantity: 2, services_pkg_code: 'DELIVERY', print_memo: '007', ...extra })[c] ?? null);
  return writeXlsx(header, [row('陈小姐', '13912345678', 3), row('王先生', '12345', 3), row('李女士', '02188886666', 4)]);
}

describe('import rows', () => {
  it('maps the template titles (zh or en) and reports unknown and missing columns', () => {
    expect(mapHeader(['收货人', 'Receiver phone', 'foo'], TITLES)).toMatchObject({ columns: ['end_contact', 'end_tel', null], unknown: ['foo'] });
    expect(mapHeader(['收货人'], TITLES).missing).toContain('product_id');
  });

  it('a file with one bad row: two payloads, one row with its field problems', async () => {
    const sheet = readXlsx(workbook());
    const { header, prepared, count } = prepareSheet(sheet.rows, TITLES, opts);
    expect(header.missing).toEqual([]);
    expect(count).toBe(3);
    expect(prepared.map((r) => !!r.payload)).toEqual([true, false, true]);
    expect(prepared[1].errors).toEqual([{ field: 'end_tel', error: { key: 'phoneInvalid' } }]);
    const good = prepared[0].payload!;
    // spec §5: numeric strings → numbers, print_memo kept as text
    expect(good).toMatchObject({ variant: 'waybill', consignor_resource_id: 7, end_city_code: 310100, products: [{ product_id: 3, quantity: 2 }], print_memo: '007' });
    const keyed = await withRowKeys(prepared);
    expect(keyed[0].payload!.row_key).toMatch(/^[0-9a-f]{64}$/);
    expect(keyed[1].payload).toBeNull();
  });

  it('the row key depends on the content only: the same file gives the same keys', async () => {
    const a = await withRowKeys(prepareSheet(readXlsx(workbook()).rows, TITLES, opts).prepared);
    const b = await withRowKeys(prepareSheet(readXlsx(workbook()).rows, TITLES, { ...opts, submit: true }).prepared);
    expect(a[0].payload!.row_key).toBe(b[0].payload!.row_key);
    expect(a[0].payload!.row_key).not.toBe(a[2].payload!.row_key);
    expect(await rowKey({ b: 1, a: [1, 2] })).toBe(await rowKey({ a: [1, 2], b: 1 }));
  });

  it('a consignor file ignores the consignor column; the variant decides what is required', () => {
    const forConsignor = prepareSheet(readXlsx(workbook()).rows, TITLES, { variant: 'pre-order', isConsignor: true, submit: false }).prepared;
    expect(forConsignor[0].payload).not.toHaveProperty('consignor_resource_id');
    const threePl = prepareSheet(readXlsx(workbook()).rows, TITLES, { variant: '3pl', isConsignor: false, submit: false }).prepared;
    expect(threePl[0].errors).toEqual([{ field: 'shipping_no', error: { key: 'required' } }]);
  });

  it('imports in chunks of at most 200', () => {
    expect(chunk(Array.from({ length: 450 }, (_, i) => i)).map((c) => c.length)).toEqual([200, 200, 50]);
  });
});
