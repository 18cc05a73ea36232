/**
 * Re-pricing reach (issue 20, server/src/repositories/quote/reprice-reach.ts): a re-pricing chosen by a filter prices
 * only the orders a card change since their last pricing concerns — a version published from a date reaches the
 * orders of that date and later, a card disabled reaches every date, an order whose facts changed (its pieces typed
 * over) is reached without a card change — and orders named one by one are each priced again (a refresh).
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicRow } from '../../../../../src/domain/quote/model';
import { orderPricings, orders, products } from '../../../db/schema';
import { createTestApp, type Session, type TestApp } from '../../../test-helpers';
import { factsHashSql } from '../../../repositories/quote/pricing-facts';
import { chooseOrders } from '../../../repositories/quote/reprice-reach';
import { insertPublishedCard, ownCardsOnly, shanghaiOrder } from './fixture';

let t: TestApp;
let servicer: Session;
let company: number;
let consignorResource: number;
let productId: number;
let card: number;
const country = { zone: 'area', province_code: '', city_code: '', district_code: '' };
const chinaDay = (daysAgo: number) => new Date(Date.now() + 8 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
const delivery = (unit: number) => [basicRow.parse({ shape: 'basic', zone: country, code: 'DELIVERY', basis: 'PIECE', mode: 'UNIT', unit_cents: unit })];

let seq = 0;
const post = (url: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url, headers: { ...servicer.headers, 'idempotency-key': `reach-${(seq += 1)}-${Date.now()}` }, payload });
const ok = async (res: ReturnType<typeof post>) => {
  const r = await res;
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data;
};
const income = async (ids: number[]) => {
  const rows = await t.database.db.select().from(orderPricings).where(inArray(orderPricings.orderId, ids));
  return Object.fromEntries(rows.map((r) => [r.orderId, r.incomeCents]));
};

/**
 * the company's priced orders whose stored facts hash is not their facts hash now (a re-pricing stores the hash its
 * choice of orders computed, order-reprice.ts inBatches): none, after each apply
 */
const staleFacts = async () =>
  (
    (await t.database.db.execute(
      sql`select count(*)::int as n from order_pricings p join orders o on o.id = p.order_id where p.company_id = ${company} and p.facts_hash is distinct from ${factsHashSql('o')}`,
    )) as unknown as { rows: { n: number }[] }
  ).rows[0].n;

/** an order of the consignor whose service date is `daysAgo` days back (priced when created, at today's date, then moved) */
async function orderOf(daysAgo: number): Promise<{ id: number; order_no: string }> {
  const o = await ok(post('/api/order/orders', shanghaiOrder(consignorResource, productId, 1)));
  await t.database.db
    .update(orders)
    .set({ createdAt: new Date(Date.now() - daysAgo * 86_400_000), appointAt: null })
    .where(eq(orders.id, o.id));
  return o;
}

beforeAll(async () => {
  t = await createTestApp();
  servicer = await t.login('servicer');
  company = servicer.body.data.user.company_id;
  ({ consignorResource, productId } = await ownCardsOnly(t, company));
  card = await insertPublishedCard(t, company, 'CONSIGNOR_BASIC', 'CONSIGNOR', delivery(1000), new Date(Date.now() - 3_600_000));
});
afterAll(() => t.close());

describe('re-pricing reach (issue 20)', () => {
  it('a version from a date reaches the orders of that date on, a disabled card every order, named orders are each refreshed', async () => {
    const old = await orderOf(60);
    const recent = await orderOf(5);
    const ids = [old.id, recent.id];
    const [{ pieces }] = await t.database.db.select({ pieces: orders.package }).from(orders).where(eq(orders.id, old.id));
    expect(pieces).toBeGreaterThan(0);
    expect(await income(ids)).toEqual({ [old.id]: 1000 * pieces, [recent.id]: 1000 * pieces });
    const filter = { consignor_id: consignorResource, date_from: chinaDay(90) };

    // the demo's orders priced with the demo's cards (or never): settled first
    await ok(post('/api/quote/reprice/apply', { preview_id: (await ok(post('/api/quote/reprice/preview', filter))).preview_id }));
    // nothing changed since they were priced: none reached
    const idle = await ok(post('/api/quote/reprice/preview', filter));
    expect(idle.orders).toBeGreaterThanOrEqual(2);
    expect(idle.changed).toBe(0);

    // a facts change without a card change (two more pieces typed over in the database, behind the API): the filter
    // reaches that order alone (its facts hash changed), priced at today's cards
    await t.database.db
      .update(orders)
      .set({ package: pieces + 2 })
      .where(eq(orders.id, old.id));
    const edited = await ok(post('/api/quote/reprice/preview', filter));
    expect(edited.rows).toEqual([expect.objectContaining({ order_id: old.id, old_income: 1000 * pieces, new_income: 1000 * (pieces + 2) })]);
    await ok(post('/api/quote/reprice/apply', { preview_id: edited.preview_id }));
    expect(await staleFacts()).toBe(0);
    const settled = await ok(post('/api/quote/reprice/preview', filter));
    expect(settled.changed).toBe(0);
    // and none is reached again: the facts each was priced from were stored with it
    expect((await chooseOrders(t.database.db, company, eq(orders.consignorResourceId, consignorResource))).filter((c) => c.reached && ids.includes(c.id))).toEqual([]);

    // a price rise from 30 days ago, published through the API: the recent order changes, the old one is not priced
    const v2 = await ok(post(`/api/quote/cards/${card}/versions`, { effective_from: chinaDay(30), effective_to: null, rows: delivery(2000) }));
    await ok(post(`/api/quote/versions/${v2.id}/publish`, {}));
    const rise = await ok(post('/api/quote/reprice/preview', filter));
    expect(rise.rows.map((r: { order_id: number }) => r.order_id)).toContain(recent.id);
    expect(rise.rows.map((r: { order_id: number }) => r.order_id)).not.toContain(old.id);
    const [before] = await t.database.db.select().from(orderPricings).where(eq(orderPricings.orderId, old.id));
    const applied = await ok(post('/api/quote/reprice/apply', { preview_id: rise.preview_id }));
    expect(applied).toMatchObject({ orders: rise.orders, changed: rise.changed, written: rise.changed });
    expect(await income(ids)).toEqual({ [old.id]: 1000 * (pieces + 2), [recent.id]: 2000 * pieces });
    const [after] = await t.database.db.select().from(orderPricings).where(eq(orderPricings.orderId, old.id));
    expect(after.pricedAt.getTime()).toBe(before.pricedAt.getTime());
    expect(await staleFacts()).toBe(0);
    // applied: nothing reached any more
    expect((await ok(post('/api/quote/reprice/preview', filter))).changed).toBe(0);

    // named one by one: a refresh — each is priced again even when nothing reaches it (checked now, its lines kept)
    const [beforeNamed] = await t.database.db.select().from(orderPricings).where(eq(orderPricings.orderId, old.id));
    const named = await ok(post('/api/quote/reprice/preview', { order_nos: [old.order_no] }));
    expect(named).toMatchObject({ orders: 1, changed: 0 });
    await ok(post('/api/quote/reprice/apply', { preview_id: named.preview_id }));
    const [afterNamed] = await t.database.db.select().from(orderPricings).where(eq(orderPricings.orderId, old.id));
    expect(afterNamed.checkedAt!.getTime()).toBeGreaterThan(beforeNamed.checkedAt!.getTime());
    expect(await income([old.id])).toEqual({ [old.id]: 1000 * (pieces + 2) });

    // the card disabled: every date reached, both orders priced to nothing
    const patched = await t.app.inject({ method: 'PATCH', url: `/api/quote/cards/${card}`, headers: servicer.headers, payload: { status: 0 } });
    expect(patched.statusCode, patched.body).toBe(200);
    const off = await ok(post('/api/quote/reprice/preview', filter));
    expect(off.rows.map((r: { order_id: number }) => r.order_id)).toEqual(expect.arrayContaining(ids));
    await ok(post('/api/quote/reprice/apply', { preview_id: off.preview_id }));
    expect(await income(ids)).toEqual({ [old.id]: 0, [recent.id]: 0 });
  });

  it("a product's weight or volume changed reaches the orders of that product priced before it, and only those", async () => {
    const db = t.database.db;
    const o = await orderOf(3);
    const filter = { consignor_id: consignorResource, date_from: chinaDay(90) };
    await ok(post('/api/quote/reprice/apply', { preview_id: (await ok(post('/api/quote/reprice/preview', filter))).preview_id }));
    const reached = async () => (await chooseOrders(db, company, eq(orders.consignorResourceId, consignorResource))).filter((c) => c.reached).map((c) => c.id);
    expect(await reached()).toEqual([]);
    const [p] = await db.select().from(products).where(eq(products.id, productId));
    // its name edited: nothing reached; its weight edited: the order (and any other order of the product) is
    await db.update(products).set({ name: `${p.name}·` }).where(eq(products.id, productId));
    expect(await reached()).toEqual([]);
    await db.update(products).set({ weightG: p.weightG + 1000 }).where(eq(products.id, productId));
    const after = await reached();
    expect(after).toContain(o.id);
    const others = await db.select({ id: orders.id, products: orders.products }).from(orders).where(inArray(orders.id, after));
    // every order reached has the product
    expect(others.every((r) => r.products.some((x) => x.product_id === productId))).toBe(true);
    // priced again: reached no more
    await ok(post('/api/quote/reprice/apply', { preview_id: (await ok(post('/api/quote/reprice/preview', filter))).preview_id }));
    expect(await reached()).toEqual([]);
    await db.update(products).set({ name: p.name, weightG: p.weightG }).where(eq(products.id, productId));
  });
});
