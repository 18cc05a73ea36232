import { describe, expect, it } from 'vitest';
import type { HandlingRow } from '@/domain/abnormal/api';
import { stockByProduct } from '../api/merchant-stock';
import { detailsText, movedLines } from './handling-details';

const row = (kind: HandlingRow['kind'], details: Record<string, unknown>): HandlingRow => ({
  id: 1,
  record_id: 1,
  abnormal_no: 'YC2611270001',
  order_no: '2611270001',
  kind,
  status: 'open',
  details,
  memo: '',
  actions: [],
  created_by_name: '',
  created_at: '2026-11-27T00:00:00.000Z',
  updated_at: '2026-11-27T00:00:00.000Z',
  version: 0,
});

describe('handling details', () => {
  it('shows what a shipped replenishment took out, else what it plans to send', () => {
    const shipped = row('replenish', { method: 'stock', document_no: 'CK1', lines: [{ product_name: '沙发', quantity: 2 }], moved: [{ product_name: '沙发', quantity: 1, location_code: 'A-01' }, { product_name: '沙发', quantity: 1, location_code: 'A-02' }] });
    expect(movedLines(shipped)).toHaveLength(2);
    expect(detailsText(shipped)).toBe('CK1 · 沙发 × 1 ← A-01 · 沙发 × 1 ← A-02');
    expect(detailsText(row('replenish', { method: 'stock', document_no: '', lines: [{ product_name: '沙发', quantity: 2 }] }))).toBe('沙发 × 2');
    expect(movedLines(row('replenish', { moved: 'nonsense' }))).toEqual([]);
  });

  it("names a return's warehouse and the inbound it came back in through", () => {
    expect(detailsText(row('return', { destination: 'warehouse', warehouse_name: '嘉定仓', tracking_no: 'SF1', document_no: 'RK9', received_location_code: 'R-01' }))).toBe('→ 嘉定仓 · SF1 · RK9 · R-01');
    expect(detailsText(row('return', { destination: 'merchant', warehouse_name: '', tracking_no: 'SF1' }))).toBe('SF1');
  });
});

describe('the merchant stock a replenishment may send', () => {
  it('sums each product over locations and cartons and drops what is not available', () => {
    const rows = [
      { product_id: 1, product_code: 'P1', product_name: '沙发', available: 2 },
      { product_id: 2, product_code: 'P2', product_name: '茶几', available: 0 },
      { product_id: 1, product_code: 'P1', product_name: '沙发', available: 3 },
    ];
    expect(stockByProduct(rows)).toEqual([{ product_id: 1, product_code: 'P1', product_name: '沙发', available: 5 }]);
  });
});
