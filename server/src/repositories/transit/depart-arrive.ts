/**
 * What a departure and an arrival do to orders and stock (issue 18, README "What a departure and an arrival do"),
 * inside the load transition's transaction: order actions through OrderActionsRepository on the same transaction
 * (a savepoint each, so any refusal rolls everything back), stock through the warehouse's documents only.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { OrderAction, OrderActionData } from '../../../../src/domain/order-lifecycle';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../../src/domain/order-status';
import type { MessageParams, ServerMessageKey } from '../../../../src/domain/server-messages';
import { departureSplit, reconcileArrival, type CartonRef } from '../../../../src/domain/transit/reconcile';
import { arrivalIsFinal, type Site, type SiteType } from '../../../../src/domain/transit/routing';
import type { Db } from '../../db/client';
import { orderTransit, resources, storageLocations, transitDiscrepancies, transitLoadCartons, transitLoadEvents, transitLoadOrders, transitLoadScans } from '../../db/schema';
import { ActionRefused } from '../order-action-request';
import { openArrivalRecords, rejectVoidedRecords } from '../abnormal/transit-link';
import { OrderActionsRepository } from '../order-actions';
import { WarehouseDocumentsRepository } from '../warehouse/documents';
import { shipOrderStock } from '../warehouse/order-stock';
import { refused, routingRules, type LoadRow, type TransitActor, type Tx } from './context';
import { transitOrders, type TransitOrder } from './carton-facts';
import { releaseOrders } from './load-writes';
import type { ActionInput } from './transitions';

const siteOf = (type: string, id: number): Site => ({ type: type as SiteType, id });
const statusText = (status: string, lang: 'zh' | 'en') => ORDER_STATUS_LABELS[status as OrderStatus]?.[lang] ?? status;

/** One order action on the load's transaction; a refusal becomes `key` naming the order and its status now. */
async function orderAction<A extends OrderAction>(tx: Tx, actor: TransitActor, f: TransitOrder, action: A, data: Record<string, unknown>, at: Date, key: ServerMessageKey) {
  try {
    await new OrderActionsRepository(tx as unknown as Db).apply(
      {
        scope: { kind: 'company', companyId: actor.companyId },
        key: { id: f.order.id },
        action,
        data: data as OrderActionData<A>,
        actor: { userId: actor.userId, companyId: actor.companyId, name: actor.name, role: 'servicer' },
        occurredAt: at,
        via: 'transit',
      },
      actor.lang,
    );
  } catch (error) {
    if (!(error instanceof ActionRefused)) throw error;
    const params: MessageParams = { no: f.order.orderNo, status: (error.params.status as string) ?? statusText(f.order.status, actor.lang) };
    throw refused(key, params);
  }
}

/** the load's last event of an action (what a cancel undoes) */
async function lastEvent(tx: Tx, loadId: number, action: string) {
  const [e] = await tx
    .select()
    .from(transitLoadEvents)
    .where(and(eq(transitLoadEvents.loadId, loadId), eq(transitLoadEvents.action, action)))
    .orderBy(desc(transitLoadEvents.id))
    .limit(1);
  return e?.data ?? {};
}

async function loadOrders(tx: Tx, actor: TransitActor, load: LoadRow) {
  const rows = await tx.select().from(transitLoadOrders).where(eq(transitLoadOrders.loadId, load.id));
  return transitOrders(tx, actor.companyId, { ids: rows.map((r) => r.orderId) });
}

export async function depart(tx: Tx, actor: TransitActor, load: LoadRow, input: ActionInput): Promise<Record<string, unknown>> {
  const lang = actor.lang;
  const at = input.occurredAt;
  const facts = await loadOrders(tx, actor, load);
  const scans = await tx
    .select({ packageNo: transitLoadScans.packageNo })
    .from(transitLoadScans)
    .where(and(eq(transitLoadScans.loadId, load.id), eq(transitLoadScans.phase, 'load'), eq(transitLoadScans.round, load.round), eq(transitLoadScans.accepted, true)));
  const loaded = new Set(scans.map((s) => s.packageNo));
  const all: CartonRef[] = [...facts.values()].flatMap((f) => f.cartons.map((c) => ({ packageNo: c.packageNo, orderId: f.order.id })));
  const split = departureSplit(all, loaded);
  if (split.leftBehind.length && !input.allowPartial) {
    const nos = [...new Set(split.leftBehind.map((d) => facts.get(d.orderId)!.order.orderNo))];
    throw refused('tsPartlyLoaded', { orders: nos.join('、') }, 'allow_partial');
  }
  // planned orders with nothing loaded leave the load and wait again
  await releaseOrders(tx, actor.companyId, load.id, split.unplannedOrders);
  const unplanned = new Set(split.unplannedOrders);
  const departing = [...facts.values()].filter((f) => !unplanned.has(f.order.id)).sort((a, b) => a.order.id - b.order.id);
  const [driver] = load.driverResourceId ? await tx.select({ name: resources.name }).from(resources).where(eq(resources.id, load.driverResourceId)) : [];
  const trip = { load_no: load.loadNo, vehicle_no: load.vehiclePlate, driver_name: driver?.name ?? '' };
  const from = siteOf(load.fromSiteType, load.fromSiteId);
  const done: { id: number; no: string; actions: OrderAction[] }[] = [];
  for (const f of departing) {
    const status = f.order.status;
    const actions: OrderAction[] = status === 'IN_WAREHOUSE' ? ['warehouse_out', 'depart'] : status === 'OUT_WAREHOUSE' ? ['depart'] : status === 'IN_TRANSIT' ? ['transit_depart'] : [];
    if (!actions.length) throw refused('tsDepartOrderRefused', { no: f.order.orderNo, status: statusText(status, lang) });
    for (const a of actions) {
      const data = a === 'warehouse_out' ? { memo: load.loadNo } : a === 'depart' ? { ...trip, memo: load.loadNo } : { ...trip, memo: '' };
      await orderAction(tx, actor, f, a, data, at, 'tsDepartOrderRefused');
    }
    // from a warehouse, a later leg ships what the ledger holds there the same way warehouse_out does
    if (status === 'IN_TRANSIT' && from.type === 'warehouse') {
      try {
        await shipOrderStock(tx, f.order, { userId: actor.userId, name: actor.name }, at, lang);
      } catch (error) {
        if (error instanceof ActionRefused) throw refused('tsDepartOrderRefused', { no: f.order.orderNo, status: statusText(status, lang) });
        throw error;
      }
    }
    done.push({ id: f.order.id, no: f.order.orderNo, actions });
  }
  // the manifest: what departed, frozen with each carton's weight and volume
  const manifest = departing.flatMap((f) => f.cartons.filter((c) => loaded.has(c.packageNo)));
  if (manifest.length)
    await tx.insert(transitLoadCartons).values(manifest.map((c) => ({ companyId: actor.companyId, loadId: load.id, packageNo: c.packageNo, orderId: c.orderId, productId: c.productId, weightG: c.weight_g, volumeCm3: c.volume_cm3 })));
  const productOf = new Map([...facts.values()].flatMap((f) => f.cartons.map((c) => [c.packageNo, c.productId] as const)));
  if (split.leftBehind.length)
    await tx
      .insert(transitDiscrepancies)
      .values(split.leftBehind.map((d) => ({ companyId: actor.companyId, loadId: load.id, kind: d.kind, packageNo: d.packageNo, orderId: d.orderId, productId: productOf.get(d.packageNo) ?? null })));
  return { orders: done, unplanned: split.unplannedOrders.map((id) => facts.get(id)!.order.orderNo), manifest: manifest.length, left_behind: split.leftBehind.length, ...trip };
}

export async function cancelDeparture(tx: Tx, actor: TransitActor, load: LoadRow, input: ActionInput): Promise<Record<string, unknown>> {
  const departed = ((await lastEvent(tx, load.id, 'depart')).orders ?? []) as { id: number; no: string; actions: OrderAction[] }[];
  const facts = await transitOrders(tx, actor.companyId, { ids: departed.map((d) => d.id) });
  const undone: string[] = [];
  for (const d of departed) {
    const f = facts.get(d.id);
    // a later leg's transit_depart changed no status: the order simply waits again at the from-site
    if (!f || !d.actions.includes('depart')) continue;
    await orderAction(tx, actor, f, 'cancel_depart', { load_no: load.loadNo, reason: input.reason }, input.occurredAt, 'tsCancelDepartRefused');
    undone.push(d.no);
  }
  // the manifest is no longer frozen; the stock that left stays in TRANSIT (README)
  await tx.delete(transitLoadCartons).where(eq(transitLoadCartons.loadId, load.id));
  await voidDiscrepancies(tx, load.id, ['left_behind']);
  return { orders: undone };
}

export async function arrive(tx: Tx, actor: TransitActor, load: LoadRow, input: ActionInput): Promise<Record<string, unknown>> {
  const at = input.occurredAt;
  const to = siteOf(load.toSiteType, load.toSiteId);
  let location: number | null = null;
  if (input.receivingLocationId) {
    const [loc] =
      to.type === 'warehouse'
        ? await tx
            .select({ id: storageLocations.id })
            .from(storageLocations)
            .where(and(eq(storageLocations.id, input.receivingLocationId), eq(storageLocations.warehouseId, to.id), eq(storageLocations.companyId, actor.companyId)))
        : [];
    if (!loc) throw refused('tsLocationInvalid', {}, 'receiving_location_id');
    location = loc.id;
  }
  const manifest = await tx.select().from(transitLoadCartons).where(eq(transitLoadCartons.loadId, load.id));
  const unloadedScans = await tx
    .select({ packageNo: transitLoadScans.packageNo, orderId: transitLoadScans.orderId })
    .from(transitLoadScans)
    .where(and(eq(transitLoadScans.loadId, load.id), eq(transitLoadScans.phase, 'unload'), eq(transitLoadScans.accepted, true)));
  const unloaded = unloadedScans.map((s) => ({ packageNo: s.packageNo, orderId: s.orderId ?? 0 }));
  const discrepancies = reconcileArrival(
    manifest.map((m) => ({ packageNo: m.packageNo, orderId: m.orderId })),
    unloaded,
  );
  const orderIds = [...new Set(manifest.map((m) => m.orderId))].sort((a, b) => a - b);
  const overOrders = unloaded.filter((u) => u.orderId).map((u) => u.orderId);
  const facts = await transitOrders(tx, actor.companyId, { ids: [...orderIds, ...overOrders] });
  const productOf = new Map<string, number>(manifest.filter((m) => m.productId).map((m) => [m.packageNo, m.productId!]));
  for (const f of facts.values()) for (const c of f.cartons) if (!productOf.has(c.packageNo)) productOf.set(c.packageNo, c.productId);
  const rules = await routingRules(tx, actor.companyId);
  const done: { id: number; no: string; action: OrderAction }[] = [];
  for (const id of orderIds) {
    const f = facts.get(id);
    if (!f) continue;
    const action: OrderAction = arrivalIsFinal(f.route, to, rules) ? 'arrive' : 'transit_arrive';
    await orderAction(tx, actor, f, action, action === 'arrive' ? { memo: load.loadNo, load_no: load.loadNo } : { load_no: load.loadNo, memo: '' }, at, 'tsArriveOrderRefused');
    done.push({ id, no: f.order.orderNo, action });
  }
  if (orderIds.length)
    await tx
      .update(orderTransit)
      .set({ currentSiteType: to.type, currentSiteId: to.id, onLoadId: null, updatedAt: new Date() })
      .where(and(eq(orderTransit.companyId, actor.companyId), inArray(orderTransit.orderId, orderIds)));
  const ids = discrepancies.length
    ? await tx
        .insert(transitDiscrepancies)
        .values(discrepancies.map((d) => ({ companyId: actor.companyId, loadId: load.id, kind: d.kind, packageNo: d.packageNo, orderId: d.orderId || null, productId: productOf.get(d.packageNo) ?? null })))
        .returning({ id: transitDiscrepancies.id })
    : [];
  // each short or over carton of an order opens an abnormal record (issue 19), in this transaction
  await openArrivalRecords(tx, actor, load, ids.map((d) => d.id), at);
  // the unloaded cartons enter the warehouse's stock: an inbound of source transit (TRANSIT → the location), received now
  let inbound: number | null = null;
  if (location !== null) {
    const lines = unloaded
      .filter((u) => productOf.has(u.packageNo))
      .map((u) => ({ product_id: productOf.get(u.packageNo)!, package_no: u.packageNo, owner_id: facts.get(u.orderId)?.order.consignorResourceId ?? 0, quantity: 1, memo: '' }));
    if (lines.length) inbound = await receiveInbound(tx, actor, to.id, location, lines, load.loadNo, at);
  }
  return { orders: done, discrepancies: ids.map((d) => d.id), inbound_doc_id: inbound };
}

async function receiveInbound(tx: Tx, actor: TransitActor, warehouseId: number, locationId: number, lines: { product_id: number; package_no: string; owner_id: number; quantity: number; memo: string }[], loadNo: string, at: Date) {
  const repo = new WarehouseDocumentsRepository(tx as unknown as Db);
  const none = { lines: [], found: [], reason: '' };
  const id = await repo.create(
    actor,
    { kind: 'inbound', warehouse_id: warehouseId, owner_id: 0, location_id: locationId, source: 'transit', reason: '', ship_to: 'CUSTOMER', memo: loadNo, lines },
    at,
    tx,
  );
  await repo.transition(actor, id, 'confirm', none, at, tx);
  const docLines = await repo.linesOf(tx, id);
  await repo.transition(actor, id, 'receive', { ...none, lines: docLines.map((l) => ({ line_id: l.id, quantity: l.expected, damaged: 0 })) }, at, tx);
  return id;
}

export async function cancelArrival(tx: Tx, actor: TransitActor, load: LoadRow, input: ActionInput): Promise<Record<string, unknown>> {
  const last = await lastEvent(tx, load.id, 'arrive');
  const arrived = (last.orders ?? []) as { id: number; no: string; action: OrderAction }[];
  const facts = await transitOrders(tx, actor.companyId, { ids: arrived.map((a) => a.id) });
  const undone: string[] = [];
  for (const a of arrived) {
    const f = facts.get(a.id);
    if (!f || a.action !== 'arrive') continue;
    await orderAction(tx, actor, f, 'cancel_arrive', { load_no: load.loadNo, reason: input.reason }, input.occurredAt, 'tsCancelArriveRefused');
    undone.push(a.no);
  }
  const from = siteOf(load.fromSiteType, load.fromSiteId);
  if (arrived.length)
    await tx
      .update(orderTransit)
      .set({ currentSiteType: from.type, currentSiteId: from.id, onLoadId: load.id, updatedAt: new Date() })
      .where(
        and(
          eq(orderTransit.companyId, actor.companyId),
          inArray(
            orderTransit.orderId,
            arrived.map((a) => a.id),
          ),
        ),
      );
  await voidDiscrepancies(tx, load.id, ['short', 'over']);
  await rejectVoidedRecords(tx, actor, load.id, input.reason);
  // the stock received at the destination goes back out of it (the inbound's cancel writes the reversing moves)
  const inbound = typeof last.inbound_doc_id === 'number' ? last.inbound_doc_id : null;
  if (inbound) await new WarehouseDocumentsRepository(tx as unknown as Db).transition(actor, inbound, 'cancel', { lines: [], found: [], reason: input.reason }, input.occurredAt, tx);
  return { orders: undone, inbound_doc_id: inbound };
}

/** a cancelled transition's discrepancies: kept (audit), marked voided, counted and listed no more */
async function voidDiscrepancies(tx: Tx, loadId: number, kinds: string[]) {
  await tx
    .update(transitDiscrepancies)
    .set({ voided: true, updatedAt: new Date() })
    .where(and(eq(transitDiscrepancies.loadId, loadId), eq(transitDiscrepancies.voided, false), inArray(transitDiscrepancies.kind, kinds)));
}
