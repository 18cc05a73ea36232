import { describe, expect, it } from 'vitest';
import { truncate, truncateTabTitle, truncateUserName } from './truncate';

describe('truncations (spec §2.4)', () => {
  it('keeps user names up to 20 characters and cuts longer ones', () => {
    expect(truncateUserName('a'.repeat(20))).toBe('a'.repeat(20));
    expect(truncateUserName('a'.repeat(21))).toBe(`${'a'.repeat(20)}…`);
  });

  it('keeps tab titles up to 7 characters and cuts longer ones', () => {
    expect(truncateTabTitle('全部订单')).toBe('全部订单');
    expect(truncateTabTitle('经销商审核列表')).toBe('经销商审核列表');
    expect(truncateTabTitle('经销商审核列表页面')).toBe('经销商审核列表…');
    expect(truncateTabTitle('Order detail')).toBe('Order d…');
  });

  it('never splits a surrogate pair', () => {
    expect(truncate('😀😀😀', 2)).toBe('😀😀…');
  });
});
