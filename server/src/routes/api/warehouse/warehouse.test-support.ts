/**
 * The warehouse server tests' world (warehouse.test.ts, warehouse-tasks.test.ts): an app on the seeded database, the
 * servicer and servicer2 signed in, the servicer's first warehouse with its locations, its products and first
 * consignor, and the calls the tests make with them. Each test file opens its own world.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../../test-helpers';

export interface WarehouseWorld {
  t: TestApp;
  s: Session;
  s2: Session;
  wh: { id: number };
  locs: { id: number; code: string }[];
  prods: { id: number; code: string; name: string }[];
  consignor: { id: number; name: string };
}

/** Opens the world before the file's tests and closes it after; its fields are set once beforeAll has run. */
export function warehouseWorld() {
  const w = {} as WarehouseWorld;
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, session = w.s, key?: string) =>
    w.t.app.inject({ method, url: `/api${url}`, headers: { ...session.headers, ...(key ? { 'idempotency-key': key } : {}) }, ...(payload ? { payload } : {}) });
  const data = async (res: ReturnType<typeof call>) => {
    const r = await res;
    if (r.statusCode !== 200) throw new Error(`${r.statusCode} ${r.body}`);
    return r.json().data;
  };
  const act = (id: number, action: string, body: object = {}, session = w.s) => call('POST', `/warehouse/documents/${id}/actions/${action}`, body, session);
  /** the consignor's balance of a product (a carton) at a location */
  const balance = async (productId: number, locationId: number, packageNo = '') => {
    const list = (await data(call('GET', `/warehouse/balances?product_id=${productId}&location_id=${locationId}&per_page=100`))).list as { package_no: string; owner_id: number; on_hand: number; locked: number; available: number }[];
    return list.find((b) => b.package_no === packageNo && b.owner_id === w.consignor.id) ?? { on_hand: 0, locked: 0, available: 0 };
  };
  const noDrift = async () => expect((await data(call('GET', '/warehouse/drift'))).differences).toEqual([]);

  beforeAll(async () => {
    w.t = await createTestApp();
    w.s = await w.t.login('servicer');
    w.s2 = await w.t.login('servicer2');
    [w.wh] = (await call('GET', '/user/warehouse/all?per_page=300')).json().data.list;
    w.locs = (await call('GET', `/user/basic/storage-locations?warehouse_id=${w.wh.id}&per_page=50`)).json().data.list;
    w.prods = (await call('GET', '/user/product/getAllProduct')).json().data.list;
    [w.consignor] = (await call('GET', '/user/resource_binding/consignor/list?per_page=5')).json().data.list;
  });
  afterAll(() => w.t.close());

  return { w, call, data, act, balance, noDrift };
}
