import { describe, expect, it } from 'vitest';
import { classifyNavbarSearch } from './navbar-search';

describe('navbar search', () => {
  it('sends order numbers (2 followed by digits) to nos', () => {
    expect(classifyNavbarSearch(' 2024112100001 ')).toEqual({ key: 'nos', value: '2024112100001' });
  });
  it('sends phone-like text to end_tel', () => {
    expect(classifyNavbarSearch('13800138000')).toEqual({ key: 'end_tel', value: '13800138000' });
    expect(classifyNavbarSearch('021-62345678')).toEqual({ key: 'end_tel', value: '021-62345678' });
  });
  it('sends everything else to union_end_contact', () => {
    expect(classifyNavbarSearch('张三')).toEqual({ key: 'union_end_contact', value: '张三' });
    expect(classifyNavbarSearch('2a')).toEqual({ key: 'union_end_contact', value: '2a' });
  });
  it('ignores empty text', () => {
    expect(classifyNavbarSearch('   ')).toBeNull();
  });
});
