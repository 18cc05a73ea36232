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
});
