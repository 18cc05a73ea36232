/**
 * Menu and button permissions, enforced (issue 22, src/domain/admin/README.md): once the app is ready, every /api
 * route of the route table gets its guard from src/domain/admin/permissions.ts API_GUARDS (longest prefix); one
 * preValidation hook then checks a sub-account's call against its role's menus and button codes as stored at that moment, so
 * a role change refuses the next call at once on every process. Main accounts hold every menu of their app code;
 * routes without a guard are those of OPEN_APIS (session, menu, notifications, files, lookups), open to every
 * signed-in user — server/src/routes/api/system/guard-coverage.test.ts keeps every other route guarded.
 *
 * Spec §6: requests carry the menu-id of the screen they come from, and permission is evaluated by that menu. A guarded
 * call naming a menu the account does not hold (not among its role's menus and the menus every account holds; for a
 * main account, not a menu of its app code; or not a menu id at all) is refused with 403 before the table is asked,
 * so a call cannot borrow a screen its caller cannot open. Without the header the table alone decides.
 */
import { and, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { guardFor, permits, type ApiGuard } from '../../../src/domain/admin/permissions';
import { HEADERS } from '../../../src/domain/constants';
import { menus, roleMenus, users } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { everyAccountMenus } from '../repositories/menus';
import type { ServerMessageKey } from '../../../src/domain/server-messages';

/** The request's menu-id header: a menu id, null when absent or empty, NaN when it names no id. */
export function requestMenuId(request: Pick<FastifyRequest, 'headers'>): number | null {
  const raw = request.headers[HEADERS.menuId];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!value) return null;
  return /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : Number.NaN;
}

export default fp(
  async (app) => {
    /** route url → its guard, derived once from the route table */
    const guards = new Map<string, ApiGuard>();
    app.addHook('onReady', async () => {
      for (const route of app.routeTable) {
        if (route.config?.public || !route.url.startsWith('/api/')) continue;
        const guard = guardFor(route.url);
        if (guard) guards.set(route.url, guard);
      }
    });

    // preValidation, after auth's: a refused caller learns 403 whatever its body says
    app.addHook('preValidation', async (request) => {
      const guard = guards.get(request.routeOptions.url ?? '');
      const auth = request.auth;
      if (!guard || !auth) return;
      const menuId = requestMenuId(request);
      if (auth.is_main) {
        if (menuId !== null && !(await app.menus.ofApp(auth.app_code)).some((m) => m.id === menuId)) throw new HttpError(403, 'adMenuNotHeld');
        return;
      }
      // every guarded call of a sub-account asks: cached until the user's role or the role's menus change
      const rows = await app.tableCache.get(`held-menus:${auth.id}:${auth.company_id}:${auth.app_code}`, ['users', 'role_menus', 'menus'], () =>
        app.db
          .select({ id: menus.id, path: menus.path, buttons: roleMenus.buttons })
          .from(users)
          .innerJoin(roleMenus, eq(roleMenus.roleId, users.roleId))
          .innerJoin(menus, and(eq(menus.id, roleMenus.menuId), eq(menus.appCode, auth.app_code)))
          .where(and(eq(users.id, auth.id), eq(users.companyId, auth.company_id), eq(users.isMain, false))),
      );
      const appMenus = await app.menus.ofApp(auth.app_code);
      const everyone = everyAccountMenus(appMenus);
      if (menuId !== null && !rows.some((r) => r.id === menuId) && !everyone.some((m) => m.id === menuId)) throw new HttpError(403, 'adMenuNotHeld');
      const declared = new Set(appMenus.flatMap((m) => [...m.elements, ...m.operations]));
      const paths = [...rows.map((r) => r.path), ...everyone.map((m) => m.path)];
      const held = { paths, codes: new Set(rows.flatMap((r) => r.buttons)), declaredCodes: declared };
      if (!permits(guard, request.method, held)) throw new HttpError(403, (guard.msg ?? 'adNoPermission') as ServerMessageKey);
    });
  },
  { name: 'permissions', dependencies: ['auth', 'route-table', 'menus-repository'] },
);
