import { describe, expect, it } from 'vitest';
import { ZH } from '../../../test-helpers';
import { withTestApp } from '../../../test-app';

const t = withTestApp();

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

describe('GET /api/user/group/getMenuPermissionByToken', () => {
  it('gives a main account every menu of its app code, in the request language', async () => {
    const s = await t.login('servicer');
    const zh = (await get('/api/user/group/getMenuPermissionByToken?app_code=BANG', s.headers)).json();
    expect(zh.code).toBe('0');
    const items = zh.data as { id: number; pid: number; path: string; name: string; is_hidden: boolean; menu_element_list: { code: string }[] }[];
    expect(items.length).toBeGreaterThan(40);
    expect(items[0]).toEqual(
      expect.objectContaining({ path: '/saas/dashboard/index', name: '首页', pid: 0, is_hidden: false, icon: expect.any(String), menu_opration_list: [] }),
    );
    const waybills = items.find((m) => m.path === '/saas/waybill/all/index')!;
    expect(waybills.menu_element_list).toContainEqual({ code: 'BANG_FEE_SHOW' });
    expect(items.some((m) => m.is_hidden)).toBe(true);
    const ids = new Set(items.map((m) => m.id));
    expect(items.every((m) => m.pid === 0 || ids.has(m.pid))).toBe(true);

    const en = (await get('/api/user/group/getMenuPermissionByToken?app_code=BANG', { ...s.headers, 'accept-language': 'en' })).json();
    expect(en.data[0].name).toBe('Dashboard');
    // app_code defaults to the token's
    expect((await get('/api/user/group/getMenuPermissionByToken', s.headers)).json().data).toHaveLength(items.length);
  });

  it("gives a sub-account only its role's menus", async () => {
    const all = (await get('/api/user/group/getMenuPermissionByToken?app_code=BANG', (await t.login('servicer')).headers)).json().data;
    const finance = (await get('/api/user/group/getMenuPermissionByToken?app_code=BANG', (await t.login('finance')).headers)).json().data;
    const executor = (await get('/api/user/group/getMenuPermissionByToken?app_code=BANG', (await t.login('executor')).headers)).json().data;
    const paths = (list: { path: string }[]) => list.map((m) => m.path);
    expect(finance.length).toBeLessThan(all.length);
    expect(paths(finance)).toContain('/saas/finance/bill/index');
    expect(paths(finance)).toContain('/saas/waybill/all/index');
    expect(paths(finance)).not.toContain('/saas/transit/stowage/index');
    expect(paths(executor)).toContain('/saas/transit/stowage/index');
    expect(paths(executor)).not.toContain('/saas/finance/bill/index');
  });

  it('403 for an app code the account does not have; 400 for an unknown one; 401 without a token', async () => {
    const s = await t.login('consignor');
    expect((await get('/api/user/group/getMenuPermissionByToken?app_code=DA', s.headers)).json().data.length).toBeGreaterThan(5);
    const other = await get('/api/user/group/getMenuPermissionByToken?app_code=BANG', s.headers);
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('403');
    const bad = await get('/api/user/group/getMenuPermissionByToken?app_code=NOPE', s.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('app_code');
    expect((await get('/api/user/group/getMenuPermissionByToken', ZH)).statusCode).toBe(401);
  });
});

describe('business units', () => {
  it("tree lists the company's units with children; current_user_groups the user's", async () => {
    const s = await t.login('servicer');
    const tree = (await get('/api/user/group/tree', s.headers)).json().data.list;
    expect(tree.map((n: { name: string }) => n.name)).toEqual(['华东事业部', '华南事业部']);
    expect(tree[0].children.map((n: { name: string }) => n.name)).toEqual(['上海分部', '杭州分部']);
    const mine = (await get('/api/user/group/current_user_groups', s.headers)).json().data.list;
    expect(mine).toEqual([
      { id: tree[0].id, name: '华东事业部' },
      { id: tree[1].id, name: '华南事业部' },
    ]);
    const finance = (await get('/api/user/group/current_user_groups', (await t.login('finance')).headers)).json().data.list;
    expect(finance).toHaveLength(1);
  });

  it('servicer2 sees only its own units', async () => {
    const s = await t.login('servicer2');
    const tree = (await get('/api/user/group/tree', s.headers)).json().data.list;
    expect(tree.map((n: { name: string }) => n.name)).toEqual(['远方快运总部']);
  });

  it('switching puts group_id and group_name in a new access token', async () => {
    const s = await t.login('servicer');
    const [, south] = (await get('/api/user/group/current_user_groups', s.headers)).json().data.list;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/group/set_current_user_group_id_to_token',
      headers: s.headers,
      payload: { group_id: south.id, group_name: 'ignored' },
    });
    expect(res.statusCode).toBe(200);
    const { access_token } = res.json().data;
    const info = (await get('/api/user/users/getUserByToken', { ...ZH, 'x-token': access_token })).json().data;
    expect(info).toMatchObject({ group_id: south.id, group_name: '华南事业部' });
  });

  it("404 for a unit of another company, a unit the user is not in, or an unknown id; 400 for bad ids", async () => {
    const servicer = await t.login('servicer');
    const tree = (await get('/api/user/group/tree', servicer.headers)).json().data.list;
    const s2 = await t.login('servicer2');
    const put = (headers: Record<string, string>, payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/user/group/set_current_user_group_id_to_token', headers, payload });
    const foreign = await put(s2.headers, { group_id: tree[0].id, group_name: '华东事业部' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ code: '404', msg: '数据不存在', data: null });
    expect(JSON.stringify(foreign.json())).not.toContain('华东');
    const finance = await t.login('finance');
    expect((await put(finance.headers, { group_id: tree[1].id })).statusCode).toBe(404);
    expect((await put(servicer.headers, { group_id: tree[0].children[0].id })).statusCode).toBe(404);
    expect((await put(servicer.headers, { group_id: 999999 })).statusCode).toBe(404);
    expect((await put(servicer.headers, { group_id: 'abc' })).statusCode).toBe(400);
    expect((await put(servicer.headers, {})).json().msg).toContain('group_id');
  });
});
