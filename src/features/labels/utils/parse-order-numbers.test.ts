import { describe, expect, it } from 'vitest';
import { MAX_LABELS, parseOrderNumbers } from './parse-order-numbers';

describe('parseOrderNumbers', () => {
  it('splits lines, commas and spaces; drops blanks and duplicates; keeps order', () => {
    expect(parseOrderNumbers('2261121000001\n2261121000002, 2261121000003，2261121000001\n\n  ')).toEqual({
      valid: ['2261121000001', '2261121000002', '2261121000003'],
      invalid: [],
      truncated: false,
    });
  });
  it('separates text that is not an order number', () => {
    expect(parseOrderNumbers('abc,1261121000001,2261121000009')).toEqual({ valid: ['2261121000009'], invalid: ['abc', '1261121000001'], truncated: false });
  });
  it(`caps at ${MAX_LABELS}`, () => {
    const many = Array.from({ length: MAX_LABELS + 5 }, (_, i) => String(2_000_000_000_000 + i)).join('\n');
    const parsed = parseOrderNumbers(many);
    expect(parsed.valid).toHaveLength(MAX_LABELS);
    expect(parsed.truncated).toBe(true);
  });
});
