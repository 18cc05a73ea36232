import { describe, expect, it } from 'vitest';
import { yuanToFen } from './money';

describe('finance money', () => {
  it('reads typed yuan as whole fen and refuses the rest', () => {
    expect(yuanToFen('500')).toBe(50000);
    expect(yuanToFen(' 1,234.5 ')).toBe(123450);
    expect(yuanToFen('0.01')).toBe(1);
    for (const bad of ['', '0', '-1', '1.234', 'abc', '10000000.01']) expect(yuanToFen(bad), bad).toBeNull();
  });
});
