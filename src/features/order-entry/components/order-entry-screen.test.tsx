import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/lib/test-utils';
import { hasUnsaved, saveUnsaved } from '@/lib/unsaved-forms';
import * as strings from '../i18n';
import { emptyValues } from '../utils/form-values';
import { OrderEntryScreen } from './order-entry-screen';

const api = vi.hoisted(() => {
  class ApiError extends Error {
    constructor(
      readonly code: string,
      readonly msg: string,
      readonly httpStatus: number,
    ) {
      super(msg);
    }
  }
  return { apiGet: vi.fn(), apiPost: vi.fn(), apiPut: vi.fn(), ApiError };
});
vi.mock('@/lib/api-client', () => api);
const outbox = vi.hoisted(() => ({ enqueue: vi.fn() }));
vi.mock('@/lib/outbox', () => outbox);
const nav = vi.hoisted(() => ({ pathname: '/bang/order/create/3pl', navigate: vi.fn() }));
vi.mock('@tanstack/react-router', () => ({ useLocation: () => nav.pathname, useNavigate: () => nav.navigate }));
const session = vi.hoisted(() => ({ payload: { main_type: 'servicer', app_code: 'BANG', main_user_id: 2, resource_id: null } as Record<string, unknown> }));
vi.mock('@/lib/session/token-store', () => ({ useTokenPayload: () => session.payload, getToken: () => null, decodeTokenPayload: () => null }));

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

function renderScreen(path: string) {
  nav.pathname = path;
  return renderWithProviders(<OrderEntryScreen />, { catalogs: [strings] });
}

beforeEach(() => {
  sessionStorage.clear();
  api.apiGet.mockReset();
  api.apiPost.mockReset();
  outbox.enqueue.mockReset();
  nav.navigate.mockReset();
  session.payload = { main_type: 'servicer', app_code: 'BANG', main_user_id: 2, resource_id: null };
  api.apiGet.mockImplementation(async (url: string) => {
    if (url === '/config/item/get_service_pkg_list') return { list: [{ code: 'DELIVERY_INSTALL', name: '送装' }] };
    if (url === '/map/area/three_level_address') return { children: [] };
    return { list: [], total: 0 };
  });
});
afterEach(cleanup);

const filled = {
  ...emptyValues(),
  consignor_resource_id: '7',
  consignor_name: '示例商贸',
  end_contact: '陈小姐',
  end_tel: '13912345678',
  end_province_code: '310000',
  end_city_code: '310100',
  end_district_code: '310101',
  end_address: '南京东路100号',
  products: [{ product_id: '3', name: '沙发', package: 2, quantity: '2' }],
  services_pkg_code: 'DELIVERY_INSTALL',
  print_memo: '0012',
  shipping_no: 'AB1234567890',
};

describe('OrderEntryScreen', () => {
  it("renders the variant's fields: a 3PL waybill has the shipping number (required), a waybill does not", async () => {
    renderScreen('/bang/order/create/3pl');
    expect(screen.getByTestId('order-form').getAttribute('data-variant')).toBe('3pl');
    expect(screen.getByTestId('field-shipping_no')).toBeTruthy();
    expect(screen.getByTestId('picker-consignor')).toBeTruthy();
    cleanup();
    renderScreen('/bang/order/create/waybill');
    expect(screen.queryByTestId('field-shipping_no')).toBeNull();
    expect(screen.getByTestId('field-sender_name')).toBeTruthy();
  });

  it('a consignor account has no consignor picker', () => {
    session.payload = { main_type: 'consignor', app_code: 'DA', main_user_id: 3, resource_id: 1 };
    renderScreen('/da/order/create/pre-order');
    expect(screen.queryByTestId('picker-consignor')).toBeNull();
    expect(screen.getByTestId('picker-store')).toBeTruthy();
  });

  it('shows the validation messages of the empty form and sends nothing', async () => {
    renderScreen('/bang/order/create/3pl');
    fireEvent.click(screen.getByTestId('entry-submit'));
    expect(await screen.findByTestId('error-end_tel')).toBeTruthy();
    expect(screen.getByTestId('error-end_contact').textContent).toBe('必填');
    expect(screen.getByTestId('error-area').textContent).toBe('请选择省市区');
    expect(screen.getByTestId('error-shipping_no').textContent).toBe('必填');
    expect(screen.getByTestId('error-consignor_resource_id').textContent).toBe('必填');
    fireEvent.change(screen.getByTestId('field-end_tel'), { target: { value: '123' } });
    fireEvent.click(screen.getByTestId('entry-submit'));
    await waitFor(() => expect(screen.getByTestId('error-end_tel').textContent).toBe('请输入正确的手机号或座机号'));
    expect(api.apiPost).not.toHaveBeenCalledWith('/order/orders', expect.anything(), expect.anything());
  });

  it('writes the normalized create to the outbox; a server refusal is shown on the form and the input stays', async () => {
    saveUnsaved('/bang/order/create/3pl', { values: filled, idemKey: 'key-12345678' });
    outbox.enqueue.mockResolvedValue({ outcome: 'rejected', entry: {}, error: new api.ApiError('400', '商家不存在或已禁止下单', 400) });
    renderScreen('/bang/order/create/3pl');
    expect(screen.getByTestId('entry-restored')).toBeTruthy();
    fireEvent.click(screen.getByTestId('entry-submit'));
    expect((await screen.findByTestId('entry-server-error')).textContent).toContain('商家不存在或已禁止下单');
    const [input, options] = outbox.enqueue.mock.calls[0];
    expect(input).toMatchObject({ kind: 'order.create', entity: 'order-new:idem:key-12345678', label: { action: 'create', target: '陈小姐 13912345678' } });
    const payload = input.payload.body;
    expect(payload).toMatchObject({ variant: '3pl', consignor_resource_id: 7, print_memo: '0012', shipping_no: 'AB1234567890', submit: true, client_order_no: 'idem:key-12345678', products: [{ product_id: 3, quantity: 2 }] });
    expect(payload).not.toHaveProperty('memo');
    expect(options).toEqual({ waitMs: 4000 });
    expect((screen.getByTestId('field-end_contact') as HTMLInputElement).value).toBe('陈小姐');
    expect(hasUnsaved('/bang/order/create/3pl')).toBe(true);
    expect(nav.navigate).not.toHaveBeenCalled();
  });

  it('after a saved draft goes to the detail route of the same prefix and forgets the input', async () => {
    saveUnsaved('/bang/order/create/3pl', { values: filled, idemKey: 'key-12345678' });
    outbox.enqueue.mockResolvedValue({ outcome: 'sent', entry: {}, result: { id: 55, order_no: '2026112100055', status: 'DRAFT', existing: false } });
    renderScreen('/bang/order/create/3pl');
    fireEvent.click(screen.getByTestId('entry-save-draft'));
    await waitFor(() => expect(nav.navigate).toHaveBeenCalledWith({ to: '/bang/order/detail/55' }));
    expect(outbox.enqueue.mock.calls[0][0].payload.body).not.toHaveProperty('submit');
    expect(hasUnsaved('/bang/order/create/3pl')).toBe(false);
  });

  it('a typed client order number is the one sent', async () => {
    saveUnsaved('/bang/order/create/3pl', { values: { ...filled, client_order_no: 'PO-778' }, idemKey: 'key-12345678' });
    outbox.enqueue.mockResolvedValue({ outcome: 'sent', entry: {}, result: { id: 56, order_no: '2026112100056', status: 'DRAFT', existing: false } });
    renderScreen('/bang/order/create/3pl');
    fireEvent.click(screen.getByTestId('entry-save-draft'));
    await waitFor(() => expect(nav.navigate).toHaveBeenCalled());
    expect(outbox.enqueue.mock.calls[0][0]).toMatchObject({ entity: 'order-new:PO-778', payload: { body: { client_order_no: 'PO-778' } } });
  });

  it('kept on this device without a network: says so, starts afresh and forgets the input', async () => {
    saveUnsaved('/saas/order-entry/entry', { values: filled, idemKey: 'key-12345678' });
    outbox.enqueue.mockResolvedValue({ outcome: 'queued', entry: {} });
    renderScreen('/saas/order-entry/entry');
    fireEvent.click(screen.getByTestId('entry-submit'));
    expect((await screen.findByTestId('entry-queued')).textContent).toContain('网络恢复后将自动提交并分配订单号');
    expect((screen.getByTestId('field-end_contact') as HTMLInputElement).value).toBe('');
    expect(hasUnsaved('/saas/order-entry/entry')).toBe(false);
    expect(screen.queryByTestId('entry-done')).toBeNull();
    expect(nav.navigate).not.toHaveBeenCalled();
  });

  it('a failure to store the order on this device is shown on the form and the input stays', async () => {
    saveUnsaved('/saas/order-entry/entry', { values: filled, idemKey: 'key-12345678' });
    outbox.enqueue.mockRejectedValue(Object.assign(new Error('本设备存储空间已满'), { reason: 'quota' }));
    renderScreen('/saas/order-entry/entry');
    fireEvent.click(screen.getByTestId('entry-submit'));
    expect((await screen.findByTestId('entry-server-error')).textContent).toContain('存储空间已满');
    expect((screen.getByTestId('field-end_contact') as HTMLInputElement).value).toBe('陈小姐');
  });

  it("typing keeps the input in sessionStorage for the tab bar's unsaved check", () => {
    renderScreen('/saas/order-entry/entry');
    expect(hasUnsaved('/saas/order-entry/entry')).toBe(false);
    fireEvent.change(screen.getByTestId('field-end_contact'), { target: { value: '王' } });
    expect(hasUnsaved('/saas/order-entry/entry')).toBe(true);
  });
});
