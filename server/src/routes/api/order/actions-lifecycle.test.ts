/** Order actions over the API: the whole lifecycle, the transition table, and what an action is refused for. */
import { describe, expect, it } from 'vitest';
import { ORDER_ACTIONS, TRANSITIONS, isDirectAction } from '../../../../../src/domain/order-lifecycle';
import { ORDER_STATUSES } from '../../../../../src/domain/order-status';
import { setupOrderActions } from './actions-fixture';

const { f, newOrder, act, ok, statusOf, eventCount } = setupOrderActions();

describe('order lifecycle over the API', () => {
  it('walks an order from draft to archived, each step by its role, and records the timeline', async () => {
    const o = await newOrder('DRAFT');
    expect((await ok(f.consignor, o.id, 'submit')).order.status).toBe('PENDING_REVIEW');
    expect((await ok(f.servicer, o.orderNo, 'approve')).order.status).toBe('TO_RECEIVE');
    await ok(f.servicer, o.id, 'receive');
    await ok(f.servicer, o.id, 'warehouse_in', { warehouse_id: f.warehouseId });
    await ok(f.servicer, o.id, 'warehouse_out');
    await ok(f.servicer, o.id, 'depart', { vehicle_no: '沪A12345' });
    await ok(f.servicer, o.id, 'arrive');
    expect((await ok(f.servicer, o.id, 'assign', { delivery_resource_id: f.driverResource })).order.status).toBe('TO_APPOINT');
    await ok(f.driver, o.id, 'appoint', { appoint_at: '2026-11-25 10:00' });
    expect((await ok(f.driver, o.id, 'sign', { signer: '张三', photos: ['sign-photo-1'], memo: '完好' })).order.status).toBe('TO_REVISIT');
    const last = await ok(f.servicer, o.id, 'feedback', { result: 'SATISFIED', notes: '满意' });
    expect(last.order.status).toBe('ARCHIVED');
    const row = await statusOf(o.id);
    expect(row).toMatchObject({ status: 'ARCHIVED', warehouseId: f.warehouseId, deliveryResourceId: f.driverResource, signer: '张三', signPhotos: ['sign-photo-1'], isNotOutStorage: false, feedbackResult: 'SATISFIED' });

    const events = await f.t.app.inject({ method: 'GET', url: `/api/order/orders/${o.id}/events`, headers: f.consignor.headers });
    expect(events.statusCode).toBe(200);
    const list = events.json().data.list as { action: string; from_status: string; to_status: string; actor_role: string }[];
    expect(list.map((e) => e.action)).toEqual(['submit', 'approve', 'receive', 'warehouse_in', 'warehouse_out', 'depart', 'arrive', 'assign', 'appoint', 'sign', 'feedback']);
    expect(list[0]).toMatchObject({ from_status: 'DRAFT', to_status: 'PENDING_REVIEW', actor_role: 'consignor' });
    expect(list[9]).toMatchObject({ from_status: 'TO_SIGN', to_status: 'TO_REVISIT', actor_role: 'driver' });
    // history keeps the names of what an action pointed at
    expect((list[3] as unknown as { data: Record<string, unknown> }).data).toMatchObject({ warehouse_id: f.warehouseId, warehouse_name: expect.any(String) });
    expect((list[7] as unknown as { data: Record<string, unknown> }).data).toMatchObject({ delivery_resource_id: f.driverResource, delivery_name: expect.any(String) });
  });

  it('refuses an action from a wrong status with a clear message and changes nothing', async () => {
    const o = await newOrder('ARCHIVED');
    const res = await act(f.servicer, o.id, 'approve');
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(`订单${o.orderNo}当前状态为“已归档”，不能审核通过`);
    const en = await act(f.servicer, o.id, 'approve', {}, { 'accept-language': 'en' });
    expect(en.json().msg).toBe(`Order ${o.orderNo} is "Archived": "Approve" is not allowed`);
    expect(await statusOf(o.id)).toMatchObject({ status: 'ARCHIVED', version: 0 });
    expect(await eventCount(o.id)).toBe(0);
  });

  it('tries every action from every status and allows exactly what the table says (servicer)', async () => {
    const body: Partial<Record<string, Record<string, unknown>>> = {
      reject: { reason: '信息不全' },
      warehouse_in: { warehouse_id: f.warehouseId },
      assign: { delivery_resource_id: f.deliveryResource },
      change_assignment: { delivery_resource_id: f.deliveryResource, reason: '改派' },
      appoint: { appoint_at: '2026-11-25 10:00' },
      reappoint: { appoint_at: '2026-11-26 10:00', reason: '客户改期' },
      sign: { signer: '李四', photos: ['desk-photo-1'] },
      recheck_reject: { reason: '照片不清' },
      feedback: { result: 'NEUTRAL' },
      intercept: { reason: '商家要求' },
      request_change: { changes: { end_tel: '13900002222' }, reason: '客户换号' },
      reject_change: { reason: '不允许' },
    };
    for (const status of ORDER_STATUSES) {
      for (const action of ORDER_ACTIONS.filter(isDirectAction)) {
        const t0 = TRANSITIONS[action];
        const o = await newOrder(status, {
          heldFrom: status === 'ABNORMAL' || status === 'INTERCEPTED' ? 'TO_SIGN' : null,
          pendingChange: t0.pendingChange ? { changes: { end_tel: '13900003333' }, reason: 'x', by: 1, at: new Date().toISOString() } : null,
          createVariant: 'waybill',
        });
        const res = await act(f.servicer, o.id, action, body[action] ?? {});
        const allowed = t0.from.includes(status) && t0.roles.includes('servicer');
        expect(res.statusCode, `${action} from ${status}: ${res.body}`).toBe(allowed ? 200 : 400);
        expect(await eventCount(o.id)).toBe(allowed ? 1 : 0);
      }
    }
  }, 120_000);

  it('refuses every action of another area (transit, abnormal records) from a status it takes, naming the area, and writes nothing', async () => {
    for (const action of ORDER_ACTIONS.filter((a) => !isDirectAction(a))) {
      const t0 = TRANSITIONS[action];
      const o = await newOrder(t0.from[0], { heldFrom: t0.from[0] === 'ABNORMAL' ? 'TO_SIGN' : null });
      const res = await act(f.servicer, o.id, action, {});
      expect(res.statusCode, `${action}: ${res.body}`).toBe(400);
      expect(res.json().msg, action).toContain(t0.via === 'transit' ? '只能在中转管理中完成' : '只能通过异常单完成');
      expect(res.json().msg, action).toContain(o.orderNo);
      expect(await statusOf(o.id)).toMatchObject({ status: t0.from[0], version: 0 });
      expect(await eventCount(o.id)).toBe(0);
    }
    expect(ORDER_ACTIONS.filter((a) => TRANSITIONS[a].via === 'abnormal')).toEqual(['report_abnormal', 'resolve_abnormal']);
  });

  it('refuses an action the role may not do', async () => {
    const o = await newOrder('PENDING_REVIEW');
    const res = await act(f.consignor, o.id, 'approve');
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('当前账号不能对订单执行“审核通过”');
    const admin = await f.t.login('admin');
    expect((await act(admin, o.id, 'approve')).statusCode).toBe(403);
  });

  it('validates the fields an action needs, naming them', async () => {
    const o = await newOrder('TO_ASSIGN');
    const missing = await act(f.servicer, o.id, 'assign', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toContain('delivery_resource_id');
    const extra = await act(f.servicer, o.id, 'assign', { delivery_resource_id: f.deliveryResource, status: 'ARCHIVED' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().msg).toContain('status');
    const foreign = await act(f.servicer, o.id, 'assign', { delivery_resource_id: f.foreignResource });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().msg).toBe('配送服务商或司机不存在');
    const consignorAsDelivery = await act(f.servicer, o.id, 'assign', { delivery_resource_id: f.consignorResource });
    expect(consignorAsDelivery.json().msg).toBe('配送服务商或司机不存在');
    const w = await newOrder('RECEIVED');
    const wh = await act(f.servicer, w.id, 'warehouse_in', { warehouse_id: f.foreignWarehouse });
    expect(wh.json().msg).toBe('仓库不存在');
    const s = await newOrder('TO_SIGN');
    const photo = await act(f.servicer, s.id, 'sign', { signer: '王五', photos: ['no-such-photo'] });
    expect(photo.json().msg).toBe('图片不存在：no-such-photo');
    // a photo of a company that is neither the order's nor the signer's
    const theirs = await act(f.servicer, s.id, 'sign', { signer: '王五', photos: ['sign-photo-1'] });
    expect(theirs.json().msg).toBe('图片不存在：sign-photo-1');
    expect(await eventCount(o.id)).toBe(0);
    expect((await statusOf(s.id)).status).toBe('TO_SIGN');
  });

  it("answers 404 for another company's order, by id and by number", async () => {
    const o = await newOrder('PENDING_REVIEW');
    expect((await act(f.servicer2, o.id, 'approve')).statusCode).toBe(404);
    expect((await act(f.servicer2, o.orderNo, 'approve')).statusCode).toBe(404);
    expect((await f.t.app.inject({ method: 'GET', url: `/api/order/orders/${o.id}/events`, headers: f.servicer2.headers })).statusCode).toBe(404);
    expect((await statusOf(o.id)).status).toBe('PENDING_REVIEW');
  });

  it('scopes delivery accounts to the orders assigned to them', async () => {
    const mine = await newOrder('TO_APPOINT', { deliveryResourceId: f.deliveryResource });
    const other = await newOrder('TO_APPOINT', { deliveryResourceId: f.driverResource });
    await ok(f.delivery, mine.id, 'appoint', { appoint_at: '2026-11-25T10:00:00+08:00' });
    expect((await act(f.delivery, other.id, 'appoint', { appoint_at: '2026-11-25 10:00' })).statusCode).toBe(404);
  });
});
