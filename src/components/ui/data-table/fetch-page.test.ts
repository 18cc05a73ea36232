import { describe, expect, it } from 'vitest';
import { normalizePage } from './fetch-page';

describe('normalizePage', () => {
  it('reads data.list + data.total', () => {
    expect(normalizePage({ code: '0', msg: 'ok', data: { list: [1, 2], total: 9 } })).toEqual({ list: [1, 2], total: 9 });
  });
  it('reads success/data/totalItem', () => {
    expect(normalizePage({ success: true, data: [1], totalItem: 30 })).toEqual({ list: [1], total: 30 });
  });
  it('is empty for anything else', () => {
    expect(normalizePage(null)).toEqual({ list: [], total: 0 });
    expect(normalizePage({ data: { list: 'x' } })).toEqual({ list: [], total: 0 });
  });
});
