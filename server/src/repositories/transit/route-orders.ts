/**
 * Orders as route reset (路由重置) shows them (issue 18): where each is, the open load holding it, its destination
 * (sorting rule or an earlier reset) and next station, the computed route (routing.ts routePath) — and, for a
 * destination the dispatcher is choosing, the next station and route it would give. A fixed number of queries per page.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { RouteOrderRow } from '../../../../src/domain/transit/api-route-split';
import { destinationStation, nextStation, routePath, siteKey, type Site } from '../../../../src/domain/transit/routing';
import type { Db } from '../../db/client';
import { orderTransit, resources, stations, transitLoads, transportLines } from '../../db/schema';
import { cartonOrderNos } from '../warehouse/carton-owners';
import { routingRules } from './context';
import { transitOrders } from './carton-facts';
import { ref, siteNames } from './sites';
import { waitingOrders } from './waiting';

type Reader = Pick<Db, 'select'>;

export interface RouteOrderFilter {
  /** order numbers or carton numbers (scanned): each names its order (a moved carton its split's child) */
  codes: string[];
  site?: Site;
  destStationId?: number;
  page: number;
  perPage: number;
}

export async function routeOrders(db: Reader, companyId: number, f: RouteOrderFilter): Promise<{ list: RouteOrderRow[]; total: number }> {
  let ids: number[];
  let total: number;
  if (f.codes.length) {
    const owners = await cartonOrderNos(db, companyId, f.codes);
    const nos = f.codes.map((c) => owners.get(c) ?? c);
    const facts = await transitOrders(db, companyId, { orderNos: nos });
    const byNo = new Map([...facts.values()].map((o) => [o.order.orderNo.toUpperCase(), o.order.id]));
    ids = [...new Set(nos.map((n) => byNo.get(n.toUpperCase())).filter((v): v is number => !!v))];
    total = ids.length;
  } else if (f.site) {
    const waiting = await waitingOrders(db, companyId, { site: f.site, page: f.page, perPage: f.perPage });
    ids = waiting.list.map((w) => w.order_id);
    total = waiting.total;
  } else return { list: [], total: 0 };
  return { list: await routeRows(db, companyId, ids, f.destStationId), total };
}

export async function routeRows(db: Reader, companyId: number, ids: number[], proposedDest?: number): Promise<RouteOrderRow[]> {
  if (!ids.length) return [];
  const [facts, rules, ots] = await Promise.all([
    transitOrders(db, companyId, { ids }),
    routingRules(db, companyId),
    db.select({ orderId: orderTransit.orderId, lineId: orderTransit.lineId }).from(orderTransit).where(and(eq(orderTransit.companyId, companyId), inArray(orderTransit.orderId, ids))),
  ]);
  const lineOf = new Map(ots.map((o) => [o.orderId, o.lineId]));
  const rows = ids.flatMap((id) => {
    const o = facts.get(id);
    if (!o) return [];
    const path = routePath(o.route, o.current, rules);
    const alt = proposedDest ? { ...o.route, dest_station_id: proposedDest } : null;
    return [{ o, dest: destinationStation(o.route, rules), next: nextStation(o.route, o.current, rules), path, alt: alt ? { next: nextStation(alt, o.current, rules), path: routePath(alt, o.current, rules) } : null }];
  });
  const stationIds = [...new Set(rows.flatMap((r) => [r.dest, r.next, ...r.path.stations, r.alt?.next ?? null, ...(r.alt?.path.stations ?? [])]).filter((v): v is number => !!v))];
  const loadIds = [...new Set(rows.map((r) => r.o.onLoadId).filter((v): v is number => !!v))];
  const lineIds = [...new Set([...lineOf.values()].filter((v): v is number => !!v))];
  const consignorIds = [...new Set(rows.map((r) => r.o.order.consignorResourceId).filter((v): v is number => !!v))];
  const [names, loads, lines, consignors, sites] = await Promise.all([
    stationIds.length ? db.select({ id: stations.id, name: stations.name }).from(stations).where(and(eq(stations.companyId, companyId), inArray(stations.id, stationIds))) : [],
    loadIds.length ? db.select({ id: transitLoads.id, no: transitLoads.loadNo, status: transitLoads.status }).from(transitLoads).where(and(eq(transitLoads.companyId, companyId), inArray(transitLoads.id, loadIds))) : [],
    lineIds.length ? db.select({ id: transportLines.id, name: transportLines.name }).from(transportLines).where(and(eq(transportLines.companyId, companyId), inArray(transportLines.id, lineIds))) : [],
    consignorIds.length ? db.select({ id: resources.id, name: resources.name }).from(resources).where(and(eq(resources.companyId, companyId), inArray(resources.id, consignorIds))) : [],
    siteNames(db, companyId, rows.map((r) => r.o.current).filter((s): s is Site => !!s)),
  ]);
  const stationName = (id: number | null) => (id ? (names.find((s) => s.id === id)?.name ?? '') : '');
  const named = (list: number[]) => list.map((id) => ({ id, name: stationName(id) }));
  return rows.map(({ o, dest, next, path, alt }) => {
    const load = loads.find((l) => l.id === o.onLoadId);
    const lineId = lineOf.get(o.order.id) ?? null;
    return {
      order_id: o.order.id,
      order_no: o.order.orderNo,
      status: o.order.status,
      consignor_name: consignors.find((c) => c.id === o.order.consignorResourceId)?.name ?? '',
      end_area: [o.order.endProvince, o.order.endCity, o.order.endDistrict].filter(Boolean).join(' '),
      current_site: o.current ? ref(o.current, sites.get(siteKey(o.current)) ?? '') : null,
      on_load_no: load?.no ?? '',
      departed: load?.status === 'departed',
      dest_station_id: dest,
      dest_station_name: stationName(dest),
      dest_reset: !!o.destStationId,
      line_id: lineId,
      line_name: lines.find((l) => l.id === lineId)?.name ?? '',
      next_station_id: next,
      next_station_name: stationName(next),
      route: named(path.stations),
      loop: path.loop,
      proposed: alt ? { next_station_id: alt.next, next_station_name: stationName(alt.next), route: named(alt.path.stations), loop: alt.path.loop } : null,
    };
  });
}
