/**
 * Menu and button permissions, enforced (issue 22, src/domain/admin/README.md): once the app is ready, every /api
 * route of the route table gets its guard from src/domain/admin/permissions.ts API_GUARDS (longest prefix); one
 * preValidation hook then checks a sub-account's call against its role's menus and button codes as stored at that moment, so
 * a role change refuses the next call at once on every process. Main accounts hold every menu of their app code;
 * routes without a guard are those of OPEN_APIS (session, menu, notifications, files, lookups), open to every
 * signed-in user — server/src/routes/api/system/guard-coverage.test.ts keeps every other route guarded.
 */
import { and, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { guardFor, permits, type ApiGuard } from '../../../src/domain/admin/permissions';
import { menus, roleMenus, users } from '../db/schema';
import { HttpError } from '../lib/http-error';
import type { ServerMessageKey } from '../../../src/domain/server-messages';

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
      if (!guard || !auth || auth.is_main) return;
      const rows = await app.db
        .select({ path: menus.path, buttons: roleMenus.buttons })
        .from(users)
        .innerJoin(roleMenus, eq(roleMenus.roleId, users.roleId))
        .innerJoin(menus, and(eq(menus.id, roleMenus.menuId), eq(menus.appCode, auth.app_code)))
        .where(and(eq(users.id, auth.id), eq(users.companyId, auth.company_id), eq(users.isMain, false)));
      const declared = new Set((await app.menus.ofApp(auth.app_code)).flatMap((m) => [...m.elements, ...m.operations]));
      const held = { paths: rows.map((r) => r.path), codes: new Set(rows.flatMap((r) => r.buttons)), declaredCodes: declared };
      if (!permits(guard, request.method, held)) throw new HttpError(403, (guard.msg ?? 'adNoPermission') as ServerMessageKey);
    });
  },
  { name: 'permissions', dependencies: ['auth', 'route-table', 'menus-repository'] },
);
