import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/lib/test-utils';
import * as strings from '@/features/resources/i18n';

const api = vi.hoisted(() => ({ apiGet: vi.fn(), apiPost: vi.fn() }));
vi.mock('@/lib/api-client', () => ({ ...api, ApiError: class ApiError extends Error {} }));
const owner = vi.hoisted(() => ({ url: '/user/resource_binding/consignor/list' }));
vi.mock('@/lib/session/edition', () => ({ useMerchantPicker: () => ({ ownerListUrl: owner.url }) }));

const { OwnerPicker } = await import('./party-pickers');

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

beforeEach(() => {
  api.apiGet.mockReset();
  api.apiGet.mockResolvedValue({ list: [{ id: 5, name: '华东家居', label: '华东家居', value: 5 }], total: 1 });
});
afterEach(cleanup);

describe("the warehouse's owner picker (the shared consignor picker)", () => {
  it.each([
    ['/user/resource_binding/consignor/list'],
    ['/user/resource_binding/supplier/list'],
  ])('searches the edition owner list %s, page 1 / 10; shows the stored name without a lookup; no add item', async (url) => {
    owner.url = url;
    renderWithProviders(<OwnerPicker value="9" label="已存货主" onChange={vi.fn()} />, { catalogs: [strings] });
    await vi.waitFor(() => expect((screen.getByTestId('wh-owner-picker-input') as HTMLInputElement).value).toBe('已存货主'));
    const input = screen.getByTestId('wh-owner-picker-input');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '华' } });
    await vi.waitFor(() => expect(api.apiGet).toHaveBeenCalledWith(url, { page: 1, per_page: 10, name: '华' }, { silent: true }), { timeout: 2000 });
    expect(api.apiGet.mock.calls.filter(([, p]) => p?.resource_ids)).toHaveLength(0);
    expect(screen.queryByTestId('wh-owner-picker-add')).toBeNull();
  });
});
