/**
 * One table of every lifecycle list screen under /saas/order, /bang/order, /da/order and /da-shop/order: each
 * route suffix → its status tabs (each tab a statuses filter), fixed filters and the lifecycle actions offered
 * for the selected rows. Which of those a user sees comes from the transition table (batch, role, from-status).
 */
import { TRANSITIONS, type OrderAction, type OrderRole, type ReviewKind } from '@/domain/order-lifecycle';
import { ORDER_STATUSES, type OrderStatus } from '@/domain/order-status';

export interface ListTab {
  key: string;
  /** statuses shown in this tab; empty = every status */
  statuses: readonly OrderStatus[];
}

export interface ListConfig {
  /** route suffix after '/order/' */
  suffix: string;
  tabs: readonly ListTab[];
  /** filters every request of the screen carries */
  fixed?: { review_kind?: ReviewKind; pending_change?: '1'; mine?: '1' };
  /** the route whose name titles the screen (default /saas/order/{suffix}) */
  titleRoute?: string;
  /** candidate batch actions (each must be batch in TRANSITIONS) */
  actions: readonly OrderAction[];
  /** extra columns after the base ones */
  columns?: readonly string[];
}

const tab = (key: string, ...statuses: OrderStatus[]): ListTab => ({ key, statuses });
const one = (s: OrderStatus): ListTab => tab(s, s);

export const LIST_CONFIGS: readonly ListConfig[] = [
  {
    suffix: 'all/index',
    tabs: [tab('all'), ...(['PENDING_REVIEW', 'TO_RECEIVE', 'IN_WAREHOUSE', 'TO_ASSIGN', 'TO_APPOINT', 'TO_SIGN', 'TO_REVISIT', 'ARCHIVED', 'ABNORMAL', 'INTERCEPTED'] as const).map(one)],
    actions: ['intercept'],
    columns: ['delivery_name', 'tags'],
  },
  { suffix: 'review/index', tabs: [one('PENDING_REVIEW')], fixed: { review_kind: 'STANDARD' }, actions: ['approve', 'reject'], columns: ['memo'] },
  { suffix: 'dealershipReview/index', tabs: [one('PENDING_REVIEW')], fixed: { review_kind: 'DEALERSHIP' }, actions: ['approve', 'reject'], columns: ['memo'] },
  { suffix: 'erpReview/index', tabs: [one('PENDING_REVIEW')], fixed: { review_kind: 'ERP' }, actions: ['approve', 'reject'], columns: ['memo'] },
  { suffix: 'receive/index', tabs: [one('TO_RECEIVE'), one('RECEIVED')], actions: ['receive', 'warehouse_in', 'intercept'], columns: ['limitation_status_code', 'memo'] },
  { suffix: 'inWarehouse/index', tabs: [one('RECEIVED'), one('IN_WAREHOUSE')], actions: ['warehouse_in', 'warehouse_out'], columns: ['limitation_status_code'] },
  { suffix: 'outWarehouse/index', tabs: [one('IN_WAREHOUSE'), one('OUT_WAREHOUSE')], actions: ['warehouse_out', 'depart', 'arrive'], columns: ['limitation_status_code'] },
  { suffix: 'intercept/index', tabs: [one('INTERCEPTED')], actions: ['release_intercept'], columns: ['tags', 'memo'] },
  { suffix: 'arrival/index', tabs: [tab('toArrive', 'OUT_WAREHOUSE', 'IN_TRANSIT'), one('TO_ASSIGN')], actions: ['arrive', 'assign'], columns: ['limitation_status_code'] },
  { suffix: 'leave/index', tabs: [one('OUT_WAREHOUSE'), one('IN_TRANSIT')], actions: ['depart', 'arrive'], columns: ['limitation_status_code'] },
  { suffix: 'assign/index', tabs: [one('TO_ASSIGN')], actions: ['assign'], columns: ['limitation_status_code', 'tags'] },
  { suffix: 'assignChange/index', tabs: [tab('assigned', 'TO_APPOINT', 'TO_SIGN'), one('TO_APPOINT'), one('TO_SIGN')], actions: ['change_assignment'], columns: ['delivery_name'] },
  { suffix: 'appoint/index', tabs: [one('TO_APPOINT')], actions: [], columns: ['delivery_name', 'limitation_status_code'] },
  { suffix: 'reappoint/index', tabs: [one('TO_SIGN')], actions: [], columns: ['delivery_name', 'limitation_status_code'] },
  { suffix: 'sign/index', tabs: [one('TO_SIGN')], actions: [], columns: ['delivery_name', 'limitation_status_code'] },
  { suffix: 'feedback/index', tabs: [one('TO_REVISIT'), one('ARCHIVED')], actions: [], columns: ['delivery_name', 'income_settle_status'] },
  { suffix: 'signRecheck/index', tabs: [one('TO_REVISIT')], actions: ['recheck_pass'], columns: ['delivery_name'] },
  {
    suffix: 'changeApproval/index',
    tabs: [tab('pending', 'PENDING_REVIEW', 'TO_RECEIVE', 'RECEIVED', 'IN_WAREHOUSE', 'OUT_WAREHOUSE', 'IN_TRANSIT', 'TO_ASSIGN', 'TO_APPOINT', 'TO_SIGN')],
    fixed: { pending_change: '1' },
    actions: ['approve_change'],
    columns: ['memo'],
  },
  // restricted goods: the orders held back, one tab per holding status
  { suffix: 'restricted/index', tabs: [tab('held', 'ABNORMAL', 'INTERCEPTED'), one('ABNORMAL'), one('INTERCEPTED')], actions: ['release_intercept'], columns: ['tags', 'memo'] },
  { suffix: 'drafts/index', tabs: [one('DRAFT')], actions: ['submit', 'cancel'], columns: ['memo', 'updated_at'] },
  { suffix: 'recycle/index', tabs: [one('RECYCLED')], actions: ['restore', 'destroy'], columns: ['memo', 'updated_at'] },
];

/** /saas/order-entry/show (录单查看): the orders the signed-in user entered, drafts first to hand. */
export const ENTERED_ORDERS: ListConfig = {
  suffix: 'order-entry/show',
  titleRoute: '/saas/order-entry/show',
  tabs: [tab('all'), one('DRAFT'), one('PENDING_REVIEW'), one('TO_RECEIVE')],
  fixed: { mine: '1' },
  actions: ['submit', 'cancel'],
  columns: ['memo', 'updated_at'],
};

export const LIST_BY_SUFFIX: ReadonlyMap<string, ListConfig> = new Map(LIST_CONFIGS.map((c) => [c.suffix, c]));

export const ORDER_LIST_PREFIXES = ['/saas/order', '/bang/order', '/da/order', '/da-shop/order'] as const;

/** '/bang/order/receive/index' → { prefix: '/bang/order', suffix: 'receive/index' }. */
export function splitOrderPath(pathname: string): { prefix: string; suffix: string } | null {
  const clean = pathname.replace(/\/+$/, '');
  for (const prefix of ORDER_LIST_PREFIXES) {
    if (clean.startsWith(`${prefix}/`)) return { prefix, suffix: clean.slice(prefix.length + 1) };
  }
  return null;
}

/** The detail route of an order under the same prefix as the list. */
export const detailPath = (prefix: string, id: number | string) => `${prefix}/detail/${id}`;

/** The actions a role may run on the selected rows of a tab: batch, the role's, and possible from the tab's statuses. */
export function batchActionsFor(config: ListConfig, role: OrderRole | null, tabKey?: string): OrderAction[] {
  if (!role) return [];
  const current = config.tabs.find((x) => x.key === tabKey) ?? config.tabs[0];
  const statuses = current.statuses.length > 0 ? current.statuses : ORDER_STATUSES;
  return config.actions.filter((a) => {
    const t = TRANSITIONS[a];
    return !!t.batch && t.roles.includes(role) && t.from.some((s) => statuses.includes(s));
  });
}

/** The request filter of a tab: its statuses as a comma list plus the screen's fixed filters. */
export function tabParams(config: ListConfig, current: ListTab): Record<string, string> {
  return { ...(current.statuses.length > 0 ? { status: current.statuses.join(',') } : {}), ...config.fixed };
}
