/**
 * Fair turns (plugins/fair-queue.ts): first come first served, never more than the limit at once, the turn handed on
 * from a macrotask; in the app every API request gets its answer however many wait, and turns are all given back
 * (answers, refusals, errors).
 */
import { describe, expect, it } from 'vitest';
import { apiConcurrency, createTurns } from './fair-queue';
import { createTestApp } from '../test-helpers';

describe('createTurns', () => {
  it('serves at most `limit` at once, in the order they asked, and hands a turn on only after the loop polled', async () => {
    const turns = createTurns(2);
    const order: number[] = [];
    let running = 0;
    let most = 0;
    const job = async (i: number) => {
      await turns.take();
      running++;
      most = Math.max(most, running);
      order.push(i);
      await new Promise((r) => setTimeout(r, 1));
      running--;
      turns.give();
    };
    await Promise.all(Array.from({ length: 9 }, (_, i) => job(i)));
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(turns.active).toBe(0);
    expect(turns.waiting).toBe(0);
  });

  it('a waiting caller runs after a timer that was due when the turn was given (a macrotask hand-over)', async () => {
    const turns = createTurns(1);
    await turns.take();
    const seen: string[] = [];
    const waiter = turns.take().then(() => seen.push('turn'));
    setImmediate(() => seen.push('io'));
    turns.give();
    await waiter;
    // the hand-over is queued behind what the loop already had: not run in the same microtask drain
    expect(seen).toEqual(['io', 'turn']);
  });

  it('refuses a limit that is not a positive integer; API_CONCURRENCY defaults by database', () => {
    expect(() => createTurns(0)).toThrow(/positive integer/);
    expect(apiConcurrency(undefined, null)).toBe(4);
    expect(apiConcurrency('', 'postgres://x')).toBe(16);
    expect(apiConcurrency('7', null)).toBe(7);
    expect(() => apiConcurrency('many', null)).toThrow(/API_CONCURRENCY/);
  });
});

describe('the fair queue in the app', () => {
  it('60 requests at once all get their answer and every turn comes back, refusals included', async () => {
    const t = await createTestApp();
    try {
      const session = await t.login('servicer');
      const calls = Array.from({ length: 60 }, (_, i) =>
        t.app.inject({ method: 'GET', url: i % 2 ? '/api/order/waybills/list?page=1&per_page=5' : '/api/user/users/getUserByToken', headers: i % 5 === 4 ? {} : session.headers }),
      );
      const answers = await Promise.all(calls);
      for (const [i, a] of answers.entries()) expect(a.statusCode, `call ${i}`).toBe(i % 5 === 4 ? 401 : 200);
      expect(t.app.apiTurns.active).toBe(0);
      expect(t.app.apiTurns.waiting).toBe(0);
    } finally {
      await t.close();
    }
  });
});
