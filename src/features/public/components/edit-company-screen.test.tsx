import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/lib/test-utils';
import * as strings from '../i18n';

const api = vi.hoisted(() => ({ apiGet: vi.fn(), apiPost: vi.fn(), ApiError: class ApiError extends Error {} }));
vi.mock('@/lib/api-client', () => api);
vi.mock('@/lib/session/token-store', () => ({ useTokenPayload: () => ({ id: 7, is_main: true }) }));
vi.mock('@tanstack/react-router', () => ({
  useNavigate: () => vi.fn(),
  Link: ({ children }: { children: React.ReactNode }) => <a href="/">{children}</a>,
}));
const { EditCompanyScreen } = await import('./edit-company-screen');

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const details = { name: '新物流', contact_name: '', contact_phone: '', address: '', license_no: '' };

describe('/edit-company and GET /user/users/isServicerRegist', () => {
  it('a company whose registration is done is told so, without the form', async () => {
    api.apiGet.mockImplementation(async (url: string) => (url === '/user/users/isServicerRegist' ? { is_regist: true, company_type: 'servicer', review_status: 'approved' } : details));
    renderWithProviders(<EditCompanyScreen />, { catalogs: [strings] });
    await vi.waitFor(() => expect(screen.getByTestId('edit-company-registered').textContent).toBe('新物流已完成注册并通过审核，无需再完善信息。'));
    expect(screen.queryByTestId('edit-company-submit')).toBeNull();
    expect(api.apiGet).toHaveBeenCalledWith('/user/users/isServicerRegist', undefined, { silent: true });
  });

  it('a company still under review (or rejected) gets the form', async () => {
    api.apiGet.mockImplementation(async (url: string) => (url === '/user/users/isServicerRegist' ? { is_regist: false, company_type: 'servicer', review_status: 'pending' } : details));
    renderWithProviders(<EditCompanyScreen />, { catalogs: [strings] });
    expect(await screen.findByTestId('edit-company-submit')).toBeTruthy();
    await vi.waitFor(() => expect((screen.getByTestId('edit-company-name') as HTMLInputElement).value).toBe('新物流'));
    expect(screen.queryByTestId('edit-company-registered')).toBeNull();
  });
});
