/**
 * The ticket workflow: statuses, roles and the status × action table the browser shows buttons from and the
 * server enforces (spec §4 'Ticket'; the spec lists the statuses and actions but not the transitions).
 *
 * Design (a claims desk with a finance reviewer):
 * - A ticket is created SUBMITTED (待受理) with an executive (executive_uid, the handler, default the creator)
 *   and optionally a financial reviewer (financial_uid). The executive `accept`s it → IN_PROGRESS, or
 *   `return`s it to the requester (with a reason) → CLOSED.
 * - While IN_PROGRESS the executive `save`s the form and records what was done. The money actions
 *   (`compensate`, `back_freight`, `add_order_fee`, `refund`) add fee rows and stay IN_PROGRESS; `return_goods`
 *   sends the goods back → WAITING_CONFIRM, where `buyout` / `sell` / `discarded_goods` record what became of
 *   them and bring the ticket back IN_PROGRESS (a buyout or sale usually brings money to record);
 *   `repair` / `supply_parts` dispatch work → PROCESSING, which ends with `complete` or `return_to_in_progress`.
 * - Money never closes a ticket without the finance reviewer: `complete` (→ COMPLETED) is only possible
 *   while the ticket has no fee rows. With fee rows the executive `submit_for_finance_review`s it
 *   (→ FINANCE_REVIEWING, needs a financial reviewer and at least one fee row).
 * - The reviewer may `save` (correct fee rows) while FINANCE_REVIEWING, `reject` it with a reason
 *   (→ REJECTED) or `finance_complete` it (→ COMPLETED, and the fee rows are written to the order's fees in
 *   the same transaction). A REJECTED (or SUSPENDED) ticket goes back to the executive with
 *   `return_to_in_progress` (→ IN_PROGRESS) and is resubmitted from there.
 * - `save` is exactly spec §4: IN_PROGRESS for the executive staff, FINANCE_REVIEWING for the financial staff.
 * - Roles come from the ticket (spec §6): financial_uid → FINANCIAL_STAFF, executive_uid → EXECUTIVE_STAFF,
 *   anyone else VIEWER (who may read and comment, never act). A user who is both acts in either role.
 * - CANCELLED, FINISHED, EXPIRED and CLOSED are terminal; no action leads out of them. CANCELLED, FINISHED,
 *   EXPIRED and SUSPENDED are kept for imported or legacy tickets: no action leads into them.
 */

export const TICKET_STATUSES = [
  'SUBMITTED',
  'IN_PROGRESS',
  'COMPLETED',
  'CANCELLED',
  'CLOSED',
  'WAITING_CONFIRM',
  'PROCESSING',
  'FINISHED',
  'REJECTED',
  'SUSPENDED',
  'EXPIRED',
  'FINANCE_REVIEWING',
] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_STATUS_LABELS: Record<TicketStatus, { zh: string; en: string }> = {
  SUBMITTED: { zh: '待受理', en: 'Submitted' },
  IN_PROGRESS: { zh: '处理中', en: 'In progress' },
  COMPLETED: { zh: '已完成', en: 'Completed' },
  CANCELLED: { zh: '已取消', en: 'Cancelled' },
  CLOSED: { zh: '已关闭', en: 'Closed' },
  WAITING_CONFIRM: { zh: '待确认', en: 'Waiting for confirmation' },
  PROCESSING: { zh: '处理中', en: 'Processing' },
  FINISHED: { zh: '已结束', en: 'Finished' },
  REJECTED: { zh: '已拒绝', en: 'Rejected' },
  SUSPENDED: { zh: '已暂停', en: 'Suspended' },
  EXPIRED: { zh: '已过期', en: 'Expired' },
  FINANCE_REVIEWING: { zh: '财务审核中', en: 'Finance reviewing' },
};

/** Statuses a ticket never leaves. */
export const TERMINAL_STATUSES: readonly TicketStatus[] = ['COMPLETED', 'CANCELLED', 'CLOSED', 'FINISHED', 'EXPIRED'];

export const TICKET_ACTIONS = [
  'save',
  'accept',
  'complete',
  'compensate',
  'back_freight',
  'add_order_fee',
  'return_goods',
  'return',
  'refund',
  'repair',
  'supply_parts',
  'submit_for_finance_review',
  'reject',
  'return_to_in_progress',
  'finance_complete',
  'buyout',
  'sell',
  'discarded_goods',
] as const;
export type TicketAction = (typeof TICKET_ACTIONS)[number];

export type TicketRole = 'FINANCIAL_STAFF' | 'EXECUTIVE_STAFF' | 'VIEWER';
export type ActingRole = Exclude<TicketRole, 'VIEWER'>;

export type CanFlag = `can_${TicketAction}`;
export type CanFlags = Record<CanFlag, boolean>;

/** What an action needs besides status and role. */
export type ActionNeed =
  /** the body must carry a non-empty reason */
  | 'reason'
  /** the body must carry at least one fee row to add */
  | 'fees'
  /** the ticket must have no fee rows (money goes through finance review) */
  | 'noFees'
  /** the ticket must have at least one fee row */
  | 'hasFees'
  /** a financial reviewer must be assigned (or given in the body) */
  | 'reviewer';

export interface TicketTransition {
  /** each rule: from these statuses, this role may act */
  rules: ReadonlyArray<{ from: readonly TicketStatus[]; role: ActingRole }>;
  /** null: the status does not change */
  to: TicketStatus | null;
  needs: readonly ActionNeed[];
  label: { zh: string; en: string };
}

const EXEC = 'EXECUTIVE_STAFF' as const;
const FIN = 'FINANCIAL_STAFF' as const;
const exec = (...from: TicketStatus[]) => [{ from, role: EXEC }];

export const TICKET_TRANSITIONS: Record<TicketAction, TicketTransition> = {
  save: {
    rules: [
      { from: ['IN_PROGRESS'], role: EXEC },
      { from: ['FINANCE_REVIEWING'], role: FIN },
    ],
    to: null,
    needs: [],
    label: { zh: '保存', en: 'Save' },
  },
  accept: { rules: exec('SUBMITTED'), to: 'IN_PROGRESS', needs: [], label: { zh: '受理', en: 'Accept' } },
  complete: { rules: exec('IN_PROGRESS', 'PROCESSING'), to: 'COMPLETED', needs: ['noFees'], label: { zh: '完结', en: 'Complete' } },
  compensate: { rules: exec('IN_PROGRESS'), to: null, needs: ['fees'], label: { zh: '赔付', en: 'Compensate' } },
  back_freight: { rules: exec('IN_PROGRESS'), to: null, needs: ['fees'], label: { zh: '退运费', en: 'Refund freight' } },
  add_order_fee: { rules: exec('IN_PROGRESS'), to: null, needs: ['fees'], label: { zh: '添加订单费用', en: 'Add order fee' } },
  return_goods: { rules: exec('IN_PROGRESS'), to: 'WAITING_CONFIRM', needs: [], label: { zh: '退货', en: 'Return goods' } },
  return: { rules: exec('SUBMITTED', 'IN_PROGRESS'), to: 'CLOSED', needs: ['reason'], label: { zh: '退回', en: 'Return' } },
  refund: { rules: exec('IN_PROGRESS'), to: null, needs: ['fees'], label: { zh: '退款', en: 'Refund' } },
  repair: { rules: exec('IN_PROGRESS'), to: 'PROCESSING', needs: [], label: { zh: '维修', en: 'Repair' } },
  supply_parts: { rules: exec('IN_PROGRESS'), to: 'PROCESSING', needs: [], label: { zh: '补件', en: 'Supply parts' } },
  submit_for_finance_review: {
    rules: exec('IN_PROGRESS'),
    to: 'FINANCE_REVIEWING',
    needs: ['hasFees', 'reviewer'],
    label: { zh: '提交财务审核', en: 'Submit for finance review' },
  },
  reject: { rules: [{ from: ['FINANCE_REVIEWING'], role: FIN }], to: 'REJECTED', needs: ['reason'], label: { zh: '驳回', en: 'Reject' } },
  return_to_in_progress: {
    rules: exec('REJECTED', 'SUSPENDED', 'PROCESSING', 'WAITING_CONFIRM'),
    to: 'IN_PROGRESS',
    needs: [],
    label: { zh: '退回处理中', en: 'Back to in progress' },
  },
  finance_complete: { rules: [{ from: ['FINANCE_REVIEWING'], role: FIN }], to: 'COMPLETED', needs: ['hasFees'], label: { zh: '财务完结', en: 'Finance complete' } },
  buyout: { rules: exec('WAITING_CONFIRM'), to: 'IN_PROGRESS', needs: [], label: { zh: '买断', en: 'Buy out' } },
  sell: { rules: exec('WAITING_CONFIRM'), to: 'IN_PROGRESS', needs: [], label: { zh: '变卖', en: 'Sell' } },
  discarded_goods: { rules: exec('WAITING_CONFIRM'), to: 'IN_PROGRESS', needs: [], label: { zh: '报废', en: 'Discard goods' } },
};

/** The can_* flag of an action (can_save, can_reject, …). */
export const canFlagOf = (action: TicketAction): CanFlag => `can_${action}`;

export interface TicketFacts {
  status: TicketStatus;
  financial_uid: number | null;
  executive_uid: number | null;
  /** how many fee rows the ticket has now */
  fee_count: number;
}

/** The roles a user holds on a ticket (both when the same user is executive and reviewer). */
export function rolesOf(ticket: Pick<TicketFacts, 'financial_uid' | 'executive_uid'>, userId: number): ActingRole[] {
  const roles: ActingRole[] = [];
  if (ticket.financial_uid != null && ticket.financial_uid === userId) roles.push(FIN);
  if (ticket.executive_uid != null && ticket.executive_uid === userId) roles.push(EXEC);
  return roles;
}

/** Spec §6: financial_uid → FINANCIAL_STAFF, executive_uid → EXECUTIVE_STAFF, else VIEWER. */
export function roleOf(ticket: Pick<TicketFacts, 'financial_uid' | 'executive_uid'>, userId: number): TicketRole {
  return rolesOf(ticket, userId)[0] ?? 'VIEWER';
}

export type TicketRefusal = 'wrongStatus' | 'wrongRole' | 'needsReason' | 'needsFees' | 'hasFees' | 'noFees' | 'noReviewer';

export type TicketDecision = { ok: true; to: TicketStatus; role: ActingRole } | { ok: false; reason: TicketRefusal };

export interface ActionInput {
  reason?: string;
  /** fee rows the request adds */
  addedFees?: number;
  /** a reviewer given with the request */
  financialUid?: number | null;
}

/** Decides an action for a user; the server calls it under the row lock, the browser through canFlags. */
export function decideTicketAction(action: TicketAction, ticket: TicketFacts, userId: number, input: ActionInput = {}): TicketDecision {
  const t = TICKET_TRANSITIONS[action];
  const byStatus = t.rules.filter((r) => r.from.includes(ticket.status));
  if (!byStatus.length) return { ok: false, reason: 'wrongStatus' };
  const roles = rolesOf(ticket, userId);
  const rule = byStatus.find((r) => roles.includes(r.role));
  if (!rule) return { ok: false, reason: 'wrongRole' };
  for (const need of t.needs) {
    if (need === 'reason' && !(input.reason ?? '').trim()) return { ok: false, reason: 'needsReason' };
    if (need === 'fees' && !(input.addedFees && input.addedFees > 0)) return { ok: false, reason: 'needsFees' };
    if (need === 'noFees' && ticket.fee_count > 0) return { ok: false, reason: 'hasFees' };
    if (need === 'hasFees' && ticket.fee_count === 0) return { ok: false, reason: 'noFees' };
    if (need === 'reviewer' && ticket.financial_uid == null && input.financialUid == null) return { ok: false, reason: 'noReviewer' };
  }
  return { ok: true, to: t.to ?? ticket.status, role: rule.role };
}

/**
 * The can_* flags for a user: whether the action's status and role fit, and the ticket-side needs (fee rows
 * present or absent). Needs the request itself supplies (reason, fees to add, a reviewer) do not hide a button.
 */
export function canFlags(ticket: TicketFacts, userId: number): CanFlags {
  const flags = {} as CanFlags;
  for (const action of TICKET_ACTIONS) {
    const d = decideTicketAction(action, ticket, userId, { reason: 'x', addedFees: 1, financialUid: ticket.financial_uid ?? 0 });
    flags[canFlagOf(action)] = d.ok;
  }
  return flags;
}

/** Form stages (spec §4): CREATE for a new ticket, FINISHED once it is closed; the rest by who works on it. */
export const TICKET_STAGES = ['CREATE', 'HANDLE', 'FINANCE_REVIEW', 'FINISHED'] as const;
export type TicketStage = (typeof TICKET_STAGES)[number];

export function stageOf(status: TicketStatus | null): TicketStage {
  if (status == null) return 'CREATE';
  if (TERMINAL_STATUSES.includes(status)) return 'FINISHED';
  if (status === 'FINANCE_REVIEWING') return 'FINANCE_REVIEW';
  return 'HANDLE';
}
