/** The push-back outbox's schedule (README.md 'Push-back outbox'): states, attempts and the backoff between them. */

export const OUTBOX_STATES = ['pending', 'delivered', 'dead'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/** after this many failed attempts a row is dead (retry-now revives it) */
export const OUTBOX_MAX_ATTEMPTS = 8;
export const OUTBOX_BASE_DELAY_MS = 30_000;
export const OUTBOX_MAX_DELAY_MS = 3_600_000;

/** How long to wait after the `attempt`-th failed attempt (1-based): 30 s doubling, capped at 1 h. */
export function backoffMs(attempt: number): number {
  const n = Math.max(1, Math.floor(attempt));
  return Math.min(OUTBOX_BASE_DELAY_MS * 2 ** (n - 1), OUTBOX_MAX_DELAY_MS);
}

/** What a failed attempt leaves: dead once the attempts are spent, else pending until the backoff has passed. */
export function afterFailure(attempts: number, now: Date): { state: OutboxState; nextAttemptAt: Date } {
  if (attempts >= OUTBOX_MAX_ATTEMPTS) return { state: 'dead', nextAttemptAt: now };
  return { state: 'pending', nextAttemptAt: new Date(now.getTime() + backoffMs(attempts)) };
}
