import { describe, expect, it } from 'vitest';
import { findRoute } from './route-catalog';
import { MENU_SEED } from './menu-seed';
import { APP_CODES } from './variants';

describe('MENU_SEED (what the server seeds as menus)', () => {
  it('has unique keys, and every parent comes before its children within the same app codes', () => {
    const seen = new Map<string, (typeof MENU_SEED)[number]>();
    for (const menu of MENU_SEED) {
      expect(seen.has(menu.key), menu.key).toBe(false);
      if (menu.parent) {
        const parent = seen.get(menu.parent);
        expect(parent, `${menu.key} → ${menu.parent}`).toBeDefined();
        expect(menu.appCodes.every((c) => parent!.appCodes.includes(c))).toBe(true);
      }
      seen.set(menu.key, menu);
    }
  });

  it('every item is a folder or a route that exists; every app code has a menu', () => {
    for (const menu of MENU_SEED) {
      if (!menu.path.startsWith('#')) expect(findRoute(menu.path.replace(/:\w+/g, '1')), menu.path).toBeDefined();
    }
    for (const code of APP_CODES) expect(MENU_SEED.some((m) => m.appCodes.includes(code)), code).toBe(true);
  });
});
