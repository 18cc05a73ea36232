/**
 * Warehouse stock as an immutable ledger of moves (issue 17), shared by the server (which writes moves and the
 * balance projection in one transaction) and the browser (which confirms scans from local data with the same rules).
 *
 * Design (what Odoo and ERPNext teach; what GreaterWMS's 17 quantity columns do not):
 * - Stock is counted per key = warehouse × location × product × package × owner (the consignor whose goods they are).
 *   `package` is a carton's identity (order number + carton sequence, see packageNo) or '' for loose units.
 * - Every change is a move of a whole quantity from one location to another. Besides the real storage locations there
 *   are virtual ones that never hold a balance: SUPPLIER (goods arriving), CUSTOMER (goods leaving), LOSS (damage,
 *   shrinkage), ADJUST (a reviewed count difference) and TRANSIT (on a truck between warehouses).
 * - Nothing edits or deletes a move; a correction is a reversing move (reverseMove) that names the move it undoes.
 * - The balance of a real location is the sum of what entered minus what left: `on_hand`. Locks (lock documents, an
 *   outbound's reservation) put part of it aside: `locked` ≤ `on_hand`, `available` = on_hand − locked. A move may
 *   only take available stock out of a real location; on_hand never goes below zero.
 * - The projection (balances) is rebuilt from the ledger by balancesFromLedger; applyMove is the incremental form and
 *   the two must always agree (the property test in ledger.test.ts runs random sequences).
 */

export const VIRTUAL_LOCATIONS = ['SUPPLIER', 'CUSTOMER', 'LOSS', 'ADJUST', 'TRANSIT'] as const;
export type VirtualLocation = (typeof VIRTUAL_LOCATIONS)[number];

/** a real storage location (by id) or a virtual one */
export type LocationRef = { kind: 'storage'; id: number } | { kind: 'virtual'; code: VirtualLocation };

export interface StockKey {
  warehouseId: number;
  locationId: number;
  productId: number;
  /** a carton's number (packageNo), or '' for loose units */
  packageNo: string;
  ownerId: number;
}

export interface Move {
  warehouseId: number;
  from: LocationRef;
  to: LocationRef;
  productId: number;
  packageNo: string;
  ownerId: number;
  /** whole units, > 0 */
  quantity: number;
  /** the move this one reverses, if it is a correction */
  reverses?: string | null;
}

export interface Balance {
  onHand: number;
  locked: number;
}

export type Balances = Map<string, Balance>;

export type MoveRefusal =
  | { code: 'quantity'; quantity: number }
  | { code: 'sameLocation' }
  | { code: 'virtualToVirtual' }
  | { code: 'insufficient'; key: StockKey; available: number; requested: number };

export const keyOf = (k: StockKey): string => `${k.warehouseId}|${k.locationId}|${k.productId}|${k.packageNo}|${k.ownerId}`;

export function parseKey(key: string): StockKey {
  const [warehouseId, locationId, productId, packageNo, ownerId] = key.split('|');
  return { warehouseId: Number(warehouseId), locationId: Number(locationId), productId: Number(productId), packageNo, ownerId: Number(ownerId) };
}

/** a carton's identity: order number + its sequence in the order (1-based), as printed under the Code 128 bars */
export function packageNo(orderNo: string, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > 999) throw new RangeError(`carton sequence ${sequence}`);
  return `${orderNo}-${String(sequence).padStart(3, '0')}`;
}

/** the order number and sequence of a carton's number, or null when it is not one */
export function parsePackageNo(value: string): { orderNo: string; sequence: number } | null {
  const m = /^([0-9A-Za-z]{6,32})-(\d{3})$/.exec(value.trim());
  if (!m) return null;
  const sequence = Number(m[2]);
  return sequence >= 1 ? { orderNo: m[1], sequence } : null;
}

const sideKey = (move: Move, side: LocationRef): StockKey | null =>
  side.kind === 'storage' ? { warehouseId: move.warehouseId, locationId: side.id, productId: move.productId, packageNo: move.packageNo, ownerId: move.ownerId } : null;

const sameRef = (a: LocationRef, b: LocationRef) => (a.kind === 'storage' ? b.kind === 'storage' && a.id === b.id : b.kind === 'virtual' && a.code === b.code);

export const available = (b: Balance | undefined): number => (b ? b.onHand - b.locked : 0);

/** Why `move` cannot be applied to `balances`, or null when it can. */
export function checkMove(balances: Balances, move: Move): MoveRefusal | null {
  if (!Number.isInteger(move.quantity) || move.quantity <= 0) return { code: 'quantity', quantity: move.quantity };
  if (sameRef(move.from, move.to)) return { code: 'sameLocation' };
  if (move.from.kind === 'virtual' && move.to.kind === 'virtual') return { code: 'virtualToVirtual' };
  const from = sideKey(move, move.from);
  if (from) {
    const have = available(balances.get(keyOf(from)));
    if (have < move.quantity) return { code: 'insufficient', key: from, available: have, requested: move.quantity };
  }
  return null;
}

/** Applies the move in place (after checkMove said yes); the keys it changed. */
export function applyMove(balances: Balances, move: Move): string[] {
  const refusal = checkMove(balances, move);
  if (refusal) throw new MoveRefused(refusal);
  const changed: string[] = [];
  const from = sideKey(move, move.from);
  const to = sideKey(move, move.to);
  if (from) {
    const k = keyOf(from);
    const b = balances.get(k)!;
    b.onHand -= move.quantity;
    if (b.onHand === 0 && b.locked === 0) balances.delete(k);
    changed.push(k);
  }
  if (to) {
    const k = keyOf(to);
    const b = balances.get(k) ?? { onHand: 0, locked: 0 };
    b.onHand += move.quantity;
    balances.set(k, b);
    changed.push(k);
  }
  return changed;
}

export class MoveRefused extends Error {
  constructor(readonly refusal: MoveRefusal) {
    super(`move refused: ${refusal.code}`);
  }
}

/** The move that undoes `move` (same quantity, the other way), naming it. */
export function reverseMove(move: Move, id: string): Move {
  return { ...move, from: move.to, to: move.from, reverses: id };
}

/**
 * The projection rebuilt from the ledger alone, in order (on_hand only: locks are documents, not moves). A ledger
 * that would have taken a location below zero is reported, not silently summed.
 */
export function balancesFromLedger(moves: readonly Move[]): Balances {
  const balances: Balances = new Map();
  for (const move of moves) {
    const from = sideKey(move, move.from);
    const to = sideKey(move, move.to);
    if (from) {
      const k = keyOf(from);
      const b = balances.get(k) ?? { onHand: 0, locked: 0 };
      b.onHand -= move.quantity;
      if (b.onHand < 0) throw new Error(`ledger takes ${k} below zero`);
      if (b.onHand === 0) balances.delete(k);
      else balances.set(k, b);
    }
    if (to) {
      const k = keyOf(to);
      const b = balances.get(k) ?? { onHand: 0, locked: 0 };
      b.onHand += move.quantity;
      balances.set(k, b);
    }
  }
  return balances;
}

/** Locks `quantity` of a key's available stock aside; refused (with what is available) when there is not enough. */
export function lock(balances: Balances, key: StockKey, quantity: number): MoveRefusal | null {
  if (!Number.isInteger(quantity) || quantity <= 0) return { code: 'quantity', quantity };
  const b = balances.get(keyOf(key));
  const have = available(b);
  if (!b || have < quantity) return { code: 'insufficient', key, available: have, requested: quantity };
  b.locked += quantity;
  return null;
}

/** Releases up to `quantity` locked units of a key (a lock that ends, an outbound that takes its reservation). */
export function unlock(balances: Balances, key: StockKey, quantity: number): number {
  const k = keyOf(key);
  const b = balances.get(k);
  if (!b) return 0;
  const released = Math.min(b.locked, Math.max(0, quantity));
  b.locked -= released;
  if (b.onHand === 0 && b.locked === 0) balances.delete(k);
  return released;
}

/** The on-hand differences between two projections (the drift check): keys whose on_hand differ. */
export function drift(projected: Balances, recomputed: Balances): Array<{ key: string; projected: number; recomputed: number }> {
  const keys = new Set([...projected.keys(), ...recomputed.keys()]);
  const out: Array<{ key: string; projected: number; recomputed: number }> = [];
  for (const key of keys) {
    const p = projected.get(key)?.onHand ?? 0;
    const r = recomputed.get(key)?.onHand ?? 0;
    if (p !== r) out.push({ key, projected: p, recomputed: r });
  }
  return out;
}

/**
 * A product that ships as N cartons is complete in a location only when all N are there: the set of carton sequences
 * present per order and product, against the expected count.
 */
export function completeness(expectedCartons: number, present: readonly string[]): { complete: boolean; missing: number[] } {
  const have = new Set(present.map((p) => parsePackageNo(p)?.sequence).filter((s): s is number => s !== undefined));
  const missing: number[] = [];
  for (let s = 1; s <= expectedCartons; s++) if (!have.has(s)) missing.push(s);
  return { complete: missing.length === 0, missing };
}
