/**
 * An abnormal record (异常, issue 19): its stages, responsible parties, states and one transition table, shared by the
 * server (which enforces it) and the browser (which shows only the actions that apply). Design: ./README.md.
 */
import { statusForElapsed, type LimitationStatus, type TimeLimitSet } from '../time-limits';

/** where the exception was found */
export const ABNORMAL_STAGES = ['receiving', 'warehouse', 'loading', 'arrival', 'delivery', 'installation'] as const;
export type AbnormalStage = (typeof ABNORMAL_STAGES)[number];

/** who is answerable for it (decided at the latest when the desk accepts the record) */
export const RESPONSIBLE_PARTIES = ['carrier', 'warehouse', 'station', 'delivery', 'merchant', 'customer'] as const;
export type ResponsibleParty = (typeof RESPONSIBLE_PARTIES)[number];

/** how the record came in */
export const ABNORMAL_SOURCES = ['desk', 'merchant', 'field', 'transit'] as const;
export type AbnormalSource = (typeof ABNORMAL_SOURCES)[number];

export const ABNORMAL_STATUSES = ['registered', 'accepted', 'rejected', 'handling', 'ended', 'archived'] as const;
export type AbnormalStatus = (typeof ABNORMAL_STATUSES)[number];

/** a record is open (the order shows ABNORMAL, the lists count it, it can run overdue) until ended, rejected or archived */
export const OPEN_ABNORMAL_STATUSES: readonly AbnormalStatus[] = ['registered', 'accepted', 'handling'];
export const isOpenAbnormal = (status: AbnormalStatus) => OPEN_ABNORMAL_STATUSES.includes(status);

/**
 * Who acts on a record: the servicer's desk, the merchant (DA variant: its own orders' records), the field (delivery
 * and driver accounts: they register, and follow what they registered).
 */
export const ABNORMAL_ROLES = ['desk', 'merchant', 'field'] as const;
export type AbnormalRole = (typeof ABNORMAL_ROLES)[number];

/** the account's app type → its role on abnormal records */
export function abnormalRoleOf(appType: 'servicer' | 'consignor' | 'delivery' | 'driver'): AbnormalRole {
  if (appType === 'servicer') return 'desk';
  if (appType === 'consignor') return 'merchant';
  return 'field';
}

export const ABNORMAL_ACTIONS = ['accept', 'reject', 'resubmit', 'start_handling', 'end', 'reopen', 'archive', 'assign', 'hold', 'release'] as const;
export type AbnormalAction = (typeof ABNORMAL_ACTIONS)[number];

/** what an action needs besides status and role */
export type AbnormalNeed =
  /** a non-empty reason */
  | 'reason'
  /** a non-empty resolution (how it ended) */
  | 'resolution'
  /** a responsible party, on the record or in the body */
  | 'responsible'
  /** no handling sub-record still open */
  | 'handlingClosed'
  /** the record does not hold its order now */
  | 'notHolding'
  /** the record holds its order now */
  | 'holding';

export interface AbnormalTransition {
  from: readonly AbnormalStatus[];
  /** 'same': the status does not change */
  to: AbnormalStatus | 'same';
  roles: readonly AbnormalRole[];
  needs: readonly AbnormalNeed[];
}

const desk: AbnormalRole[] = ['desk'];
const open: AbnormalStatus[] = ['registered', 'accepted', 'handling'];

export const ABNORMAL_TRANSITIONS: Record<AbnormalAction, AbnormalTransition> = {
  // 审核: the desk checks what was registered — accepted (with a responsible party) or rejected with a reason
  accept: { from: ['registered'], to: 'accepted', roles: desk, needs: ['responsible'] },
  reject: { from: ['registered'], to: 'rejected', roles: desk, needs: ['reason'] },
  // the merchant (its own record) or the desk sends a rejected record back to be checked again, saying what changed
  resubmit: { from: ['rejected'], to: 'registered', roles: ['desk', 'merchant'], needs: ['reason'] },
  // also done by itself when the first handling sub-record is created on an accepted record
  start_handling: { from: ['accepted'], to: 'handling', roles: desk, needs: [] },
  // 完结: every handling sub-record finished or cancelled
  end: { from: ['accepted', 'handling'], to: 'ended', roles: desk, needs: ['resolution', 'handlingClosed'] },
  reopen: { from: ['ended'], to: 'handling', roles: desk, needs: ['reason'] },
  // 归档: read-only from then on
  archive: { from: ['ended', 'rejected'], to: 'archived', roles: desk, needs: [] },
  // the handler group / handler changed by hand (the abnormal sorting rule set it at registration)
  assign: { from: open, to: 'same', roles: desk, needs: [] },
  // hold the order (report_abnormal through the order lifecycle) or let it go on (resolve_abnormal when no other record holds it)
  hold: { from: open, to: 'same', roles: desk, needs: ['notHolding'] },
  release: { from: open, to: 'same', roles: desk, needs: ['holding'] },
};

/** the facts about a record the rules look at */
export interface AbnormalFacts {
  status: AbnormalStatus;
  responsibleParty: ResponsibleParty | null;
  /** handling sub-records neither finished nor cancelled */
  openHandlings: number;
  /** the record holds its order (the order is ABNORMAL because of it) */
  holdsOrder: boolean;
}

export interface AbnormalActionInput {
  reason?: string;
  resolution?: string;
  responsibleParty?: ResponsibleParty | null;
}

export type AbnormalRefusal = 'wrongStatus' | 'wrongRole' | 'needsReason' | 'needsResolution' | 'needsResponsible' | 'handlingOpen' | 'alreadyHolding' | 'notHolding';

export type AbnormalDecision = { ok: true; to: AbnormalStatus } | { ok: false; reason: AbnormalRefusal };

const filled = (s: string | undefined) => Boolean(s && s.trim());

/** Whether `role` may do `action` on a record with these facts, and the status it leads to. */
export function decideAbnormal(action: AbnormalAction, role: AbnormalRole, record: AbnormalFacts, input: AbnormalActionInput = {}): AbnormalDecision {
  const t = ABNORMAL_TRANSITIONS[action];
  if (!t.roles.includes(role)) return { ok: false, reason: 'wrongRole' };
  if (!t.from.includes(record.status)) return { ok: false, reason: 'wrongStatus' };
  for (const need of t.needs) {
    if (need === 'reason' && !filled(input.reason)) return { ok: false, reason: 'needsReason' };
    if (need === 'resolution' && !filled(input.resolution)) return { ok: false, reason: 'needsResolution' };
    if (need === 'responsible' && !(input.responsibleParty ?? record.responsibleParty)) return { ok: false, reason: 'needsResponsible' };
    if (need === 'handlingClosed' && record.openHandlings > 0) return { ok: false, reason: 'handlingOpen' };
    if (need === 'notHolding' && record.holdsOrder) return { ok: false, reason: 'alreadyHolding' };
    if (need === 'holding' && !record.holdsOrder) return { ok: false, reason: 'notHolding' };
  }
  return { ok: true, to: t.to === 'same' ? record.status : t.to };
}

/**
 * The actions a screen offers now: those the status and role allow and whose standing conditions hold (open handling,
 * holding); reason, resolution and responsible party are asked for by the action's dialog, so they do not hide it.
 */
export function actionsFor(record: AbnormalFacts, role: AbnormalRole): AbnormalAction[] {
  return ABNORMAL_ACTIONS.filter((a) => decideAbnormal(a, role, record, { reason: 'x', resolution: 'x', responsibleParty: record.responsibleParty ?? 'carrier' }).ok);
}

/** what the role may do besides the transitions (the screens' other buttons); the server checks the same */
export const ABNORMAL_ABILITIES: Record<AbnormalRole, { register: boolean; handle: boolean; fees: boolean; escalate: boolean; report: boolean }> = {
  desk: { register: true, handle: true, fees: true, escalate: true, report: true },
  merchant: { register: true, handle: false, fees: false, escalate: false, report: false },
  field: { register: true, handle: false, fees: false, escalate: false, report: false },
};

/** handling sub-records and fee rows may be added while the record is accepted or being handled */
export const HANDLEABLE_STATUSES: readonly AbnormalStatus[] = ['accepted', 'handling'];
/** fee rows may be edited while the record is still open (registered too: the desk may price it while checking) */
export const FEE_EDIT_STATUSES: readonly AbnormalStatus[] = ['registered', 'accepted', 'handling'];

/** `YC2611260001`: 异常 YC + yyMMdd (China time) + a 4-digit sequence of the company and day */
export function abnormalNo(day: Date, seq: number): string {
  const cn = new Date(day.getTime() + 8 * 3600_000);
  return `YC${cn.toISOString().slice(2, 10).replaceAll('-', '')}${String(seq).padStart(4, '0')}`;
}

/** Without a configured limit (ticket time limit of type ABNORMAL), an open record runs overdue 48 hours after it was registered. */
export const DEFAULT_ABNORMAL_LIMIT_HOURS = 48;
export const ABNORMAL_TIME_LIMIT_TYPE = 'ABNORMAL';

/** A type code of the abnormal configuration → the stage it is usually found at (the register form's default). */
export const TYPE_STAGE_HINTS: Readonly<Record<string, AbnormalStage>> = {
  SHORTAGE: 'arrival',
  OVERAGE: 'arrival',
  DAMAGE: 'delivery',
  LOSS: 'arrival',
  INSTALL: 'installation',
};

/** A_NORMAL / B_WARNING / C_DANGER for a record: open records run against the ABNORMAL limit from registration; closed ones never show red. */
export function abnormalLimitationStatus(record: { status: AbnormalStatus; registeredAt: string | Date }, limits: TimeLimitSet, now: Date): LimitationStatus {
  if (!isOpenAbnormal(record.status)) return 'A_NORMAL';
  const row = limits.tickets.find((t) => t.ticketType === ABNORMAL_TIME_LIMIT_TYPE);
  const limit = row ? { hours: row.hours, warningPercent: row.warningPercent ?? limits.global.warningPercent } : { hours: DEFAULT_ABNORMAL_LIMIT_HOURS, warningPercent: limits.global.warningPercent };
  return statusForElapsed(now.getTime() - new Date(record.registeredAt).getTime(), limit);
}
