/** When a field write happened on the device (an outbox entry's occurred_at), checked the same way by every area. */
import { badRequest } from './http-error';

/** a device clock a little ahead of the server's is not a future event */
const SKEW_MS = 5 * 60_000;
/** an outbox keeps an entry this long; an older time is not believed */
export const OCCURRED_MAX_AGE_DAYS = 30;

/** when it happened on the device: not in the future, not older than an outbox keeps an entry; absent, now */
export function checkedOccurredAt(value: string | undefined): Date {
  if (!value) return new Date();
  const at = new Date(value);
  if (at.getTime() > Date.now() + SKEW_MS) throw badRequest('orderOccurredAtFuture');
  if (at.getTime() < Date.now() - OCCURRED_MAX_AGE_DAYS * 86_400_000) throw badRequest('orderOccurredAtTooOld', { days: OCCURRED_MAX_AGE_DAYS });
  return at;
}
