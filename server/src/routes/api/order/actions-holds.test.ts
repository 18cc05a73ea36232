/** Order actions off the main path: holds (abnormal records, intercept), change requests, and the recycle bin. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderEvents } from '../../../db/schema';
import { setupOrderActions } from './actions-fixture';

const { f, newOrder, act, ok, statusOf, eventCount, registerAbnormal, endAbnormal } = setupOrderActions();

const timeline = async (id: number) => (await f.t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(orderEvents.id)).map((e) => e.action);

describe('order lifecycle over the API', () => {
  it('holds and releases: an abnormal record and intercept return the order to the status it came from', async () => {
    const o = await newOrder('IN_WAREHOUSE');
    const record = await registerAbnormal(f.servicer, o.id);
    expect(record.holds_order).toBe(true);
    expect(await statusOf(o.id)).toMatchObject({ status: 'ABNORMAL', heldFrom: 'IN_WAREHOUSE' });
    expect((await statusOf(o.id)).tags).toContain('ABNORMAL');
    await endAbnormal(f.servicer, record.id);
    expect(await statusOf(o.id)).toMatchObject({ status: 'IN_WAREHOUSE', heldFrom: null });
    expect((await statusOf(o.id)).tags).not.toContain('ABNORMAL');
    await ok(f.consignor, o.id, 'intercept', { reason: '客户取消' });
    expect((await ok(f.servicer, o.id, 'release_intercept')).order.status).toBe('IN_WAREHOUSE');
    expect((await statusOf(o.id)).heldFrom).toBeNull();
  });

  it('refuses report_abnormal and resolve_abnormal on the generic route: an abnormal record holds the order', async () => {
    const o = await newOrder('TO_SIGN');
    const report = await act(f.servicer, o.id, 'report_abnormal', { abnormal_type_code: 'DAMAGED', description: '破损' });
    expect(report.statusCode).toBe(400);
    expect(report.json().msg).toBe(`“上报异常”只能通过异常单完成：请在异常管理中为订单${o.orderNo}登记或处理异常单`);
    // whoever asks, whatever the body (the record's fields are the abnormal area's to check)
    const en = await act(f.consignor, o.orderNo, 'report_abnormal', {}, { 'accept-language': 'en' });
    expect(en.statusCode).toBe(400);
    expect(en.json().msg).toBe(`"Report abnormal" is done only through an abnormal record: register or handle the abnormal record of order ${o.orderNo} in Abnormal handling`);
    expect(await statusOf(o.id)).toMatchObject({ status: 'TO_SIGN', version: 0 });
    expect(await eventCount(o.id)).toBe(0);
    // another company's order is still not found
    expect((await act(f.servicer2, o.id, 'report_abnormal', {})).statusCode).toBe(404);
    // transit's own actions answer the same way
    const split = await act(f.servicer, o.id, 'split', {});
    expect(split.statusCode).toBe(400);
    expect(split.json().msg).toBe(`“拆单”只能在中转管理中完成（装车发车、到货、路由重置、拆单），不能直接操作订单${o.orderNo}`);

    // two records hold the order (the desk's and the merchant's); the order goes on only when the last one stops
    const desk = await registerAbnormal(f.servicer, o.id);
    const merchant = await registerAbnormal(f.consignor, o.id, { type_code: 'SHORTAGE', stage: 'delivery', description: '少一件' });
    expect([desk.holds_order, merchant.holds_order]).toEqual([true, true]);
    expect(await statusOf(o.id)).toMatchObject({ status: 'ABNORMAL', heldFrom: 'TO_SIGN' });
    const resolve = await act(f.servicer, o.id, 'resolve_abnormal', { resolution: '已处理' });
    expect(resolve.statusCode).toBe(400);
    expect(resolve.json().msg).toBe(`“异常处理完成”只能通过异常单完成：请在异常管理中为订单${o.orderNo}登记或处理异常单`);
    expect((await statusOf(o.id)).status).toBe('ABNORMAL');
    await endAbnormal(f.servicer, desk.id);
    expect((await statusOf(o.id)).status).toBe('ABNORMAL');
    await endAbnormal(f.servicer, merchant.id, '已补发');
    expect(await statusOf(o.id)).toMatchObject({ status: 'TO_SIGN', heldFrom: null });
    // one hold and one release on the timeline, between the records' own events
    const lifecycle = (await timeline(o.id)).filter((a) => !a.startsWith('abnormal_'));
    expect(lifecycle).toEqual(['report_abnormal', 'resolve_abnormal']);
    // the order goes on along its path
    expect((await ok(f.servicer, o.id, 'sign', { signer: '李四', photos: ['desk-photo-1'] })).order.status).toBe('TO_REVISIT');
  });

  it('approves a change request of the receiver details', async () => {
    const o = await newOrder('TO_ASSIGN');
    await ok(f.consignor, o.id, 'request_change', { changes: { end_tel: '13912345678', end_contact: '张小三' }, reason: '客户换号' });
    expect((await act(f.consignor, o.id, 'request_change', { changes: { end_tel: '13912345679' }, reason: '再改' })).json().msg).toBe(`订单${o.orderNo}已有待审批的改单申请`);
    await ok(f.servicer, o.id, 'approve_change');
    expect(await statusOf(o.id)).toMatchObject({ endTel: '13912345678', endContact: '张小三', pendingChange: null, status: 'TO_ASSIGN' });
  });

  it('recycles, restores and destroys', async () => {
    const o = await newOrder('DRAFT');
    await ok(f.consignor, o.id, 'cancel', { reason: '重复下单' });
    expect((await ok(f.consignor, o.id, 'restore')).order.status).toBe('DRAFT');
    await ok(f.servicer, o.id, 'cancel');
    await ok(f.servicer, o.id, 'destroy');
    expect((await act(f.servicer, o.id, 'restore')).statusCode).toBe(404);
    expect((await statusOf(o.id)).deletedAt).not.toBeNull();
    expect(await eventCount(o.id)).toBe(4);
  });
});
