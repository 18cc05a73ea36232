import { describe, expect, it } from 'vitest';
import { formatYuan } from './money';

describe('formatYuan', () => {
  it('shows fen as grouped yuan with two decimals', () => {
    expect(formatYuan(123456)).toBe('¥1,234.56');
    expect(formatYuan(5)).toBe('¥0.05');
    expect(formatYuan(0)).toBe('¥0.00');
    expect(formatYuan(100)).toBe('¥1.00');
    expect(formatYuan(99999)).toBe('¥999.99');
    expect(formatYuan(100000)).toBe('¥1,000.00');
  });
  it('puts the minus before the sign', () => {
    expect(formatYuan(-500)).toBe('-¥5.00');
    expect(formatYuan(-100000000)).toBe('-¥1,000,000.00');
    expect(formatYuan(-1)).toBe('-¥0.01');
  });
  it('stays exact past the float range of a yuan sum', () => {
    expect(formatYuan(900719925474099)).toBe('¥9,007,199,254,740.99');
    expect(formatYuan(123456789012)).toBe('¥1,234,567,890.12');
  });
});
