import { afterEach, describe, expect, it, vi } from 'vitest';
import { VERSION_RELOAD_MS } from '@/domain/constants';
import { applyUpdate, dismissUpdate, getPwaState, reloadDelayMs, serverVersionChanged } from './register';

afterEach(() => {
  sessionStorage.clear();
  dismissUpdate();
  vi.restoreAllMocks();
});

describe('the system-update state', () => {
  it('a server version change shows the prompt; after reloading for it, the same version does not prompt again', () => {
    // jsdom cannot navigate: the reload only logs there
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serverVersionChanged('2.0');
    expect(getPwaState()).toMatchObject({ updateReady: true, serverVersion: '2.0' });
    applyUpdate();
    dismissUpdate();
    // the page came back with the same (old) bundle: no second countdown, no reload loop
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serverVersionChanged('2.0');
    expect(getPwaState().updateReady).toBe(false);
    expect(warn).toHaveBeenCalled();
    // a later release prompts again
    serverVersionChanged('3.0');
    expect(getPwaState()).toMatchObject({ updateReady: true, serverVersion: '3.0' });
  });

  it('counts down 30 s, shorter only for the browser tests\' hook', () => {
    expect(reloadDelayMs()).toBe(VERSION_RELOAD_MS);
    sessionStorage.setItem('lading.pwaTest.reloadMs', '4000');
    expect(reloadDelayMs()).toBe(VERSION_RELOAD_MS);
    sessionStorage.setItem('lading.pwaTest', '1');
    expect(reloadDelayMs()).toBe(4000);
  });
});
