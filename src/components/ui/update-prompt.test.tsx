import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { registerUnsavedWork } from '@/lib/unsaved-work';
import * as strings from './update-prompt-i18n';

const pwa = vi.hoisted(() => {
  let state = { updateReady: false, controlled: true };
  const listeners = new Set<() => void>();
  return {
    applyUpdate: vi.fn(),
    set(ready: boolean) {
      state = { ...state, updateReady: ready };
      listeners.forEach((l) => l());
    },
    getPwaState: () => state,
    subscribePwa: (l: () => void) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
});

vi.mock('@/lib/pwa/register', async () => {
  const { hasUnsavedWork } = await import('@/lib/unsaved-work');
  return {
    applyUpdate: pwa.applyUpdate,
    dismissUpdate: () => pwa.set(false),
    getPwaState: pwa.getPwaState,
    subscribePwa: pwa.subscribePwa,
    startPwa: () => undefined,
    reloadDelayMs: () => 30_000,
    updateWouldLoseWork: hasUnsavedWork,
  };
});

const { UpdatePrompt } = await import('./update-prompt');

beforeEach(() => {
  initI18n({ en: strings.en, zh: strings.zh });
  void i18n.changeLanguage('en');
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  pwa.applyUpdate.mockReset();
  act(() => pwa.set(false));
});

/** Moves the fake clock and lets the flush before a reload settle. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function renderPrompt() {
  return render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={defaultSystem}>
        <UpdatePrompt />
      </ChakraProvider>
    </I18nextProvider>,
  );
}

describe('UpdatePrompt', () => {
  it('shows nothing until a new build waits, then reloads by itself after 30 s when nothing is unsaved', async () => {
    renderPrompt();
    expect(screen.queryByTestId('update-prompt')).toBeNull();
    act(() => pwa.set(true));
    expect(screen.getByTestId('update-prompt-message').textContent).toContain('30 s');
    await advance(29_000);
    expect(pwa.applyUpdate).not.toHaveBeenCalled();
    await advance(1_000);
    expect(pwa.applyUpdate).toHaveBeenCalledTimes(1);
  });

  it('never reloads by itself while work is unsaved, and asks before the user reloads', async () => {
    const remove = registerUnsavedWork(() => true);
    renderPrompt();
    act(() => pwa.set(true));
    await advance(120_000);
    expect(pwa.applyUpdate).not.toHaveBeenCalled();
    expect(screen.getByTestId('update-prompt-message').textContent).toContain('after your unsaved work is saved');
    fireEvent.click(screen.getByTestId('update-prompt-reload'));
    await advance(0);
    expect(pwa.applyUpdate).not.toHaveBeenCalled();
    expect(screen.getByTestId('update-prompt-message').textContent).toContain('Reload now anyway?');
    fireEvent.click(screen.getByTestId('update-prompt-reload'));
    expect(pwa.applyUpdate).toHaveBeenCalledTimes(1);
    remove();
  });

  it('starts the count again once the unsaved work is saved', async () => {
    let dirty = true;
    const remove = registerUnsavedWork(() => dirty);
    renderPrompt();
    act(() => pwa.set(true));
    await advance(60_000);
    dirty = false;
    await advance(29_000);
    expect(pwa.applyUpdate).not.toHaveBeenCalled();
    await advance(2_000);
    expect(pwa.applyUpdate).toHaveBeenCalledTimes(1);
    remove();
  });

  it('"Later" hides the prompt and stops the countdown', () => {
    renderPrompt();
    act(() => pwa.set(true));
    fireEvent.click(screen.getByTestId('update-prompt-later'));
    expect(screen.queryByTestId('update-prompt')).toBeNull();
    act(() => vi.advanceTimersByTime(60_000));
    expect(pwa.applyUpdate).not.toHaveBeenCalled();
  });

  it('stores pending drafts before the reload, and reloads only once they are stored', async () => {
    let unstored = false;
    let store: () => void = () => undefined;
    const stored = new Promise<void>((resolve) => {
      store = resolve;
    });
    const flush = vi.fn(async () => {
      await stored;
      unstored = false;
    });
    const remove = registerUnsavedWork(() => unstored, flush);
    renderPrompt();
    act(() => pwa.set(true));
    // a debounced draft write does not hold the countdown: it is flushed at the end
    unstored = true;
    await advance(30_000);
    expect(flush).toHaveBeenCalledTimes(1);
    expect(pwa.applyUpdate).not.toHaveBeenCalled();
    store();
    await advance(0);
    expect(pwa.applyUpdate).toHaveBeenCalledTimes(1);
    remove();
  });

  it('keeps the prompt and does not reload when unsaved work cannot be stored', async () => {
    let unstored = true;
    const remove = registerUnsavedWork(
      () => unstored,
      () => Promise.reject(new Error('QuotaExceededError')),
    );
    renderPrompt();
    act(() => pwa.set(true));
    await advance(30_000);
    expect(pwa.applyUpdate).not.toHaveBeenCalled();
    expect(screen.getByTestId('update-prompt')).toBeTruthy();
    expect(screen.getByTestId('update-prompt-message').textContent).toContain('after your unsaved work is saved');
    await advance(120_000);
    expect(pwa.applyUpdate).not.toHaveBeenCalled();
    // stored at last (the user freed space): the count runs again and reloads
    unstored = false;
    await advance(31_000);
    expect(pwa.applyUpdate).toHaveBeenCalledTimes(1);
    remove();
  });

  it('shows the spec\'s warning in Chinese', () => {
    void i18n.changeLanguage('zh');
    renderPrompt();
    act(() => pwa.set(true));
    expect(screen.getByTestId('update-prompt').textContent).toContain('系统更新提示：检测到新版本');
    expect(screen.getByTestId('update-prompt-message').textContent).toContain('30 秒后');
  });
});
