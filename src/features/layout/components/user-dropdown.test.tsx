import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as entityStrings from '@/components/ui/entity-screen/i18n';
import { renderWithProviders } from '@/lib/test-utils';
import * as strings from '../i18n';

const summary = vi.hoisted(() => ({ current: { pending: 0, failed: 0, oldestAt: null, paused: null, persisted: null } }));
vi.mock('@/lib/outbox', () => ({ useOutboxSummary: () => summary.current }));
const logout = vi.hoisted(() => ({ mutate: vi.fn(), isPending: false }));
vi.mock('@/lib/session/queries', () => ({ currentUserQuery: () => ({ queryKey: ['me'], queryFn: async () => ({ username: 'servicer' }) }), useLogout: () => logout }));
vi.mock('@/lib/session/token-store', () => ({ useTokenPayload: () => ({ username: 'servicer' }) }));
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => vi.fn() }));
vi.mock('@/components/ui/image-uploader/file-avatar-image', () => ({ FileAvatarImage: () => null }));

const { UserDropdown } = await import('./user-dropdown');

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

function renderDropdown() {
  return renderWithProviders(<UserDropdown onSwitchBusinessUnit={() => {}} />, { catalogs: [strings, entityStrings] });
}

async function chooseItem(testId: string, keys: string[]) {
  fireEvent.click(screen.getByTestId('user-dropdown'));
  const item = await screen.findByTestId(testId);
  const content = item.closest('[role=menu]')!;
  const highlighted = () => content.querySelector('[data-highlighted]')?.getAttribute('data-testid');
  // keyboard: End highlights the last item (log out on all devices), ArrowUp the one above (log out), Enter selects
  for (const key of keys) {
    const before = highlighted();
    fireEvent.keyDown(content, { key });
    await waitFor(() => expect(highlighted()).not.toBe(before));
  }
  await waitFor(() => expect(highlighted()).toBe(testId));
  fireEvent.keyDown(content, { key: 'Enter' });
}

const chooseLogout = () => chooseItem('user-menu-logout', ['End', 'ArrowUp']);

beforeEach(() => logout.mutate.mockReset());
afterEach(cleanup);

describe('UserDropdown log out', { timeout: 20_000 }, () => {
  it('logs out at once when nothing waits to be sent', async () => {
    summary.current = { pending: 0, failed: 0, oldestAt: null, paused: null, persisted: null };
    renderDropdown();
    await chooseLogout();
    await waitFor(() => expect(logout.mutate).toHaveBeenCalledWith({}));
    expect(screen.queryByTestId('logout-unsent')).toBeNull();
  });

  it('warns about writes not sent yet; cancel stays, confirm logs out', async () => {
    summary.current = { pending: 2, failed: 1, oldestAt: null, paused: null, persisted: null };
    renderDropdown();
    await chooseLogout();
    expect((await screen.findByTestId('logout-unsent')).textContent).toContain('本设备上还有 3 项操作尚未发送，重新登录后将自动发送');
    fireEvent.click(screen.getByTestId('logout-unsent-cancel'));
    expect(logout.mutate).not.toHaveBeenCalled();
    await chooseLogout();
    fireEvent.click(await screen.findByTestId('logout-unsent-ok'));
    expect(logout.mutate).toHaveBeenCalledTimes(1);
  });

  it('logs out on all devices only after its own confirmation', async () => {
    summary.current = { pending: 0, failed: 0, oldestAt: null, paused: null, persisted: null };
    renderDropdown();
    await chooseItem('user-menu-logout-everywhere', ['End']);
    expect((await screen.findByTestId('logout-everywhere')).textContent).toContain('此账号在所有设备上的登录都将结束');
    expect(logout.mutate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('logout-everywhere-cancel'));
    expect(logout.mutate).not.toHaveBeenCalled();
    await chooseItem('user-menu-logout-everywhere', ['End']);
    fireEvent.click(await screen.findByTestId('logout-everywhere-ok'));
    expect(logout.mutate).toHaveBeenCalledWith({ everywhere: true });
  });
});
