/**
 * The platform admin's menu editing (issue 22, src/domain/admin/README.md): an entry's names, icon, order, parent,
 * hidden flag and path; a new entry; deleting an entry the admin created. The path must be a route of the catalog; an
 * edited entry is marked so the start-up sync keeps it, a created one has a key of its own (`admin:…`) the sync
 * leaves alone; the menus table cache follows the change in every process; an audit entry records before / after.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import type { AdminMenu, MenuBody } from '../../../../src/domain/admin/api';
import { isMenuPath } from '../../../../src/domain/admin/permissions';
import type { Db } from '../../db/client';
import { menus } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { recordAudit, type AuditActor } from '../audit';

type MenuRow = typeof menus.$inferSelect;
type Tx = Db;
type MenuInput = MenuBody & { sort: number; pid: number };

/** the key prefix of entries the platform admin created (seed keys never have it) */
export const ADMIN_MENU_KEY_PREFIX = 'admin:';

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
  custom: r.key.startsWith(ADMIN_MENU_KEY_PREFIX),
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

  /** the entry's id; refusals (path, parent) as 400s */
  async create(actor: AuditActor, appCode: string, body: MenuInput): Promise<number> {
    const path = checkedPath(body.path);
    return this.db.transaction(async (t) => {
      const tx = t as unknown as Tx;
      await checkParent(tx, appCode, null, body.pid);
      const [saved] = await tx
        .insert(menus)
        .values({ appCode, key: `${ADMIN_MENU_KEY_PREFIX}${randomUUID()}`, ...fields(path, body), editedAt: new Date() })
        .returning();
      await recordAudit(tx, actor, { action: 'menu.create', entityType: 'menu', entityId: saved.id, before: null, after: { app_code: appCode, ...snapshot(saved) } });
      return saved.id;
    });
  }

  /** null when there is no such menu; refusals (path, parent) as 400s */
  async update(actor: AuditActor, id: number, body: MenuInput): Promise<MenuRow | null> {
    const path = checkedPath(body.path);
    return this.db.transaction(async (t) => {
      const tx = t as unknown as Tx;
      const [menu] = await tx.select().from(menus).where(eq(menus.id, id)).for('update');
      if (!menu) return null;
      await checkParent(tx, menu.appCode, id, body.pid);
      const [saved] = await tx
        .update(menus)
        .set({ ...fields(path, body), editedAt: new Date() })
        .where(and(eq(menus.id, id), eq(menus.appCode, menu.appCode)))
        .returning();
      await recordAudit(tx, actor, { action: 'menu.update', entityType: 'menu', entityId: id, before: snapshot(menu), after: snapshot(saved) });
      return saved;
    });
  }

  /** false when there is no such menu; a seeded entry or one with children is refused (400) */
  async remove(actor: AuditActor, id: number): Promise<boolean> {
    return this.db.transaction(async (t) => {
      const tx = t as unknown as Tx;
      const [menu] = await tx.select().from(menus).where(eq(menus.id, id)).for('update');
      if (!menu) return false;
      if (!menu.key.startsWith(ADMIN_MENU_KEY_PREFIX)) throw new HttpError(400, 'adMenuSeeded');
      const [{ n }] = await tx.select({ n: count() }).from(menus).where(and(eq(menus.appCode, menu.appCode), eq(menus.pid, id)));
      if (n > 0) throw new HttpError(400, 'adMenuHasChildren');
      await tx.delete(menus).where(eq(menus.id, id));
      await recordAudit(tx, actor, { action: 'menu.delete', entityType: 'menu', entityId: id, before: { app_code: menu.appCode, ...snapshot(menu) }, after: null });
      return true;
    });
  }
}

function checkedPath(raw: string): string {
  const path = raw.trim();
  if (!isMenuPath(path)) throw new HttpError(400, 'adMenuPathInvalid', {}, { field: 'path' });
  return path;
}

const fields = (path: string, body: MenuInput) => ({
  path,
  nameZh: body.name_zh.trim(),
  nameEn: body.name_en.trim(),
  icon: (body.icon ?? '').trim(),
  isHidden: body.is_hidden ?? false,
  sort: body.sort,
  pid: body.pid,
});

/** the parent is a menu of the same app code, and not the entry itself (id) or one of its descendants */
async function checkParent(tx: Tx, appCode: string, id: number | null, pid: number): Promise<void> {
  if (!pid) return;
  const rows = await tx.select({ id: menus.id, pid: menus.pid }).from(menus).where(eq(menus.appCode, appCode));
  const parentOf = new Map(rows.map((r) => [r.id, r.pid]));
  if (!parentOf.has(pid)) throw new HttpError(400, 'adMenuParentInvalid', {}, { field: 'pid' });
  const seen = new Set<number>();
  for (let p = pid; p && !seen.has(p); p = parentOf.get(p) ?? 0) {
    if (p === id) throw new HttpError(400, 'adMenuParentInvalid', {}, { field: 'pid' });
    seen.add(p);
  }
}
