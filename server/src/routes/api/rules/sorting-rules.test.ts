import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../../test-app';

const t = withTestApp();
const s = t.signIn('servicer');
const s2 = t.signIn('servicer2');

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, session = s) =>
  t.app.inject({ method, url: `/api${url}`, headers: session.headers, ...(payload ? { payload } : {}) });
const first = async (url: string, session = s) => (await call('GET', url, undefined, session)).json().data.list[0] as { id: number; name: string };

describe('sorting rules', () => {
  it('lists the seeded station rule with target names', async () => {
    const list = (await call('GET', '/user/sorting-rules/station')).json().data;
    expect(list.list[0]).toMatchObject({ name: '浦东订单进浦东站', priority: 10, province_code: '310000', district_code_name: '浦东新区' });
    expect(list.list[0].target_station_id_name).toEqual(expect.any(String));
  });

  it('creates a delivery-consignor rule, matches it, updates, disables and deletes it', async () => {
    const consignor = await first('/user/resource_binding/consignor/list');
    const delivery = await first('/user/resource_binding/delivery/');
    const created = await call('POST', '/user/sorting-rules/deliveryConsignor', {
      name: '示例商贸上海配送',
      priority: '5',
      consignor_id: consignor.id,
      province_code: '310000',
      city_code: '',
      delivery_resource_id: delivery.id,
    });
    expect(created.statusCode).toBe(200);
    const rule = created.json().data;
    expect(rule).toMatchObject({ consignor_id: consignor.id, consignor_id_name: consignor.name, delivery_resource_id_name: delivery.name, province_code_name: '上海市', status: 1 });
    const matched = (await call('POST', '/user/sorting-rules/deliveryConsignor/match', { consignor_id: consignor.id, province_code: '310000', city_code: '310100' })).json().data;
    expect(matched.id).toBe(rule.id);
    expect((await call('POST', '/user/sorting-rules/deliveryConsignor/match', { consignor_id: consignor.id, province_code: '320000' })).json().data).toBeNull();
    const updated = (await call('PUT', `/user/sorting-rules/deliveryConsignor/${rule.id}`, { name: '改名', consignor_id: consignor.id, delivery_resource_id: delivery.id })).json().data;
    expect(updated).toMatchObject({ name: '改名', priority: 100 });
    expect(updated.province_code).toBeUndefined();
    await call('PUT', `/user/sorting-rules/deliveryConsignor/${rule.id}/status`, { status: 0 });
    expect((await call('POST', '/user/sorting-rules/deliveryConsignor/match', { consignor_id: consignor.id })).json().data).toBeNull();
    expect((await call('DELETE', `/user/sorting-rules/deliveryConsignor/${rule.id}`)).json().data).toEqual({ removed: true });
  });

  it('validates per kind, naming the field', async () => {
    expect((await call('POST', '/user/sorting-rules/abnormal', { name: 'x', handler_group_id: 1 })).json().msg).toBe('abnormal_type：必填');
    expect((await call('POST', '/user/sorting-rules/station', { name: '' , target_station_id: 1 })).json().msg).toBe('name：必填');
    expect((await call('POST', '/user/sorting-rules/station', { name: 'x', target_station_id: 1, ticket_type: 'A' })).json().msg).toBe('ticket_type：不支持的字段');
    expect((await call('POST', '/user/sorting-rules/station', { name: 'x', target_station_id: 1, province_code: '990000' })).json().msg).toBe('province_code：地区不存在');
    expect((await call('GET', '/user/sorting-rules/nope')).statusCode).toBe(400);
  });

  it("refuses another company's records and hides its rules", async () => {
    const otherStation = await first('/user/stations?format=dropdown', s2);
    expect((await call('POST', '/user/sorting-rules/station', { name: 'x', target_station_id: otherStation.id })).statusCode).toBe(404);
    const mine = (await call('GET', '/user/sorting-rules/station')).json().data.list[0];
    expect((await call('PUT', `/user/sorting-rules/station/${mine.id}`, { name: 'x', target_station_id: otherStation.id }, s2)).statusCode).toBe(404);
    expect((await call('DELETE', `/user/sorting-rules/station/${mine.id}`, undefined, s2)).statusCode).toBe(404);
    expect((await call('GET', '/user/sorting-rules/station', undefined, s2)).json().data.total).toBe(0);
    // a rule id of another kind is not found either
    expect((await call('DELETE', `/user/sorting-rules/delivery/${mine.id}`)).statusCode).toBe(404);
  });

  it('storage-location and abnormal rules point at locations and groups', async () => {
    const loc = (await call('GET', '/user/sorting-rules-options/storage-locations')).json().data.list[0];
    expect(loc).toBeDefined();
    const res = await call('POST', '/user/sorting-rules/storageLocation', { name: '大件库位', storage_location_id: loc.id, product_category_code: '' });
    expect(res.json().data.storage_location_id_name).toBe(loc.name);
    const group = (await call('GET', '/user/group/tree')).json().data.list[0];
    const ab = await call('POST', '/user/sorting-rules/abnormal', { name: '破损', abnormal_type: 'DAMAGED', handler_group_id: group.id });
    expect(ab.json().data.handler_group_id_name).toBe(group.name);
  });
});
