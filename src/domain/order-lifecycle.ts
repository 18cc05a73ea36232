/**
 * The order lifecycle as one transition table, shared by the server (which enforces it) and the browser
 * (which shows only the actions that apply). Design notes (the spec names the lifecycle only by its screens):
 *
 *   DRAFT ─submit→ PENDING_REVIEW ─approve→ TO_RECEIVE ─receive→ RECEIVED ─warehouse_in→ IN_WAREHOUSE
 *     ─warehouse_out→ OUT_WAREHOUSE ─depart→ IN_TRANSIT ─arrive→ TO_ASSIGN ─assign→ TO_APPOINT ─appoint→ TO_SIGN
 *     ─sign→ TO_REVISIT ─feedback→ ARCHIVED
 *
 * - submit skips PENDING_REVIEW when the creating variant needs no review (a servicer's own waybill).
 *   reject sends a reviewed order back to DRAFT with a reason. The review kind (standard, dealership, ERP)
 *   decides which review screen lists the order; the same approve/reject actions serve all three.
 * - arrive is also allowed straight from OUT_WAREHOUSE (local delivery without a line-haul leg).
 * - report_abnormal and intercept hold an active order; resolve_abnormal and release_intercept return it to the
 *   status it was held from ('previous'). An order cannot be intercepted once signed. report_abnormal and
 *   resolve_abnormal are applied only by abnormal records (src/domain/abnormal/README.md, via 'abnormal'): a record
 *   holds the order, and the order goes on when its last holding record ends — never held with no record to end.
 * - change_assignment re-assigns before signing; reappoint moves the appointment; recheck_reject sends a
 *   signed order back to be signed again, recheck_pass marks the signature checked.
 * - cancel moves early orders to the recycle bin, restore brings them back as drafts, destroy removes them
 *   from every list (the order row and its history stay for audit).
 * - request_change / approve_change / reject_change handle a change of the receiver's details on an active
 *   order (the change-approval screen); they keep the status.
 * Every action appends one event to the order's history; nothing edits history.
 */
import { z } from 'zod';
import { idField } from './input-fields';
import { ACTIVE_STATUSES, type OrderStatus } from './order-status';

export type OrderRole = 'consignor' | 'servicer' | 'delivery' | 'driver';

export const ORDER_ACTIONS = [
  'submit',
  'approve',
  'reject',
  'receive',
  'warehouse_in',
  'warehouse_out',
  'depart',
  'arrive',
  'assign',
  'change_assignment',
  'appoint',
  'reappoint',
  'sign',
  'recheck_pass',
  'recheck_reject',
  'feedback',
  'report_abnormal',
  'resolve_abnormal',
  'intercept',
  'release_intercept',
  'cancel',
  'restore',
  'destroy',
  'request_change',
  'approve_change',
  'reject_change',
  // transit only (issue 18, src/domain/transit/README.md): done by a load or a transit screen, never a button
  'transit_depart',
  'transit_arrive',
  'cancel_depart',
  'cancel_arrive',
  'route_reset',
  'split',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export const REVIEW_KINDS = ['STANDARD', 'DEALERSHIP', 'ERP'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

const reason = z.string().trim().min(1).max(200);
const optionalText = (max: number) => z.string().trim().max(max).optional();
const id = idField;
/** ISO date-time or 'YYYY-MM-DD HH:mm' */
const dateTime = z
  .string()
  .trim()
  .refine((s) => !Number.isNaN(Date.parse(s.replace(' ', 'T'))), { message: 'invalidFormat' });
const fileId = z.string().trim().min(1).max(100);

/**
 * A date-time as users type it: with a zone it is taken as is; without one ('2026-11-25 10:00' or a
 * datetime-local value) it is China time, the product's one time zone, whatever the device's zone.
 */
export function parseUserDateTime(s: string): Date {
  const iso = s.trim().replace(' ', 'T');
  return new Date(/(Z|[+-]\d{2}:?\d{2})$/i.test(iso) ? iso : `${iso.length === 16 ? `${iso}:00` : iso}+08:00`);
}

export const FEEDBACK_RESULTS = ['SATISFIED', 'NEUTRAL', 'UNSATISFIED'] as const;
export const SIGN_PHOTOS_MAX = 9;

/** The receiver details a change request may touch. */
export const changeFieldsSchema = z
  .object({
    end_contact: z.string().trim().min(1).max(50).optional(),
    end_tel: z.string().trim().min(5).max(20).optional(),
    end_address: z.string().trim().min(1).max(200).optional(),
    memo: optionalText(320),
  })
  .strict()
  .refine((c) => Object.keys(c).length > 0, { message: 'required' });
export type OrderChangeFields = z.infer<typeof changeFieldsSchema>;

const empty = z.object({}).strict();

/** The fields each action needs (validated by the server; the browser's forms use the same schemas). */
export const ACTION_DATA = {
  submit: empty,
  approve: z.object({ memo: optionalText(200) }).strict(),
  reject: z.object({ reason }).strict(),
  receive: z.object({ memo: optionalText(200) }).strict(),
  warehouse_in: z.object({ warehouse_id: id, location_id: id.optional() }).strict(),
  warehouse_out: z.object({ memo: optionalText(200) }).strict(),
  depart: z.object({ vehicle_no: optionalText(20), memo: optionalText(200) }).strict(),
  arrive: z.object({ memo: optionalText(200) }).strict(),
  assign: z.object({ delivery_resource_id: id }).strict(),
  change_assignment: z.object({ delivery_resource_id: id, reason }).strict(),
  appoint: z.object({ appoint_at: dateTime, memo: optionalText(200) }).strict(),
  reappoint: z.object({ appoint_at: dateTime, reason }).strict(),
  sign: z
    .object({
      signer: z.string().trim().min(1).max(50),
      photos: z.array(fileId).min(1).max(SIGN_PHOTOS_MAX),
      memo: optionalText(200),
    })
    .strict(),
  recheck_pass: z.object({ memo: optionalText(200) }).strict(),
  recheck_reject: z.object({ reason }).strict(),
  feedback: z.object({ result: z.enum(FEEDBACK_RESULTS), notes: optionalText(500) }).strict(),
  report_abnormal: z
    .object({
      abnormal_type_code: z.string().trim().min(1).max(50),
      description: z.string().trim().min(1).max(500),
      photos: z.array(fileId).max(SIGN_PHOTOS_MAX).optional(),
    })
    .strict(),
  resolve_abnormal: z.object({ resolution: z.string().trim().min(1).max(500) }).strict(),
  intercept: z.object({ reason }).strict(),
  release_intercept: z.object({ memo: optionalText(200) }).strict(),
  cancel: z.object({ reason: optionalText(200) }).strict(),
  restore: empty,
  destroy: empty,
  request_change: z.object({ changes: changeFieldsSchema, reason }).strict(),
  approve_change: z.object({ memo: optionalText(200) }).strict(),
  reject_change: z.object({ reason }).strict(),
  transit_depart: z.object({ load_no: z.string().max(20), memo: optionalText(200) }).strict(),
  transit_arrive: z.object({ load_no: z.string().max(20), memo: optionalText(200) }).strict(),
  cancel_depart: z.object({ load_no: z.string().max(20), reason }).strict(),
  cancel_arrive: z.object({ load_no: z.string().max(20), reason }).strict(),
  route_reset: z.object({ dest_station_id: id, line_id: id.optional(), reason }).strict(),
  split: z
    .object({
      other_order_no: z.string().max(40),
      package_nos: z.array(z.string().max(40)).max(999),
      reason,
      /** the fees the child took (transfer rows on both orders) */
      fee_shares: z
        .array(z.object({ code: z.string(), name: z.string(), direction: z.string(), child_cents: z.number().int(), parent_cents: z.number().int() }).strict())
        .max(200)
        .optional(),
    })
    .strict(),
} satisfies Record<OrderAction, z.ZodType>;
export type OrderActionData<A extends OrderAction> = z.infer<(typeof ACTION_DATA)[A]>;

/** What a transition leads to: a status, the same status, or the status the order was held from. */
export type Target = OrderStatus | 'same' | 'previous';

export interface Transition {
  from: readonly OrderStatus[];
  to: Target;
  roles: readonly OrderRole[];
  /** the order must (true) or must not (false) have a pending change request */
  pendingChange?: boolean;
  /** many orders at once from a list screen (receive, warehouse in/out, assign…) */
  batch?: boolean;
  /**
   * done only through another area — transit (a load's departure or arrival, route reset, split) or abnormal records
   * (a record holds and releases its order): never a button, refused by the generic action route
   */
  via?: ActionVia;
}

/** The areas that apply lifecycle actions of their own. */
export const ACTION_VIAS = ['transit', 'abnormal'] as const;
export type ActionVia = (typeof ACTION_VIAS)[number];

const desk: OrderRole[] = ['servicer'];
const field: OrderRole[] = ['servicer', 'delivery', 'driver'];
const beforeSign: OrderStatus[] = ['TO_RECEIVE', 'RECEIVED', 'IN_WAREHOUSE', 'OUT_WAREHOUSE', 'IN_TRANSIT', 'TO_ASSIGN', 'TO_APPOINT', 'TO_SIGN'];

export const TRANSITIONS: Record<OrderAction, Transition> = {
  submit: { from: ['DRAFT'], to: 'PENDING_REVIEW', roles: ['consignor', 'servicer'], batch: true },
  approve: { from: ['PENDING_REVIEW'], to: 'TO_RECEIVE', roles: desk, batch: true },
  reject: { from: ['PENDING_REVIEW'], to: 'DRAFT', roles: desk, batch: true },
  receive: { from: ['TO_RECEIVE'], to: 'RECEIVED', roles: ['servicer', 'delivery'], batch: true },
  warehouse_in: { from: ['RECEIVED'], to: 'IN_WAREHOUSE', roles: ['servicer', 'delivery'], batch: true },
  warehouse_out: { from: ['IN_WAREHOUSE'], to: 'OUT_WAREHOUSE', roles: ['servicer', 'delivery'], batch: true },
  depart: { from: ['OUT_WAREHOUSE'], to: 'IN_TRANSIT', roles: ['servicer', 'driver'], batch: true },
  arrive: { from: ['OUT_WAREHOUSE', 'IN_TRANSIT'], to: 'TO_ASSIGN', roles: field, batch: true },
  assign: { from: ['TO_ASSIGN'], to: 'TO_APPOINT', roles: desk, batch: true },
  change_assignment: { from: ['TO_APPOINT', 'TO_SIGN'], to: 'TO_APPOINT', roles: desk, batch: true },
  appoint: { from: ['TO_APPOINT'], to: 'TO_SIGN', roles: field },
  reappoint: { from: ['TO_SIGN'], to: 'TO_SIGN', roles: field },
  sign: { from: ['TO_SIGN'], to: 'TO_REVISIT', roles: field },
  recheck_pass: { from: ['TO_REVISIT'], to: 'same', roles: desk, batch: true },
  recheck_reject: { from: ['TO_REVISIT'], to: 'TO_SIGN', roles: desk },
  // the visit after signing: the desk's call-back, or the delivery team's own return visit (field work, offline)
  feedback: { from: ['TO_REVISIT'], to: 'ARCHIVED', roles: field },
  // an abnormal record holds its order (whoever registered it, the desk's hold) and releases it when the last one ends
  report_abnormal: { from: [...ACTIVE_STATUSES], to: 'ABNORMAL', roles: ['servicer', 'delivery', 'driver', 'consignor'], via: 'abnormal' },
  resolve_abnormal: { from: ['ABNORMAL'], to: 'previous', roles: desk, via: 'abnormal' },
  intercept: { from: beforeSign, to: 'INTERCEPTED', roles: ['servicer', 'consignor'], batch: true },
  release_intercept: { from: ['INTERCEPTED'], to: 'previous', roles: desk, batch: true },
  cancel: { from: ['DRAFT', 'PENDING_REVIEW', 'TO_RECEIVE'], to: 'RECYCLED', roles: ['consignor', 'servicer'], batch: true },
  restore: { from: ['RECYCLED'], to: 'DRAFT', roles: ['consignor', 'servicer'], batch: true },
  destroy: { from: ['RECYCLED'], to: 'same', roles: ['consignor', 'servicer'], batch: true },
  request_change: { from: ['PENDING_REVIEW', ...beforeSign], to: 'same', roles: ['consignor', 'servicer'], pendingChange: false },
  approve_change: { from: ['PENDING_REVIEW', ...beforeSign], to: 'same', roles: desk, pendingChange: true, batch: true },
  reject_change: { from: ['PENDING_REVIEW', ...beforeSign], to: 'same', roles: desk, pendingChange: true },
  // a leg from a transfer site (the order waits in transit between legs), an arrival short of its destination
  transit_depart: { from: ['IN_TRANSIT'], to: 'same', roles: ['servicer', 'driver'], via: 'transit' },
  transit_arrive: { from: ['IN_TRANSIT'], to: 'same', roles: field, via: 'transit' },
  // a departure or an arrival cancelled on the load (the truck did not leave / the arrival was confirmed by mistake)
  cancel_depart: { from: ['IN_TRANSIT'], to: 'OUT_WAREHOUSE', roles: desk, via: 'transit' },
  cancel_arrive: { from: ['TO_ASSIGN'], to: 'IN_TRANSIT', roles: desk, via: 'transit' },
  route_reset: { from: ['RECEIVED', 'IN_WAREHOUSE', 'OUT_WAREHOUSE', 'IN_TRANSIT'], to: 'same', roles: desk, via: 'transit' },
  split: { from: ['RECEIVED', 'IN_WAREHOUSE', 'OUT_WAREHOUSE', 'IN_TRANSIT'], to: 'same', roles: desk, via: 'transit' },
};

/** The facts about an order the rules look at. */
export interface OrderFacts {
  status: OrderStatus;
  /** the status an abnormal or intercepted order was held from */
  heldFrom: OrderStatus | null;
  hasPendingChange: boolean;
  /** the order's review kind decides whether submit needs a review */
  needsReview: boolean;
}

export type RefusalReason = 'wrongStatus' | 'wrongRole' | 'noPendingChange' | 'pendingChangeExists' | 'noHeldStatus' | 'onlyTransit' | 'onlyAbnormal';

const ONLY_VIA: Record<ActionVia, RefusalReason> = { transit: 'onlyTransit', abnormal: 'onlyAbnormal' };

export type Decision = { ok: true; to: OrderStatus } | { ok: false; reason: RefusalReason };

/**
 * Whether `role` may do `action` on an order with these facts, and the status it leads to. `via`: the area asking
 * (none: the generic order action route) — an action of another area's is refused whoever asks.
 */
export function decide(action: OrderAction, role: OrderRole, order: OrderFacts, via?: ActionVia): Decision {
  const t = TRANSITIONS[action];
  if (t.via && t.via !== via) return { ok: false, reason: ONLY_VIA[t.via] };
  if (!t.roles.includes(role)) return { ok: false, reason: 'wrongRole' };
  if (!t.from.includes(order.status)) return { ok: false, reason: 'wrongStatus' };
  if (t.pendingChange === true && !order.hasPendingChange) return { ok: false, reason: 'noPendingChange' };
  if (t.pendingChange === false && order.hasPendingChange) return { ok: false, reason: 'pendingChangeExists' };
  if (t.to === 'same') return { ok: true, to: order.status };
  if (t.to === 'previous') return order.heldFrom ? { ok: true, to: order.heldFrom } : { ok: false, reason: 'noHeldStatus' };
  if (action === 'submit' && !order.needsReview) return { ok: true, to: 'TO_RECEIVE' };
  return { ok: true, to: t.to };
}

/** The actions `role` may do now (the detail screen's buttons; transit's and abnormal records' own actions are never buttons). */
export function allowedActions(role: OrderRole, order: OrderFacts): OrderAction[] {
  return ORDER_ACTIONS.filter((a) => !TRANSITIONS[a].via && decide(a, role, order).ok);
}

/** The actions that may be done from a status by anyone (list screens' batch buttons). */
export function actionsFrom(status: OrderStatus, role?: OrderRole): OrderAction[] {
  return ORDER_ACTIONS.filter((a) => !TRANSITIONS[a].via && TRANSITIONS[a].from.includes(status) && (!role || TRANSITIONS[a].roles.includes(role)));
}

/** An action the generic order action route may take (transit's own go through transit's routes, abnormal's through records). */
export const isDirectAction = (a: OrderAction) => !TRANSITIONS[a].via;

/** A signed-in account's role in the lifecycle, or null (the platform admin only reads). */
export function orderRoleOf(mainType: string): OrderRole | null {
  switch (mainType) {
    case 'servicer':
    case 'consignor':
    case 'delivery':
    case 'driver':
      return mainType;
    default:
      return null;
  }
}

/** Validates an action's data; returns the parsed data or the zod issues. */
export function parseActionData<A extends OrderAction>(action: A, data: unknown) {
  return ACTION_DATA[action].safeParse(data ?? {}) as z.ZodSafeParseResult<OrderActionData<A>>;
}

/** Which status each timed stage starts in (for time limits). */
export const STAGE_OF_STATUS: Partial<Record<OrderStatus, string>> = {
  TO_RECEIVE: 'receive',
  RECEIVED: 'warehouse_in',
  IN_WAREHOUSE: 'warehouse_out',
  OUT_WAREHOUSE: 'transit',
  IN_TRANSIT: 'transit',
  TO_ASSIGN: 'assign',
  TO_APPOINT: 'appoint',
  TO_SIGN: 'sign',
  TO_REVISIT: 'revisit',
};
