import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import type { OutboxSummary } from '@/lib/outbox';
import * as strings from './sync-badge-i18n';

const state = vi.hoisted(() => ({ summary: { pending: 0, failed: 0, oldestAt: null, paused: null, persisted: null } as OutboxSummary, navigate: vi.fn() }));
vi.mock('@/lib/outbox', () => ({ useOutboxSummary: () => state.summary }));
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => state.navigate }));

const { SyncBadge } = await import('./sync-badge');

const show = (summary: Partial<OutboxSummary>) => {
  state.summary = { pending: 0, failed: 0, oldestAt: null, paused: null, persisted: null, ...summary };
  return render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={defaultSystem}>
        <SyncBadge />
      </ChakraProvider>
    </I18nextProvider>,
  );
};

beforeEach(() => {
  initI18n({ en: strings.en, zh: strings.zh });
  void i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  state.navigate.mockReset();
});

describe('sync badge', () => {
  it('shows no count when everything is sent, and opens the sync centre', () => {
    show({});
    expect(screen.queryByTestId('sync-badge-count')).toBeNull();
    expect(screen.getByTestId('sync-badge').getAttribute('aria-label')).toBe('Sync centre: everything is sent');
    fireEvent.click(screen.getByTestId('sync-badge'));
    expect(state.navigate).toHaveBeenCalledWith({ to: '/saas/sync/index' });
  });

  it('counts pending and failed entries', () => {
    show({ pending: 2, failed: 1 });
    expect(screen.getByTestId('sync-badge-count').textContent).toBe('3');
    expect(screen.getByTestId('sync-badge').getAttribute('aria-label')).toBe('Sync centre: 3 not sent yet');
  });

  it('says when sending waits for the user to sign in again', () => {
    show({ pending: 4, paused: 'auth' });
    expect(screen.getByTestId('sync-badge').getAttribute('data-paused')).toBe('auth');
    expect(screen.getByTestId('sync-badge').getAttribute('aria-label')).toBe('Sync centre: sign in again to send 4 entries');
  });
});
