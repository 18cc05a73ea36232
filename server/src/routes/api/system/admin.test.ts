/**
 * Administration (issue 22): a role change hides the menu and refuses the call at once (and reaches open sessions
 * over the socket); button codes refuse calls too; a menu path must be a route of the catalog; every admin write
 * leaves an audit entry with before and after; another company's roles and audit entries are invisible.
 */
import type { Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { MENUS_CHANGED_EVENT, type AdminMenu, type AuditListItem, type RoleDetail } from '../../../../../src/domain/admin/api';
import type { Session } from '../../../test-helpers';
import { withTestApp } from '../../../test-app';
import { collect, sessionSocket, settle } from '../../../test-sockets';

const t = withTestApp();
const [servicer, executor, finance, servicer2, admin] = ['servicer', 'executor', 'finance', 'servicer2', 'admin'].map((u) => t.signIn(u));
const open: Socket[] = [];

afterAll(() => open.forEach((s) => s.close()));

const req = (session: Session, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: session.headers, ...(payload ? { payload } : {}) });

const menuPaths = async (s: Session, appCode = 'BANG'): Promise<string[]> =>
  (await req(s, 'GET', `/user/group/getMenuPermissionByToken?app_code=${appCode}`)).json().data.map((m: { path: string }) => m.path);

const roleNamed = async (s: Session, name: string): Promise<RoleDetail> => {
  const list = (await req(s, 'GET', `/system/role/list?name=${encodeURIComponent(name)}`)).json().data.list as { id: number; name: string }[];
  const id = list.find((r) => r.name === name)!.id;
  return (await req(s, 'GET', `/system/role/detail/${id}`)).json().data;
};

const audit = async (s: Session, query = ''): Promise<AuditListItem[]> => {
  const res = await req(s, 'GET', `/system/audit/list?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.list;
};

describe('a role change, enforced at once', () => {
  it('hides the menu, refuses the call, tells the open session and logs before / after', async () => {
    const role = await roleNamed(servicer, '执行');
    const grantable: AdminMenu[] = (await req(servicer, 'GET', '/system/role/menus')).json().data.list;
    const byId = new Map(grantable.map((m) => [m.id, m]));
    expect(await menuPaths(executor)).toContain('/saas/transit/stowage/index');
    expect((await req(executor, 'GET', '/transit/loads')).statusCode).toBe(200);

    const base = await t.listen();
    const socket = await sessionSocket(base, executor, open);
    const heard = collect<unknown>(socket, MENUS_CHANGED_EVENT);

    // the transit folder and everything under it leave the role
    const transitFolder = grantable.find((m) => m.path === '#transit')!;
    const kept = role.menus.filter((g) => g.menu_id !== transitFolder.id && byId.get(g.menu_id)?.pid !== transitFolder.id);
    expect(kept.length).toBeLessThan(role.menus.length);
    const saved = await req(servicer, 'PUT', `/system/role/detail/${role.id}`, { name: role.name, memo: role.memo, menus: kept });
    expect(saved.statusCode, saved.body).toBe(200);

    expect((await menuPaths(executor)).some((p) => p.startsWith('/saas/transit/'))).toBe(false);
    const refused = await req(executor, 'GET', '/transit/loads');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('没有该功能的权限，请联系管理员');
    // a write is refused before its body is even looked at
    expect((await req(executor, 'POST', '/transit/loads', {})).statusCode).toBe(403);
    // what every signed-in user needs stays open
    expect((await req(executor, 'GET', '/user/users/getUserByToken')).statusCode).toBe(200);
    // the main account holds every menu whatever roles say
    expect((await req(servicer, 'GET', '/transit/loads')).statusCode).toBe(200);

    await settle();
    expect(heard.length).toBeGreaterThan(0);

    const [entry] = await audit(servicer, `action=role.update&entity_id=${role.id}`);
    expect(entry).toMatchObject({ action: 'role.update', entity_type: 'role', entity_id: String(role.id), actor_name: expect.any(String) });
    const paths = (x: unknown) => (x as { menus: { path: string }[] }).menus.map((m) => m.path);
    expect(paths(entry.before)).toContain('/saas/transit/stowage/index');
    expect(paths(entry.after)).not.toContain('/saas/transit/stowage/index');

    // granting it back opens the call again
    expect((await req(servicer, 'PUT', `/system/role/detail/${role.id}`, { name: role.name, memo: role.memo, menus: role.menus })).statusCode).toBe(200);
    expect((await req(executor, 'GET', '/transit/loads')).statusCode).toBe(200);
  });

  it('a button code taken away refuses the call it guards, and leaves the menu list', async () => {
    const role = await roleNamed(servicer, '财务');
    const grantable: AdminMenu[] = (await req(servicer, 'GET', '/system/role/menus')).json().data.list;
    const waybills = grantable.find((m) => m.path === '/saas/waybill/all/index')!;
    const grant = role.menus.find((g) => g.menu_id === waybills.id)!;
    expect(grant.buttons).toContain('EXPORT');
    const exportBody = { columns: ['order_no'] };
    const before = await req(finance, 'POST', '/order/waybills/export-jobs', exportBody);
    expect(before.statusCode).not.toBe(403);

    const menus = role.menus.map((g) => (g.menu_id === waybills.id ? { menu_id: g.menu_id, buttons: g.buttons.filter((b) => b !== 'EXPORT') } : g));
    expect((await req(servicer, 'PUT', `/system/role/detail/${role.id}`, { name: role.name, memo: role.memo, menus })).statusCode).toBe(200);
    expect((await req(finance, 'POST', '/order/waybills/export-jobs', exportBody)).statusCode).toBe(403);
    const items = (await req(finance, 'GET', '/user/group/getMenuPermissionByToken?app_code=BANG')).json().data as { path: string; menu_opration_list: { code: string }[] }[];
    expect(items.find((m) => m.path === '/saas/waybill/all/index')!.menu_opration_list).toEqual([]);
    // the list itself stays open: the menu is still held
    expect((await req(finance, 'GET', '/order/waybills/list')).statusCode).toBe(200);
  });
});

describe('roles', () => {
  it('creates, refuses bad grants and duplicate names, deletes only unused roles — each write audited', async () => {
    const grantable: AdminMenu[] = (await req(servicer, 'GET', '/system/role/menus')).json().data.list;
    const stowage = grantable.find((m) => m.path === '/saas/transit/stowage/index')!;
    const waybills = grantable.find((m) => m.path === '/saas/waybill/all/index')!;

    const badButton = await req(servicer, 'POST', '/system/role/create', { name: '调度', menus: [{ menu_id: waybills.id, buttons: ['NOPE'] }] });
    expect(badButton.statusCode).toBe(400);
    expect(badButton.json().msg).toBe('按钮权限NOPE不属于该菜单');
    const adminMenus: AdminMenu[] = (await req(admin, 'GET', '/system/menu/list?app_code=FMZY')).json().data.list;
    const otherApp = await req(servicer, 'POST', '/system/role/create', { name: '调度', menus: [{ menu_id: adminMenus[0].id, buttons: [] }] });
    expect(otherApp.statusCode).toBe(400);
    expect(otherApp.json().msg).toBe('菜单不存在');
    expect((await audit(servicer, 'action=role.create')).filter((e) => (e.after as { name: string }).name === '调度')).toEqual([]);

    const created = await req(servicer, 'POST', '/system/role/create', { name: '调度', memo: '配载', menus: [{ menu_id: stowage.id, buttons: [] }] });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id as number;
    const detail: RoleDetail = (await req(servicer, 'GET', `/system/role/detail/${id}`)).json().data;
    // the parent folder comes along, so the sidebar can show the entry
    expect(detail.menus.map((m) => m.menu_id).sort()).toEqual([stowage.id, stowage.pid].sort());
    const dup = await req(servicer, 'POST', '/system/role/create', { name: '调度', menus: [] });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().msg).toBe('角色名称已存在');

    const [createdEntry] = await audit(servicer, `action=role.create&entity_id=${id}`);
    expect(createdEntry.before).toBeNull();
    expect(createdEntry.after).toMatchObject({ name: '调度', memo: '配载' });

    const inUse = await req(servicer, 'DELETE', `/system/role/detail/${(await roleNamed(servicer, '执行')).id}`);
    expect(inUse.statusCode).toBe(400);
    expect((await req(servicer, 'DELETE', `/system/role/detail/${id}`)).statusCode).toBe(200);
    const [deleted] = await audit(servicer, `action=role.delete&entity_id=${id}`);
    expect(deleted.before).toMatchObject({ name: '调度' });
    expect(deleted.after).toBeNull();
    expect((await req(servicer, 'GET', `/system/role/detail/${id}`)).statusCode).toBe(404);
  });

  it("another company's roles and audit entries are invisible", async () => {
    const role = await roleNamed(servicer, '执行');
    expect((await req(servicer2, 'GET', `/system/role/detail/${role.id}`)).statusCode).toBe(404);
    expect((await req(servicer2, 'PUT', `/system/role/detail/${role.id}`, { name: 'x', menus: [] })).statusCode).toBe(404);
    expect((await req(servicer2, 'DELETE', `/system/role/detail/${role.id}`)).statusCode).toBe(404);
    const theirs = (await req(servicer2, 'GET', '/system/role/list')).json().data.list as { id: number }[];
    expect(theirs.map((r) => r.id)).not.toContain(role.id);
    expect((await audit(servicer2)).filter((e) => e.entity_id === String(role.id) && e.entity_type === 'role')).toEqual([]);
    expect((await roleNamed(servicer, '执行')).name).toBe('执行');
  });

  it('searches the audit log by actor and date range', async () => {
    const all = await audit(servicer);
    expect(all.length).toBeGreaterThan(0);
    const actor = all[0].actor_name;
    expect((await audit(servicer, `actor=${encodeURIComponent(actor)}`)).length).toBe(all.length);
    expect(await audit(servicer, 'actor=nobody-like-this')).toEqual([]);
    expect(await audit(servicer, 'from=2000-01-01&to=2000-01-02')).toEqual([]);
    const bad = await req(servicer, 'GET', '/system/audit/list?from=2026-02-02&to=2026-02-01');
    expect(bad.statusCode).toBe(400);
  });
});

describe('menu management (platform admin)', () => {
  it('refuses a path outside the route catalog and non-admins; an edit is audited and reaches menus', async () => {
    const list: AdminMenu[] = (await req(admin, 'GET', '/system/menu/list?app_code=BANG')).json().data.list;
    const quote = list.find((m) => m.path === '/saas/quote/overall/index')!;
    const body = { name_zh: quote.name_zh, name_en: quote.name_en, icon: quote.icon, is_hidden: quote.is_hidden, sort: quote.sort, pid: quote.pid, path: quote.path };

    const badPath = await req(admin, 'PUT', `/system/menu/detail/${quote.id}`, { ...body, path: '/saas/not/a/route' });
    expect(badPath.statusCode).toBe(400);
    expect(badPath.json().msg).toBe('菜单路径不在路由目录中');
    expect((await req(admin, 'PUT', `/system/menu/detail/${quote.id}`, { ...body, pid: quote.id })).statusCode).toBe(400);
    expect((await req(servicer, 'PUT', `/system/menu/detail/${quote.id}`, body)).statusCode).toBe(403);
    expect((await audit(admin, `action=menu.update&entity_id=${quote.id}`))).toEqual([]);

    const saved = await req(admin, 'PUT', `/system/menu/detail/${quote.id}`, { ...body, name_zh: '报价总览', is_hidden: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ name_zh: '报价总览', is_hidden: true, edited: true });
    const items = (await req(servicer, 'GET', '/user/group/getMenuPermissionByToken?app_code=BANG')).json().data as { id: number; name: string; is_hidden: boolean }[];
    expect(items.find((m) => m.id === quote.id)).toMatchObject({ name: '报价总览', is_hidden: true });
    const [entry] = await audit(admin, `action=menu.update&entity_id=${quote.id}`);
    expect(entry.before).toMatchObject({ name_zh: quote.name_zh, is_hidden: false });
    expect(entry.after).toMatchObject({ name_zh: '报价总览', is_hidden: true });
  });
});
