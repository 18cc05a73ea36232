/**
 * The downloaded field orders in the local database (fieldOrders, scoped to the signed-in user): what a card or
 * a scan is confirmed from with no network, and the localStatus a queued action gives a card until it is sent.
 */
import type { OrderStatus } from '@/domain/order-status';
import { localDb, type FieldOrderRow } from '@/lib/db';
import type { FieldOrderData } from '../api/download-field-orders';

export interface FieldOrder extends FieldOrderRow {
  data: FieldOrderData;
}

const idOf = (scope: string, orderNo: string) => `${scope}|${orderNo}`;
export const entityOf = (orderNo: string) => `order:${orderNo}`;

export async function readFieldOrders(scope: string): Promise<FieldOrder[]> {
  const db = localDb();
  if (!db) return [];
  return (await db.fieldOrders.where('scope').equals(scope).toArray()) as FieldOrder[];
}

export async function readFieldOrder(scope: string, orderNo: string): Promise<FieldOrder | null> {
  const db = localDb();
  if (!db) return null;
  return ((await db.fieldOrders.get(idOf(scope, orderNo))) as FieldOrder | undefined) ?? null;
}

/** Order numbers with an outbox entry still to send (pending, sending or failed). */
async function unsentEntities(scope: string): Promise<Set<string>> {
  const db = localDb();
  if (!db) return new Set();
  const rows = await db.outbox.where('scope').equals(scope).toArray();
  return new Set(rows.filter((r) => r.kind === 'order.action').map((r) => r.entity));
}

/**
 * Stores a download of `statuses`: each order's server status replaces the stored one; a localStatus stays while
 * its action is still unsent; orders of those statuses no longer in the answer (re-assigned, done elsewhere)
 * are dropped unless something is queued for them.
 */
export async function storeDownload(scope: string, statuses: readonly OrderStatus[], list: readonly FieldOrderData[], now = Date.now()): Promise<void> {
  const db = localDb();
  if (!db) return;
  await db.transaction('rw', db.fieldOrders, db.outbox, async () => {
    const unsent = await unsentEntities(scope);
    const existing = await db.fieldOrders.where('scope').equals(scope).toArray();
    const byNo = new Map(existing.map((r) => [r.orderNo, r]));
    const answered = new Set(list.map((o) => o.order_no));
    const stale = existing.filter((r) => !answered.has(r.orderNo) && statuses.includes(r.status as OrderStatus) && !unsent.has(entityOf(r.orderNo)));
    await db.fieldOrders.bulkDelete(stale.map((r) => r.id));
    await db.fieldOrders.bulkPut(
      list.map((o) => {
        const keepLocal = unsent.has(entityOf(o.order_no)) ? (byNo.get(o.order_no)?.localStatus ?? null) : null;
        const appointAt = o.appoint_at ?? (byNo.get(o.order_no)?.data as FieldOrderData | undefined)?.appoint_at ?? null;
        return { id: idOf(scope, o.order_no), scope, orderNo: o.order_no, status: o.status, localStatus: keepLocal, data: { ...o, appoint_at: appointAt }, fetchedAt: now };
      }),
    );
  });
}

/** Adds one looked-up order (a scan of a number that was not downloaded). */
export async function storeOne(scope: string, order: FieldOrderData, now = Date.now()): Promise<FieldOrder> {
  const row: FieldOrder = { id: idOf(scope, order.order_no), scope, orderNo: order.order_no, status: order.status, localStatus: null, data: order, fetchedAt: now };
  await localDb()?.fieldOrders.put(row);
  return row;
}

/** A queued action's effect on the card (and, for an appointment, its time). */
export async function setLocalStatus(scope: string, orderNo: string, localStatus: string | null, patch?: Partial<FieldOrderData>): Promise<void> {
  const db = localDb();
  if (!db) return;
  // each read-modify-write in its own transaction: a sent report racing the dialog's own update must not
  // write back a copy read before it
  await db.transaction('rw', db.fieldOrders, async () => {
    const row = await db.fieldOrders.get(idOf(scope, orderNo));
    if (!row) return;
    await db.fieldOrders.put({ ...row, localStatus, data: patch ? { ...(row.data as FieldOrderData), ...patch } : row.data });
  });
}

/** The server applied an action: its answer's status is the card's status now, nothing local left unless more is queued. */
export async function markApplied(scope: string, orderNo: string, status: string | null): Promise<void> {
  const db = localDb();
  if (!db) return;
  await db.transaction('rw', db.fieldOrders, db.outbox, async () => {
    const stillQueued = (await unsentEntities(scope)).has(entityOf(orderNo));
    const row = await db.fieldOrders.get(idOf(scope, orderNo));
    if (!row) return;
    const next = status ?? row.localStatus ?? row.status;
    await db.fieldOrders.put({ ...row, status: next, localStatus: stillQueued ? row.localStatus : null });
  });
}

/** Failed (rejected) outbox entries of field orders: order no → the server's msg. */
export async function rejectedOrders(scope: string): Promise<Map<string, string>> {
  const db = localDb();
  if (!db) return new Map();
  const rows = await db.outbox.where('[scope+status]').equals([scope, 'failed']).toArray();
  const out = new Map<string, string>();
  for (const r of rows) if (r.kind === 'order.action' && r.entity.startsWith('order:')) out.set(r.entity.slice(6), r.lastError?.msg ?? '');
  return out;
}

/**
 * A card whose action was rejected goes back to its server status (the failed entry stays in the sync centre to
 * edit or discard); a card whose entry is gone (sent by another tab) takes its local status as the server's.
 */
export async function reconcile(scope: string): Promise<Map<string, string>> {
  const db = localDb();
  if (!db) return new Map();
  // the outbox is read in the same transaction: an entry stored (and its card marked) meanwhile is never
  // mistaken for one already sent
  return db.transaction('rw', db.fieldOrders, db.outbox, async () => {
    const rejected = await rejectedOrders(scope);
    const unsent = await unsentEntities(scope);
    const rows = await db.fieldOrders.where('scope').equals(scope).toArray();
    const changes = rows
      .filter((r) => r.localStatus !== null && (rejected.has(r.orderNo) || !unsent.has(entityOf(r.orderNo))))
      .map((r) => (rejected.has(r.orderNo) ? { ...r, localStatus: null } : { ...r, status: r.localStatus as string, localStatus: null }));
    if (changes.length > 0) await db.fieldOrders.bulkPut(changes);
    return rejected;
  });
}
