import { queryOptions } from '@tanstack/react-query';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/lib/test-utils';
import * as strings from '../i18n';

const api = vi.hoisted(() => ({ apiGet: vi.fn() }));
vi.mock('@/lib/api-client', () => api);
vi.mock('@/lib/session/queries', () => ({
  currentUserQuery: () =>
    queryOptions({
      queryKey: ['me'],
      queryFn: async () => ({ id: 7, username: 'executor', nickname: '调度老陈', phone: '', company_name: '示例物流', app_code: 'BANG', is_main: false, group_name: '', last_login_at: '2026-11-01T02:03:00Z' }),
    }),
}));
vi.mock('./avatar-uploader', () => ({ AvatarUploader: () => null }));
vi.mock('./profile-form', () => ({ ProfileForm: () => null }));
vi.mock('./password-form', () => ({ PasswordForm: () => null }));
vi.mock('./qualification-form', () => ({ QualificationForm: () => null }));
vi.mock('@/components/ui/image-uploader/file-avatar-image', () => ({ FileAvatarImage: () => null }));

const { MyAccountScreen } = await import('./my-account-screen');

const local = (iso: string) => {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
};

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('MyAccountScreen', () => {
  it('shows the previous and this sign-in from GET /user/users/getLastLoginTime', async () => {
    api.apiGet.mockResolvedValue({ last_login_at: '2026-11-20T08:30:00Z', current_login_at: '2026-11-27T01:15:00Z' });
    renderWithProviders(<MyAccountScreen />, { catalogs: [strings] });
    await waitFor(() => expect(screen.getByTestId('account-current-login').textContent).toBe(`本次登录${local('2026-11-27T01:15:00Z')}`));
    expect(screen.getByTestId('account-last-login').textContent).toBe(`上次登录${local('2026-11-20T08:30:00Z')}`);
    expect(api.apiGet).toHaveBeenCalledWith('/user/users/getLastLoginTime', undefined, { silent: true });
  });

  it('shows the role and creation time of the account from GET /user/users/getUserInfo', async () => {
    api.apiGet.mockImplementation(async (url: string) =>
      url === '/user/users/getUserInfo' ? { id: 7, role_name: '调度员', created_at: '2026-10-01T04:00:00Z' } : { last_login_at: null, current_login_at: null },
    );
    renderWithProviders(<MyAccountScreen />, { catalogs: [strings] });
    await waitFor(() => expect(screen.getByTestId('account-role').textContent).toBe('角色调度员'));
    expect(screen.getByTestId('account-created').textContent).toBe(`创建时间${local('2026-10-01T04:00:00Z')}`);
    expect(api.apiGet).toHaveBeenCalledWith('/user/users/getUserInfo', { id: 7 }, { silent: true });
  });
});
