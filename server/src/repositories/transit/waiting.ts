/**
 * Orders waiting at a site for a load (issue 18): in a loadable status, on no open load, and at the site (the last
 * load's to-site, else their warehouse), with cartons, weight, volume, destination and next station.
 */
import { and, count, desc, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { WaitingOrderRow } from '../../../../src/domain/transit/api';
import { LOADABLE_ORDER_STATUSES } from '../../../../src/domain/transit/loads';
import { destinationStation, nextStation, type Site } from '../../../../src/domain/transit/routing';
import type { Db } from '../../db/client';
import { orders, orderTransit, resources, stations } from '../../db/schema';
import { likeContains } from '../resources';
import { routingRules } from './context';
import { transitOrders } from './carton-facts';

type Reader = Pick<Db, 'select'>;

/** how many orders a next-station filter looks through (it is computed from the rules, not stored) */
const NEXT_FILTER_SCAN = 5000;

export async function waitingOrders(db: Reader, companyId: number, f: { site: Site; nextStationId?: number; keyword?: string; page: number; perPage: number }) {
  const atSite =
    f.site.type === 'warehouse'
      ? or(and(eq(orderTransit.currentSiteType, 'warehouse'), eq(orderTransit.currentSiteId, f.site.id)), and(isNull(orderTransit.currentSiteType), eq(orders.warehouseId, f.site.id)))
      : and(eq(orderTransit.currentSiteType, 'station'), eq(orderTransit.currentSiteId, f.site.id));
  const where: SQL = and(
    eq(orders.companyId, companyId),
    isNull(orders.deletedAt),
    inArray(orders.status, [...LOADABLE_ORDER_STATUSES]),
    isNull(orderTransit.onLoadId),
    atSite,
    f.keyword ? or(ilike(orders.orderNo, likeContains(f.keyword)), ilike(orders.endContact, likeContains(f.keyword))) : undefined,
  )!;
  const base = () => db.select({ id: orders.id }).from(orders).leftJoin(orderTransit, eq(orderTransit.orderId, orders.id)).where(where).orderBy(desc(orders.statusChangedAt), desc(orders.id));
  const rules = await routingRules(db, companyId);
  let ids: number[];
  let total: number;
  if (f.nextStationId) {
    const candidates = (await base().limit(NEXT_FILTER_SCAN)).map((r) => r.id);
    const facts = await transitOrders(db, companyId, { ids: candidates });
    const matching = candidates.filter((id) => {
      const o = facts.get(id);
      return o && nextStation(o.route, o.current, rules) === f.nextStationId;
    });
    total = matching.length;
    ids = matching.slice((f.page - 1) * f.perPage, f.page * f.perPage);
  } else {
    const [[c], page] = await Promise.all([
      db.select({ n: count() }).from(orders).leftJoin(orderTransit, eq(orderTransit.orderId, orders.id)).where(where),
      base()
        .limit(f.perPage)
        .offset((f.page - 1) * f.perPage),
    ]);
    total = c.n;
    ids = page.map((r) => r.id);
  }
  const facts = await transitOrders(db, companyId, { ids });
  const routes = ids.map((id) => {
    const o = facts.get(id)!;
    return { o, dest: destinationStation(o.route, rules), next: nextStation(o.route, o.current, rules) };
  });
  const stationIds = [...new Set(routes.flatMap((r) => [r.dest, r.next]).filter((v): v is number => !!v))];
  const consignorIds = [...new Set(routes.map((r) => r.o.order.consignorResourceId).filter((v): v is number => !!v))];
  const [names, consignors] = await Promise.all([
    stationIds.length ? db.select({ id: stations.id, name: stations.name }).from(stations).where(and(eq(stations.companyId, companyId), inArray(stations.id, stationIds))) : [],
    consignorIds.length ? db.select({ id: resources.id, name: resources.name }).from(resources).where(and(eq(resources.companyId, companyId), inArray(resources.id, consignorIds))) : [],
  ]);
  const stationName = (id: number | null) => (id ? (names.find((s) => s.id === id)?.name ?? '') : '');
  const list: WaitingOrderRow[] = routes.map(({ o, dest, next }) => ({
    order_id: o.order.id,
    order_no: o.order.orderNo,
    status: o.order.status,
    consignor_name: consignors.find((c) => c.id === o.order.consignorResourceId)?.name ?? '',
    end_area: [o.order.endProvince, o.order.endCity, o.order.endDistrict].filter(Boolean).join(' '),
    cartons: o.cartons.length,
    weight_g: o.cartons.reduce((s, c) => s + c.weight_g, 0),
    volume_cm3: o.cartons.reduce((s, c) => s + c.volume_cm3, 0),
    dest_station_id: dest,
    dest_station_name: stationName(dest),
    next_station_id: next,
    next_station_name: stationName(next),
    waiting_since: o.order.statusChangedAt.toISOString(),
  }));
  return { list, total };
}
