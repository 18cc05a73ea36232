/**
 * Permission by the menu of the request (spec §6) and the menus every account holds (spec §2.2): a guarded call whose
 * menu-id names a menu the caller does not hold is refused, one it holds is allowed; dashboard, my account, messages
 * and sync come in every account's menu whatever its role says.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminMenu, RoleDetail } from '../../../src/domain/admin/api';
import { EVERY_ACCOUNT_MENU_PATHS } from '../../../src/domain/route-catalog';
import { menus } from '../db/schema';
import type { Session } from '../test-helpers';
import { withTestApp } from '../test-app';
import { requestMenuId } from './permissions';

const t = withTestApp();
const servicer = t.signIn('servicer');
const executor = t.signIn('executor');
let grantable: AdminMenu[];
const NOT_HELD = '没有该菜单的权限，请联系管理员';

const get = (s: Session, url: string, menuId?: number | string) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: { ...s.headers, ...(menuId === undefined ? {} : { 'menu-id': String(menuId) }) } });
const menuOf = (path: string) => grantable.find((m) => m.path === path)!;

beforeAll(async () => {
  grantable = (await get(servicer, '/system/role/menus')).json().data.list;
  // the executor's role keeps one menu only: all waybills
  const list = (await get(servicer, `/system/role/list?name=${encodeURIComponent('执行')}`)).json().data.list as { id: number; name: string }[];
  const role: RoleDetail = (await get(servicer, `/system/role/detail/${list.find((r) => r.name === '执行')!.id}`)).json().data;
  const waybills = menuOf('/saas/waybill/all/index');
  const saved = await t.app.inject({
    method: 'PUT',
    url: `/api/system/role/detail/${role.id}`,
    headers: servicer.headers,
    payload: { name: role.name, memo: role.memo, menus: [{ menu_id: waybills.id, buttons: [] }] },
  });
  expect(saved.statusCode, saved.body).toBe(200);
});

describe('requestMenuId', () => {
  it('reads the header: an id, null when absent or empty, NaN for anything else', () => {
    expect(requestMenuId({ headers: { 'menu-id': '17' } })).toBe(17);
    expect(requestMenuId({ headers: { 'menu-id': ' ' } })).toBeNull();
    expect(requestMenuId({ headers: {} })).toBeNull();
    expect(requestMenuId({ headers: { 'menu-id': '1; drop' } })).toBeNaN();
    expect(requestMenuId({ headers: { 'menu-id': '-3' } })).toBeNaN();
  });
});

describe('the menus every account holds (spec §2.2)', () => {
  it('come in a sub-account’s menu whatever its role grants, with their folders and no button codes', async () => {
    const items = (await get(executor, '/user/group/getMenuPermissionByToken?app_code=BANG')).json().data as { id: number; pid: number; path: string; menu_opration_list: unknown[] }[];
    const paths = items.map((m) => m.path);
    for (const p of EVERY_ACCOUNT_MENU_PATHS) expect(paths, p).toContain(p);
    expect(paths).toContain('/saas/waybill/all/index');
    expect(paths).not.toContain('/saas/transit/stowage/index');
    expect(paths).not.toContain('/saas/field/tasks');
    // every entry's parent is in the list too, so the sidebar can place it
    const ids = new Set(items.map((m) => m.id));
    for (const m of items) if (m.pid) expect(ids.has(m.pid), m.path).toBe(true);
    expect(items.find((m) => m.path === '/saas/dashboard/index')!.menu_opration_list).toEqual([]);
  });
});

describe('permission by the menu of the request (spec §6)', () => {
  it('refuses a guarded call naming a menu the sub-account lacks, allows one it holds', async () => {
    const waybills = menuOf('/saas/waybill/all/index');
    const stowage = menuOf('/saas/transit/stowage/index');
    expect((await get(executor, '/order/waybills/list', waybills.id)).statusCode).toBe(200);
    expect((await get(executor, '/order/waybills/list')).statusCode).toBe(200);
    // a menu every account holds counts as held
    expect((await get(executor, '/order/waybills/list', menuOf('/saas/message/index').id)).statusCode).toBe(200);

    const refused = await get(executor, '/order/waybills/list', stowage.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: '403', msg: NOT_HELD });
    expect((await get(executor, '/order/waybills/list', 'abc')).statusCode).toBe(403);
    expect((await get(executor, '/order/waybills/list', 999999999)).statusCode).toBe(403);
    // the table still decides with a held menu: the stowage list is not the executor's any more
    expect((await get(executor, '/transit/loads', waybills.id)).statusCode).toBe(403);
    // calls every signed-in user needs do not look at the menu
    expect((await get(executor, '/user/users/getUserByToken', stowage.id)).statusCode).toBe(200);
  });

  it('a main account holds every menu of its app code, and no other', async () => {
    expect((await get(servicer, '/transit/loads', menuOf('/saas/transit/stowage/index').id)).statusCode).toBe(200);
    const [da] = await t.database.db.select({ id: menus.id }).from(menus).where(and(eq(menus.appCode, 'DA'), eq(menus.path, '/saas/waybill/all/index')));
    const refused = await get(servicer, '/transit/loads', da.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe(NOT_HELD);
  });
});
