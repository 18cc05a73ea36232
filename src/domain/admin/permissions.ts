/**
 * Which menus and button codes open which API calls (issue 22, README.md "One enforcement mechanism"). The server
 * derives each route's guard from this table once at start and checks it in one preHandler; nothing per route.
 */
import { findRoute } from '../route-catalog';

export interface ApiGuard {
  /** an /api path prefix; the longest matching prefix decides */
  api: string;
  /** menu path prefixes: holding a menu whose path starts with any of them opens the call */
  menus: readonly string[];
  /** a button code the call needs as well (only in app codes whose menus declare it) */
  code?: string;
  /** the HTTP methods `code` applies to (every method when absent) */
  methods?: readonly string[];
}

export const API_GUARDS: readonly ApiGuard[] = [
  { api: '/api/system/role/', menus: ['/saas/system/role/'] },
  { api: '/api/system/menu/', menus: ['/saas/system/menu/'] },
  { api: '/api/system/audit/', menus: ['/saas/system/audit/'] },
  { api: '/api/transit/', menus: ['/saas/transit/', '/saas/transit2/', '/saas/report/stowagePlan/'] },
  { api: '/api/quote/', menus: ['/saas/quote/', '/saas/report/overArea/'] },
  { api: '/api/integrations/', menus: ['/saas/api/'] },
  { api: '/api/order/waybills/export', menus: ['/saas/waybill/all/'], code: 'EXPORT' },
];

/** The guard of an API route path (as registered, e.g. /api/transit/loads/:id), or null for calls everyone needs. */
export function guardFor(routePath: string, guards: readonly ApiGuard[] = API_GUARDS): ApiGuard | null {
  let best: ApiGuard | null = null;
  for (const g of guards) {
    if (routePath.startsWith(g.api) && (!best || g.api.length > best.api.length)) best = g;
  }
  return best;
}

/** What one account holds: its menus' paths, the button codes it may use, and every code its app code declares. */
export interface HeldPermissions {
  paths: readonly string[];
  codes: ReadonlySet<string>;
  declaredCodes: ReadonlySet<string>;
}

/** Whether `held` opens a call guarded by `guard` with `method`. */
export function permits(guard: ApiGuard, method: string, held: HeldPermissions): boolean {
  if (!held.paths.some((p) => guard.menus.some((m) => p.startsWith(m)))) return false;
  const needsCode = guard.code && (!guard.methods || guard.methods.includes(method.toUpperCase())) && held.declaredCodes.has(guard.code);
  return !needsCode || held.codes.has(guard.code!);
}

/** A menu path is a route of the catalog (canonical or alias) or a folder ('#key'). */
export function isMenuPath(path: string): boolean {
  if (/^#[A-Za-z0-9_.-]{1,64}$/.test(path)) return true;
  return !!findRoute(path);
}
