/**
 * The pricing worker (issue 20, src/domain/quote/README.md 'Re-pricing on two cores'): a worker thread that prices
 * batches of orders (pricing-batch.ts priceBatch) for pricing-pool.ts while the request's thread reads and writes the
 * embedded database. A run opens a session with the company's cards (compiled once here) and closes it when done.
 */
import { parentPort } from 'node:worker_threads';
import { compileCards, type CompiledCards } from '../../../../src/domain/quote/engine';
import type { RateCard } from '../../../../src/domain/quote/model';
import { priceBatch, type PricingBatchData } from './pricing-batch';
import { LineParts } from './stored-lines';

export type WorkerRequest =
  | { type: 'open'; session: number; cards: RateCard[] }
  | { type: 'close'; session: number }
  | { type: 'batch'; id: number; session: number; data: PricingBatchData; write: boolean | [number, string][] };

const sessions = new Map<number, { compiled: CompiledCards; parts: LineParts }>();

parentPort?.on('message', (m: WorkerRequest) => {
  if (m.type === 'open') sessions.set(m.session, { compiled: compileCards(m.cards), parts: new LineParts() });
  else if (m.type === 'close') sessions.delete(m.session);
  else {
    try {
      const s = sessions.get(m.session);
      if (!s) throw new Error(`pricing session ${m.session} is not open`);
      parentPort!.postMessage({ id: m.id, result: priceBatch(m.data, s.compiled, typeof m.write === 'boolean' ? m.write : new Map(m.write), s.parts) });
    } catch (e) {
      parentPort!.postMessage({ id: m.id, error: (e as Error).message ?? String(e) });
    }
  }
});
parentPort?.postMessage({ ready: true });
