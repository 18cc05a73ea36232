/**
 * A re-pricing's apply writes its preview's pricing of every order nothing changed for since, and prices the others
 * again (issue 20, server/src/repositories/quote/reprice-kept.ts): an order whose facts were typed over behind the
 * API, one priced by another path, one moved to a store; every order when the cards or the parties' names changed, or
 * when the preview is no longer kept. Whatever it took from the preview, what it stored is what a fresh pricing gives
 * (a refresh of every order afterwards writes nothing), and the shop cost projection equals the lines.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicRow } from '../../../../../src/domain/quote/model';
import { orderPricings, orders, products, quoteTemplateConsignors, quoteTemplates, resources, stations, warehouses } from '../../../db/schema';
import { priceOrders } from '../../../repositories/quote/order-pricing';
import { lastApply } from '../../../repositories/quote/order-reprice';
import { MAX_KEPT, pricingContext } from '../../../repositories/quote/reprice-kept';
import { createTestApp, type Session, type TestApp } from '../../../test-helpers';
import { insertPublishedCard, ownCardsOnly, projectionAndTruth, shanghaiOrder } from './fixture';

let t: TestApp;
let servicer: Session;
let company: number;
let consignorResource: number;
let productId: number;
let card: number;
const country = { zone: 'area', province_code: '', city_code: '', district_code: '' };
const delivery = (unit: number) => [basicRow.parse({ shape: 'basic', zone: country, code: 'DELIVERY', basis: 'PIECE', mode: 'UNIT', unit_cents: unit })];
// the test's orders are created on days of their own (no other order of the company's), so the projection is theirs
const DAYS = ['2023-03-01', '2023-03-02', '2023-03-03'];
const filter = () => ({ consignor_id: consignorResource, date_from: '2023-03-01', date_to: '2023-03-09' });

let seq = 0;
const post = (url: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url, headers: { ...servicer.headers, 'idempotency-key': `kept-${(seq += 1)}-${Date.now()}` }, payload });
const ok = async (res: ReturnType<typeof post>) => {
  const r = await res;
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data;
};
const preview = (f: Record<string, unknown> = filter()) => ok(post('/api/quote/reprice/preview', f));
const apply = (p: { preview_id: string }) => ok(post('/api/quote/reprice/apply', { preview_id: p.preview_id }));
let versionFrom = 0;
/** a new version of the card, in force for the test's orders, published now */
async function publish(unit: number) {
  const v = await ok(post(`/api/quote/cards/${card}/versions`, { effective_from: `2023-01-${String((versionFrom += 1)).padStart(2, '0')}`, effective_to: null, rows: delivery(unit) }));
  await ok(post(`/api/quote/versions/${v.id}/publish`, {}));
}

const os: { id: number; order_no: string }[] = [];
let store: number;
const income = async () => Object.fromEntries((await t.database.db.select().from(orderPricings).where(inArray(orderPricings.orderId, os.map((o) => o.id)))).map((r) => [r.orderId, Number(r.incomeCents)]));
const piecesOf = async (id: number) => (await t.database.db.select({ n: orders.package }).from(orders).where(eq(orders.id, id)))[0].n;

/** what a fresh pricing gives is what is stored: a refresh of every order (each priced again) writes nothing */
async function freshPricingWritesNothing() {
  const refresh = await preview({ order_nos: os.map((o) => o.order_no) });
  expect(refresh).toMatchObject({ orders: os.length, changed: 0 });
  expect((await apply(refresh)).written).toBe(0);
}

async function projectionIsTheLines() {
  const p = await projectionAndTruth(
    t.database.db,
    company,
    os.map((o) => o.id),
    store,
    DAYS[0],
    '2023-03-09',
  );
  expect(p.expected.length).toBeGreaterThan(1);
  expect(p.projected).toEqual(p.expected);
  expect(p.projectedStore).toEqual(p.expectedStore);
}

beforeAll(async () => {
  t = await createTestApp();
  servicer = await t.login('servicer');
  company = servicer.body.data.user.company_id;
  ({ consignorResource, productId } = await ownCardsOnly(t, company));
  card = await insertPublishedCard(t, company, 'CONSIGNOR_BASIC', 'CONSIGNOR', delivery(1000), new Date(Date.now() - 3_600_000));
  const db = t.database.db;
  store = (await db.insert(resources).values({ companyId: company, objectType: 'store', name: '保留预览店铺' }).returning())[0].id;
  for (let i = 0; i < 6; i++) {
    const o = await ok(post('/api/order/orders', shanghaiOrder(consignorResource, productId, 1 + (i % 3))));
    await db
      .update(orders)
      .set({ createdAt: new Date(`${DAYS[i % 3]}T03:00:00Z`), appointAt: null, storeResourceId: i % 2 ? store : null })
      .where(eq(orders.id, o.id));
    os.push(o);
  }
  // priced at their own dates
  await apply(await preview());
});
afterAll(() => t.close());

describe("a re-pricing's apply and its preview's pricing (issue 20)", () => {
  it('writes the pricing of the orders unchanged since the preview as it was, and prices again the orders changed since', async () => {
    const [edited, pricedElsewhere, moved] = os;
    await publish(1500);
    const p = await preview();
    expect(p.changed).toBe(os.length);

    // between the preview and its apply: pieces typed over behind the API, an order priced by another path (an edit,
    // a load: already at the new price, so no longer reached), an order moved to the store (its projection key)
    const pieces = await piecesOf(edited.id);
    await t.database.db
      .update(orders)
      .set({ package: pieces + 3 })
      .where(eq(orders.id, edited.id));
    await priceOrders(t.database.db, company, [pricedElsewhere.id]);
    await t.database.db.update(orders).set({ storeResourceId: store }).where(eq(orders.id, moved.id));

    const applied = await apply(p);
    expect(lastApply).toEqual({ kept: os.length - 3, priced: 2 });
    expect(applied).toMatchObject({ orders: os.length, changed: os.length - 1, written: os.length - 1 });
    expect((await income())[edited.id]).toBe(1500 * (pieces + 3));
    await projectionIsTheLines();
    await freshPricingWritesNothing();
  });

  it("prices every order again when the cards or a party's name changed since the preview, or the preview is no longer kept", async () => {
    const db = t.database.db;
    // the cards: a version published after the preview — every order at its price, none at the preview's
    await publish(1700);
    const cards = await preview();
    await publish(1800);
    await apply(cards);
    expect(lastApply).toEqual({ kept: 0, priced: os.length });
    expect(Object.values(await income())).toEqual(await Promise.all(os.map(async (o) => 1800 * (await piecesOf(o.id)))));

    // the consignor renamed: its name is on every receivable line
    await publish(1900);
    const named = await preview();
    const [consignor] = await db.select().from(resources).where(eq(resources.id, consignorResource));
    await db.update(resources).set({ name: `${consignor.name}（新）` }).where(eq(resources.id, consignorResource));
    await apply(named);
    expect(lastApply).toEqual({ kept: 0, priced: os.length });
    await freshPricingWritesNothing();
    await db.update(resources).set({ name: consignor.name }).where(and(eq(resources.id, consignorResource), eq(resources.companyId, company)));

    // a preview no longer kept (more previews made since than the process keeps): priced again, the same result
    await publish(2000);
    const oldest = await preview();
    for (let i = 0; i < MAX_KEPT; i++) await preview();
    await apply(oldest);
    expect(lastApply).toEqual({ kept: 0, priced: os.length });
    // and with nothing changed, the whole preview is written as it was
    await publish(2100);
    await apply(await preview());
    expect(lastApply).toEqual({ kept: os.length, priced: 0 });
    expect(Object.values(await income())).toEqual(await Promise.all(os.map(async (o) => 2100 * (await piecesOf(o.id)))));
    await projectionIsTheLines();
    await freshPricingWritesNothing();
  });

  it('the pricing context moves with what a pricing reads beyond the orders and the cards, not with an order', async () => {
    const db = t.database.db;
    const now = () => pricingContext(db, company);
    const changes: [string, () => Promise<unknown>][] = [
      ['a template bound to the consignor', async () => {
        const [tpl] = await db.insert(quoteTemplates).values({ companyId: company, name: '保留预览模板' }).returning();
        await db.insert(quoteTemplateConsignors).values({ companyId: company, templateId: tpl.id, consignorId: consignorResource });
      }],
      ['a party renamed', () => db.update(resources).set({ name: '保留预览店铺·改' }).where(eq(resources.id, store))],
      ["a warehouse's area", async () => {
        const [w] = await db.select().from(warehouses).where(eq(warehouses.companyId, company)).limit(1);
        await db.update(warehouses).set({ districtCode: w.districtCode === '310101' ? '310104' : '310101' }).where(eq(warehouses.id, w.id));
      }],
      ['a station renamed', async () => {
        const [st] = await db.select().from(stations).where(eq(stations.companyId, company)).limit(1);
        await db.update(stations).set({ name: `${st.name}·` }).where(eq(stations.id, st.id));
      }],
      ["a product's weight", async () => {
        const [p] = await db.select().from(products).where(eq(products.id, productId));
        await db.update(products).set({ weightG: p.weightG + 1 }).where(eq(products.id, productId));
      }],
    ];
    // an order's own change is the order's (its facts hash): not the context
    let before = await now();
    await db.update(orders).set({ package: 9 }).where(eq(orders.id, os[0].id));
    expect(await now()).toBe(before);
    for (const [what, change] of changes) {
      await change();
      const after = await now();
      expect(after, what).not.toBe(before);
      before = after;
    }
  });
});
