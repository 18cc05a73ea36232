import { describe, expect, it } from 'vitest';
import { filtersOf, validateEntitySearch } from './search';

describe('entity list search', () => {
  it('keeps page, allowed page sizes and short filter strings; drops the rest', () => {
    expect(validateEntitySearch({ page: '3', per_page: '50', keyword: ' 仓 ', status: 1, 'bad key': 'x', blank: '  ', obj: { a: 1 } })).toEqual({
      page: 3,
      per_page: 50,
      keyword: '仓',
      status: '1',
    });
    expect(validateEntitySearch({ page: '0', per_page: '7' })).toEqual({});
    expect(String(validateEntitySearch({ keyword: 'x'.repeat(300) }).keyword).length).toBe(100);
  });

  it('picks the filter values of the given keys', () => {
    expect(filtersOf({ page: 2, keyword: 'a', status: '0', other: 'z' }, ['keyword', 'status'])).toEqual({ keyword: 'a', status: '0' });
  });
});
