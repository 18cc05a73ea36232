import { describe, expect, it } from 'vitest';
import { orderDetailPathIn } from './order-detail-path';

describe('orderDetailPathIn', () => {
  it("links under the prefix whose detail route the user's menus hold", () => {
    expect(orderDetailPathIn([{ path: '/bang/order/all/index' }, { path: '/bang/order/detail/:id' }], 11)).toBe('/bang/order/detail/11');
    expect(orderDetailPathIn([{ path: '/da/order/detail/:id' }], 'A1')).toBe('/da/order/detail/A1');
    expect(orderDetailPathIn([{ path: '/saas/order/detail/:id' }], 3)).toBe('/saas/order/detail/3');
  });
  it('falls back to /saas/order while the menus load', () => {
    expect(orderDetailPathIn(undefined, 5)).toBe('/saas/order/detail/5');
  });
});
