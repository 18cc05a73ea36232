/**
 * Field work's rules, all from the order lifecycle (src/domain/order-lifecycle.ts): the task tabs, the status a
 * queued action leads to (a card's localStatus), the actions a card offers, and whether a scan is accepted.
 */
import { decide, TRANSITIONS, type OrderAction, type OrderRole } from '@/domain/order-lifecycle';
import { ORDER_STATUSES, type OrderStatus } from '@/domain/order-status';

/** My tasks' tabs, in the order the work goes. */
export const TASK_TABS = ['TO_APPOINT', 'TO_SIGN', 'TO_REVISIT'] as const satisfies readonly OrderStatus[];
export type TaskTab = (typeof TASK_TABS)[number];

/** What a card offers (of what the lifecycle allows the signed-in role). */
export const TASK_ACTIONS = ['appoint', 'sign', 'feedback'] as const satisfies readonly OrderAction[];
export type TaskAction = (typeof TASK_ACTIONS)[number];

/** The scan screen's operations. */
export const SCAN_OPERATIONS = ['receive', 'warehouse_in', 'warehouse_out'] as const satisfies readonly OrderAction[];
export type ScanOperation = (typeof SCAN_OPERATIONS)[number];

/** Statuses a warehouse downloads so a scan is confirmed (or explained) with no network. */
export const SCAN_STATUSES: readonly OrderStatus[] = ['TO_RECEIVE', 'RECEIVED', 'IN_WAREHOUSE', 'OUT_WAREHOUSE'];

export interface LocalStatusOf {
  status: string;
  localStatus: string | null;
}

const isStatus = (s: string): s is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(s);

/** The status the card shows: what its queued actions will make it, else the server's last known one. */
export function effectiveStatus(row: LocalStatusOf): OrderStatus | null {
  const s = row.localStatus ?? row.status;
  return isStatus(s) ? s : null;
}

/**
 * The status `action` leads to from `status` (a card's localStatus once it is queued), or null when it cannot apply
 * or is not the device's to foresee: another area's action (an abnormal record holds the order only when the server
 * finds it holdable; a load moves it) changes the card when the server says so.
 */
export function localStatusAfter(action: OrderAction, status: OrderStatus): OrderStatus | null {
  const t = TRANSITIONS[action];
  if (t.via || !t.from.includes(status)) return null;
  if (t.to === 'same') return status;
  if (t.to === 'previous') return null;
  return t.to;
}

const factsOf = (status: OrderStatus) => ({ status, heldFrom: null, hasPendingChange: false, needsReview: false });

/** The task actions `role` may do on a card in `status`. */
export function taskActions(role: OrderRole | null, status: OrderStatus | null): TaskAction[] {
  if (!role || !status) return [];
  return TASK_ACTIONS.filter((a) => decide(a, role, factsOf(status)).ok);
}

/** Cards per tab, by their effective status. */
export function tabCounts(rows: readonly LocalStatusOf[]): Record<TaskTab, number> {
  const counts: Record<TaskTab, number> = { TO_APPOINT: 0, TO_SIGN: 0, TO_REVISIT: 0 };
  for (const r of rows) {
    const s = effectiveStatus(r);
    if (s && (TASK_TABS as readonly string[]).includes(s)) counts[s as TaskTab]++;
  }
  return counts;
}

export type ScanVerdict =
  | { kind: 'accept'; to: OrderStatus }
  | { kind: 'duplicate' }
  | { kind: 'unknown' }
  | { kind: 'wrongStatus'; status: OrderStatus | null }
  | { kind: 'wrongRole' };

/**
 * A scan confirmed from local data: a number already accepted in this session is a duplicate; an order not
 * downloaded is unknown; otherwise the lifecycle decides from its local status.
 */
export function decideScan(op: ScanOperation, role: OrderRole | null, row: LocalStatusOf | null, alreadyAccepted: boolean): ScanVerdict {
  if (alreadyAccepted) return { kind: 'duplicate' };
  if (!row) return { kind: 'unknown' };
  const status = effectiveStatus(row);
  if (!role || !TRANSITIONS[op].roles.includes(role)) return { kind: 'wrongRole' };
  if (!status) return { kind: 'wrongStatus', status: null };
  const d = decide(op, role, factsOf(status));
  return d.ok ? { kind: 'accept', to: d.to } : { kind: 'wrongStatus', status };
}
