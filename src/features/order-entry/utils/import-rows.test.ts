import { describe, expect, it } from 'vitest';
import { readXlsx } from '../../../../workers/xlsx/reader';
import { writeXlsx } from '../../../../workers/xlsx/writer';
import * as strings from '../i18n';
import { chunk, IMPORT_COLUMNS, mapHeader, parseProductsText, prepareSheet, rowKey, splitArea, TEMPLATE_EXAMPLE, templateColumns, withRowKeys } from './import-rows';

const TITLES = {
  zh: strings.zh.orderEntry.col as Record<string, string>,
  en: strings.en.orderEntry.col as Record<string, string>,
  alias: { zh: strings.zh.orderEntry.colAlias as Record<string, string>, en: strings.en.orderEntry.colAlias as Record<string, string> },
};
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
    expect(mapHeader(['收货人'], TITLES).missing).toEqual(['end_tel', 'end_province_name', 'end_address', 'products', 'services_pkg_code']);
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

  it('names layout: 商家/店铺/省市区 names and 产品 lines become the row the server resolves', () => {
    const cols = ['商家', '店铺', '收货人', '收货人电话', '省', '市', '区', '详细地址', '产品', '数量', '服务包编码'];
    const sheet = [
      cols,
      [' 示例商贸 ', '示例商贸天猫旗舰店', '陈小姐', '13912345678', '广东省', '深圳市', '南山区', '科技园1号', '北欧布艺三人沙发*2;P010003', 3, 'DELIVERY'],
      ['不存在的商家', null, '王先生', '12345', '广东省', '深圳市', '南山区', '科技园2号', '电视柜*x', null, 'DELIVERY'],
      [null, null, null, null, null, null, null, null, null, null, null],
      ['示例商贸', null, '李女士', '02188886666', '上海市', null, '黄浦区', '南京东路1号', '电视柜', null, 'DELIVERY'],
    ];
    const { header, prepared, count } = prepareSheet(sheet, TITLES, opts);
    expect(header).toMatchObject({ missing: [], unknown: [] });
    expect(count).toBe(3);
    // sheet row numbers (the header is row 1; the blank row keeps its number)
    expect(prepared.map((r) => r.row)).toEqual([2, 3, 5]);
    expect(prepared[0].payload).toEqual({
      variant: 'waybill',
      consignor_name: '示例商贸',
      store_name: '示例商贸天猫旗舰店',
      end_contact: '陈小姐',
      end_tel: 13912345678,
      end_province_name: '广东省',
      end_city_name: '深圳市',
      end_district_name: '南山区',
      end_address: '科技园1号',
      products: [
        { product_name: '北欧布艺三人沙发', quantity: 2 },
        { product_name: 'P010003', quantity: 3 },
      ],
      services_pkg_code: 'DELIVERY',
    });
    // the bad phone and the bad count are found here; the unknown 商家 is the server's to find
    expect(prepared[1].payload).toBeNull();
    expect(prepared[1].errors.map((e) => e.field)).toEqual(['products', 'end_tel']);
    expect(prepared[1].source).toMatchObject({ consignor_name: '不存在的商家' });
    expect(prepared[2].payload).toMatchObject({ end_province_name: '上海市', end_district_name: '黄浦区', products: [{ product_name: '电视柜', quantity: 1 }] });
    expect(prepared[2].payload).not.toHaveProperty('end_city_name');
    expect(prepared[0].preview).toMatchObject({ consignor: '示例商贸', area: '广东省/深圳市/南山区', products: '北欧布艺三人沙发*2;P010003' });
  });

  it('收货地区 in one cell, aliases of the headers, and a consignor file drops the 商家 names', async () => {
    const sheet = [
      ['商家', '服务商', '收货人', '收货人电话', '收货地区', '详细地址', '产品', '服务包编码'],
      ['示例商贸', '快装到家', '陈小姐', '13912345678', '广东省/深圳市/南山区', '科技园1号', '电视柜*1', 'DELIVERY'],
    ];
    const saas = prepareSheet(sheet, TITLES, { ...opts, variant: 'saas' }).prepared[0];
    expect(saas.payload).toMatchObject({ delivery_name: '快装到家', end_province_name: '广东省', end_city_name: '深圳市', end_district_name: '南山区' });
    const mine = prepareSheet(sheet, TITLES, { variant: 'pre-order', isConsignor: true, submit: false }).prepared[0];
    expect(mine.payload).not.toHaveProperty('consignor_name');
    // row and row_key travel with the row; the key ignores the row number
    const [keyed] = await withRowKeys([saas]);
    expect(keyed.payload).toMatchObject({ row: 2, row_key: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(keyed.payload!.row_key).toBe(await rowKey({ ...saas.payload!, row: 99 }));
  });

  it('parses product lines and area text', () => {
    expect(parseProductsText('沙发*2；电视柜＊3\n鞋柜', 5)).toEqual([
      { product_name: '沙发', quantity: 2 },
      { product_name: '电视柜', quantity: 3 },
      { product_name: '鞋柜', quantity: 5 },
    ]);
    expect(parseProductsText('实木双人床 1.8m * 1', 1)).toEqual([{ product_name: '实木双人床 1.8m', quantity: 1 }]);
    expect(parseProductsText('沙发*两', 1)).toBeNull();
    expect(parseProductsText('*2', 1)).toBeNull();
    expect(parseProductsText(' ; ', 1)).toEqual([]);
    expect(splitArea('广东省/深圳市/南山区')).toEqual({ end_province_name: '广东省', end_city_name: '深圳市', end_district_name: '南山区' });
    expect(splitArea('上海市 黄浦区')).toEqual({ end_province_name: '上海市', end_city_name: '', end_district_name: '黄浦区' });
  });

  it('the template: names per variant, and an example row for every column', () => {
    expect(templateColumns('waybill')).not.toContain('delivery_name');
    expect(templateColumns('saas')).toContain('delivery_name');
    expect(templateColumns('3pl')).toContain('shipping_no');
    expect(templateColumns('delivery')).not.toContain('sender_name');
    for (const v of ['waybill', 'saas', '3pl', 'dealership', 'erp', 'delivery'] as const) {
      const cols = templateColumns(v);
      expect(cols.some((c) => c.endsWith('_id') || (c.endsWith('_code') && c !== 'services_pkg_code'))).toBe(false);
      expect(cols.filter((c) => c !== 'print_memo').every((c) => TEMPLATE_EXAMPLE[c])).toBe(true);
      // the template's own titles map back to its columns
      expect(mapHeader(cols.map((c) => TITLES.zh[c]), TITLES)).toMatchObject({ columns: cols, missing: [], unknown: [] });
    }
  });
});
