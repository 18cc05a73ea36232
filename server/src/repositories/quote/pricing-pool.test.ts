/**
 * Re-pricing on two cores (issue 20, src/domain/quote/README.md 'Re-pricing on two cores'): the pricing worker prices
 * a batch exactly as this thread does, a batch it cannot price is priced (or refused) here, and a re-pricing of more
 * orders than one batch — read, priced in the worker and written a batch at a time, overlapped — stores for every
 * order what pricing it alone stores.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileCards } from '../../../../src/domain/quote/engine';
import { orderPricings, products, resources } from '../../db/schema';
import { createTestApp, type Session, type TestApp } from '../../test-helpers';
import { loadCompanyCards } from './cards';
import { readPricingBatch } from './order-pricing';
import { priceBatch } from './pricing-batch';
import { PricingSession, pricingWorkerStarted } from './pricing-pool';

let t: TestApp;
let servicer: Session;
let company: number;
const ORDERS = 2_600;

beforeAll(async () => {
  t = await createTestApp();
  servicer = await t.login('servicer');
  company = servicer.body.data.user.company_id;
  const db = t.database.db;
  const consignors = (await db.select({ id: resources.id }).from(resources).where(and(eq(resources.companyId, company), eq(resources.objectType, 'consignor')))).map((r) => r.id);
  const [product] = await db.select().from(products).where(eq(products.companyId, company)).limit(1);
  // more orders than the first two batches of a re-pricing (2 000, then 10 000 at a time), to the demo cards' areas
  await db.execute(sql`
    insert into orders (company_id, order_no, app_code, status, consignor_resource_id, end_province_code, end_city_code, end_district_code, end_address, products, package, services_pkg_code, created_at, status_changed_at)
    select ${company}, 'PW' || lpad(g::text, 10, '0'), 'BANG', 'TO_RECEIVE', (${`{${consignors.join(',')}}`}::int[])[1 + g % ${consignors.length}::int],
      '310000', '310100', case when g % 3 = 0 then '310101' else '310115' end, '南京东路' || g || '号',
      jsonb_build_array(jsonb_build_object('product_id', ${product.id}::int, 'code', ${product.code}::text, 'name', ${product.name}::text, 'quantity', 1 + g % 5, 'package', 1)),
      1 + g % 5, case when g % 2 = 0 then 'DELIVERY' else 'DELIVERY_INSTALL' end, now() - (g % 40) * interval '1 day', now()
    from generate_series(1, ${ORDERS}::int) g`);
});
afterAll(() => t.close());

describe('the pricing worker', () => {
  it('prices a batch as this thread does, and a batch it cannot price is refused here while it goes on', async () => {
    const db = t.database.db;
    expect(await pricingWorkerStarted()).toBe(true);
    const cards = await loadCompanyCards(db, company);
    const data = await readPricingBatch(db, company, sql`orders.order_no like 'PW%' and orders.id % 7 = 0`, { keepText: true });
    expect(typeof data.rows).toBe('string');
    const here = priceBatch(data, compileCards(cards), new Map());
    expect(here.totals.length).toBeGreaterThan(300);
    expect(here.totals.some(([, , income]) => income > 0)).toBe(true);
    const session = new PricingSession(cards, true);
    try {
      expect(await session.price(data, new Map())).toEqual(here);
      expect(await session.price(data)).toEqual({ totals: here.totals });
      // the stored hashes read with the orders (none priced yet: every order written)
      expect(await session.price({ ...(await readPricingBatch(db, company, sql`orders.order_no like 'PW%' and orders.id % 7 = 0`, { keepText: true, withStored: true })) }, true)).toEqual(here);
      expect(session.counts).toEqual({ worker: 3, here: 0 });
      // rows that are not an order's: the worker's error, then this thread's own — the caller sees it
      await expect(session.price({ ...data, rows: '[{"not":"an order"' })).rejects.toThrow();
      expect(session.counts.here).toBe(1);
      expect(await session.price(data, new Map())).toEqual(here);
      expect(session.counts.worker).toBe(4);
    } finally {
      session.close();
    }
  });

  it('a re-pricing of several batches stores for every order what pricing it alone stores', async () => {
    const headers = servicer.headers;
    const preview = await t.app.inject({ method: 'POST', url: '/api/quote/reprice/preview', headers, payload: { date_from: new Date(Date.now() - 100 * 86_400_000).toISOString().slice(0, 10) } });
    if (preview.statusCode !== 200) throw new Error(preview.body);
    expect(preview.statusCode).toBe(200);
    const p = preview.json().data;
    expect(p.orders).toBeGreaterThanOrEqual(ORDERS);
    const applied = await t.app.inject({ method: 'POST', url: '/api/quote/reprice/apply', headers: { ...headers, 'idempotency-key': `pool-${p.preview_id}` }, payload: { preview_id: p.preview_id } });
    expect(applied.statusCode).toBe(200);
    expect(applied.json().data).toMatchObject({ orders: p.orders, changed: p.changed, delta: p.delta });
    const db = t.database.db;
    // every order of the run priced, each as pricing it alone (in this thread) prices it
    const stored = await db
      .select({ orderId: orderPricings.orderId, income: orderPricings.incomeCents, outlay: orderPricings.outlayCents, hash: orderPricings.linesHash, incomeLines: orderPricings.incomeLines, outlayLines: orderPricings.outlayLines })
      .from(orderPricings)
      .where(and(eq(orderPricings.companyId, company), sql`${orderPricings.orderId} in (select id from orders where order_no like 'PW%')`));
    expect(stored.length).toBe(ORDERS);
    const alone = priceBatch(await readPricingBatch(db, company, sql`orders.order_no like 'PW%'`), compileCards(await loadCompanyCards(db, company)), new Map());
    const byId = new Map(stored.map((s) => [s.orderId, s]));
    for (const [orderId, , income, outlay] of alone.totals) expect([orderId, Number(byId.get(orderId)?.income), Number(byId.get(orderId)?.outlay)]).toEqual([orderId, income, outlay]);
    // and the same lines: the hashes this thread computes for them are the stored ones (nothing left to write)
    const again = priceBatch(await readPricingBatch(db, company, sql`orders.order_no like 'PW%'`), compileCards(await loadCompanyCards(db, company)), new Map(stored.map((s) => [s.orderId, s.hash])));
    expect(again.write?.chunks.length).toBe(0);
    expect(again.write?.unchanged.length).toBe(ORDERS);
    // the stored pricing handed with a batch (as a re-pricing's choice of orders reads it) counts as the one read with its rows
    const compiled = compileCards(await loadCompanyCards(db, company));
    const readWith = priceBatch(await readPricingBatch(db, company, sql`orders.order_no like 'PW%'`, { withStored: true }), compiled, true);
    const handed = priceBatch(
      { ...(await readPricingBatch(db, company, sql`orders.order_no like 'PW%'`)), stored: stored.map((s) => [s.orderId, Number(s.income), Number(s.outlay), s.hash, s.incomeLines, s.outlayLines]) },
      compiled,
      true,
    );
    expect(handed).toEqual(readWith);
    expect(handed.write?.unchanged.length).toBe(ORDERS);
    expect(handed.totals.every(([, , income, outlay, storedIncome, storedOutlay]) => income === storedIncome && outlay === storedOutlay)).toBe(true);
  });
});
