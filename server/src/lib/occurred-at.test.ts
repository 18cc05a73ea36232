import { describe, expect, it } from 'vitest';
import { HttpError } from './http-error';
import { OCCURRED_MAX_AGE_DAYS, checkedOccurredAt } from './occurred-at';

const refusal = (value: string) => {
  try {
    checkedOccurredAt(value);
  } catch (error) {
    return error instanceof HttpError ? [error.statusCode, error.messageKey, error.params] : error;
  }
  return null;
};

describe('checkedOccurredAt', () => {
  it('absent is now; a time within the window is kept; a device clock a minute ahead is accepted', () => {
    const before = Date.now();
    expect(checkedOccurredAt(undefined).getTime()).toBeGreaterThanOrEqual(before);
    const hourAgo = new Date(before - 3_600_000).toISOString();
    expect(checkedOccurredAt(hourAgo).toISOString()).toBe(hourAgo);
    expect(checkedOccurredAt(new Date(before + 60_000).toISOString()).getTime()).toBe(before + 60_000);
  });
  it('refuses the future (beyond the clock skew) and anything older than an outbox keeps an entry', () => {
    expect(refusal(new Date(Date.now() + 3_600_000).toISOString())).toEqual([400, 'orderOccurredAtFuture', {}]);
    expect(refusal(new Date(Date.now() - (OCCURRED_MAX_AGE_DAYS + 1) * 86_400_000).toISOString())).toEqual([400, 'orderOccurredAtTooOld', { days: 30 }]);
  });
});
