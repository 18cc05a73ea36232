/** Where to go after signing in: only same-origin paths, never back to the auth screens themselves. */

const AUTH_PATHS = ['/login', '/register', '/register2', '/forget-password', '/logout', '/auth-redirect'];

export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target) return fallback;
  let value = target.trim();
  try {
    // a redirect that arrived encoded twice
    if (/^%2F/i.test(value)) value = decodeURIComponent(value);
  } catch {
    return fallback;
  }
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  const path = value.split(/[?#]/)[0];
  if (AUTH_PATHS.includes(path)) return fallback;
  return value;
}
