import { describe, expect, it } from 'vitest';
import { ROUTES, routeNameForPath } from '@/domain/route-catalog';
import { statusTabs, tabParams, TICKET_LISTS, ticketListFor, ticketListParams, validateTicketListSearch } from './ticket-list-config';

describe('ticket list routes', () => {
  it('configure every /saas/ticket list route of the catalog once, with its type', () => {
    const catalog = ROUTES.filter((r) => r.path.startsWith('/saas/ticket/') && r.path.endsWith('/index')).map((r) => r.path);
    expect(TICKET_LISTS.map((c) => c.path).sort()).toEqual(catalog.sort());
    expect(new Set(TICKET_LISTS.map((c) => routeNameForPath(c.path))).size).toBe(7);
    expect(Object.fromEntries(TICKET_LISTS.map((c) => [c.path.split('/')[3], c.type ?? null]))).toEqual({
      v2: null,
      expense: 'EXPENSE',
      call: 'CALL',
      claim: 'CLAIM',
      branchReport: 'BRANCH_REPORT',
      urge: 'URGE',
      escalation: 'ESCALATION',
    });
    expect(ticketListFor('/saas/ticket/claim/index/')?.type).toBe('CLAIM');
    expect(ticketListFor('/saas/ticket/v2/detail/3')).toBeUndefined();
  });

  it('send the type, the scope unless all, and the tab status', () => {
    const claim = ticketListFor('/saas/ticket/claim/index')!;
    expect(ticketListParams(claim, 'finance_review')).toEqual({ type: 'CLAIM', scope: 'finance_review', order_no: undefined });
    expect(ticketListParams(ticketListFor('/saas/ticket/v2/index')!, 'all', '2261018000009')).toEqual({ type: undefined, scope: undefined, order_no: '2261018000009' });
    expect(tabParams('all')).toBeUndefined();
    expect(tabParams('REJECTED')).toEqual({ status: 'REJECTED' });
  });

  it('tabs: all with the sum, the workflow statuses always, legacy statuses only with tickets', () => {
    const tabs = statusTabs([
      { status: 'SUBMITTED', count: 2 },
      { status: 'FINANCE_REVIEWING', count: 3 },
      { status: 'EXPIRED', count: 1 },
    ]);
    expect(tabs[0]).toEqual({ key: 'all', count: 6 });
    expect(tabs.map((x) => x.key)).toEqual(['all', 'SUBMITTED', 'IN_PROGRESS', 'WAITING_CONFIRM', 'PROCESSING', 'FINANCE_REVIEWING', 'REJECTED', 'COMPLETED', 'CLOSED', 'EXPIRED']);
    expect(tabs.find((x) => x.key === 'IN_PROGRESS')?.count).toBe(0);
    expect(tabs.some((x) => x.key === 'SUSPENDED')).toBe(false);
    expect(statusTabs([]).map((x) => x.count).every((n) => n === 0)).toBe(true);
  });

  it('keeps valid search values and drops the rest', () => {
    expect(validateTicketListSearch({ scope: 'mine', tab: 'REJECTED', page: '3', per_page: '50', order_no: ' 2261018000009 ' })).toEqual({
      scope: 'mine',
      tab: 'REJECTED',
      page: 3,
      per_page: 50,
      order_no: '2261018000009',
    });
    expect(validateTicketListSearch({ scope: 'all', tab: 'NOPE', page: '-1', per_page: '33' })).toEqual({});
  });
});
