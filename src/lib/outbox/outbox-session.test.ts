/** The outbox and the session: token refresh, the pause for sign-in, and entries scoped to their user. */
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/toaster', () => ({ toast: { warning: vi.fn(), error: vi.fn(), success: vi.fn(), info: vi.fn(), dismiss: vi.fn() } }));

import { REFRESH_URL } from '@/lib/api-client';
import { getToken, setTokens } from '@/lib/session/token-store';
import { toast } from '@/lib/toaster';
import { httpError, ok } from './fake-server.test-support';
import { discardEntry, enqueue, retryEntry, subscribeOutbox } from './index';
import { actionsOf, clock, db, drain, engine, rows, server, setClock, setUpOutboxTests, sign, tokenFor } from './outbox-fixtures.test-support';
import { getStatus } from './status';
import type { OutboxSummary } from './types';

setUpOutboxTests();

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
    setClock(clock + 3600_000);
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
