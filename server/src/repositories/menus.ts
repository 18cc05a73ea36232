/** Menu permissions: main accounts see every menu of the app code, sub-accounts their role's menus. */
import { and, asc, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { MenuItem } from '../../../src/domain/auth';
import type { ServerLang } from '../../../src/domain/server-messages';
import type { Db } from '../db/client';
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

export class MenusRepository {
  /**
   * An app code's whole menu, read once per process: the menus table is written only by the start-up sync
   * (seed/menus.ts, before this process serves), and every desk screen load asked for its ~20 KB again.
   */
  private readonly appMenus = new Map<string, MenuRow[]>();

  constructor(private readonly db: Db) {}

  async forAccount(account: { isMain: boolean; roleId: number | null }, appCode: string): Promise<MenuRow[]> {
    if (account.isMain) {
      let rows = this.appMenus.get(appCode);
      if (!rows) {
        rows = await this.db.select().from(menus).where(eq(menus.appCode, appCode)).orderBy(asc(menus.sort), asc(menus.id));
        this.appMenus.set(appCode, rows);
      }
      return [...rows];
    }
    if (!account.roleId) return [];
    const rows = await this.db
      .select({ menu: menus })
      .from(roleMenus)
      .innerJoin(menus, eq(menus.id, roleMenus.menuId))
      .where(and(eq(roleMenus.roleId, account.roleId), eq(menus.appCode, appCode)))
      .orderBy(asc(menus.sort), asc(menus.id));
    return rows.map((r) => r.menu);
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
