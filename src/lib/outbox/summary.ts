/** The signed-in user's outbox as live data (Dexie liveQuery): the summary for the badge, the lists for the sync centre. */
import { useSyncExternalStore } from 'react';
import { liveQuery, localDb, type OutboxRow, type SentRow } from '@/lib/db';
import { lookupScope } from '@/lib/lookup-cache';
import { subscribeTokens } from '@/lib/session/token-store';
import { getStatus, subscribeStatus } from './status';
import type { OutboxEntries, OutboxSummary } from './types';

interface Snapshot {
  scope: string | null;
  rows: OutboxRow[];
  sent: SentRow[];
  loaded: boolean;
}

const EMPTY_SUMMARY: OutboxSummary = { pending: 0, failed: 0, oldestAt: null, paused: null, persisted: null };
const EMPTY_ENTRIES: OutboxEntries = { pending: [], failed: [], sent: [], loaded: false };

let snapshot: Snapshot = { scope: null, rows: [], sent: [], loaded: false };
let summary: OutboxSummary = EMPTY_SUMMARY;
let entries: OutboxEntries = EMPTY_ENTRIES;
const listeners = new Set<() => void>();
let stopLive: (() => void) | null = null;
let stopWatching: (() => void) | null = null;

function recompute(): void {
  const { paused, persisted } = getStatus();
  const pending = snapshot.rows.filter((r) => r.status !== 'failed');
  const failed = snapshot.rows.filter((r) => r.status === 'failed');
  const unsent = snapshot.rows.map((r) => r.createdAt);
  const next: OutboxSummary = { pending: pending.length, failed: failed.length, oldestAt: unsent.length ? Math.min(...unsent) : null, paused, persisted };
  if (!(Object.keys(next) as (keyof OutboxSummary)[]).every((k) => next[k] === summary[k])) summary = next;
  entries = { pending, failed, sent: snapshot.sent, loaded: snapshot.loaded };
  listeners.forEach((l) => l());
}

/** (Re)subscribes the live query to the current scope. */
function follow(): void {
  const scope = lookupScope();
  if (stopLive && scope === snapshot.scope) return;
  stopLive?.();
  stopLive = null;
  snapshot = { scope, rows: [], sent: [], loaded: false };
  const db = localDb();
  if (!scope || !db) {
    snapshot = { ...snapshot, loaded: true };
    recompute();
    return;
  }
  recompute();
  const subscription = liveQuery(async () => {
    const [rows, sent] = await Promise.all([db.outbox.where('scope').equals(scope).toArray(), db.sent.where('scope').equals(scope).toArray()]);
    return { rows: rows.sort((a, b) => a.seq - b.seq), sent: sent.sort((a, b) => b.sentAt - a.sentAt) };
  }).subscribe({
    next: ({ rows, sent }) => {
      if (snapshot.scope !== scope) return;
      snapshot = { scope, rows, sent, loaded: true };
      recompute();
    },
    error: () => {
      snapshot = { ...snapshot, loaded: true };
      recompute();
    },
  });
  stopLive = () => subscription.unsubscribe();
}

function watch(): void {
  if (stopWatching) return;
  const offTokens = subscribeTokens(follow);
  const offStatus = subscribeStatus(recompute);
  stopWatching = () => {
    offTokens();
    offStatus();
  };
  follow();
}

function unwatchIfIdle(): void {
  if (listeners.size) return;
  stopWatching?.();
  stopWatching = null;
  stopLive?.();
  stopLive = null;
  snapshot = { scope: null, rows: [], sent: [], loaded: false };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  watch();
  return () => {
    listeners.delete(listener);
    unwatchIfIdle();
  };
}

export function getSummary(): OutboxSummary {
  return summary;
}

export function getEntries(): OutboxEntries {
  return entries;
}

/** Calls `listener` with every new summary (and once the first one is known). */
export function subscribeOutbox(listener: (summary: OutboxSummary) => void): () => void {
  let last: OutboxSummary | null = null;
  return subscribe(() => {
    if (summary === last) return;
    last = summary;
    listener(summary);
  });
}

export function useOutboxSummary(): OutboxSummary {
  return useSyncExternalStore(subscribe, getSummary, () => EMPTY_SUMMARY);
}

export function useOutboxEntries(): OutboxEntries {
  return useSyncExternalStore(subscribe, getEntries, () => EMPTY_ENTRIES);
}
