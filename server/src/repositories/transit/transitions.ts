/**
 * A load's transitions (issue 18, loads.ts LOAD_TRANSITIONS): one transaction each, the load row locked and its
 * version compared and set, one load event, and every order transition and stock move it implies — or nothing.
 * What depart and arrive do to orders and stock is in depart-arrive.ts.
 */
import { and, count, eq } from 'drizzle-orm';
import { decideLoad, LOAD_TRANSITIONS, type LoadAction, type LoadStatus } from '../../../../src/domain/transit/loads';
import { LOAD_ACTION_LABELS, LOAD_STATUS_LABELS } from '../../../../src/domain/transit/messages';
import type { Db } from '../../db/client';
import { orderTransit, transitLoadOrders, transitLoadScans } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { appendEvent, lockLoad, refused, saveLoad, type TransitActor } from './context';
import { arrive, cancelArrival, cancelDeparture, depart } from './depart-arrive';
import { priceLoadOrders, releaseOrders } from './load-writes';

export interface ActionInput {
  reason: string;
  allowPartial: boolean;
  receivingLocationId?: number;
  occurredAt: Date;
}

export async function loadTransition(db: Db, actor: TransitActor, id: number, action: LoadAction, input: ActionInput): Promise<void> {
  await db.transaction(async (tx) => {
    const load = await lockLoad(tx, actor.companyId, id);
    if (!load) throw notFound();
    const [[loaded], [unloads]] = await Promise.all([
      tx
        .select({ n: count() })
        .from(transitLoadScans)
        .where(and(eq(transitLoadScans.loadId, id), eq(transitLoadScans.phase, 'load'), eq(transitLoadScans.round, load.round), eq(transitLoadScans.accepted, true))),
      tx.select({ n: count() }).from(transitLoadScans).where(and(eq(transitLoadScans.loadId, id), eq(transitLoadScans.phase, 'unload'))),
    ]);
    const lang = actor.lang;
    const decision = decideLoad(action, { status: load.status as LoadStatus, loadedCartons: loaded.n, unloadScans: unloads.n });
    if (!decision.ok) {
      if (decision.reason === 'nothingLoaded') throw refused('tsNothingLoaded', { no: load.loadNo });
      if (decision.reason === 'unloadingStarted') throw refused('tsUnloadingStarted', { no: load.loadNo });
      throw refused('tsActionNotAllowed', { no: load.loadNo, status: LOAD_STATUS_LABELS[load.status as LoadStatus]?.[lang] ?? load.status, action: LOAD_ACTION_LABELS[action][lang] });
    }
    if (LOAD_TRANSITIONS[action].reason && !input.reason) throw refused('tsReasonRequired', {}, 'reason');
    const at = input.occurredAt;
    let data: Record<string, unknown> = {};
    let patch: Parameters<typeof saveLoad>[2] = { status: decision.to };
    switch (action) {
      case 'start_loading':
      case 'close':
        if (action === 'close') patch.closedAt = at;
        break;
      case 'cancel': {
        // every order goes back to waiting where it is; the load's rows stay (its history)
        const [held] = await tx.select({ n: count() }).from(orderTransit).where(eq(orderTransit.onLoadId, id));
        await tx.update(orderTransit).set({ onLoadId: null, updatedAt: new Date() }).where(and(eq(orderTransit.companyId, actor.companyId), eq(orderTransit.onLoadId, id)));
        data = { released: held.n };
        break;
      }
      case 'cancel_loading': {
        // the round's scans no longer count; orders that joined by an unplanned scan leave with them
        const joined = await tx
          .select({ orderId: transitLoadOrders.orderId })
          .from(transitLoadOrders)
          .where(and(eq(transitLoadOrders.loadId, id), eq(transitLoadOrders.planned, false)));
        await releaseOrders(
          tx,
          actor.companyId,
          id,
          joined.map((j) => j.orderId),
        );
        patch = { ...patch, round: load.round + 1 };
        data = { round: load.round + 1, voided_scans: loaded.n, released: joined.length };
        break;
      }
      case 'depart': {
        data = await depart(tx, actor, load, input);
        patch = { ...patch, departedAt: at };
        break;
      }
      case 'cancel_departure': {
        data = await cancelDeparture(tx, actor, load, input);
        patch = { ...patch, departedAt: null };
        break;
      }
      case 'arrive': {
        data = await arrive(tx, actor, load, input);
        patch = { ...patch, arrivedAt: at };
        break;
      }
      case 'cancel_arrival': {
        data = await cancelArrival(tx, actor, load, input);
        patch = { ...patch, arrivedAt: null };
        break;
      }
    }
    await saveLoad(tx, load, patch);
    await appendEvent(tx, actor, load, { action, to: decision.to, reason: input.reason, occurredAt: at, data });
    // a cancelled load no longer names its orders' carrier, line or station (issue 20): priced again once it is saved
    if (action === 'cancel') await priceLoadOrders(tx, actor.companyId, id);
  });
}
