import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/lib/test-utils';
import * as quoteStrings from '../i18n';
import * as resourceStrings from '@/features/resources/i18n';

const api = vi.hoisted(() => ({ apiGet: vi.fn(), apiPost: vi.fn() }));
vi.mock('@/lib/api-client', () => ({ ...api, ApiError: class ApiError extends Error {} }));

const { PartyPicker } = await import('./party-picker');

globalThis.CSS ??= { escape: (v: string) => v.replace(/["\\]/g, '\\$&') } as unknown as typeof CSS;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const row = (id: number, name: string) => ({ id, name, label: name, value: id });

beforeEach(() => {
  api.apiGet.mockReset();
  api.apiPost.mockReset();
  api.apiGet.mockImplementation(async (url: string, params?: Record<string, unknown>) => {
    if (url === '/user/permission/check') return 'CAN';
    if (url === '/quote/parties') return [{ id: 5, name: '商家甲' }, { id: 3, name: '北京站' }];
    // the add dialogs' settlement types (config items are code + name)
    if (url === '/config/item/getConfigItemList') return { list: [{ code: 'MONTHLY', name: '月结' }], total: 1 };
    if (url === '/user/stations') return { list: [{ ...row(3, '北京站'), type: '' }], total: 1 };
    if (url === '/user/resource_binding/factory/list') return { list: [row(31, '一号工厂')].filter((r) => r.name === params?.name || !params?.name), total: 1 };
    return { list: [row(41, '配装服务商乙')], total: 1 };
  });
});
afterEach(cleanup);

const wrap = (ui: React.ReactElement) => renderWithProviders(ui, { catalogs: [quoteStrings, resourceStrings] });

const typeAndBlur = (testId: string, text: string) => {
  const input = screen.getByTestId(`${testId}-input`);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
};

async function open(testId: string) {
  const input = screen.getByTestId(`${testId}-input`);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: '一' } });
  return screen.findAllByTestId(`${testId}-option`, undefined, { timeout: 8000 });
}

describe('the quote card party picker', () => {
  it('a factory load card names its factory with the factory autocomplete: a new name is created on blur (PAY_NOW) and chosen', async () => {
    const onChange = vi.fn();
    api.apiPost.mockResolvedValueOnce({ id: 77, name: '新工厂' });
    wrap(<PartyPicker partyType="FACTORY" value="" allowDefault onChange={onChange} testId="party" />);
    expect((screen.getByTestId('party-input') as HTMLInputElement).placeholder).toBe('公司默认');
    typeAndBlur('party', '新工厂');
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith('77', '新工厂'));
    expect(api.apiGet).toHaveBeenCalledWith('/user/resource_binding/factory/list', expect.objectContaining({ format: 'dropdown', page: 1, per_page: 20, name: '新工厂' }), expect.anything());
    expect(api.apiPost).toHaveBeenCalledWith('/user/resource_binding/factory/add', expect.objectContaining({ name: '新工厂', settle_type_code: 'PAY_NOW' }), expect.anything());
    expect(api.apiGet).not.toHaveBeenCalledWith('/quote/parties', expect.anything(), expect.anything());
  });

  it('a station land card names its station with the station autocomplete: an existing name is chosen, not created', async () => {
    const onChange = vi.fn();
    wrap(<PartyPicker partyType="STATION" value="" allowDefault onChange={onChange} testId="party" />);
    typeAndBlur('party', '北京站');
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith('3', '北京站'));
    expect(api.apiGet).toHaveBeenCalledWith('/user/stations', expect.objectContaining({ format: 'dropdown', page: 1, per_page: 20, station_name: '北京站' }), expect.anything());
    expect(api.apiPost).not.toHaveBeenCalled();
  });

  it('a stored station row shows its station’s name (from the listed parties)', async () => {
    wrap(<PartyPicker partyType="STATION" value="3" onChange={vi.fn()} testId="party" />);
    await vi.waitFor(() => expect((screen.getByTestId('party-input') as HTMLInputElement).value).toBe('北京站'));
    expect(api.apiGet).toHaveBeenCalledWith('/quote/parties', { party_type: 'STATION', keyword: '' }, expect.anything());
  });

  it('a delivery card picks a delivery-install provider, with its Add delivery-install service provider item', async () => {
    wrap(<PartyPicker partyType="DELIVERY" value="" allowDefault onChange={vi.fn()} testId="party" />);
    expect((screen.getByTestId('party-input') as HTMLInputElement).placeholder).toBe('公司默认');
    const options = await open('party');
    expect(options.map((o) => o.textContent)).toEqual(['配装服务商乙']);
    // generous waits: a loaded machine (the whole unit stage on two cores) once took over 6 s here
    await vi.waitFor(() => expect(api.apiGet).toHaveBeenCalledWith('/user/resource_binding/delivery/', { page: 1, per_page: 10, name: '一' }, { silent: true }), { timeout: 8000 });
    fireEvent.click(screen.getByTestId('party-add'));
    expect(await screen.findByText('新增配装服务商', undefined, { timeout: 8000 })).toBeTruthy();
  });

  it('other party types keep the listed parties of GET /quote/parties', async () => {
    wrap(<PartyPicker partyType="CONSIGNOR" value="" onChange={vi.fn()} testId="party" />);
    await vi.waitFor(() => expect(api.apiGet).toHaveBeenCalledWith('/quote/parties', { party_type: 'CONSIGNOR', keyword: '' }, expect.anything()));
    expect(await screen.findByRole('option', { name: '商家甲' })).toBeTruthy();
  });
});
