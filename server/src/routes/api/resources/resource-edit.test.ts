import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../../test-app';

const t = withTestApp();
const s = t.signIn('servicer');
const s2 = t.signIn('servicer2');

const get = (url: string, session = s) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: session.headers });
const post = (url: string, payload: object, session = s) => t.app.inject({ method: 'POST', url: `/api${url}`, headers: session.headers, payload });
const put = (url: string, payload: object, session = s) => t.app.inject({ method: 'PUT', url: `/api${url}`, headers: session.headers, payload });

let seq = 0;
const phone = () => `137${String(20_000_000 + (seq += 1) * 7919).slice(-8)}`;
const uname = (prefix: string) => `${prefix}${(seq += 1)}`;

async function addConsignor(name = uname('编辑商')) {
  const res = await post('/user/servicer_resource/consignor/add', { name, settle_type_code: 'PAY_NOW' });
  expect(res.statusCode).toBe(200);
  return { id: res.json().data.resource_id as number, name };
}
async function addCarrier(p = phone()) {
  const res = await post('/user/resource_binding/transporter/add', { name: uname('编辑承'), phone: p, object_sub_type: 'T_ZX' });
  expect(res.statusCode).toBe(200);
  return { id: res.json().data.resource_id as number, phone: p };
}
const resource = (id: number) => `/user/resource_binding/resource/${id}`;

describe('resource detail and update', () => {
  it('updates a consignor and answers the stored record', async () => {
    const { id } = await addConsignor();
    const name = uname('改名');
    const res = await put(resource(id), { name, phone: '13912345678', memo: '已改', settle_type_code: 'MONTHLY' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id, name, phone: '13912345678', memo: '已改', settle_type_code: 'MONTHLY', settle_type_name: '月结', object_type: 'consignor' });
    const detail = (await get(resource(id))).json();
    expect(detail.code).toBe('0');
    expect(detail.data).toMatchObject({ id, name, memo: '已改', charge_mode: 'PRODUCT', deduction_node: 'RECEIVE', parent_name: '' });
    // an empty settlement type keeps the stored one (spec §5: dropped from the payload when empty)
    const kept = await put(resource(id), { name, settle_type_code: '' });
    expect(kept.json().data).toMatchObject({ settle_type_code: 'MONTHLY', memo: '' });
  });

  it('answers each spec §5 message of the kind', async () => {
    const consignor = await addConsignor();
    const cases: [number, object, string, string][] = [
      [consignor.id, { name: '' }, '请输入名称', 'name'],
      [consignor.id, { name: '十一个字的商家名称啊啊' }, '允许输入10字内', 'name'],
      [consignor.id, { name: uname('商'), phone: '12345' }, '手机号格式不正确', 'phone'],
      [consignor.id, { name: uname('商'), memo: 'x'.repeat(321) }, '备注不能超过320字', 'memo'],
    ];
    const carrier = await addCarrier();
    cases.push([carrier.id, { name: '' }, '请输入承运商名称', 'name'], [carrier.id, { name: uname('承'), phone: '' }, '请输入承运商联系手机号', 'phone']);
    for (const [id, body, msg, field] of cases) {
      const res = await put(resource(id), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: '400', msg, data: { field } });
    }
    const stores = (await get('/user/resource_binding/store/list?per_page=1')).json().data.list;
    const store = await put(resource(stores[0].id), { name: '' });
    expect(store.json().msg).toBe('请输入店铺名称');
    const drivers = (await get('/user/resource_binding/transporter/list?object_sub_type=T_SJ&per_page=1')).json().data.list;
    const driver = await put(resource(drivers[0].id), { name: 'x'.repeat(21), phone: drivers[0].phone, service_type_codes: ['DELIVERY'] });
    expect(driver.json().msg).toBe('允许输入20字内');
    const noService = await put(resource(drivers[0].id), { name: drivers[0].name, phone: drivers[0].phone, service_type_codes: [] });
    expect(noService.json().msg).toBe('请选择可派单服务');
  });

  it('refuses a duplicate name on update with the kind message, not a 500', async () => {
    const a = await addConsignor();
    const b = await addConsignor();
    const res = await put(resource(b.id), { name: a.name });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ msg: '名称已存在', data: { field: 'name' } });
    // keeping its own name is fine
    expect((await put(resource(b.id), { name: b.name })).statusCode).toBe(200);
  });

  it('lets one of two concurrent renames onto the same name win, the other gets the message', async () => {
    const a = await addConsignor();
    const b = await addConsignor();
    const target = uname('同名');
    const results = await Promise.all([put(resource(a.id), { name: target }), put(resource(b.id), { name: target })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.statusCode === 400)!.json().msg).toBe('名称已存在');
    expect((await get(`/user/resource_binding/consignor/list?name=${encodeURIComponent(target)}`)).json().data.total).toBe(1);
  });

  it('refuses a phone bound to another record of the same sub-type, keeps its own', async () => {
    const a = await addCarrier();
    const b = await addCarrier();
    const res = await put(resource(b.id), { name: uname('承'), phone: a.phone });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ msg: '相同手机号服务商已存在', data: { field: 'phone' } });
    expect((await put(resource(b.id), { name: uname('承'), phone: b.phone })).statusCode).toBe(200);
    // a driver with the carrier's phone is another sub-type: allowed
    const drivers = (await get('/user/resource_binding/transporter/list?object_sub_type=T_SJ&per_page=2')).json().data.list;
    const [d1, d2] = drivers;
    const bound = await put(resource(d2.id), { name: d2.name, phone: d1.phone, service_type_codes: ['DELIVERY'] });
    expect(bound.json()).toMatchObject({ msg: '相同手机号的司机已存在', data: { field: 'phone' } });
    const ok = await put(resource(d2.id), { name: d2.name, phone: a.phone, service_type_codes: ['DELIVERY', 'INSTALL'] });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.service_type).toEqual([
      { code: 'DELIVERY', name: '配送' },
      { code: 'INSTALL', name: '安装' },
    ]);
  });

  it('gives a store its consignor name and moves it to another consignor of the company', async () => {
    const owner = await addConsignor();
    const add = await post('/user/resource_binding/store/add', { name: uname('店'), settle_type_code: 'PAY_NOW', consignor_id: owner.id });
    const storeId = add.json().data.res_store_id;
    expect((await get(resource(storeId))).json().data).toMatchObject({ parent_id: owner.id, parent_name: owner.name });
    const other = await addConsignor();
    const moved = await put(resource(storeId), { name: uname('店'), consignor_id: other.id });
    expect(moved.json().data).toMatchObject({ parent_id: other.id, parent_name: other.name });
    const listed = (await get(`/user/resource_binding/store/list?resource_ids=${storeId}`)).json().data.list;
    expect(listed[0].parent_name).toBe(other.name);
    expect((await put(resource(storeId), { name: uname('店'), consignor_id: 999_999 })).statusCode).toBe(404);
  });

  it('forbids and enables a record, reflected in the list rows and the list filter', async () => {
    const { id, name } = await addConsignor();
    const forbid = await put(`${resource(id)}/forbid`, { is_forbid_create_order: 1 });
    expect(forbid.statusCode).toBe(200);
    expect(forbid.json().data.is_forbid_create_order).toBe(1);
    const q = `/user/resource_binding/consignor/list?name=${encodeURIComponent(name)}`;
    expect((await get(q)).json().data.list[0].is_forbid_create_order).toBe(1);
    expect((await get(`${q}&is_forbid_create_order=1`)).json().data.total).toBe(1);
    expect((await get(`${q}&is_forbid_create_order=0`)).json().data.total).toBe(0);
    await put(`${resource(id)}/forbid`, { is_forbid_create_order: 0 });
    expect((await get(q)).json().data.list[0].is_forbid_create_order).toBe(0);
    const bad = await put(`${resource(id)}/forbid`, { is_forbid_create_order: 2 });
    expect(bad.statusCode).toBe(400);
  });

  it('filters lists by phone and keeps fitting workers apart from delivery-install providers', async () => {
    const c = await addCarrier();
    const byPhone = (await get(`/user/resource_binding/transporter/list?object_sub_type=T_ZX&phone=${c.phone}`)).json().data;
    expect(byPhone.list.map((r: { id: number }) => r.id)).toEqual([c.id]);
    const worker = await post('/user/servicer_resource/store/add', { name: uname('师傅'), phone: phone(), role: 'FITTING_WORKER' });
    const provider = await post('/user/servicer_resource/store/add', { name: uname('配装'), phone: phone(), role: 'DELIVERY_INSTALL' });
    const workerId = worker.json().data.resource_id;
    const providerId = provider.json().data.resource_id;
    const ids = (role: string) =>
      get(`/user/resource_binding/delivery/?provider_role=${role}&per_page=500`).then((r) => r.json().data.list.map((x: { id: number }) => x.id));
    const workers = await ids('FITTING_WORKER');
    const providers = await ids('DELIVERY_INSTALL');
    expect(workers).toContain(workerId);
    expect(workers).not.toContain(providerId);
    expect(providers).toContain(providerId);
    expect(providers).not.toContain(workerId);
    expect((await get(resource(workerId))).json().data.role).toBe('FITTING_WORKER');
    expect((await put(resource(workerId), { name: '', phone: phone() })).json().msg).toBe('请输入配装师傅名称');
  });

  it("answers 404 'not found' for another company's record", async () => {
    const { id } = await addConsignor();
    for (const res of [
      await get(resource(id), s2),
      await put(resource(id), { name: uname('外') }, s2),
      await put(`${resource(id)}/forbid`, { is_forbid_create_order: 1 }, s2),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().msg).toBe('数据不存在');
    }
    expect((await get(resource(id))).json().data.is_forbid_create_order).toBe(0);
    expect((await get(resource(999_999))).statusCode).toBe(404);
  });
});

describe('station detail, update and status', () => {
  it('edits a station, validates, refuses a taken name, disables it out of the dropdown, 404 across companies', async () => {
    const created = await post('/user/stations', { name: uname('编辑站'), type: 'DELIVERY' });
    const id = created.json().data.id;
    const name = uname('改站');
    const res = await put(`/user/stations/${id}`, { name, type: 'TRANSIT', contact: '张三', phone: '13800001111', address: '文一路1号' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id, name, type: 'TRANSIT', contact: '张三', phone: '13800001111', address: '文一路1号', status: 1 });
    expect((await get(`/user/stations/${id}`)).json().data.name).toBe(name);

    expect((await put(`/user/stations/${id}`, { name: '' })).json()).toMatchObject({ msg: '请输入站点名称', data: { field: 'name' } });
    expect((await put(`/user/stations/${id}`, { name: 'x'.repeat(51) })).json().msg).toBe('允许输入50字内');
    expect((await put(`/user/stations/${id}`, { name, phone: '123' })).json().msg).toBe('手机号格式不正确');
    const taken = await put(`/user/stations/${id}`, { name: '上海闵行站' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ msg: '站点名称已存在', data: { field: 'name' } });

    const off = await put(`/user/stations/${id}/status`, { status: 0 });
    expect(off.json().data.status).toBe(0);
    const dropdown = (await get(`/user/stations?format=dropdown&station_name=${encodeURIComponent(name)}`)).json().data;
    expect(dropdown.total).toBe(0);
    expect((await get(`/user/stations?station_name=${encodeURIComponent(name)}&status=0`)).json().data.total).toBe(1);
    await put(`/user/stations/${id}/status`, { status: 1 });
    expect((await get(`/user/stations?format=dropdown&station_name=${encodeURIComponent(name)}`)).json().data.total).toBe(1);

    expect((await get(`/user/stations/${id}`, s2)).statusCode).toBe(404);
    expect((await put(`/user/stations/${id}`, { name: uname('外站') }, s2)).statusCode).toBe(404);
    expect((await put(`/user/stations/${id}/status`, { status: 0 }, s2)).statusCode).toBe(404);
  });
});
