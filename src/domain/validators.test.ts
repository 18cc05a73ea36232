import { describe, expect, it } from 'vitest';
import {
  DATE_RANGE_31_MESSAGE,
  dateRangeMessage,
  hasAnyCondition,
  hasMaxDecimals,
  inRange,
  isChineseOnly,
  isCommaSeparatedIds,
  isEnglishNumberMix,
  isEnglishOrNumber,
  isInteger,
  isMobile,
  isOrderNo,
  isPhoneOrLandline,
  isPositiveInteger,
  isSameValue,
  isShippingNo,
  normalizePayload,
  withinDays,
} from './validators';

const cases = (fn: (v: string) => boolean, valid: string[], invalid: string[]) => {
  for (const v of valid) expect(fn(v), `${JSON.stringify(v)} should pass`).toBe(true);
  for (const v of invalid) expect(fn(v), `${JSON.stringify(v)} should fail`).toBe(false);
};

describe('shared validators (spec §5)', () => {
  it('mobile: 11 digits starting 1[3-9]', () => {
    cases(isMobile, ['13800138000', '19912345678', '15000000000'], ['12800138000', '1380013800', '138001380001', '1380013800a', '', ' 13800138000']);
  });
  it('phone or landline', () => {
    cases(isPhoneOrLandline, ['13800138000', '010-88886666', '0755-1234567', '02188886666', '88886666', '010-88886666-123'], ['12345', '10-88886666', 'abc', '', '010-0888666']);
  });
  it('integer and positive integer', () => {
    cases(isInteger, ['0', '-12', '42'], ['1.5', '', 'a', '1e3']);
    cases(isPositiveInteger, ['1', '42', '1000'], ['0', '-1', '01', '1.0', '']);
  });
  it('range min/max (inclusive)', () => {
    expect(inRange(1, 1, 10)).toBe(true);
    expect(inRange(10, 1, 10)).toBe(true);
    expect(inRange(0.99, 1, 10)).toBe(false);
    expect(inRange(11, 1, 10)).toBe(false);
    expect(inRange(Number.NaN, 1, 10)).toBe(false);
  });
  it('decimal places: default 4, configurable', () => {
    cases((v) => hasMaxDecimals(v), ['1', '1.1234', '-0.5'], ['1.12345', '1.', '.5', 'abc']);
    cases((v) => hasMaxDecimals(v, 2), ['0.01', '12.3'], ['0.001']);
    cases((v) => hasMaxDecimals(v, 0), ['12'], ['12.0']);
  });
  it('Chinese only, English/number, English+number mix', () => {
    cases(isChineseOnly, ['张三', '示例物流'], ['张三a', 'abc', '', '张 三']);
    cases(isEnglishOrNumber, ['abc', '123', 'a1B2'], ['a-1', '张', '', 'a b']);
    cases(isEnglishNumberMix, ['a1', 'Abc123'], ['abc', '123', 'a_1', '']);
  });
  it('same value', () => {
    expect(isSameValue('secret1', 'secret1')).toBe(true);
    expect(isSameValue('secret1', 'secret2')).toBe(false);
    expect(isSameValue('1', 1)).toBe(false);
  });
  it('date range at most 31 days, with the spec messages', () => {
    const d = (s: string) => new Date(`${s}T00:00:00`);
    expect(withinDays(d('2026-01-01'), d('2026-02-01'))).toBe(true);
    expect(withinDays(d('2026-01-01'), d('2026-02-02'))).toBe(false);
    expect(withinDays(d('2026-02-01'), d('2026-01-01'))).toBe(false);
    expect(withinDays(d('2026-01-01'), d('2026-01-08'), 7)).toBe(true);
    expect(dateRangeMessage(7)).toBe('日期区间不能超过7天');
    expect(DATE_RANGE_31_MESSAGE).toBe('选择的日期范围不能超过31天');
  });
  it('comma-separated JD IDs', () => {
    cases(isCommaSeparatedIds, ['123', '123,456', '1, 2 ,3'], ['', '123,', ',123', '12a', '1;2', '1,,2']);
  });
  it('at least one search condition', () => {
    expect(hasAnyCondition({ name: '张三', tel: '' })).toBe(true);
    expect(hasAnyCondition({ status: 0 })).toBe(true);
    expect(hasAnyCondition({ name: '  ', tags: [], x: null, y: undefined })).toBe(false);
    expect(hasAnyCondition({})).toBe(false);
  });
  it('12-char shipping number and order number', () => {
    cases(isShippingNo, ['JD0012345678', '123456789012'], ['JD001234567', 'JD00123456789', 'JD-012345678']);
    cases(isOrderNo, ['2261121000001', '200000'], ['1261121000001', '2abc', '2', '']);
  });
});

describe('normalizePayload (spec §5 General)', () => {
  it('turns decimal strings into numbers except store_resource_name and print_memo', () => {
    expect(normalizePayload({ amount: '12.50', count: '3', neg: '-1.5', store_resource_name: '123', print_memo: '4.5', name: '张三' })).toEqual({
      amount: 12.5,
      count: 3,
      neg: -1.5,
      store_resource_name: '123',
      print_memo: '4.5',
      name: '张三',
    });
  });
  it('strips empty values, 0.00 and empty arrays but keeps zero', () => {
    expect(normalizePayload({ a: '', b: null, c: undefined, d: '0.00', e: [], f: 0, g: '0', h: [1] })).toEqual({ f: 0, g: 0, h: [1] });
  });
  it('keeps strings that are not plain decimals (leading zeros, long ids, text)', () => {
    expect(normalizePayload({ tel: '010-8888', zip: '010001', no: '22611210000019999', x: '1e3' })).toEqual({
      tel: '010-8888',
      zip: '010001',
      no: '22611210000019999',
      x: '1e3',
    });
  });
});
