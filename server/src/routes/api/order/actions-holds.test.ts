/** Order actions off the main path: holds (abnormal, intercept), change requests, and the recycle bin. */
import { describe, expect, it } from 'vitest';
import { setupOrderActions } from './actions-fixture';

const { f, newOrder, act, ok, statusOf, eventCount } = setupOrderActions();

describe('order lifecycle over the API', () => {
  it('holds and releases: abnormal and intercept return to the status they came from', async () => {
    const o = await newOrder('IN_WAREHOUSE');
    await ok(f.servicer, o.id, 'report_abnormal', { abnormal_type_code: 'DAMAGE', description: '破损' });
    expect(await statusOf(o.id)).toMatchObject({ status: 'ABNORMAL', heldFrom: 'IN_WAREHOUSE' });
    expect((await statusOf(o.id)).tags).toContain('ABNORMAL');
    expect((await ok(f.servicer, o.id, 'resolve_abnormal', { resolution: '已处理' })).order.status).toBe('IN_WAREHOUSE');
    await ok(f.consignor, o.id, 'intercept', { reason: '客户取消' });
    expect((await ok(f.servicer, o.id, 'release_intercept')).order.status).toBe('IN_WAREHOUSE');
    expect((await statusOf(o.id)).heldFrom).toBeNull();
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
