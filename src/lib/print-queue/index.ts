/**
 * The print queue (issue 17): every print through the local plugin is a job stored first. With the plugin there it
 * prints at once; without it the job waits and a retry loop (every 10 s while the page is visible) sends it when
 * the plugin answers again — each job once; a reprint is a new job, made only on the user's word.
 */
import { localDb, type PrintJobRow } from '@/lib/db';
import { lookupScope } from '@/lib/lookup-cache';
import { loadPrintPlugin, type PrintPlugin } from '@/lib/print-plugin';
import { setPluginState } from './plugin-state';
import { sendPass } from './send';
import * as store from './store';

export type { PrintJobKind, PrintJobRow, PrintJobStatus } from '@/lib/db';
export type { NewPrintJob } from './store';
export { usePrintJobs, usePrintPluginState, type PrintJobsView } from './live';
export { getPluginState, subscribePluginState, type PluginState } from './plugin-state';

export const RETRY_EVERY_MS = 10_000;
const LOCK_NAME = 'lading-print-queue';

/** The part of navigator.locks used here: one send pass at a time across the tabs of this origin. */
export interface PrintLocks {
  request<T>(name: string, callback: (lock: unknown) => Promise<T>): Promise<T>;
}

export interface PrintQueueOptions {
  /** the plugin (probed again when `fresh`), null when none answers */
  loadPlugin(fresh: boolean): Promise<PrintPlugin | null>;
  now(): number;
  /** navigator.locks by default; null = within this tab only */
  locks: PrintLocks | null;
}

const defaults = (): PrintQueueOptions => ({
  loadPlugin: (fresh) => loadPrintPlugin({ retry: fresh }),
  now: () => Date.now(),
  locks: typeof navigator !== 'undefined' && navigator.locks ? (navigator.locks as unknown as PrintLocks) : null,
});

let options = defaults();
/** this tab's name on the jobs it claims */
const sender = store.newId();
let plugin: PrintPlugin | null | undefined;
let running: Promise<void> | null = null;
let again = false;

/** For tests: the plugin, clock and lock this module uses (missing ones are the browser's). */
export function configurePrintQueue(next: Partial<PrintQueueOptions>): void {
  options = { ...defaults(), ...next };
  plugin = undefined;
  setPluginState('unknown');
}

/** The plugin this tab knows; asked again when it was absent last time or when a send failed on it. */
async function currentPlugin(fresh: boolean): Promise<PrintPlugin | null> {
  if (plugin && !fresh) return plugin;
  plugin = await options.loadPlugin(fresh || plugin === null);
  setPluginState(plugin ? 'present' : 'absent');
  return plugin;
}

let memoryTail: Promise<unknown> = Promise.resolve();

function withLock<T>(callback: () => Promise<T>): Promise<T> {
  if (options.locks) return options.locks.request(LOCK_NAME, () => callback());
  const next = memoryTail.then(callback, callback);
  memoryTail = next.catch(() => undefined);
  return next;
}

async function pass(): Promise<void> {
  const scope = lookupScope();
  if (!scope || !localDb()) return;
  await withLock(() => sendPass({ scope, sender, now: () => options.now(), plugin: currentPlugin }));
}

/**
 * Sends the queued jobs now (one pass at a time in this tab; a request during a pass runs one more pass after it).
 * Never throws: a broken database leaves the jobs where they are for the next try.
 */
export function drainPrintQueue(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    try {
      do {
        again = false;
        await pass().catch((e: unknown) => console.warn('[print-queue] send pass failed', e));
      } while (again);
    } finally {
      running = null;
    }
  })();
  return running;
}

export class PrintQueueError extends Error {
  constructor(readonly reason: 'signedOut' | 'unavailable') {
    super(`print queue ${reason}`);
  }
}

/** Stores the job and sends it if the plugin answers; answers the job as it stands after that first try. */
export async function requestPrint(job: store.NewPrintJob): Promise<PrintJobRow> {
  const scope = lookupScope();
  if (!scope) throw new PrintQueueError('signedOut');
  if (!localDb()) throw new PrintQueueError('unavailable');
  const row = await store.addJob(scope, job, options.now());
  await drainPrintQueue();
  return (await store.getJob(row.id)) ?? row;
}

/** The user's reprint: a new job with the same pages, sent like any other. */
export async function reprintJob(id: string): Promise<PrintJobRow | null> {
  const scope = lookupScope();
  const source = await store.getJob(id);
  if (!scope || !source || source.scope !== scope) return null;
  const pages = await store.jobPages(id);
  const row = await store.addJob(scope, { kind: source.kind, title: source.title, paper: source.paper, pages }, options.now(), source.reprintOf ?? source.id);
  await drainPrintQueue();
  return (await store.getJob(row.id)) ?? row;
}

/** A failed job back in the queue, then a send (the plugin probed again). */
export async function retryJob(id: string): Promise<void> {
  await store.requeue(id);
  await retryNow();
}

/** The panel's 'retry now': ask for the plugin again and send what waits. */
export async function retryNow(): Promise<void> {
  if (plugin) plugin = null;
  await drainPrintQueue();
}

export function removePrintJob(id: string): Promise<boolean> {
  return store.removeJob(id);
}

/**
 * The retry loop, for the app's lifetime: a pass now, every RETRY_EVERY_MS while the page is visible, and when it
 * becomes visible or the network returns. Printed jobs older than a few days are removed on start.
 */
export function startPrintQueue(): () => void {
  const tick = () => {
    if (document.visibilityState === 'visible') void drainPrintQueue();
  };
  const timer = setInterval(tick, RETRY_EVERY_MS);
  document.addEventListener('visibilitychange', tick);
  window.addEventListener('online', tick);
  const scope = lookupScope();
  if (scope && localDb()) void store.prunePrinted(scope, options.now()).catch(() => undefined);
  tick();
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', tick);
    window.removeEventListener('online', tick);
  };
}
