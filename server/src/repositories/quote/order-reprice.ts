/**
 * Re-pricing a set of orders after a card change (issue 20, README 'Where fees are computed and stored'): the preview
 * prices the chosen orders a card change reaches (reprice-reach.ts; orders named one by one: every one) with today's
 * cards and lists old → new totals, storing only which orders it chose; apply prices those orders again at that
 * moment (an order changed since is priced at its new facts, never from the preview's figures) and writes their
 * lines once — a second apply of the same preview is refused.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { RepriceApplyDto, RepricePreviewDto, repriceFilter } from '../../../../src/domain/quote/api';
import { runsAlone, type Db } from '../../db/client';
import { upkeepSoon } from '../../db/upkeep';
import { orders, quoteRepricePreviews } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { loadCompanyCards } from './cards';
import { idIn, projectEstimates, readPricingBatch, writePrepared, type Reader } from './order-pricing';
import { addEstDeltas, chunksOf, estDeltaOf, type BatchResult, type EstDelta } from './pricing-batch';
import { PricingSession } from './pricing-pool';
import { cardsHash, keepable, keepPricing, KEEP_MS, pricingContext, takeKept, type KeptOrderPricing, type KeptPricing } from './reprice-kept';
import { chooseOrders, type ChosenOrder } from './reprice-reach';

type Filter = z.output<typeof repriceFilter>;
const PREVIEW_ROWS = 200;
const BATCH = 10_000;
const FIRST_BATCH = 2_000;
const chinaDayStart = (d: string) => new Date(`${d}T00:00:00+08:00`);

function filterWhere(f: Filter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  // one JSON parameter for any number of order numbers
  if (f.order_nos?.length) parts.push(sql`${orders.orderNo} in (select jsonb_array_elements_text(${JSON.stringify(f.order_nos)}::jsonb))`);
  if (f.consignor_id !== undefined) parts.push(eq(orders.consignorResourceId, f.consignor_id));
  if (f.date_from) parts.push(gte(orders.createdAt, chinaDayStart(f.date_from)));
  if (f.date_to) parts.push(lt(orders.createdAt, new Date(chinaDayStart(f.date_to).getTime() + 86_400_000)));
  if (f.statuses?.length) parts.push(inArray(orders.status, f.statuses));
  return and(...parts);
}

interface Diff {
  orderId: number;
  old: { INCOME: number; OUTLAY: number };
  now: { INCOME: number; OUTLAY: number };
}

/** the batch's orders now beside their stored totals (read with them) */
const diffsOf = (r: BatchResult): Diff[] =>
  r.totals.map(([orderId, , income, outlay, oldIncome, oldOutlay]) => ({ orderId, old: { INCOME: oldIncome, OUTLAY: oldOutlay }, now: { INCOME: income, OUTLAY: outlay } }));

const changedOf = (d: Diff) => d.old.INCOME !== d.now.INCOME || d.old.OUTLAY !== d.now.OUTLAY;
const deltaOf = (ds: readonly Diff[]) => ds.reduce((s, d) => ({ INCOME: s.INCOME + d.now.INCOME - d.old.INCOME, OUTLAY: s.OUTLAY + d.now.OUTLAY - d.old.OUTLAY }), { INCOME: 0, OUTLAY: 0 });

/** the chosen orders to price: every one when named one by one (a refresh), else those a card change reaches (reprice-reach.ts) */
async function toPrice(db: Reader, companyId: number, where: SQL | undefined, every: boolean): Promise<{ chosen: number[]; due: ChosenOrder[] }> {
  // the choice reads every chosen order with its pricing row and sorts them: more than the 4 MB a statement may sort in
  // memory by default (100 000 orders: 29 MB and 13 MB sorted through temporary files) — for its own transaction only
  const chosen = await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('work_mem', '64MB', true)`);
    return chooseOrders(tx, companyId, where, every);
  });
  return { chosen: chosen.map((c) => c.id), due: chosen.filter((c) => every || c.reached) };
}

/**
 * Read, price and hand on the orders a batch at a time (a first pricing of 100 000 orders held every order's facts and
 * lines at once, and the collector's time grew faster than the orders), pipelined over two threads: while the pricing
 * worker (pricing-pool.ts) prices one batch, this thread hands on the batch before (an apply writes it) and reads the
 * next. The database is only ever asked one thing at a time; `each` is called in the batches' order.
 */
async function inBatches(
  db: Reader,
  companyId: number,
  due: readonly ChosenOrder[],
  session: PricingSession,
  { write = false, project = false, keep = false }: { write?: boolean; project?: boolean; keep?: boolean },
  each: (r: BatchResult) => Promise<void>,
): Promise<void> {
  let before: Promise<BatchResult> | null = null;
  // the first batch small: nothing is written beside its pricing, so the sooner the pipeline is full the better
  for (let i = 0, size = Math.min(FIRST_BATCH, BATCH); i < due.length; i += size, size = BATCH) {
    const batch = due.slice(i, i + size);
    // each order's facts hash as the choice of orders computed it (`seen`: checked:lines:facts:store), not again
    // (the hash of 100 000 orders' rows was ~1 s of each of the two statements)
    const data = await readPricingBatch(db, companyId, idIn(orders.id, batch.map((c) => c.id)), { keepText: true, factsHash: false });
    data.factsHashes = batch.map((c) => [c.id, c.seen?.split(':')[2] ?? '']);
    // each order's stored totals and lines hash as the choice of orders read them (compared where it is priced)
    data.stored = batch.flatMap((c) => (c.stored ? [[c.id, ...c.stored] as const] : []));
    data.project = project;
    data.keep = keep;
    const job = session.price(data, write || keep);
    // a batch that fails is seen where it is awaited, after the batch before is handed on; until then its rejection
    // must not count as unhandled (that would end the process)
    job.catch(() => undefined);
    if (before) await each(await before);
    before = job;
  }
  if (before) await each(await before);
}

/** what the last apply of this process priced again and what it took from its preview as it was (tests, the bench) */
export const lastApply = { priced: 0, kept: 0 };

/**
 * Price the filter's orders with the company's cards now; store which orders were chosen, and keep their pricing in
 * this process for the apply (reprice-kept.ts).
 */
export async function repricePreview(db: Db, companyId: number, userId: number, f: Filter): Promise<RepricePreviewDto> {
  const every = (f.order_nos?.length ?? 0) > 0;
  // what the pricing reads beyond the orders, before the orders are read: a change after it is seen by the apply
  const context = await pricingContext(db, companyId);
  const { chosen, due } = await toPrice(db, companyId, filterWhere(f), every);
  const cards = await loadCompanyCards(db, companyId);
  const session = new PricingSession(cards, due.length > BATCH);
  const ds: Diff[] = [];
  const noOf = new Map<number, string>();
  const keep: KeptPricing | null = keepable(due.length) ? { companyId, context, cards: cardsHash(cards), expires: Date.now() + KEEP_MS, orders: new Map(), parts: new Map() } : null;
  const seenOf = new Map(due.map((c) => [c.id, c.seen]));
  try {
    await inBatches(db, companyId, due, session, { keep: !!keep }, async (r) => {
      ds.push(...diffsOf(r));
      for (const [id, no] of r.totals) noOf.set(id, no);
      if (!keep || !r.kept) return;
      const totalsOf = new Map(r.totals.map((t) => [t[0], t]));
      for (const [key, json] of r.kept.parts) keep.parts.set(key, json);
      for (const [id, facts, storeId, write] of r.kept.orders) {
        const seen = seenOf.get(id);
        const t = totalsOf.get(id);
        if (!seen || !t) continue;
        // when it was last priced and its lines hash as the choice saw them; its facts and store as they were priced
        const [checked, hash] = seen.split(':');
        keep.orders.set(id, { stamp: `${checked}:${hash}:${facts}:${storeId}`, storeId, income: t[2], outlay: t[3], write });
      }
    });
  } finally {
    session.close();
  }
  const changed = ds.filter(changedOf);
  const id = randomUUID();
  await db.insert(quoteRepricePreviews).values({ id, companyId, createdBy: userId, orderIds: chosen, everyOrder: every, changed: changed.length });
  if (keep) keepPricing(id, keep);
  return {
    preview_id: id,
    orders: chosen.length,
    changed: changed.length,
    delta: deltaOf(ds),
    rows: changed.slice(0, PREVIEW_ROWS).map((d) => ({ order_id: d.orderId, order_no: noOf.get(d.orderId) ?? '', old_income: d.old.INCOME, new_income: d.now.INCOME, old_outlay: d.old.OUTLAY, new_outlay: d.now.OUTLAY })),
  };
}

/** Apply a preview once: its orders priced again now and written; null when the preview is not the company's. */
export async function repriceApply(db: Db, companyId: number, previewId: string): Promise<RepriceApplyDto | null> {
  const applied = await db.transaction(async (tx) => {
    const [preview] = await tx
      .select()
      .from(quoteRepricePreviews)
      .where(and(eq(quoteRepricePreviews.id, previewId), eq(quoteRepricePreviews.companyId, companyId)))
      .for('update');
    if (!preview) return null;
    if (preview.appliedAt) throw new HttpError(400, 'qtPreviewApplied', {}, { field: 'preview_id' });
    const now = new Date();
    const kept = takeKept(preview.id, companyId);
    const context = kept ? await pricingContext(tx, companyId) : '';
    const { chosen, due } = preview.orderIds.length ? await toPrice(tx, companyId, idIn(orders.id, preview.orderIds), preview.everyOrder) : { chosen: [], due: [] };
    const cards = await loadCompanyCards(tx, companyId);
    // the preview's pricing of an order is still its pricing when nothing it was priced from changed (reprice-kept.ts)
    const usable = kept && kept.context === context && kept.cards === cardsHash(cards) ? kept : null;
    const reused: [ChosenOrder, KeptOrderPricing][] = [];
    const again: ChosenOrder[] = [];
    for (const c of due) {
      const k = usable?.orders.get(c.id);
      if (k && c.seen === k.stamp) reused.push([c, k]);
      else again.push(c);
    }
    lastApply.kept = reused.length;
    lastApply.priced = again.length;
    const session = new PricingSession(cards, again.length > BATCH);
    const ds: Diff[] = [];
    let written = 0;
    const sent = new Set<string>();
    // On a database that runs alone (the embedded one) the stored totals the choice of orders read stay true until
    // this transaction ends, so the apply writes the shop cost projection itself: the change of every order it
    // rewrites, summed per day, store and consignor and added once at the end (src/domain/quote/README.md 'The
    // projection written by the re-pricing'), while order_pricings' triggers leave its statements alone. On PostgreSQL
    // another transaction may re-price an order between that read and this write, and the triggers project each row.
    const project = due.length > 0 && runsAlone(db);
    const deltas = new Map<string, EstDelta>();
    if (project) await tx.execute(sql`select set_config('lading.est_by_writer', 'on', true)`);
    try {
      if (reused.length) {
        const rows = reused.flatMap(([, k]) => (k.write ? [{ row: k.write[0], partKeys: k.write[1] }] : []));
        const unchanged = reused.flatMap(([c, k]) => (k.write ? [] : [c.id]));
        written += await writePrepared(tx, companyId, { unchanged, chunks: chunksOf(rows, usable!.parts) }, now, sent);
        for (const [c, k] of reused) {
          ds.push({ orderId: c.id, old: { INCOME: Number(c.stored?.[0] ?? 0), OUTLAY: Number(c.stored?.[1] ?? 0) }, now: { INCOME: k.income, OUTLAY: k.outlay } });
          if (project && k.write) addEstDeltas(deltas, [estDeltaOf([k.write[4], k.storeId, k.write[5]], [k.income, k.write[2], k.outlay, k.write[3]], c.stored)]);
        }
      }
      await inBatches(tx, companyId, again, session, { write: true, project }, async (r) => {
        written += await writePrepared(tx, companyId, r.write!, now, sent);
        if (r.projection) addEstDeltas(deltas, r.projection);
        ds.push(...diffsOf(r));
      });
    } finally {
      session.close();
    }
    if (project) {
      await projectEstimates(tx, companyId, [...deltas.values()]);
      await tx.execute(sql`select set_config('lading.est_by_writer', '', true)`);
    }
    await tx.update(quoteRepricePreviews).set({ appliedAt: now }).where(eq(quoteRepricePreviews.id, preview.id));
    return { preview_id: preview.id, orders: chosen.length, changed: ds.filter(changedOf).length, written, delta: deltaOf(ds) };
  });
  // thousands of pricing rows rewritten: the embedded database's upkeep analyzes and vacuums them soon (db/upkeep.ts)
  if (applied && applied.written >= 1_000) upkeepSoon();
  return applied;
}
