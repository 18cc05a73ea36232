/** How the tabs of one origin share the outbox: one drain at a time (Web Locks) and a channel for the rest. */
import type { ApiError } from '@/lib/api-client';
import type { OutboxRow } from '@/lib/db';
import type { Paused } from './status';

export const LOCK_NAME = 'lading-outbox';
export const CHANNEL_NAME = 'lading-outbox';

export interface LockManagerLike {
  request(name: string, options: { ifAvailable: boolean }, callback: (lock: unknown) => Promise<unknown>): Promise<unknown>;
}

export interface ChannelLike {
  postMessage(message: unknown): void;
  onmessage: ((event: MessageEvent) => void) | null;
  close(): void;
}

export type Outcome =
  | { outcome: 'sent'; entry: OutboxRow; result: unknown }
  | { outcome: 'rejected'; entry: OutboxRow; error: ApiError };

/** What tabs tell each other: drain again, the pause reason, each entry's outcome. */
export type Message =
  | { type: 'drain'; force: boolean }
  | { type: 'paused'; scope: string; paused: Paused }
  | { type: 'outcome'; scope: string; outcome: 'sent'; entry: OutboxRow; result: unknown }
  | { type: 'outcome'; scope: string; outcome: 'rejected'; entry: OutboxRow; error: { code: string; msg: string; httpStatus: number } }
  /** entries a drain left waiting (backoff, an earlier entry of their order, no network) */
  | { type: 'deferred'; scope: string; ids: string[] };

let memoryLockHeld = false;

/** Where Web Locks are missing: one drain at a time within this tab. */
export async function memoryLock(callback: (lock: unknown) => Promise<unknown>): Promise<unknown> {
  if (memoryLockHeld) return callback(null);
  memoryLockHeld = true;
  try {
    return await callback(true);
  } finally {
    memoryLockHeld = false;
  }
}

/** Runs `callback` with the drain lock if no other drain holds it (`lock` is null when it is held elsewhere). */
export function requestDrainLock(locks: LockManagerLike | null, callback: (lock: unknown) => Promise<unknown>): Promise<unknown> {
  return locks ? locks.request(LOCK_NAME, { ifAvailable: true }, callback) : memoryLock(callback);
}

export function defaultLocks(): LockManagerLike | null {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks as unknown as LockManagerLike) : null;
}

export function defaultChannel(): ChannelLike | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
}
