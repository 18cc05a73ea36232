/**
 * The order facts the engine prices with beyond the order row itself (issue 20, src/domain/quote/README.md 'Order
 * facts'), read for a batch of orders in a fixed number of statements:
 * - carrier and line: the order's latest transit load (not cancelled) naming one — its carrier, its transport line;
 * - station: the station a route reset sends the order to (order_transit.dest_station_id), else the station the
 *   order's latest load to a station goes to — the station that lands it (STATION_LAND);
 * - origin: the order's warehouse's area (district, else city, else province code), else the area of the site its
 *   first load left from;
 * - factory: the company's factory (a resource of type factory) whose name is the order's sender — the goods are
 *   loaded at the factory that sends them (FACTORY_LOAD);
 * - distance: the straight line between the centres of the origin's and the destination's areas (distance.ts).
 * Floor and lift are typed on the order (orders.end_floor, end_has_lift).
 */
import { and, asc, eq, ne, sql, type AnyColumn } from 'drizzle-orm';
import { areaDistanceM, type CentreTable } from '../../../../src/domain/quote/distance';
import centres from '../../../../src/lib/geo/area-centroids.json';
import { orderTransit, resources, stations, transitLoadOrders, transitLoads, warehouses } from '../../db/schema';
import type { Reader } from './order-pricing';

const idIn = (column: AnyColumn, ids: readonly number[]) => sql`${column} in (select unnest(${`{${ids.map((n) => Math.trunc(n)).join(',')}}`}::int[]))`;

export interface OrderFactsIn {
  id: number;
  warehouseId: number | null;
  senderName: string;
  districtCode: string;
  cityCode: string;
  provinceCode: string;
}

export interface OrderFactsOut {
  carrier_id: number | null;
  line_id: number | null;
  station_id: number | null;
  factory_id: number | null;
  origin_code: string;
  distance_m: number | null;
  names: { CARRIER?: string; STATION?: string; FACTORY?: string };
}

/**
 * A hash of an order's own pricing facts — the columns of the orders row `alias` that pricingInputs (order-pricing.ts)
 * reads — in SQL. Stored with each pricing (order_pricings.facts_hash) and compared by a re-pricing
 * (reprice-reach.ts), so an order whose pieces, products, address, floor, lift, appointment or parties changed since
 * it was priced is priced again, whatever wrote the change. (The load it travels on prices it when that changes:
 * transit's hooks. A product's weight edited is not in it: hashing every order's products cost a re-pricing of
 * 100 000 orders ~4 s more; name its orders to refresh them.)
 */
export function factsHashSql(alias: 'o' | 'orders') {
  const o = sql.raw(alias);
  return sql<string>`md5(row(${o}.consignor_resource_id, ${o}.delivery_resource_id, ${o}.warehouse_id, ${o}.sender_name, ${o}.end_province_code, ${o}.end_city_code,
    ${o}.end_district_code, ${o}.end_province, ${o}.end_city, ${o}.end_district, ${o}.end_address, ${o}.end_floor, ${o}.end_has_lift, ${o}.products, ${o}.package,
    ${o}.services_pkg_code, ${o}.appoint_at, ${o}.created_at)::text)`;
}

const areaOf = (a: { districtCode: string; cityCode: string; provinceCode: string }) => a.districtCode || a.cityCode || a.provinceCode;

/** the facts of these orders of the company (every order of the batch has an entry) */
export async function pricingFacts(db: Reader, companyId: number, rows: readonly OrderFactsIn[]): Promise<Map<number, OrderFactsOut>> {
  const ids = rows.map((r) => r.id);
  const senders = [...new Set(rows.map((r) => r.senderName.trim()).filter(Boolean))];
  const [loads, transit, houses, factories] = await Promise.all([
    ids.length
      ? db
          .select({
            orderId: transitLoadOrders.orderId,
            carrierId: transitLoads.carrierResourceId,
            lineId: transitLoads.lineId,
            fromType: transitLoads.fromSiteType,
            fromId: transitLoads.fromSiteId,
            toType: transitLoads.toSiteType,
            toId: transitLoads.toSiteId,
          })
          .from(transitLoadOrders)
          .innerJoin(transitLoads, eq(transitLoads.id, transitLoadOrders.loadId))
          .where(and(eq(transitLoadOrders.companyId, companyId), eq(transitLoads.companyId, companyId), ne(transitLoads.status, 'cancelled'), idIn(transitLoadOrders.orderId, ids)))
          .orderBy(asc(transitLoadOrders.orderId), asc(transitLoads.plannedDepartureAt), asc(transitLoads.id))
      : [],
    ids.length
      ? db
          .select({ orderId: orderTransit.orderId, destStationId: orderTransit.destStationId, lineId: orderTransit.lineId })
          .from(orderTransit)
          .where(and(eq(orderTransit.companyId, companyId), idIn(orderTransit.orderId, ids)))
      : [],
    db.select({ id: warehouses.id, districtCode: warehouses.districtCode, cityCode: warehouses.cityCode, provinceCode: warehouses.provinceCode }).from(warehouses).where(eq(warehouses.companyId, companyId)),
    senders.length
      ? db
          .select({ id: resources.id, name: resources.name })
          .from(resources)
          .where(and(eq(resources.companyId, companyId), eq(resources.objectType, 'factory'), sql`${resources.name} in (select jsonb_array_elements_text(${JSON.stringify(senders)}::jsonb))`))
      : [],
  ]);
  const loadsOf = new Map<number, typeof loads>();
  for (const l of loads) loadsOf.set(l.orderId, [...(loadsOf.get(l.orderId) ?? []), l]);
  const transitOf = new Map(transit.map((t) => [t.orderId, t]));
  const houseOf = new Map(houses.map((h) => [h.id, h]));
  const factoryOf = new Map(factories.map((f) => [f.name, f.id]));

  // the stations the orders' loads name (origins and landing stations), and the carriers'
  const stationIds = new Set<number>();
  const carrierIds = new Set<number>();
  for (const l of loads) {
    if (l.fromType === 'station') stationIds.add(l.fromId);
    if (l.toType === 'station') stationIds.add(l.toId);
    if (l.carrierId !== null) carrierIds.add(l.carrierId);
  }
  for (const t of transit) if (t.destStationId !== null) stationIds.add(t.destStationId);
  const [stationRows, carrierRows] = await Promise.all([
    stationIds.size
      ? db
          .select({ id: stations.id, name: stations.name, districtCode: stations.districtCode, cityCode: stations.cityCode, provinceCode: stations.provinceCode })
          .from(stations)
          .where(and(eq(stations.companyId, companyId), idIn(stations.id, [...stationIds])))
      : [],
    carrierIds.size
      ? db
          .select({ id: resources.id, name: resources.name })
          .from(resources)
          .where(and(eq(resources.companyId, companyId), idIn(resources.id, [...carrierIds])))
      : [],
  ]);
  const stationOf = new Map(stationRows.map((s) => [s.id, s]));
  const carrierName = new Map(carrierRows.map((c) => [c.id, c.name]));

  const out = new Map<number, OrderFactsOut>();
  for (const r of rows) {
    const ls = loadsOf.get(r.id) ?? [];
    const latest = [...ls].reverse();
    const withCarrier = latest.find((l) => l.carrierId !== null);
    const withLine = latest.find((l) => l.lineId !== null);
    const t = transitOf.get(r.id);
    const stationId = t?.destStationId ?? latest.find((l) => l.toType === 'station')?.toId ?? null;
    const station = stationId === null ? undefined : stationOf.get(stationId);
    const house = r.warehouseId === null ? undefined : houseOf.get(r.warehouseId);
    const first = ls[0];
    const firstSite = first ? (first.fromType === 'station' ? stationOf.get(first.fromId) : houseOf.get(first.fromId)) : undefined;
    const origin = house ? areaOf(house) : firstSite ? areaOf(firstSite) : '';
    const destination = areaOf(r);
    const factoryId = factoryOf.get(r.senderName.trim()) ?? null;
    const names: OrderFactsOut['names'] = {};
    if (withCarrier?.carrierId != null) names.CARRIER = carrierName.get(withCarrier.carrierId) ?? '';
    if (station) names.STATION = station.name;
    if (factoryId !== null) names.FACTORY = r.senderName.trim();
    out.set(r.id, {
      carrier_id: withCarrier?.carrierId ?? null,
      line_id: withLine?.lineId ?? t?.lineId ?? null,
      station_id: station ? station.id : null,
      factory_id: factoryId,
      origin_code: origin,
      distance_m: origin && destination ? areaDistanceM(origin, destination, centres as unknown as CentreTable) : null,
      names,
    });
  }
  return out;
}
