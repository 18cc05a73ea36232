import { describe, expect, it } from 'vitest';
import { availableShortcuts, checkRange, daysBetween, parseDay, RESTRICTED_RANGE_DAYS, shortcutRange } from './date-shortcuts';

// Thursday 2026-11-19, mid-afternoon
const NOW = new Date(2026, 10, 19, 15, 30);

describe('shortcutRange from a fixed now', () => {
  it.each([
    ['today', ['2026-11-19', '2026-11-19']],
    ['yesterday', ['2026-11-18', '2026-11-18']],
    ['thisWeek', ['2026-11-16', '2026-11-19']],
    ['lastWeek', ['2026-11-09', '2026-11-15']],
    ['thisMonth', ['2026-11-01', '2026-11-19']],
    ['thisQuarter', ['2026-10-01', '2026-11-19']],
    ['last7Days', ['2026-11-13', '2026-11-19']],
    ['last30Days', ['2026-10-21', '2026-11-19']],
    ['last90Days', ['2026-08-22', '2026-11-19']],
  ] as const)('%s', (key, range) => {
    expect(shortcutRange(key, NOW)).toEqual(range);
  });

  it('a Sunday belongs to the week that started the Monday before', () => {
    const sunday = new Date(2026, 10, 22, 9);
    expect(shortcutRange('thisWeek', sunday)).toEqual(['2026-11-16', '2026-11-22']);
    expect(shortcutRange('lastWeek', sunday)).toEqual(['2026-11-09', '2026-11-15']);
  });

  it('year and quarter boundaries', () => {
    const jan1 = new Date(2027, 0, 1, 0, 5);
    expect(shortcutRange('yesterday', jan1)).toEqual(['2026-12-31', '2026-12-31']);
    expect(shortcutRange('thisQuarter', jan1)).toEqual(['2027-01-01', '2027-01-01']);
    expect(shortcutRange('lastWeek', jan1)).toEqual(['2026-12-21', '2026-12-27']);
  });
});

describe('checkRange', () => {
  const restricted = { maxDays: RESTRICTED_RANGE_DAYS, noFuture: true };
  it('accepts a range inside the rules', () => {
    expect(checkRange(['2026-10-20', '2026-11-19'], restricted, NOW)).toBeNull();
  });
  it('rejects too long, future, reversed and malformed ranges', () => {
    expect(checkRange(['2026-10-19', '2026-11-19'], restricted, NOW)).toBe('tooLong');
    expect(checkRange(['2026-11-19', '2026-11-20'], restricted, NOW)).toBe('future');
    expect(checkRange(['2026-11-19', '2026-11-01'], restricted, NOW)).toBe('order');
    expect(checkRange(['2026-02-30', '2026-03-01'], {}, NOW)).toBe('invalid');
  });
  it('restricted pickers drop shortcuts that break the rules', () => {
    expect(availableShortcuts(restricted, NOW)).not.toContain('last90Days');
    expect(availableShortcuts(restricted, NOW)).toContain('last30Days');
    expect(availableShortcuts({}, NOW)).toHaveLength(9);
  });
  it('daysBetween and parseDay', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(parseDay('2026-13-01')).toBeNull();
  });
});
