import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/lib/test-utils';
import * as strings from '../i18n';

const api = vi.hoisted(() => ({ apiGet: vi.fn() }));
vi.mock('@/lib/api-client', () => api);
const { MyServicer } = await import('./my-servicer');

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('MyServicer', () => {
  it('names the servicer of GET /user/resource_binding/servicer/', async () => {
    api.apiGet.mockResolvedValue({ list: [{ id: 4, label: '示例物流', value: 4, name: '示例物流', servicer_id: 4 }] });
    renderWithProviders(<MyServicer />, { catalogs: [strings] });
    expect((await screen.findByTestId('merchant-home-servicer')).textContent).toBe('服务商：示例物流');
    expect(api.apiGet).toHaveBeenCalledWith('/user/resource_binding/servicer/', undefined, { silent: true });
  });
});
