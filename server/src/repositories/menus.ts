/** Menu permissions: main accounts see every menu of the app code, sub-accounts their role's menus and button codes. */
import { and, asc, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { MenuItem } from '../../../src/domain/auth';
import { EVERY_ACCOUNT_MENU_PATHS } from '../../../src/domain/route-catalog';
import type { ServerLang } from '../../../src/domain/server-messages';
import { tableCacheOf, type Db } from '../db/client';
import { menus, roleMenus } from '../db/schema';

type MenuRow = typeof menus.$inferSelect;

export function toMenuItem(row: MenuRow, lang: ServerLang): MenuItem {
  return {
    id: row.id,
    pid: row.pid,
    path: row.path,
    name: lang === 'zh' ? row.nameZh : row.nameEn,
    is_hidden: row.isHidden,
    icon: row.icon,
    sort: row.sort,
    menu_element_list: row.elements.map((code) => ({ code })),
    menu_opration_list: row.operations.map((code) => ({ code })),
  };
}

/** Of an app code's menu rows, those every account holds and their folders, without button codes. */
export function everyAccountMenus(all: readonly MenuRow[]): MenuRow[] {
  const byId = new Map(all.map((m) => [m.id, m]));
  const kept = new Set<number>();
  for (const m of all) {
    if (!(EVERY_ACCOUNT_MENU_PATHS as readonly string[]).includes(m.path)) continue;
    for (let at: MenuRow | undefined = m; at && !kept.has(at.id); at = byId.get(at.pid)) kept.add(at.id);
  }
  return all.filter((m) => kept.has(m.id)).map((m) => ({ ...m, elements: [], operations: [] }));
}

export class MenusRepository {
  constructor(private readonly db: Db) {}

  /**
   * Every menu row of an app code, in menu order: every desk screen load asks for its ~20 KB, so it is read once
   * per process and again only after the menus change (lib/table-cache.ts; an edit through another process too).
   */
  async ofApp(appCode: string): Promise<MenuRow[]> {
    const rows = await tableCacheOf(this.db).get(`menus:${appCode}`, ['menus'], () =>
      this.db.select().from(menus).where(eq(menus.appCode, appCode)).orderBy(asc(menus.sort), asc(menus.id)),
    );
    return [...rows];
  }

  /**
   * The menus every account of an app code holds whatever its role (spec §2.2 via route-catalog.ts
   * EVERY_ACCOUNT_MENU_PATHS: dashboard, my account, messages, sync), with the folders above them so the sidebar can
   * place them; no button codes (a role grants those).
   */
  async everyAccount(appCode: string): Promise<MenuRow[]> {
    return everyAccountMenus(await this.ofApp(appCode));
  }

  /**
   * The menus an account holds: main accounts every menu of the app code, sub-accounts their role's menus with only
   * the button codes the role grants (src/domain/admin/README.md), plus the menus every account holds.
   */
  async forAccount(account: { isMain: boolean; roleId: number | null }, appCode: string): Promise<MenuRow[]> {
    if (account.isMain) return this.ofApp(appCode);
    const granted = account.roleId ? await this.ofRole(account.roleId, appCode) : [];
    const held = new Set(granted.map((m) => m.id));
    const merged = [...granted, ...(await this.everyAccount(appCode)).filter((m) => !held.has(m.id))];
    return merged.sort((a, b) => a.sort - b.sort || a.id - b.id);
  }

  private ofRole(roleId: number, appCode: string): Promise<MenuRow[]> {
    // a role losing a menu refuses its next call on every process at once: read every time on PostgreSQL
    return tableCacheOf(this.db).get(`role-menus:${roleId}:${appCode}`, ['menus', 'role_menus'], () => this.readRole(roleId, appCode), { atOnceEverywhere: true });
  }

  private async readRole(roleId: number, appCode: string): Promise<MenuRow[]> {
    const rows = await this.db
      .select({ menu: menus, buttons: roleMenus.buttons })
      .from(roleMenus)
      .innerJoin(menus, eq(menus.id, roleMenus.menuId))
      .where(and(eq(roleMenus.roleId, roleId), eq(menus.appCode, appCode)))
      .orderBy(asc(menus.sort), asc(menus.id));
    return rows.map(({ menu, buttons }) => {
      const granted = new Set(buttons);
      return { ...menu, elements: menu.elements.filter((c) => granted.has(c)), operations: menu.operations.filter((c) => granted.has(c)) };
    });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    menus: MenusRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('menus', new MenusRepository(app.db));
  },
  { name: 'menus-repository', dependencies: ['db'] },
);
