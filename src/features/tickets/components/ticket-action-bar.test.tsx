import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TicketDto } from '@/domain/tickets/ticket-schema';
import { canFlags, stageOf, type TicketStatus } from '@/domain/tickets/workflow';
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
const toasts = vi.hoisted(() => ({ success: vi.fn(), warning: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toaster', () => ({ toast: toasts }));
vi.mock('./ticket-form/fee-action-dialog', () => ({ FeeActionDialog: () => null }));

const { TicketActionBar } = await import('./ticket-action-bar');

// the reviewer picker's popup is positioned by floating-ui, which observes sizes
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const EXEC = 1;
const FIN = 2;

function ticket(status: TicketStatus, reader: number, over: Partial<TicketDto> = {}): TicketDto {
  const facts = { status, financial_uid: over.financial_uid === undefined ? FIN : over.financial_uid, executive_uid: EXEC, fee_count: 1 };
  return {
    id: 42,
    schema_id: 5,
    schema_version: 1,
    type: 'CLAIM',
    status,
    stage: stageOf(status),
    role: 'VIEWER',
    parent_id: null,
    parent: null,
    order_id: null,
    order_no: null,
    sub_type: '',
    payload: {},
    fees: [],
    totals: { OUTLAY: 0, INCOME: 0 },
    financial_uid: facts.financial_uid,
    executive_uid: EXEC,
    requester_uname: '',
    is_timed_out: false,
    limitation_status_code: 'A_NORMAL',
    reject_reason: '',
    version: 3,
    created_at: '2026-11-21T00:00:00Z',
    updated_at: '2026-11-21T00:00:00Z',
    ...canFlags(facts, reader),
    ...over,
  } as TicketDto;
}

function renderBar(t: TicketDto) {
  initI18n({ en: strings.en, zh: strings.zh });
  void i18n.changeLanguage('zh');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={defaultSystem}>
        <QueryClientProvider client={client}>
          <TicketActionBar ticket={t} schema={undefined} />
        </QueryClientProvider>
      </ChakraProvider>
    </I18nextProvider>,
  );
}

beforeEach(() => {
  api.apiGet.mockResolvedValue({ list: [{ user_id: FIN, username: 'finance', nickname: '财务小周', phone: '', status: 1 }], total: 1 });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('ticket action bar', () => {
  it('a viewer gets no buttons', () => {
    renderBar(ticket('FINANCE_REVIEWING', 99));
    expect(screen.getByTestId('ticket-no-actions')).toBeTruthy();
    expect(screen.queryByTestId('ticket-action-bar')).toBeNull();
  });

  it('reject needs a reason, posts it with an Idempotency-Key and the version; a refusal shows the server msg and keeps the dialog', async () => {
    renderBar(ticket('FINANCE_REVIEWING', FIN));
    expect(screen.queryByTestId('ticket-action-save')).toBeNull();
    fireEvent.click(screen.getByTestId('ticket-action-reject'));
    fireEvent.click(await screen.findByTestId('ticket-action-submit'));
    expect(await screen.findByText('请填写原因')).toBeTruthy();
    expect(api.apiPost).not.toHaveBeenCalled();

    api.apiPost.mockRejectedValueOnce(new ApiError('400', '工单状态为“已拒绝”，不能执行“驳回”', 400));
    fireEvent.change(screen.getByTestId('ticket-action-reason'), { target: { value: '  金额有误  ' } });
    fireEvent.click(screen.getByTestId('ticket-action-submit'));
    expect((await screen.findByTestId('ticket-action-error')).textContent).toBe('工单状态为“已拒绝”，不能执行“驳回”');
    const [url, body, config] = api.apiPost.mock.calls[0];
    expect(url).toBe('/order/ticket/42/actions/reject');
    expect(body).toEqual({ reason: '金额有误', version: 3 });
    const key = (config as { headers: Record<string, string> }).headers['Idempotency-Key'];
    expect(key).toBeTruthy();

    // the same dialog resends with the same key; success closes it
    api.apiPost.mockResolvedValueOnce(ticket('REJECTED', FIN));
    fireEvent.click(screen.getByTestId('ticket-action-submit'));
    await waitFor(() => expect(screen.queryByTestId('ticket-action-dialog')).toBeNull());
    expect((api.apiPost.mock.calls[1][2] as { headers: Record<string, string> }).headers['Idempotency-Key']).toBe(key);
    expect(toasts.success).toHaveBeenCalledWith('驳回成功');
  });

  it('submit for finance review picks a reviewer when the ticket has none', async () => {
    renderBar(ticket('IN_PROGRESS', EXEC, { financial_uid: null }));
    fireEvent.click(screen.getByTestId('ticket-action-submit_for_finance_review'));
    fireEvent.click(await screen.findByTestId('ticket-action-submit'));
    expect(await screen.findByText('请选择财务审核人')).toBeTruthy();
    // the reviewer from the sub-account picker: GET /user/sub_user/ 20 per page
    fireEvent.click(screen.getByTestId('ticket-action-reviewer-input'));
    await waitFor(() => expect(api.apiGet).toHaveBeenCalledWith('/user/sub_user/', { page: 1, per_page: 20 }, { silent: true }));
    const option = await waitFor(() => {
      const found = screen.getAllByTestId('ticket-action-reviewer-option').find((o) => o.textContent?.includes('财务小周（finance）'));
      expect(found).toBeDefined();
      return found!;
    });
    fireEvent.click(option);
    await waitFor(() => expect((screen.getByTestId('ticket-action-reviewer-input') as HTMLInputElement).value).toBe('财务小周（finance）'));
    api.apiPost.mockResolvedValueOnce(ticket('FINANCE_REVIEWING', EXEC));
    fireEvent.click(screen.getByTestId('ticket-action-submit'));
    await waitFor(() => expect(api.apiPost).toHaveBeenCalledTimes(1));
    expect(api.apiPost.mock.calls[0][1]).toEqual({ financial_uid: FIN, version: 3 });
  });

  it('with a reviewer set, submit for finance review is a plain confirmation', async () => {
    renderBar(ticket('IN_PROGRESS', EXEC));
    fireEvent.click(screen.getByTestId('ticket-action-submit_for_finance_review'));
    expect(await screen.findByTestId('ticket-action-dialog')).toBeTruthy();
    expect(screen.queryByTestId('ticket-action-reviewer')).toBeNull();
    expect(screen.queryByTestId('ticket-action-reason')).toBeNull();
  });
});
