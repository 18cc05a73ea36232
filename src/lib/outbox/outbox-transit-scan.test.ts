/** The 'transit.scan' kind (issue 18): a dock scan queued offline with the device's time, sent once; one the server does not accept is never lost. */
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/toaster', () => ({ toast: { warning: vi.fn(), error: vi.fn(), success: vi.fn(), info: vi.fn(), dismiss: vi.fn() } }));

import { ok } from './fake-server.test-support';
import { enqueue } from './index';
import { refusalOf, requestOf } from './kinds';
import { db, drain, engine, server, setUpOutboxTests } from './outbox-fixtures.test-support';
import type { EnqueueInput } from './types';

setUpOutboxTests();

const scan = (scanId: string, code: string, occurredAt: Date): EnqueueInput => ({
  kind: 'transit.scan',
  entity: `transit-scan:9:${scanId}`,
  payload: { loadId: 9, scans: [{ scan_id: scanId, phase: 'load', code, occurred_at: occurredAt.toISOString() }] },
  label: { action: 'transitScan', target: `PZ2611260001 ${code}` },
  occurredAt,
});

const answer = (scanId: string, code: string, result: string, accepted: boolean, message = '') => ({
  results: [{ scan_id: scanId, code, result, accepted, package_no: code, message }],
  load: { id: 9 },
});

const sends = () => server.seen.filter((r) => r.url === '/transit/loads/9/scans');

describe('transit.scan', () => {
  it('becomes POST /transit/loads/{id}/scans with the scan as given', () => {
    expect(requestOf('transit.scan', { loadId: 9, scans: [{ scan_id: 'ts-aaaaaaaa', phase: 'unload', code: 'A-1' }] }, '2026-11-26T08:00:00.000Z')).toEqual({
      method: 'post',
      url: '/transit/loads/9/scans',
      body: { scans: [{ scan_id: 'ts-aaaaaaaa', phase: 'unload', code: 'A-1', occurred_at: '2026-11-26T08:00:00.000Z' }] },
    });
  });

  it('offline it waits with the time of the scan, then is sent exactly once', async () => {
    server.handler = () => 'network';
    const at = new Date('2026-11-26T07:30:00.000Z');
    expect((await enqueue(scan('ts-00000001', 'A00001-001', at), { waitMs: 3000 })).outcome).toBe('queued');
    const [stored] = await db.outbox.toArray();
    const tried = sends().length;
    server.handler = () => ok(answer('ts-00000001', 'A00001-001', 'ok', true));
    engine.requestSync('online');
    await drain();
    engine.requestSync('online');
    await drain();
    const sent = sends().slice(tried);
    expect(sent).toHaveLength(1);
    expect(sent[0].key).toBe(stored.key);
    expect(sent[0].body).toEqual({ scans: [{ scan_id: 'ts-00000001', phase: 'load', code: 'A00001-001', occurred_at: at.toISOString() }] });
    expect(await db.outbox.count()).toBe(0);
  });

  it('an unplanned carton the load accepts is sent; one the server refuses fails its entry with its message', async () => {
    server.handler = () => ok(answer('ts-00000002', 'Z9-001', 'unplanned', true, '计划外包件Z9-001，已装车'));
    await enqueue(scan('ts-00000002', 'Z9-001', new Date()));
    await drain();
    expect(await db.outbox.count()).toBe(0);
    server.handler = () => ok(answer('ts-00000003', 'Z8-001', 'other_load', false, '包件Z8-001已在其他配载中'));
    await enqueue(scan('ts-00000003', 'Z8-001', new Date()));
    await drain();
    const [failed] = await db.outbox.toArray();
    expect(failed).toMatchObject({ status: 'failed', lastError: { code: 'scan_other_load', msg: '包件Z8-001已在其他配载中' } });
    expect(refusalOf('transit.scan', answer('s', 'c', 'over', true))).toBeNull();
  });
});
