import { describe, expect, it } from 'vitest';
import { chinaDateTime, pickColumns, WAYBILL_COLUMNS, waybillSummary, type WaybillRow } from './waybill-columns';

const sampleRow: WaybillRow = {
  id: 1, order_no: '2261121000001', status: 'TO_SIGN', app_code: 'BANG', consignor_name: '宜家', delivery_name: '顺达配送',
  end_contact: '张三', end_tel: '13800000000', end_province: '上海市', end_city: '上海市', end_district: '浦东新区', end_address: '世纪大道1号',
  products: [{ name: '沙发', quantity: 2 }, { name: '茶几', quantity: 1 }], package: 3, services_pkg_name: '送装一体', tags: ['TICKET'],
  limitation_status_code: 'C_DANGER', income_settle_status: 2, is_not_out_storage: false, memo: '', created_at: '2026-11-21T02:03:04.000Z', updated_at: '2026-11-21T02:03:04.000Z',
};

describe('waybill columns', () => {
  it('has at least 20 columns with unique keys, both titles and a width', () => {
    expect(WAYBILL_COLUMNS.length).toBeGreaterThanOrEqual(20);
    expect(new Set(WAYBILL_COLUMNS.map((c) => c.key)).size).toBe(WAYBILL_COLUMNS.length);
    for (const c of WAYBILL_COLUMNS) expect(c.title.zh && c.title.en && c.width > 0).toBeTruthy();
  });
  it('values are plain cells, labels in the language asked', () => {
    const byKey = Object.fromEntries(WAYBILL_COLUMNS.map((c) => [c.key, c]));
    expect(byKey.status.value(sampleRow, 'zh')).toBe('待签收');
    expect(byKey.status.value(sampleRow, 'en')).toBe('To sign');
    expect(byKey.products.value(sampleRow, 'zh')).toBe('沙发×2；茶几×1');
    expect(byKey.quantity.value(sampleRow, 'zh')).toBe(3);
    expect(byKey.created_at.value(sampleRow, 'zh')).toBe('2026-11-21 10:03:04');
  });
  it('China time is independent of the machine zone', () => {
    expect(chinaDateTime('2026-12-31T16:00:00Z')).toBe('2027-01-01 00:00:00');
    expect(chinaDateTime('garbage')).toBe('');
  });
  it('picks columns by key in order, skipping unknown keys', () => {
    expect(pickColumns(WAYBILL_COLUMNS, ['end_tel', 'nope', 'order_no']).map((c) => c.key)).toEqual(['end_tel', 'order_no']);
    expect(pickColumns(WAYBILL_COLUMNS, []).length).toBe(WAYBILL_COLUMNS.length);
  });
  it('summarises selected orders one per line', () => {
    expect(waybillSummary([sampleRow], 'zh')).toBe('订单号: 2261121000001  收货人: 张三  电话: 13800000000  地址: 上海市上海市浦东新区世纪大道1号  商品: 沙发×2；茶几×1');
  });
});
