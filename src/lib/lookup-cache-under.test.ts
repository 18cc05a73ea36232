import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LadingDb, useLocalDbForTests } from './db';
import { writeLookup } from './lookup-cache';
import { readLookupsUnder } from './lookup-cache-under';
import { clearSession, setTokens } from './session/token-store';

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const tokenFor = (id: number, company: number) => `h.${b64({ id, company_id: company, username: `u${id}`, is_main: true, exp: 4_000_000_000 })}.s`;
let n = 0;

beforeEach(() => {
  useLocalDbForTests(new LadingDb(`lading-under-test-${++n}`));
  setTokens({ token: tokenFor(7, 2) });
});
afterEach(() => {
  clearSession();
  useLocalDbForTests(null);
});

describe('stored lookups under a prefix', () => {
  it("answers each copy under the prefix with its key and time, not a longer name's or another user's", async () => {
    await writeLookup(['warehouse', 'document', 12], { id: 12 }, undefined, 1_000);
    await writeLookup(['warehouse', 'document', 3], { id: 3 }, undefined, 2_000);
    await writeLookup(['warehouse', 'documents', 1], { id: 99 });
    await writeLookup(['warehouse', 'shift-download', 12], { documents: 1 });
    setTokens({ token: tokenFor(8, 3) });
    await writeLookup(['warehouse', 'document', 40], { id: 40 });
    setTokens({ token: tokenFor(7, 2) });

    const found = await readLookupsUnder<{ id: number }>(['warehouse', 'document']);
    expect(found.map((r) => [r.key, r.data.id, r.fetchedAt]).sort((a, b) => Number(a[1]) - Number(b[1]))).toEqual([
      [['warehouse', 'document', 3], 3, 2_000],
      [['warehouse', 'document', 12], 12, 1_000],
    ]);
    clearSession();
    expect(await readLookupsUnder(['warehouse', 'document'])).toEqual([]);
  });
});
