/** The outbox: which failures are retried with backoff, which go to the failed list, and the offline pause. */
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/toaster', () => ({ toast: { warning: vi.fn(), error: vi.fn(), success: vi.fn(), info: vi.fn(), dismiss: vi.fn() } }));

import { httpError, ok, refused } from './fake-server.test-support';
import { enqueue } from './index';
import { actionsOf, clock, db, drain, engine, makeEngine, rows, server, setClock, setUpOutboxTests, sign, timers, useEngine } from './outbox-fixtures.test-support';
import { getStatus } from './status';

setUpOutboxTests();

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
      setClock(row.nextAttemptAt - 1);
      await drain();
      expect(server.seen.length).toBe(before); // not due yet
      setClock(row.nextAttemptAt);
      await drain();
    }
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 32000, 64000, 128000, 256000, 300000, 300000]);
    expect(timers.at(-1)?.ms).toBe(300000);
    expect(new Set(server.seen.map((r) => r.key))).toEqual(new Set([entry.key]));
    server.handler = () => ok({ order: { order_no: '2000000011' } });
    setClock((await db.outbox.get(entry.id))!.nextAttemptAt);
    await drain();
    expect(await db.outbox.count()).toBe(0);
    expect(server.seen.at(-1)?.key).toBe(entry.key);
  });

  it('adds a small jitter to the backoff', async () => {
    useEngine(makeEngine({ random: () => 0.5 }));
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
    setClock(clock + 3600_000);
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
