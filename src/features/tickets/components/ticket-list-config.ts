/**
 * The ticket list routes of spec §2.3 'Tickets' as data: one configured list screen serves them all. Each route →
 * the ticket type it shows (none: every type); the status tabs come from the server's counts; scope, tab, page and
 * page size live in the URL.
 */
import { z } from 'zod';
import { PAGE_SIZES } from '@/components/ui/data-table/types';
import type { TicketType } from '@/domain/tickets/ticket-schema';
import { TICKET_STATUSES, type TicketStatus } from '@/domain/tickets/workflow';

export interface TicketListConfig {
  path: string;
  /** the ticket type of this list; undefined = all types */
  type?: TicketType;
}

export const TICKET_LISTS: readonly TicketListConfig[] = [
  { path: '/saas/ticket/v2/index' },
  { path: '/saas/ticket/expense/index', type: 'EXPENSE' },
  { path: '/saas/ticket/call/index', type: 'CALL' },
  { path: '/saas/ticket/claim/index', type: 'CLAIM' },
  { path: '/saas/ticket/branchReport/index', type: 'BRANCH_REPORT' },
  { path: '/saas/ticket/urge/index', type: 'URGE' },
  { path: '/saas/ticket/escalation/index', type: 'ESCALATION' },
];

export const TICKET_DETAIL_PATH = (id: number | string) => `/saas/ticket/v2/detail/${id}`;
export const TICKET_CREATE_PATH = '/saas/ticket/v2/create';

const BY_PATH = new Map(TICKET_LISTS.map((c) => [c.path, c]));

/** The list of a pathname (a trailing slash tolerated). */
export function ticketListFor(pathname: string): TicketListConfig | undefined {
  return BY_PATH.get(pathname.replace(/\/+$/, ''));
}

export const TICKET_SCOPES = ['all', 'mine', 'finance_review'] as const;
export type TicketScope = (typeof TICKET_SCOPES)[number];

/** Statuses the workflow moves tickets through: always a tab, even at 0. Legacy statuses get one only when used. */
export const WORKFLOW_TAB_STATUSES: readonly TicketStatus[] = ['SUBMITTED', 'IN_PROGRESS', 'WAITING_CONFIRM', 'PROCESSING', 'FINANCE_REVIEWING', 'REJECTED', 'COMPLETED', 'CLOSED'];

export interface StatusTab {
  key: 'all' | TicketStatus;
  count: number;
}

/** 'all' (the sum), the workflow statuses in the order a ticket meets them, then any other status that has tickets. */
export function statusTabs(counts: ReadonlyArray<{ status: string; count: number }>): StatusTab[] {
  const by = new Map(counts.map((c) => [c.status, c.count]));
  const total = counts.reduce((n, c) => n + c.count, 0);
  const shown = [...WORKFLOW_TAB_STATUSES, ...TICKET_STATUSES.filter((s) => !WORKFLOW_TAB_STATUSES.includes(s) && (by.get(s) ?? 0) > 0)];
  return [{ key: 'all', count: total }, ...shown.map((s) => ({ key: s, count: by.get(s) ?? 0 }))];
}

/** The request params of a list: its type, the scope (all is the default, not sent) and the order number filter. */
export function ticketListParams(config: TicketListConfig, scope: TicketScope | undefined, orderNo?: string): Record<string, unknown> {
  return { type: config.type, scope: scope && scope !== 'all' ? scope : undefined, order_no: orderNo || undefined };
}

export const tabParams = (key: string): Record<string, unknown> | undefined => (key === 'all' ? undefined : { status: key });

const page = z.preprocess((v) => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : undefined;
}, z.number().int().optional());

export const ticketListSearchSchema = z.object({
  order_no: z.preprocess((v) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim().slice(0, 40) || undefined : undefined), z.string().optional()),
  scope: z.preprocess((v) => ((TICKET_SCOPES as readonly unknown[]).includes(v) && v !== 'all' ? v : undefined), z.enum(TICKET_SCOPES).optional()),
  tab: z.preprocess((v) => (v === 'all' || (TICKET_STATUSES as readonly unknown[]).includes(v) ? v : undefined), z.string().optional()),
  page,
  per_page: z.preprocess((v) => ((PAGE_SIZES as readonly number[]).includes(Number(v)) ? Number(v) : undefined), z.number().int().optional()),
});
export type TicketListSearch = z.infer<typeof ticketListSearchSchema>;

/** Forgiving parse for the route's validateSearch: a bad value is dropped, never fails the route. */
export function validateTicketListSearch(search: Record<string, unknown>): TicketListSearch {
  const result = ticketListSearchSchema.safeParse(search);
  return result.success ? result.data : {};
}
