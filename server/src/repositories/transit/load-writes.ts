/**
 * Writing a load's header and its planned orders (issue 18): create (planned, with orders), edit while planned or
 * loading, plan more orders, un-plan one none of whose cartons is loaded. Each write locks the load row, compares and
 * sets its version and appends one event; an order joins a load only while no other open load holds it (checked
 * under the lock of its order_transit row).
 */
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { createLoadBody, updateLoadBody } from '../../../../src/domain/transit/api';
import { loadNo, vehicleType, type LoadStatus, type LoadType } from '../../../../src/domain/transit/loads';
import { sameSite, siteKey, type Site } from '../../../../src/domain/transit/routing';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../../src/domain/order-status';
import type { Db } from '../../db/client';
import { orderTransit, resources, transitLoadOrders, transitLoads, transitLoadScans, transportLines } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { appendEvent, lockLoad, refused, saveLoad, type LoadRow, type TransitActor, type Tx } from './context';
import { lockOrderTransit, transitOrders } from './carton-facts';
import { checkSite, siteNames } from './sites';

type CreateBody = z.output<typeof createLoadBody>;
type UpdateBody = z.output<typeof updateLoadBody>;

const EDITABLE: readonly string[] = ['planned', 'loading'];

/** line, carrier and driver of the body are the company's (400 naming the field otherwise) */
async function checkRefs(tx: Tx, companyId: number, b: UpdateBody) {
  if (b.line_id) {
    const [line] = await tx.select({ id: transportLines.id }).from(transportLines).where(and(eq(transportLines.id, b.line_id), eq(transportLines.companyId, companyId)));
    if (!line) throw refused('tsLineInvalid', {}, 'line_id');
  }
  for (const [field, id, driver] of [
    ['carrier_resource_id', b.carrier_resource_id, false],
    ['driver_resource_id', b.driver_resource_id, true],
  ] as const) {
    if (!id) continue;
    const [r] = await tx
      .select({ id: resources.id, sub: resources.objectSubType })
      .from(resources)
      .where(and(eq(resources.id, id), eq(resources.companyId, companyId), eq(resources.objectType, 'transporter')));
    if (!r || (r.sub === 'T_SJ') !== driver) throw refused(driver ? 'tsDriverInvalid' : 'tsCarrierInvalid', {}, field);
  }
}

/** the vehicle's capacity: a stated one wins, else the vehicle type's */
function capacity(b: UpdateBody, current?: LoadRow) {
  const type = b.vehicle_type ? vehicleType(b.vehicle_type) : null;
  return {
    capacityWeightG: b.capacity_weight_g ?? type?.weight_g ?? current?.capacityWeightG ?? 0,
    capacityVolumeCm3: b.capacity_volume_cm3 ?? type?.volume_cm3 ?? current?.capacityVolumeCm3 ?? 0,
    capacityPieces: b.capacity_pieces ?? current?.capacityPieces ?? 0,
  };
}

/** PZ2611260001: the company's next number of the type and (China) day, taken under an advisory lock */
async function nextLoadNo(tx: Tx, companyId: number, type: LoadType, now: Date): Promise<string> {
  const prefix = loadNo(type, now, 0).slice(0, -4);
  await tx.execute(sql`select pg_advisory_xact_lock(${companyId}, hashtext(${prefix}))`);
  const [last] = await tx
    .select({ no: transitLoads.loadNo })
    .from(transitLoads)
    .where(and(eq(transitLoads.companyId, companyId), like(transitLoads.loadNo, `${prefix}%`)))
    .orderBy(sql`${transitLoads.loadNo} desc`)
    .limit(1);
  const seq = last ? Number(last.no.slice(prefix.length)) + 1 : 1;
  return loadNo(type, now, seq);
}

export async function createLoad(db: Db, actor: TransitActor, b: CreateBody): Promise<number> {
  return db.transaction(async (tx) => {
    const from = await checkSite(tx, actor.companyId, b.from_site, 'from_site');
    const to = await checkSite(tx, actor.companyId, b.to_site, 'to_site');
    if (sameSite(from, to)) throw refused('tsSameSite', {}, 'to_site');
    await checkRefs(tx, actor.companyId, b);
    const now = new Date();
    const [load] = await tx
      .insert(transitLoads)
      .values({
        companyId: actor.companyId,
        loadNo: await nextLoadNo(tx, actor.companyId, b.type, now),
        type: b.type,
        status: 'planned',
        fromSiteType: from.type,
        fromSiteId: from.id,
        toSiteType: to.type,
        toSiteId: to.id,
        lineId: b.line_id ?? null,
        carrierResourceId: b.carrier_resource_id ?? null,
        driverResourceId: b.driver_resource_id ?? null,
        vehiclePlate: b.vehicle_plate,
        vehicleType: b.vehicle_type ?? '',
        ...capacity(b),
        feeCents: b.fee_cents,
        allowUnplanned: b.allow_unplanned ?? true,
        trackingNo: b.tracking_no,
        memo: b.memo,
        plannedDepartureAt: new Date(b.planned_departure_at),
        createdBy: actor.userId,
        createdByName: actor.name,
      })
      .returning();
    await appendEvent(tx, actor, { ...load, status: '' as LoadStatus }, { action: 'create', to: 'planned' });
    if (b.order_ids.length) await planInTx(tx, actor, load, b.order_ids, true);
    return load.id;
  });
}

export async function updateLoad(db: Db, actor: TransitActor, id: number, b: UpdateBody): Promise<void> {
  await db.transaction(async (tx) => {
    const load = await lockLoad(tx, actor.companyId, id);
    if (!load) throw notFound();
    if (!EDITABLE.includes(load.status)) throw refused('tsLoadLocked', { no: load.loadNo });
    await checkRefs(tx, actor.companyId, b);
    const changed = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
    await saveLoad(tx, load, {
      ...(b.line_id !== undefined ? { lineId: b.line_id } : {}),
      ...(b.carrier_resource_id !== undefined ? { carrierResourceId: b.carrier_resource_id } : {}),
      ...(b.driver_resource_id !== undefined ? { driverResourceId: b.driver_resource_id } : {}),
      ...(b.vehicle_plate !== undefined ? { vehiclePlate: b.vehicle_plate } : {}),
      ...(b.vehicle_type !== undefined ? { vehicleType: b.vehicle_type } : {}),
      ...capacity(b, load),
      ...(b.fee_cents !== undefined ? { feeCents: b.fee_cents } : {}),
      ...(b.allow_unplanned !== undefined ? { allowUnplanned: b.allow_unplanned } : {}),
      ...(b.tracking_no !== undefined ? { trackingNo: b.tracking_no } : {}),
      ...(b.memo !== undefined ? { memo: b.memo } : {}),
      ...(b.planned_departure_at !== undefined ? { plannedDepartureAt: new Date(b.planned_departure_at) } : {}),
    });
    await appendEvent(tx, actor, load, { action: 'edit', data: { fields: changed } });
  });
}

export async function planOrders(db: Db, actor: TransitActor, id: number, orderIds: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    const load = await lockLoad(tx, actor.companyId, id);
    if (!load) throw notFound();
    if (!EDITABLE.includes(load.status)) throw refused('tsLoadLocked', { no: load.loadNo });
    const updated = await saveLoad(tx, load, {});
    await planInTx(tx, actor, { ...updated, status: load.status }, orderIds, true);
  });
}

/**
 * Puts orders on the load (the load row is locked by the caller): each is the company's, may travel, waits at the
 * load's from-site (when known) and is on no other open load. `planned` false: joined by an unplanned scan.
 */
export async function planInTx(tx: Tx, actor: TransitActor, load: LoadRow, orderIds: number[], planned: boolean): Promise<void> {
  const lang = actor.lang;
  const ids = [...new Set(orderIds)];
  const facts = await transitOrders(tx, actor.companyId, { ids });
  const missing = ids.find((i) => !facts.has(i));
  if (missing) throw refused('tsOrderInvalid', { id: missing }, 'order_ids');
  const locks = await lockOrderTransit(tx, actor.companyId, ids);
  const from: Site = { type: load.fromSiteType as Site['type'], id: load.fromSiteId };
  const otherLoads = [...new Set([...locks.values()].map((l) => l.onLoadId).filter((v): v is number => !!v && v !== load.id))];
  const others = otherLoads.length ? await tx.select({ id: transitLoads.id, no: transitLoads.loadNo }).from(transitLoads).where(inArray(transitLoads.id, otherLoads)) : [];
  for (const oid of ids) {
    const f = facts.get(oid)!;
    const no = f.order.orderNo;
    if (!f.loadable) throw refused('tsOrderNotLoadable', { no, status: ORDER_STATUS_LABELS[f.order.status as OrderStatus]?.[lang] ?? f.order.status }, 'order_ids');
    const on = locks.get(oid)?.onLoadId;
    if (on && on !== load.id) throw refused('tsOrderOnOtherLoad', { no, load: others.find((o) => o.id === on)?.no ?? String(on) }, 'order_ids');
    if (f.current && !sameSite(f.current, from)) {
      const names = await siteNames(tx, actor.companyId, [from]);
      throw refused('tsOrderNotAtSite', { no, site: names.get(siteKey(from)) ?? siteKey(from) }, 'order_ids');
    }
  }
  await tx
    .insert(transitLoadOrders)
    .values(ids.map((orderId) => ({ companyId: actor.companyId, loadId: load.id, orderId, planned, addedRound: load.round })))
    .onConflictDoUpdate({ target: [transitLoadOrders.loadId, transitLoadOrders.orderId], set: planned ? { planned: true } : { orderId: sql`excluded.order_id` } });
  await tx
    .update(orderTransit)
    .set({ onLoadId: load.id, updatedAt: new Date() })
    .where(and(eq(orderTransit.companyId, actor.companyId), inArray(orderTransit.orderId, ids)));
  if (planned) await appendEvent(tx, actor, load, { action: 'plan_orders', data: { order_nos: ids.map((i) => facts.get(i)!.order.orderNo) } });
}

export async function unplanOrder(db: Db, actor: TransitActor, id: number, orderId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const load = await lockLoad(tx, actor.companyId, id);
    if (!load) throw notFound();
    if (!EDITABLE.includes(load.status)) throw refused('tsLoadLocked', { no: load.loadNo });
    const [row] = await tx
      .select()
      .from(transitLoadOrders)
      .where(and(eq(transitLoadOrders.loadId, id), eq(transitLoadOrders.orderId, orderId)));
    if (!row) throw notFound();
    const facts = (await transitOrders(tx, actor.companyId, { ids: [orderId] })).get(orderId);
    const packages = facts?.cartons.map((c) => c.packageNo) ?? [];
    const [loaded] = packages.length
      ? await tx
          .select({ id: transitLoadScans.id })
          .from(transitLoadScans)
          .where(and(eq(transitLoadScans.loadId, id), eq(transitLoadScans.phase, 'load'), eq(transitLoadScans.round, load.round), eq(transitLoadScans.accepted, true), inArray(transitLoadScans.packageNo, packages)))
          .limit(1)
      : [];
    if (loaded) throw refused('tsOrderHasLoaded', { no: facts?.order.orderNo ?? String(orderId) });
    await releaseOrders(tx, actor.companyId, load.id, [orderId]);
    const updated = await saveLoad(tx, load, {});
    await appendEvent(tx, actor, { ...updated, status: load.status }, { action: 'unplan_order', data: { order_no: facts?.order.orderNo ?? '' } });
  });
}

/** Takes orders off the load: their rows go, and no open load holds them any more. */
export async function releaseOrders(tx: Tx, companyId: number, loadId: number, orderIds: number[]): Promise<void> {
  if (!orderIds.length) return;
  await tx.delete(transitLoadOrders).where(and(eq(transitLoadOrders.loadId, loadId), inArray(transitLoadOrders.orderId, orderIds)));
  await tx
    .update(orderTransit)
    .set({ onLoadId: null, updatedAt: new Date() })
    .where(and(eq(orderTransit.companyId, companyId), eq(orderTransit.onLoadId, loadId), inArray(orderTransit.orderId, orderIds)));
}
