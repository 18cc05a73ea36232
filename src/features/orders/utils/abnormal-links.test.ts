import { describe, expect, it } from 'vitest';
import { abnormalBaseIn, abnormalDetailPath, abnormalRegisterLink, canReportAbnormal, recordToHandle } from './abnormal-links';

describe('abnormal links of the order detail', () => {
  it('takes the abnormal prefix of the user’s own menus, none when they hold no register list', () => {
    expect(abnormalBaseIn([{ path: '/bang/order/detail/:id' }, { path: '/saas/abnormal/create/index' }, { path: '/saas/abnormal/detail/:id' }])).toBe('/saas/abnormal');
    expect(abnormalBaseIn([{ path: '/da/order/detail/:id' }, { path: '/da/abnormal/create/index' }])).toBe('/da/abnormal');
    // a detail page alone is no way to register
    expect(abnormalBaseIn([{ path: '/saas/abnormal/detail/:id' }])).toBeNull();
    expect(abnormalBaseIn(undefined)).toBeNull();
  });

  it('opens the register form with the order, and a record’s detail under the same prefix', () => {
    expect(abnormalRegisterLink('/da/abnormal', '2261126000001')).toEqual({ to: '/da/abnormal/create/index', search: { register: '1', order_no: '2261126000001' } });
    expect(abnormalDetailPath('/saas/abnormal', 42)).toBe('/saas/abnormal/detail/42');
  });

  it('offers 上报异常 on orders with goods, not on drafts, reviews or the recycle bin', () => {
    expect(canReportAbnormal('TO_SIGN')).toBe(true);
    expect(canReportAbnormal('ABNORMAL')).toBe(true);
    expect(canReportAbnormal('ARCHIVED')).toBe(true);
    expect(canReportAbnormal('DRAFT')).toBe(false);
    expect(canReportAbnormal('PENDING_REVIEW')).toBe(false);
    expect(canReportAbnormal('RECYCLED')).toBe(false);
  });

  it('handles a held order on the record holding it', () => {
    expect(recordToHandle([{ id: 1, holds_order: false }, { id: 2, holds_order: true }])?.id).toBe(2);
    expect(recordToHandle([{ id: 3, holds_order: false }])?.id).toBe(3);
    expect(recordToHandle([])).toBeNull();
  });
});
