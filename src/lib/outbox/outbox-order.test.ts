/** The outbox: causal order per order (create → photos → actions), resend and discard, photo uploads. */
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/toaster', () => ({ toast: { warning: vi.fn(), error: vi.fn(), success: vi.fn(), info: vi.fn(), dismiss: vi.fn() } }));

import { forgetUploadPolicy } from '@/components/ui/image-uploader/direct-upload';
import { httpError, ok, refused } from './fake-server.test-support';
import { discardEntry, enqueue, photoRef, retryEntry } from './index';
import { actionsOf, clock, db, drain, rows, sentActions, server, setClock, setUpOutboxTests, sign, uploadsOf } from './outbox-fixtures.test-support';

setUpOutboxTests();
// the upload policy (GET /file/upload/policy) is held per page: each test starts without one
beforeEach(forgetUploadPolicy);
const OFF = '/file/upload/policy';

describe('causal order', () => {
  it('replays one order in the order it was done: create → photos → sign → feedback', async () => {
    server.handler = () => 'network';
    const ref = photoRef();
    await enqueue({ kind: 'order.create', entity: 'order:2000000020', payload: { body: { client_order_no: 'C20' } }, label: { action: 'create', target: 'C20' } });
    await enqueue(sign('2000000020', { payload: { orderKey: '2000000020', action: 'sign', data: { photos: [ref] } }, photos: [{ ref, data: new ArrayBuffer(3), type: 'image/jpeg', name: 'p.jpg' }] }));
    await enqueue(sign('2000000020', { payload: { orderKey: '2000000020', action: 'feedback', data: { score: 5 } } }));
    server.handler = (req) => (req.url === '/file/image/upload' ? ok({ fileid: 'F1' }) : ok({ order: { order_no: '2000000020' } }));
    server.seen.length = 0;
    setClock(clock + 10_000);
    await drain();
    expect(server.seen.map((r) => r.url)).toEqual([
      '/order/orders',
      '/file/upload/policy', // answered without a policy: the API upload
      '/file/image/upload',
      '/order/orders/2000000020/actions/sign',
      '/order/orders/2000000020/actions/feedback',
    ]);
  });

  it('a failure blocks the later entries of that order only; discard or resend unblocks them', async () => {
    server.handler = (req) => (req.url.includes('/2000000021/actions/sign') ? refused('签收信息不完整') : ok({}));
    const a1 = await enqueue(sign('2000000021'));
    await enqueue(sign('2000000021', { payload: { orderKey: '2000000021', action: 'feedback', data: {} } }));
    await enqueue(sign('2000000022'));
    await drain();
    expect(sentActions()).toEqual(['sign 2000000021', 'sign 2000000022']);
    expect((await rows()).map((r) => [r.payload, r.status])).toEqual([
      [{ orderKey: '2000000021', action: 'sign', data: { sign_name: '张三' } }, 'failed'],
      [{ orderKey: '2000000021', action: 'feedback', data: {} }, 'pending'],
    ]);
    // still blocked later on
    setClock(clock + 600_000);
    await drain();
    expect(sentActions()).toHaveLength(2);
    // resent as is: the same key goes again
    server.handler = () => ok({});
    await retryEntry(a1.entry.id);
    await drain();
    expect(sentActions()).toEqual(['sign 2000000021', 'sign 2000000022', 'sign 2000000021', 'feedback 2000000021']);
    expect(actionsOf(server.seen)[2].key).toBe(a1.entry.key);
    expect(await db.outbox.count()).toBe(0);
  });

  it('discarding a failed entry lets the next entry of its order go', async () => {
    server.handler = (req) => (req.url.endsWith('/actions/sign') ? refused('不允许') : ok({}));
    const first = await enqueue(sign('2000000023'));
    await enqueue(sign('2000000023', { payload: { orderKey: '2000000023', action: 'feedback', data: {} } }));
    await drain();
    expect(sentActions()).toEqual(['sign 2000000023']);
    await discardEntry(first.entry.id);
    await drain();
    expect(sentActions()).toEqual(['sign 2000000023', 'feedback 2000000023']);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.sent.count()).toBe(1); // the discarded one never counts as sent
  });

  it('an edited resend is a new write under a new key', async () => {
    server.handler = () => refused('签收人不能为空');
    const { entry } = await enqueue(sign('2000000024', { payload: { orderKey: '2000000024', action: 'sign', data: { sign_name: '' } } }));
    await drain();
    server.handler = () => ok({});
    await retryEntry(entry.id, { orderKey: '2000000024', action: 'sign', data: { sign_name: '赵六' } });
    await drain();
    const [first, second] = actionsOf(server.seen);
    expect(first.key).toBe(entry.key);
    expect(second.key).not.toBe(entry.key);
    expect(second.body).toEqual({ sign_name: '赵六', occurred_at: entry.occurredAt });
  });
});

describe('photos', () => {
  it('uploads the photos first under their own keys, once, even when the action fails after the upload', async () => {
    const [r1, r2] = [photoRef(), photoRef()];
    let actionAnswers = 0;
    server.handler = (req) => {
      if (req.url === OFF) return ok({ enabled: false });
      if (req.url === '/file/image/upload') return ok({ fileid: `F-${(req.form?.get('photo') as File).name}` });
      return ++actionAnswers === 1 ? httpError(500) : ok({});
    };
    const photos = [
      { ref: r1, data: new Blob([new Uint8Array([1, 2, 3])], { type: 'image/jpeg' }), type: 'image/jpeg', name: 'one.jpg' },
      { ref: r2, data: new Uint8Array([4, 5]).buffer, type: 'image/png', name: 'two.png' },
    ];
    const { entry } = await enqueue(sign('2000000030', { payload: { orderKey: '2000000030', action: 'sign', data: { photos: [r1, r2], note: 'x' } }, photos }));
    const stored = await db.blobs.bulkGet(entry.blobIds);
    expect(stored.map((b) => [b?.type, b?.size, Object.prototype.toString.call(b?.data)])).toEqual([
      ['image/jpeg', 3, '[object ArrayBuffer]'],
      ['image/png', 2, '[object ArrayBuffer]'],
    ]);
    await drain();
    setClock(clock + 1000);
    await drain();
    expect(server.seen.map((r) => [r.url, r.key])).toEqual([
      [OFF, null], // asked once, held for five minutes
      ['/file/image/upload', `${entry.key}:photo:0`],
      ['/file/image/upload', `${entry.key}:photo:1`],
      ['/order/orders/2000000030/actions/sign', entry.key],
      ['/order/orders/2000000030/actions/sign', entry.key],
    ]);
    expect(server.seen[4].body).toEqual({ photos: ['F-one.jpg', 'F-two.png'], note: 'x', occurred_at: entry.occurredAt });
    expect(uploadsOf(server.seen)).toHaveLength(2);
    expect(await db.blobs.count()).toBe(0); // photos go with the sent entry
  });

  it('when the server has the direct upload on, offline photos take the signed direct path under their own keys, as the image uploaders do', async () => {
    const policy = { enabled: true, host: '/api/file/upload/direct', dir: 'c1/u2/', policy: 'eyJ9', signature: 'sig', expire: Math.floor(Date.now() / 1000) + 86_400 };
    server.handler = (req) => {
      if (req.url === OFF) return ok(policy);
      if (req.url === '/file/upload/direct') return ok({ fileid: `D-${(req.form?.get('file') as File).name}`, url: '/x' });
      return ok({});
    };
    const [r1, r2] = [photoRef(), photoRef()];
    const photos = [
      { ref: r1, data: new Uint8Array([1, 2, 3]).buffer, type: 'image/jpeg', name: 'one.jpg' },
      { ref: r2, data: new Uint8Array([4, 5]).buffer, type: 'image/png', name: 'two.png' },
    ];
    const { entry } = await enqueue(sign('2000000031', { payload: { orderKey: '2000000031', action: 'sign', data: { photos: [r1, r2] } }, photos }));
    await drain();
    expect(server.seen.map((r) => [r.method, r.url, r.key])).toEqual([
      ['get', OFF, null],
      ['post', '/file/upload/direct', `${entry.key}:photo:0`],
      ['post', '/file/upload/direct', `${entry.key}:photo:1`],
      ['post', '/order/orders/2000000031/actions/sign', entry.key],
    ]);
    const form = server.seen[1].form!;
    expect([...form.keys()]).toEqual(['key', 'policy', 'signature', 'file']);
    expect(String(form.get('key'))).toMatch(/^c1\/u2\/\w+-one\.jpg$/);
    expect((form.get('file') as File).type).toBe('image/jpeg');
    expect(server.seen[3].body).toMatchObject({ photos: ['D-one.jpg', 'D-two.png'] });
    expect(uploadsOf(server.seen)).toHaveLength(0); // nothing went through POST /file/image/upload
    expect(await db.outbox.count()).toBe(0);
  });
});
