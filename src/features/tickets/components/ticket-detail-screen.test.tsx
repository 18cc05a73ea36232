import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TicketDto } from '@/domain/tickets/ticket-schema';
import { canFlags } from '@/domain/tickets/workflow';
import { i18n, initI18n } from '@/lib/i18n';
import * as strings from '../i18n-desk';

class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly msg: string,
    readonly httpStatus: number,
  ) {
    super(msg);
  }
}
const api = vi.hoisted(() => ({ apiGet: vi.fn(), apiPost: vi.fn() }));
vi.mock('@/lib/api-client', () => ({ ...api, ApiError }));
vi.mock('@/lib/toaster', () => ({ toast: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), info: vi.fn() } }));
vi.mock('@tanstack/react-router', () => ({
  useParams: () => ({ id: '7' }),
  useRouter: () => ({ history: { back: vi.fn() } }),
  Link: ({ children, to }: { children: ReactNode; to: string }) => <a href={to}>{children}</a>,
}));
vi.mock('./ticket-form/ticket-form-panel', () => ({ TicketFormPanel: () => <div data-testid="form-panel-stub" /> }));
vi.mock('./ticket-form/fee-action-dialog', () => ({ FeeActionDialog: () => null }));
vi.mock('@/components/ui/image-uploader/image-uploader', () => ({ ImageUploader: () => null }));

const { TicketDetailScreen } = await import('./ticket-detail-screen');

const TICKET = {
  id: 7,
  schema_id: 5,
  schema_version: 1,
  type: 'CLAIM',
  status: 'FINANCE_REVIEWING',
  stage: 'FINANCE_REVIEW',
  role: 'FINANCIAL_STAFF',
  parent_id: 3,
  parent: null,
  order_id: 11,
  order_no: '2261018000009',
  sub_type: 'DAMAGE',
  payload: {},
  fees: [],
  totals: { OUTLAY: 26050, INCOME: 10000 },
  financial_uid: 2,
  executive_uid: 1,
  requester_uname: '示例物流客服',
  is_timed_out: true,
  limitation_status_code: 'C_DANGER',
  reject_reason: '',
  version: 4,
  created_at: '2026-11-21T00:00:00Z',
  updated_at: '2026-11-21T01:00:00Z',
  ...canFlags({ status: 'FINANCE_REVIEWING', financial_uid: 2, executive_uid: 1, fee_count: 2 }, 2),
} as TicketDto;

function mockApi({ parent, schema }: { parent: 'ok' | 'fail'; schema: 'ok' | 'fail' }) {
  api.apiGet.mockImplementation(async (url: string) => {
    if (url === '/order/ticket/7') return TICKET;
    if (url === '/order/ticket/3') {
      if (parent === 'fail') throw new ApiError('404', 'not found', 404);
      return { ...TICKET, id: 3, parent_id: null, status: 'COMPLETED' };
    }
    if (url === '/order/ticket-schema/5') {
      if (schema === 'fail') throw new ApiError('500', '服务器开小差了', 500);
      return { id: 5, name: '商家理赔', type: 'CLAIM', sub_type_options: [{ value: 'DAMAGE', label: '破损理赔' }], fee_configs: [], action_rules: {} };
    }
    if (url === '/user/company-users') return { list: [{ id: 1, username: 'executor', nickname: '调度老陈', is_main: false }, { id: 2, username: 'finance', nickname: '财务小周', is_main: false }] };
    return { list: [] };
  });
}

function renderScreen() {
  initI18n({ en: strings.en, zh: strings.zh });
  void i18n.changeLanguage('zh');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={defaultSystem}>
        <QueryClientProvider client={client}>
          <TicketDetailScreen />
        </QueryClientProvider>
      </ChakraProvider>
    </I18nextProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('ticket detail', () => {
  it('shows the header, the parent and the form panel', async () => {
    mockApi({ parent: 'ok', schema: 'ok' });
    renderScreen();
    await screen.findByTestId('ticket-detail-type');
    // the template's names once the schema is in
    await waitFor(() => expect(screen.getByTestId('ticket-detail-type').textContent).toBe('商家理赔 · 破损理赔'));
    expect(screen.getByTestId('ticket-detail-status').textContent).toBe('财务审核中');
    expect(screen.getByTestId('ticket-detail-role').textContent).toBe('财务审核人');
    expect(screen.getByTestId('ticket-detail-timed-out')).toBeTruthy();
    expect(screen.getByTestId('ticket-detail-outlay').textContent).toBe('¥260.50');
    expect(screen.getByTestId('ticket-detail-income').textContent).toBe('¥100.00');
    await waitFor(() => expect(screen.getByTestId('ticket-detail-executive').textContent).toBe('调度老陈（executor）'));
    expect(screen.getByTestId('ticket-detail-order').querySelector('a')?.getAttribute('href')).toBe('/saas/order/detail/11');
    await waitFor(() => expect(screen.getByTestId('ticket-detail-parent').textContent).toBe('#3 · 已完成'));
    expect(screen.getByTestId('form-panel-stub')).toBeTruthy();
    expect(screen.getByTestId('ticket-action-reject')).toBeTruthy();
    expect(screen.getByTestId('ticket-action-finance_complete')).toBeTruthy();
    expect(screen.queryByTestId('ticket-action-save')).toBeNull();
  });

  it('a parent that cannot be fetched stays empty (spec §8); a schema that cannot be fetched says so', async () => {
    mockApi({ parent: 'fail', schema: 'fail' });
    renderScreen();
    expect((await screen.findByTestId('ticket-schema-error')).textContent).toBe('failed to fetch ticket schema: 服务器开小差了');
    await waitFor(() => expect(api.apiGet).toHaveBeenCalledWith('/order/ticket/3', undefined, { silent: true }));
    await waitFor(() => expect(screen.getByTestId('ticket-detail-parent').textContent).toBe(''));
    expect(screen.queryByTestId('form-panel-stub')).toBeNull();
    // the rest of the ticket is there
    expect(screen.getByTestId('ticket-detail-status').textContent).toBe('财务审核中');
  });
});
