/**
 * The checks of the diagnostics page (/test): each resolves to pass or fail and an i18n key with its values. None
 * throws: a failing check is a line on the page, not an error.
 */
import { apiGet } from '@/lib/api-client';
import { loadPrintPlugin } from '@/lib/print-plugin';
import { probeSocket } from '@/lib/socket/probe';

export interface CheckResult {
  ok: boolean;
  /** key under publicPages.test.detail */
  detail: string;
  values?: Record<string, string | number>;
}

export const CHECKS = ['browser', 'serviceWorker', 'storage', 'indexedDb', 'api', 'socket', 'print'] as const;
export type CheckName = (typeof CHECKS)[number];

const message = (e: unknown) => (e && typeof e === 'object' && 'msg' in e && typeof e.msg === 'string' ? e.msg : e instanceof Error ? e.message : String(e));

const mb = (bytes: number) => (bytes >= 1024 ** 3 ? `${(bytes / 1024 ** 3).toFixed(1)} GB` : `${(bytes / 1024 ** 2).toFixed(1)} MB`);

async function browser(): Promise<CheckResult> {
  const needed: [string, boolean][] = [
    ['fetch', typeof fetch === 'function'],
    ['IndexedDB', typeof indexedDB !== 'undefined'],
    ['localStorage', typeof localStorage !== 'undefined'],
    ['WebSocket', typeof WebSocket !== 'undefined'],
    ['crypto', typeof crypto !== 'undefined' && typeof crypto.getRandomValues === 'function'],
  ];
  const missing = needed.filter(([, has]) => !has).map(([name]) => name);
  return missing.length ? { ok: false, detail: 'browserOld', values: { missing: missing.join(', ') } } : { ok: true, detail: 'browserOk', values: { agent: navigator.userAgent } };
}

async function serviceWorker(): Promise<CheckResult> {
  if (!('serviceWorker' in navigator)) return { ok: false, detail: 'swUnsupported' };
  const reg = await navigator.serviceWorker.getRegistration();
  return reg?.active ? { ok: true, detail: 'swActive', values: { scope: new URL(reg.scope).pathname } } : { ok: false, detail: 'swNone' };
}

async function storage(): Promise<CheckResult> {
  if (!navigator.storage?.estimate) return { ok: false, detail: 'storageUnknown' };
  const [{ usage = 0, quota = 0 }, persisted] = await Promise.all([navigator.storage.estimate(), navigator.storage.persisted?.() ?? Promise.resolve(false)]);
  return { ok: quota > 0, detail: persisted ? 'storagePersisted' : 'storage', values: { used: mb(usage), quota: mb(quota) } };
}

/** opens a scratch database of its own, writes and reads one row, and deletes it */
function indexedDb(): Promise<CheckResult> {
  const name = 'lading-diagnostics';
  return new Promise((resolve) => {
    const fail = (e: unknown) => resolve({ ok: false, detail: 'idbFail', values: { error: message(e) || 'error' } });
    try {
      const req = indexedDB.open(name, 1);
      req.onupgradeneeded = () => req.result.createObjectStore('probe');
      req.onerror = () => fail(req.error);
      req.onsuccess = () => {
        const db = req.result;
        const tx = db.transaction('probe', 'readwrite');
        tx.objectStore('probe').put(Date.now(), 'at');
        tx.oncomplete = () => {
          db.close();
          indexedDB.deleteDatabase(name);
          resolve({ ok: true, detail: 'idbOk' });
        };
        tx.onerror = () => fail(tx.error);
      };
    } catch (e) {
      fail(e);
    }
  });
}

async function api(): Promise<CheckResult> {
  const started = performance.now();
  try {
    const info = await apiGet<{ version?: string }>('/map/help/system_info', { ts: Date.now() }, { silent: true });
    return { ok: true, detail: 'api', values: { ms: Math.round(performance.now() - started), version: info?.version ?? '?' } };
  } catch (e) {
    return { ok: false, detail: 'apiFail', values: { error: message(e) } };
  }
}

async function socket(): Promise<CheckResult> {
  const r = await probeSocket();
  if (r.ok) return { ok: true, detail: 'socketOk', values: { ms: r.ms } };
  // without a session the server refuses the handshake: the socket is reachable, but nothing is pushed until sign-in
  if (!r.signedIn && !r.timedOut) return { ok: true, detail: 'socketReachable' };
  return r.timedOut ? { ok: false, detail: 'socketTimeout', values: { s: 10 } } : { ok: false, detail: 'socketFail', values: { error: r.error } };
}

async function print(): Promise<CheckResult> {
  const plugin = await loadPrintPlugin({ retry: true });
  return plugin ? { ok: !plugin.outdated, detail: 'printOk', values: { version: plugin.version } } : { ok: false, detail: 'printNone' };
}

export const RUN: Record<CheckName, () => Promise<CheckResult>> = { browser, serviceWorker, storage, indexedDb, api, socket, print };
