/** The outbox's summary, sent log and unsaved work. */
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/toaster', () => ({ toast: { warning: vi.fn(), error: vi.fn(), success: vi.fn(), info: vi.fn(), dismiss: vi.fn() } }));

import { hasUnsavedWork } from '@/lib/unsaved-work';
import { ok, refused } from './fake-server.test-support';
import { discardEntry, enqueue, onEntrySent, startOutbox, subscribeOutbox } from './index';
import { clock, db, drain, engine, rows, server, setUpOutboxTests, sign } from './outbox-fixtures.test-support';
import { SENT_KEEP_ROWS } from './store';
import type { OutboxSummary } from './types';

setUpOutboxTests();

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
