import { describe, expect, it } from 'vitest';
import { parseSearch, waybillAllSearchSchema } from './search-schemas';

const parse = parseSearch(waybillAllSearchSchema);

describe('waybill list search params', () => {
  it('keeps a full bookmarkable view', () => {
    expect(
      parse({ nos: '2261121000001', status: 'TO_SIGN', created_from: '2026-11-01', created_to: '2026-11-21', sort: 'order_no asc', page: '3', per_page: '50', tab: 'toSign' }),
    ).toEqual({ nos: '2261121000001', status: 'TO_SIGN', created_from: '2026-11-01', created_to: '2026-11-21', sort: 'order_no asc', page: 3, per_page: 50, tab: 'toSign' });
  });
  it('accepts numbers the router already parsed', () => {
    expect(parse({ page: 2, per_page: 500 })).toMatchObject({ page: 2, per_page: 500 });
    expect(parse({ end_area_code: 310000 })).toEqual({ end_area_code: '310000' });
  });
  it('keeps a 6-digit destination area code and drops anything else', () => {
    expect(parse({ end_area_code: '310115' })).toEqual({ end_area_code: '310115' });
    for (const bad of ['31011', '3101150', 'abcdef', 31011, '']) expect(parse({ end_area_code: bad })).toEqual({});
  });
  it('drops each invalid value on its own instead of failing the view', () => {
    const out = parse({ union_end_contact: ' 张三 ', status: 'FLYING', sort: 'password desc', page: '0', per_page: '7', tab: 'nope', created_from: '2026-13-99x' });
    expect(out).toEqual({ union_end_contact: '张三' });
  });
});
