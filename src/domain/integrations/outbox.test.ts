import { describe, expect, it } from 'vitest';
import { afterFailure, backoffMs, OUTBOX_MAX_ATTEMPTS } from './outbox';
import { maskSecret, PLATFORM_KEYS, PLATFORMS, platformOfPath } from './platforms';

describe('push-back backoff', () => {
  it('doubles from 30 s and stops at an hour', () => {
    expect([1, 2, 3, 4, 5].map(backoffMs)).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
    expect(backoffMs(20)).toBe(3_600_000);
  });

  it('keeps a row pending until the attempts are spent, then dead', () => {
    const now = new Date('2026-11-27T00:00:00Z');
    expect(afterFailure(1, now)).toEqual({ state: 'pending', nextAttemptAt: new Date('2026-11-27T00:00:30Z') });
    expect(afterFailure(OUTBOX_MAX_ATTEMPTS - 1, now).state).toBe('pending');
    expect(afterFailure(OUTBOX_MAX_ATTEMPTS, now).state).toBe('dead');
  });
});

describe('platforms', () => {
  it('has a screen path per platform that maps back to it', () => {
    for (const key of PLATFORM_KEYS) expect(platformOfPath(PLATFORMS[key].path)).toBe(key);
    expect(platformOfPath('/saas/api/unknown/index')).toBeNull();
  });

  it('masks a secret to its ends', () => {
    expect(maskSecret('abcdefghij')).toBe('ab******ij');
    expect(maskSecret('abc')).toBe('******');
    expect(maskSecret('')).toBe('');
  });
});
