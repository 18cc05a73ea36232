import { describe, expect, it } from 'vitest';
import { relativeTime, relativeTimeMessage } from './relative-time';

const NOW = new Date(2026, 10, 21, 12, 0, 0).getTime();
const ago = (s: number) => relativeTime(NOW - s * 1000, NOW);

describe('relativeTime', () => {
  it('under 30 s is just now (future too)', () => {
    expect(ago(0)).toEqual({ key: 'justNow' });
    expect(ago(29.9)).toEqual({ key: 'justNow' });
    expect(ago(-60)).toEqual({ key: 'justNow' });
  });
  it('30 s up to an hour counts minutes (rounded up)', () => {
    expect(ago(30)).toEqual({ key: 'minutesAgo', count: 1 });
    expect(ago(61)).toEqual({ key: 'minutesAgo', count: 2 });
    expect(ago(3599)).toEqual({ key: 'minutesAgo', count: 60 });
  });
  it('an hour up to a day counts hours', () => {
    expect(ago(3600)).toEqual({ key: 'hoursAgo', count: 1 });
    expect(ago(86_399)).toEqual({ key: 'hoursAgo', count: 24 });
  });
  it('24 h up to 48 h is 1 day ago', () => {
    expect(ago(86_400)).toEqual({ key: 'oneDayAgo' });
    expect(ago(2 * 86_400 - 1)).toEqual({ key: 'oneDayAgo' });
  });
  it('48 h and older is a date', () => {
    expect(ago(2 * 86_400)).toEqual({ key: 'date', date: '2026-11-19 12:00' });
    expect(relativeTime(new Date(2025, 0, 5, 8, 7), NOW)).toEqual({ key: 'date', date: '2025-01-05 08:07' });
  });
});

describe('relativeTimeMessage', () => {
  it('gives the catalog key with the count, or the date text', () => {
    expect(relativeTimeMessage({ key: 'minutesAgo', count: 5 })).toEqual({ key: 'ui.relativeTime.minutesAgo', options: { count: 5 } });
    expect(relativeTimeMessage({ key: 'justNow' })).toEqual({ key: 'ui.relativeTime.justNow', options: {} });
    expect(relativeTimeMessage({ key: 'date', date: '2026-11-19 12:00' })).toEqual({ text: '2026-11-19 12:00' });
  });
});
