/** The outbox: storing an entry, sending it, and what `enqueue` answers (shared set-up: outbox-fixtures.test-support.ts). */
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/toaster', () => ({ toast: { warning: vi.fn(), error: vi.fn(), success: vi.fn(), info: vi.fn(), dismiss: vi.fn() } }));

import type { OutboxRow } from '@/lib/db';
import { clearSession } from '@/lib/session/token-store';
import { ok, refused } from './fake-server.test-support';
import { enqueue, photoRef } from './index';
import { actionsOf, clock, db, drain, engine, rows, server, setClock, setUpOutboxTests, sign } from './outbox-fixtures.test-support';
import { getStatus } from './status';

setUpOutboxTests();

describe('enqueue', () => {
  it('stores the entry before anything is sent, and sends it with its key as Idempotency-Key and its occurred_at', async () => {
    const stored: (OutboxRow | undefined)[] = [];
    server.handler = async (req) => {
      stored.push((await db.outbox.toArray())[0]);
      return ok({ order: { order_no: req.url.split('/')[3] } });
    };
    const occurredAt = new Date('2026-11-20T08:30:00.000Z');
    const res = await enqueue(sign('2000000001', { occurredAt }));
    expect(res.outcome).toBe('queued');
    await drain();
    expect(stored[0]).toMatchObject({ status: 'sending', entity: 'order:2000000001', occurredAt: occurredAt.toISOString() });
    const [req] = actionsOf(server.seen);
    expect(req).toMatchObject({ method: 'post', url: '/order/orders/2000000001/actions/sign', key: res.entry.key });
    expect(req.body).toEqual({ sign_name: '张三', occurred_at: '2026-11-20T08:30:00.000Z' });
    expect(await db.outbox.count()).toBe(0);
    const sent = await db.sent.toArray();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ id: res.entry.id, occurredAt: occurredAt.toISOString(), sentAt: clock, label: { action: 'sign', target: '2000000001' } });
  });

  it('waits for the outcome when asked: sent with the answer, rejected (entry removed), or queued', async () => {
    server.handler = () => ok({ order: { order_no: '2000000002', status: 'signed' } });
    const sent = await enqueue(sign('2000000002'), { waitMs: 2000 });
    expect(sent).toMatchObject({ outcome: 'sent', result: { order: { order_no: '2000000002' } } });

    server.handler = () => refused('订单状态不允许签收');
    const rejected = await enqueue(sign('2000000003'), { waitMs: 2000 });
    expect(rejected.outcome).toBe('rejected');
    if (rejected.outcome === 'rejected') expect(rejected.error.msg).toBe('订单状态不允许签收');
    expect(await db.outbox.count()).toBe(0);

    // with no answer it says 'queued' as soon as the drain gives up, not after the whole wait
    server.handler = () => 'network';
    const t0 = performance.now();
    const queued = await enqueue(sign('2000000004'), { waitMs: 10_000 });
    expect(queued.outcome).toBe('queued');
    expect(await db.outbox.count()).toBe(1);
    // an entry behind a waiting one of the same order is 'queued' at once too
    const behind = await enqueue(sign('2000000004', { payload: { orderKey: '2000000004', action: 'feedback', data: {} } }), { waitMs: 10_000 });
    expect(behind.outcome).toBe('queued');
    expect(performance.now() - t0).toBeLessThan(3000);
  });

  it('while the server does not answer, new entries probe the network at most every 5 s and are queued at once', async () => {
    server.handler = () => 'network';
    await enqueue(sign('2000000050'));
    await drain();
    expect(getStatus().paused).toBe('offline');
    const before = server.seen.length;
    for (let i = 51; i < 56; i++) {
      const r = await enqueue(sign(`20000000${i}`), { waitMs: 10_000 });
      expect(r.outcome).toBe('queued');
    }
    await engine.settle();
    expect(server.seen.length).toBe(before); // five local writes, no requests
    setClock(clock + 5_001);
    await enqueue(sign('2000000056'));
    await engine.settle();
    expect(server.seen.length).toBe(before + 1); // one probe, which stops at the first lost answer
    expect(await db.outbox.count()).toBe(7);
  });

  it('sends create and update to the entry endpoints with the body as given', async () => {
    await enqueue({ kind: 'order.create', entity: 'order-new:C1', payload: { body: { client_order_no: 'C1', end_contact: '李四' } }, label: { action: 'create', target: '李四' } });
    await enqueue({ kind: 'order.update', entity: 'order-new:C1', payload: { orderKey: '2000000009', body: { end_contact: '王五' } }, label: { action: 'update', target: '2000000009' } });
    await drain();
    expect(actionsOf(server.seen).map((r) => [r.method, r.url, r.body])).toEqual([
      ['post', '/order/orders', { client_order_no: 'C1', end_contact: '李四' }],
      ['put', '/order/orders/2000000009', { end_contact: '王五' }],
    ]);
  });

  it('writes nothing when storage is full, and says so in the user language', async () => {
    vi.spyOn(db.blobs, 'bulkAdd').mockRejectedValueOnce(new DOMException('quota', 'QuotaExceededError'));
    const photo = { ref: photoRef(), data: new ArrayBuffer(8), type: 'image/jpeg', name: 'a.jpg' };
    await expect(enqueue(sign('2000000005', { photos: [photo] }))).rejects.toMatchObject({ name: 'OutboxStorageError', reason: 'quota' });
    await expect(enqueue(sign('2000000005', { photos: [photo] }))).resolves.toMatchObject({ outcome: 'queued' });
    vi.spyOn(db.blobs, 'bulkAdd').mockRejectedValueOnce(new DOMException('quota', 'QuotaExceededError'));
    await expect(enqueue(sign('2000000006', { photos: [{ ...photo, ref: photoRef() }] }))).rejects.toThrow(/storage is full/);
    const left = await rows();
    expect(left.map((r) => r.entity)).toEqual(['order:2000000005']);
    expect(await db.blobs.count()).toBe(1);
  });

  it('asks for persistent storage when the first entry is queued, once, and reports the answer', async () => {
    const persist = vi.fn(async () => true);
    Object.defineProperty(navigator, 'storage', { value: { persist, persisted: async () => false }, configurable: true });
    try {
      server.handler = () => 'network';
      expect(getStatus().persisted).toBeNull();
      await enqueue(sign('2000000007'));
      await enqueue(sign('2000000008'));
      await vi.waitFor(() => expect(getStatus().persisted).toBe(true));
      expect(persist).toHaveBeenCalledTimes(1);
    } finally {
      delete (navigator as { storage?: unknown }).storage;
    }
  });

  it('refuses to store anything when nobody is signed in', async () => {
    clearSession();
    await expect(enqueue(sign('2000000010'))).rejects.toMatchObject({ reason: 'signedOut' });
    expect(await db.outbox.count()).toBe(0);
  });
});
