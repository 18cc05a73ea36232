import { describe, expect, it } from 'vitest';
import * as strings from '../i18n-manage';
import { detailValue } from './detail-values';

/** a t() over the zh catalog with defaultValue fallback */
const t = (key: string, fallback?: string) => {
  const value = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], strings.zh);
  return typeof value === 'string' ? value : (fallback ?? key);
};

describe('detail values', () => {
  const store = {
    id: 3,
    name: '示例店',
    phone: '',
    parent_name: '示例商贸',
    settle_type_name: '现付',
    charge_mode: 'PRODUCT',
    deduction_node: 'RECEIVE',
    is_send_sms: '0',
    is_forbid_create_order: 1,
    created_at: '2026-01-02T03:04:05.000Z',
  };
  it('shows every field of a resource, — when empty', () => {
    expect(detailValue('consignor', store, t)).toBe('示例商贸');
    expect(detailValue('phone', store, t)).toBe('—');
    expect(detailValue('chargeMode', store, t)).toBe('按产品');
    expect(detailValue('deductionNode', store, t)).toBe('揽收');
    expect(detailValue('isSendSms', store, t)).toBe('否');
    expect(detailValue('orderState', store, t)).toBe('禁止下单');
    expect(detailValue('createdAt', store, t)).toBe('2026-01-02 03:04:05');
    expect(detailValue('serviceType', { id: 1, name: 'x', service_type: [{ code: 'A', name: '配送' }, { code: 'B', name: '安装' }] }, t)).toBe('配送、安装');
  });
  it('shows a station, an unknown code as itself', () => {
    const station = { id: 1, name: '站', type: 'TRANSIT', province: '上海市', city: '上海市', district: '闵行区', status: 0 };
    expect(detailValue('stationType', station, t)).toBe('中转站');
    expect(detailValue('stationType', { ...station, type: 'HUB' }, t)).toBe('HUB');
    expect(detailValue('area', station, t)).toBe('上海市 上海市 闵行区');
    expect(detailValue('stationState', station, t)).toBe('停用');
  });
});
