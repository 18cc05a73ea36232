/** Whether a failed send is retried later, rejected for the user to see, or needs a token refresh (README: Classification). */
import { ApiError } from '@/lib/api-client';

export type SendClass = 'retry' | 'reject' | 'auth';

/** HTTP statuses that say 'try again later': timeout, the first of the same key still executing, rate limit. */
const RETRY_STATUSES = new Set([0, 402, 408, 425, 429]);

export function classify(error: unknown): SendClass {
  if (!(error instanceof ApiError)) return 'retry'; // no answer at all (cancelled, thrown before sending)
  const status = error.httpStatus;
  if (status === 401) return 'auth';
  if (RETRY_STATUSES.has(status) || status >= 500) return 'retry';
  // HTTP 200 with code ≠ '0', 400, 403, 404, 409, 422…: the server refused this write
  return 'reject';
}

/** A send that got no answer (offline, DNS, timeout): the rest of the queue would fail the same way. */
export function isNoAnswer(error: unknown): boolean {
  return !(error instanceof ApiError) || error.httpStatus === 0;
}

/** What an entry keeps of its last failure (the sync centre shows the msg); no answer at all is code 'NETWORK'. */
export function errorOf(error: unknown): { code: string; msg: string; httpStatus: number } {
  if (error instanceof ApiError) return { code: error.code, msg: error.msg, httpStatus: error.httpStatus };
  return { code: 'NETWORK', msg: error instanceof Error ? error.message : String(error), httpStatus: 0 };
}

export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_CAP_MS = 5 * 60_000;

/** Delay before attempt `attempts + 1`: 1 s doubling to 5 min, plus up to 10 % jitter (`random` in [0,1)). */
export function backoffMs(attempts: number, random = Math.random()): number {
  const base = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.min(BACKOFF_CAP_MS, Math.round(base * (1 + 0.1 * random)));
}
