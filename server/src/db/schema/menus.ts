/** Menus (synced from the route catalog) and which roles may see them. */
import { boolean, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { roles } from './accounts';
import { emptyTextArray, id } from './tenants';

export const menus = pgTable(
  'menus',
  {
    id: id(),
    /** 0 for top-level items */
    pid: integer('pid').notNull().default(0),
    /** stable key of the seed entry (src/domain/menu-seed.ts MENU_SEED) */
    key: text('key').notNull(),
    path: text('path').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    icon: text('icon').notNull().default(''),
    isHidden: boolean('is_hidden').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    appCode: text('app_code').notNull(),
    elements: text('elements').array().notNull().default(emptyTextArray),
    operations: text('operations').array().notNull().default(emptyTextArray),
    /**
     * Set when the platform admin edited the entry (/saas/system/menu): the start-up sync then keeps its name, icon,
     * order, parent and hidden flag instead of the seed's (issue 22, src/domain/admin/README.md).
     */
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('menus_app_key_uq').on(t.appCode, t.key)],
);

export const roleMenus = pgTable(
  'role_menus',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    /** the menu's button codes (menus.elements) this role may use; the server refuses calls needing any other */
    buttons: text('buttons').array().notNull().default(emptyTextArray),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] })],
);

/** China's administrative divisions: 6-digit codes, level 1 province, 2 city, 3 district. */
