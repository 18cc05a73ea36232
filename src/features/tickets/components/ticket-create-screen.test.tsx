import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LadingDb, useLocalDbForTests } from '@/lib/db';
import { readDraft } from '@/lib/drafts';
import { clearSession, setTokens } from '@/lib/session/token-store';
import { SCHEMA, TARGETS, renderWithProviders } from './ticket-form/test-utils';

const api = vi.hoisted(() => ({ apiGet: vi.fn(), apiPost: vi.fn(), apiPut: vi.fn() }));
vi.mock('@/lib/api-client', () => api);
vi.mock('@/lib/toaster', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));
const router = vi.hoisted(() => ({ search: {} as Record<string, unknown>, navigate: vi.fn() }));
vi.mock('@tanstack/react-router', () => ({ useSearch: () => router.search, useNavigate: () => router.navigate }));

const { TicketCreateScreen } = await import('./ticket-create-screen');

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
let dbN = 0;
let outlayLimit: number | null = null;

function serve(schema: unknown = SCHEMA) {
  api.apiGet.mockImplementation(async (url: string) => {
    if (url.startsWith('/order/ticket-schema/')) {
      if (schema instanceof Error) throw schema;
      return schema;
    }
    if (url === '/user/sub_user/') return { list: [{ user_id: 7, username: 'executor', nickname: '调度老陈', phone: '', status: 1 }, { user_id: 8, username: 'finance', nickname: '财务小周', phone: '', status: 1 }], total: 2 };
    if (url === '/user/company-users') return { list: [{ id: 7, username: 'executor', nickname: '调度老陈', is_main: false }, { id: 8, username: 'finance', nickname: '财务小周', is_main: false }] };
    if (url.startsWith('/order/waybills/')) {
      if (url.endsWith('/2026112100009')) return { id: 9 };
      throw Object.assign(new Error('not found'), { httpStatus: 404 });
    }
    if (url.endsWith('/settle-targets')) return TARGETS;
    if (url === '/user/resource_binding/main_user_id/bindings') return { list: [{ company_id: 4, name: '示例物流', main_user_id: 1, target_account_type: 'servicer' }] };
    if (url === '/user/resource_binding/get_supply_chain_role_title/1') return { main_user_id: 1, main_type: 'servicer', title: '服务商', consignor_title: '商家', use_supplier: false };
    if (url === '/user/contract/partner-contacts') return { list: [{ resource_id: 11, name: '宜家', phone: '13800000011', object_type: 'consignor' }, { resource_id: 21, name: '快送', phone: '', object_type: 'delivery' }] };
    if (url === '/order/orders/check_receivable_write_off_order/2026112100009') return { order_id: 9, order_no: '2026112100009', income_cents: 12345, is_settled: false, can_write_off: true };
    if (url.endsWith('/outlay-limit')) return { order_max_cents: outlayLimit };
    throw new Error(`unexpected ${url}`);
  });
}

beforeEach(() => {
  outlayLimit = null;
  api.apiGet.mockReset();
  api.apiPost.mockReset();
  router.navigate.mockReset();
  router.search = { schema_id: '5' };
  useLocalDbForTests(new LadingDb(`lading-ticket-create-test-${++dbN}`));
  setTokens({ token: `h.${b64({ id: 7, company_id: 4, username: 'executor', is_main: false, exp: 4_000_000_000 })}.s` });
});
afterEach(() => {
  cleanup();
  clearSession();
  useLocalDbForTests(null);
});

async function fillValid() {
  fireEvent.change(await screen.findByTestId('ticket-field-claim_kind'), { target: { value: 'LOSS' } });
  fireEvent.change(screen.getByTestId('ticket-field-description'), { target: { value: '整件丢失未送达' } });
  fireEvent.click(screen.getByTestId('fee-0-delete'));
}

describe('TicketCreateScreen', () => {
  it("a schema that cannot be fetched says 'failed to fetch ticket schema: {message}'", async () => {
    serve(Object.assign(new Error('boom'), { msg: '工单模板不存在', httpStatus: 404 }));
    renderWithProviders(<TicketCreateScreen />, 'en');
    expect((await screen.findByTestId('ticket-schema-error')).textContent).toBe('failed to fetch ticket schema: 工单模板不存在');
  });

  it('without a schema id offers the active schemas and opens the chosen one', async () => {
    router.search = {};
    api.apiGet.mockImplementation(async (url: string) => (url === '/order/ticket-schemas' ? { list: [SCHEMA] } : {}));
    renderWithProviders(<TicketCreateScreen />);
    const choose = await screen.findByTestId('ticket-schema-choose');
    await waitFor(() => expect(screen.getByText('商家理赔')).toBeTruthy());
    fireEvent.change(choose, { target: { value: '5' } });
    expect(router.navigate).toHaveBeenCalledWith({ to: '/saas/ticket/v2/create', search: { schema_id: 5 } });
  });

  it('creates the ticket (executive me, chosen reviewer, order id) and opens it', async () => {
    serve();
    router.search = { schema_id: '5', order_no: '2026112100009' };
    api.apiPost.mockResolvedValue({ id: 55 });
    renderWithProviders(<TicketCreateScreen />);
    expect((await screen.findByTestId('ticket-create-title')).textContent).toBe('新建工单：商家理赔');
    // the handler defaults to me, an option of the sub-account picker even when /user/sub_user/ does not list me
    await waitFor(() => expect((screen.getByTestId('ticket-executive-input') as HTMLInputElement).value).toBe('executor · 我'));
    // the reviewer from the sub-account picker: /user/sub_user/ 20 per page
    fireEvent.click(screen.getByTestId('ticket-financial-input'));
    await waitFor(() => expect(api.apiGet).toHaveBeenCalledWith('/user/sub_user/', { page: 1, per_page: 20 }, { silent: true }));
    const option = await waitFor(() => {
      const found = screen.getAllByTestId('ticket-financial-option').find((o) => o.textContent?.includes('财务小周（finance）'));
      expect(found).toBeDefined();
      return found!;
    });
    fireEvent.click(option);
    await waitFor(() => expect((screen.getByTestId('ticket-financial-input') as HTMLInputElement).value).toBe('财务小周（finance）'));
    await fillValid();
    await waitFor(() => expect(api.apiGet).toHaveBeenCalledWith('/order/orders/9/settle-targets', undefined, { silent: true }));
    // the order's partners: the servicer by its role title, the settle targets' contacts, the receivable's state
    await waitFor(() => expect(screen.getByTestId('ticket-partner-consignor').textContent).toBe('商家宜家13800000011'));
    expect(api.apiGet).toHaveBeenCalledWith('/user/contract/partner-contacts', { resource_ids: '11,21' }, { silent: true });
    expect(screen.getByTestId('ticket-partner-delivery').textContent).toBe('配送商快送无电话');
    await waitFor(() => expect(screen.getByTestId('ticket-partner-servicer').textContent).toBe('服务商示例物流'));
    await waitFor(() => expect(screen.getByTestId('ticket-receivable').textContent).toBe('应收 ¥123.45未核销'));
    fireEvent.click(screen.getByTestId('ticket-submit'));
    await waitFor(() => expect(router.navigate).toHaveBeenCalledWith({ to: '/saas/ticket/v2/detail/55' }), { timeout: 5000 });
    const [url, body] = api.apiPost.mock.calls[0];
    expect(url).toBe('/order/ticket/');
    expect(body).toMatchObject({ schema_id: 5, executive_uid: 7, financial_uid: 8, payload: { claim_kind: 'LOSS', description: '整件丢失未送达', order_id: 9, fees: [] } });
    await waitFor(async () => expect(await readDraft('tickets:create/5')).toBeNull());
  });

  it("knows the order's OUTLAY maximum: a fee over it stops the submit with the domain message, at it goes through", async () => {
    serve();
    outlayLimit = 5_000;
    router.search = { schema_id: '5', order_no: '2026112100009' };
    api.apiPost.mockResolvedValue({ id: 56 });
    renderWithProviders(<TicketCreateScreen />);
    fireEvent.change(await screen.findByTestId('ticket-field-claim_kind'), { target: { value: 'LOSS' } });
    fireEvent.change(screen.getByTestId('ticket-field-description'), { target: { value: '整件丢失未送达' } });
    await waitFor(() => expect(api.apiGet).toHaveBeenCalledWith('/order/orders/9/outlay-limit', { schema_id: 5 }, { silent: true }));
    fireEvent.change(screen.getByTestId('fee-0-code'), { target: { value: 'FREIGHT_REFUND' } });
    // the target and method are set explicitly: the auto-pick depends on the settle targets having loaded first
    const target = await waitFor(() => {
      const option = Array.from((screen.getByTestId('fee-0-settle_target') as HTMLSelectElement).options).find((o) => o.textContent?.includes('宜家'));
      expect(option).toBeDefined();
      return option!.value;
    });
    fireEvent.change(screen.getByTestId('fee-0-settle_target'), { target: { value: target } });
    fireEvent.change(screen.getByTestId('fee-0-settlement_method'), { target: { value: 'MONTHLY' } });
    await waitFor(() => expect((screen.getByTestId('fee-0-settlement_method') as HTMLSelectElement).value).toBe('MONTHLY'));
    fireEvent.change(screen.getByTestId('fee-0-amount'), { target: { value: '50.01' } });
    fireEvent.click(screen.getByTestId('ticket-submit'));
    await waitFor(() => expect(screen.getByTestId('fee-0-amount-error').textContent).toBe('金额不能超过 50.00'));
    expect(api.apiPost).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('fee-0-amount'), { target: { value: '50' } });
    fireEvent.blur(screen.getByTestId('fee-0-amount')); // hands the rows on at once
    await waitFor(() => expect(screen.queryByTestId('fee-0-amount-error')).toBeNull());
    fireEvent.click(screen.getByTestId('ticket-submit'));
    // the submit waits for the debounced fee rows and the reviewer picker's lists: a loaded machine needs longer than 1 s
    await waitFor(() => expect(router.navigate).toHaveBeenCalledWith({ to: '/saas/ticket/v2/detail/56' }), { timeout: 5000 });
    expect(api.apiPost.mock.calls[0][1]).toMatchObject({ payload: { order_id: 9, fees: [{ code: 'FREIGHT_REFUND', amount: '50', direction: 'OUTLAY' }] } });
  });

  it("a wrong order number stops the submit with '请输入正确的系统订单号'", async () => {
    serve();
    renderWithProviders(<TicketCreateScreen />);
    await fillValid();
    fireEvent.change(screen.getByTestId('ticket-order-no'), { target: { value: '2099999999999' } });
    fireEvent.click(screen.getByTestId('ticket-submit'));
    expect((await screen.findByTestId('ticket-order-no-invalid')).textContent).toBe('ui.orderNumberField.notFound');
    expect(api.apiPost).not.toHaveBeenCalled();
  });

  it("a refused save shows the server msg, 'unknown error' without one, 'submission error' on an exception", async () => {
    serve();
    renderWithProviders(<TicketCreateScreen />);
    await fillValid();
    api.apiPost.mockRejectedValueOnce({ msg: '处理人不是本公司的用户', httpStatus: 400 });
    fireEvent.click(screen.getByTestId('ticket-submit'));
    expect((await screen.findByTestId('ticket-save-error')).textContent).toBe('处理人不是本公司的用户');
    api.apiPost.mockRejectedValueOnce({ msg: '', httpStatus: 500 });
    fireEvent.click(screen.getByTestId('ticket-submit'));
    await waitFor(() => expect(screen.getByTestId('ticket-save-error').textContent).toBe('未知错误'));
    api.apiPost.mockRejectedValueOnce(new Error('network'));
    fireEvent.click(screen.getByTestId('ticket-submit'));
    await waitFor(() => expect(screen.getByTestId('ticket-save-error').textContent).toBe('提交出错'));
    expect(router.navigate).not.toHaveBeenCalled();
  });

  it('keeps a draft per schema and offers it back on reopening (restore or discard)', async () => {
    serve();
    const first = renderWithProviders(<TicketCreateScreen />);
    fireEvent.change(await screen.findByTestId('ticket-field-description'), { target: { value: '草稿里的描述' } });
    await waitFor(async () => expect((await readDraft<{ state: { payload: { description: string } } }>('tickets:create/5'))?.value.state.payload.description).toBe('草稿里的描述'), { timeout: 5000 });
    first.unmount();
    const second = renderWithProviders(<TicketCreateScreen />);
    fireEvent.click(await screen.findByTestId('ticket-draft-restore'));
    expect((screen.getByTestId('ticket-field-description') as HTMLTextAreaElement).value).toBe('草稿里的描述');
    second.unmount();
    renderWithProviders(<TicketCreateScreen />);
    fireEvent.click(await screen.findByTestId('ticket-draft-discard'));
    await waitFor(async () => expect(await readDraft('tickets:create/5')).toBeNull());
    expect((screen.getByTestId('ticket-field-description') as HTMLTextAreaElement).value).toBe('');
  }, 15_000);
});
