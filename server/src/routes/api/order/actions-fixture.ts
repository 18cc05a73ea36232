/**
 * Shared setup of the order action tests: one app per test file, the demo sessions and the ids they act
 * with, and short helpers to make an order, act on it and read it back.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { OrderStatus } from '../../../../../src/domain/order-status';
import { files, orderEvents, orders, resources, users, warehouses } from '../../../db/schema';
import { createTestApp, type Session, type TestApp } from '../../../test-helpers';

export interface OrderActionsContext {
  t: TestApp;
  servicer: Session;
  servicer2: Session;
  consignor: Session;
  driver: Session;
  delivery: Session;
  servicerCompany: number;
  consignorResource: number;
  driverResource: number;
  deliveryResource: number;
  warehouseId: number;
  foreignWarehouse: number;
  foreignResource: number;
}

/** Registers the calling file's beforeAll/afterAll; `f` is filled in before its first test runs. */
export function setupOrderActions() {
  const f = {} as OrderActionsContext;
  let seq = 0;

  beforeAll(async () => {
    const t = await createTestApp();
    const [servicer, servicer2, consignor, driver, delivery] = await Promise.all(['servicer', 'servicer2', 'consignor', 'driver', 'delivery'].map((u) => t.login(u)));
    const servicerCompany = servicer.body.data.user.company_id;
    const db = t.database.db;
    const userRow = async (username: string) => (await db.select().from(users).where(eq(users.username, username)))[0];
    const company2 = servicer2.body.data.user.company_id;
    Object.assign(f, {
      t,
      servicer,
      servicer2,
      consignor,
      driver,
      delivery,
      servicerCompany,
      consignorResource: (await userRow('consignor')).resourceId!,
      driverResource: (await userRow('driver')).resourceId!,
      deliveryResource: (await userRow('delivery')).resourceId!,
      warehouseId: (await db.select().from(warehouses).where(eq(warehouses.companyId, servicerCompany)))[0].id,
      foreignWarehouse: (await db.select().from(warehouses).where(eq(warehouses.companyId, company2)))[0].id,
      foreignResource: (await db.select().from(resources).where(and(eq(resources.companyId, company2), eq(resources.objectSubType, 'T_PZ'))))[0].id,
    } satisfies OrderActionsContext);
    await db.insert(files).values([
      { fileid: 'sign-photo-1', companyId: driver.body.data.user.company_id, storageKey: 'x', contentType: 'image/png', size: 10, sha256: 'x' },
      { fileid: 'desk-photo-1', companyId: servicerCompany, storageKey: 'y', contentType: 'image/png', size: 10, sha256: 'y' },
    ]);
  });
  afterAll(() => f.t.close());

  /** A fresh order of the servicer in `status` (consignor's resource, pre-order, so it is reviewed). */
  async function newOrder(status: OrderStatus, extra: Partial<typeof orders.$inferInsert> = {}) {
    seq += 1;
    const [row] = await f.t.database.db
      .insert(orders)
      .values({
        companyId: f.servicerCompany,
        orderNo: `29${String(Date.now()).slice(-8)}${String(seq).padStart(4, '0')}`,
        appCode: 'BANG',
        status,
        consignorResourceId: f.consignorResource,
        createVariant: 'pre-order',
        endContact: '张三',
        endTel: '13800001111',
        endAddress: '人民路1号',
        ...extra,
      })
      .returning();
    return row;
  }

  const act = (s: Session, key: string | number, action: string, body: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    f.t.app.inject({ method: 'POST', url: `/api/order/orders/${key}/actions/${action}`, headers: { ...s.headers, ...headers }, payload: body });

  async function ok(s: Session, key: string | number, action: string, body: Record<string, unknown> = {}) {
    const res = await act(s, key, action, body);
    expect(res.statusCode, `${action}: ${res.body}`).toBe(200);
    return res.json().data as { order: { status: OrderStatus; version: number }; event: { from_status: string; to_status: string; occurred_at: string }; replayed: boolean };
  }

  /**
   * An abnormal record on the order through the abnormal API (the only way an order is held abnormal since the
   * lifecycle's report_abnormal is the abnormal area's): held by default. Answers the record.
   */
  async function registerAbnormal(s: Session, orderId: number, body: Record<string, unknown> = {}) {
    const res = await f.t.app.inject({
      method: 'POST',
      url: '/api/abnormal/records',
      headers: s.headers,
      payload: { order_id: orderId, type_code: 'DAMAGED', stage: 'warehouse', description: '破损', ...body },
    });
    expect(res.statusCode, `register abnormal: ${res.body}`).toBe(200);
    return res.json().data as { id: number; abnormal_no: string; status: string; holds_order: boolean };
  }

  /** A record transition (accept, end, reject, release…) through the abnormal API; answers the record. */
  async function abnormalAction(s: Session, recordId: number, action: string, body: Record<string, unknown> = {}) {
    const res = await f.t.app.inject({ method: 'POST', url: `/api/abnormal/records/${recordId}/actions/${action}`, headers: s.headers, payload: body });
    expect(res.statusCode, `abnormal ${action}: ${res.body}`).toBe(200);
    return res.json().data as { id: number; status: string; holds_order: boolean };
  }

  /** Accepts and ends a record (the desk's): the record stops holding its order. */
  async function endAbnormal(s: Session, recordId: number, resolution = '已处理') {
    await abnormalAction(s, recordId, 'accept', { responsible_party: 'warehouse' });
    return abnormalAction(s, recordId, 'end', { resolution });
  }

  const statusOf = async (id: number) => (await f.t.database.db.select().from(orders).where(eq(orders.id, id)))[0];
  const eventCount = async (id: number) => (await f.t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, id))).length;

  return { f, newOrder, act, ok, statusOf, eventCount, registerAbnormal, abnormalAction, endAbnormal };
}
