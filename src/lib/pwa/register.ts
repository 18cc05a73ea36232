/**
 * Service worker registration (workbox-window, registerType 'prompt'): a new build waits until the user
 * chooses to reload, and the reload never happens on its own while unsaved work exists. Updates are checked on
 * start and every VERSION_POLL_MS (spec §4 'System update').
 * Test hook: with ?pwa-test=1 once in the tab, window.__ladingPwa.simulateUpdate() shows the prompt.
 */
import { Workbox } from 'workbox-window';
import { VERSION_POLL_MS } from '@/domain/constants';
import { hasUnsavedWork, registerUnsavedWork } from '../unsaved-work';
import { SW_URL } from './sw-config';

export interface PwaState {
  /** a new build is installed and waiting */
  updateReady: boolean;
  /** the page is controlled by a service worker (works offline) */
  controlled: boolean;
}

let state: PwaState = { updateReady: false, controlled: false };
const listeners = new Set<() => void>();
let wb: Workbox | null = null;
let started = false;
let simulated = false;

function setState(patch: Partial<PwaState>): void {
  state = { ...state, ...patch };
  listeners.forEach((l) => l());
}

export function getPwaState(): PwaState {
  return state;
}

export function subscribePwa(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const TEST_FLAG = 'lading.pwaTest';

function testHookEnabled(): boolean {
  try {
    if (new URLSearchParams(window.location.search).has('pwa-test')) sessionStorage.setItem(TEST_FLAG, '1');
    return sessionStorage.getItem(TEST_FLAG) === '1';
  } catch {
    return false;
  }
}

function exposeTestHook(): void {
  let removeUnsaved: (() => void) | null = null;
  (window as unknown as { __ladingPwa: unknown }).__ladingPwa = {
    simulateUpdate() {
      simulated = true;
      setState({ updateReady: true });
    },
    setUnsavedWork(on: boolean) {
      removeUnsaved?.();
      removeUnsaved = on ? registerUnsavedWork(() => true) : null;
    },
    state: () => state,
  };
}

/** Registers the service worker once (production builds in browsers that have service workers). */
export function startPwa(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  if (testHookEnabled()) exposeTestHook();
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  setState({ controlled: !!navigator.serviceWorker.controller });
  wb = new Workbox(SW_URL, { scope: '/' });
  wb.addEventListener('waiting', () => setState({ updateReady: true }));
  // Only the update the user accepted reloads the page; the first install just takes control. (Not
  // workbox-window's isUpdate: a page opened before the first install also gets updates later.)
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    setState({ controlled: true });
    if (reloadAccepted) window.location.reload();
  });
  wb.register().catch((e: unknown) => console.warn('service worker registration failed', e));
  window.setInterval(() => {
    void wb?.update().catch(() => undefined);
  }, VERSION_POLL_MS);
}

let reloadAccepted = false;

/** True when reloading now would lose something; the prompt then asks before applyUpdate(). */
export function updateWouldLoseWork(): boolean {
  return hasUnsavedWork();
}

/** The user accepted the new build: the waiting worker takes over and the page reloads once it controls. */
export function applyUpdate(): void {
  reloadAccepted = true;
  if (simulated || !wb) {
    window.location.reload();
    return;
  }
  wb.messageSkipWaiting();
}

/** The user chose to keep working: the prompt hides until the next update check finds the build again. */
export function dismissUpdate(): void {
  setState({ updateReady: false });
}
