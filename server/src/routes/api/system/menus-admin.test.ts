/**
 * The platform admin's menu entries (issue 22: /saas/system/menu/add, show/:id, update/:id): a new entry reaches the
 * app code's main accounts at once, survives the start-up sync, and is the only kind that may be deleted; every write
 * is audited with before / after and refused to anyone but the platform admin.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminMenu, AuditListItem } from '../../../../../src/domain/admin/api';
import { menus } from '../../../db/schema';
import { syncMenus } from '../../../seed/menus';
import { SettingsRepository } from '../../../repositories/settings';
import type { Session } from '../../../test-helpers';
import { withTestApp } from '../../../test-app';

const t = withTestApp();
const [servicer, admin] = ['servicer', 'admin'].map((u) => t.signIn(u));

const req = (session: Session, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: session.headers, ...(payload ? { payload } : {}) });

const bangMenu = async (s: Session) =>
  (await req(s, 'GET', '/user/group/getMenuPermissionByToken?app_code=BANG')).json().data as { id: number; pid: number; path: string; name: string; icon: string }[];

const audit = async (query: string): Promise<AuditListItem[]> => (await req(admin, 'GET', `/system/audit/list?${query}`)).json().data.list;

describe('menu entries the platform admin creates', () => {
  it('reach the main account at once, survive the start-up sync, and are deleted with an audit entry', async () => {
    const list: AdminMenu[] = (await req(admin, 'GET', '/system/menu/list?app_code=BANG')).json().data.list;
    const folder = list.find((m) => m.path.startsWith('#') && list.some((c) => c.pid === m.id && c.path === '/saas/quote/overall/index'))!;
    const body = { app_code: 'BANG', name_zh: '报价速查', name_en: 'Quick quote', icon: 'calculator', is_hidden: false, sort: 3, pid: folder.id, path: '/saas/quote/overall/index' };

    // refusals first: nothing is written
    const badPath = await req(admin, 'POST', '/system/menu/create', { ...body, path: '/saas/no/such/route' });
    expect(badPath.statusCode).toBe(400);
    expect(badPath.json()).toMatchObject({ msg: '菜单路径不在路由目录中', data: { field: 'path' } });
    const otherAppParent = ((await req(admin, 'GET', '/system/menu/list?app_code=DA')).json().data.list as AdminMenu[])[0].id;
    expect((await req(admin, 'POST', '/system/menu/create', { ...body, pid: otherAppParent })).json().msg).toBe('上级菜单不正确');
    expect((await req(admin, 'POST', '/system/menu/create', { ...body, name_zh: ' ' })).statusCode).toBe(400);
    expect((await req(servicer, 'POST', '/system/menu/create', body)).statusCode).toBe(403);
    expect(await audit('action=menu.create')).toEqual([]);

    const created = await req(admin, 'POST', '/system/menu/create', body);
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id as number;
    const detail = (await req(admin, 'GET', `/system/menu/detail/${id}`)).json().data as AdminMenu;
    expect(detail).toMatchObject({ name_zh: '报价速查', icon: 'calculator', pid: folder.id, custom: true, edited: true });
    expect((await bangMenu(servicer)).find((m) => m.id === id)).toMatchObject({ name: '报价速查', pid: folder.id, path: '/saas/quote/overall/index' });
    const [entry] = await audit(`action=menu.create&entity_id=${id}`);
    expect(entry).toMatchObject({ before: null, after: { app_code: 'BANG', name_zh: '报价速查', path: '/saas/quote/overall/index' } });

    // the start-up sync after a catalog change keeps the created entry (and removes nothing the seed still has)
    await new SettingsRepository(t.database.db).set('menus_version', 'changed');
    await syncMenus(t.database.db);
    const [kept] = await t.database.db.select().from(menus).where(eq(menus.id, id));
    expect(kept).toMatchObject({ nameZh: '报价速查', pid: folder.id });

    // a seeded entry is hidden, never deleted; an entry with children waits for them
    const seeded = list.find((m) => m.path === '/saas/quote/overall/index')!;
    const refused = await req(admin, 'DELETE', `/system/menu/detail/${seeded.id}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe('系统菜单不能删除，可设为隐藏');
    const parent = (await req(admin, 'POST', '/system/menu/create', { ...body, name_zh: '常用', name_en: 'Favourites', path: '#favourites', pid: 0 })).json().data.id as number;
    const child = (await req(admin, 'PUT', `/system/menu/detail/${id}`, { ...body, pid: parent })).json().data as AdminMenu;
    expect(child.pid).toBe(parent);
    expect((await req(admin, 'DELETE', `/system/menu/detail/${parent}`)).json().msg).toBe('该菜单下还有子菜单，不能删除');
    expect((await req(servicer, 'DELETE', `/system/menu/detail/${id}`)).statusCode).toBe(403);

    expect((await req(admin, 'DELETE', `/system/menu/detail/${id}`)).statusCode).toBe(200);
    expect((await req(admin, 'DELETE', `/system/menu/detail/${parent}`)).statusCode).toBe(200);
    expect((await bangMenu(servicer)).some((m) => m.id === id || m.id === parent)).toBe(false);
    expect((await req(admin, 'GET', `/system/menu/detail/${id}`)).statusCode).toBe(404);
    expect((await req(admin, 'DELETE', `/system/menu/detail/${id}`)).statusCode).toBe(404);
    const [gone] = await audit(`action=menu.delete&entity_id=${id}`);
    expect(gone).toMatchObject({ before: { name_zh: '报价速查', pid: parent }, after: null });
    expect((await bangMenu(servicer)).some((m) => m.id === seeded.id)).toBe(true);
  });
});
