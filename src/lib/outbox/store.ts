/** The outbox's rows in the local database: every change of an entry is one Dexie transaction. */
import { translate } from '@/lib/i18n';
import type { BlobRow, LadingDb, OutboxRow, SentRow } from '@/lib/db';

export const SENT_KEEP_MS = 7 * 24 * 3600_000;
export const SENT_KEEP_ROWS = 200;

export type OutboxErrorReason = 'quota' | 'unavailable' | 'signedOut';

/** Saving an entry failed; nothing of it was written. `message` is in the user's language (show it in a toast). */
export class OutboxStorageError extends Error {
  readonly reason: OutboxErrorReason;
  constructor(reason: OutboxErrorReason, cause?: unknown) {
    super(translate(`outbox.errors.${reason}`), { cause });
    this.name = 'OutboxStorageError';
    this.reason = reason;
  }
}

export function isQuotaError(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const { name, inner, cause } = e as { name?: string; inner?: unknown; cause?: unknown };
    if (name === 'QuotaExceededError') return true;
    e = inner ?? cause;
  }
  return false;
}

export function newId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}-${Math.random().toString(36).slice(2, 12)}`;
}

let lastSeq = 0;
/** Creation order: ms × 1000 + a counter, strictly increasing within the tab. */
export function nextSeq(now = Date.now()): number {
  lastSeq = Math.max(lastSeq + 1, now * 1000);
  return lastSeq;
}

/** The entry and its photos, all or nothing. */
export async function writeEntry(db: LadingDb, row: OutboxRow, blobs: BlobRow[]): Promise<void> {
  try {
    await db.transaction('rw', db.outbox, db.blobs, async () => {
      await db.outbox.add(row);
      if (blobs.length) await db.blobs.bulkAdd(blobs);
    });
  } catch (error) {
    throw new OutboxStorageError(isQuotaError(error) ? 'quota' : 'unavailable', error);
  }
}

/** The scope's entries in creation order. */
export async function entriesOf(db: LadingDb, scope: string): Promise<OutboxRow[]> {
  const rows = await db.outbox.where('scope').equals(scope).toArray();
  return rows.sort((a, b) => a.seq - b.seq);
}

/** Entries a closed tab left 'sending' are pending again (called at drain start, holding the drain lock). */
export async function recoverStale(db: LadingDb, scope: string): Promise<number> {
  return db.outbox.where('[scope+status]').equals([scope, 'sending']).modify({ status: 'pending' });
}

/** Every pending entry of the scope is due now (a user or connectivity trigger overrides the backoff). */
export async function makeDue(db: LadingDb, scope: string): Promise<number> {
  return db.outbox.where('[scope+status]').equals([scope, 'pending']).modify({ nextAttemptAt: 0 });
}

/** pending → sending, atomically; null when the entry is gone or no longer pending. */
export async function claim(db: LadingDb, id: string, now: number): Promise<OutboxRow | null> {
  return db.transaction('rw', db.outbox, async () => {
    const row = await db.outbox.get(id);
    if (!row || row.status !== 'pending' || row.nextAttemptAt > now) return null;
    const claimed: OutboxRow = { ...row, status: 'sending' };
    await db.outbox.put(claimed);
    return claimed;
  });
}

export async function patchEntry(db: LadingDb, id: string, patch: Partial<OutboxRow>): Promise<void> {
  await db.outbox.update(id, patch);
}

export async function blobsOf(db: LadingDb, entry: OutboxRow): Promise<BlobRow[]> {
  const rows = await db.blobs.bulkGet(entry.blobIds);
  return rows.filter((r): r is BlobRow => !!r);
}

export async function rememberFileId(db: LadingDb, blobId: string, fileId: string): Promise<void> {
  await db.blobs.update(blobId, { fileId });
}

/** The entry leaves the outbox for the sent log, its photos go; the log keeps 7 days / 200 rows. */
export async function markSent(db: LadingDb, entry: OutboxRow, result: unknown, now: number): Promise<SentRow> {
  const sent: SentRow = {
    id: entry.id,
    scope: entry.scope,
    kind: entry.kind,
    entity: entry.entity,
    label: entry.label,
    occurredAt: entry.occurredAt,
    sentAt: now,
    result: summarizeResult(result),
  };
  await db.transaction('rw', db.outbox, db.blobs, db.sent, async () => {
    await db.outbox.delete(entry.id);
    await db.blobs.where('entryId').equals(entry.id).delete();
    await db.sent.put(sent);
    await db.sent.where('sentAt').below(now - SENT_KEEP_MS).delete();
    const keys = await db.sent.where('scope').equals(entry.scope).primaryKeys();
    if (keys.length > SENT_KEEP_ROWS) {
      const rows = await db.sent.bulkGet(keys);
      const old = rows
        .filter((r): r is SentRow => !!r)
        .sort((a, b) => b.sentAt - a.sentAt)
        .slice(SENT_KEEP_ROWS)
        .map((r) => r.id);
      await db.sent.bulkDelete(old);
    }
  });
  return sent;
}

/** Keeps what the sync panel shows (the order number a create got), not whole answers. */
function summarizeResult(result: unknown): unknown {
  if (!result || typeof result !== 'object') return result ?? null;
  const r = result as Record<string, unknown>;
  const order = (r.order ?? r) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const k of ['order_no', 'status', 'id']) if (order[k] !== undefined) out[k] = order[k];
  if (r.replayed !== undefined) out.replayed = r.replayed;
  return out;
}

/** Removes an entry with its photos. */
export async function removeEntry(db: LadingDb, id: string): Promise<void> {
  await db.transaction('rw', db.outbox, db.blobs, async () => {
    await db.outbox.delete(id);
    await db.blobs.where('entryId').equals(id).delete();
  });
}
