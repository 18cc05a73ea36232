/** The 'warehouse.scan' kind: queued offline with the device's time, sent once, and a per-scan refusal never lost. */
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/toaster', () => ({ toast: { warning: vi.fn(), error: vi.fn(), success: vi.fn(), info: vi.fn(), dismiss: vi.fn() } }));

import { ok } from './fake-server.test-support';
import { enqueue, onEntrySent } from './index';
import { refusalOf, requestOf } from './kinds';
import { db, drain, engine, server, setUpOutboxTests } from './outbox-fixtures.test-support';
import { getStatus } from './status';
import type { EnqueueInput } from './types';

setUpOutboxTests();

const scan = (scanId: string, code: string, occurredAt: Date): EnqueueInput => ({
  kind: 'warehouse.scan',
  entity: `warehouse-scan:41:${scanId}`,
  payload: { docId: 41, scans: [{ scan_id: scanId, code, quantity: 1 }] },
  label: { action: 'warehouseScan', target: `RK0001 ${code}` },
  occurredAt,
});

const answer = (scanId: string, code: string, result: string, message = '') => ({
  results: [{ scan_id: scanId, code, result, line_id: result === 'ok' ? 3 : null, message }],
  document: { id: 41 },
});

const scansOf = () => server.seen.filter((r) => r.url === '/warehouse/documents/41/scans');

describe('warehouse.scan', () => {
  it('becomes POST /warehouse/documents/{id}/scans with each scan carrying the device time', () => {
    const req = requestOf('warehouse.scan', { docId: 41, scans: [{ scan_id: 'scan-aaaa', code: 'X', quantity: 2 }, { scan_id: 'scan-bbbb', code: 'Y', quantity: 1, occurred_at: '2026-01-01T00:00:00.000Z' }] }, '2026-11-20T08:30:00.000Z');
    expect(req).toEqual({
      method: 'post',
      url: '/warehouse/documents/41/scans',
      body: {
        scans: [
          { scan_id: 'scan-aaaa', code: 'X', quantity: 2, occurred_at: '2026-11-20T08:30:00.000Z' },
          { scan_id: 'scan-bbbb', code: 'Y', quantity: 1, occurred_at: '2026-01-01T00:00:00.000Z' },
        ],
      },
    });
  });

  it('is stored while offline with the time of the scan, then sent exactly once when the network returns', async () => {
    server.handler = () => 'network';
    const at = new Date('2026-11-20T08:30:00.000Z');
    const queued = await enqueue(scan('scan-0001', 'A1B2C3D4-001', at), { waitMs: 5000 });
    expect(queued.outcome).toBe('queued');
    expect(getStatus().paused).toBe('offline');
    const [stored] = await db.outbox.toArray();
    expect(stored).toMatchObject({ kind: 'warehouse.scan', entity: 'warehouse-scan:41:scan-0001', occurredAt: at.toISOString(), status: 'pending' });
    const tried = scansOf().length;

    const results: unknown[] = [];
    const off = onEntrySent((_e, r) => results.push(r));
    server.handler = () => ok(answer('scan-0001', 'A1B2C3D4-001', 'ok'));
    engine.requestSync('online');
    await drain();
    engine.requestSync('online');
    await drain();
    off();
    const sends = scansOf().slice(tried);
    expect(sends).toHaveLength(1);
    expect(sends[0].key).toBe(stored.key);
    expect(sends[0].body).toEqual({ scans: [{ scan_id: 'scan-0001', code: 'A1B2C3D4-001', quantity: 1, occurred_at: at.toISOString() }] });
    expect(await db.outbox.count()).toBe(0);
    expect(await db.sent.count()).toBe(1);
    expect(results).toEqual([answer('scan-0001', 'A1B2C3D4-001', 'ok')]);
  });

  it('a scan the server did not take (stock taken meanwhile) fails its entry with the server message', async () => {
    server.handler = () => ok(answer('scan-0002', 'SKU-9', 'over', '超出应有数量：SKU-9'));
    await enqueue(scan('scan-0002', 'SKU-9', new Date()));
    await drain();
    const [failed] = await db.outbox.toArray();
    expect(failed).toMatchObject({ status: 'failed', lastError: { code: 'scan_over', msg: '超出应有数量：SKU-9', httpStatus: 200 } });
    expect(await db.sent.count()).toBe(0);

    // the document's next scan is not held back by the refused one; a caller that waits hears its refusal at once
    server.handler = () => ok(answer('scan-0003', 'SKU-9', 'wrong_status', '单据当前状态为已收货，不能扫描'));
    const waited = await enqueue(scan('scan-0003', 'SKU-9', new Date()), { waitMs: 3000 });
    expect(waited.outcome).toBe('rejected');
    if (waited.outcome === 'rejected') expect(waited.error).toMatchObject({ code: 'scan_wrong_status', msg: '单据当前状态为已收货，不能扫描' });
  });

  it('refusalOf leaves other kinds and all-ok answers alone', () => {
    expect(refusalOf('order.action', { results: [{ result: 'over' }] })).toBeNull();
    expect(refusalOf('warehouse.scan', answer('s', 'c', 'ok'))).toBeNull();
    expect(refusalOf('warehouse.scan', answer('s', 'c', 'duplicate', '重复扫描：c'))?.msg).toBe('重复扫描：c');
  });
});
