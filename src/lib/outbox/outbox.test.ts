import 'fake-indexeddb/auto';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/toaster', () => ({ toast: { warning: vi.fn(), error: vi.fn(), success: vi.fn(), info: vi.fn(), dismiss: vi.fn() } }));

import { REFRESH_URL } from '@/lib/api-client';
import { LadingDb, useLocalDbForTests, type OutboxRow } from '@/lib/db';
import { initI18n } from '@/lib/i18n';
import * as common from '@/lib/i18n-common';
import { clearSession, getToken, setTokens } from '@/lib/session/token-store';
import { toast } from '@/lib/toaster';
import { hasUnsavedWork } from '@/lib/unsaved-work';
import { OutboxEngine, type ChannelLike, type LockManagerLike } from './engine';
import { httpError, installFakeServer, ok, refused, type SeenRequest } from './fake-server.test-support';
import * as outboxI18n from './i18n';
import { discardEntry, enqueue, onEntrySent, photoRef, retryEntry, setOutboxEngineForTests, startOutbox, subscribeOutbox } from './index';
import { getStatus, resetStatusForTests } from './status';
import { SENT_KEEP_ROWS } from './store';
import type { EnqueueInput, OutboxSummary } from './types';

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const tokenFor = (id: number, company: number, v = 1) => `h.${b64({ id, company_id: company, username: `u${id}`, is_main: true, exp: 4_000_000_000, v })}.s`;

let db: LadingDb;
let n = 0;
let clock = 1_700_000_000_000;
let server: ReturnType<typeof installFakeServer>;
let engine: OutboxEngine;
const timers: { ms: number }[] = [];

const actionsOf = (seen: SeenRequest[]) => seen.filter((r) => r.url.includes('/actions/') || r.url.startsWith('/order/orders'));
const uploadsOf = (seen: SeenRequest[]) => seen.filter((r) => r.url === '/file/image/upload');

function makeEngine(extra: ConstructorParameters<typeof OutboxEngine>[0] = {}) {
  return new OutboxEngine({
    now: () => clock,
    random: () => 0,
    locks: null,
    channel: null,
    timers: { set: (_cb, ms) => timers.push({ ms }), clear: () => undefined },
    ...extra,
  });
}

const sign = (orderNo: string, extra: Partial<EnqueueInput> = {}): EnqueueInput => ({
  kind: 'order.action',
  entity: `order:${orderNo}`,
  payload: { orderKey: orderNo, action: 'sign', data: { sign_name: '张三' } },
  label: { action: 'sign', target: orderNo },
  ...extra,
});

const rows = async () => (await db.outbox.toArray()).sort((a, b) => a.seq - b.seq);

async function drain() {
  await engine.settle();
  await engine.tryDrain();
  await engine.settle();
}

/** the entries' kinds the server saw, as 'action order' */
const sentActions = () => actionsOf(server.seen).map((r) => `${r.url.split('/').pop()} ${r.url.split('/')[3]}`);

beforeAll(() => {
  initI18n({ en: { ...common.en, ...outboxI18n.en }, zh: { ...common.zh, ...outboxI18n.zh } });
});

beforeEach(() => {
  db = new LadingDb(`outbox-test-${++n}`);
  useLocalDbForTests(db);
  setTokens({ token: tokenFor(7, 2), refresh_token: 'r1' });
  resetStatusForTests();
  timers.length = 0;
  server = installFakeServer(() => ok({ order: { order_no: 'x', status: 'signed' } }));
  engine = makeEngine();
  setOutboxEngineForTests(engine);
});

afterEach(async () => {
  await engine.settle();
  setOutboxEngineForTests(null);
  clearSession();
  useLocalDbForTests(null);
  db.close();
});

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
    clock += 5_001;
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

describe('retries and rejections', () => {
  it('backs off 1 s doubling to a 5-minute cap, reusing the same key, and does not send before the time', async () => {
    server.handler = () => 'network';
    const { entry } = await enqueue(sign('2000000011'));
    await drain();
    const delays: number[] = [];
    for (let i = 0; i < 11; i++) {
      const row = (await db.outbox.get(entry.id))!;
      delays.push(row.nextAttemptAt - clock);
      const before = server.seen.length;
      clock = row.nextAttemptAt - 1;
      await drain();
      expect(server.seen.length).toBe(before); // not due yet
      clock = row.nextAttemptAt;
      await drain();
    }
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 32000, 64000, 128000, 256000, 300000, 300000]);
    expect(timers.at(-1)?.ms).toBe(300000);
    expect(new Set(server.seen.map((r) => r.key))).toEqual(new Set([entry.key]));
    server.handler = () => ok({ order: { order_no: '2000000011' } });
    clock = (await db.outbox.get(entry.id))!.nextAttemptAt;
    await drain();
    expect(await db.outbox.count()).toBe(0);
    expect(server.seen.at(-1)?.key).toBe(entry.key);
  });

  it('adds a small jitter to the backoff', async () => {
    engine = makeEngine({ random: () => 0.5 });
    setOutboxEngineForTests(engine);
    server.handler = () => httpError(500);
    const { entry } = await enqueue(sign('2000000012'));
    await drain();
    expect((await db.outbox.get(entry.id))!.nextAttemptAt - clock).toBe(1050);
  });

  it.each([
    ['a network error', 'network'],
    ['a timeout', 'timeout'],
    ['HTTP 500', httpError(500)],
    ['HTTP 502', httpError(502)],
    ['HTTP 429', httpError(429, 'too many')],
    ['HTTP 402 (the first send is still executing)', httpError(402, '请勿重复提交')],
  ] as const)('retries after %s', async (_name, answer) => {
    server.handler = () => answer;
    const { entry } = await enqueue(sign('2000000013'));
    await drain();
    expect(await db.outbox.get(entry.id)).toMatchObject({ status: 'pending', attempts: 1, nextAttemptAt: clock + 1000 });
    expect((await db.outbox.get(entry.id))!.lastError).not.toBeNull();
  });

  it.each([
    ['HTTP 200 with a code other than 0', refused('订单已签收', '20001'), '订单已签收', '20001'],
    ['HTTP 400', httpError(400, '签收人不能为空'), '签收人不能为空', '400'],
    ['HTTP 403', httpError(403, '无权限'), '无权限', '403'],
    ['HTTP 404', httpError(404, 'not found'), 'not found', '404'],
    ['HTTP 409', httpError(409, '版本冲突'), '版本冲突', '409'],
    ['HTTP 422 (the same key with another body)', httpError(422, '幂等键已用于其他请求'), '幂等键已用于其他请求', '422'],
  ] as const)('puts the entry on the failed list after %s, with the server msg', async (_name, answer, msg, code) => {
    server.handler = () => answer;
    const { entry } = await enqueue(sign('2000000014'));
    await drain();
    expect(await db.outbox.get(entry.id)).toMatchObject({ status: 'failed', attempts: 1, lastError: { msg, code } });
    clock += 3600_000;
    await drain();
    expect(actionsOf(server.seen)).toHaveLength(1); // failed entries are never resent on their own
  });
});

describe('connectivity', () => {
  it('is paused offline while nothing answers, and online again at the first answer, even a refusal', async () => {
    server.handler = () => 'network';
    await enqueue(sign('2000000015'));
    await drain();
    expect(getStatus().paused).toBe('offline');
    server.handler = () => refused('不允许');
    engine.requestSync('online');
    await drain();
    expect(getStatus().paused).toBeNull();
    expect((await rows())[0].status).toBe('failed');
  });
});

describe('causal order', () => {
  it('replays one order in the order it was done: create → photos → sign → feedback', async () => {
    server.handler = () => 'network';
    const ref = photoRef();
    await enqueue({ kind: 'order.create', entity: 'order:2000000020', payload: { body: { client_order_no: 'C20' } }, label: { action: 'create', target: 'C20' } });
    await enqueue(sign('2000000020', { payload: { orderKey: '2000000020', action: 'sign', data: { photos: [ref] } }, photos: [{ ref, data: new ArrayBuffer(3), type: 'image/jpeg', name: 'p.jpg' }] }));
    await enqueue(sign('2000000020', { payload: { orderKey: '2000000020', action: 'feedback', data: { score: 5 } } }));
    server.handler = (req) => (req.url === '/file/image/upload' ? ok({ fileid: 'F1' }) : ok({ order: { order_no: '2000000020' } }));
    server.seen.length = 0;
    clock += 10_000;
    await drain();
    expect(server.seen.map((r) => r.url)).toEqual([
      '/order/orders',
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
    clock += 600_000;
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
    clock += 1000;
    await drain();
    expect(server.seen.map((r) => [r.url, r.key])).toEqual([
      ['/file/image/upload', `${entry.key}:photo:0`],
      ['/file/image/upload', `${entry.key}:photo:1`],
      ['/order/orders/2000000030/actions/sign', entry.key],
      ['/order/orders/2000000030/actions/sign', entry.key],
    ]);
    expect(server.seen[3].body).toEqual({ photos: ['F-one.jpg', 'F-two.png'], note: 'x', occurred_at: entry.occurredAt });
    expect(uploadsOf(server.seen)).toHaveLength(2);
    expect(await db.blobs.count()).toBe(0); // photos go with the sent entry
  });
});

describe('sign-in', () => {
  it('on 401 refreshes the token once and goes on', async () => {
    const fresh = tokenFor(7, 2, 2);
    let refreshes = 0;
    server.handler = (req) => {
      if (req.url === REFRESH_URL) {
        refreshes++;
        return ok({ access_token: fresh, refresh_token: 'r2' });
      }
      return req.token === fresh ? ok({}) : httpError(401, 'token expired');
    };
    await enqueue(sign('2000000040'));
    await enqueue(sign('2000000041'));
    await drain();
    expect(refreshes).toBe(1);
    expect(getToken()).toBe(fresh);
    expect(await db.outbox.count()).toBe(0);
    expect(getStatus().paused).toBeNull();
  });

  it('when the refresh fails: pauses for sign-in, keeps the queue, and resumes only for the same user', async () => {
    const stop = engine.start();
    try {
      server.handler = (req) => (req.url === REFRESH_URL ? httpError(401, 'refresh expired') : req.token === tokenFor(7, 2, 3) ? ok({}) : httpError(401, 'expired'));
      await enqueue(sign('2000000042'));
      await drain();
      expect(getStatus().paused).toBe('auth');
      expect(vi.mocked(toast.warning)).toHaveBeenCalledWith('Sign in again to send the work waiting on this device.', expect.objectContaining({ id: 'outbox-paused-auth' }));
      expect(await rows()).toMatchObject([{ status: 'pending', entity: 'order:2000000042' }]);
      // paused: no trigger sends anything
      const before = server.seen.length;
      engine.requestSync('manual');
      await drain();
      expect(server.seen.length).toBe(before);
      // another user signs in on this device: nothing of the first is sent or shown
      setTokens({ token: tokenFor(8, 3), refresh_token: 'other' });
      await drain();
      expect(server.seen.length).toBe(before);
      expect(getStatus().paused).toBeNull();
      // the same user signs in again: the queue goes
      setTokens({ token: tokenFor(7, 2, 3), refresh_token: 'r3' });
      await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));
      expect(actionsOf(server.seen).at(-1)?.token).toBe(tokenFor(7, 2, 3));
    } finally {
      stop();
    }
  });
});

describe('scope', () => {
  it('another user on the same device never sees, sends, resends or discards the entries', async () => {
    server.handler = () => 'network';
    const { entry } = await enqueue(sign('2000000050'));
    await drain();
    const summaries: OutboxSummary[] = [];
    const off = subscribeOutbox((s) => summaries.push(s));
    await vi.waitFor(() => expect(summaries.at(-1)).toMatchObject({ pending: 1 }));
    setTokens({ token: tokenFor(8, 3) });
    await vi.waitFor(() => expect(summaries.at(-1)).toMatchObject({ pending: 0, failed: 0 }));
    server.handler = () => ok({});
    server.seen.length = 0;
    clock += 3600_000;
    engine.requestSync('manual');
    await drain();
    await retryEntry(entry.id);
    await discardEntry(entry.id);
    await drain();
    expect(server.seen).toHaveLength(0);
    expect(await db.outbox.get(entry.id)).toBeDefined();
    setTokens({ token: tokenFor(7, 2, 4) });
    await drain();
    await vi.waitFor(() => expect(summaries.at(-1)).toMatchObject({ pending: 0 }));
    expect(actionsOf(server.seen)).toHaveLength(1);
    off();
  });
});

describe('recovery and tabs', () => {
  it('an entry left sending by a closed tab is pending again when a drain starts', async () => {
    server.handler = () => 'network';
    const { entry } = await enqueue(sign('2000000060'));
    await engine.settle();
    await db.outbox.update(entry.id, { status: 'sending', nextAttemptAt: 0 });
    server.handler = () => ok({});
    await drain();
    expect(await db.outbox.count()).toBe(0);
  });

  it('two tabs draining at once send each entry once; the other tab asks the holder to drain', async () => {
    // Web Locks as two tabs of one origin see them
    let held = false;
    const locks: LockManagerLike = {
      async request(_name, { ifAvailable }, cb) {
        if (held && ifAvailable) return cb(null);
        held = true;
        try {
          return await cb({});
        } finally {
          held = false;
        }
      },
    };
    const tabs: ChannelLike[] = [];
    const channel = (): ChannelLike => {
      const me: ChannelLike = {
        onmessage: null,
        postMessage: (m) => tabs.filter((t) => t !== me).forEach((t) => queueMicrotask(() => t.onmessage?.({ data: structuredClone(m) } as MessageEvent))),
        close: () => undefined,
      };
      tabs.push(me);
      return me;
    };
    const tabA = makeEngine({ locks, channel: channel() });
    const tabB = makeEngine({ locks, channel: channel() });
    setOutboxEngineForTests(tabA);
    engine = tabA;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    server.handler = async () => {
      await gate;
      return ok({});
    };
    const sentInB: string[] = [];
    const offB = tabB.onOutcome((o) => sentInB.push(o.entry.entity));
    await enqueue(sign('2000000061'));
    await enqueue(sign('2000000062'));
    const drains = [tabA.tryDrain(), tabB.tryDrain(), tabB.tryDrain(), tabA.tryDrain()];
    // B enqueues meanwhile through its own trigger: A (the holder) is asked to drain again
    await db.outbox.add({ ...(await rows())[0], id: 'from-b', key: 'kb', entity: 'order:2000000063', payload: { orderKey: '2000000063', action: 'sign', data: {} }, seq: 1, status: 'pending' });
    tabB.requestSync('enqueue');
    release();
    await Promise.all(drains);
    await tabA.settle();
    await tabB.settle();
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));
    const urls = actionsOf(server.seen).map((r) => r.url);
    expect(urls.sort()).toEqual(['/order/orders/2000000061/actions/sign', '/order/orders/2000000062/actions/sign', '/order/orders/2000000063/actions/sign']);
    // the other tab hears of every sent entry
    await vi.waitFor(() => expect(sentInB.sort()).toEqual(['order:2000000061', 'order:2000000062', 'order:2000000063']));
    offB();
    tabB.dispose();
  });
});

describe('backoff across tabs', () => {
  it('a tab that did not drain keeps a backoff timer too, so the queue wakes if the draining tab closes', async () => {
    const tabs: ChannelLike[] = [];
    const channel = (): ChannelLike => {
      const me: ChannelLike = {
        onmessage: null,
        postMessage: (m) => tabs.filter((t) => t !== me).forEach((t) => queueMicrotask(() => t.onmessage?.({ data: structuredClone(m) } as MessageEvent))),
        close: () => undefined,
      };
      tabs.push(me);
      return me;
    };
    const timersB: number[] = [];
    const tabA = makeEngine({ channel: channel() });
    const tabB = makeEngine({ channel: channel(), timers: { set: (_cb, ms) => timersB.push(ms), clear: () => undefined } });
    engine = tabA;
    setOutboxEngineForTests(tabA);
    server.handler = () => 'network';
    await enqueue(sign('2000000090'));
    await drain();
    await vi.waitFor(() => expect(timersB).toEqual([1000]));
    tabB.dispose();
  });
});

describe('summary, sent log and unsaved work', () => {
  it('counts pending and failed entries, tells onEntrySent, and makes unsent work block a reload', async () => {
    const stop = startOutbox();
    try {
      const summaries: OutboxSummary[] = [];
      const off = subscribeOutbox((s) => summaries.push(s));
      const sentSeen: string[] = [];
      const offSent = onEntrySent((e) => sentSeen.push(e.entity));
      server.handler = (req) => (req.url.includes('2000000071') ? refused('不允许') : 'network');
      await enqueue(sign('2000000070'));
      await enqueue(sign('2000000071'));
      await drain();
      await vi.waitFor(() => expect(summaries.at(-1)).toMatchObject({ pending: 1, failed: 1, oldestAt: clock, paused: null }));
      expect(hasUnsavedWork()).toBe(true);
      server.handler = () => ok({});
      const failed = (await rows()).find((r) => r.status === 'failed')!;
      await discardEntry(failed.id);
      engine.requestSync('online');
      await drain();
      await vi.waitFor(() => expect(summaries.at(-1)).toMatchObject({ pending: 0, failed: 0, oldestAt: null, paused: null }));
      expect(hasUnsavedWork()).toBe(false);
      expect(sentSeen).toEqual(['order:2000000070']);
      off();
      offSent();
    } finally {
      stop();
    }
  });

  it('keeps the sent log for 7 days and at most 200 rows', async () => {
    await db.sent.bulkAdd(
      Array.from({ length: SENT_KEEP_ROWS + 5 }, (_, i) => ({
        id: `s${i}`,
        scope: '2:7',
        kind: 'order.action',
        entity: `order:${i}`,
        label: { action: 'sign', target: String(i) },
        occurredAt: new Date(clock).toISOString(),
        sentAt: i < 3 ? clock - 8 * 24 * 3600_000 : clock - i * 1000,
        result: null,
      })),
    );
    await enqueue(sign('2000000080'));
    await drain();
    const sent = await db.sent.toArray();
    expect(sent).toHaveLength(SENT_KEEP_ROWS);
    expect(sent.some((r) => r.id === 's0')).toBe(false); // older than 7 days
    expect(sent.some((r) => r.entity === 'order:2000000080')).toBe(true);
    expect(sent.some((r) => r.id === `s${SENT_KEEP_ROWS + 4}`)).toBe(false); // the oldest beyond 200
  });
});
