import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { loginThrottle } from '../../db/schema';
import { createSeededDatabase } from '../../test-helpers';
import { LOCK_MS, LoginThrottle, MAX_FAILURES, WINDOW_MS } from './login-throttle';

let database: DatabaseHandle;
let now = Date.parse('2030-01-01T00:00:00Z');
let throttle: LoginThrottle;
beforeAll(async () => {
  database = await createSeededDatabase();
  throttle = new LoginThrottle(database.db, () => now);
});
afterAll(() => database.close());

const fail = async (username: string, times: number) => {
  for (let i = 0; i < times; i++) await throttle.fail(username);
};

describe('login throttle (in the database)', () => {
  it('locks after five failures and forgets on success or after the lock', async () => {
    await fail('Bob', MAX_FAILURES - 1);
    expect(await throttle.lockedMinutes('bob')).toBe(0);
    await throttle.fail('bob');
    expect(await throttle.lockedMinutes('BOB')).toBe(5);
    now += LOCK_MS - 60_000;
    expect(await throttle.lockedMinutes('bob')).toBe(1);
    now += 60_001;
    expect(await throttle.lockedMinutes('bob')).toBe(0);
    await throttle.fail('carol');
    await throttle.succeed('carol');
    expect(await throttle.lockedMinutes('carol')).toBe(0);
  });

  it('a failure after the lock, still within the window, locks again at once (as the in-process throttle did)', async () => {
    await fail('dave', MAX_FAILURES);
    now += LOCK_MS + 1;
    expect(await throttle.lockedMinutes('dave')).toBe(0);
    await throttle.fail('dave');
    expect(await throttle.lockedMinutes('dave')).toBe(5);
  });

  it('starts counting over once the window has passed', async () => {
    await fail('erin', MAX_FAILURES - 1);
    now += WINDOW_MS + 1;
    await fail('erin', MAX_FAILURES - 1);
    expect(await throttle.lockedMinutes('erin')).toBe(0);
    await throttle.fail('erin');
    expect(await throttle.lockedMinutes('erin')).toBe(5);
  });

  it('counts failures that arrive at the same moment', async () => {
    await Promise.all(Array.from({ length: MAX_FAILURES }, () => throttle.fail('frank')));
    expect(await throttle.lockedMinutes('frank')).toBe(5);
  });

  it('stores no username, and prunes rows whose window and lock are over on the next failure', async () => {
    await throttle.fail('my-secret-password');
    const keys = (await database.db.select().from(loginThrottle)).map((r) => r.key);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.join(' ')).not.toMatch(/secret|bob|dave|erin|frank/i);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{64}$/);

    now += Math.max(WINDOW_MS, LOCK_MS) + 1;
    await throttle.fail('grace');
    expect(await database.db.select().from(loginThrottle)).toHaveLength(1);
  });
});
