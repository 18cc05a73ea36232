import { describe, expect, it } from 'vitest';
import { validateMessagesSearch } from './search';

describe('message centre search', () => {
  it('keeps known tab, type and paging; drops the rest', () => {
    expect(validateMessagesSearch({ tab: 'unread', type: 'alert', page: '2', per_page: '50' })).toEqual({ tab: 'unread', type: 'alert', page: 2, per_page: 50 });
    expect(validateMessagesSearch({ tab: 'all', type: 'x', page: '0', per_page: 7, other: 1 })).toEqual({});
    expect(validateMessagesSearch({ page: 1 })).toEqual({});
  });
});
