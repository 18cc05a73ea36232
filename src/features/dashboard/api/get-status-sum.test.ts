import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@/domain/order-status';
import { normalizeStatusCounts } from './get-status-sum';

describe('normalizeStatusCounts', () => {
  it('lists every status in lifecycle order with zeros for absent ones, and totals them', () => {
    const { rows, total } = normalizeStatusCounts([
      { status: 'TO_SIGN', count: 5 },
      { status: 'DRAFT', count: 2 },
    ]);
    expect(rows.map((r) => r.status)).toEqual([...ORDER_STATUSES]);
    expect(rows.find((r) => r.status === 'TO_SIGN')?.count).toBe(5);
    expect(rows.find((r) => r.status === 'ABNORMAL')?.count).toBe(0);
    expect(total).toBe(7);
  });

  it('keeps unknown statuses after the known ones and sums duplicates', () => {
    const { rows, total } = normalizeStatusCounts([
      { status: 'NEW_THING', count: 1 },
      { status: 'DRAFT', count: 1 },
      { status: 'DRAFT', count: 2 },
    ]);
    expect(rows[rows.length - 1]).toEqual({ status: 'NEW_THING', count: 1 });
    expect(rows[0]).toEqual({ status: 'DRAFT', count: 3 });
    expect(total).toBe(4);
  });
});
