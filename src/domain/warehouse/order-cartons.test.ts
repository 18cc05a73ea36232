import { describe, expect, it } from 'vitest';
import { orderCartons } from './order-cartons';

describe('orderCartons', () => {
  it('numbers every carton of every unit across the order', () => {
    const cartons = orderCartons('2100000123', [
      { product_id: 7, quantity: 2, package: 3 },
      { product_id: 9, quantity: 1, package: 1 },
    ]);
    expect(cartons.map((c) => c.packageNo)).toEqual(['2100000123-001', '2100000123-002', '2100000123-003', '2100000123-004', '2100000123-005', '2100000123-006', '2100000123-007']);
    expect(cartons.filter((c) => c.productId === 7)).toHaveLength(6);
    expect(cartons.at(-1)).toEqual({ productId: 9, packageNo: '2100000123-007', sequence: 7 });
  });

  it('treats a missing carton count as one and stops at 999', () => {
    expect(orderCartons('2100000124', [{ product_id: 1, quantity: 2, package: 0 }])).toHaveLength(2);
    expect(orderCartons('2100000125', [{ product_id: 1, quantity: 600, package: 2 }])).toHaveLength(999);
  });
});
