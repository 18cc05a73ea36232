/** A scan of the scan panel through the outbox: stored offline with the device time, sent once when the network returns. */
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/toaster', () => ({ toast: { warning: vi.fn(), error: vi.fn(), success: vi.fn(), info: vi.fn(), dismiss: vi.fn() } }));

import { ok } from '@/lib/outbox/fake-server.test-support';
import { db, drain, engine, server, setUpOutboxTests } from '@/lib/outbox/outbox-fixtures.test-support';
import { scanEntryOf, submitScan } from './submit-scan';

setUpOutboxTests();

describe('submitScan', () => {
  it('queues the scan (kind warehouse.scan, its own entity) and sends it once with its scan_id and device time', async () => {
    server.handler = () => 'network';
    const at = new Date('2026-11-21T02:03:04.000Z');
    const queued = await submitScan({ docId: 9, docNo: 'RK0009', scanId: 'scan-1234abcd', code: '2000000001-001', quantity: 1, occurredAt: at });
    expect(queued.outcome).toBe('queued');
    expect(queued.entry).toMatchObject({ kind: 'warehouse.scan', entity: 'warehouse-scan:9:scan-1234abcd', occurredAt: at.toISOString(), label: { action: 'warehouseScan', target: 'RK0009 2000000001-001' } });
    await drain();
    expect(await db.outbox.count()).toBe(1);

    const before = server.seen.length;
    server.handler = () => ok({ results: [{ scan_id: 'scan-1234abcd', code: '2000000001-001', result: 'ok', line_id: 1, message: '' }], document: { id: 9 } });
    engine.requestSync('online');
    await drain();
    engine.requestSync('online');
    await drain();
    const sends = server.seen.slice(before).filter((r) => r.url === '/warehouse/documents/9/scans');
    expect(sends).toHaveLength(1);
    expect(sends[0].body).toEqual({ scans: [{ scan_id: 'scan-1234abcd', code: '2000000001-001', quantity: 1, occurred_at: at.toISOString() }] });
    expect(await db.outbox.count()).toBe(0);
  });

  it('a count of a whole warehouse carries the location being counted', () => {
    const entry = scanEntryOf({ docId: 3, docNo: 'PD0003', scanId: 'scan-abcdefgh', code: 'BED-7', quantity: 4, locationId: 12, occurredAt: new Date(0) });
    expect(entry.payload).toEqual({ docId: 3, scans: [{ scan_id: 'scan-abcdefgh', code: 'BED-7', quantity: 4, location_id: 12, occurred_at: new Date(0).toISOString() }] });
  });
});
