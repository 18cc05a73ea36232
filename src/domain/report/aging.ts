/**
 * Receivable aging, FIFO (README.md 'Receivables'): credits (payments, prepaid transfers, reversals) settle the oldest
 * debits first, so what is still open is the NEWEST debits summing to the balance. Pure, shared by the server (which
 * feeds it one account's debits newest first) and the tests.
 */
import type { AgingBucket } from './api';

export interface Debit {
  /** ms since epoch of the entry's posting */
  postedAt: number;
  cents: number;
}

export type Aging = Record<AgingBucket, number> & { oldestOpenAt: number | null };

const DAY_MS = 86_400_000;

/** the bucket of a debit posted `ageDays` whole days before the report's day */
export function agingBucket(ageDays: number): AgingBucket {
  if (ageDays <= 30) return 'd0_30';
  if (ageDays <= 60) return 'd31_60';
  if (ageDays <= 90) return 'd61_90';
  return 'd90_plus';
}

/** whole China days between two instants (a debit posted at 23:59 and looked at 00:01 the next day is 1 day old) */
export function chinaDaysBetween(from: number, to: number): number {
  const day = (ms: number) => Math.floor((ms + 8 * 3_600_000) / DAY_MS);
  return Math.max(0, day(to) - day(from));
}

/**
 * Splits a positive `balance` over the debits (NEWEST FIRST): each takes what is left of the balance up to its own
 * amount. A balance of zero or less (settled, or paid in advance) ages nothing.
 */
export function ageBalance(balance: number, debitsNewestFirst: readonly Debit[], now: number): Aging {
  const out: Aging = { d0_30: 0, d31_60: 0, d61_90: 0, d90_plus: 0, oldestOpenAt: null };
  let left = balance;
  for (const d of debitsNewestFirst) {
    if (left <= 0) break;
    const open = Math.min(left, d.cents);
    out[agingBucket(chinaDaysBetween(d.postedAt, now))] += open;
    out.oldestOpenAt = d.postedAt;
    left -= open;
  }
  // a balance larger than the debits seen (cannot happen with a consistent ledger) lands in the oldest bucket
  if (left > 0) out.d90_plus += left;
  return out;
}
