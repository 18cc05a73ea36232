/** Batch order actions: a result per order, shared fields validated once, a size cap. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../../db/schema';
import { setupOrderActions } from './actions-fixture';

const { f, newOrder, statusOf } = setupOrderActions();

describe('batch actions', () => {
  it('reports per order; one bad order does not fail the rest', async () => {
    const good1 = await newOrder('TO_RECEIVE');
    const good2 = await newOrder('TO_RECEIVE');
    const wrong = await newOrder('ARCHIVED');
    const foreign = (await f.t.database.db.select().from(orders).where(eq(orders.companyId, f.servicer2.body.data.user.company_id)).limit(1))[0];
    const res = await f.t.app.inject({
      method: 'POST',
      url: '/api/order/orders/batch/receive',
      headers: f.servicer.headers,
      payload: { nos: [good1.orderNo, wrong.orderNo, '2999999999999', foreign.orderNo, good2.orderNo, 'abc'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { list: { order_no: string; ok: boolean; msg?: string; status?: string }[]; succeeded: number; failed: number };
    expect(data.succeeded).toBe(2);
    expect(data.failed).toBe(4);
    expect(data.list.map((r) => r.ok)).toEqual([true, false, false, false, true, false]);
    expect(data.list[1].msg).toBe(`订单${wrong.orderNo}当前状态为“已归档”，不能收货`);
    expect(data.list[2].msg).toBe('订单2999999999999不存在');
    expect(data.list[3].msg).toBe(`订单${foreign.orderNo}不存在`);
    expect((await statusOf(good1.id)).status).toBe('RECEIVED');
    expect((await statusOf(foreign.id)).status).toBe(foreign.status);
  });

  it('assigns many orders with one provider and validates the shared fields once', async () => {
    const a = await newOrder('TO_ASSIGN');
    const b = await newOrder('TO_ASSIGN');
    const bad = await f.t.app.inject({ method: 'POST', url: '/api/order/orders/batch/assign', headers: f.servicer.headers, payload: { nos: [a.orderNo] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('delivery_resource_id');
    const res = await f.t.app.inject({ method: 'POST', url: '/api/order/orders/batch/assign', headers: f.servicer.headers, payload: { nos: [a.orderNo, b.orderNo], delivery_resource_id: f.deliveryResource } });
    expect(res.json().data.succeeded).toBe(2);
    expect((await statusOf(b.id)).deliveryResourceId).toBe(f.deliveryResource);
  });

  it('has no batch route for single-order actions and caps the batch size', async () => {
    expect((await f.t.app.inject({ method: 'POST', url: '/api/order/orders/batch/sign', headers: f.servicer.headers, payload: { nos: ['1'] } })).statusCode).toBe(404);
    const many = Array.from({ length: 501 }, (_, i) => `2${String(i).padStart(12, '0')}`);
    expect((await f.t.app.inject({ method: 'POST', url: '/api/order/orders/batch/receive', headers: f.servicer.headers, payload: { nos: many } })).statusCode).toBe(400);
  });
});
