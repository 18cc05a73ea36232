/**
 * Where an order is going (issue 18, ./README.md "Sites and routes"): its destination station from the `station`
 * sorting rule (unless a route reset set one), and its next site from where it is now (`staticRoute`, then `route`,
 * then the destination itself). The server uses the same functions to check a load scan's destination and to decide
 * whether an arrival is final.
 */
import { matchRule, type SortingRule } from '../sorting-rules';

export const SITE_TYPES = ['warehouse', 'station'] as const;
export type SiteType = (typeof SITE_TYPES)[number];

export interface Site {
  type: SiteType;
  id: number;
}

export const sameSite = (a: Site | null | undefined, b: Site | null | undefined) => !!a && !!b && a.type === b.type && a.id === b.id;
export const siteKey = (s: Site) => `${s.type}:${s.id}`;

export function parseSiteKey(key: string): Site | null {
  const m = /^(warehouse|station):(\d{1,10})$/.exec(key.trim());
  return m ? { type: m[1] as SiteType, id: Number(m[2]) } : null;
}

export interface OrderRouteInput {
  province_code: string;
  city_code: string;
  district_code: string;
  consignor_id: number | null;
  /** set by a route reset; wins over the sorting rule */
  dest_station_id: number | null;
}

/** The order's destination station: a route reset's, else the `station` sorting rule's target, else null. */
export function destinationStation(order: OrderRouteInput, rules: readonly SortingRule[]): number | null {
  if (order.dest_station_id) return order.dest_station_id;
  const rule = matchRule('station', areaInput(order), rules);
  const target = rule ? Number(rule.target.target_station_id) : NaN;
  return Number.isInteger(target) && target > 0 ? target : null;
}

/**
 * The station an order goes to next from `current` (a station; from a warehouse the next site is the destination):
 * the static route (current → destination), else the route rule (current + end area), else the destination.
 */
export function nextStation(order: OrderRouteInput, current: Site | null, rules: readonly SortingRule[]): number | null {
  const dest = destinationStation(order, rules);
  if (!current || current.type !== 'station') return dest;
  if (dest === current.id) return null;
  if (dest) {
    const stat = matchRule('staticRoute', { station_id: current.id, end_station_id: dest }, rules);
    const t = stat ? Number(stat.target.next_station_id) : NaN;
    if (Number.isInteger(t) && t > 0) return t;
  }
  const route = matchRule('route', { station_id: current.id, ...areaInput(order) }, rules);
  const t = route ? Number(route.target.next_station_id) : NaN;
  return Number.isInteger(t) && t > 0 ? t : dest;
}

/**
 * Whether a load to `to` takes the order: any warehouse (drayage between own sites) and any site when the order's
 * next station is unknown; otherwise the next station or the destination.
 */
export function loadGoesTheOrdersWay(order: OrderRouteInput, current: Site | null, to: Site, rules: readonly SortingRule[]): boolean {
  if (to.type === 'warehouse') return true;
  const next = nextStation(order, current, rules);
  if (next === null) return true;
  return to.id === next || to.id === destinationStation(order, rules);
}

/**
 * An arrival ends the order's line-haul (→ to assign) when the order has no destination station, or `to` is that
 * station; anywhere else (a transfer station, a hub warehouse) the order waits in transit for its next leg.
 */
export function arrivalIsFinal(order: OrderRouteInput, to: Site, rules: readonly SortingRule[]): boolean {
  const dest = destinationStation(order, rules);
  return dest === null || (to.type === 'station' && dest === to.id);
}

/** a computed route longer than this is a loop in the rules */
const MAX_HOPS = 12;

/**
 * The computed route from `current` to the destination: each next station in turn (nextStation from each one), the
 * destination last; `loop` when the rules send the order back to a station it passed (the route never ends).
 * The route reset screen shows it before and after a change; the server refuses a change that loops.
 */
export function routePath(order: OrderRouteInput, current: Site | null, rules: readonly SortingRule[]): { stations: number[]; loop: boolean } {
  const stations: number[] = [];
  let at = current;
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    const next = nextStation(order, at, rules);
    if (next === null || (at?.type === 'station' && next === at.id)) return { stations, loop: false };
    if (stations.includes(next) || (current?.type === 'station' && next === current.id)) return { stations: [...stations, next], loop: true };
    stations.push(next);
    at = { type: 'station', id: next };
  }
  return { stations, loop: true };
}

function areaInput(order: OrderRouteInput) {
  return {
    province_code: order.province_code || undefined,
    city_code: order.city_code || undefined,
    district_code: order.district_code || undefined,
    consignor_id: order.consignor_id ?? undefined,
  };
}
