/**
 * Shared setup of the transit route tests (issue 18): one app per test file, the demo servicer and the other
 * company's servicer, a warehouse with a location, two stations, and orders made in the warehouse with their stock
 * received through the order's warehouse_in (the same path the screens use).
 */
import { randomUUID } from 'node:crypto';
import type { sql } from 'drizzle-orm';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { OrderStatus } from '../../../../../src/domain/order-status';
import { orders, products, stations, storageLocations, warehouses } from '../../../db/schema';
import { createTestApp, type Session, type TestApp } from '../../../test-helpers';

export interface TransitFixture {
  t: TestApp;
  s: Session;
  s2: Session;
  companyId: number;
  warehouse: number;
  location: number;
  stations: number[];
  foreignStation: number;
  /** one carton per unit, 2 cartons per unit */
  single: { id: number; code: string; name: string };
  double: { id: number; code: string; name: string };
}

export function setupTransit() {
  const f = {} as TransitFixture;
  let seq = 0;

  beforeAll(async () => {
    const t = await createTestApp();
    const [s, s2] = await Promise.all([t.login('servicer'), t.login('servicer2')]);
    const db = t.database.db;
    const companyId = s.body.data.user.company_id;
    const company2 = s2.body.data.user.company_id;
    const [wh] = await db.select().from(warehouses).where(eq(warehouses.companyId, companyId)).orderBy(warehouses.id);
    const [loc] = await db.select().from(storageLocations).where(eq(storageLocations.warehouseId, wh.id)).orderBy(storageLocations.code);
    const sts = await db.select().from(stations).where(eq(stations.companyId, companyId)).orderBy(stations.id);
    const [foreign] = await db.select().from(stations).where(eq(stations.companyId, company2));
    const prods = await db.select().from(products).where(eq(products.companyId, companyId)).orderBy(products.id).limit(2);
    await db.update(products).set({ package: 1, weightG: 30_000, volumeCm3: 200_000 }).where(eq(products.id, prods[0].id));
    await db.update(products).set({ package: 2, weightG: 80_000, volumeCm3: 1_000_000 }).where(eq(products.id, prods[1].id));
    Object.assign(f, {
      t,
      s,
      s2,
      companyId,
      warehouse: wh.id,
      location: loc.id,
      stations: sts.map((x) => x.id),
      foreignStation: foreign.id,
      single: { id: prods[0].id, code: prods[0].code, name: prods[0].name },
      double: { id: prods[1].id, code: prods[1].code, name: prods[1].name },
    } satisfies TransitFixture);
  });
  afterAll(() => f.t.close());

  function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, session = f.s) {
    return f.t.app.inject({ method, url: `/api${url}`, headers: { ...session.headers, 'idempotency-key': randomUUID() }, ...(payload ? { payload } : {}) });
  }
  async function data(res: ReturnType<typeof call>) {
    const r = await res;
    if (r.statusCode !== 200) throw new Error(`${r.statusCode} ${r.body}`);
    return r.json().data;
  }

  /** An order of the company in `status` with `singles` units of the one-carton product and `doubles` of the two-carton one. */
  async function newOrder(status: OrderStatus, singles = 1, doubles = 0) {
    seq += 1;
    const lines = [
      ...(singles ? [{ product_id: f.single.id, code: f.single.code, name: f.single.name, quantity: singles, package: 1, category_path: '' }] : []),
      ...(doubles ? [{ product_id: f.double.id, code: f.double.code, name: f.double.name, quantity: doubles, package: 2, category_path: '' }] : []),
    ];
    const [row] = await f.t.database.db
      .insert(orders)
      .values({ companyId: f.companyId, orderNo: `28${String(Date.now()).slice(-8)}${String(seq).padStart(4, '0')}`, appCode: 'BANG', status, products: lines, endContact: '李四', endTel: '13800002222', endAddress: '中山路8号' })
      .returning();
    return row;
  }

  /** An order received into the warehouse through its warehouse_in action (its cartons on hand at the location). */
  async function inWarehouse(singles = 1, doubles = 0) {
    const o = await newOrder('RECEIVED', singles, doubles);
    await data(call('POST', `/order/orders/${o.id}/actions/warehouse_in`, { warehouse_id: f.warehouse, location_id: f.location }));
    return o;
  }

  const status = async (ids: number[]) => {
    const rows = await f.t.database.db.select({ id: orders.id, status: orders.status }).from(orders).where(inArray(orders.id, ids));
    return Object.fromEntries(rows.map((r) => [r.id, r.status]));
  };
  const count = async (query: ReturnType<typeof sql>) => Number(((await f.t.database.db.execute(query)) as unknown as { rows: { n: string | number }[] }).rows[0].n);

  const wh = () => `warehouse:${f.warehouse}`;
  const st = (i: number) => `station:${f.stations[i]}`;
  const createLoad = (body: object = {}, session = f.s) =>
    call('POST', '/transit/loads', { type: 'line_haul', from_site: wh(), to_site: st(0), planned_departure_at: new Date(Date.now() + 3600_000).toISOString(), vehicle_type: 'V96', ...body }, session);
  const scan = (loadId: number, scans: { code: string; phase?: 'load' | 'unload'; scan_id?: string }[], session = f.s) =>
    call('POST', `/transit/loads/${loadId}/scans`, { scans: scans.map((x) => ({ scan_id: x.scan_id ?? randomUUID(), phase: x.phase ?? 'load', code: x.code })) }, session);
  const act = (loadId: number, action: string, body: object = {}, session = f.s) => call('POST', `/transit/loads/${loadId}/actions/${action}`, body, session);

  return { f, call, data, newOrder, inWarehouse, status, count, wh, st, createLoad, scan, act, and, eq };
}
