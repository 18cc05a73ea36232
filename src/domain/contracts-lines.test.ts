import { describe, expect, it } from 'vitest';
import { centsToYuan, contractBody, legBody, lineBody, yuanToCents } from './contracts-lines';

describe('money', () => {
  it('yuan text ↔ integer cents', () => {
    expect(yuanToCents('12.34')).toBe(1234);
    expect(yuanToCents('12.3')).toBe(1230);
    expect(yuanToCents('0')).toBe(0);
    expect(yuanToCents('1.234')).toBeNull();
    expect(yuanToCents('-1')).toBeNull();
    expect(yuanToCents('abc')).toBeNull();
    expect(centsToYuan(1234)).toBe('12.34');
    expect(centsToYuan(5)).toBe('0.05');
  });
});

describe('bodies', () => {
  const contract = { resource_id: 1, contract_type: 'CARRIER', contract_no: 'HT-1', start_date: '2026-01-01', end_date: '2026-12-31', settlement_method_code: 'MONTHLY' };
  it('contract dates in order', () => {
    expect(contractBody.safeParse(contract).success).toBe(true);
    const bad = contractBody.safeParse({ ...contract, end_date: '2025-12-31' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0].message).toBe('contractDatesOrder');
  });
  it('legs: distinct stations, integer cents, hours ≥ 1', () => {
    const leg = { from_station_id: 1, to_station_id: 2, carrier_resource_id: 3, hours: 5, price_cents: 12000 };
    expect(legBody.safeParse(leg).success).toBe(true);
    expect(legBody.safeParse({ ...leg, to_station_id: 1 }).success).toBe(false);
    expect(legBody.safeParse({ ...leg, price_cents: 1.5 }).success).toBe(false);
    expect(legBody.safeParse({ ...leg, hours: 0 }).success).toBe(false);
    expect(lineBody.safeParse({ name: 'L', start_station_id: 1, end_station_id: 1 }).success).toBe(false);
    expect(lineBody.parse({ name: 'L', start_station_id: 1, end_station_id: 2, legs: [leg] }).legs).toHaveLength(1);
  });
});
