import { describe, expect, it } from 'vitest';
import { processCount, webConcurrency } from './workers';

describe('WEB_CONCURRENCY', () => {
  it('reads a positive integer or auto; absent or empty is one process', () => {
    expect(webConcurrency(undefined)).toBe(1);
    expect(webConcurrency('')).toBe(1);
    expect(webConcurrency('4')).toBe(4);
    expect(webConcurrency('auto')).toBeGreaterThanOrEqual(1);
    for (const bad of ['0', '-2', '1.5', 'many']) expect(() => webConcurrency(bad)).toThrow(/WEB_CONCURRENCY/);
  });

  it('runs several processes only on PostgreSQL: with the embedded database one, and says why', () => {
    expect(processCount(4, 'postgresql://127.0.0.1/lading')).toEqual({ count: 4, note: null });
    expect(processCount(1, null)).toEqual({ count: 1, note: null });
    const embedded = processCount(4, null);
    expect(embedded.count).toBe(1);
    expect(embedded.note).toMatch(/DATABASE_URL/);
  });
});
