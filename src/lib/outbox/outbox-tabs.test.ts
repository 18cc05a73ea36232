/** The outbox across tabs: recovering an entry left sending, one drain at a time, backoff timers in every tab. */
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/toaster', () => ({ toast: { warning: vi.fn(), error: vi.fn(), success: vi.fn(), info: vi.fn(), dismiss: vi.fn() } }));

import { ok } from './fake-server.test-support';
import { enqueue } from './index';
import { LOCK_RETRY_MS } from './engine';
import { actionsOf, db, drain, engine, fakeTabChannels, makeEngine, rows, server, setUpOutboxTests, sign, useEngine } from './outbox-fixtures.test-support';
import type { LockManagerLike } from './tabs';

setUpOutboxTests();

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
    const channel = fakeTabChannels();
    const tabA = makeEngine({ locks, channel: channel() });
    const tabB = makeEngine({ locks, channel: channel() });
    useEngine(tabA);
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

describe('a lock held by a tab that goes away', () => {
  it('a tab that found the lock held tries again shortly, so a reload mid-drain never strands the queue', async () => {
    // the old page of a reload still holds the lock when the new page starts, then is gone: nobody hears 'drain'
    let held = true;
    const locks: LockManagerLike = { request: async (_name, _options, cb) => (held ? cb(null) : cb({})) };
    const pending: { cb: () => void; ms: number }[] = [];
    const tab = makeEngine({ locks, channel: null, timers: { set: (cb, ms) => pending.push({ cb, ms }), clear: () => undefined } });
    useEngine(tab);
    server.handler = () => ok({});
    await enqueue(sign('2000000095'));
    await tab.settle();
    await tab.tryDrain();
    expect(await db.outbox.count()).toBe(1);
    const retry = pending.find((t) => t.ms === LOCK_RETRY_MS);
    expect(retry).toBeDefined();
    held = false;
    retry!.cb();
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect(actionsOf(server.seen).map((r) => r.url)).toEqual(['/order/orders/2000000095/actions/sign']);
    tab.dispose();
  });
});

describe('backoff across tabs', () => {
  it('a tab that did not drain keeps a backoff timer too, so the queue wakes if the draining tab closes', async () => {
    const channel = fakeTabChannels();
    const timersB: number[] = [];
    const tabA = makeEngine({ channel: channel() });
    const tabB = makeEngine({ channel: channel(), timers: { set: (_cb, ms) => timersB.push(ms), clear: () => undefined } });
    useEngine(tabA);
    server.handler = () => 'network';
    await enqueue(sign('2000000090'));
    await drain();
    await vi.waitFor(() => expect(timersB).toEqual([1000]));
    tabB.dispose();
  });
});
