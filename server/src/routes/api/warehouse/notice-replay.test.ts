/**
 * A merchant's advance notice sent from the outbox (kind 'warehouse.notice'): the entry is resent with its own
 * Idempotency-Key after a lost answer, and the server applies it once — the same notice answered, one inbound document.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { warehouseDocuments } from '../../../db/schema';
import { withTestApp } from '../../../test-app';

const t = withTestApp();
const servicer = t.signIn('servicer');
const merchant = t.signIn('consignor');
let wh: { id: number };
let prods: { id: number }[];

beforeAll(async () => {
  [wh] = (await t.app.inject({ method: 'GET', url: '/api/user/warehouse/all?per_page=300', headers: servicer.headers })).json().data.list;
  prods = (await t.app.inject({ method: 'GET', url: '/api/user/product/getAllProduct', headers: servicer.headers })).json().data.list;
});

const post = (body: object, key: string, lang = 'zh') =>
  t.app.inject({ method: 'POST', url: '/api/warehouse/notices', headers: { ...merchant.headers, 'idempotency-key': key, 'accept-language': lang }, payload: body });

const notices = async (memo: string) =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(warehouseDocuments).where(and(eq(warehouseDocuments.source, 'notice'), eq(warehouseDocuments.memo, memo))))[0].n;

describe('an advance notice replayed by the outbox', () => {
  it('is created once: the same key answers the same notice, replayed, and writes nothing more', async () => {
    const memo = `离线预报-${randomUUID().slice(0, 8)}`;
    const body = { warehouse_id: wh.id, expected_date: '2026-12-05', memo, lines: [{ product_id: prods[0].id, quantity: 2 }] };
    const key = `outbox-${randomUUID()}`;
    const first = await post(body, key);
    expect(first.statusCode, first.body).toBe(200);
    const created = first.json().data;
    expect(created).toMatchObject({ status: 'draft', memo, total_quantity: 2 });
    expect(await notices(memo)).toBe(1);

    const again = await post(body, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data).toMatchObject({ id: created.id, doc_no: created.doc_no });
    expect(await notices(memo)).toBe(1);

    // another key is another notice (the merchant sent a second one on purpose)
    expect((await post(body, `outbox-${randomUUID()}`)).statusCode).toBe(200);
    expect(await notices(memo)).toBe(2);
  });

  it('a refused notice writes nothing; the corrected one (an edited outbox entry takes a new key) is applied', async () => {
    const memo = `离线预报-${randomUUID().slice(0, 8)}`;
    const key = `outbox-${randomUUID()}`;
    const bad = await post({ warehouse_id: wh.id, memo, lines: [{ product_id: prods[0].id, quantity: 0 }] }, key);
    expect(bad.statusCode).toBe(400);
    expect(await notices(memo)).toBe(0);
    const good = await post({ warehouse_id: wh.id, memo, lines: [{ product_id: prods[0].id, quantity: 1 }] }, `outbox-${randomUUID()}`);
    expect(good.statusCode, good.body).toBe(200);
    expect(await notices(memo)).toBe(1);
  });
});
