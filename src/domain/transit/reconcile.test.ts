import { describe, expect, it } from 'vitest';
import { departureSplit, reconcileArrival } from './reconcile';

const c = (packageNo: string, orderId: number) => ({ packageNo, orderId });

describe('departureSplit', () => {
  it('un-plans orders with nothing loaded and leaves the missing cartons of partly loaded ones behind', () => {
    const planned = [c('A-001', 1), c('A-002', 1), c('B-001', 2), c('C-001', 3), c('C-002', 3)];
    const out = departureSplit(planned, new Set(['A-001', 'A-002', 'C-002']));
    expect(out.unplannedOrders).toEqual([2]);
    expect(out.leftBehind).toEqual([{ packageNo: 'C-001', orderId: 3, kind: 'left_behind' }]);
  });
});

describe('reconcileArrival', () => {
  it('finds short and over cartons, an overage once however often scanned', () => {
    const manifest = [c('A-001', 1), c('A-002', 1), c('B-001', 2)];
    const unloaded = [c('A-001', 1), c('B-001', 2), c('X-001', 9), c('X-001', 9)];
    expect(reconcileArrival(manifest, unloaded)).toEqual([
      { packageNo: 'A-002', orderId: 1, kind: 'short' },
      { packageNo: 'X-001', orderId: 9, kind: 'over' },
    ]);
  });
  it('finds nothing when everything arrived', () => {
    expect(reconcileArrival([c('A-001', 1)], [c('A-001', 1)])).toEqual([]);
  });
});
