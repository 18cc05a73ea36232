import { describe, expect, it } from 'vitest';
import { validateTicketCreateSearch } from './create-search';

describe('validateTicketCreateSearch', () => {
  it('keeps a positive schema id and a trimmed order number', () => {
    expect(validateTicketCreateSearch({ schema_id: '9', order_no: ' 226112200000001 ' })).toEqual({ schema_id: 9, order_no: '226112200000001' });
    expect(validateTicketCreateSearch({ schema_id: 9, order_no: 226112200000001 })).toEqual({ schema_id: 9, order_no: '226112200000001' });
  });

  it('drops anything else', () => {
    expect(validateTicketCreateSearch({ schema_id: '0' })).toEqual({});
    expect(validateTicketCreateSearch({ schema_id: 'x', order_no: '' })).toEqual({});
    expect(validateTicketCreateSearch({ schema_id: -3, order_no: '   ' })).toEqual({});
  });
});
