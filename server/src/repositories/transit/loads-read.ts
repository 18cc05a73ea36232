/**
 * Reading loads (issue 18): the list with each load's figures computed for the whole page in a fixed number of
 * queries (never one per row), and a load's detail with its orders, cartons, scans, discrepancies and events.
 */
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { LoadDetail, LoadSummary } from '../../../../src/domain/transit/api';
import { loadActionsFor, type LoadStatus } from '../../../../src/domain/transit/loads';
import { loadGoesTheOrdersWay, type Site, type SiteType } from '../../../../src/domain/transit/routing';
import type { LoadScanResult } from '../../../../src/domain/transit/scan-match';
import type { DiscrepancyKind, LoadFigures } from '../../../../src/domain/transit/reconcile';
import { parsePackageNo } from '../../../../src/domain/warehouse/ledger';
import type { Db } from '../../db/client';
import { resources, stations, transitDiscrepancies, transitLoadCounts, transitLoadCartons, transitLoadEvents, transitLoadOrders, transitLoads, transitLoadScans, transportLines } from '../../db/schema';
import { likeContains } from '../resources';
import { routingRules, type LoadRow } from './context';
import { transitOrders, type TransitOrder } from './carton-facts';
import { discrepancyRows } from './discrepancies';
import { ref, siteNames } from './sites';
import type { DataScope } from '../../../../src/domain/admin/data-scope';
import { scopeWhere } from '../admin/data-roles-scope';

type Reader = Pick<Db, 'select'>;

export interface LoadFilter {
  type?: string;
  status?: string;
  lineId?: number;
  fromSite?: Site;
  toSite?: Site;
  loadNo?: string;
  /** planned departure from / before */
  from?: Date;
  to?: Date;
  page: number;
  perPage: number;
  /** the reader's data-permission scope (request.dataScope()) */
  data?: DataScope;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const siteOf = (type: string, id: number): Site => ({ type: type as SiteType, id });

export async function listLoads(db: Reader, companyId: number, f: LoadFilter) {
  const where: SQL = and(
    eq(transitLoads.companyId, companyId),
    f.data && scopeWhere('transitLoads', f.data),
    f.type ? eq(transitLoads.type, f.type) : undefined,
    f.status ? eq(transitLoads.status, f.status) : undefined,
    f.lineId ? eq(transitLoads.lineId, f.lineId) : undefined,
    f.fromSite ? and(eq(transitLoads.fromSiteType, f.fromSite.type), eq(transitLoads.fromSiteId, f.fromSite.id)) : undefined,
    f.toSite ? and(eq(transitLoads.toSiteType, f.toSite.type), eq(transitLoads.toSiteId, f.toSite.id)) : undefined,
    f.loadNo ? ilike(transitLoads.loadNo, likeContains(f.loadNo)) : undefined,
    f.from ? gte(transitLoads.plannedDepartureAt, f.from) : undefined,
    f.to ? lt(transitLoads.plannedDepartureAt, f.to) : undefined,
  )!;
  // with no filter but type and status, the trigger-kept counts answer the total without counting 100 000 rows
  const counted = (f.data?.kind ?? 'all') === 'all' && !f.lineId && !f.fromSite && !f.toSite && !f.loadNo && !f.from && !f.to;
  const [[{ total }], rows] = await Promise.all([
    counted
      ? db
          .select({ total: sql<number>`coalesce(sum(${transitLoadCounts.n}), 0)::int` })
          .from(transitLoadCounts)
          .where(and(eq(transitLoadCounts.companyId, companyId), f.type ? eq(transitLoadCounts.type, f.type) : undefined, f.status ? eq(transitLoadCounts.status, f.status) : undefined))
      : db.select({ total: count() }).from(transitLoads).where(where),
    db
      .select()
      .from(transitLoads)
      .where(where)
      .orderBy(desc(transitLoads.createdAt), desc(transitLoads.id))
      .limit(f.perPage)
      .offset((f.page - 1) * f.perPage),
  ]);
  return { list: (await summarize(db, companyId, rows)).map((s) => s.summary), total };
}

interface Summarized {
  summary: LoadSummary;
  orders: { orderId: number; planned: boolean }[];
  facts: Map<number, TransitOrder>;
  loaded: Set<string>;
  unloaded: Set<string>;
  manifest: Set<string>;
}

/** Each load's summary and figures: a fixed number of queries for any number of loads. */
export async function summarize(db: Reader, companyId: number, rows: LoadRow[]): Promise<Summarized[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [onLoad, scans, manifest, discrepancies] = await Promise.all([
    db.select({ loadId: transitLoadOrders.loadId, orderId: transitLoadOrders.orderId, planned: transitLoadOrders.planned }).from(transitLoadOrders).where(inArray(transitLoadOrders.loadId, ids)).orderBy(asc(transitLoadOrders.id)),
    // accepted scans that count: the load scans of the load's current round, every unload scan
    db
      .select({ loadId: transitLoadScans.loadId, phase: transitLoadScans.phase, packageNo: transitLoadScans.packageNo })
      .from(transitLoadScans)
      .innerJoin(transitLoads, eq(transitLoads.id, transitLoadScans.loadId))
      .where(and(inArray(transitLoadScans.loadId, ids), eq(transitLoadScans.accepted, true), or(eq(transitLoadScans.phase, 'unload'), eq(transitLoadScans.round, transitLoads.round)))),
    db.select({ loadId: transitLoadCartons.loadId, packageNo: transitLoadCartons.packageNo, weightG: transitLoadCartons.weightG, volumeCm3: transitLoadCartons.volumeCm3 }).from(transitLoadCartons).where(inArray(transitLoadCartons.loadId, ids)),
    db
      .select({ loadId: transitDiscrepancies.loadId, kind: transitDiscrepancies.kind, n: count() })
      .from(transitDiscrepancies)
      .where(and(inArray(transitDiscrepancies.loadId, ids), eq(transitDiscrepancies.voided, false)))
      .groupBy(transitDiscrepancies.loadId, transitDiscrepancies.kind),
  ]);
  const facts = await transitOrders(db, companyId, { ids: onLoad.map((o) => o.orderId) });
  const sites = rows.flatMap((r) => [siteOf(r.fromSiteType, r.fromSiteId), siteOf(r.toSiteType, r.toSiteId)]);
  const lineIds = [...new Set(rows.map((r) => r.lineId).filter((v): v is number => !!v))];
  const resourceIds = [...new Set(rows.flatMap((r) => [r.carrierResourceId, r.driverResourceId]).filter((v): v is number => !!v))];
  const [names, lines, people] = await Promise.all([
    siteNames(db, companyId, sites),
    lineIds.length ? db.select({ id: transportLines.id, name: transportLines.name }).from(transportLines).where(and(eq(transportLines.companyId, companyId), inArray(transportLines.id, lineIds))) : [],
    resourceIds.length ? db.select({ id: resources.id, name: resources.name, phone: resources.phone }).from(resources).where(and(eq(resources.companyId, companyId), inArray(resources.id, resourceIds))) : [],
  ]);
  const lineName = new Map(lines.map((l) => [l.id, l.name]));
  const person = new Map(people.map((p) => [p.id, p]));
  const cartonOf = new Map<string, { weight_g: number; volume_cm3: number }>();
  for (const f of facts.values()) for (const c of f.cartons) cartonOf.set(c.packageNo, c);

  return rows.map((r) => {
    const orders = onLoad.filter((o) => o.loadId === r.id);
    const loaded = new Set(scans.filter((s) => s.loadId === r.id && s.phase === 'load').map((s) => s.packageNo));
    const unloaded = new Set(scans.filter((s) => s.loadId === r.id && s.phase === 'unload').map((s) => s.packageNo));
    const departed = manifest.filter((m) => m.loadId === r.id);
    const kinds = (k: DiscrepancyKind) => discrepancies.find((d) => d.loadId === r.id && d.kind === k)?.n ?? 0;
    const planned = orders.filter((o) => o.planned);
    const figures: LoadFigures = {
      planned_orders: planned.length,
      planned_cartons: planned.reduce((s, o) => s + (facts.get(o.orderId)?.cartons.length ?? 0), 0),
      loaded_cartons: loaded.size,
      departed_cartons: departed.length,
      unloaded_cartons: unloaded.size,
      short: kinds('short'),
      over: kinds('over'),
      left_behind: kinds('left_behind'),
    };
    const afterDeparture = departed.length > 0;
    const loadedWeight = afterDeparture ? departed.reduce((s, m) => s + m.weightG, 0) : [...loaded].reduce((s, p) => s + (cartonOf.get(p)?.weight_g ?? 0), 0);
    const loadedVolume = afterDeparture ? departed.reduce((s, m) => s + m.volumeCm3, 0) : [...loaded].reduce((s, p) => s + (cartonOf.get(p)?.volume_cm3 ?? 0), 0);
    const from = siteOf(r.fromSiteType, r.fromSiteId);
    const to = siteOf(r.toSiteType, r.toSiteId);
    const carrier = r.carrierResourceId ? person.get(r.carrierResourceId) : undefined;
    const driver = r.driverResourceId ? person.get(r.driverResourceId) : undefined;
    const summary: LoadSummary = {
      id: r.id,
      load_no: r.loadNo,
      type: r.type as LoadSummary['type'],
      status: r.status as LoadStatus,
      from_site: ref(from, names.get(`${from.type}:${from.id}`) ?? ''),
      to_site: ref(to, names.get(`${to.type}:${to.id}`) ?? ''),
      line_id: r.lineId,
      line_name: (r.lineId && lineName.get(r.lineId)) || '',
      carrier_resource_id: r.carrierResourceId,
      carrier_name: carrier?.name ?? '',
      driver_resource_id: r.driverResourceId,
      driver_name: driver?.name ?? '',
      driver_phone: driver?.phone ?? '',
      vehicle_plate: r.vehiclePlate,
      vehicle_type: r.vehicleType,
      capacity_weight_g: r.capacityWeightG,
      capacity_volume_cm3: r.capacityVolumeCm3,
      capacity_pieces: r.capacityPieces,
      loaded_weight_g: loadedWeight,
      loaded_volume_cm3: loadedVolume,
      fee_cents: r.feeCents,
      allow_unplanned: r.allowUnplanned,
      tracking_no: r.trackingNo,
      memo: r.memo,
      planned_departure_at: r.plannedDepartureAt.toISOString(),
      departed_at: iso(r.departedAt),
      arrived_at: iso(r.arrivedAt),
      closed_at: iso(r.closedAt),
      plan_id: r.planId,
      figures,
      version: r.version,
      created_by_name: r.createdByName,
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
    };
    return { summary, orders, facts, loaded, unloaded, manifest: new Set(departed.map((m) => m.packageNo)) };
  });
}

/** A load of the company with everything its screen shows; null when it is not the company's. */
export async function loadDetail(db: Reader, companyId: number, id: number, lang: 'zh' | 'en', data?: DataScope): Promise<LoadDetail | null> {
  const [row] = await db
    .select()
    .from(transitLoads)
    .where(and(eq(transitLoads.id, id), eq(transitLoads.companyId, companyId), data && scopeWhere('transitLoads', data)));
  if (!row) return null;
  const [s] = await summarize(db, companyId, [row]);
  const [scans, events, discrepancies, rules, unloadCount] = await Promise.all([
    db.select().from(transitLoadScans).where(eq(transitLoadScans.loadId, id)).orderBy(desc(transitLoadScans.id)).limit(2000),
    db.select().from(transitLoadEvents).where(eq(transitLoadEvents.loadId, id)).orderBy(asc(transitLoadEvents.id)),
    discrepancyRows(db, companyId, { loadId: id, page: 1, perPage: 1000 }, lang),
    routingRules(db, companyId),
    db.select({ n: count() }).from(transitLoadScans).where(and(eq(transitLoadScans.loadId, id), eq(transitLoadScans.phase, 'unload'))),
  ]);
  const destIds = [...new Set([...s.facts.values()].map((f) => f.destStationId).filter((v): v is number => !!v))];
  const stationNames = destIds.length ? await db.select({ id: stations.id, name: stations.name }).from(stations).where(and(eq(stations.companyId, companyId), inArray(stations.id, destIds))) : [];
  const to = siteOf(row.toSiteType, row.toSiteId);
  const orders = s.orders.flatMap((o) => {
    const f = s.facts.get(o.orderId);
    if (!f) return [];
    return [
      {
        order_id: f.order.id,
        order_no: f.order.orderNo,
        status: f.order.status,
        planned: o.planned,
        loadable: f.loadable,
        goes_the_way: loadGoesTheOrdersWay(f.route, f.current, to, rules),
        consignor_name: '',
        end_contact: f.order.endContact,
        end_area: [f.order.endProvince, f.order.endCity, f.order.endDistrict].filter(Boolean).join(' '),
        dest_station_name: stationNames.find((st) => st.id === f.destStationId)?.name ?? '',
        cartons: f.cartons.map((c) => ({
          package_no: c.packageNo,
          product_id: c.productId,
          product_name: c.productName,
          weight_g: c.weight_g,
          volume_cm3: c.volume_cm3,
          loaded: s.loaded.has(c.packageNo),
          departed: s.manifest.has(c.packageNo),
          unloaded: s.unloaded.has(c.packageNo),
        })),
      },
    ];
  });
  await nameConsignors(db, companyId, orders, s.facts);
  return {
    ...s.summary,
    orders,
    scans: scans.map((sc) => ({
      scan_id: sc.scanId,
      phase: sc.phase as 'load' | 'unload',
      code: sc.code,
      package_no: sc.packageNo,
      // the order the scan matched (a split's child for a moved carton), else the label's
      order_no: (sc.orderId ? s.facts.get(sc.orderId)?.order.orderNo : undefined) ?? parsePackageNo(sc.packageNo)?.orderNo ?? '',
      result: sc.result as LoadScanResult,
      accepted: sc.accepted,
      actor_name: sc.actorName,
      occurred_at: sc.occurredAt.toISOString(),
      recorded_at: sc.recordedAt.toISOString(),
    })),
    discrepancies: discrepancies.list,
    events: events.map((e) => ({
      id: e.id,
      action: e.action,
      from_status: e.fromStatus,
      to_status: e.toStatus,
      reason: e.reason,
      actor_name: e.actorName,
      occurred_at: e.occurredAt.toISOString(),
      recorded_at: e.recordedAt.toISOString(),
      data: e.data,
    })),
    actions: loadActionsFor({ status: row.status as LoadStatus, loadedCartons: s.loaded.size, unloadScans: unloadCount[0].n }),
    round: row.round,
  };
}

async function nameConsignors(db: Reader, companyId: number, rows: { order_id: number; consignor_name: string }[], facts: Map<number, TransitOrder>) {
  const ids = [...new Set([...facts.values()].map((f) => f.order.consignorResourceId).filter((v): v is number => !!v))];
  if (!ids.length) return;
  const found = await db.select({ id: resources.id, name: resources.name }).from(resources).where(and(eq(resources.companyId, companyId), inArray(resources.id, ids)));
  const name = new Map(found.map((r) => [r.id, r.name]));
  for (const r of rows) r.consignor_name = name.get(facts.get(r.order_id)?.order.consignorResourceId ?? 0) ?? '';
}

