/**
 * Batches of orders priced beside the database (issue 20, src/domain/quote/README.md 'Re-pricing on two cores'): one
 * pricing worker thread per process (pricing-worker.ts), started by the first run of several batches and kept
 * (unref'd: it never holds the process open). A session prices one run's batches with one company's cards there, in
 * the order they are handed; a batch handed before the worker is ready, or when it fails, is priced in this thread
 * with the same code — the answers are the same either way (pricing-batch.ts is pure), only where they are computed
 * differs. PRICING_WORKER=off prices every batch in this thread.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { compileCards, type CompiledCards } from '../../../../src/domain/quote/engine';
import type { RateCard } from '../../../../src/domain/quote/model';
import { priceBatch, type BatchResult, type PricingBatchData } from './pricing-batch';
import type { WorkerRequest } from './pricing-worker';
import { LineParts } from './stored-lines';

interface Pending {
  resolve: (r: BatchResult) => void;
  reject: (e: Error) => void;
}

let worker: Worker | null = null;
let ready = false;
/** the worker could not start here (no TypeScript loader): batches are priced in this thread from then on */
let unavailable = false;
const pending = new Map<number, Pending>();
let nextId = 1;
let nextSession = 1;

/**
 * The worker's start: it runs the TypeScript sources as the server does, so it registers tsx's loader itself before
 * it imports pricing-worker.ts (a worker's first module is loaded before the hooks of the loader flags it inherits)
 */
function workerSource(): string | null {
  try {
    const api = createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs');
    if (!existsSync(api)) return null;
    const entry = new URL('./pricing-worker.ts', import.meta.url).href;
    return `import(${JSON.stringify(pathToFileURL(api).href)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
  } catch {
    return null;
  }
}

function stop(w: Worker, error: Error) {
  if (worker !== w) return;
  worker = null;
  ready = false;
  for (const p of pending.values()) p.reject(error);
  pending.clear();
}

/** start the worker if it is not running (it says when it is ready; until then batches are priced here) */
export function startPricingWorker(): void {
  if (worker || unavailable || process.env.PRICING_WORKER === 'off') return;
  const source = workerSource();
  if (!source) {
    unavailable = true;
    return;
  }
  let w: Worker;
  try {
    w = new Worker(source, { eval: true, execArgv: [] });
  } catch {
    unavailable = true;
    return;
  }
  worker = w;
  w.on('message', (m: { ready?: true; id?: number; result?: BatchResult; error?: string }) => {
    if (m.ready) {
      if (worker === w) ready = true;
      return;
    }
    const p = pending.get(m.id ?? 0);
    if (!p) return;
    pending.delete(m.id ?? 0);
    // idle, it does not hold the process open; awaited, it does (else a script awaiting only it would end)
    if (pending.size === 0) w.unref();
    if (m.error !== undefined) p.reject(new Error(m.error));
    else p.resolve(m.result!);
  });
  w.on('error', (e: Error) => {
    // a worker that never became ready will not start next time either
    if (!ready) unavailable = true;
    stop(w, e);
  });
  w.on('exit', () => stop(w, new Error('pricing worker exited')));
  // after the listeners (a 'message' listener holds the worker's port open again)
  w.unref();
}

/** whether batches go to the worker now (tests and the bench say where a run was priced) */
export const pricingWorkerReady = () => worker !== null && ready;

/** the worker ready within `ms` (false: it could not start here) */
export async function pricingWorkerStarted(ms = 30_000): Promise<boolean> {
  startPricingWorker();
  const until = Date.now() + ms;
  while (!pricingWorkerReady() && worker && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  return pricingWorkerReady();
}

export class PricingSession {
  private readonly id = nextSession++;
  private opened: Worker | null = null;
  private compiled: CompiledCards | null = null;
  private readonly shared = new LineParts();
  /** batches priced in the worker and here (a test and the bench report where) */
  readonly counts = { worker: 0, here: 0 };

  /** `parallel`: a run of several batches, worth the worker (started now if it is not running) */
  constructor(
    private readonly cards: RateCard[],
    parallel: boolean,
  ) {
    if (parallel) startPricingWorker();
  }

  /**
   * Price a batch (to write: its write made ready too, priceBatch). A batch the worker fails is priced here; it rejects
   * only when this thread cannot price it either.
   */
  async price(data: PricingBatchData, write: boolean | ReadonlyMap<number, string> = false): Promise<BatchResult> {
    const w = worker;
    if (w && ready) {
      try {
        if (this.opened !== w) {
          w.postMessage({ type: 'open', session: this.id, cards: this.cards } satisfies WorkerRequest);
          this.opened = w;
        }
        const id = nextId++;
        const result = await new Promise<BatchResult>((resolve, reject) => {
          pending.set(id, { resolve, reject });
          w.ref();
          w.postMessage({ type: 'batch', id, session: this.id, data, write: typeof write === 'boolean' ? write : [...write] } satisfies WorkerRequest);
        });
        this.counts.worker++;
        return result;
      } catch {
        // priced here below
      }
    }
    this.compiled ??= compileCards(this.cards);
    this.counts.here++;
    return priceBatch(data, this.compiled, write, this.shared);
  }

  close(): void {
    if (this.opened && this.opened === worker) this.opened.postMessage({ type: 'close', session: this.id } satisfies WorkerRequest);
    this.opened = null;
  }
}
