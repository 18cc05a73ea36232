/**
 * Which menus and button codes open which API calls (issue 22, README.md "One enforcement mechanism"). The server
 * derives each route's guard from this table once at start and checks it in one preHandler; nothing per route.
 * Every /api route either has a guard here or falls under OPEN_APIS (what every signed-in user needs): the
 * route-table test (server/src/routes/api/system/guard-coverage.test.ts) fails for a route that has neither.
 */
import { findRoute } from '../route-catalog';

export interface ApiGuard {
  /** an /api path prefix; the longest matching prefix decides */
  api: string;
  /** menu path prefixes: holding a menu whose path starts with any of them opens the call */
  menus: readonly string[];
  /**
   * menus of other areas whose screens only read this API (GET / HEAD open to them, writes are not); 'all' opens the
   * reads to every signed-in user (lookups every form's pickers use: resources, basic data)
   */
  reads?: readonly string[] | 'all';
  /** a button code the call needs as well (only in app codes whose menus declare it) */
  code?: string;
  /** the HTTP methods `code` applies to (every method when absent) */
  methods?: readonly string[];
  /** the refusal's message key (default adNoPermission) */
  msg?: string;
}

// the menus of each area, agreed from src/domain/menu-seed.ts (all app codes) and the seeded roles (finance: home,
// finance, report, ticket, account + all waybills; executor: home, order, transit, warehouse, abnormal, ticket, account)
const ORDER = ['/saas/waybill/', '/bang/order/', '/da/order/', '/saas/order/', '/saas/order-entry/', '/saas/field/'];
const ABNORMAL = ['/saas/abnormal/', '/da/abnormal/'];
const WAREHOUSE = ['/saas/warehouse/', '/da/warehouse/'];
const TICKET = ['/saas/ticket/'];
const FINANCE = ['/saas/finance/', '/da/finance/', '/pai/finance/'];
const REPORT = ['/saas/report/', '/ss-fhb/report/'];
const RESOURCE = ['/saas/resource/', '/saas/basic/consignor/', '/saas/basic/transporter/'];
const BASIC = ['/saas/basic/'];
const ACCOUNTS = ['/saas/account/sub/', '/saas/system/account/'];
const GROUPS = ['/saas/resource/group/', '/saas/system/group/'];

/** one guard for several API prefixes */
const each = (apis: readonly string[], guard: Omit<ApiGuard, 'api'>): ApiGuard[] => apis.map((api) => ({ api, ...guard }));

export const API_GUARDS: readonly ApiGuard[] = [
  // system administration
  { api: '/api/system/role/', menus: ['/saas/system/role/'] },
  { api: '/api/system/menu/', menus: ['/saas/system/menu/'] },
  { api: '/api/system/audit/', menus: ['/saas/system/audit/'] },
  { api: '/api/system/ops/', menus: ['/saas/system/opsCtl/'] },
  { api: '/api/system/maintenance', menus: ['/saas/system/opsCtl/'] },
  // accounts, groups and the company's details are the main account's (the routes refuse sub-accounts too): the
  // refusal says so
  // GET /user/sub_user/ is also the sub-account picker of the ticket screens (handler, finance reviewer); every other
  // /user/sub_user/* route refuses a sub-account in its handler whatever the guard says
  { api: '/api/user/sub_user/', menus: ACCOUNTS, reads: TICKET, msg: 'mainAccountOnly' },
  ...each(['/api/user/users/createUser', '/api/user/users/updateUserStatus'], { menus: ACCOUNTS, msg: 'mainAccountOnly' }),
  ...each(['/api/user/group/create', '/api/user/group/item/'], { menus: GROUPS, msg: 'mainAccountOnly' }),
  { api: '/api/user/group/admin_tree', menus: [...GROUPS, ...ACCOUNTS], msg: 'mainAccountOnly' },
  { api: '/api/user/company/', menus: ['/saas/basic/company/'], reads: 'all', msg: 'mainAccountOnly' },
  // orders and waybills (every /api/order route not named below, a new one included): the order screens; tickets,
  // abnormal, warehouse and transit screens look orders up
  { api: '/api/order/', menus: ORDER, reads: [...TICKET, ...ABNORMAL, ...WAREHOUSE, '/saas/transit/'] },
  { api: '/api/order/waybills/export', menus: ['/saas/waybill/all/'], code: 'EXPORT' },
  { api: '/api/ms-fahuobao-order/', menus: ORDER },
  { api: '/api/order/inventory_operation/', menus: [...ORDER, ...WAREHOUSE] },
  { api: '/api/order/stats', menus: [...ORDER, '/saas/dashboard/', '/saas/consignor/'] },
  // tickets (ticket, tickets, ticket-schema(s), tickets_legacy); the order screens show an order's tickets
  { api: '/api/order/ticket', menus: TICKET, reads: ORDER },
  // abnormal: its screens, the abnormal report, and the order screens showing an order's records
  { api: '/api/abnormal/', menus: ABNORMAL, reads: [...ORDER, '/saas/report/abnormal/', ...TICKET] },
  // warehouse: its screens, the warehouse log report; the abnormal register reads a merchant's stock
  { api: '/api/warehouse/', menus: WAREHOUSE, reads: ['/saas/report/warehouseLog/', ...ABNORMAL, '/saas/field/'] },
  { api: '/api/transit/', menus: ['/saas/transit/', '/saas/transit2/', '/saas/report/stowagePlan/'] },
  { api: '/api/map/transporters', menus: ['/saas/business/transporterMap/'] },
  { api: '/api/map/positions', menus: ['/saas/field/'] },
  { api: '/api/quote/', menus: ['/saas/quote/', '/saas/report/overArea/'] },
  { api: '/api/integrations/', menus: ['/saas/api/'] },
  // finance: the one rule that was routes/api/finance/gate.ts's (a servicer's sub-account needs a finance menu)
  { api: '/api/finance/', menus: FINANCE, msg: 'fnNotFinance' },
  { api: '/api/report/', menus: REPORT },
  { api: '/api/sync/devices', menus: ['/saas/sync/devices'] },
  // resources and basic data: their screens write; every form's pickers read them
  ...each(['/api/user/resource_binding/', '/api/user/servicer_resource/', '/api/user/consignor/', '/api/user/stations', '/api/user/lines', '/api/user/contract'], { menus: RESOURCE, reads: 'all' }),
  ...each(
    ['/api/user/basic/', '/api/user/warehouse/', '/api/user/product', '/api/user/time_limit/', '/api/user/sorting-rules', '/api/user/banned-areas', '/api/user/town-keywords'],
    { menus: BASIC, reads: 'all' },
  ),
  { api: '/api/platform/', menus: ['/saas/basic/audit/', '/saas/basic/servicer/'] },
  { api: '/api/user/user_subscription/', menus: ['/saas/subscription/'], reads: 'all' },
  // content (issue 22): the platform's articles; every reader's feed; a servicer's incentive plans; the platform's
  // recommendations and fee items, read by every company
  { api: '/api/content/article', menus: ['/saas/article/'] },
  { api: '/api/content/feed', menus: ['/saas/article/'], reads: 'all' },
  { api: '/api/content/incentive', menus: ['/saas/marketing/incentive/'] },
  { api: '/api/content/recommend', menus: ['/saas/marketing/recommend/'], reads: 'all' },
  { api: '/api/content/fee', menus: ['/saas/marketing/feeConfig/'], reads: 'all' },
];

/**
 * What every signed-in user needs, whatever the role: the session and own profile, the menu, language, the business
 * unit chooser, notifications, files (uploads, images, finished exports), config lookups, the company's user names,
 * the permission probe, the account's own review state. A route under none of these and no guard fails the
 * route-table test.
 */
export const OPEN_APIS: readonly string[] = [
  '/api/user/users/',
  '/api/user/lang',
  '/api/user/group/',
  '/api/user/user_config/',
  '/api/user/company-users',
  '/api/user/permission/',
  '/api/user/audit/',
  '/api/notify/',
  '/api/file/',
  '/api/config/',
];

/** Whether a route path falls under OPEN_APIS. */
export function isOpenApi(routePath: string): boolean {
  return OPEN_APIS.some((p) => routePath.startsWith(p));
}

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
  const holds = (menus: readonly string[]) => held.paths.some((p) => menus.some((m) => p.startsWith(m)));
  if (!holds(guard.menus)) {
    const read = method.toUpperCase() === 'GET' || method.toUpperCase() === 'HEAD';
    return read && !!guard.reads && (guard.reads === 'all' || holds(guard.reads));
  }
  const needsCode = guard.code && (!guard.methods || guard.methods.includes(method.toUpperCase())) && held.declaredCodes.has(guard.code);
  return !needsCode || held.codes.has(guard.code!);
}

/** A menu path is a route of the catalog (canonical or alias) or a folder ('#key'). */
export function isMenuPath(path: string): boolean {
  if (/^#[A-Za-z0-9_.-]{1,64}$/.test(path)) return true;
  return !!findRoute(path);
}
