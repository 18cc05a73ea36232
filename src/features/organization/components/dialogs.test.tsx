import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/lib/test-utils';
import * as strings from '../i18n';

class FakeApiError extends Error {
  constructor(
    readonly msg: string,
    readonly data: unknown,
  ) {
    super(msg);
  }
}
const api = vi.hoisted(() => ({ apiGet: vi.fn(), apiPost: vi.fn(), apiPut: vi.fn(), apiDelete: vi.fn() }));
const toast = vi.hoisted(() => ({ success: vi.fn(), warning: vi.fn(), error: vi.fn(), info: vi.fn(), dismiss: vi.fn() }));
vi.mock('@/lib/api-client', () => ({ ...api, ApiError: FakeApiError }));
vi.mock('@/lib/toaster', () => ({ toast }));

const { ResetPasswordDialog } = await import('./reset-password-dialog');
const { GroupNameDialog } = await import('./group-name-dialog');

const wrap = (node: ReactElement) => renderWithProviders(node, { catalogs: [strings] });

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

beforeEach(() => {
  Object.values(api).forEach((f) => f.mockReset());
  Object.values(toast).forEach((f) => f.mockReset());
});
afterEach(cleanup);

describe('ResetPasswordDialog', () => {
  it('checks length and confirmation, then saves and closes', async () => {
    api.apiPut.mockResolvedValue({ id: 7, revoked_sessions: 1 });
    const onClose = vi.fn();
    wrap(<ResetPasswordDialog id={7} username="xiaowang" open onClose={onClose} />);
    await screen.findByTestId('reset-password');
    type('reset-password', '123');
    fireEvent.click(screen.getByTestId('reset-save'));
    expect(await screen.findByText('密码至少6位')).toBeTruthy();
    type('reset-password', 'newpass1');
    type('reset-confirm', 'newpass2');
    fireEvent.click(screen.getByTestId('reset-save'));
    expect(await screen.findByText('两次输入的密码不一致')).toBeTruthy();
    expect(api.apiPut).not.toHaveBeenCalled();
    type('reset-confirm', 'newpass1');
    fireEvent.click(screen.getByTestId('reset-save'));
    await waitFor(() => expect(api.apiPut).toHaveBeenCalledWith('/user/sub_user/detail/7/password', { password: 'newpass1', confirm_password: 'newpass1' }, { silent: true }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toast.success).toHaveBeenCalledWith('xiaowang 的密码已重置');
  });

  it('puts a server message naming a field on that field', async () => {
    api.apiPut.mockRejectedValue(new FakeApiError('confirm_password：两次输入的密码不一致', { code: '400', data: { field: 'confirm_password' } }));
    wrap(<ResetPasswordDialog id={7} username="x" open onClose={() => undefined} />);
    await screen.findByTestId('reset-password');
    type('reset-password', 'abcdef');
    type('reset-confirm', 'abcdef');
    fireEvent.click(screen.getByTestId('reset-save'));
    expect(await screen.findByText('confirm_password：两次输入的密码不一致')).toBeTruthy();
  });
});

describe('GroupNameDialog', () => {
  it('requires a name of at most 20 characters and shows the server’s duplicate message', async () => {
    const onSave = vi.fn(async (name: string) => (name === '华东事业部' ? '同级部门名称已存在' : null));
    wrap(<GroupNameDialog open title="新增一级部门" saving={false} onSave={onSave} onClose={() => undefined} />);
    await screen.findByTestId('group-name-input');
    fireEvent.click(screen.getByTestId('group-name-save'));
    expect(await screen.findByText('请输入部门名称')).toBeTruthy();
    type('group-name-input', '长'.repeat(21));
    fireEvent.click(screen.getByTestId('group-name-save'));
    expect(await screen.findByText('允许输入20字内')).toBeTruthy();
    type('group-name-input', ' 华东事业部 ');
    fireEvent.click(screen.getByTestId('group-name-save'));
    expect(await screen.findByText('同级部门名称已存在')).toBeTruthy();
    expect(onSave).toHaveBeenCalledWith('华东事业部');
  });
});
