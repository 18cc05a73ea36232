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
import { THIRD_PARTY_LOGISTICS } from '../../../../src/domain/resources';
import { sameSite, siteKey, type Site } from '../../../../src/domain/transit/routing';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../../src/domain/order-status';
import type { Db } from '../../db/client';
import { orderTransit, resources, transitLoadOrders, transitLoads, transitLoadScans, transportLines } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { priceOrdersSafely } from '../quote/order-pricing';
import { appendEvent, appendEvents, lockLoad, refused, saveLoad, type LoadRow, type TransitActor, type Tx } from './context';
import { lockOrderTransit, transitOrders } from './carton-facts';
import { checkSite, siteNames } from './sites';

type CreateBody = z.output<typeof createLoadBody>;
type UpdateBody = z.output<typeof updateLoadBody>;

const EDITABLE: readonly string[] = ['planned', 'loading'];

/**
 * line, carrier and driver of the body are the company's (400 naming the field otherwise). The carrier is a carrier
 * (transporter, not a driver); a handover (中转发货) may also go to a third-party logistics company (consignor T_3PL).
 */
async function checkRefs(tx: Tx, companyId: number, b: UpdateBody, type: LoadType) {
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
      .select({ type: resources.objectType, sub: resources.objectSubType })
      .from(resources)
      .where(and(eq(resources.id, id), eq(resources.companyId, companyId)));
    const transporter = r?.type === 'transporter' && (r.sub === 'T_SJ') === driver;
    const thirdParty = !driver && type === 'handover' && r?.type === 'consignor' && r.sub === THIRD_PARTY_LOGISTICS;
    if (!transporter && !thirdParty) throw refused(driver ? 'tsDriverInvalid' : 'tsCarrierInvalid', {}, field);
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

/**
 * The company's next `count` numbers of the type and (China) day (PZ2611260001 …), taken under an advisory lock held
 * to the end of the transaction.
 */
async function nextLoadNos(tx: Tx, companyId: number, type: LoadType, now: Date, count: number): Promise<string[]> {
  const prefix = loadNo(type, now, 0).slice(0, -4);
  await tx.execute(sql`select pg_advisory_xact_lock(${companyId}, hashtext(${prefix}))`);
  const [last] = await tx
    .select({ no: transitLoads.loadNo })
    .from(transitLoads)
    .where(and(eq(transitLoads.companyId, companyId), like(transitLoads.loadNo, `${prefix}%`)))
    .orderBy(sql`${transitLoads.loadNo} desc`)
    .limit(1);
  const first = last ? Number(last.no.slice(prefix.length)) + 1 : 1;
  return Array.from({ length: count }, (_, i) => loadNo(type, now, first + i));
}

export async function createLoad(db: Db, actor: TransitActor, b: CreateBody): Promise<number> {
  return db.transaction(async (tx) => (await createLoadsInTx(tx, actor, [b]))[0]);
}

/**
 * Creates planned loads with their planned orders in the caller's transaction: one load typed by hand, or every
 * trip of a stowage plan at once (issue 18: 259 trips took 13.5 s one by one). Sites, lines, carriers and drivers are
 * checked once each, numbers taken in one go per type, loads, events and load orders written in a few statements;
 * any refusal throws and the transaction leaves nothing.
 */
export async function createLoadsInTx(tx: Tx, actor: TransitActor, bodies: CreateBody[], extra: { planId?: number } = {}): Promise<number[]> {
  if (!bodies.length) return [];
  const sites = new Map<string, Promise<Site>>();
  const site = (key: string, field: string) => {
    const k = `${field}|${key}`;
    if (!sites.has(k)) sites.set(k, checkSite(tx, actor.companyId, key, field));
    return sites.get(k)!;
  };
  const refs = new Set<string>();
  const ends: { from: Site; to: Site }[] = [];
  for (const b of bodies) {
    const from = await site(b.from_site, 'from_site');
    const to = await site(b.to_site, 'to_site');
    if (sameSite(from, to)) throw refused('tsSameSite', {}, 'to_site');
    const refKey = `${b.type}|${b.line_id ?? ''}|${b.carrier_resource_id ?? ''}|${b.driver_resource_id ?? ''}`;
    if (!refs.has(refKey)) {
      await checkRefs(tx, actor.companyId, b, b.type);
      refs.add(refKey);
    }
    ends.push({ from, to });
  }
  const now = new Date();
  const numbers = new Map<LoadType, string[]>();
  for (const type of new Set(bodies.map((b) => b.type))) numbers.set(type, await nextLoadNos(tx, actor.companyId, type, now, bodies.filter((b) => b.type === type).length));
  const values = bodies.map((b, i) => ({
    companyId: actor.companyId,
    loadNo: numbers.get(b.type)!.shift()!,
    type: b.type,
    status: 'planned',
    fromSiteType: ends[i].from.type,
    fromSiteId: ends[i].from.id,
    toSiteType: ends[i].to.type,
    toSiteId: ends[i].to.id,
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
    planId: extra.planId ?? null,
    createdBy: actor.userId,
    createdByName: actor.name,
  }));
  const loads: LoadRow[] = [];
  for (let i = 0; i < values.length; i += 200) loads.push(...(await tx.insert(transitLoads).values(values.slice(i, i + 200)).returning()));
  await appendEvents(
    tx,
    actor,
    loads.map((load) => ({ load: { ...load, status: '' as LoadStatus }, action: 'create', to: 'planned' })),
  );
  await planManyInTx(
    tx,
    actor,
    loads.map((load, i) => ({ load, orderIds: bodies[i].order_ids })).filter((x) => x.orderIds.length),
    true,
  );
  return loads.map((l) => l.id);
}

export async function updateLoad(db: Db, actor: TransitActor, id: number, b: UpdateBody): Promise<void> {
  await db.transaction(async (tx) => {
    const load = await lockLoad(tx, actor.companyId, id);
    if (!load) throw notFound();
    if (!EDITABLE.includes(load.status)) throw refused('tsLoadLocked', { no: load.loadNo });
    await checkRefs(tx, actor.companyId, b, load.type as LoadType);
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
    // the load names its orders' carrier and line (issue 20): a new one prices them again
    if (b.line_id !== undefined || b.carrier_resource_id !== undefined) await priceLoadOrders(tx, actor.companyId, load.id);
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
  await planManyInTx(tx, actor, [{ load, orderIds }], planned);
}

/** planInTx for several loads at once (a plan's trips): one read of the orders, one lock, a few writes; an order named twice is refused. */
export async function planManyInTx(tx: Tx, actor: TransitActor, entries: { load: LoadRow; orderIds: number[] }[], planned: boolean): Promise<void> {
  const lang = actor.lang;
  const wanted = entries.map((e) => ({ load: e.load, ids: [...new Set(e.orderIds)] })).filter((e) => e.ids.length);
  if (!wanted.length) return;
  const all = wanted.flatMap((e) => e.ids);
  const ids = [...new Set(all)];
  const facts = await transitOrders(tx, actor.companyId, { ids });
  const missing = ids.find((i) => !facts.has(i));
  if (missing) throw refused('tsOrderInvalid', { id: missing }, 'order_ids');
  const locks = await lockOrderTransit(tx, actor.companyId, ids);
  const loadIds = new Set(wanted.map((e) => e.load.id));
  const otherLoads = [...new Set([...locks.values()].map((l) => l.onLoadId).filter((v): v is number => !!v && !loadIds.has(v)))];
  const others = otherLoads.length ? await tx.select({ id: transitLoads.id, no: transitLoads.loadNo }).from(transitLoads).where(inArray(transitLoads.id, otherLoads)) : [];
  const loadNos = new Map(wanted.map((e) => [e.load.id, e.load.loadNo]));
  const placed = new Map<number, number>();
  const names = new Map<string, string>();
  for (const { load, ids: loadOrders } of wanted) {
    const from: Site = { type: load.fromSiteType as Site['type'], id: load.fromSiteId };
    for (const oid of loadOrders) {
      const f = facts.get(oid)!;
      const no = f.order.orderNo;
      if (!f.loadable) throw refused('tsOrderNotLoadable', { no, status: ORDER_STATUS_LABELS[f.order.status as OrderStatus]?.[lang] ?? f.order.status }, 'order_ids');
      const on = placed.get(oid) ?? locks.get(oid)?.onLoadId;
      if (on && on !== load.id) throw refused('tsOrderOnOtherLoad', { no, load: loadNos.get(on) ?? others.find((o) => o.id === on)?.no ?? String(on) }, 'order_ids');
      if (f.current && !sameSite(f.current, from)) {
        if (!names.has(siteKey(from))) for (const [k, v] of await siteNames(tx, actor.companyId, [from])) names.set(k, v);
        throw refused('tsOrderNotAtSite', { no, site: names.get(siteKey(from)) ?? siteKey(from) }, 'order_ids');
      }
      placed.set(oid, load.id);
    }
  }
  const rows = wanted.flatMap(({ load, ids: loadOrders }) => loadOrders.map((orderId) => ({ companyId: actor.companyId, loadId: load.id, orderId, planned, addedRound: load.round })));
  for (let i = 0; i < rows.length; i += 1000)
    await tx
      .insert(transitLoadOrders)
      .values(rows.slice(i, i + 1000))
      .onConflictDoUpdate({ target: [transitLoadOrders.loadId, transitLoadOrders.orderId], set: planned ? { planned: true } : { orderId: sql`excluded.order_id` } });
  for (let i = 0; i < rows.length; i += 1000) {
    const chunk = rows.slice(i, i + 1000);
    const pairs = sql.join(
      chunk.map((r) => sql`(${r.orderId}::int, ${r.loadId}::int)`),
      sql`, `,
    );
    await tx.execute(sql`
      update ${orderTransit} set on_load_id = v.load_id, updated_at = now()
      from (values ${pairs}) as v(order_id, load_id)
      where ${orderTransit.companyId} = ${actor.companyId} and ${orderTransit.orderId} = v.order_id`);
  }
  if (planned)
    await appendEvents(
      tx,
      actor,
      wanted.map(({ load, ids: loadOrders }) => ({ load, action: 'plan_orders', data: { order_nos: loadOrders.map((i) => facts.get(i)!.order.orderNo) } })),
    );
  // the load names the orders' carrier, line and landing station: their estimated fees priced again (issue 20)
  await priceOrdersSafely(tx, actor.companyId, ids);
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

/**
 * Takes orders off the load: their rows go, and no open load holds them any more. The load no longer names their
 * carrier, line or landing station, so they are priced again (issue 20) — taken off by hand, by a voided loading
 * round or left behind at departure.
 */
export async function releaseOrders(tx: Tx, companyId: number, loadId: number, orderIds: number[]): Promise<void> {
  if (!orderIds.length) return;
  await tx.delete(transitLoadOrders).where(and(eq(transitLoadOrders.loadId, loadId), inArray(transitLoadOrders.orderId, orderIds)));
  await tx
    .update(orderTransit)
    .set({ onLoadId: null, updatedAt: new Date() })
    .where(and(eq(orderTransit.companyId, companyId), eq(orderTransit.onLoadId, loadId), inArray(orderTransit.orderId, orderIds)));
  await priceOrdersSafely(tx, companyId, orderIds);
}

/** Prices every order on the load again (its carrier or line edited, the load cancelled), in the caller's transaction. */
export async function priceLoadOrders(tx: Tx, companyId: number, loadId: number): Promise<void> {
  const rows = await tx
    .select({ orderId: transitLoadOrders.orderId })
    .from(transitLoadOrders)
    .where(and(eq(transitLoadOrders.companyId, companyId), eq(transitLoadOrders.loadId, loadId)));
  if (rows.length)
    await priceOrdersSafely(
      tx,
      companyId,
      rows.map((r) => r.orderId),
    );
}
