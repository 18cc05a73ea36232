/** What every api request carries (spec §5/§7): the session headers and cleaned query params. */
import { ANONYMOUS_USER_ID, CLIENT_MARKER, HEADERS } from '@/domain/constants';
import { acceptLanguage } from './i18n';
import { getMenuId } from './session/menu-id';
import { getToken, getTokenPayload } from './session/token-store';
import { getVariant } from './variant';

const RENAMED: Record<string, string> = { pageNum: 'page', pageSize: 'per_page' };

function isEmpty(value: unknown): boolean {
  return value === '' || value === null || value === undefined || (Array.isArray(value) && value.length === 0);
}

/** Spec §5/§7: empty params dropped (zero kept), strings trimmed, pageNum/pageSize → page/per_page. */
export function cleanParams(params: unknown): Record<string, unknown> | undefined {
  if (!params || typeof params !== 'object' || params instanceof URLSearchParams) return params as undefined;
  const out: Record<string, unknown> = {};
  for (const [rawKey, rawValue] of Object.entries(params as Record<string, unknown>)) {
    const value = typeof rawValue === 'string' ? rawValue.trim() : rawValue;
    if (isEmpty(value)) continue;
    const key = RENAMED[rawKey] ?? rawKey;
    if (key !== rawKey && key in out) continue;
    out[key] = value;
  }
  return out;
}

/** Session headers of spec §7, computed per request so a refreshed token is picked up on replay. */
export function sessionHeaders(): Record<string, string> {
  const token = getToken();
  const payload = getTokenPayload();
  const headers: Record<string, string> = {
    [HEADERS.client]: CLIENT_MARKER,
    [HEADERS.appCode]: getVariant().appCode,
    [HEADERS.userId]: token && payload?.id !== undefined ? String(payload.id) : ANONYMOUS_USER_ID,
    'Accept-Language': acceptLanguage(),
  };
  if (token) {
    headers[HEADERS.xToken] = token;
    headers[HEADERS.token] = token;
  }
  const menuId = getMenuId();
  if (menuId) headers[HEADERS.menuId] = menuId;
  return headers;
}
