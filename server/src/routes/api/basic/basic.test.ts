import { describe, expect, it } from 'vitest';
import { ZH } from '../../../test-helpers';
import { withTestApp } from '../../../test-app';

const t = withTestApp();
const s = t.signIn('servicer');
const s2 = t.signIn('servicer2');

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, session = s, zh = true) =>
  t.app.inject({ method, url: `/api${url}`, headers: { ...session.headers, ...(zh ? ZH : {}) }, ...(payload ? { payload } : {}) });
const body = async (method: Method, url: string, payload?: object, session = s) => {
  const res = await call(method, url, payload, session);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test bodies are read field by field
  return { status: res.statusCode, ...(res.json() as { code: string; msg: string; data: any }) };
};

describe('warehouses', () => {
  let id = 0;
  it('creates, lists, edits, disables; refuses duplicates with a field message', async () => {
    const created = await body('POST', '/user/basic/warehouses', { code: 'WH-T-01', name: '测试仓', contact: '张三', phone: '13800001111', area_code: '310114', address: '某路1号' });
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({ code: 'WH-T-01', name: '测试仓', province: '上海市', area_code: '310114', status: 1 });
    id = created.data.id;

    const dupCode = await body('POST', '/user/basic/warehouses', { code: 'WH-T-01', name: '另一个仓' });
    expect(dupCode).toMatchObject({ status: 400, msg: '仓库编码已存在', data: { field: 'code' } });
    const dupName = await body('POST', '/user/basic/warehouses', { code: 'WH-T-02', name: '测试仓' });
    expect(dupName).toMatchObject({ status: 400, msg: '仓库名称已存在', data: { field: 'name' } });
    // the other company may use the same code and name
    expect((await body('POST', '/user/basic/warehouses', { code: 'WH-T-01', name: '测试仓' }, s2)).status).toBe(200);

    const list = await body('GET', '/user/basic/warehouses?keyword=WH-T');
    expect(list.data.list.map((w: { id: number }) => w.id)).toEqual([id]);

    const edited = await body('PUT', `/user/basic/warehouses/${id}`, { code: 'WH-T-01', name: '测试仓二', area_code: '' });
    expect(edited.data).toMatchObject({ name: '测试仓二', province: '', area_code: '' });

    const off = await body('PUT', `/user/basic/warehouses/${id}/status`, { enabled: false });
    expect(off.data.status).toBe(0);
    // a disabled warehouse leaves the picker's list (spec §7 /user/warehouse/all keeps its shape)
    const all = await body('GET', '/user/warehouse/all');
    expect(all.data.list.some((w: { id: number }) => w.id === id)).toBe(false);
    expect((await body('GET', '/user/basic/warehouses?status=0')).data.list.map((w: { id: number }) => w.id)).toContain(id);
    await body('PUT', `/user/basic/warehouses/${id}/status`, { enabled: true });
  });

  it('answers validation messages under the field', async () => {
    expect(await body('POST', '/user/basic/warehouses', { name: 'x' })).toMatchObject({ status: 400, msg: '请输入编码', data: { field: 'code' } });
    expect(await body('POST', '/user/basic/warehouses', { code: 'a b', name: 'x' })).toMatchObject({ status: 400, msg: '编码只能包含字母、数字、-和_' });
    expect(await body('POST', '/user/basic/warehouses', { code: 'OK1', name: '' })).toMatchObject({ status: 400, msg: '请输入名称', data: { field: 'name' } });
    expect(await body('POST', '/user/basic/warehouses', { code: 'OK1', name: 'x'.repeat(31) })).toMatchObject({ status: 400, msg: '允许输入30字内' });
    expect(await body('POST', '/user/basic/warehouses', { code: 'OK1', name: 'x', phone: '12' })).toMatchObject({ status: 400, msg: '电话格式不正确', data: { field: 'phone' } });
    expect(await body('POST', '/user/basic/warehouses', { code: 'OK1', name: 'x', area_code: '999999' })).toMatchObject({ status: 400, data: { field: 'area_code' } });
  });

  it("keeps another company's warehouse out of reach", async () => {
    const theirs = (await body('GET', '/user/basic/warehouses', undefined, s2)).data.list[0].id;
    expect((await call('GET', `/user/basic/warehouses/${theirs}`)).statusCode).toBe(404);
    expect((await call('PUT', `/user/basic/warehouses/${theirs}`, { code: 'X1', name: 'x' })).statusCode).toBe(404);
    expect((await call('PUT', `/user/basic/warehouses/${theirs}/status`, { enabled: false })).statusCode).toBe(404);
    expect((await body('GET', '/user/basic/warehouses')).data.list.some((w: { id: number }) => w.id === theirs)).toBe(false);
  });

  it('storage locations: in a warehouse of the company only, unique code and name per warehouse', async () => {
    const wh = (await body('GET', '/user/basic/warehouses?per_page=1')).data.list[0];
    const created = await body('POST', '/user/basic/storage-locations', { warehouse_id: wh.id, code: 'Z-01', name: 'Z区01号' });
    expect(created.data).toMatchObject({ warehouse_id: wh.id, warehouse_name: wh.name, code: 'Z-01', status: 1 });
    expect(await body('POST', '/user/basic/storage-locations', { warehouse_id: wh.id, code: 'Z-01', name: '别的' })).toMatchObject({ status: 400, msg: '该仓库已有相同编码的库位', data: { field: 'code' } });
    expect(await body('POST', '/user/basic/storage-locations', { warehouse_id: wh.id, code: 'Z-02', name: 'Z区01号' })).toMatchObject({ status: 400, msg: '该仓库已有相同名称的库位', data: { field: 'name' } });
    expect(await body('POST', '/user/basic/storage-locations', { code: 'Z-03', name: 'n' })).toMatchObject({ status: 400, msg: '请选择仓库', data: { field: 'warehouse_id' } });
    const theirWh = (await body('GET', '/user/basic/warehouses', undefined, s2)).data.list[0].id;
    expect(await body('POST', '/user/basic/storage-locations', { warehouse_id: theirWh, code: 'Z-03', name: 'n' })).toMatchObject({ status: 400, data: { field: 'warehouse_id' } });

    const listed = await body('GET', `/user/basic/storage-locations?warehouse_id=${wh.id}&keyword=Z-0`);
    expect(listed.data.list.map((l: { code: string }) => l.code)).toEqual(['Z-01']);
    const edited = await body('PUT', `/user/basic/storage-locations/${created.data.id}`, { warehouse_id: wh.id, code: 'Z-01', name: 'Z区一号' });
    expect(edited.data.name).toBe('Z区一号');
    expect((await body('PUT', `/user/basic/storage-locations/${created.data.id}/status`, { enabled: false })).data.status).toBe(0);
    expect((await call('PUT', `/user/basic/storage-locations/${created.data.id}/status`, { enabled: true }, s2)).statusCode).toBe(404);
    expect((await call('GET', `/user/basic/storage-locations/${created.data.id}`, undefined, s2)).statusCode).toBe(404);
    // an empty location may move to another warehouse; one with stock history stays where the ledger has it
    const [, other] = (await body('GET', '/user/basic/warehouses?per_page=5')).data.list;
    expect((await body('PUT', `/user/basic/storage-locations/${created.data.id}`, { warehouse_id: other.id, code: 'Z-01', name: 'Z区一号' })).data.warehouse_id).toBe(other.id);
    const stocked = (await body('GET', `/user/basic/storage-locations?warehouse_id=${wh.id}&keyword=A-01`)).data.list[0];
    expect(await body('PUT', `/user/basic/storage-locations/${stocked.id}`, { warehouse_id: other.id, code: stocked.code, name: stocked.name })).toMatchObject({
      status: 400,
      msg: '该库位已有库存记录，不能移到其他仓库',
      data: { field: 'warehouse_id' },
    });
  });

  it('of two concurrent adds with the same code one wins', async () => {
    const [a, b] = await Promise.all([
      call('POST', '/user/basic/warehouses', { code: 'RACE-1', name: '并发仓A' }),
      call('POST', '/user/basic/warehouses', { code: 'RACE-1', name: '并发仓B' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
  });
});

describe('product types and products', () => {
  it('adds a two-level type the picker cascade sees, refuses a third level and duplicates, deletes only unused', async () => {
    const lv1 = await body('POST', '/user/basic/product-categories', { code: 'TST', name: '测试大类' });
    expect(lv1.data).toMatchObject({ level: 1, parent_code: 'PC001' });
    const lv2 = await body('POST', '/user/basic/product-categories', { code: 'TST01', name: '测试小类', parent_code: 'TST' });
    expect(lv2.data).toMatchObject({ level: 2, parent_code: 'TST', parent_name: '测试大类' });
    expect(await body('POST', '/user/basic/product-categories', { code: 'TST0101', name: '三级', parent_code: 'TST01' })).toMatchObject({ status: 400, msg: '产品类型最多两级', data: { field: 'parent_code' } });
    expect(await body('POST', '/user/basic/product-categories', { code: 'TST', name: '别的' })).toMatchObject({ status: 400, msg: '产品类型编码已存在', data: { field: 'code' } });
    expect(await body('POST', '/user/basic/product-categories', { code: 'TST02', name: '测试小类', parent_code: 'TST' })).toMatchObject({ status: 400, msg: '同级产品类型名称已存在', data: { field: 'name' } });

    const cascade = await body('GET', '/user/product-categories/cascader-data');
    const node = cascade.data.children.find((c: { code: string }) => c.code === 'TST');
    expect(node.children.map((c: { code: string }) => c.code)).toEqual(['TST01']);

    // a product in it shows in the picker's endpoint; disabled it leaves it
    const product = await body('POST', '/user/basic/products', { name: '测试沙发', category_code: 'TST01', package: 2, pno: 'SKU-T-1' });
    expect(product.data).toMatchObject({ name: '测试沙发', package: 2, pno: 'SKU-T-1', category_path: '测试大类/测试小类', status: 1 });
    const picker = await body('GET', '/user/product/getAllProduct?name=测试沙发');
    expect(picker.data.list).toEqual([expect.objectContaining({ id: product.data.id, category_path_code: 'TST/TST01' })]);

    expect(await body('DELETE', `/user/basic/product-categories/${lv1.data.id}`)).toMatchObject({ status: 400, msg: '该产品类型下有产品或子类型，不能删除' });
    expect(await body('DELETE', `/user/basic/product-categories/${lv2.data.id}`)).toMatchObject({ status: 400, msg: '该产品类型下有产品或子类型，不能删除' });

    // renaming a type renames it on its products
    await body('PUT', `/user/basic/product-categories/${lv2.data.id}`, { code: 'TST01', name: '测试沙发类' });
    expect((await body('GET', `/user/basic/products/${product.data.id}`)).data.category_path).toBe('测试大类/测试沙发类');

    const edited = await body('PUT', `/user/basic/products/${product.data.id}`, { name: '测试沙发二', category_code: 'TST01', package: 3 });
    expect(edited.data).toMatchObject({ name: '测试沙发二', package: 3, pno: 'SKU-T-1' });
    await body('PUT', `/user/basic/products/${product.data.id}/status`, { enabled: false });
    expect((await body('GET', '/user/product/getAllProduct?name=测试沙发')).data.list).toEqual([]);
    expect((await body('GET', '/user/basic/products?keyword=测试沙发&status=0')).data.list).toHaveLength(1);

    const empty = await body('POST', '/user/basic/product-categories', { code: 'TST02', name: '空类', parent_code: 'TST' });
    expect((await body('DELETE', `/user/basic/product-categories/${empty.data.id}`)).status).toBe(200);
  });

  it('validates products and keeps types and products of another company out of reach', async () => {
    expect(await body('POST', '/user/basic/products', { category_code: 'TST01', package: 1 })).toMatchObject({ status: 400, msg: '请输入产品名称', data: { field: 'name' } });
    expect(await body('POST', '/user/basic/products', { name: 'x', package: 1 })).toMatchObject({ status: 400, msg: '请选择产品类型', data: { field: 'category_code' } });
    expect(await body('POST', '/user/basic/products', { name: 'x', category_code: 'TST01', package: 0 })).toMatchObject({ status: 400, msg: '请输入范围内的整数', data: { field: 'package' } });
    // weight and volume: typed in kg and m³, stored exactly in grams and cm³; a bad figure names its field and writes nothing
    const heavy = await body('POST', '/user/basic/products', { name: '三人沙发', category_code: 'TST01', package: 2, weight_kg: '85.125', volume_m3: '1.2345' });
    expect(heavy.data).toMatchObject({ weight_g: 85125, volume_cm3: 1234500 });
    expect(await body('POST', '/user/basic/products', { name: 'y', category_code: 'TST01', package: 1, weight_kg: '1.0005' })).toMatchObject({ status: 400, msg: '重量请输入0~100000之间的数字，最多3位小数（kg）', data: { field: 'weight_kg' } });
    expect(await body('POST', '/user/basic/products', { name: 'y', category_code: 'TST01', package: 1, volume_m3: '-1' })).toMatchObject({ status: 400, data: { field: 'volume_m3' } });
    expect(await body('POST', '/user/basic/products', { name: 'y', category_code: 'TST01', package: 1, volume_m3: true })).toMatchObject({ status: 400, data: { field: 'volume_m3' } });
    const cleared = await body('PUT', `/user/basic/products/${heavy.data.id}`, { name: '三人沙发', category_code: 'TST01', package: 2, weight_kg: '', volume_m3: 0.5 });
    expect(cleared.data).toMatchObject({ weight_g: 0, volume_cm3: 500000 });
    // TST is this company's: for the other company it does not exist
    expect(await body('POST', '/user/basic/products', { name: 'x', category_code: 'TST01', package: 1 }, s2)).toMatchObject({ status: 400, data: { field: 'category_code' } });
    const mine = (await body('GET', '/user/basic/products?per_page=1')).data.list[0].id;
    expect((await call('GET', `/user/basic/products/${mine}`, undefined, s2)).statusCode).toBe(404);
    expect((await call('PUT', `/user/basic/products/${mine}/status`, { enabled: false }, s2)).statusCode).toBe(404);
    const cat = (await body('GET', '/user/basic/product-categories?per_page=1')).data.list[0].id;
    expect((await call('DELETE', `/user/basic/product-categories/${cat}`, undefined, s2)).statusCode).toBe(404);
    expect((await call('PUT', `/user/basic/product-categories/${cat}`, { code: 'Q', name: 'q' }, s2)).statusCode).toBe(404);
  });
});

describe('settings documents', () => {
  it('answers the defaults, stores a valid document per company and refuses an invalid one', async () => {
    const initial = await body('GET', '/user/basic/settings/operation');
    expect(initial.data).toMatchObject({ key: 'operation', updated_at: null, data: { default_service_type: 'DELIVERY_INSTALL', sign_photo_min: 1 } });
    const saved = await body('PUT', '/user/basic/settings/operation', { ...initial.data.data, sign_photo_min: 3, auto_receive: true });
    expect(saved.data.data).toMatchObject({ sign_photo_min: 3, auto_receive: true });
    expect((await body('GET', '/user/basic/settings/operation')).data.data.sign_photo_min).toBe(3);
    expect((await body('GET', '/user/basic/settings/operation', undefined, s2)).data.data.sign_photo_min).toBe(1);

    expect(await body('PUT', '/user/basic/settings/operation', { ...initial.data.data, sign_photo_min: 12 })).toMatchObject({ status: 400, msg: '请输入范围内的整数', data: { field: 'sign_photo_min' } });
    expect(await body('PUT', '/user/basic/settings/print', { ...(await body('GET', '/user/basic/settings/print')).data.data, label_size: '1x1' })).toMatchObject({ status: 400, msg: '请选择有效的选项', data: { field: 'label_size' } });
    const template = (await body('GET', '/user/basic/settings/waybill_template')).data.data;
    expect(await body('PUT', '/user/basic/settings/waybill_template', { ...template, fields: [] })).toMatchObject({ status: 400, msg: '至少显示一个字段' });
    expect((await body('PUT', '/user/basic/settings/waybill_template', { ...template, fields: ['end_tel', 'order_no'] })).data.data.fields).toEqual(['end_tel', 'order_no']);
    expect((await call('GET', '/user/basic/settings/nope')).statusCode).toBe(404);
  });
});

describe('abnormal types', () => {
  it('adds company types the abnormal-type picker lists; built-in ones are read-only', async () => {
    const list = await body('GET', '/user/basic/abnormal-types?per_page=100');
    const builtIn = list.data.list.find((i: { is_system: boolean }) => i.is_system);
    expect(builtIn).toBeDefined();
    expect(await body('PUT', `/user/basic/abnormal-types/${builtIn.id}`, { code: builtIn.code, name: 'x' })).toMatchObject({ status: 400, msg: '系统内置项不能修改' });
    expect(await body('POST', '/user/basic/abnormal-types', { code: builtIn.code, name: '新名字' })).toMatchObject({ status: 400, msg: '异常类型编码已存在', data: { field: 'code' } });
    expect(await body('POST', '/user/basic/abnormal-types', { code: 'NEWX', name: builtIn.name })).toMatchObject({ status: 400, msg: '异常类型名称已存在', data: { field: 'name' } });

    const created = await body('POST', '/user/basic/abnormal-types', { code: 'wet', name: '受潮', sort: 5 });
    expect(created.data).toMatchObject({ code: 'WET', name: '受潮', is_system: false, status: 1 });
    const picker = async (session = s) => (await body('GET', '/user/user_config/get_list', undefined, session)).data.list.map((i: { code: string }) => i.code);
    expect(await picker()).toContain('WET');
    expect(await picker(s2)).not.toContain('WET');

    await body('PUT', `/user/basic/abnormal-types/${created.data.id}/status`, { enabled: false });
    expect(await picker()).not.toContain('WET');
    expect((await call('PUT', `/user/basic/abnormal-types/${created.data.id}`, { code: 'WET', name: '水渍' }, s2)).statusCode).toBe(404);
    expect((await call('DELETE', `/user/basic/abnormal-types/${created.data.id}`, undefined, s2)).statusCode).toBe(404);
    expect((await body('DELETE', `/user/basic/abnormal-types/${created.data.id}`)).status).toBe(200);
    expect(await body('POST', '/user/basic/abnormal-types', { code: '', name: '' })).toMatchObject({ status: 400, msg: '请输入编码' });
  });
});
