import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OrderEvent } from '@/domain/order-detail';
import { i18n, initI18n } from '@/lib/i18n';
import * as common from '@/lib/i18n-common';
import type { OrderFees } from '../api/get-order-fees';
import * as strings from '../i18n';
import { FeesTable } from './order-detail-sections';
import { OrderTimeline } from './order-timeline';

beforeAll(async () => {
  initI18n({ en: { ...common.en, ...strings.en }, zh: { ...common.zh, ...strings.zh } });
  await i18n.changeLanguage('zh');
  window.matchMedia ??= ((q: string) => ({
    matches: false, media: q, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
});
afterEach(cleanup);

/** Renders inside a router (the rows link to their ticket). */
function inRouter(node: ReactNode) {
  const rootRoute = createRootRoute({ component: () => <ChakraProvider value={defaultSystem}>{node}</ChakraProvider> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(<RouterProvider router={router} />);
}

const line = (over: Partial<OrderFees['list'][number]>): OrderFees['list'][number] => ({
  id: 1,
  direction: 'OUTLAY',
  code: 'COMPENSATION',
  code_name: '赔偿款',
  amount_cents: 32109,
  amount: '321.09',
  settle_target_type: 'CONSIGNOR',
  settle_target_id: '7',
  settle_target_name: '海信专营',
  settlement_method_code: 'MONTHLY',
  settlement_method_name: '月结',
  source_ticket_id: 14,
  created_at: '2026-11-21T10:00:00Z',
  ...over,
});

describe('FeesTable', () => {
  it('shows 支/收, the fee item, target, yuan from cents, method, the ticket link and totals per direction', async () => {
    const fees: OrderFees = {
      order_id: 1,
      order_no: '2261122000001',
      list: [line({}), line({ id: 2, direction: 'INCOME', code: 'RECOVERY', code_name: '追偿款', amount_cents: 5, amount: '0.05', settle_target_name: '快装到家', source_ticket_id: null })],
      totals: { OUTLAY: 32109, INCOME: 5 },
    };
    inRouter(<FeesTable fees={fees} lang="zh" />);
    const rows = await screen.findAllByTestId('detail-fee-row');
    expect(rows).toHaveLength(2);
    expect(rows[0].textContent).toContain('支');
    expect(rows[0].textContent).toContain('赔偿款');
    expect(rows[0].textContent).toContain('海信专营');
    expect(rows[0].textContent).toContain('月结');
    expect(within(rows[0]).getByTestId('detail-fee-amount').textContent).toBe('¥321.09');
    expect(within(rows[0]).getByTestId('detail-fee-ticket').getAttribute('href')).toBe('/saas/ticket/v2/detail/14');
    expect(within(rows[0]).getByTestId('detail-fee-ticket').textContent).toBe('工单 #14');
    expect(rows[1].textContent).toContain('收');
    expect(within(rows[1]).getByTestId('detail-fee-amount').textContent).toBe('¥0.05');
    expect(within(rows[1]).queryByTestId('detail-fee-ticket')).toBeNull();
    expect(screen.getByTestId('detail-fee-total-OUTLAY-amount').textContent).toBe('¥321.09');
    expect(screen.getByTestId('detail-fee-total-INCOME-amount').textContent).toBe('¥0.05');
  });

  it('says so when the order has no fees', async () => {
    inRouter(<FeesTable fees={{ order_id: 1, order_no: '2', list: [], totals: { OUTLAY: 0, INCOME: 0 } }} lang="zh" />);
    expect((await screen.findByTestId('detail-fees-empty')).textContent).toBe('暂无费用');
    expect(screen.getByTestId('detail-fee-total-OUTLAY-amount').textContent).toBe('¥0.00');
  });
});

describe('OrderTimeline ticket_fees', () => {
  const event = (data: Record<string, unknown>): OrderEvent => ({
    id: 9,
    action: 'ticket_fees',
    from_status: 'IN_WAREHOUSE',
    to_status: 'IN_WAREHOUSE',
    actor_name: '财务小周',
    actor_role: 'FINANCIAL_STAFF',
    occurred_at: '2026-11-21T10:00:00Z',
    recorded_at: '2026-11-21T10:00:00Z',
    data,
  });

  it('labels the posting and shows the ticket link, the row count and the totals', async () => {
    inRouter(<OrderTimeline events={[event({ ticket_id: 14, fee_count: 2, outlay_cents: 32109, income_cents: 2005 })]} />);
    const entry = await screen.findByTestId('timeline-entry');
    expect(entry.textContent).toContain('工单费用入账');
    expect(entry.textContent).not.toContain('ticket_fees');
    expect(within(entry).getByTestId('timeline-ticket-link').getAttribute('href')).toBe('/saas/ticket/v2/detail/14');
    expect(within(entry).getByTestId('timeline-ticket-fees').textContent).toContain('2 条费用写入订单');
    expect(within(entry).getByTestId('timeline-ticket-fees-totals').textContent).toBe('支出 ¥321.09 · 收入 ¥20.05');
    // the status did not change: shown once, not 'x → x'
    expect(within(entry).getByTestId('timeline-status').textContent).not.toContain('→');
  });

  it('shows no amounts when the server left them out (no fee display)', async () => {
    inRouter(<OrderTimeline events={[event({ ticket_id: 14, fee_count: 1 })]} />);
    const entry = await screen.findByTestId('timeline-entry');
    expect(entry.textContent).toContain('工单费用入账');
    expect(within(entry).queryByTestId('timeline-ticket-fees-totals')).toBeNull();
  });
});
