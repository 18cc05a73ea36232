import { describe, expect, it } from 'vitest';
import { cartonsOfOrder, orderCartons } from './order-cartons';

describe('orderCartons', () => {
  it('numbers every carton of every unit across the order', () => {
    const cartons = orderCartons('2100000123', [
      { product_id: 7, quantity: 2, package: 3 },
      { product_id: 9, quantity: 1, package: 1 },
    ]);
    expect(cartons.map((c) => c.packageNo)).toEqual(['2100000123-001', '2100000123-002', '2100000123-003', '2100000123-004', '2100000123-005', '2100000123-006', '2100000123-007']);
    expect(cartons.filter((c) => c.productId === 7)).toHaveLength(6);
    expect(cartons.at(-1)).toEqual({ productId: 9, packageNo: '2100000123-007', sequence: 7, unit: 3 });
    expect(cartons.map((c) => c.unit)).toEqual([1, 1, 1, 2, 2, 2, 3]);
  });

  it('treats a missing carton count as one and stops at 999', () => {
    expect(orderCartons('2100000124', [{ product_id: 1, quantity: 2, package: 0 }])).toHaveLength(2);
    expect(orderCartons('2100000125', [{ product_id: 1, quantity: 600, package: 2 }])).toHaveLength(999);
  });

  describe('cartonsOfOrder', () => {
    const parent = { id: 1, orderNo: 'P000001', products: [{ product_id: 7, quantity: 2, package: 2 }] };
    const child = { id: 2, orderNo: 'P000001S1', products: [{ product_id: 7, quantity: 1, package: 2 }] };
    const moved = [
      { packageNo: 'P000001-003', orderId: 2, productId: 7, unit: 2 },
      { packageNo: 'P000001-004', orderId: 2, productId: 7, unit: 2 },
    ];

    it('without overrides is the numbered list', () => {
      expect(cartonsOfOrder(parent, [])).toEqual(orderCartons('P000001', parent.products));
    });

    it("takes the moved cartons off the parent and gives them, labels unchanged, to the child (not the child's own numbering)", () => {
      expect(cartonsOfOrder(parent, moved).map((c) => c.packageNo)).toEqual(['P000001-001', 'P000001-002']);
      expect(cartonsOfOrder(child, moved)).toEqual([
        { productId: 7, packageNo: 'P000001-003', sequence: 3, unit: 2 },
        { productId: 7, packageNo: 'P000001-004', sequence: 4, unit: 2 },
      ]);
    });

    it("a grandchild takes a child's carton away from it", () => {
      const again = [moved[0], { ...moved[1], orderId: 3 }];
      expect(cartonsOfOrder(child, again).map((c) => c.packageNo)).toEqual(['P000001-003']);
      expect(cartonsOfOrder({ id: 3, orderNo: 'P000001S1S1', products: [] }, again).map((c) => c.packageNo)).toEqual(['P000001-004']);
      expect(cartonsOfOrder(parent, again).map((c) => c.packageNo)).toEqual(['P000001-001', 'P000001-002']);
    });
  });
});
