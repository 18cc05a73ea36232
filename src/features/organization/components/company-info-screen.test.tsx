import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/lib/test-utils';
import { companyInfoQuery, type CompanyInfo } from '../api/company-info';
import * as strings from '../i18n';

const api = vi.hoisted(() => ({ apiGet: vi.fn(), apiPut: vi.fn() }));
vi.mock('@/lib/api-client', () => api);
vi.mock('./company-accounts', () => ({ CompanyAccounts: () => null }));
vi.mock('@/lib/session/token-store', () => ({ useTokenPayload: () => null }));

const { CompanyInfoScreen } = await import('./company-info-screen');

const info: CompanyInfo = {
  id: 1, name: '示例物流', type: 'servicer', app_code: 'BANG', contact_phone: '021-60000000', hosting_end: null, subscribe_version_name: '',
  biz_manager_phone: '', created_at: '2026-10-01T00:00:00Z', qualification_count: 0, review_status: 'approved', contact_name: '老陈',
  address: '旧地址', license_no: '', memo: '',
};

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const input = (testId: string) => screen.getByTestId(testId).querySelector('input') ?? (screen.getByTestId(testId) as HTMLInputElement);

describe('CompanyInfoScreen', () => {
  it('keeps what the user typed when the company data is fetched again, and takes the fields not being edited', async () => {
    api.apiGet.mockResolvedValue(info);
    const { queryClient } = renderWithProviders(<CompanyInfoScreen />, { catalogs: [strings] });
    await waitFor(() => expect((input('company-address') as HTMLInputElement).value).toBe('旧地址'));
    fireEvent.change(input('company-address'), { target: { value: '上海市浦东新区世纪大道100号' } });
    await waitFor(() => expect((screen.getByTestId('company-save') as HTMLButtonElement).disabled).toBe(false));
    // a refetch (window focus, another tab's save) brings a new phone
    queryClient.setQueryData(companyInfoQuery().queryKey, { ...info, contact_phone: '021-68880000' });
    await waitFor(() => expect((input('company-phone') as HTMLInputElement).value).toBe('021-68880000'));
    expect((input('company-address') as HTMLInputElement).value).toBe('上海市浦东新区世纪大道100号');
    expect((screen.getByTestId('company-save') as HTMLButtonElement).disabled).toBe(false);
  });
});
