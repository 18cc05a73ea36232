import { describe, expect, it } from 'vitest';
import { MENU_SEED } from './menu-seed';
import { findRoute, isPublicPath, routeNameForPath, ROUTES } from './route-catalog';

describe('route catalog', () => {
  it('derives the spec route name for the all-waybills list', () => {
    expect(routeNameForPath('/saas/waybill/all/index')).toBe('saasWaybillAllIndex');
    expect(ROUTES.find((r) => r.path === '/saas/waybill/all/index')?.name).toBe('saasWaybillAllIndex');
  });

  it('has unique names and unique paths (aliases included)', () => {
    const names = ROUTES.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    const paths = ROUTES.flatMap((r) => [r.path, ...(r.aliases ?? [])]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('covers every order screen under the four prefixes', () => {
    for (const p of ['/bang/order/sign/index', '/saas/order/sign/index', '/da/order/sign/index', '/da-shop/order/sign/index']) {
      expect(findRoute(p)?.name).toBe('saasOrderSignIndex');
    }
    expect(findRoute('/saas/order/detail/123')?.path).toBe('/saas/order/detail/:id');
  });

  it('seeds menus only with paths that are routes, keys unique, parents existing', () => {
    const keys = new Set(MENU_SEED.map((m) => m.key));
    expect(keys.size).toBe(MENU_SEED.length);
    for (const m of MENU_SEED) {
      if (m.parent) expect(keys.has(m.parent)).toBe(true);
      if (!m.path.startsWith('#')) expect(findRoute(m.path), m.path).toBeDefined();
    }
    for (const app of ['BANG', 'DA', 'PAI', 'FMZY'] as const) expect(MENU_SEED.some((m) => m.appCodes.includes(app))).toBe(true);
  });

  it('knows public paths', () => {
    expect(isPublicPath('/login')).toBe(true);
    expect(isPublicPath('/order/attachment/5/2001')).toBe(true);
    expect(isPublicPath('/saas/dashboard/index')).toBe(false);
  });
});
