import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/lib/test-utils';
import * as strings from '../i18n';

const api = vi.hoisted(() => ({ apiGet: vi.fn() }));
vi.mock('@/lib/api-client', () => api);
const session = vi.hoisted(() => ({ payload: { main_type: 'servicer' } as Record<string, unknown> }));
vi.mock('@/lib/session/token-store', () => ({ useTokenPayload: () => session.payload }));
const { MyServicer } = await import('./my-servicer');

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const servicers = { list: [{ id: 4, label: '示例物流', value: 4, name: '示例物流', servicer_id: 4 }] };

describe('MyServicer', () => {
  it('names the servicer of GET /user/resource_binding/servicer/; a servicer account asks nothing of the consignor service', async () => {
    session.payload = { main_type: 'servicer' };
    api.apiGet.mockResolvedValue(servicers);
    renderWithProviders(<MyServicer />, { catalogs: [strings] });
    expect((await screen.findByTestId('merchant-home-servicer')).textContent).toBe('服务商：示例物流');
    expect(api.apiGet).toHaveBeenCalledWith('/user/resource_binding/servicer/', undefined, { silent: true });
    expect(api.apiGet).not.toHaveBeenCalledWith('/user/consignor/getInfo', undefined, expect.anything());
  });

  it('a merchant account sees its own record (getInfo): the settlement terms, and the warning when it may not create orders', async () => {
    session.payload = { main_type: 'consignor' };
    api.apiGet.mockImplementation(async (url: string) =>
      url === '/user/consignor/getInfo' ? { id: 9, name: '示例商贸', settle_type_name: '月结', is_forbid_create_order: 1 } : servicers,
    );
    renderWithProviders(<MyServicer />, { catalogs: [strings] });
    expect((await screen.findByTestId('merchant-home-settle')).textContent).toBe('结算方式：月结');
    expect(screen.getByTestId('merchant-home-forbidden').textContent).toBe('服务商已禁止本账号下单');
    expect(api.apiGet).toHaveBeenCalledWith('/user/consignor/getInfo', undefined, { silent: true });
  });
});
