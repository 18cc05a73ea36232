import { describe, expect, it } from 'vitest';
import { toChineseUppercase } from './cn-digits';

describe('toChineseUppercase', () => {
  it.each([
    [0, '零'],
    [1, '壹'],
    [9, '玖'],
    [10, '壹拾'],
    [15, '壹拾伍'],
    [101, '壹佰零壹'],
    [110, '壹佰壹拾'],
    [1005, '壹仟零伍'],
    [1010, '壹仟零壹拾'],
    [10000, '壹万'],
    [10010, '壹万零壹拾'],
    [100100, '壹拾万零壹佰'],
    [1000001, '壹佰万零壹'],
    [12345678, '壹仟贰佰叁拾肆万伍仟陆佰柒拾捌'],
    [100000000, '壹亿'],
    [100001000, '壹亿零壹仟'],
    [100010000, '壹亿零壹万'],
    [200000001, '贰亿零壹'],
    [999999999, '玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖'],
  ])('%i → %s', (n, s) => {
    expect(toChineseUppercase(n)).toBe(s);
  });

  it.each([-1, 1_000_000_000, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('%s is out of range', (n) => {
    expect(() => toChineseUppercase(n)).toThrow(new Error('number out of range'));
  });
});
