/** The login token store (spec §3): access + refresh token in localStorage, decoded payload, change subscription. */
import { useSyncExternalStore } from 'react';
import type { TokenPayload } from '@/domain/auth';
import { IMAGE_CACHE } from '@/lib/pwa/sw-config';
import { clearLoginUser } from './login-user';

const TOKEN_KEY = 'lading.token';
const REFRESH_KEY = 'lading.refresh_token';
const MAIN_KEY = 'lading.is_main';

type Listener = () => void;
const listeners = new Set<Listener>();
let cachedToken: string | null | undefined;
let cachedPayload: TokenPayload | null = null;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function emit(): void {
  cachedToken = undefined;
  listeners.forEach((l) => l());
}

export function getToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) ?? null;
}

export function getRefreshToken(): string | null {
  return storage()?.getItem(REFRESH_KEY) ?? null;
}

/**
 * Photos the service worker cached belong to whoever was signed in: another account on this device must not be
 * served them, so the cache goes when the session ends or changes hands.
 */
function forgetCachedImages(): void {
  try {
    void globalThis.caches?.delete(IMAGE_CACHE).catch(() => undefined);
  } catch {
    /* Cache Storage unavailable */
  }
}

export function setTokens({ token, refresh_token }: { token: string; refresh_token?: string | null }): void {
  const s = storage();
  if (!s) return;
  const before = decodeTokenPayload(s.getItem(TOKEN_KEY));
  const after = decodeTokenPayload(token);
  if (before && after && (before.id !== after.id || before.company_id !== after.company_id)) forgetCachedImages();
  s.setItem(TOKEN_KEY, token);
  if (refresh_token) s.setItem(REFRESH_KEY, refresh_token);
  const payload = decodeTokenPayload(token);
  if (payload) s.setItem(MAIN_KEY, payload.is_main ? '1' : '0');
  emit();
}

export function clearSession(): void {
  forgetCachedImages();
  const s = storage();
  if (s) {
    s.removeItem(TOKEN_KEY);
    s.removeItem(REFRESH_KEY);
    s.removeItem(MAIN_KEY);
  }
  clearLoginUser();
  try {
    sessionStorage.removeItem('menu-id');
  } catch {
    /* sessionStorage unavailable */
  }
  emit();
}

/** Decodes the JWT payload without verifying it (the server verifies); null when malformed. */
export function decodeTokenPayload(token: string | null): TokenPayload | null {
  if (!token) return null;
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const b64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const json: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return json && typeof json === 'object' ? (json as TokenPayload) : null;
  } catch {
    return null;
  }
}

export function getTokenPayload(): TokenPayload | null {
  const token = getToken();
  if (token !== cachedToken) {
    cachedToken = token;
    cachedPayload = decodeTokenPayload(token);
  }
  return cachedPayload;
}

export function isLoggedIn(): boolean {
  return getToken() !== null;
}

/** Main (company owner) account flag, stored locally beside the token (spec §3). */
export function isMainAccount(): boolean {
  return storage()?.getItem(MAIN_KEY) === '1';
}

export function subscribeTokens(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

// another tab signing in or out changes this tab's session too
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === null || e.key === TOKEN_KEY || e.key === REFRESH_KEY) emit();
  });
}

/** Re-renders whenever the token changes (login, refresh, business-unit switch, logout). */
export function useTokenPayload(): TokenPayload | null {
  return useSyncExternalStore(subscribeTokens, getTokenPayload, () => null);
}
