/**
 * The print queue's rows in the local database. Every change of status is a compare-and-set inside one Dexie
 * transaction: IndexedDB runs read-write transactions on a table one at a time, across tabs too, so of two tabs
 * claiming the same job exactly one sees it 'queued'.
 */
import { localDb, type LadingDb, type PrintJobRow } from '@/lib/db';

/** A send that never came back (the tab was closed or reloaded mid-send) gives its job back after this long. */
export const STALE_CLAIM_MS = 60_000;
/** A job the plugin refused this many times waits for the user ('failed') instead of being sent again. */
export const MAX_ATTEMPTS = 3;
/** Printed jobs are listed this long, then removed. */
export const KEEP_PRINTED_MS = 3 * 24 * 3600_000;

export type NewPrintJob = Pick<PrintJobRow, 'kind' | 'title' | 'paper'> & { pages: string[] };

export function newId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

function db(): LadingDb {
  const d = localDb();
  if (!d) throw new Error('IndexedDB is not available');
  return d;
}

/** Stores the job and its pages in one transaction. */
export async function addJob(scope: string, { pages, ...job }: NewPrintJob, now: number, reprintOf: string | null = null): Promise<PrintJobRow> {
  const row: PrintJobRow = {
    ...job,
    pageCount: pages.length,
    id: newId(),
    scope,
    createdAt: now,
    status: 'queued',
    attempts: 0,
    lastError: null,
    printedAt: null,
    claim: null,
    reprintOf,
  };
  const d = db();
  await d.transaction('rw', d.printJobs, d.printPages, async () => {
    await d.printJobs.add(row);
    await d.printPages.add({ id: row.id, pages });
  });
  return row;
}

export async function jobPages(id: string): Promise<string[]> {
  return (await db().printPages.get(id))?.pages ?? [];
}

export function getJob(id: string): Promise<PrintJobRow | undefined> {
  return db().printJobs.get(id);
}

/** This scope's jobs, oldest first. */
export function listJobs(scope: string): Promise<PrintJobRow[]> {
  return db().printJobs.where('[scope+createdAt]').between([scope, -Infinity], [scope, Infinity]).toArray();
}

export function queuedJobs(scope: string): Promise<PrintJobRow[]> {
  return db()
    .printJobs.where('[scope+status]')
    .equals([scope, 'queued'])
    .toArray()
    .then((rows) => rows.sort((a, b) => a.createdAt - b.createdAt));
}

/** Changes the row only if `when` holds for it as it is inside the transaction; answers the row written, or null. */
async function compareAndSet(id: string, when: (row: PrintJobRow) => boolean, change: (row: PrintJobRow) => Partial<PrintJobRow>): Promise<PrintJobRow | null> {
  const d = db();
  return d.transaction('rw', d.printJobs, async () => {
    const row = await d.printJobs.get(id);
    if (!row || !when(row)) return null;
    const next = { ...row, ...change(row) };
    await d.printJobs.put(next);
    return next;
  });
}

/** queued → printing for this send; null when another send (this tab's or another's) took it first. */
export function claim(id: string, by: string, now: number): Promise<PrintJobRow | null> {
  return compareAndSet(
    id,
    (r) => r.status === 'queued',
    (r) => ({ status: 'printing', claim: { by, at: now }, attempts: r.attempts + 1 }),
  );
}

const heldBy = (by: string) => (r: PrintJobRow) => r.status === 'printing' && r.claim?.by === by;

export function markPrinted(id: string, by: string, now: number): Promise<PrintJobRow | null> {
  return compareAndSet(id, heldBy(by), () => ({ status: 'printed', printedAt: now, claim: null, lastError: null }));
}

/** The send did not print: back in the queue, or 'failed' once the plugin has refused it MAX_ATTEMPTS times. */
export function markNotPrinted(id: string, by: string, error: NonNullable<PrintJobRow['lastError']>): Promise<PrintJobRow | null> {
  return compareAndSet(id, heldBy(by), (r) => ({ status: r.attempts >= MAX_ATTEMPTS ? 'failed' : 'queued', claim: null, lastError: error }));
}

/** A claimed job whose plugin was gone by the time it was sent: it waits, and the attempt does not count. */
export function giveBack(id: string, by: string, error: NonNullable<PrintJobRow['lastError']>): Promise<PrintJobRow | null> {
  return compareAndSet(id, heldBy(by), (r) => ({ status: 'queued', claim: null, attempts: Math.max(0, r.attempts - 1), lastError: error }));
}

/** The plugin away when the job came: it stays queued, saying why. */
export function noteAbsent(id: string, error: NonNullable<PrintJobRow['lastError']>): Promise<PrintJobRow | null> {
  return compareAndSet(id, (r) => r.status === 'queued', () => ({ lastError: error }));
}

/**
 * Jobs left 'printing' longer than STALE_CLAIM_MS by a send that never finished: `confirmed(job)` says whether the
 * plugin took it before the send was cut off (then it is printed), otherwise it goes back to the queue.
 */
export async function recoverStale(scope: string, now: number, confirmed: (row: PrintJobRow) => number | null): Promise<PrintJobRow[]> {
  const stale = (await db().printJobs.where('[scope+status]').equals([scope, 'printing']).toArray()).filter((r) => !r.claim || now - r.claim.at > STALE_CLAIM_MS);
  const recovered: PrintJobRow[] = [];
  for (const row of stale) {
    const at = confirmed(row);
    const done = await compareAndSet(
      row.id,
      (r) => r.status === 'printing' && r.claim?.at === row.claim?.at,
      (): Partial<PrintJobRow> =>
        at !== null ? { status: 'printed', printedAt: at, claim: null, lastError: null } : { status: 'queued', claim: null, lastError: { code: 'interrupted', message: '' } },
    );
    if (done) recovered.push(done);
  }
  return recovered;
}

/** A failed job, on the user's word, goes back to the queue with a fresh count. */
export function requeue(id: string): Promise<PrintJobRow | null> {
  return compareAndSet(
    id,
    (r) => r.status === 'failed' || r.status === 'queued',
    () => ({ status: 'queued', attempts: 0 }),
  );
}

/** Removes a job and its pages unless a send holds it right now. */
export async function removeJob(id: string): Promise<boolean> {
  const d = db();
  return d.transaction('rw', d.printJobs, d.printPages, async () => {
    const row = await d.printJobs.get(id);
    if (!row || row.status === 'printing') return false;
    await d.printJobs.delete(id);
    await d.printPages.delete(id);
    return true;
  });
}

export async function prunePrinted(scope: string, now: number): Promise<number> {
  const d = db();
  return d.transaction('rw', d.printJobs, d.printPages, async () => {
    const rows = await d.printJobs.where('[scope+status]').equals([scope, 'printed']).toArray();
    const old = rows.filter((r) => (r.printedAt ?? r.createdAt) < now - KEEP_PRINTED_MS).map((r) => r.id);
    await d.printJobs.bulkDelete(old);
    await d.printPages.bulkDelete(old);
    return old.length;
  });
}
