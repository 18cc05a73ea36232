/** Navigation rules of spec §2.2: menu-driven permitted paths, menu loading with retries, menu id lookup. */
import type { QueryClient } from '@tanstack/react-query';
import type { MenuItem } from '@/domain/auth';
import { ROUTE_RETRY_DELAY_MS, ROUTE_RETRY_MAX } from '@/domain/constants';
import { ALWAYS_PERMITTED, WELCOME_PATHS, pathMatches } from '@/domain/route-catalog';
import { menuQuery } from '@/lib/session/queries';
import { getToken } from '@/lib/session/token-store';

export const MENU_TIMEOUT_MESSAGE = 'initial menu user timeout';

/**
 * Paths a signed-in user opens whatever the menu says: §2.2's two extra routes and the welcome page of its root rule.
 * Everything else — dashboard, my account, messages and sync included — must be in the menu (the server adds those
 * to every account's menu: route-catalog.ts EVERY_ACCOUNT_MENU_PATHS).
 */
export const BASE_PERMITTED: readonly string[] = [...ALWAYS_PERMITTED, ...WELCOME_PATHS];

export function normalizePath(pathname: string): string {
  const p = pathname.split(/[?#]/)[0].replace(/\/+$/, '');
  return p || '/';
}

/** Menu paths may be patterns (/x/detail/:id) or concrete (/x/detail/7); both allow the concrete path. */
function matchesAny(patterns: Iterable<string>, path: string): boolean {
  for (const p of patterns) {
    if (!p || p.startsWith('#')) continue;
    const pattern = normalizePath(p);
    if (pattern === path || pathMatches(pattern, path)) return true;
  }
  return false;
}

export function isPermitted(pathname: string, menu: readonly MenuItem[]): boolean {
  const path = normalizePath(pathname);
  return matchesAny(BASE_PERMITTED, path) || matchesAny(menu.map((m) => m.path), path);
}

/** The menu item of an open screen: an exact path wins over a pattern. */
export function menuItemForPath(pathname: string, menu: readonly MenuItem[]): MenuItem | undefined {
  const path = normalizePath(pathname);
  return (
    menu.find((m) => m.path && normalizePath(m.path) === path) ??
    menu.find((m) => m.path && !m.path.startsWith('#') && pathMatches(normalizePath(m.path), path))
  );
}

export class NotLoggedInError extends Error {
  constructor() {
    super('not logged in');
    this.name = 'NotLoggedInError';
  }
}

export interface MenuRetryOptions {
  attempts?: number;
  delayMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Loads the menu once (cached afterwards): up to 5 attempts 1 s apart, then 'initial menu user timeout'. */
export async function ensureMenu(queryClient: QueryClient, appCode: string, opts: MenuRetryOptions = {}): Promise<MenuItem[]> {
  const { attempts = ROUTE_RETRY_MAX, delayMs = ROUTE_RETRY_DELAY_MS, sleep = defaultSleep } = opts;
  const query = menuQuery(appCode);
  const cached = queryClient.getQueryData(query.queryKey);
  if (cached) return cached;
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    if (!getToken()) {
      console.warn('not logged in');
      throw new NotLoggedInError();
    }
    try {
      return await queryClient.fetchQuery({ ...query, retry: false });
    } catch (error) {
      lastError = error;
      console.warn(`menu load attempt ${attempt} failed`, error);
    }
    if (attempt < attempts) await sleep(delayMs);
  }
  throw new Error(MENU_TIMEOUT_MESSAGE, { cause: lastError });
}
