import { describe, expect, it } from 'vitest';
import { recordListFor, recordListParams, validateRecordListSearch } from './record-lists';
import { emptyRegisterValues, toRecordBody } from './register-form';

describe('abnormal record lists', () => {
  it('serves the desk and the merchant paths, the merchant without row actions', () => {
    expect(recordListFor('/saas/abnormal/check/index')).toMatchObject({ kind: 'check', merchant: false, rowActions: ['accept', 'reject'] });
    expect(recordListFor('/da/abnormal/end/index/')).toMatchObject({ kind: 'end', merchant: true, rowActions: [], detailBase: '/da/abnormal' });
    expect(recordListFor('/saas/abnormal/fee/index')).toBeUndefined();
  });

  it('keeps each list to its statuses: check fixed to registered, end open-only, archive ended by default', () => {
    const check = recordListFor('/saas/abnormal/check/index')!;
    expect(recordListParams(check, { status: 'ended' })).toMatchObject({ status: 'registered' });
    const end = recordListFor('/saas/abnormal/end/index')!;
    expect(recordListParams(end, {})).toMatchObject({ status: undefined, open: '1' });
    expect(recordListParams(end, { status: 'handling' })).toMatchObject({ status: 'handling', open: undefined });
    expect(recordListParams(recordListFor('/saas/abnormal/archive/index')!, {})).toMatchObject({ status: 'ended' });
  });

  it('drops bad URL values', () => {
    expect(validateRecordListSearch({ status: 'lost', stage: 'delivery', overdue: '2', page: '0', per_page: '20', keyword: ' YC ' })).toEqual({ stage: 'delivery', per_page: 20, keyword: 'YC' });
  });
});

describe('register form body', () => {
  it('names the missing type and description at their fields in the user language', () => {
    const r = toRecordBody({ ...emptyRegisterValues('LD123456'), order_id: 5 }, 'zh', '?');
    expect(r.errors).toEqual({ type_code: '请选择异常类型', description: '请填写异常描述' });
  });

  it('sends the order id once found, the cartons ticked and the device time', () => {
    const v = { ...emptyRegisterValues('LD123456'), order_id: 5, package_nos: ['LD123456-002'], type_code: 'DAMAGE', description: ' scratched ', occurred_at: '2026-11-26T10:30' };
    const r = toRecordBody(v, 'en', '?');
    expect(r.body).toMatchObject({ order_id: 5, package_nos: ['LD123456-002'], type_code: 'DAMAGE', stage: 'delivery', hold_order: true, occurred_at: new Date('2026-11-26T10:30').toISOString() });
    expect(r.body).not.toHaveProperty('order_no');
  });
});
