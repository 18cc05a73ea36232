import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test-utils';
import { BusinessUnitDialog } from './business-unit-dialog';

const apiPut = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({
  apiPut,
  apiGet: vi.fn(),
  apiPost: vi.fn(),
}));

const GROUPS = [
  { id: 11, name: '华东事业部' },
  { id: 12, name: '华南事业部' },
];

describe('BusinessUnitDialog', () => {
  afterEach(() => {
    cleanup();
    apiPut.mockReset();
  });

  it('shows the spec title and requires a choice (请选择事业部)', async () => {
    renderWithProviders(<BusinessUnitDialog open groups={GROUPS} currentGroupId={null} dismissible={false} onClose={() => {}} />, { lang: 'zh' });
    expect(await screen.findByText('请选择你当前的事业部')).toBeTruthy();
    fireEvent.click(screen.getByTestId('bu-confirm'));
    expect((await screen.findByTestId('bu-error')).textContent).toBe('请选择事业部');
    expect(apiPut).not.toHaveBeenCalled();
  });

  it('switches to the chosen unit and closes', async () => {
    apiPut.mockResolvedValue({ access_token: 'x.eyJpZCI6MX0.y' });
    const onClose = vi.fn();
    renderWithProviders(<BusinessUnitDialog open groups={GROUPS} currentGroupId={null} dismissible onClose={onClose} />);
    fireEvent.change(await screen.findByTestId('bu-select'), { target: { value: '12' } });
    fireEvent.click(screen.getByTestId('bu-confirm'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    // (with no refresh token stored there is no Refresh-Token header to send; the session remembers the choice when there is)
    expect(apiPut).toHaveBeenCalledWith('/user/group/set_current_user_group_id_to_token', { group_id: 12, group_name: '华南事业部' }, undefined);
    expect(screen.queryByTestId('bu-error')).toBeNull();
  });

  it('names the session with its refresh token, so tokens refreshed later keep the unit', async () => {
    apiPut.mockResolvedValue({ access_token: 'x.eyJpZCI6MX0.y' });
    localStorage.setItem('lading.refresh_token', 'refresh-abc');
    try {
      const onClose = vi.fn();
      renderWithProviders(<BusinessUnitDialog open groups={GROUPS} currentGroupId={null} dismissible onClose={onClose} />);
      fireEvent.change(await screen.findByTestId('bu-select'), { target: { value: '11' } });
      fireEvent.click(screen.getByTestId('bu-confirm'));
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(apiPut).toHaveBeenCalledWith('/user/group/set_current_user_group_id_to_token', { group_id: 11, group_name: '华东事业部' }, { headers: { 'Refresh-Token': 'refresh-abc' } });
    } finally {
      localStorage.removeItem('lading.refresh_token');
    }
  });

  it('cannot be dismissed when shown automatically', async () => {
    renderWithProviders(<BusinessUnitDialog open groups={GROUPS} currentGroupId={null} dismissible={false} onClose={() => {}} />);
    await screen.findByTestId('bu-dialog');
    expect(screen.queryByText('Cancel')).toBeNull();
  });
});
