/**
 * Service worker registration (workbox-window, registerType 'prompt') and the system-update check (spec §4
 * 'System update'): a new build waiting in the service worker, or a server that reports another version than
 * this bundle was built with (polled every VERSION_POLL_MS, on start and when the worker finds a new build),
 * shows the one update prompt. The reload never happens on its own while unsaved work exists.
 * Test hook: with ?pwa-test=1 once in the tab, window.__ladingPwa.simulateUpdate() shows the prompt,
 * checkVersion() asks the server now, and ?update-reload-ms=N shortens the automatic reload's countdown.
 */
import { Workbox } from 'workbox-window';
import { VERSION_POLL_MS, VERSION_RELOAD_MS } from '@/domain/constants';
import { hasUnsavedWork, registerUnsavedWork } from '../unsaved-work';
import { SW_URL } from './sw-config';
import { BUILD_VERSION, fetchServerVersion, startVersionCheck, type VersionCheck } from './version-check';

export interface PwaState {
  /** a new version is there: a build waiting in the service worker, or the server runs another version */
  updateReady: boolean;
  /** the page is controlled by a service worker (works offline) */
  controlled: boolean;
  /** the version the server reported when it differs from this bundle's */
  serverVersion?: string | null;
}

let state: PwaState = { updateReady: false, controlled: false, serverVersion: null };
const listeners = new Set<() => void>();
let wb: Workbox | null = null;
let started = false;
let simulated = false;
/** a new service worker has installed and waits to take over */
let workerWaiting = false;
let versionCheck: VersionCheck | null = null;

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
const TEST_RELOAD_MS = 'lading.pwaTest.reloadMs';
/** the server version this tab already reloaded for: finding it again does not reload again (no loop) */
const RELOADED_FOR = 'lading.update.reloadedFor';

function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function testHookEnabled(): boolean {
  const store = session();
  if (!store) return false;
  try {
    const query = new URLSearchParams(window.location.search);
    if (query.has('pwa-test')) store.setItem(TEST_FLAG, '1');
    if (store.getItem(TEST_FLAG) !== '1') return false;
    const reloadMs = query.get('update-reload-ms');
    if (reloadMs && /^\d{1,6}$/.test(reloadMs)) store.setItem(TEST_RELOAD_MS, reloadMs);
    return true;
  } catch {
    return false;
  }
}

/** How long the prompt counts down before reloading by itself (spec §9: 30 s; shorter only under the test hook). */
export function reloadDelayMs(): number {
  const store = session();
  try {
    if (store?.getItem(TEST_FLAG) === '1') {
      const ms = Number(store.getItem(TEST_RELOAD_MS));
      if (Number.isInteger(ms) && ms > 0) return ms;
    }
  } catch {
    // no storage: the spec's delay
  }
  return VERSION_RELOAD_MS;
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
    checkVersion: () => checkServerVersion(),
    buildVersion: BUILD_VERSION,
    state: () => state,
  };
}

/** The server runs another version: show the prompt (once per server version and tab after a reload). */
export function serverVersionChanged(serverVersion: string): void {
  if (session()?.getItem(RELOADED_FOR) === serverVersion) {
    console.warn(`the server still reports version ${serverVersion} after a reload (this page: ${BUILD_VERSION})`);
    return;
  }
  if (state.updateReady && state.serverVersion === serverVersion) return;
  setState({ updateReady: true, serverVersion });
  // the new build's service worker, when there is one, installs meanwhile and takes over on reload
  void wb?.update().catch(() => undefined);
}

/** Asks the server for its version now; resolves with it (null when unknown). */
export function checkServerVersion(): Promise<string | null> {
  return versionCheck?.check() ?? Promise.resolve(null);
}

function startServerVersionCheck(): void {
  // the dev server's bundle is rebuilt on every change: nothing to compare there
  if (import.meta.env.DEV || !BUILD_VERSION) return;
  versionCheck = startVersionCheck({ buildVersion: BUILD_VERSION, fetchVersion: () => fetchServerVersion(), onMismatch: serverVersionChanged });
  void versionCheck.check();
}

/** Registers the service worker and starts the version check once (production builds). */
export function startPwa(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  if (testHookEnabled()) exposeTestHook();
  startServerVersionCheck();
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  setState({ controlled: !!navigator.serviceWorker.controller });
  wb = new Workbox(SW_URL, { scope: '/' });
  wb.addEventListener('waiting', () => {
    workerWaiting = true;
    setState({ updateReady: true });
    // the worker reports a new version: the server is asked too
    void checkServerVersion();
  });
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

/**
 * The update is accepted: a waiting worker takes over and the page reloads once it controls; without one (the
 * server's version changed, the worker has nothing new yet) the page reloads at once.
 */
export function applyUpdate(): void {
  reloadAccepted = true;
  if (state.serverVersion) session()?.setItem(RELOADED_FOR, state.serverVersion);
  if (simulated || !wb || !workerWaiting) {
    window.location.reload();
    return;
  }
  wb.messageSkipWaiting();
}

/** The user chose to keep working: the prompt hides until the next check finds the new version again. */
export function dismissUpdate(): void {
  setState({ updateReady: false, serverVersion: null });
}
