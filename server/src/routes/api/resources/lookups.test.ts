import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../../test-app';

const t = withTestApp();
const s = t.signIn('servicer');
const s2 = t.signIn('servicer2');

const get = (url: string, session = s) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: session.headers });
const post = (url: string, payload: object, session = s) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers: session.headers, payload });

describe('config items', () => {
  it('lists the 12 order tags by default with their colour hint', async () => {
    const res = (await get('/config/item/getConfigItemList')).json();
    expect(res.code).toBe('0');
    expect(res.data.list.map((i: { code: string }) => i.code)).toEqual([
      'SECOND_DOOR', 'RETURN', 'REPLENISH', 'REISSUE', 'REPAIR', 'DIVIDE', 'COMPLETE_SET', 'PAY_NOW', 'TICKET', 'SUB_ORDER', 'ABNORMAL', 'REFUND',
    ]);
    expect(res.data.list.find((i: { code: string }) => i.code === 'TICKET')).toEqual({ code: 'TICKET', name: '工单', js: 'danger' });
    expect(res.data.list.find((i: { code: string }) => i.code === 'RETURN').js).toBe('warning');
  });

  it('lists each category of spec §7', async () => {
    const list = async (url: string) => (await get(url)).json().data.list as { code: string; name: string }[];
    expect((await list('/user/user_config/get_list')).map((i) => i.code)).toContain('DAMAGED');
    expect((await list('/user/user_config/get_list?category_code=SERVICE_PKG_TYPE')).length).toBeGreaterThan(0);
    expect(await list('/config/item/get_service_pkg_list')).toEqual(await list('/user/user_config/get_list?category_code=SERVICE_PKG_TYPE'));
    for (const c of ['SETTLE_T_ZX', 'SETTLE_CONSIGNOR', 'SETTLE_STORE', 'SETTLE_DELIVERY']) {
      expect(await list(`/config/item/getConfigItemList?category_code=${c}`)).toContainEqual(expect.objectContaining({ code: 'PAY_NOW', name: '现付' }));
    }
    expect(await list('/config/item/getConfigItemList?category_code=DRIVER_SERVICE_TYPE')).toContainEqual(
      expect.objectContaining({ code: 'DELIVERY_INSTALL', name: '配装' }),
    );
    expect(await list('/config/item/getConfigItemList?category_code=SETTLE_METHOD')).toContainEqual(expect.objectContaining({ code: 'MONTHLY', name: '月结' }));
    expect(await list('/config/item/getConfigItemList?category_code=NOPE')).toEqual([]);
    expect((await get('/config/item/getConfigItemList?category_code=bad%20code')).statusCode).toBe(400);
  });
});

describe('stations', () => {
  it('searches in dropdown shape and creates a station, refusing a taken name', async () => {
    const all = (await get('/user/stations?format=dropdown&page=1&per_page=20')).json().data;
    expect(all.list.length).toBeGreaterThan(0);
    expect(all.list[0]).toEqual(expect.objectContaining({ label: all.list[0].name, value: all.list[0].id }));
    const created = await post('/user/stations', { name: '浦东新站', type: 'DELIVERY' });
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toMatchObject({ name: '浦东新站', label: '浦东新站', type: 'DELIVERY' });
    const found = (await get(`/user/stations?station_name=${encodeURIComponent('浦东新')}&station_type_alias_code=DELIVERY`)).json().data;
    expect(found.list.map((r: { name: string }) => r.name)).toEqual(['浦东新站']);
    expect((await post('/user/stations', { name: '浦东新站' })).json().msg).toBe('站点名称已存在');
    expect((await post('/user/stations', { name: '' })).json().msg).toBe('请输入站点名称');
    expect((await get(`/user/stations?station_name=${encodeURIComponent('浦东新')}`, s2)).json().data.total).toBe(0);
  });
});

describe('products', () => {
  it('lists products with the spec §3 fields and category paths', async () => {
    const res = (await get('/user/product/getAllProduct')).json();
    expect(res.code).toBe('0');
    const p = res.data.list[0];
    expect(p).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        product_id: p.id,
        code: expect.any(String),
        pno: expect.any(String),
        name: expect.any(String),
        package: expect.any(Number),
        category_path: `${p.lv1_category_name}/${p.lv2_category_name}`,
        category_path_code: `${p.lv1_category_code}/${p.lv2_category_code}`,
        parent_code: p.lv2_category_code,
        disabled: false,
        inventory: null,
      }),
    );
  });

  it('counts stock with check_inventory and hides zero stock with filter_zero_inventory', async () => {
    const all = (await get('/user/product/getAllProduct?check_inventory=1&order_business_code=E-COMMERCE')).json().data.list as { id: number; inventory: number }[];
    expect(all.some((p) => p.inventory === 0)).toBe(true);
    expect(all.some((p) => p.inventory > 0)).toBe(true);
    const stocked = (await get('/user/product/getAllProduct?check_inventory=1&filter_zero_inventory=1')).json().data.list as { inventory: number }[];
    expect(stocked.length).toBe(all.filter((p) => p.inventory > 0).length);
    expect(stocked.every((p) => p.inventory > 0)).toBe(true);

    const withStock = all.find((p) => p.inventory > 0)!;
    const locations = (await get(`/order/inventory_operation/get_locations_by_product_id?product_id=${withStock.id}`)).json().data.list;
    expect(locations.length).toBeGreaterThan(0);
    expect(locations[0]).toEqual(expect.objectContaining({ location_id: expect.any(Number), location_name: expect.stringContaining('库位') }));
    expect(locations.reduce((n: number, l: { qty: number }) => n + l.qty, 0)).toBe(withStock.inventory);
    const empty = all.find((p) => p.inventory === 0)!;
    expect((await get(`/order/inventory_operation/get_locations_by_product_id?product_id=${empty.id}`)).json().data.list).toEqual([]);
    expect((await get(`/order/inventory_operation/get_locations_by_product_id?product_id=${withStock.id}`, s2)).statusCode).toBe(404);
    expect((await get('/order/inventory_operation/get_locations_by_product_id')).statusCode).toBe(400);
    // a foreign owner resource is not found, another servicer id gives nothing
    const foreign = (await get('/user/resource_binding/consignor/list?per_page=1', s2)).json().data.list[0].id;
    expect((await get(`/user/product/getAllProduct?check_inventory=1&resource_id=${foreign}`)).statusCode).toBe(404);
    expect((await get(`/user/product/getAllProduct?servicer_id=${s2.body.data.user.company_id}`)).json().data.list).toEqual([]);
  });

  it('gives the category cascade, two levels under PC001', async () => {
    const root = (await get('/user/product-categories/cascader-data')).json().data;
    expect(root.code).toBe('PC001');
    expect(root.children[0]).toEqual(expect.objectContaining({ value: 'FURN', label: '家具', level: 1 }));
    expect(root.children[0].children[0]).toEqual(expect.objectContaining({ value: 'FURN01', level: 2 }));
    expect(root.children[0].children[0].children).toBeUndefined();
    const one = (await get('/user/product-categories/cascader-data?max_level=1')).json().data;
    expect(one.children[0].children).toBeUndefined();
    const furn = (await get('/user/product-categories/cascader-data?parent_code=FURN')).json().data;
    expect(furn.children.map((c: { value: string }) => c.value)).toContain('FURN01');
    expect((await get('/user/product-categories/cascader-data?max_level=3')).statusCode).toBe(400);
    expect((await get('/user/product-categories/cascader-data?parent_code=NOPE')).statusCode).toBe(404);
  });

  it('adds a product and returns id, code, category_path and category_path_code', async () => {
    expect((await post('/user/product/add', { name: '新品' })).json().msg).toBe('请选择产品类型');
    expect((await post('/user/product/add', { category_code: 'FURN01' })).json().msg).toBe('请输入产品名称');
    expect((await post('/user/product/add', { category_code: 'FURN01', name: '品'.repeat(51) })).json().msg).toBe('允许输入50字内');
    const res = await post('/user/product/add', { name: '布艺单人沙发', package: 2, category_code: 'FURN01' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: expect.any(Number),
      code: expect.stringMatching(/^PN\d{6}$/),
      name: '布艺单人沙发',
      package: 2,
      category_path: '家具/沙发',
      category_path_code: 'FURN/FURN01',
    });
    const both = await Promise.all([1, 2].map(() => post('/user/product/add', { name: '同时新增', category_code: 'APPL' })));
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both[0].json().data.code).not.toBe(both[1].json().data.code);
    expect(both[0].json().data).toMatchObject({ category_path: '家电', category_path_code: 'APPL', package: 1 });
    expect((await post('/user/product/add', { name: '越界', category_code: 'FURN01' }, s2)).statusCode).toBe(200);
    expect((await post('/user/product/add', { name: '越界', category_code: 'NOPE' })).statusCode).toBe(404);
  });
});

describe('warehouses, sub-accounts, role titles, permission', () => {
  it('lists the warehouses of the company only', async () => {
    const mine = (await get('/user/warehouse/all?page=1&per_page=300')).json().data;
    const theirs = (await get('/user/warehouse/all', s2)).json().data;
    expect(mine.list.length).toBeGreaterThan(0);
    expect(mine.list[0]).toEqual(expect.objectContaining({ id: expect.any(Number), name: expect.any(String), label: mine.list[0].name }));
    const ids = new Set(mine.list.map((w: { id: number }) => w.id));
    expect(theirs.list.some((w: { id: number }) => ids.has(w.id))).toBe(false);
  });

  it('lists sub-accounts by username and ids', async () => {
    const all = (await get('/user/sub_user/?per_page=20&page=1')).json().data;
    expect(all.list.map((u: { username: string }) => u.username).sort()).toEqual(['executor', 'finance']);
    expect(all.list[0]).toEqual(expect.objectContaining({ user_id: expect.any(Number), username: expect.any(String) }));
    const fin = (await get('/user/sub_user/?username=fin')).json().data.list;
    expect(fin.map((u: { username: string }) => u.username)).toEqual(['finance']);
    const byId = (await get(`/user/sub_user/?user_ids=${fin[0].user_id}`)).json().data.list;
    expect(byId).toHaveLength(1);
    expect((await get(`/user/sub_user/?user_ids=${fin[0].user_id}`, s2)).json().data.list).toEqual([]);
  });

  it('gives the supply-chain role title of a visible main user', async () => {
    const consignor = (await t.login('consignor')).body.data.user.id;
    const delivery = (await t.login('delivery')).body.data.user.id;
    expect((await get(`/user/resource_binding/get_supply_chain_role_title/${consignor}`)).json().data).toMatchObject({ main_type: 'consignor', consignor_title: '商家', use_supplier: false });
    expect((await get(`/user/resource_binding/get_supply_chain_role_title/${delivery}`)).json().data).toMatchObject({ main_type: 'delivery', consignor_title: '供应商', use_supplier: true });
    expect((await get(`/user/resource_binding/get_supply_chain_role_title/${consignor}`, s2)).statusCode).toBe(404);
  });

  it('answers the ADD_NEW_DELIVERY_FOR_ORDERS check: CAN for a main account, CANNOT for a role without it', async () => {
    expect((await get('/user/permission/check?code=ADD_NEW_DELIVERY_FOR_ORDERS')).json().data).toBe('CAN');
    const executor = await t.login('executor');
    expect((await get('/user/permission/check?code=ADD_NEW_DELIVERY_FOR_ORDERS', executor)).json().data).toBe('CANNOT');
    const finance = await t.login('finance');
    // finance's role grants the all-waybills menu, whose element codes include BANG_FEE_SHOW
    expect((await get('/user/permission/check?code=BANG_FEE_SHOW', finance)).json().data).toBe('CAN');
    expect((await get('/user/permission/check?code=bad code')).statusCode).toBe(400);
  });
});
