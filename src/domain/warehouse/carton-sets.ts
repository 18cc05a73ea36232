/**
 * Carton sets and a carton's place in the flow (包件, issue 17), shared by the server (which answers them) and the
 * screens (which word them). A product that ships as N cartons (products.package) is one unit of N cartons; the unit
 * is complete in a location only when all N are there.
 *
 * Which cartons make a unit: an order numbers each product line's cartons one unit after another (orderCartons), so
 * when the order's record agrees with what the warehouse knows of its cartons (same product for every carton both
 * know, no carton the record does not list), the record's units are the sets. Otherwise — no order record (cartons
 * typed on a manual inbound), or a record changed since (a product replacement renumbers) — the sets are each
 * product's known cartons in sequence order taken N at a time.
 */
import { parsePackageNo } from './ledger';
import { orderCartons, type OrderProductForCartons } from './order-cartons';

/** where a carton is in the flow, most current first (packageState) */
export const PACKAGE_STATES = ['in_stock', 'scanned', 'expected', 'shipped', 'gone', 'listed', 'ordered'] as const;
export type PackageState = (typeof PACKAGE_STATES)[number];

export interface KnownCarton {
  packageNo: string;
  productId: number;
}

export interface CartonSet {
  productId: number;
  /** cartons per unit (N) */
  perUnit: number;
  /** the set's carton numbers in sequence order; fewer than perUnit when the warehouse does not know them all */
  cartons: string[];
  /** 'order': the order record's unit; 'known': the product's known cartons taken N at a time */
  source: 'order' | 'known';
}

const sequenceOf = (no: string) => parsePackageNo(no)?.sequence ?? 0;

/** The sets of the record's units: each product line's cartons, perUnit at a time. */
function recordSets(orderNo: string, products: readonly OrderProductForCartons[]): CartonSet[] {
  const cartons = orderCartons(orderNo, products);
  const sets: CartonSet[] = [];
  let at = 0;
  for (const p of products) {
    const per = Math.max(1, Math.floor(p.package || 1));
    const units = Math.max(0, Math.floor(p.quantity));
    for (let u = 0; u < units && at < cartons.length; u++) {
      const unit = cartons.slice(at, at + per);
      at += unit.length;
      sets.push({ productId: p.product_id, perUnit: per, cartons: unit.map((c) => c.packageNo), source: 'order' });
    }
  }
  return sets;
}

/**
 * Every known carton's set, by carton number. `known`: the cartons of one order number the warehouse knows (moves,
 * document lines) with their product; `record`: the order's product lines (cartons per unit as the product says
 * now), or null when the company has no order of that number; `perUnit`: a product's cartons per unit.
 */
export function cartonSets(orderNo: string, known: readonly KnownCarton[], record: readonly OrderProductForCartons[] | null, perUnit: (productId: number) => number): Map<string, CartonSet> {
  const bySet = new Map<string, CartonSet>();
  const knownProduct = new Map<string, number>();
  for (const k of known) if (parsePackageNo(k.packageNo)?.orderNo === orderNo && !knownProduct.has(k.packageNo)) knownProduct.set(k.packageNo, k.productId);
  if (record) {
    const sets = recordSets(orderNo, record);
    const listed = new Map(sets.flatMap((s) => s.cartons.map((c) => [c, s.productId] as const)));
    const agrees = [...knownProduct].every(([no, productId]) => listed.get(no) === productId);
    if (agrees) {
      for (const s of sets) for (const c of s.cartons) bySet.set(c, s);
      return bySet;
    }
  }
  const byProduct = new Map<number, string[]>();
  for (const [no, productId] of knownProduct) byProduct.set(productId, [...(byProduct.get(productId) ?? []), no]);
  for (const [productId, nos] of byProduct) {
    const per = Math.max(1, Math.floor(perUnit(productId) || 1));
    nos.sort((a, b) => sequenceOf(a) - sequenceOf(b));
    for (let i = 0; i < nos.length; i += per) {
      const set: CartonSet = { productId, perUnit: per, cartons: nos.slice(i, i + per), source: 'known' };
      for (const c of set.cartons) bySet.set(c, set);
    }
  }
  return bySet;
}

/** The record's carton numbers (what an order says it ships), to tell a carton nobody has seen from an unknown one. */
export function recordCartonNos(orderNo: string, record: readonly OrderProductForCartons[]): string[] {
  return orderCartons(orderNo, record).map((c) => c.packageNo);
}

/**
 * How many of a set are in stock at `locationId` (the carton's own location), of perUnit. `placesOf`: the storage
 * locations holding a carton now (on hand > 0).
 */
export function togetherAt(set: CartonSet, locationId: number | null, placesOf: (packageNo: string) => readonly number[]): { total: number; together: number; complete: boolean } {
  const together = locationId === null ? 0 : set.cartons.filter((c) => placesOf(c).includes(locationId)).length;
  return { total: set.perUnit, together, complete: together === set.perUnit };
}

/** What the warehouse knows of one carton, for packageState. */
export interface PackageFacts {
  /** on hand > 0 in some storage location */
  inStock: boolean;
  /** an inbound not yet received (draft, confirmed) lists it */
  onOpenInbound: boolean;
  /** scanned on an inbound not yet received (listed or not) */
  scannedOnOpenInbound: boolean;
  /** the virtual location its last move went to, when its last move took it out of storage */
  leftTo: string | null;
  /** a document lists it or a device scanned it */
  onDocuments: boolean;
}

/** Where a carton is in the flow: in stock; scanned or expected on an inbound not yet received; shipped; gone (lost, returned, adjusted away); only listed on documents; only on its order. */
export function packageState(f: PackageFacts): PackageState {
  if (f.inStock) return 'in_stock';
  if (f.scannedOnOpenInbound) return 'scanned';
  if (f.onOpenInbound) return 'expected';
  if (f.leftTo === 'CUSTOMER' || f.leftTo === 'TRANSIT') return 'shipped';
  if (f.leftTo) return 'gone';
  return f.onDocuments ? 'listed' : 'ordered';
}

/** an inbound still to arrive: what it lists is expected, what it scanned is here but not booked */
export const OPEN_INBOUND_STATUSES: readonly string[] = ['draft', 'confirmed'];

/** the numbers a set should have but the warehouse does not know (a short 'known' set), for the screen's list */
export const missingCount = (set: CartonSet) => Math.max(0, set.perUnit - set.cartons.length);
