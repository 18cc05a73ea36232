/**
 * The outbox (issue 6, README.md beside this file): every offline-capable write is a local entry first and is
 * applied on the server exactly once. This file is the public API; everything else in the folder is internal.
 */
import type { ApiError } from '@/lib/api-client';
import { localDb, type BlobRow, type OutboxRow } from '@/lib/db';
import { lookupScope } from '@/lib/lookup-cache';
import { registerUnsavedWork } from '@/lib/unsaved-work';
import { OutboxEngine } from './engine';
import { getStatus, readPersisted, requestPersistOnce } from './status';
import * as store from './store';
import { getSummary, subscribeOutbox } from './summary';
import type { Outcome } from './tabs';
import type { EnqueueInput, EnqueueResult } from './types';

export type { EnqueueInput, EnqueueResult, OutboxEntries, OutboxKind, OutboxSummary, PhotoInput } from './types';
export type { OutboxRow, SentRow } from '@/lib/db';
export { OutboxStorageError } from './store';
export { subscribeOutbox, useOutboxEntries, useOutboxSummary } from './summary';

let engine: OutboxEngine | null = null;

function theEngine(): OutboxEngine {
  engine ??= new OutboxEngine();
  return engine;
}

/** For tests: the engine this module drives (its clock, lock, channel and transport). */
export function setOutboxEngineForTests(next: OutboxEngine | null): void {
  engine?.dispose();
  engine = next;
}

const PHOTO_PREFIX = 'outbox-photo:';

/** A fresh photo reference: put it in the payload where the photo's fileid belongs. */
export function photoRef(): string {
  return `${PHOTO_PREFIX}${store.newId()}`;
}

async function toArrayBuffer(data: ArrayBuffer | Blob): Promise<ArrayBuffer> {
  if (data instanceof ArrayBuffer) return data;
  if (typeof data.arrayBuffer === 'function') return data.arrayBuffer();
  return new Response(data).arrayBuffer();
}

/** Outbox write transactions not yet committed (an enqueue under way). */
const writesInFlight = new Set<Promise<void>>();

/**
 * Stores the write (with its photos, in one transaction), then drains. With `waitMs`, waits that long for this
 * entry's outcome: 'sent' with the server's answer, 'rejected' (the entry is removed; the caller shows the
 * error), else 'queued'. Throws OutboxStorageError (message in the user's language) when nothing could be stored.
 */
export async function enqueue(input: EnqueueInput, options: { waitMs?: number } = {}): Promise<EnqueueResult> {
  const e = theEngine();
  const scope = lookupScope();
  const db = localDb();
  if (!scope) throw new store.OutboxStorageError('signedOut');
  if (!db) throw new store.OutboxStorageError('unavailable');
  const now = e.now();
  const id = store.newId();
  const photos = input.photos ?? [];
  const blobs: BlobRow[] = await Promise.all(
    photos.map(async (p) => {
      const data = await toArrayBuffer(p.data);
      return { id: p.ref, scope, entryId: id, data, type: p.type, name: p.name, size: data.byteLength, fileId: null, createdAt: now };
    }),
  );
  const entry: OutboxRow = {
    id,
    scope,
    key: store.newId(),
    entity: input.entity,
    seq: store.nextSeq(now),
    kind: input.kind,
    payload: input.payload,
    blobIds: blobs.map((b) => b.id),
    label: input.label,
    occurredAt: (input.occurredAt ?? new Date(now)).toISOString(),
    createdAt: now,
    attempts: 0,
    nextAttemptAt: 0,
    status: 'pending',
    lastError: null,
  };
  // an entry being written counts as unsaved work: a reload waits for its transaction (see startOutbox)
  const writing = store.writeEntry(db, entry, blobs);
  writesInFlight.add(writing);
  try {
    await writing;
  } finally {
    writesInFlight.delete(writing);
  }
  void requestPersistOnce();
  // paused for sign-in nothing is sent, and with no answer from the server lately it would not arrive: no wait
  const waitMs = getStatus().paused ? 0 : (options.waitMs ?? 0);
  if (waitMs <= 0) {
    e.requestSync('enqueue');
    return { outcome: 'queued', entry };
  }
  const outcome = await new Promise<Outcome | null>((resolve) => {
    const timer = setTimeout(() => {
      off();
      resolve(null);
    }, waitMs);
    const done = (o: Outcome | null) => {
      clearTimeout(timer);
      off();
      resolve(o);
    };
    const offOutcome = e.onOutcome((o) => o.entry.id === id && done(o));
    // a drain that leaves it waiting (no network, backoff, an earlier entry of its order) answers 'queued' now
    const offDeferred = e.onDeferred((ids) => ids.has(id) && done(null));
    const off = () => {
      offOutcome();
      offDeferred();
    };
    e.requestSync('enqueue');
  });
  if (!outcome) return { outcome: 'queued', entry };
  if (outcome.outcome === 'sent') return { outcome: 'sent', entry, result: outcome.result };
  await store.removeEntry(db, id);
  return { outcome: 'rejected', entry: outcome.entry, error: outcome.error as ApiError };
}

/** Drain now (whichever tab holds the lock drains): 'sync now', socket reconnect and the like. */
export function requestSync(reason: string): void {
  theEngine().requestSync(reason);
}

/**
 * Installs the triggers (app start, online, visible again, sign-in), keeps the summary live and makes unsent
 * entries count as unsaved work (the update prompt does not reload over them). Called once by the app shell.
 */
export function startOutbox(): () => void {
  const e = theEngine();
  void readPersisted();
  const offSummary = subscribeOutbox(() => undefined);
  const offUnsaved = registerUnsavedWork(() => {
    const s = getSummary();
    return s.pending + s.failed > 0;
  });
  // a write under way is stored once its transaction ends: the update prompt waits for it before reloading
  const offWriting = registerUnsavedWork(
    () => writesInFlight.size > 0,
    () => Promise.allSettled([...writesInFlight]),
  );
  const stop = e.start();
  exposeForBench();
  return () => {
    stop();
    offSummary();
    offUnsaved();
    offWriting();
    if (engine === e) engine = null;
  };
}

/**
 * `npm run bench` (tests/bench/replay.ts) queues a thousand entries through the real app: with localStorage
 * 'lading.bench' = '1' the page gets window.__ladingOutbox. It can do nothing the signed-in user's own page cannot.
 */
function exposeForBench(): void {
  try {
    if (typeof window === 'undefined' || window.localStorage.getItem('lading.bench') !== '1') return;
    (window as unknown as { __ladingOutbox: unknown }).__ladingOutbox = { enqueue, photoRef, summary: getSummary };
  } catch {
    /* no storage: no bench */
  }
}

/** A failed (or waiting) entry goes again now; with an edited payload it is a new write under a new key. */
export async function retryEntry(id: string, payload?: unknown): Promise<void> {
  const db = localDb();
  if (!db) return;
  const patch: Partial<OutboxRow> = { status: 'pending', nextAttemptAt: 0, attempts: 0, lastError: null };
  if (payload !== undefined) Object.assign(patch, { payload, key: store.newId() });
  await db.transaction('rw', db.outbox, async () => {
    const row = await db.outbox.get(id);
    if (!row || row.status === 'sending' || row.scope !== lookupScope()) return;
    await db.outbox.update(id, patch);
  });
  theEngine().requestSync('retry');
}

/** Removes an entry and its photos for good (the screen asks for confirmation first). */
export async function discardEntry(id: string): Promise<void> {
  const db = localDb();
  if (!db) return;
  const row = await db.outbox.get(id);
  if (!row || row.scope !== lookupScope()) return;
  await store.removeEntry(db, id);
  theEngine().requestSync('discard');
}

/** Calls `listener` for every entry the server applied (sent from this tab or another). */
export function onEntrySent(listener: (entry: OutboxRow, result: unknown) => void): () => void {
  return theEngine().onOutcome((o) => {
    if (o.outcome === 'sent') listener(o.entry, o.result);
  });
}
