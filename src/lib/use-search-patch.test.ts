import { describe, expect, it } from 'vitest';
import { patchSearch } from './use-search-patch';

describe('patchSearch', () => {
  it('replaces the patched keys, keeps the others, and drops emptied values', () => {
    expect(patchSearch({ page: 3, keyword: '沙发', status: 'pending' }, { page: 1, keyword: '', status: undefined, sort: 'created_at' })).toEqual({ page: 1, sort: 'created_at' });
  });

  it('keeps false and 0, which are values', () => {
    expect(patchSearch({}, { only_mine: false, page: 0 })).toEqual({ only_mine: false, page: 0 });
  });
});
