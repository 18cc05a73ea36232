/**
 * The four handling sub-records of an abnormal record (补件 replenish, 退货 return, 维修 repair, 退款跟踪 refund), each
 * with its own states and transition table, shared by the server (which enforces them) and the screens. Design: ./README.md.
 */

export const HANDLING_KINDS = ['replenish', 'return', 'repair', 'refund'] as const;
export type HandlingKind = (typeof HANDLING_KINDS)[number];

/** the order tag (spec §2.5 order-tag icons) a sub-record of each kind puts on the order */
export const HANDLING_ORDER_TAGS: Record<HandlingKind, string> = { replenish: 'REPLENISH', return: 'RETURN', repair: 'REPAIR', refund: 'REFUND' };
/** the tag an order carries while it has an open abnormal record */
export const ABNORMAL_ORDER_TAG = 'ABNORMAL';

export const HANDLING_STATUSES = {
  // stock: an outbound from the warehouse through the ledger when shipped; purchase: bought and sent by a supplier
  replenish: ['open', 'shipped', 'delivered', 'cancelled'],
  // back to the merchant or into a warehouse, with its own transport (carrier, tracking number)
  return: ['open', 'sent', 'received', 'cancelled'],
  // who repairs and when; the result (fixed or not) with photos
  repair: ['open', 'scheduled', 'done', 'cancelled'],
  // amount and payee, followed until paid
  refund: ['open', 'approved', 'paid', 'cancelled'],
} as const satisfies Record<HandlingKind, readonly string[]>;
export type HandlingStatus<K extends HandlingKind = HandlingKind> = (typeof HANDLING_STATUSES)[K][number];
export type AnyHandlingStatus = (typeof HANDLING_STATUSES)[HandlingKind][number];

/** the statuses a sub-record ends in (the record can end once every sub-record is in one) */
export const HANDLING_FINAL: Record<HandlingKind, readonly string[]> = {
  replenish: ['delivered', 'cancelled'],
  return: ['received', 'cancelled'],
  repair: ['done', 'cancelled'],
  refund: ['paid', 'cancelled'],
};
export const isHandlingOpen = (kind: HandlingKind, status: string) => !HANDLING_FINAL[kind].includes(status);

/** what a handling action needs in its body */
export type HandlingNeed = 'reason' | 'scheduledAt' | 'result' | 'paymentRef';

export interface HandlingTransition {
  from: readonly string[];
  to: string;
  needs: readonly HandlingNeed[];
}

export const HANDLING_TRANSITIONS = {
  replenish: {
    // stock: creates the outbound and ships it through the ledger in the same transaction (stock leaves the warehouse)
    ship: { from: ['open'], to: 'shipped', needs: [] },
    deliver: { from: ['shipped'], to: 'delivered', needs: [] },
    cancel: { from: ['open'], to: 'cancelled', needs: ['reason'] },
  },
  return: {
    send: { from: ['open'], to: 'sent', needs: [] },
    receive: { from: ['sent'], to: 'received', needs: [] },
    cancel: { from: ['open'], to: 'cancelled', needs: ['reason'] },
  },
  repair: {
    schedule: { from: ['open', 'scheduled'], to: 'scheduled', needs: ['scheduledAt'] },
    complete: { from: ['scheduled'], to: 'done', needs: ['result'] },
    cancel: { from: ['open', 'scheduled'], to: 'cancelled', needs: ['reason'] },
  },
  refund: {
    approve: { from: ['open'], to: 'approved', needs: [] },
    pay: { from: ['approved'], to: 'paid', needs: ['paymentRef'] },
    cancel: { from: ['open', 'approved'], to: 'cancelled', needs: ['reason'] },
  },
} as const satisfies Record<HandlingKind, Record<string, HandlingTransition>>;

export type HandlingAction<K extends HandlingKind = HandlingKind> = keyof (typeof HANDLING_TRANSITIONS)[K] & string;
/** every action name of any kind (the route's :action) */
export const HANDLING_ACTIONS = ['ship', 'deliver', 'send', 'receive', 'schedule', 'complete', 'approve', 'pay', 'cancel'] as const;
export type AnyHandlingAction = (typeof HANDLING_ACTIONS)[number];

export const handlingTransition = (kind: HandlingKind, action: string): HandlingTransition | undefined =>
  (HANDLING_TRANSITIONS[kind] as Record<string, HandlingTransition>)[action];

export const REPAIR_RESULTS = ['fixed', 'not_fixed'] as const;
export type RepairResult = (typeof REPAIR_RESULTS)[number];
export const REPLENISH_METHODS = ['stock', 'purchase'] as const;
export const RETURN_DESTINATIONS = ['merchant', 'warehouse'] as const;
export const REFUND_PAYEES = ['merchant', 'customer'] as const;

export interface HandlingInput {
  reason?: string;
  scheduledAt?: string;
  result?: string;
  paymentRef?: string;
}

export type HandlingRefusal = 'unknownAction' | 'wrongStatus' | 'needsReason' | 'needsScheduledAt' | 'needsResult' | 'needsPaymentRef';

const filled = (s: string | undefined) => Boolean(s && s.trim());

/** Whether `action` applies to a sub-record of `kind` in `status`, and the status it leads to. */
export function decideHandling(kind: HandlingKind, action: string, status: string, input: HandlingInput = {}): { ok: true; to: string } | { ok: false; reason: HandlingRefusal } {
  const t = handlingTransition(kind, action);
  if (!t) return { ok: false, reason: 'unknownAction' };
  if (!t.from.includes(status)) return { ok: false, reason: 'wrongStatus' };
  for (const need of t.needs) {
    if (need === 'reason' && !filled(input.reason)) return { ok: false, reason: 'needsReason' };
    if (need === 'scheduledAt' && !filled(input.scheduledAt)) return { ok: false, reason: 'needsScheduledAt' };
    if (need === 'result' && !(REPAIR_RESULTS as readonly string[]).includes(input.result ?? '')) return { ok: false, reason: 'needsResult' };
    if (need === 'paymentRef' && !filled(input.paymentRef)) return { ok: false, reason: 'needsPaymentRef' };
  }
  return { ok: true, to: t.to };
}

/** the actions a sub-record's screen offers in a status */
export function handlingActionsFor(kind: HandlingKind, status: string): string[] {
  return Object.entries(HANDLING_TRANSITIONS[kind] as Record<string, HandlingTransition>)
    .filter(([, t]) => t.from.includes(status))
    .map(([a]) => a);
}

/** every status of any kind, once (list filters) */
export const ANY_HANDLING_STATUSES = [...new Set(Object.values(HANDLING_STATUSES).flat())] as [AnyHandlingStatus, ...AnyHandlingStatus[]];
