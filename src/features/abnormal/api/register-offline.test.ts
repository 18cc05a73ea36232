/** The 'abnormal.create' outbox kind (issue 19): a field registration with photos queued offline, sent once on reconnect — photos first, the entry's id as client_id, the device's time. */
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/toaster', () => ({ toast: { warning: vi.fn(), error: vi.fn(), success: vi.fn(), info: vi.fn(), dismiss: vi.fn() } }));

import { forgetUploadPolicy } from '@/components/ui/image-uploader/direct-upload';
import { ok } from '@/lib/outbox/fake-server.test-support';
import { requestOf } from '@/lib/outbox/kinds';
import { db, drain, engine, server, setUpOutboxTests } from '@/lib/outbox/outbox-fixtures.test-support';
import { registerFromField } from './register-offline';

setUpOutboxTests();
beforeEach(forgetUploadPolicy);

const photo = (name: string) => ({ data: new Blob([new Uint8Array([1, 2, 3])], { type: 'image/jpeg' }), type: 'image/jpeg', name });

describe('abnormal.create', () => {
  it('becomes POST /abnormal/records with the entry id as client_id and the device time', () => {
    expect(requestOf('abnormal.create', { body: { order_no: 'LD1', type_code: 'DAMAGE' } }, '2026-11-26T08:00:00.000Z', 'e-12345678')).toEqual({
      method: 'post',
      url: '/abnormal/records',
      body: { order_no: 'LD1', type_code: 'DAMAGE', client_id: 'e-12345678', occurred_at: '2026-11-26T08:00:00.000Z' },
    });
  });

  it('offline it waits with its photos; on reconnect the photos go first, then the record, once', async () => {
    server.handler = () => 'network';
    const at = new Date('2026-11-26T07:30:00.000Z');
    const queued = await registerFromField(
      { body: { order_no: 'LD2611260001', package_nos: ['LD2611260001-001'], type_code: 'DAMAGE', stage: 'delivery', description: '外箱破损', hold_order: true }, photos: [photo('a.jpg'), photo('b.jpg')], occurredAt: at, label: '破损' },
      { waitMs: 3000 },
    );
    expect(queued.outcome).toBe('queued');
    const [stored] = await db.outbox.toArray();
    expect(stored).toMatchObject({ kind: 'abnormal.create', entity: 'abnormal-new:LD2611260001', occurredAt: at.toISOString() });
    expect(stored.blobIds).toHaveLength(2);

    let n = 0;
    server.handler = (req) =>
      req.url === '/file/upload/policy' ? ok({ enabled: false }) : req.url === '/file/image/upload' ? ok({ fileid: `F${++n}` }) : ok({ id: 77, abnormal_no: 'YC2611260001' });
    server.seen.length = 0;
    engine.requestSync('online');
    await drain();
    engine.requestSync('online');
    await drain();
    // the upload policy first (off: the API upload), as every image upload asks
    expect(server.seen.map((r) => r.url)).toEqual(['/file/upload/policy', '/file/image/upload', '/file/image/upload', '/abnormal/records']);
    const create = server.seen[3];
    expect(create.key).toBe(stored.key);
    expect(create.body).toEqual({
      order_no: 'LD2611260001',
      package_nos: ['LD2611260001-001'],
      type_code: 'DAMAGE',
      stage: 'delivery',
      description: '外箱破损',
      hold_order: true,
      photos: ['F1', 'F2'],
      client_id: stored.id,
      occurred_at: at.toISOString(),
    });
    expect(await db.outbox.count()).toBe(0);
  });
});
