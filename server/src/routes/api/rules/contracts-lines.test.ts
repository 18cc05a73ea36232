import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../../test-app';

const t = withTestApp();
const s = t.signIn('servicer');
const s2 = t.signIn('servicer2');

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, session = s) =>
  t.app.inject({ method, url: `/api${url}`, headers: session.headers, ...(payload ? { payload } : {}) });
const list = async (url: string, session = s) => (await call('GET', url, undefined, session)).json().data.list as { id: number; name: string }[];

describe('contracts', () => {
  it('creates, lists, reads, updates and deletes a contract', async () => {
    const [carrier] = await list('/user/resource_binding/transporter/list?object_sub_type=T_ZX');
    const body = { resource_id: carrier.id, contract_type: 'CARRIER', contract_no: 'HT-2026-001', start_date: '2026-01-01', end_date: '2026-12-31', settlement_method_code: 'MONTHLY' };
    const created = await call('POST', '/user/contracts', body);
    expect(created.statusCode).toBe(200);
    const c = created.json().data;
    expect(c).toMatchObject({ resource_name: carrier.name, settlement_method_name: '月结', status: 'ACTIVE', attachment_fileids: [] });
    expect((await call('POST', '/user/contracts', body)).json().msg).toBe('合同编号已存在');
    expect((await call('GET', '/user/contracts?contract_no=2026')).json().data.total).toBe(1);
    expect((await call('GET', `/user/contracts/${c.id}`)).json().data.contract_no).toBe('HT-2026-001');
    const updated = (await call('PUT', `/user/contracts/${c.id}`, { ...body, status: 'TERMINATED', memo: '提前终止' })).json().data;
    expect(updated).toMatchObject({ status: 'TERMINATED', memo: '提前终止' });
    expect((await call('GET', `/user/contracts/${c.id}`, undefined, s2)).statusCode).toBe(404);
    expect((await call('PUT', `/user/contracts/${c.id}`, body, s2)).statusCode).toBe(404);
    expect((await call('DELETE', `/user/contracts/${c.id}`, undefined, s2)).statusCode).toBe(404);
    expect((await call('DELETE', `/user/contracts/${c.id}`)).statusCode).toBe(200);
  });

  it('validates dates, settlement, resource and attachments', async () => {
    const [carrier] = await list('/user/resource_binding/transporter/list?object_sub_type=T_ZX');
    const body = { resource_id: carrier.id, contract_type: 'CARRIER', contract_no: 'HT-X', start_date: '2026-01-01', end_date: '2026-12-31', settlement_method_code: 'MONTHLY' };
    expect((await call('POST', '/user/contracts', { ...body, end_date: '2025-01-01' })).json().msg).toBe('end_date：结束日期不能早于开始日期');
    expect((await call('POST', '/user/contracts', { ...body, start_date: '2026/01/01' })).json().msg).toBe('start_date：格式不正确');
    expect((await call('POST', '/user/contracts', { ...body, contract_no: '' })).json().msg).toBe('contract_no：必填');
    expect((await call('POST', '/user/contracts', { ...body, settlement_method_code: 'NOPE' })).json().msg).toBe('结算方式不存在');
    expect((await call('POST', '/user/contracts', { ...body, attachment_fileids: ['missing'] })).statusCode).toBe(404);
    const [foreign] = await list('/user/resource_binding/transporter/list?object_sub_type=T_ZX', s2);
    expect((await call('POST', '/user/contracts', { ...body, resource_id: foreign.id })).statusCode).toBe(404);
  });
});

describe('transport lines', () => {
  it('creates a line with a leg, adds and removes legs with totals in cents', async () => {
    const stations = await list('/user/stations?format=dropdown&per_page=50');
    const [carrier] = await list('/user/resource_binding/transporter/list?object_sub_type=T_ZX');
    const [a, b, c] = stations;
    const created = await call('POST', '/user/lines', {
      name: '测试干线',
      start_station_id: a.id,
      end_station_id: c.id,
      legs: [{ from_station_id: a.id, to_station_id: b.id, carrier_resource_id: carrier.id, hours: 4, price_cents: 12050 }],
    });
    expect(created.statusCode).toBe(200);
    const line = created.json().data;
    expect(line).toMatchObject({ start_station_name: a.name, end_station_name: c.name, leg_count: 1, total_hours: 4, total_price_cents: 12050 });
    expect(line.legs[0]).toMatchObject({ seq: 1, from_station_name: a.name, to_station_name: b.name, carrier_name: carrier.name });
    const withTwo = (await call('POST', `/user/lines/${line.id}/legs`, { from_station_id: b.id, to_station_id: c.id, carrier_resource_id: carrier.id, hours: '3', price_cents: '8000' })).json().data;
    expect(withTwo).toMatchObject({ leg_count: 2, total_hours: 7, total_price_cents: 20050 });
    expect(withTwo.legs.map((l: { seq: number }) => l.seq)).toEqual([1, 2]);
    const listed = (await call('GET', '/user/lines?name=测试')).json().data;
    expect(listed.list[0]).toMatchObject({ id: line.id, leg_count: 2 });
    const afterRemove = (await call('DELETE', `/user/lines/${line.id}/legs/${withTwo.legs[0].id}`)).json().data;
    expect(afterRemove.legs).toHaveLength(1);
    expect((await call('POST', '/user/lines', { name: '测试干线', start_station_id: a.id, end_station_id: b.id })).json().msg).toBe('线路名称已存在');
    expect((await call('PUT', `/user/lines/${line.id}`, { name: '测试干线2', start_station_id: a.id, end_station_id: b.id })).json().data.name).toBe('测试干线2');
  });

  it('validates stations, legs and money', async () => {
    const [a, b] = await list('/user/stations?format=dropdown');
    const [carrier] = await list('/user/resource_binding/transporter/list?object_sub_type=T_ZX');
    expect((await call('POST', '/user/lines', { name: 'x', start_station_id: a.id, end_station_id: a.id })).json().msg).toBe('end_station_id：起点站和终点站不能相同');
    expect((await call('POST', '/user/lines', { name: '', start_station_id: a.id, end_station_id: b.id })).json().msg).toBe('name：必填');
    const line = (await call('POST', '/user/lines', { name: '校验线', start_station_id: a.id, end_station_id: b.id })).json().data;
    const leg = { from_station_id: a.id, to_station_id: b.id, carrier_resource_id: carrier.id, hours: 2, price_cents: 100 };
    expect((await call('POST', `/user/lines/${line.id}/legs`, { ...leg, price_cents: 1.5 })).json().msg).toBe('price_cents：类型错误，应为整数');
    expect((await call('POST', `/user/lines/${line.id}/legs`, { ...leg, hours: 0 })).json().msg).toBe('hours：不能小于1');
    expect((await call('POST', `/user/lines/${line.id}/legs`, { ...leg, carrier_resource_id: undefined })).json().msg).toBe('carrier_resource_id：必填');
  });

  it("another company's line, station or carrier is not found", async () => {
    const [a, b] = await list('/user/stations?format=dropdown');
    const [foreignStation] = await list('/user/stations?format=dropdown', s2);
    const [carrier] = await list('/user/resource_binding/transporter/list?object_sub_type=T_ZX');
    const [foreignCarrier] = await list('/user/resource_binding/transporter/list?object_sub_type=T_ZX', s2);
    expect((await call('POST', '/user/lines', { name: 'f1', start_station_id: a.id, end_station_id: foreignStation.id })).statusCode).toBe(404);
    const line = (await call('POST', '/user/lines', { name: 'f2', start_station_id: a.id, end_station_id: b.id })).json().data;
    const leg = { from_station_id: a.id, to_station_id: b.id, carrier_resource_id: foreignCarrier.id, hours: 2, price_cents: 100 };
    expect((await call('POST', `/user/lines/${line.id}/legs`, leg)).statusCode).toBe(404);
    expect((await call('GET', `/user/lines/${line.id}`, undefined, s2)).statusCode).toBe(404);
    expect((await call('POST', `/user/lines/${line.id}/legs`, { ...leg, carrier_resource_id: carrier.id }, s2)).statusCode).toBe(404);
    expect((await call('DELETE', `/user/lines/${line.id}`, undefined, s2)).statusCode).toBe(404);
    expect((await call('GET', '/user/lines', undefined, s2)).json().data.total).toBe(0);
    expect((await call('DELETE', `/user/lines/${line.id}`)).statusCode).toBe(200);
  });
});
