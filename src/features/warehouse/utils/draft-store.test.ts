/** Warehouse drafts round trip through the local database (fake-indexeddb), scoped to the signed-in user. */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LadingDb, useLocalDbForTests } from '@/lib/db';
import { clearSession, setTokens } from '@/lib/session/token-store';
import { emptyForm, emptyLine, toBody, type DocumentFormValues } from './document-form';
import { deleteWarehouseDraft, listWarehouseDrafts, readWarehouseDraft, writeWarehouseDraft } from './draft-store';

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const tokenFor = (id: number, company: number) => `h.${b64({ id, company_id: company, username: `u${id}`, is_main: true, exp: 4_000_000_000 })}.s`;

let db: LadingDb;
let n = 0;

beforeEach(() => {
  db = new LadingDb(`wh-drafts-${++n}`);
  useLocalDbForTests(db);
  setTokens({ token: tokenFor(7, 2), refresh_token: 'r' });
});

afterEach(() => {
  clearSession();
  useLocalDbForTests(null);
  db.close();
});

const values = (): DocumentFormValues => ({
  ...emptyForm(),
  warehouse_id: '3',
  location_id: '11',
  owner_id: '5',
  owner_label: '宜家家居',
  lines: [{ ...emptyLine(), product_id: '42', product_label: '三人沙发 (SOFA-3)', package_no: '2000000001-001', quantity: '2' }],
});

describe('warehouse drafts', () => {
  it('a draft written is read back, listed by kind, and deleted', async () => {
    await writeWarehouseDraft('inbound', 'd1', values());
    await writeWarehouseDraft('outbound', 'd2', { ...emptyForm(), warehouse_id: '3' });

    const back = await readWarehouseDraft('inbound', 'd1');
    expect(back).toMatchObject({ id: 'd1', kind: 'inbound', values: values() });
    // what is restored makes the same request body as what was typed
    expect(toBody('inbound', back!.values)).toEqual(toBody('inbound', values()));

    expect((await listWarehouseDrafts()).map((d) => d.id).sort()).toEqual(['d1', 'd2']);
    expect((await listWarehouseDrafts('outbound')).map((d) => d.id)).toEqual(['d2']);

    await deleteWarehouseDraft('inbound', 'd1');
    expect(await readWarehouseDraft('inbound', 'd1')).toBeNull();
    expect((await listWarehouseDrafts()).map((d) => d.id)).toEqual(['d2']);
  });

  it('another user on the device does not see them; other drafts of the app are not listed', async () => {
    await writeWarehouseDraft('inbound', 'd1', values());
    await db.drafts.put({ id: '2:7|order-entry:create/waybill', scope: '2:7', key: 'order-entry:create/waybill', value: { values: {} }, updatedAt: 1 });
    expect((await listWarehouseDrafts()).map((d) => d.id)).toEqual(['d1']);
    setTokens({ token: tokenFor(8, 2), refresh_token: 'r' });
    expect(await listWarehouseDrafts()).toEqual([]);
    expect(await readWarehouseDraft('inbound', 'd1')).toBeNull();
  });
});
