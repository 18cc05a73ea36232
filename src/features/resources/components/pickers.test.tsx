import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/lib/test-utils';
import * as strings from '../i18n';

const api = vi.hoisted(() => ({ apiGet: vi.fn(), apiPost: vi.fn() }));
vi.mock('@/lib/api-client', () => ({ ...api, ApiError: class ApiError extends Error {} }));

const { CarrierPicker, ConsignorPicker, DeliveryProviderPicker, DriverPicker, FittingWorkerPicker, singlePick, StorePicker, ThirdPartyPicker } = await import('./pickers');
const { SubAccountPicker } = await import('./sub-account-picker');

// jsdom has no CSS.escape; the combobox's highlight lookup after a click needs it
globalThis.CSS ??= { escape: (v: string) => v.replace(/["\\]/g, '\\$&') } as unknown as typeof CSS;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const wrap = (node: ReactElement) => renderWithProviders(node, { catalogs: [strings] });

let permission: 'CAN' | 'CANNOT' | 'FAIL' | 'PENDING' = 'CAN';
const row = (id: number, name: string) => ({ id, name, label: name, value: id });

beforeEach(() => {
  permission = 'CAN';
  api.apiGet.mockReset();
  api.apiGet.mockImplementation(async (url: string, params: Record<string, unknown>) => {
    if (url === '/user/permission/check') {
      if (permission === 'FAIL') throw new Error('down');
      if (permission === 'PENDING') return new Promise(() => {});
      return permission;
    }
    if (params?.resource_ids) return { list: String(params.resource_ids).split(',').map((id) => row(Number(id), `名${id}`)), total: 1 };
    // the add dialog's settlement types (config items are code + name)
    if (url === '/config/item/getConfigItemList') return { list: [{ code: 'MONTHLY', name: '月结' }, { code: 'CASH', name: '现结' }], total: 2 };
    if (url === '/user/resource_binding/store/list') return { list: [row(3, '唯一店铺')], total: 1 };
    if (url === '/user/sub_user/') return { list: Array.from({ length: 21 }, (_, i) => ({ user_id: i + 1, username: `u${i + 1}`, nickname: '', phone: '', status: 1 })), total: 21 };
    if (url === '/user/resource_binding/consignor/list') return { list: [row(1, '甲'), { ...row(2, '禁止下单'), is_forbid_create_order: 1 }], total: 2 };
    return { list: [row(1, '甲'), row(2, '乙')], total: 2 };
  });
});
afterEach(cleanup);

const callsTo = (url: string) => api.apiGet.mock.calls.filter(([u]) => u === url);

describe('resource pickers', () => {
  it('CarrierPicker searches T_ZX by name, page 1 / 10, 500 ms after typing', async () => {
    wrap(<CarrierPicker value={[]} onChange={vi.fn()} />);
    const input = screen.getByTestId('carrier-picker-input');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '顺丰' } });
    const typedAt = Date.now();
    await vi.waitFor(
      () =>
        expect(api.apiGet).toHaveBeenCalledWith(
          '/user/resource_binding/transporter/list',
          { page: 1, per_page: 10, name: '顺丰', object_sub_type: 'T_ZX' },
          { silent: true },
        ),
      { timeout: 2000 },
    );
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(490);
  });

  it('FittingWorkerPicker looks chosen values up 20 per page', async () => {
    wrap(<FittingWorkerPicker value={['8']} onChange={vi.fn()} />);
    await vi.waitFor(() => expect((screen.getByTestId('fitting-worker-picker-input') as HTMLInputElement).value).toBe('名8'));
    expect(api.apiGet).toHaveBeenCalledWith('/user/resource_binding/delivery/', { page: 1, per_page: 20, resource_ids: '8' }, { silent: true });
  });

  it('CarrierPicker looks chosen values up 50 per page', async () => {
    wrap(<CarrierPicker value={['4']} onChange={vi.fn()} />);
    await vi.waitFor(() =>
      expect(api.apiGet).toHaveBeenCalledWith('/user/resource_binding/transporter/list', { page: 1, per_page: 50, resource_ids: '4', object_sub_type: 'T_ZX' }, { silent: true }),
    );
  });

  it('DriverPicker loads an initial list of 10', async () => {
    wrap(<DriverPicker value={[]} onChange={vi.fn()} />);
    await vi.waitFor(() =>
      expect(api.apiGet).toHaveBeenCalledWith('/user/resource_binding/transporter/list', { page: 1, per_page: 10, object_sub_type: 'T_SJ' }, { silent: true }),
    );
  });

  it('StorePicker makes no call without a consignor', async () => {
    wrap(<StorePicker consignorId={null} value={[]} onChange={vi.fn()} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(callsTo('/user/resource_binding/store/list')).toHaveLength(0);
    expect((screen.getByTestId('store-picker-input') as HTMLInputElement).disabled).toBe(true);
  });

  it('StorePicker with select-on-load: the only store (initial list 300) is chosen and locked', async () => {
    const onChange = vi.fn();
    wrap(<StorePicker consignorId={12} selectOnLoad value={[]} onChange={onChange} />);
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith(['3'], [expect.objectContaining({ value: '3', label: '唯一店铺' })]));
    expect(api.apiGet).toHaveBeenCalledWith('/user/resource_binding/store/list', { page: 1, per_page: 300, object_id: 12 }, { silent: true });
    expect(screen.getByTestId('store-picker').getAttribute('data-locked')).toBe('true');
  });

  it.each([
    ['CAN', true],
    ['CANNOT', false],
  ] as const)('DeliveryProviderPicker: permission %s → add item shown %s', async (answer, shown) => {
    permission = answer;
    wrap(<DeliveryProviderPicker value={[]} onChange={vi.fn()} />);
    await vi.waitFor(() => expect(callsTo('/user/permission/check')).toHaveLength(1));
    fireEvent.click(screen.getByTestId('delivery-provider-picker-input'));
    await screen.findAllByTestId('delivery-provider-picker-option');
    expect(!!screen.queryByTestId('delivery-provider-picker-add')).toBe(shown);
  });

  it.each([
    ['PENDING', '正在检查是否可以新增服务商…'],
    ['FAIL', '无法新增服务商：权限检查失败'],
    ['CANNOT', null],
  ] as const)('DeliveryProviderPicker: permission %s → no add item, the list says %s', async (answer, note) => {
    permission = answer;
    wrap(<DeliveryProviderPicker value={[]} onChange={vi.fn()} />);
    await vi.waitFor(() => expect(callsTo('/user/permission/check')).toHaveLength(1));
    fireEvent.click(screen.getByTestId('delivery-provider-picker-input'));
    await screen.findAllByTestId('delivery-provider-picker-option');
    expect(screen.queryByTestId('delivery-provider-picker-add')).toBeNull();
    if (note) await vi.waitFor(() => expect(screen.getByTestId('delivery-provider-picker-add-note').textContent).toBe(note));
    else expect(screen.queryByTestId('delivery-provider-picker-add-note')).toBeNull();
  });

  it("a consignor account's own stores: initial list 300, a search 10, page 1; no add item", async () => {
    wrap(<StorePicker consignorId="" ownUserId={7} value={[]} onChange={vi.fn()} />);
    const own = '/user/resource_binding/get_stores_by_consignor_user_id/7';
    await vi.waitFor(() => expect(api.apiGet).toHaveBeenCalledWith(own, { page: 1, per_page: 300 }, { silent: true }));
    const input = screen.getByTestId('store-picker-input');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '旗舰' } });
    await vi.waitFor(() => expect(api.apiGet).toHaveBeenCalledWith(own, { page: 1, per_page: 10, name: '旗舰' }, { silent: true }), { timeout: 2000 });
    expect(screen.queryByTestId('store-picker-add')).toBeNull();
  });

  it('a stored name (singlePick) shows without a lookup; the pick comes back as one id and its name', async () => {
    const onPick = vi.fn();
    wrap(<CarrierPicker {...singlePick('4', '存的名字', onPick)} />);
    await vi.waitFor(() => expect((screen.getByTestId('carrier-picker-input') as HTMLInputElement).value).toBe('存的名字'));
    await new Promise((r) => setTimeout(r, 50));
    expect(api.apiGet.mock.calls.filter(([, p]) => p?.resource_ids)).toHaveLength(0);
    fireEvent.click(screen.getByTestId('carrier-picker-input'));
    fireEvent.click((await screen.findAllByTestId('carrier-picker-option')).find((o) => o.textContent?.includes('乙'))!);
    await vi.waitFor(() => expect(onPick).toHaveBeenCalledWith('2', '乙'));
  });

  it('ConsignorPicker orderable: a consignor forbidden to order is not offered', async () => {
    wrap(<ConsignorPicker orderable value={[]} onChange={vi.fn()} />);
    fireEvent.click(screen.getByTestId('consignor-picker-input'));
    await vi.waitFor(() => expect(screen.getAllByTestId('consignor-picker-option').map((o) => o.textContent)).toEqual(['甲']));
  });

  it('the order form’s consignor and (for a chosen consignor) store pickers offer their inline add (spec §4)', async () => {
    wrap(<ConsignorPicker value={[]} onChange={vi.fn()} />);
    fireEvent.click(screen.getByTestId('consignor-picker-input'));
    await screen.findAllByTestId('consignor-picker-option');
    expect(screen.getByTestId('consignor-picker-add')).toBeTruthy();
    cleanup();
    wrap(<StorePicker consignorId={12} value={[]} onChange={vi.fn()} />);
    fireEvent.click(screen.getByTestId('store-picker-input'));
    await screen.findAllByTestId('store-picker-option');
    expect(screen.getByTestId('store-picker-add')).toBeTruthy();
  });

  it('SubAccountPicker: GET /user/sub_user/ 20 per page; a 21st pick is refused (limit 20)', async () => {
    const onChange = vi.fn();
    const chosen = Array.from({ length: 20 }, (_, i) => String(i + 1));
    wrap(<SubAccountPicker multiple value={chosen} onChange={onChange} data-testid="subs" />);
    fireEvent.click(screen.getByTestId('subs-input'));
    await vi.waitFor(() => expect(api.apiGet).toHaveBeenCalledWith('/user/sub_user/', { page: 1, per_page: 20 }, { silent: true }));
    const options = await screen.findAllByTestId('subs-option');
    const last = options.find((o) => o.textContent === 'u21')!;
    expect(last.getAttribute('data-disabled')).not.toBeNull();
    fireEvent.click(last);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('ThirdPartyPicker (新建中转发货): third-party logistics (consignor model, T_3PL), page 1 / 10, with 新增三方物流', async () => {
    wrap(<ThirdPartyPicker value={[]} onChange={vi.fn()} />);
    const input = screen.getByTestId('third-party-picker-input');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '顺' } });
    await vi.waitFor(() => expect(api.apiGet).toHaveBeenCalledWith('/user/resource_binding/consignor/list', { page: 1, per_page: 10, name: '顺', object_sub_type: 'T_3PL' }, { silent: true }), { timeout: 3000 });
    fireEvent.click(await screen.findByTestId('third-party-picker-add'));
    expect(await screen.findByText('新增三方物流')).toBeTruthy();
  });
});
