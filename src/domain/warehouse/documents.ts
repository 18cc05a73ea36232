/**
 * The warehouse documents' lifecycles (issue 17), one transition table each, shared by the server (which enforces
 * them and writes the moves) and the browser (which shows only the actions that apply). Every transition appends an
 * event to the document; moves are written only by the transitions marked below, never by editing a line.
 *
 * Inbound (入库单) — from orders arriving (the order's warehouse_in action creates/receives through this same path),
 * a merchant's advance notice, or by hand:
 *   draft ─confirm→ confirmed ─receive→ received ─put_away→ put_away
 *   receive: SUPPLIER → the receiving location for each line's received quantity (short/over/damaged recorded on the
 *   line; damaged goes on to LOSS); put_away: receiving location → the storage location (suggested by the
 *   storage-location sorting rules). cancel from draft/confirmed writes nothing; from received/put_away it writes
 *   the reversing moves of everything the document moved (refused if that stock is no longer available).
 *
 * Outbound (出库单) — from orders leaving (the order's warehouse_out action is this path):
 *   draft ─confirm→ confirmed (each line's quantity locked at its location) ─start_pick→ picking ─pick→ picked
 *   ─ship→ shipped. pick records what was picked per line (scans or figures); a short pick releases the rest of its
 *   reservation. ship releases the picked units' lock and moves them storage location → CUSTOMER (or TRANSIT for a
 *   line-haul) in one transaction. cancel before shipped releases whatever is still locked; no move was written.
 *
 * Count (盘点) — a count is an observation, never an overwrite:
 *   draft ─start→ counting ─submit→ submitted ─approve→ approved (each difference one ADJUST move) | ─reject→ rejected
 *
 * Lock (锁定) — active ─release→ released, or ─expire→ expired when its optional expiry passes; locks stock of a
 *   scope (product × location × owner, or an order's packages) with a reason.
 *
 * Replenish (补货) — suggested from min/max per pick location: draft ─confirm→ confirmed ─complete→ done (reserve →
 *   pick location moves); cancel before done.
 */

export type DocumentKind = 'inbound' | 'outbound' | 'count' | 'lock' | 'replenish';

export const INBOUND_STATUSES = ['draft', 'confirmed', 'received', 'put_away', 'cancelled'] as const;
export const OUTBOUND_STATUSES = ['draft', 'confirmed', 'picking', 'picked', 'shipped', 'cancelled'] as const;
export const COUNT_STATUSES = ['draft', 'counting', 'submitted', 'approved', 'rejected'] as const;
export const LOCK_STATUSES = ['active', 'released', 'expired'] as const;
export const REPLENISH_STATUSES = ['draft', 'confirmed', 'done', 'cancelled'] as const;

export type InboundStatus = (typeof INBOUND_STATUSES)[number];
export type OutboundStatus = (typeof OUTBOUND_STATUSES)[number];
export type CountStatus = (typeof COUNT_STATUSES)[number];
export type LockStatus = (typeof LOCK_STATUSES)[number];
export type ReplenishStatus = (typeof REPLENISH_STATUSES)[number];

interface Transition<S extends string> {
  from: readonly S[];
  to: S;
  /** the transition writes stock moves (or reservations) in the same transaction */
  moves: boolean;
}

export const INBOUND_TRANSITIONS = {
  confirm: { from: ['draft'], to: 'confirmed', moves: false },
  receive: { from: ['confirmed'], to: 'received', moves: true },
  put_away: { from: ['received'], to: 'put_away', moves: true },
  cancel: { from: ['draft', 'confirmed', 'received', 'put_away'], to: 'cancelled', moves: true },
} as const satisfies Record<string, Transition<InboundStatus>>;

export const OUTBOUND_TRANSITIONS = {
  confirm: { from: ['draft'], to: 'confirmed', moves: true },
  start_pick: { from: ['confirmed'], to: 'picking', moves: false },
  pick: { from: ['picking'], to: 'picked', moves: true },
  ship: { from: ['picked'], to: 'shipped', moves: true },
  cancel: { from: ['draft', 'confirmed', 'picking', 'picked'], to: 'cancelled', moves: true },
} as const satisfies Record<string, Transition<OutboundStatus>>;

export const COUNT_TRANSITIONS = {
  start: { from: ['draft'], to: 'counting', moves: false },
  submit: { from: ['counting'], to: 'submitted', moves: false },
  approve: { from: ['submitted'], to: 'approved', moves: true },
  reject: { from: ['submitted'], to: 'rejected', moves: false },
} as const satisfies Record<string, Transition<CountStatus>>;

export const LOCK_TRANSITIONS = {
  release: { from: ['active'], to: 'released', moves: true },
  expire: { from: ['active'], to: 'expired', moves: true },
} as const satisfies Record<string, Transition<LockStatus>>;

export const REPLENISH_TRANSITIONS = {
  confirm: { from: ['draft'], to: 'confirmed', moves: false },
  complete: { from: ['confirmed'], to: 'done', moves: true },
  cancel: { from: ['draft', 'confirmed'], to: 'cancelled', moves: false },
} as const satisfies Record<string, Transition<ReplenishStatus>>;

export const TRANSITIONS = {
  inbound: INBOUND_TRANSITIONS,
  outbound: OUTBOUND_TRANSITIONS,
  count: COUNT_TRANSITIONS,
  lock: LOCK_TRANSITIONS,
  replenish: REPLENISH_TRANSITIONS,
} as const;

type TransitionsOf<K extends DocumentKind> = (typeof TRANSITIONS)[K];
export type DocumentAction<K extends DocumentKind> = keyof TransitionsOf<K> & string;

/** the status the action leads to, or null when it does not apply to a document in `status` */
export function nextStatus<K extends DocumentKind>(kind: K, status: string, action: string): string | null {
  const table = TRANSITIONS[kind] as Record<string, Transition<string>>;
  const t = Object.prototype.hasOwnProperty.call(table, action) ? table[action] : undefined;
  return t && t.from.includes(status) ? t.to : null;
}

/** the actions that apply to a document in `status` (what the screen offers) */
export function actionsFor<K extends DocumentKind>(kind: K, status: string): Array<DocumentAction<K>> {
  const table = TRANSITIONS[kind] as Record<string, Transition<string>>;
  return Object.entries(table)
    .filter(([, t]) => t.from.includes(status))
    .map(([a]) => a as DocumentAction<K>);
}

/** An inbound line after receiving: what was expected against what arrived, sound and damaged. */
export interface ReceivedLine {
  expected: number;
  received: number;
  damaged: number;
}

/** short / over of a received line (damaged units arrived but go to LOSS, so they count as received) */
export function lineDifference(line: ReceivedLine): { short: number; over: number; sound: number } {
  for (const [name, v] of Object.entries(line)) if (!Number.isInteger(v) || v < 0) throw new RangeError(`${name} ${v}`);
  if (line.damaged > line.received) throw new RangeError('damaged > received');
  return { short: Math.max(0, line.expected - line.received), over: Math.max(0, line.received - line.expected), sound: line.received - line.damaged };
}

/** A count line's difference: counted − on hand at the count (positive: found, negative: missing); 0 writes nothing. */
export function countDifference(onHandAtCount: number, counted: number): number {
  if (!Number.isInteger(counted) || counted < 0) throw new RangeError(`counted ${counted}`);
  return counted - onHandAtCount;
}
