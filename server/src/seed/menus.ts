/**
 * Menus are system data from src/domain/menu-seed.ts MENU_SEED: synced at every start (upserted by
 * app code + key, so ids stay stable for role assignments; entries gone from the catalog are removed). An entry the
 * platform admin edited (/saas/system/menu, edited_at set) keeps its names, icon, order, parent, path and hidden flag;
 * an entry the admin created (key `admin:…`) is kept while its path is still a menu path of the catalog.
 * Skipped when the catalog has not changed since the last sync.
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray, like, not, notInArray, sql } from 'drizzle-orm';
import { isMenuPath } from '../../../src/domain/admin/permissions';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { MENU_SEED } from '../../../src/domain/menu-seed';
import { APP_CODES } from '../../../src/domain/variants';
import type { Db } from '../db/client';
import { menus } from '../db/schema';
import { ADMIN_MENU_KEY_PREFIX } from '../repositories/admin/menus-admin';
import { SettingsRepository } from '../repositories/settings';

const MENUS_VERSION_KEY = 'menus_version';
const excluded = (column: AnyPgColumn) => sql.raw(`excluded."${column.name}"`);
/** the seed's value, unless the platform admin edited the entry (menus.edited_at): then the admin's stays */
const seedUnlessEdited = (column: AnyPgColumn) => sql.raw(`case when "menus"."edited_at" is null then excluded."${column.name}" else "menus"."${column.name}" end`);

export async function syncMenus(db: Db): Promise<void> {
  const version = createHash('sha1').update(JSON.stringify(MENU_SEED)).digest('hex');
  const settings = new SettingsRepository(db);
  if ((await settings.get<string>(MENUS_VERSION_KEY)) === version) return;

  await db.transaction(async (tx) => {
    for (const appCode of APP_CODES) {
      const seeds = MENU_SEED.filter((m) => m.appCodes.includes(appCode));
      const keys = seeds.map((s) => s.key);
      const seeded = not(like(menus.key, `${ADMIN_MENU_KEY_PREFIX}%`));
      await tx.delete(menus).where(and(eq(menus.appCode, appCode), seeded, keys.length ? notInArray(menus.key, keys) : undefined));
      const created = await tx.select({ id: menus.id, path: menus.path }).from(menus).where(and(eq(menus.appCode, appCode), not(seeded)));
      const gone = created.filter((m) => !isMenuPath(m.path)).map((m) => m.id);
      if (gone.length) await tx.delete(menus).where(inArray(menus.id, gone));
      if (!seeds.length) continue;
      const existing = await tx.select({ id: menus.id, key: menus.key }).from(menus).where(eq(menus.appCode, appCode));
      let ids = new Map(existing.map((m) => [m.key, m.id]));
      // twice: the first pass gives new parents their ids, the second points new children at them
      for (let pass = 0; pass < 2; pass++) {
        const values = seeds.map((seed, index) => ({
          appCode,
          key: seed.key,
          pid: seed.parent ? (ids.get(seed.parent) ?? 0) : 0,
          path: seed.path,
          nameZh: seed.zh,
          nameEn: seed.en,
          icon: seed.icon,
          isHidden: seed.hidden ?? false,
          sort: index,
          elements: seed.elements ?? [],
          operations: seed.operations ?? [],
        }));
        const rows = await tx
          .insert(menus)
          .values(values)
          .onConflictDoUpdate({
            target: [menus.appCode, menus.key],
            set: {
              pid: seedUnlessEdited(menus.pid),
              path: seedUnlessEdited(menus.path),
              nameZh: seedUnlessEdited(menus.nameZh),
              nameEn: seedUnlessEdited(menus.nameEn),
              icon: seedUnlessEdited(menus.icon),
              isHidden: seedUnlessEdited(menus.isHidden),
              sort: seedUnlessEdited(menus.sort),
              elements: excluded(menus.elements),
              operations: excluded(menus.operations),
            },
          })
          .returning({ id: menus.id, key: menus.key });
        ids = new Map(rows.map((m) => [m.key, m.id]));
      }
    }
    await new SettingsRepository(tx as unknown as Db).set(MENUS_VERSION_KEY, version);
  });
}
