/** Order actions replayed from the offline outbox: idempotency keys, races, and the time the user acted. */
import { describe, expect, it } from 'vitest';
import { setupOrderActions } from './actions-fixture';

const { f, newOrder, act, ok, statusOf, eventCount } = setupOrderActions();

describe('order lifecycle over the API', () => {
  it('applies an action once per Idempotency-Key, also when the same request races itself', async () => {
    const o = await newOrder('TO_RECEIVE');
    const headers = { 'idempotency-key': 'outbox-entry-0001' };
    const first = await act(f.servicer, o.id, 'receive', {}, headers);
    const again = await act(f.servicer, o.id, 'receive', {}, headers);
    expect(first.json().data.replayed).toBe(false);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    // the stored first answer, not a second execution
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data).toEqual(first.json().data);
    expect(await eventCount(o.id)).toBe(1);
    // the same key with another body is refused, and changes nothing
    const other = await act(f.servicer, o.id, 'receive', { memo: '另一份' }, headers);
    expect(other.statusCode).toBe(422);
    expect(other.json().msg).toBe('该幂等键已用于另一份不同的请求');
    expect(await eventCount(o.id)).toBe(1);

    const r = await newOrder('TO_RECEIVE');
    const raced = await Promise.all([1, 2, 3].map(() => act(f.servicer, r.id, 'receive', {}, { 'idempotency-key': 'outbox-entry-0002' })));
    // one executes; a repeat arriving while it runs is told to come back later (402), none acts twice
    expect(raced.every((x) => x.statusCode === 200 || x.statusCode === 402)).toBe(true);
    expect(raced.filter((x) => x.statusCode === 200 && x.headers['idempotent-replayed'] === undefined)).toHaveLength(1);
    for (const x of raced.filter((y) => y.statusCode === 402)) expect(x.json().msg).toBe('请勿重复提交');
    const later = await act(f.servicer, r.id, 'receive', {}, { 'idempotency-key': 'outbox-entry-0002' });
    expect(later.statusCode).toBe(200);
    expect(later.headers['idempotent-replayed']).toBe('true');
    expect(await eventCount(r.id)).toBe(1);
    expect((await act(f.servicer, r.id, 'receive', {}, { 'idempotency-key': 'bad key!' })).statusCode).toBe(400);
  });

  it('lets only one of two concurrent different actions apply', async () => {
    const o = await newOrder('TO_RECEIVE');
    const [a, b] = await Promise.all([act(f.servicer, o.id, 'receive'), act(f.servicer, o.id, 'receive')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    expect(await eventCount(o.id)).toBe(1);
    expect(await statusOf(o.id)).toMatchObject({ status: 'RECEIVED', version: 1 });
  });

  it('records when the user did it, not when it synced', async () => {
    const o = await newOrder('TO_RECEIVE');
    const at = new Date(Date.now() - 3 * 3_600_000).toISOString();
    const done = await ok(f.servicer, o.id, 'receive', { occurred_at: at });
    expect(done.event.occurred_at).toBe(at);
    expect((await statusOf(o.id)).statusChangedAt.toISOString()).toBe(at);
    const future = await act(f.servicer, o.id, 'warehouse_in', { warehouse_id: f.warehouseId, occurred_at: new Date(Date.now() + 3_600_000).toISOString() });
    expect(future.json().msg).toBe('操作时间不能晚于当前时间');
  });
});
