/**
 * The signed-in user's outbox as live data (Dexie liveQuery). Two queries, so the badge stays cheap with a
 * thousand entries queued: the summary counts by the [scope+status] index and reads only the oldest entry; the
 * full lists (pending, failed, recently sent) are read only while a screen shows them (the sync centre).
 */
import { useSyncExternalStore } from 'react';
import { liveQuery, localDb, onTableChanged, type LadingDb, type OutboxRow, type SentRow } from '@/lib/db';
import { lookupScope } from '@/lib/lookup-cache';
import { subscribeTokens } from '@/lib/session/token-store';
import { getStatus, subscribeStatus } from './status';
import type { OutboxEntries, OutboxSummary } from './types';

interface Counts {
  pending: number;
  failed: number;
  oldestAt: number | null;
}

const EMPTY_SUMMARY: OutboxSummary = { pending: 0, failed: 0, oldestAt: null, paused: null, persisted: null };
const EMPTY_ENTRIES: OutboxEntries = { pending: [], failed: [], sent: [], loaded: false };
const NO_COUNTS: Counts = { pending: 0, failed: 0, oldestAt: null };

let scopeFollowed: string | null = null;
let counts: Counts = NO_COUNTS;
let summary: OutboxSummary = EMPTY_SUMMARY;
let entries: OutboxEntries = EMPTY_ENTRIES;
const summaryListeners = new Set<() => void>();
const entryListeners = new Set<() => void>();
let stopCounts: (() => void) | null = null;
let stopLists: (() => void) | null = null;
let stopWatching: (() => void) | null = null;

function recomputeSummary(): boolean {
  const { paused, persisted } = getStatus();
  const next: OutboxSummary = { ...counts, paused, persisted };
  if ((Object.keys(next) as (keyof OutboxSummary)[]).every((k) => next[k] === summary[k])) return false;
  summary = next;
  summaryListeners.forEach((l) => l());
  return true;
}

function setEntries(next: OutboxEntries): void {
  entries = next;
  entryListeners.forEach((l) => l());
}

async function readCounts(db: LadingDb, scope: string): Promise<Counts> {
  const [pending, sending, failed, oldest] = await Promise.all([
    db.outbox.where('[scope+status]').equals([scope, 'pending']).count(),
    db.outbox.where('[scope+status]').equals([scope, 'sending']).count(),
    db.outbox.where('[scope+status]').equals([scope, 'failed']).count(),
    // entries are written in seq order: the first of this scope is the oldest (another user's rows are rare)
    db.outbox.orderBy('seq').filter((r) => r.scope === scope).first(),
  ]);
  return { pending: pending + sending, failed, oldestAt: oldest?.createdAt ?? null };
}

async function readLists(db: LadingDb, scope: string): Promise<{ rows: OutboxRow[]; sent: SentRow[] }> {
  const [rows, sent] = await Promise.all([db.outbox.where('scope').equals(scope).toArray(), db.sent.where('scope').equals(scope).toArray()]);
  return { rows: rows.sort((a, b) => a.seq - b.seq), sent: sent.sort((a, b) => b.sentAt - a.sentAt) };
}

/** Re-reads of the counts while entries are written back to back (a burst of scans, a replay): at most this often. */
const COUNTS_EVERY_MS = 150;

function followCounts(scope: string | null, db: LadingDb | null): void {
  stopCounts?.();
  stopCounts = null;
  counts = NO_COUNTS;
  recomputeSummary();
  if (!scope || !db) return;
  // not a liveQuery: that would count again after every single write and hold up the next one; changes of the
  // outbox (this tab's or another's) schedule one read, at most every COUNTS_EVERY_MS, and one after a burst
  let first = true;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let reading = false;
  let dirty = false;
  let last = 0;
  const read = async () => {
    if (reading) {
      dirty = true;
      return;
    }
    reading = true;
    last = Date.now();
    try {
      const next = await readCounts(db, scope);
      if (stopped || scopeFollowed !== scope) return;
      counts = next;
      // the first answer is news even when it is 'nothing queued' (subscribeOutbox promises it)
      if (!recomputeSummary() && first) summaryListeners.forEach((l) => l());
      first = false;
    } catch {
      /* a broken database: the badge shows what it last knew; the next change reads again */
    } finally {
      reading = false;
      if (dirty && !stopped) {
        dirty = false;
        schedule();
      }
    }
  };
  const schedule = () => {
    if (timer || stopped) return;
    timer = setTimeout(
      () => {
        timer = null;
        void read();
      },
      Math.max(0, last + COUNTS_EVERY_MS - Date.now()),
    );
  };
  const off = onTableChanged(db, 'outbox', schedule);
  void read();
  stopCounts = () => {
    stopped = true;
    off();
    if (timer) clearTimeout(timer);
  };
}

function followLists(scope: string | null, db: LadingDb | null): void {
  stopLists?.();
  stopLists = null;
  if (!entryListeners.size) return;
  if (!scope || !db) return setEntries({ ...EMPTY_ENTRIES, loaded: true });
  setEntries(EMPTY_ENTRIES);
  const subscription = liveQuery(() => readLists(db, scope)).subscribe({
    next: ({ rows, sent }) => {
      if (scopeFollowed !== scope) return;
      setEntries({ pending: rows.filter((r) => r.status !== 'failed'), failed: rows.filter((r) => r.status === 'failed'), sent, loaded: true });
    },
    error: () => setEntries({ ...entries, loaded: true }),
  });
  stopLists = () => subscription.unsubscribe();
}

/** (Re)subscribes the live queries to the current scope. */
function follow(force = false): void {
  const scope = lookupScope();
  if (!force && scope === scopeFollowed && stopCounts) return;
  scopeFollowed = scope;
  const db = scope ? localDb() : null;
  followCounts(scope, db);
  followLists(scope, db);
}

function watch(): void {
  if (stopWatching) return;
  const offTokens = subscribeTokens(() => follow());
  const offStatus = subscribeStatus(() => void recomputeSummary());
  stopWatching = () => {
    offTokens();
    offStatus();
  };
  follow(true);
}

function unwatchIfIdle(): void {
  if (!entryListeners.size) {
    stopLists?.();
    stopLists = null;
    entries = EMPTY_ENTRIES;
  }
  if (summaryListeners.size || entryListeners.size) return;
  stopWatching?.();
  stopWatching = null;
  stopCounts?.();
  stopCounts = null;
  scopeFollowed = null;
  counts = NO_COUNTS;
  summary = EMPTY_SUMMARY;
}

function subscribeSummary(listener: () => void): () => void {
  summaryListeners.add(listener);
  watch();
  return () => {
    summaryListeners.delete(listener);
    unwatchIfIdle();
  };
}

function subscribeEntries(listener: () => void): () => void {
  const first = entryListeners.size === 0;
  entryListeners.add(listener);
  if (!stopWatching) watch();
  else if (first) followLists(scopeFollowed, scopeFollowed ? localDb() : null);
  return () => {
    entryListeners.delete(listener);
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
  return subscribeSummary(() => {
    if (summary === last) return;
    last = summary;
    listener(summary);
  });
}

export function useOutboxSummary(): OutboxSummary {
  return useSyncExternalStore(subscribeSummary, getSummary, () => EMPTY_SUMMARY);
}

export function useOutboxEntries(): OutboxEntries {
  return useSyncExternalStore(subscribeEntries, getEntries, () => EMPTY_ENTRIES);
}
