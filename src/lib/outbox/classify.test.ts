import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { backoffMs, classify, isNoAnswer } from './classify';

describe('classify', () => {
  it.each([
    [new ApiError('ERR_NETWORK', 'Network Error', 0), 'retry'],
    [new ApiError('ECONNABORTED', 'timeout', 0), 'retry'],
    [new ApiError('500', 'boom', 500), 'retry'],
    [new ApiError('503', 'maintenance', 503), 'retry'],
    [new ApiError('429', 'slow down', 429), 'retry'],
    [new ApiError('402', '请勿重复提交', 402), 'retry'],
    [new ApiError('408', 'timeout', 408), 'retry'],
    [new Error('thrown before sending'), 'retry'],
    [new ApiError('401', 'expired', 401), 'auth'],
    [new ApiError('20001', '订单已签收', 200), 'reject'],
    [new ApiError('400', '签收人不能为空', 400), 'reject'],
    [new ApiError('403', 'forbidden', 403), 'reject'],
    [new ApiError('404', 'not found', 404), 'reject'],
    [new ApiError('422', 'key reused', 422), 'reject'],
  ] as const)('%o → %s', (error, expected) => {
    expect(classify(error)).toBe(expected);
  });

  it('tells a missing answer from an answer', () => {
    expect(isNoAnswer(new ApiError('ERR_NETWORK', 'x', 0))).toBe(true);
    expect(isNoAnswer(new ApiError('500', 'x', 500))).toBe(false);
  });

  it('backs off 1 s doubling to 5 minutes with at most 10 % jitter, never past the cap', () => {
    expect([1, 2, 3, 4, 9, 10, 20].map((a) => backoffMs(a, 0))).toEqual([1000, 2000, 4000, 8000, 256000, 300000, 300000]);
    expect(backoffMs(1, 0.999)).toBe(1100);
    expect(backoffMs(12, 0.999)).toBe(300000);
  });
});
