import 'fake-indexeddb/auto';
// eslint-disable-next-line no-restricted-imports -- the test writes a database the way the first build did
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { LadingDb } from './db';

describe('local database upgrade', () => {
  it('opens a database written by a version-1 build with the current schema and keeps its lookups', async () => {
    const name = 'lading-upgrade-test';
    // what the first released build created
    const v1 = new Dexie(name);
    v1.version(1).stores({ lookups: '&id, scope, fetchedAt' });
    await v1.table('lookups').put({ id: '2:7|["stations"]', scope: '2:7', key: '["stations"]', data: [{ id: 1, name: '杭州站' }], fetchedAt: 1 });
    v1.close();

    const current = new LadingDb(name);
    await current.open();
    expect(current.verno).toBeGreaterThanOrEqual(2);
    const row = await current.lookups.get('2:7|["stations"]');
    expect(row?.data).toEqual([{ id: 1, name: '杭州站' }]);
    expect(await current.lookups.where('scope').equals('2:7').count()).toBe(1);
    // the tables added since version 1 are there and usable
    await current.addresses.put({ id: 'three-level-address', version: '1', data: [], fetchedAt: 2 });
    expect((await current.addresses.get('three-level-address'))?.version).toBe('1');
    current.close();
    await Dexie.delete(name);
  });

  it('opens a database written by a version-2 build, keeps its lookups and address tree, and adds the outbox tables', async () => {
    const name = 'lading-upgrade-test-v2';
    const v2 = new Dexie(name);
    v2.version(1).stores({ lookups: '&id, scope, fetchedAt' });
    v2.version(2).stores({ lookups: '&id, scope, fetchedAt', addresses: '&id' });
    await v2.table('lookups').put({ id: '2:7|["warehouses"]', scope: '2:7', key: '["warehouses"]', data: ['杭州仓'], fetchedAt: 1 });
    await v2.table('addresses').put({ id: 'three-level-address', version: '7', data: [{ code: '33' }], fetchedAt: 2 });
    v2.close();

    const current = new LadingDb(name);
    await current.open();
    expect(current.verno).toBe(5);
    expect((await current.lookups.get('2:7|["warehouses"]'))?.data).toEqual(['杭州仓']);
    expect((await current.addresses.get('three-level-address'))?.version).toBe('7');
    // the v3 tables and their indexes work
    const entry = {
      id: 'e1', scope: '2:7', key: 'k1', entity: 'order:2000000001', seq: 1, kind: 'order.action', payload: {}, blobIds: ['b1'],
      label: { action: 'sign', target: '2000000001' }, occurredAt: new Date(0).toISOString(), createdAt: 0, attempts: 0, nextAttemptAt: 0,
      status: 'pending' as const, lastError: null,
    };
    await current.outbox.put(entry);
    expect(await current.outbox.where('[scope+status]').equals(['2:7', 'pending']).count()).toBe(1);
    expect(await current.outbox.where('[scope+entity]').equals(['2:7', 'order:2000000001']).count()).toBe(1);
    await current.blobs.put({ id: 'b1', scope: '2:7', entryId: 'e1', data: new ArrayBuffer(2), type: 'image/jpeg', name: 'a.jpg', size: 2, fileId: null, createdAt: 0 });
    expect(await current.blobs.where('entryId').equals('e1').count()).toBe(1);
    await current.sent.put({ id: 's1', scope: '2:7', kind: 'order.action', entity: 'order:1', label: { action: 'sign', target: '1' }, occurredAt: '', sentAt: 5, result: null });
    expect(await current.sent.where('sentAt').below(10).count()).toBe(1);
    await current.drafts.put({ id: '2:7|sign:1', scope: '2:7', key: 'sign:1', value: {}, updatedAt: 1 });
    await current.fieldOrders.put({ id: '2:7|1', scope: '2:7', orderNo: '1', status: 'assigned', localStatus: null, data: {}, fetchedAt: 1 });
    expect(await current.fieldOrders.where('[scope+status]').equals(['2:7', 'assigned']).count()).toBe(1);
    current.close();
    await Dexie.delete(name);
  });

  it('opens a database written by a version-3 build, keeps its outbox and drafts, and adds the warehouse scans', async () => {
    const name = 'lading-upgrade-test-v3';
    const v3 = new Dexie(name);
    v3.version(3).stores({
      lookups: '&id, scope, fetchedAt',
      addresses: '&id',
      outbox: '&id, scope, [scope+status], [scope+entity], seq',
      blobs: '&id, scope, entryId',
      sent: '&id, scope, sentAt',
      drafts: '&id, scope, updatedAt',
      fieldOrders: '&id, scope, [scope+status], [scope+localStatus], orderNo',
    });
    await v3.table('drafts').put({ id: '2:7|sign:1', scope: '2:7', key: 'sign:1', value: { memo: 'x' }, updatedAt: 1 });
    await v3.table('outbox').put({ id: 'e1', scope: '2:7', key: 'k1', entity: 'order:1', seq: 1, kind: 'order.action', payload: {}, blobIds: [], label: { action: 'sign', target: '1' }, occurredAt: '', createdAt: 0, attempts: 0, nextAttemptAt: 0, status: 'pending', lastError: null });
    v3.close();

    const current = new LadingDb(name);
    await current.open();
    expect(current.verno).toBe(5);
    expect((await current.drafts.get('2:7|sign:1'))?.value).toEqual({ memo: 'x' });
    expect(await current.outbox.where('[scope+status]').equals(['2:7', 'pending']).count()).toBe(1);
    await current.warehouseScans.put({
      id: 'scan-0001', scope: '2:7', docId: 5, code: 'A1B2C3D4-001', quantity: 1, lineId: 9, packageNo: 'A1B2C3D4-001', verdict: 'ok',
      entryId: 'e2', server: null, occurredAt: new Date(0).toISOString(), createdAt: 1,
    });
    expect(await current.warehouseScans.where('[scope+docId]').equals(['2:7', 5]).count()).toBe(1);
    expect(await current.warehouseScans.where('entryId').equals('e2').count()).toBe(1);
    current.close();
    await Dexie.delete(name);
  });

  it('opens a database written by a version-4 build, keeps its warehouse scans, and adds the print queue', async () => {
    const name = 'lading-upgrade-test-v4';
    const v4 = new Dexie(name);
    v4.version(4).stores({
      lookups: '&id, scope, fetchedAt',
      addresses: '&id',
      outbox: '&id, scope, [scope+status], [scope+entity], seq',
      blobs: '&id, scope, entryId',
      sent: '&id, scope, sentAt',
      drafts: '&id, scope, updatedAt',
      fieldOrders: '&id, scope, [scope+status], [scope+localStatus], orderNo',
      warehouseScans: '&id, scope, [scope+docId], entryId, createdAt',
    });
    await v4.table('warehouseScans').put({
      id: 'scan-0002', scope: '2:7', docId: 6, code: 'P-1', quantity: 1, lineId: null, packageNo: '', verdict: 'unexpected', entryId: null, server: null,
      occurredAt: new Date(0).toISOString(), createdAt: 1,
    });
    v4.close();

    const current = new LadingDb(name);
    await current.open();
    expect(current.verno).toBe(5);
    expect((await current.warehouseScans.get('scan-0002'))?.verdict).toBe('unexpected');
    await current.printJobs.put({
      id: 'job-1', scope: '2:7', kind: 'waybill_label', title: '2261121000001', pageCount: 1, paper: { widthMm: 100, heightMm: 150 },
      createdAt: 3, status: 'queued', attempts: 0, lastError: null, printedAt: null, claim: null, reprintOf: null,
    });
    expect(await current.printJobs.where('[scope+status]').equals(['2:7', 'queued']).count()).toBe(1);
    expect(await current.printJobs.where('[scope+createdAt]').between(['2:7', 0], ['2:7', 10]).count()).toBe(1);
    await current.printPages.put({ id: 'job-1', pages: ['<div>a</div>'] });
    expect((await current.printPages.get('job-1'))?.pages).toEqual(['<div>a</div>']);
    current.close();
    await Dexie.delete(name);
  });
});
