/**
 * Tiny document.cookie helpers for the persisted UI settings of spec §9 (sidebarStatus, language, size). They hold
 * no secret (the token lives in storage and travels in X-Token), so they stay readable by the page: SameSite=Lax,
 * and Secure whenever the app is served over TLS.
 */

const ONE_YEAR_S = 365 * 24 * 3600;

/** the attributes every cookie of the app carries */
export function cookieAttributes(maxAgeSeconds: number, secure = typeof location !== 'undefined' && location.protocol === 'https:'): string {
  return `path=/; max-age=${maxAgeSeconds}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function getCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) return decodeURIComponent(item.slice(prefix.length));
  }
  return undefined;
}

export function setCookie(name: string, value: string, maxAgeSeconds = ONE_YEAR_S): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; ${cookieAttributes(maxAgeSeconds)}`;
}

export function removeCookie(name: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${encodeURIComponent(name)}=; ${cookieAttributes(0)}`;
}
