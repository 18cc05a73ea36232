import { describe, expect, it } from 'vitest';
import { validateMenuAddSearch, validateMenuIndexSearch } from './menu-search';

describe('menu screen search params', () => {
  it('keep a known app code and a positive parent id, drop anything else', () => {
    expect(validateMenuIndexSearch({ app: 'DA' })).toEqual({ app: 'DA' });
    expect(validateMenuIndexSearch({ app: 'XX' })).toEqual({});
    expect(validateMenuAddSearch({ app: 'FMZY', pid: '12' })).toEqual({ app: 'FMZY', pid: 12 });
    expect(validateMenuAddSearch({ pid: '-1' })).toEqual({});
    expect(validateMenuAddSearch({ pid: '1.5', app: 1 })).toEqual({});
  });
});
