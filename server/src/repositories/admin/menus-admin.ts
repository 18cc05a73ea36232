/**
 * The platform admin's menu editing (issue 22, src/domain/admin/README.md): an entry's names, icon, order, parent,
 * hidden flag and path. The path must be a route of the catalog; the entry is marked edited so the start-up sync keeps
 * it; the menus edit version rises so every process re-reads its cached menus; an audit entry records before / after.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { AdminMenu, MenuBody } from '../../../../src/domain/admin/api';
import { isMenuPath } from '../../../../src/domain/admin/permissions';
import type { Db } from '../../db/client';
import { menus } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { recordAudit, type AuditActor } from '../audit';

type MenuRow = typeof menus.$inferSelect;

export const toAdminMenu = (r: MenuRow): AdminMenu => ({
  id: r.id,
  pid: r.pid,
  key: r.key,
  path: r.path,
  name_zh: r.nameZh,
  name_en: r.nameEn,
  icon: r.icon,
  is_hidden: r.isHidden,
  sort: r.sort,
  app_code: r.appCode,
  codes: [...r.elements, ...r.operations],
  edited: r.editedAt !== null,
});

const snapshot = (r: MenuRow) => ({ path: r.path, name_zh: r.nameZh, name_en: r.nameEn, icon: r.icon, is_hidden: r.isHidden, sort: r.sort, pid: r.pid });

export class MenusAdminRepository {
  constructor(private readonly db: Db) {}

  async list(appCode: string): Promise<AdminMenu[]> {
    const rows = await this.db.select().from(menus).where(eq(menus.appCode, appCode)).orderBy(asc(menus.sort), asc(menus.id));
    return rows.map(toAdminMenu);
  }

  async find(id: number): Promise<MenuRow | undefined> {
    const [row] = await this.db.select().from(menus).where(eq(menus.id, id));
    return row;
  }

  /** null when there is no such menu; refusals (path, parent) as 400s */
  async update(actor: AuditActor, id: number, body: MenuBody & { sort: number; pid: number }): Promise<MenuRow | null> {
    const path = body.path.trim();
    if (!isMenuPath(path)) throw new HttpError(400, 'adMenuPathInvalid', {}, { field: 'path' });
    return this.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [menu] = await tx.select().from(menus).where(eq(menus.id, id)).for('update');
      if (!menu) return null;
      if (body.pid) {
        // the parent is a menu of the same app code, and not the entry itself or one of its descendants
        const rows = await tx.select({ id: menus.id, pid: menus.pid }).from(menus).where(eq(menus.appCode, menu.appCode));
        const parentOf = new Map(rows.map((r) => [r.id, r.pid]));
        let p = body.pid;
        const seen = new Set<number>();
        if (!parentOf.has(p)) throw new HttpError(400, 'adMenuParentInvalid', {}, { field: 'pid' });
        while (p && !seen.has(p)) {
          if (p === id) throw new HttpError(400, 'adMenuParentInvalid', {}, { field: 'pid' });
          seen.add(p);
          p = parentOf.get(p) ?? 0;
        }
      }
      const [saved] = await tx
        .update(menus)
        .set({
          path,
          nameZh: body.name_zh.trim(),
          nameEn: body.name_en.trim(),
          icon: (body.icon ?? '').trim(),
          isHidden: body.is_hidden ?? false,
          sort: body.sort,
          pid: body.pid,
          editedAt: new Date(),
        })
        .where(and(eq(menus.id, id), eq(menus.appCode, menu.appCode)))
        .returning();
      await recordAudit(tx, actor, { action: 'menu.update', entityType: 'menu', entityId: id, before: snapshot(menu), after: snapshot(saved) });
      return saved;
    });
  }
}
