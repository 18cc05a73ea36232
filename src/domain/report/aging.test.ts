import { describe, expect, it } from 'vitest';
import { ageBalance, agingBucket, chinaDaysBetween } from './aging';
import { reportById } from './registry';

const DAY = 86_400_000;
const now = Date.parse('2026-06-30T04:00:00Z');
const ago = (days: number) => now - days * DAY;

describe('receivable aging (FIFO)', () => {
  it('leaves the newest debits open: payments settled the oldest first', () => {
    // debits 100 (95 days ago), 200 (45 days ago), 300 (5 days ago); paid 150 → open 450 = 300 + 150 of the 200
    const a = ageBalance(450, [{ postedAt: ago(5), cents: 300 }, { postedAt: ago(45), cents: 200 }, { postedAt: ago(95), cents: 100 }], now);
    expect(a).toEqual({ d0_30: 300, d31_60: 150, d61_90: 0, d90_plus: 0, oldestOpenAt: ago(45) });
  });
  it('ages nothing when settled or paid in advance', () => {
    expect(ageBalance(0, [{ postedAt: ago(1), cents: 5 }], now).d0_30).toBe(0);
    expect(ageBalance(-100, [{ postedAt: ago(1), cents: 5 }], now)).toEqual({ d0_30: 0, d31_60: 0, d61_90: 0, d90_plus: 0, oldestOpenAt: null });
  });
  it('buckets on China days at the edges', () => {
    expect([0, 30, 31, 60, 61, 90, 91].map(agingBucket)).toEqual(['d0_30', 'd0_30', 'd31_60', 'd31_60', 'd61_90', 'd61_90', 'd90_plus']);
    // 15:59 UTC is 23:59 in China; 16:01 UTC the next China day
    expect(chinaDaysBetween(Date.parse('2026-06-01T15:59:00Z'), Date.parse('2026-06-01T16:01:00Z'))).toBe(1);
    expect(chinaDaysBetween(Date.parse('2026-06-01T16:01:00Z'), Date.parse('2026-06-02T15:00:00Z'))).toBe(0);
  });
});

describe('report registry', () => {
  it('knows the four reports and nothing else', () => {
    expect(reportById('shopCost')?.path).toBe('/saas/report/shopCost/index');
    expect(reportById('nope')).toBeNull();
    expect(reportById('toString')).toBeNull();
  });
});
