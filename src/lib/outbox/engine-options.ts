/** What an outbox engine can be given in place of the browser's own (tests swap the clock, lock, channel and transport). */
import type { LadingDb } from '@/lib/db';
import type { ChannelLike, LockManagerLike } from './tabs';
import type { OutboxTransport } from './transport';

/** The backoff timer. */
export interface EngineTimers {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export interface EngineOptions {
  transport?: OutboxTransport;
  /** refreshes the access token the refused request carried; rejects when the session cannot be renewed */
  refresh?: (failedToken: string | null) => Promise<unknown>;
  now?: () => number;
  random?: () => number;
  /** navigator.locks by default; null = the in-memory mutex */
  locks?: LockManagerLike | null;
  /** a BroadcastChannel by default; null = none */
  channel?: ChannelLike | null;
  db?: () => LadingDb | null;
  scope?: () => string | null;
  /** the backoff timer (tests record it instead of waiting) */
  timers?: EngineTimers;
}

export const realTimers: EngineTimers = {
  set: (callback: () => void, ms: number): unknown => setTimeout(callback, ms),
  clear: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};
