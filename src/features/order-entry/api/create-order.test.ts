import { beforeEach, describe, expect, it, vi } from 'vitest';

class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly msg: string,
  ) {
    super(msg);
  }
}
const api = vi.hoisted(() => ({ apiPost: vi.fn() }));
vi.mock('@/lib/api-client', () => ({ ...api, ApiError }));
const outbox = vi.hoisted(() => ({ enqueue: vi.fn() }));
vi.mock('@/lib/outbox', () => outbox);

const { clientOrderNoFor, createOrder } = await import('./create-order');

beforeEach(() => {
  api.apiPost.mockReset();
  outbox.enqueue.mockReset();
});

describe('createOrder', () => {
  it('uses the typed client order number, else one made from the form key', () => {
    expect(clientOrderNoFor(' PO-1 ', 'k')).toBe('PO-1');
    expect(clientOrderNoFor('', 'abc-123')).toBe('idem:abc-123');
    expect(clientOrderNoFor(undefined, 'abc-123')).toBe('idem:abc-123');
  });

  it('maps the outbox outcomes', async () => {
    const order = { id: 1, order_no: '2001', status: 'DRAFT', existing: false };
    outbox.enqueue.mockResolvedValueOnce({ outcome: 'sent', entry: {}, result: order });
    expect(await createOrder({ variant: 'waybill' }, 'key-1')).toEqual({ outcome: 'sent', order });
    expect(outbox.enqueue.mock.calls[0][0]).toMatchObject({ kind: 'order.create', entity: 'order-new:idem:key-1', payload: { body: { variant: 'waybill', client_order_no: 'idem:key-1' } }, label: { action: 'createDraft' } });
    outbox.enqueue.mockResolvedValueOnce({ outcome: 'queued', entry: {} });
    expect(await createOrder({ variant: 'waybill', submit: true }, 'key-1')).toEqual({ outcome: 'queued', clientOrderNo: 'idem:key-1' });
    outbox.enqueue.mockResolvedValueOnce({ outcome: 'rejected', entry: {}, error: new ApiError('400', '商家不存在') });
    expect(await createOrder({ variant: 'waybill' }, 'key-1')).toEqual({ outcome: 'rejected', message: '商家不存在' });
  });

  it('without a local database sends it directly, keyed by its client order number', async () => {
    outbox.enqueue.mockRejectedValue(Object.assign(new Error('unavailable'), { reason: 'unavailable' }));
    api.apiPost.mockResolvedValueOnce({ id: 2, order_no: '2002', status: 'DRAFT', existing: false });
    expect(await createOrder({ variant: 'waybill' }, 'key-12345678')).toMatchObject({ outcome: 'sent', order: { order_no: '2002' } });
    expect(api.apiPost.mock.calls[0][1]).toMatchObject({ client_order_no: 'idem:key-12345678' });
    expect(api.apiPost.mock.calls[0][2].headers['Idempotency-Key']).toBe('idem:key-12345678');
    api.apiPost.mockRejectedValueOnce(new ApiError('400', '地址不详'));
    expect(await createOrder({ variant: 'waybill' }, 'key-12345678')).toEqual({ outcome: 'rejected', message: '地址不详' });
  });

  it('a quota failure reaches the form', async () => {
    outbox.enqueue.mockRejectedValue(Object.assign(new Error('存储空间已满'), { reason: 'quota' }));
    await expect(createOrder({ variant: 'waybill' }, 'key-1')).rejects.toThrow('存储空间已满');
    expect(api.apiPost).not.toHaveBeenCalled();
  });
});
