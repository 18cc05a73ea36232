import { describe, expect, it } from 'vitest';
import { PUBLIC_PATHS, ROUTES } from '@/domain/route-catalog';
import { NotAvailableScreen } from '@/features/errors/components/not-available-screen';
import { REGISTRY, ROUTE_BY_NAME, SCREENS, pathForName, toRouterPath } from './registry';
import { parseSearch, waybillAllSearchSchema } from './search-schemas';

describe('route registry', () => {
  it('registers every catalog path and alias exactly once by name', () => {
    for (const r of ROUTES) {
      const reg = ROUTE_BY_NAME.get(r.name);
      expect(reg?.path).toBe(r.path);
      expect(reg?.aliases ?? []).toEqual(r.aliases ?? []);
    }
    const names = REGISTRY.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('covers every public path of §2.1 except the hidden /logout (a redirect route)', () => {
    const paths = REGISTRY.filter((r) => r.isPublic).flatMap((r) => [r.path, ...(r.aliases ?? [])]);
    for (const p of PUBLIC_PATHS.filter((x) => x !== '/logout')) expect(paths).toContain(p);
  });

  it('uses NotAvailableScreen for screens not built yet, real screens for the rest', () => {
    for (const [name, route] of ROUTE_BY_NAME) if (!(name in SCREENS)) expect(route.screen.component, name).toBe(NotAvailableScreen);
    expect(ROUTE_BY_NAME.get('saasSystemOpsCtlIndex')?.notAvailable).toBe(false);
    expect(ROUTE_BY_NAME.get('saasDashboardIndex')?.screen).toBe(SCREENS.saasDashboardIndex);
    expect(ROUTE_BY_NAME.get('login')?.notAvailable).toBe(false);
  });

  it('converts spec params to router params', () => {
    expect(toRouterPath('/saas/order/detail/:id')).toBe('/saas/order/detail/$id');
    expect(toRouterPath('/order/attachment/:id/:no')).toBe('/order/attachment/$id/$no');
  });

  it('builds paths by name and refuses an empty name', () => {
    expect(pathForName('saasWaybillAllIndex')).toBe('/saas/waybill/all/index');
    expect(pathForName('saasOrderDetailId', { id: 12 })).toBe('/saas/order/detail/12');
    expect(() => pathForName('')).toThrow('route name must be filled');
    expect(() => pathForName(undefined)).toThrow('route name must be filled');
    expect(() => pathForName('nope')).toThrow(/unknown route name/);
  });

  it('validates the waybill search of the navbar', () => {
    const parse = parseSearch(waybillAllSearchSchema);
    expect(parse({ nos: '20240101000001' })).toEqual({ nos: '20240101000001' });
    expect(parse({ end_tel: 13800138000 })).toEqual({ end_tel: '13800138000' });
    expect(parse({ union_end_contact: ' 张三 ', other: 'x' })).toEqual({ union_end_contact: '张三' });
  });
});
