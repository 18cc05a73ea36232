import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../../test-app';

const t = withTestApp();
const s = t.signIn('servicer');
const s2 = t.signIn('servicer2');

const get = (url: string, session = s) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: session.headers });
const post = (url: string, payload: object, session = s) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers: session.headers, payload });

let seq = 0;
/** a fresh mobile number and a fresh short name per call */
const phone = () => `139${String(10_000_000 + (seq += 1) * 7919).slice(-8)}`;
const uname = (prefix: string) => `${prefix}${(seq += 1)}`;

describe('transporter (T_ZX carriers, T_PZ providers, T_SJ drivers)', () => {
  it('adds a carrier, finds it by name and id, and reports name and phone as taken', async () => {
    const name = uname('承运');
    const p = phone();
    const res = await post('/user/resource_binding/transporter/add', { name, phone: p, memo: '专线', settle_type_code: 'MONTHLY', object_sub_type: 'T_ZX' });
    expect(res.statusCode).toBe(200);
    const id = res.json().data.resource_id;
    expect(id).toBeGreaterThan(0);

    const list = (await get(`/user/resource_binding/transporter/list?object_sub_type=T_ZX&name=${encodeURIComponent(name)}&page=1&per_page=10`)).json();
    expect(list.code).toBe('0');
    expect(list.data.total).toBe(1);
    expect(list.data.list[0]).toMatchObject({
      id,
      name,
      phone: p,
      memo: '专线',
      settle_type_code: 'MONTHLY',
      settle_type_name: '月结',
      object_sub_type: 'T_ZX',
      service_type: [{ code: 'DELIVERY_INSTALL', name: '配装' }],
      is_forbid_create_order: 0,
    });
    const byIds = (await get(`/user/resource_binding/transporter/list?object_sub_type=T_ZX&resource_ids=${id},999999`)).json();
    expect(byIds.data.list.map((r: { id: number }) => r.id)).toEqual([id]);

    expect((await get(`/user/resource_binding/transporter/isNameExist?object_sub_type=T_ZX&name=${encodeURIComponent(name)}`)).json().data).toEqual({ is_exist: true });
    // another sub-type is another name space
    expect((await get(`/user/resource_binding/transporter/isNameExist?object_sub_type=T_SJ&name=${encodeURIComponent(name)}`)).json().data).toEqual({ is_exist: false });
    expect((await get(`/user/resource_binding/transporter/verify?sub_type=T_ZX&phone=${p}`)).json().data).toEqual({ is_bind: true });
    expect((await get(`/user/resource_binding/transporter/verify?sub_type=T_PZ&phone=${p}`)).json().data).toEqual({ is_bind: false });

    const dup = await post('/user/resource_binding/transporter/add', { name, phone: phone(), object_sub_type: 'T_ZX' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toMatchObject({ code: '400', msg: '承运商名称已存在', data: { field: 'name' } });
    const bound = await post('/user/resource_binding/transporter/add', { name: uname('承运'), phone: p, object_sub_type: 'T_ZX' });
    expect(bound.json().msg).toBe('相同手机号服务商已存在');
  });

  it('validates a carrier with the spec messages', async () => {
    const add = async (body: object) => (await post('/user/resource_binding/transporter/add', { object_sub_type: 'T_ZX', ...body })).json();
    expect((await add({ phone: phone() })).msg).toBe('请输入承运商名称');
    expect((await add({ name: '  ', phone: phone() })).msg).toBe('请输入承运商名称');
    expect((await add({ name: '一二三四五六七八九十一', phone: phone() })).msg).toBe('允许输入10字内');
    expect((await add({ name: uname('承运') })).msg).toBe('请输入承运商联系手机号');
    expect((await add({ name: uname('承运'), phone: '12345678901' })).msg).toBe('手机号格式不正确');
    expect((await add({ name: uname('承运'), phone: phone(), memo: 'x'.repeat(321) })).msg).toBe('备注不能超过320字');
    const bad = await post('/user/resource_binding/transporter/add', { name: uname('承运'), phone: phone(), object_sub_type: 'T_XX' });
    expect(bad.statusCode).toBe(400);
  });

  it('gives two concurrent adds of one name exactly one record and one clear error', async () => {
    const name = uname('并发');
    const results = await Promise.all(
      [phone(), phone()].map((p) => post('/user/resource_binding/transporter/add', { name, phone: p, object_sub_type: 'T_ZX' })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.statusCode === 400)!.json().msg).toBe('承运商名称已存在');
    const list = (await get(`/user/resource_binding/transporter/list?object_sub_type=T_ZX&name=${encodeURIComponent(name)}`)).json();
    expect(list.data.total).toBe(1);
  });

  it('gives two concurrent adds of one phone exactly one driver (unique index, not only the check)', async () => {
    const p = phone();
    const results = await Promise.all(
      [uname('司机'), uname('司机')].map((name) =>
        post('/user/resource_binding/transporter/add', { name, phone: p, object_sub_type: 'T_SJ', service_type_codes: ['DELIVERY_INSTALL'] }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.statusCode === 400)!.json()).toMatchObject({ msg: '相同手机号的司机已存在', data: { field: 'phone' } });
  });

  it('adds a driver with the driver dialog rules', async () => {
    const add = async (body: object) => post('/user/resource_binding/transporter/add', { object_sub_type: 'T_SJ', ...body });
    const p = phone();
    const msg = async (body: object) => (await add(body)).json().msg;
    expect(await msg({ phone: p, service_type_codes: ['DELIVERY_INSTALL'] })).toBe('请输入司机名称');
    expect(await msg({ name: '司'.repeat(21), phone: p, service_type_codes: ['DELIVERY_INSTALL'] })).toBe('允许输入20字内');
    expect(await msg({ name: '司机甲', phone: p })).toBe('请选择可派单服务');
    expect(await msg({ name: '司机甲', phone: p, service_type_codes: [] })).toBe('请选择可派单服务');
    expect(await msg({ name: '司机甲', service_type_codes: ['DELIVERY_INSTALL'] })).toBe('请输入司机手机号');
    expect(await msg({ name: '司机甲', phone: '1234', service_type_codes: ['DELIVERY_INSTALL'] })).toBe('手机号格式不正确');
    expect(await msg({ name: '司机甲', phone: p, service_type_codes: ['DELIVERY_INSTALL'], memo: 'm'.repeat(321) })).toBe('备注不能超过320字');
    expect((await add({ name: '司机甲', phone: p, service_type_codes: ['NOPE'] })).statusCode).toBe(400);

    const name = uname('十二个字的司机名称');
    const ok = await add({ name, phone: p, service_type_codes: ['DELIVERY_INSTALL', 'TRUNK'], districts: ['310115'], settle_type_code: 'PAY_NOW' });
    expect(ok.statusCode).toBe(200);
    const row = (await get(`/user/resource_binding/transporter/list?object_sub_type=T_SJ&resource_ids=${ok.json().data.resource_id}`)).json().data.list[0];
    expect(row).toMatchObject({
      name,
      is_related: true,
      districts: ['310115'],
      service_type: [
        { code: 'DELIVERY_INSTALL', name: '配装' },
        { code: 'TRUNK', name: '干线' },
      ],
      service_type_codes: ['DELIVERY_INSTALL', 'TRUNK'],
      settle_type_name: '现付',
    });
    expect(await msg({ name: uname('司机'), phone: p, service_type_codes: ['DELIVERY_INSTALL'] })).toBe('相同手机号的司机已存在');
    expect(await msg({ name, phone: phone(), service_type_codes: ['DELIVERY_INSTALL'] })).toBe('司机名称已存在');
  });

  it('lists drivers of the seed and filters by service type', async () => {
    const all = (await get('/user/resource_binding/transporter/list?object_sub_type=T_SJ&per_page=100')).json().data;
    expect(all.list.some((r: { name: string }) => r.name === '王建国')).toBe(true);
    const none = (await get('/user/resource_binding/transporter/list?object_sub_type=T_SJ&service_type_codes=INSTALL_ONLY_X')).json().data;
    expect(none.total).toBe(0);
  });
});

describe('consignors, suppliers, third-party logistics and stores', () => {
  it('adds a consignor with the spec §3 defaults and returns res_consignor_id and resource_id', async () => {
    const name = uname('商家');
    const res = await post('/user/servicer_resource/consignor/add', { name });
    expect(res.statusCode).toBe(200);
    const { res_consignor_id, resource_id } = res.json().data;
    expect(res_consignor_id).toBe(resource_id);
    const row = (await get(`/user/resource_binding/consignor/list?resource_ids=${resource_id}`)).json().data.list[0];
    expect(row).toMatchObject({
      name,
      phone: '',
      settle_type_code: 'PAY_NOW',
      settle_type_name: '现付',
      charge_mode: 'PRODUCT',
      is_send_sms: '0',
      deduction_node: 'RECEIVE',
      is_forbid_create_order: 0,
    });
    const dup = await post('/user/servicer_resource/consignor/add', { name });
    expect(dup.json().msg).toBe('名称已存在');
    expect((await post('/user/servicer_resource/consignor/add', {})).json().msg).toBe('请输入名称');
    expect((await post('/user/servicer_resource/consignor/add', { name: '一二三四五六七八九十一' })).json().msg).toBe('允许输入10字内');
    expect((await post('/user/servicer_resource/consignor/add', { name: uname('商'), phone: '999' })).json().msg).toBe('手机号格式不正确');
    const monthly = await post('/user/servicer_resource/consignor/add', { name: uname('商'), settle_type_code: 'MONTHLY' });
    const m = (await get(`/user/resource_binding/consignor/list?resource_ids=${monthly.json().data.resource_id}`)).json().data.list[0];
    expect(m).toMatchObject({ settle_type_code: 'MONTHLY', settle_type_name: '月结' });
    expect((await get(`/user/resource_binding/consignor/isNameExist?name=${encodeURIComponent(name)}`)).json().data.is_exist).toBe(true);
  });

  it('keeps third-party logistics apart, with their own messages', async () => {
    const name = uname('三方');
    expect((await post('/user/servicer_resource/consignor/add', { object_sub_type: 'T_3PL', name })).json().msg).toBe('请输入三方物流联系手机号');
    expect((await post('/user/servicer_resource/consignor/add', { object_sub_type: 'T_3PL', phone: phone() })).json().msg).toBe('请输入三方物流名称');
    const ok = await post('/user/servicer_resource/consignor/add', { object_sub_type: 'T_3PL', name, phone: phone() });
    expect(ok.statusCode).toBe(200);
    expect((await post('/user/servicer_resource/consignor/add', { object_sub_type: 'T_3PL', name, phone: phone() })).json().msg).toBe('三方物流名称已存在');
    // not a plain consignor: the consignor picker does not list it, the 3PL one does
    const plain = (await get(`/user/resource_binding/consignor/list?name=${encodeURIComponent(name)}`)).json().data;
    expect(plain.total).toBe(0);
    const tpl = (await get(`/user/resource_binding/consignor/list?object_sub_type=T_3PL&name=${encodeURIComponent(name)}`)).json().data;
    expect(tpl.total).toBe(1);
  });

  it('adds suppliers through the consignor model', async () => {
    const name = uname('供应');
    const res = await post('/user/resource_binding/supplier/add', { name, phone: phone() });
    expect(res.json().data.res_consignor_id).toBeGreaterThan(0);
    expect((await get(`/user/resource_binding/supplier/isNameExist?name=${encodeURIComponent(name)}`)).json().data.is_exist).toBe(true);
    expect((await get(`/user/resource_binding/supplier/list?name=${encodeURIComponent(name)}`)).json().data.total).toBe(1);
    expect((await post('/user/resource_binding/supplier/add', { name })).json().msg).toBe('名称已存在');
  });

  it('adds a store under a consignor, lists it by consignor and by consignor user', async () => {
    const consignors = (await get('/user/resource_binding/consignor/list?per_page=100&name=示例商贸')).json().data.list;
    const consignorId = consignors[0].id as number;
    const name = uname('店铺');
    const res = await post('/user/resource_binding/store/add', { name, consignor_id: consignorId, phone: phone() });
    expect(res.statusCode).toBe(200);
    const storeId = res.json().data.res_store_id;
    const row = (await get(`/user/resource_binding/store/list?object_id=${consignorId}&per_page=10000&name=${encodeURIComponent(name)}`)).json().data.list[0];
    expect(row).toMatchObject({ id: storeId, parent_id: consignorId, settle_type_code: 'PAY_NOW', charge_mode: 'PRODUCT', is_send_sms: '0', deduction_node: 'RECEIVE' });
    expect((await post('/user/resource_binding/store/add', { name })).json().msg).toBe('店铺名称已存在');
    expect((await post('/user/resource_binding/store/add', { phone: phone() })).json().msg).toBe('请输入店铺名称');
    expect((await get(`/user/resource_binding/store/isNameExist?name=${encodeURIComponent(name)}`)).json().data.is_exist).toBe(true);

    const consignorUser = (await t.login('consignor')).body.data.user.id;
    const stores = (await get(`/user/resource_binding/get_stores_by_consignor_user_id/${consignorUser}?page=1&per_page=300`)).json();
    expect(stores.code).toBe('0');
    expect(stores.data.list.map((r: { id: number }) => r.id)).toContain(storeId);
    expect(stores.data.list.every((r: { parent_id: number }) => r.parent_id === consignorId)).toBe(true);
    // the consignor account itself may ask for its stores
    const self = await t.login('consignor');
    const own = (await get(`/user/resource_binding/get_stores_by_consignor_user_id/${consignorUser}?name=${encodeURIComponent(name)}`, self)).json();
    expect(own.data.list.map((r: { id: number }) => r.id)).toEqual([storeId]);
    // the STORE edition's consignor picker looks its chosen stores up by resource_ids (a foreign id finds nothing)
    const chosen = (await get(`/user/resource_binding/get_stores_by_consignor_user_id/${consignorUser}?resource_ids=${storeId},${consignorId}`, self)).json();
    expect(chosen.data.list.map((r: { id: number }) => r.id)).toEqual([storeId]);
    // another servicer may not see them
    expect((await get(`/user/resource_binding/get_stores_by_consignor_user_id/${consignorUser}`, s2)).statusCode).toBe(404);
    // a user that is no consignor
    expect((await get(`/user/resource_binding/get_stores_by_consignor_user_id/${s.body.data.user.id}`)).statusCode).toBe(404);
    // a foreign consignor as parent
    const foreign = (await get('/user/resource_binding/consignor/list?per_page=1', s2)).json().data.list[0].id;
    expect((await post('/user/resource_binding/store/add', { name: uname('店'), consignor_id: foreign })).statusCode).toBe(404);
  });

  it('prepends the empty option and pages within bounds', async () => {
    const first = (await get('/user/resource_binding/consignor/list?prepend_empty=1&per_page=2&page=1')).json().data;
    expect(first.list[0]).toMatchObject({ id: 0, name: '' });
    expect(first.list).toHaveLength(3);
    const second = (await get('/user/resource_binding/consignor/list?prepend_empty=1&per_page=2&page=2')).json().data;
    expect(second.list[0].id).not.toBe(0);
    expect((await get('/user/resource_binding/consignor/list?per_page=10001')).statusCode).toBe(400);
    expect((await get('/user/resource_binding/consignor/list?per_page=0')).statusCode).toBe(400);
    expect((await get('/user/resource_binding/consignor/list?page=0')).statusCode).toBe(400);
    expect((await get('/user/resource_binding/consignor/list?resource_ids=1,x')).statusCode).toBe(400);
    expect((await get('/user/resource_binding/consignor/list?per_page=10000')).statusCode).toBe(200);
    const far = (await get('/user/resource_binding/consignor/list?page=999')).json().data;
    expect(far.list).toEqual([]);
    expect(far.total).toBeGreaterThan(0);
    const forbidden = (await get('/user/resource_binding/consignor/list?per_page=1000')).json().data.list;
    expect(forbidden.some((r: { is_forbid_create_order: number }) => r.is_forbid_create_order === 1)).toBe(true);
  });

  it('never shows another company its resources', async () => {
    const mine = (await get('/user/resource_binding/consignor/list?per_page=1000')).json().data.list.map((r: { id: number }) => r.id);
    const theirs = (await get(`/user/resource_binding/consignor/list?per_page=1000&resource_ids=${mine.join(',')}`, s2)).json().data;
    expect(theirs).toEqual({ list: [], total: 0 });
    const drivers = (await get('/user/resource_binding/transporter/list?object_sub_type=T_SJ&per_page=1000')).json().data.list.map((r: { id: number }) => r.id);
    expect((await get(`/user/resource_binding/transporter/list?object_sub_type=T_SJ&resource_ids=${drivers.join(',')}`, s2)).json().data.total).toBe(0);
    expect((await get(`/user/resource_binding/store/list?object_id=${mine[0]}`, s2)).json().data.total).toBe(0);
    const name = uname('隔离');
    await post('/user/servicer_resource/consignor/add', { name });
    expect((await get(`/user/resource_binding/consignor/isNameExist?name=${encodeURIComponent(name)}`, s2)).json().data.is_exist).toBe(false);
    // the same name is free in the other company
    expect((await post('/user/servicer_resource/consignor/add', { name }, s2)).statusCode).toBe(200);
    expect((await get(`/user/resource_binding/consignor/list?servicer_id=${s2.body.data.user.company_id}`)).json().data.total).toBe(0);
  });

  it('lists the servicer of the signed-in account', async () => {
    const own = (await get('/user/resource_binding/servicer/')).json().data.list;
    expect(own).toEqual([expect.objectContaining({ name: '示例物流', servicer_id: s.body.data.user.company_id })]);
    const consignor = await t.login('consignor');
    expect((await get('/user/resource_binding/servicer/', consignor)).json().data.list[0].name).toBe('示例物流');
  });
});

describe('delivery providers, fitting workers, delivery-install providers, factories', () => {
  it('adds a service provider with the spec messages and refuses a bound phone', async () => {
    const name = uname('服务');
    const p = phone();
    expect((await post('/user/resource_binding/delivery/', { phone: p })).json().msg).toBe('请输入服务商名称');
    expect((await post('/user/resource_binding/delivery/', { name })).json().msg).toBe('请输入服务商联系手机号');
    const ok = await post('/user/resource_binding/delivery/', { name, phone: p, settle_type_code: 'PER_ORDER' });
    expect(ok.statusCode).toBe(200);
    const id = ok.json().data.resource_id;
    expect((await get(`/user/resource_binding/delivery/verify?sub_type=T_PZ&phone=${p}`)).json().data.is_bind).toBe(true);
    expect((await post('/user/resource_binding/delivery/', { name: uname('服务'), phone: p })).json().msg).toBe('相同手机号服务商已存在');
    expect((await post('/user/resource_binding/delivery/', { name, phone: phone() })).json().msg).toBe('服务商名称已存在');
    expect((await get(`/user/resource_binding/delivery/isNameExist?name=${encodeURIComponent(name)}`)).json().data.is_exist).toBe(true);
    const row = (await get(`/user/resource_binding/delivery/?id=${id}`)).json().data.list[0];
    expect(row).toMatchObject({ id, settle_type_name: '单结', service_type: [{ code: 'DELIVERY_INSTALL', name: '配装' }] });
    expect((await get(`/user/resource_binding/delivery/?service_type_codes=DELIVERY_INSTALL&name=${encodeURIComponent(name)}`)).json().data.total).toBe(1);
    // T_PZ providers show in the transporter list too
    expect((await get(`/user/resource_binding/transporter/list?object_sub_type=T_PZ&resource_ids=${id}`)).json().data.total).toBe(1);
    expect((await get(`/user/resource_binding/delivery/?id=${id}`, s2)).statusCode).toBe(404);
  });

  it('adds fitting workers and delivery-install providers with their own messages', async () => {
    const add = async (body: object) => (await post('/user/servicer_resource/store/add', body)).json();
    expect((await add({ role: 'FITTING_WORKER', phone: phone() })).msg).toBe('请输入配装师傅名称');
    expect((await add({ role: 'FITTING_WORKER', name: uname('师傅') })).msg).toBe('请输入配装师傅联系手机号');
    expect((await add({ phone: phone() })).msg).toBe('请输入配装服务商名称');
    const name = uname('师傅');
    expect((await add({ role: 'FITTING_WORKER', name, phone: phone() })).code).toBe('0');
    expect((await add({ role: 'FITTING_WORKER', name, phone: phone() })).msg).toBe('配装师傅名称已存在');
    expect((await add({ name, phone: phone() })).msg).toBe('配装服务商名称已存在');
  });

  it('adds a factory settling PAY_NOW 现付 by default', async () => {
    const name = uname('工厂');
    const res = await post('/user/resource_binding/factory/add', { name });
    expect(res.json().data).toMatchObject({ name, label: name, value: res.json().data.id });
    const row = (await get(`/user/resource_binding/factory/list?name=${encodeURIComponent(name)}&format=dropdown`)).json().data.list[0];
    expect(row).toMatchObject({ name, label: name, settle_type_code: 'PAY_NOW', settle_type_name: '现付' });
    expect((await post('/user/resource_binding/factory/add', { name })).json().msg).toBe('工厂名称已存在');
  });
});

describe('name search', () => {
  it('matches 1-, 2- and longer substrings, case-insensitively and literally', async () => {
    const name = uname('Ab华东%专');
    await post('/user/resource_binding/transporter/add', { name, phone: phone(), object_sub_type: 'T_ZX' });
    const find = async (term: string) =>
      (await get(`/user/resource_binding/transporter/list?object_sub_type=T_ZX&name=${encodeURIComponent(term)}`)).json().data.list.map((r: { name: string }) => r.name);
    expect(await find('华')).toContain(name);
    expect(await find('华东')).toContain(name);
    expect(await find('aB华东')).toContain(name);
    expect(await find('%专')).toContain(name);
    expect(await find('%')).toContain(name);
    expect(await find('东华')).not.toContain(name);
    expect(await find('_')).toEqual([]);
  });
});
