/**
 * The device's document copies are forgotten when no longer needed (fake-indexeddb): a copy of a document seen in a
 * final state at once, any copy older than three days at the warehouse screens' start (unless scanned since), and
 * only the signed-in user's.
 */
import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DocumentDetail } from '@/domain/warehouse/api';
import { LadingDb, useLocalDbForTests } from '@/lib/db';
import { readLookup, writeLookup } from '@/lib/lookup-cache';
import { readLookupsUnder } from '@/lib/lookup-cache-under';
import { clearSession, setTokens } from '@/lib/session/token-store';
import { storeDocument } from '../api/get-document';
import { DEVICE_COPY_MAX_AGE_MS, deviceDocumentKey, forgetFinishedCopies, pruneDeviceCopies, pruneDeviceCopiesOnce } from './device-copies';
import { putScan } from './scan-store';

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const tokenFor = (id: number, company: number) => `h.${b64({ id, company_id: company, username: `u${id}`, is_main: true, exp: 4_000_000_000 })}.s`;
let db: LadingDb;
let n = 0;

beforeEach(() => {
  db = new LadingDb(`wh-device-copies-${++n}`);
  useLocalDbForTests(db);
  setTokens({ token: tokenFor(7, 2), refresh_token: 'r' });
});
afterEach(() => {
  clearSession();
  useLocalDbForTests(null);
  db.close();
});

const NOW = Date.parse('2026-11-26T08:00:00Z');
const DAY = 86_400_000;
const doc = (id: number, status: string, kind = 'inbound') => ({ id, kind, status, doc_no: `RK${id}`, lines: [] }) as unknown as DocumentDetail;
const stored = async () => (await readLookupsUnder<DocumentDetail>(['warehouse', 'document'])).map((c) => c.data.id).sort((a, b) => a - b);

describe("the device's document copies", () => {
  it('a copy is forgotten once the device sees its document final; one still in progress stays', async () => {
    const statuses = ['confirmed', 'received', 'put_away', 'picking', 'shipped', 'cancelled', 'counting', 'approved', 'rejected', 'picked'];
    for (const [i, status] of statuses.entries()) await writeLookup(deviceDocumentKey(i + 1), doc(i + 1, status), undefined, NOW);
    const dropped = await forgetFinishedCopies(statuses.map((status, i) => ({ id: i + 1, status })));
    expect(dropped).toBe(6);
    expect(await stored()).toEqual([1, 4, 7, 10]);
  });

  it("an action's or scan's answer that is final removes the copy instead of storing it", async () => {
    const queryClient = new QueryClient();
    storeDocument(queryClient, doc(21, 'picking', 'outbound'));
    await expect.poll(() => stored()).toEqual([21]);
    storeDocument(queryClient, doc(21, 'shipped', 'outbound'));
    await expect.poll(() => stored()).toEqual([]);
    // the screen still shows the answer
    expect(queryClient.getQueryData<DocumentDetail>(deviceDocumentKey(21))?.status).toBe('shipped');
  });

  it('at start, copies older than three days go — unless scanned on the device since — and final copies with them', async () => {
    await writeLookup(deviceDocumentKey(1), doc(1, 'confirmed'), undefined, NOW - DEVICE_COPY_MAX_AGE_MS - 60_000);
    await writeLookup(deviceDocumentKey(2), doc(2, 'confirmed'), undefined, NOW - DEVICE_COPY_MAX_AGE_MS + 60_000);
    await writeLookup(deviceDocumentKey(3), doc(3, 'picking', 'outbound'), undefined, NOW - 5 * DAY);
    await writeLookup(deviceDocumentKey(4), doc(4, 'received'), undefined, NOW - 60_000);
    // document 3 was scanned on this device yesterday: its copy is still in use
    await putScan({ id: 'scan-1', scope: '2:7', docId: 3, code: 'X', quantity: 1, lineId: null, packageNo: '', verdict: 'ok', entryId: null, server: null, occurredAt: new Date(NOW - DAY).toISOString(), createdAt: NOW - DAY });
    // another user's old copy on the same device is theirs to prune
    setTokens({ token: tokenFor(8, 2), refresh_token: 'r' });
    await writeLookup(deviceDocumentKey(9), doc(9, 'confirmed'), undefined, NOW - 10 * DAY);
    setTokens({ token: tokenFor(7, 2), refresh_token: 'r' });
    // other things the lookup cache keeps are not documents
    await writeLookup(['warehouse', 'shift-download', 5], { documents: 1 }, undefined, NOW - 10 * DAY);

    expect(await pruneDeviceCopies(NOW)).toBe(2);
    expect(await stored()).toEqual([2, 3]);
    expect(await readLookup(['warehouse', 'shift-download', 5])).not.toBeNull();
    setTokens({ token: tokenFor(8, 2), refresh_token: 'r' });
    expect(await stored()).toEqual([9]);
  });

  it('runs once per user and page life at the screens’ start', async () => {
    await writeLookup(deviceDocumentKey(31), doc(31, 'confirmed'), undefined, Date.now() - 4 * DAY);
    await pruneDeviceCopiesOnce();
    expect(await stored()).toEqual([]);
    await writeLookup(deviceDocumentKey(32), doc(32, 'confirmed'), undefined, Date.now() - 4 * DAY);
    await pruneDeviceCopiesOnce();
    expect(await stored()).toEqual([32]);
  });
});
