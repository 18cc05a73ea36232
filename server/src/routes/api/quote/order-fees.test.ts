import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatYuan } from '../../../../../src/domain/money';
import { compileCards, priceOrder } from '../../../../../src/domain/quote/engine';
import { basicRow, extraRow, ratioRow, type RateRow } from '../../../../../src/domain/quote/model';
import { orderEstimatedFees, orderPricings, orders, products, quoteCards, quoteCardVersions, users } from '../../../db/schema';
import { cardsForInputs, pricingInputs } from '../../../repositories/quote/order-pricing';
import { expandLines } from '../../../repositories/quote/stored-lines';
import { createTestApp, type Session, type TestApp } from '../../../test-helpers';

let t: TestApp;
let servicer: Session;
let servicer2: Session;
let consignor: Session;
let company: number;
let consignorResource: number;
let productId: number;
let basicCard: number;
let extraCard: number;

const chinaToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const chinaYesterday = () => new Date(Date.now() + 8 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
const country = { zone: 'area', province_code: '', city_code: '', district_code: '' };

async function insertCard(kind: string, rows: RateRow[], partyId: number | null = null): Promise<number> {
  const db = t.database.db;
  const [card] = await db.insert(quoteCards).values({ companyId: company, kind, name: `${kind} 默认`, partyType: 'CONSIGNOR', partyId }).returning({ id: quoteCards.id });
  await db.insert(quoteCardVersions).values({ companyId: company, cardId: card.id, versionNo: 1, effectiveFrom: '2020-01-01', state: 'PUBLISHED', rows, rowCount: rows.length, publishedAt: new Date() });
  return card.id;
}

beforeAll(async () => {
  t = await createTestApp();
  [servicer, servicer2, consignor] = await Promise.all(['servicer', 'servicer2', 'consignor'].map((u) => t.login(u)));
  company = servicer.body.data.user.company_id;
  const db = t.database.db;
  consignorResource = (await db.select().from(users).where(eq(users.username, 'consignor')))[0].resourceId!;
  productId = (await db.select().from(products).where(eq(products.companyId, company)).limit(1))[0].id;
  // the demo's rate cards (seed/quote.ts) out of the way: these tests price with their own cards only
  await db.delete(quoteCardVersions).where(eq(quoteCardVersions.companyId, company));
  await db.delete(quoteCards).where(eq(quoteCards.companyId, company));
  basicCard = await insertCard('CONSIGNOR_BASIC', [
    basicRow.parse({ shape: 'basic', zone: country, code: 'DELIVERY', basis: 'PIECE', mode: 'UNIT', unit_cents: 1000 }),
    basicRow.parse({ shape: 'basic', zone: country, code: 'INSTALL', basis: 'ORDER', mode: 'FLAT', flat_cents: 5000 }),
  ]);
  extraCard = await insertCard('CONSIGNOR_EXTRA', [
    extraRow.parse({ shape: 'extra', zone: country, code: 'OVER_DISTANCE', basis: 'DISTANCE', mode: 'UNIT', unit_cents: 300, condition: { keywords: ['张江镇'], over_m: 10_000 } }),
  ]);
});
afterAll(() => t.close());

const base = () => ({
  variant: 'waybill',
  consignor_resource_id: consignorResource,
  end_contact: '陈小姐',
  end_tel: '13912345678',
  end_province_code: '310000',
  end_city_code: '310100',
  end_district_code: '310101',
  end_address: '南京东路100号',
  products: [{ product_id: productId, quantity: 2 }],
  services_pkg_code: 'DELIVERY_INSTALL',
});

const create = async (body: Record<string, unknown> = base()) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/order/orders', headers: servicer.headers, payload: body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; order_no: string };
};
const fees = (s: Session, orderId: number, lang = 'zh-CN') => t.app.inject({ method: 'GET', url: `/api/quote/orders/${orderId}/fees`, headers: { ...s.headers, 'accept-language': lang } });
const pieces = async (orderId: number) => (await t.database.db.select({ p: orders.package }).from(orders).where(eq(orders.id, orderId)))[0].p;

describe('order fees (issue 20)', () => {
  it('prices an order when it is created: lines with their card version and explanation, in the reader’s language', async () => {
    const o = await create();
    const res = await fees(servicer, o.id);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    const n = await pieces(o.id);
    expect(n).toBeGreaterThan(0);
    expect(d.priced_at).not.toBeNull();
    expect(d.lines.map((l: { code: string; direction: string; amount_cents: number }) => [l.code, l.direction, l.amount_cents])).toEqual([
      ['DELIVERY', 'INCOME', 1000 * n],
      ['INSTALL', 'INCOME', 5000],
    ]);
    expect(d.totals).toEqual({ INCOME: 1000 * n + 5000, OUTLAY: 0 });
    expect(d.lines[0].name).toBe('配送费');
    expect(d.lines[0].party).toMatchObject({ type: 'CONSIGNOR', id: consignorResource });
    expect(d.lines[0].party.name).not.toBe('');
    expect(d.lines[0].explanation).toMatchObject({ card_id: basicCard, version_no: 1, zone_level: 'country', party_rank: 'default', formula: `¥10.00/件 × ${n} 件 = ${formatYuan(1000 * n)}` });
    const en = (await fees(servicer, o.id, 'en')).json().data;
    expect(en.lines[0].name).toBe('Delivery');
    expect(en.lines[0].explanation.formula).toBe(`¥10.00/pc × ${n} pc = ${formatYuan(1000 * n)}`);
  });

  it('prices it again when its address changes (an over-distance town), replacing its lines', async () => {
    const o = await create();
    const put = await t.app.inject({ method: 'PUT', url: `/api/order/orders/${o.id}`, headers: servicer.headers, payload: { ...base(), end_address: '张江镇科苑路88号' } });
    expect(put.statusCode, put.body).toBe(200);
    const d = (await fees(servicer, o.id)).json().data;
    expect(d.lines.map((l: { code: string }) => l.code)).toEqual(['DELIVERY', 'INSTALL', 'OVER_DISTANCE']);
    expect(d.lines[2]).toMatchObject({ amount_cents: 3000, explanation: { card_id: extraCard, formula: '¥3.00/km × 10.000 km = ¥30.00' } });
    const rows = await t.database.db.select().from(orderEstimatedFees).where(eq(orderEstimatedFees.orderId, o.id));
    expect(rows).toHaveLength(3);
  });

  it('another company’s order is a 404; accounts other than the servicer’s are refused; its cards never price ours', async () => {
    // the other company's own default cards, published: a higher delivery price and a fuel surcharge over it
    for (const [kind, rows] of [
      ['CONSIGNOR_BASIC', [basicRow.parse({ shape: 'basic', zone: country, code: 'DELIVERY', basis: 'PIECE', mode: 'UNIT', unit_cents: 99_900 })]],
      ['CONSIGNOR_RATIO', [ratioRow.parse({ shape: 'ratio', zone: country, code: 'FUEL', of: ['DELIVERY'], percent_bp: 5000 })]],
    ] as const) {
      const made = await t.app.inject({ method: 'POST', url: '/api/quote/cards', headers: servicer2.headers, payload: { kind, name: `别家${kind}`, party_type: 'CONSIGNOR', party_id: null, effective_from: chinaYesterday(), rows } });
      const version = made.json().data?.versions?.[0]?.id;
      expect(made.statusCode, made.body).toBe(200);
      expect((await t.app.inject({ method: 'POST', url: `/api/quote/versions/${version}/publish`, headers: servicer2.headers })).statusCode).toBe(200);
    }
    const o = await create();
    const ours = (await fees(servicer, o.id)).json().data;
    expect(ours.lines.map((l: { code: string; explanation: { card_id: number } }) => [l.code, l.explanation.card_id])).toEqual([
      ['DELIVERY', basicCard],
      ['INSTALL', basicCard],
    ]);
    expect((await fees(servicer2, o.id)).statusCode).toBe(404);
    expect((await fees(servicer, 2_000_000_000)).statusCode).toBe(404);
    expect((await fees(consignor, o.id)).statusCode).toBe(403);
  });

  it('re-price: the preview shows the difference after a card change and stores nothing; apply writes it once', async () => {
    const o = await create();
    const n = await pieces(o.id);
    const db = t.database.db;
    // a new version of the basic card from today: 12.00 a piece
    await db.update(quoteCardVersions).set({ effectiveTo: chinaYesterday() }).where(eq(quoteCardVersions.cardId, basicCard));
    await db.insert(quoteCardVersions).values({
      companyId: company,
      cardId: basicCard,
      versionNo: 2,
      effectiveFrom: chinaToday(),
      state: 'PUBLISHED',
      rows: [basicRow.parse({ shape: 'basic', zone: country, code: 'DELIVERY', basis: 'PIECE', mode: 'UNIT', unit_cents: 1200 }), basicRow.parse({ shape: 'basic', zone: country, code: 'INSTALL', basis: 'ORDER', mode: 'FLAT', flat_cents: 5000 })],
      rowCount: 2,
      publishedAt: new Date(),
    });
    const post = (url: string, payload: Record<string, unknown>, s: Session = servicer, key?: string) => t.app.inject({ method: 'POST', url, headers: { ...s.headers, ...(key ? { 'idempotency-key': key } : {}) }, payload });
    expect((await post('/api/quote/reprice/preview', {})).statusCode).toBe(400);
    const preview = await post('/api/quote/reprice/preview', { order_nos: [o.order_no] });
    expect(preview.statusCode, preview.body).toBe(200);
    const p = preview.json().data;
    expect(p).toMatchObject({ orders: 1, changed: 1, delta: { INCOME: 200 * n, OUTLAY: 0 } });
    expect(p.rows).toEqual([{ order_id: o.id, order_no: o.order_no, old_income: 1000 * n + 5000, new_income: 1200 * n + 5000, old_outlay: 0, new_outlay: 0 }]);
    // the preview wrote no fee
    expect((await fees(servicer, o.id)).json().data.totals.INCOME).toBe(1000 * n + 5000);
    // another company cannot apply it
    expect((await post('/api/quote/reprice/apply', { preview_id: p.preview_id }, servicer2)).statusCode).toBe(404);

    const key = `reprice-${o.id}`;
    const applied = await post('/api/quote/reprice/apply', { preview_id: p.preview_id }, servicer, key);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().data).toEqual({ preview_id: p.preview_id, orders: 1, changed: 1, written: 1, delta: { INCOME: 200 * n, OUTLAY: 0 } });
    const after = (await fees(servicer, o.id)).json().data;
    expect(after.totals.INCOME).toBe(1200 * n + 5000);
    expect(after.lines[0].explanation.version_no).toBe(2);
    const stored = await db.select().from(orderEstimatedFees).where(and(eq(orderEstimatedFees.orderId, o.id), eq(orderEstimatedFees.code, 'DELIVERY')));
    expect(stored).toHaveLength(1);
    const pricedAt = after.priced_at;

    // the same key replays the answer and writes nothing; another apply of the preview is refused
    const replay = await post('/api/quote/reprice/apply', { preview_id: p.preview_id }, servicer, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data).toEqual(applied.json().data);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect((await fees(servicer, o.id)).json().data.priced_at).toBe(pricedAt);
    const again = await post('/api/quote/reprice/apply', { preview_id: p.preview_id });
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe('该重算预览已应用，请重新预览');
    expect((await fees(servicer, o.id)).json().data.priced_at).toBe(pricedAt);

    // a re-price that changes nothing writes nothing: the same line rows, the same time; an order whose lines differ
    // from what is stored (here: removed behind the engine's back) is the only one written
    const o2 = await create();
    // (an order's lines are one order_pricings row: not written = the same lines, priced at the same time)
    const lineIds = async (id: number) => (await db.select({ lines: orderPricings.lines, pricedAt: orderPricings.pricedAt }).from(orderPricings).where(eq(orderPricings.orderId, id)))[0];
    const before = await lineIds(o.id);
    expect(before.lines.length).toBeGreaterThan(0);
    const same = (await post('/api/quote/reprice/preview', { order_nos: [o.order_no, o2.order_no] })).json().data;
    expect(same).toMatchObject({ orders: 2, changed: 0 });
    const none = (await post('/api/quote/reprice/apply', { preview_id: same.preview_id })).json().data;
    expect(none).toMatchObject({ orders: 2, changed: 0, written: 0 });
    expect(await lineIds(o.id)).toEqual(before);
    expect((await fees(servicer, o.id)).json().data.priced_at).toBe(pricedAt);
    await db.update(orderPricings).set({ linesHash: 'stale' }).where(eq(orderPricings.orderId, o2.id));
    const one = (await post('/api/quote/reprice/preview', { order_nos: [o.order_no, o2.order_no] })).json().data;
    expect((await post('/api/quote/reprice/apply', { preview_id: one.preview_id })).json().data).toMatchObject({ orders: 2, changed: 0, written: 1 });
    expect(await lineIds(o.id)).toEqual(before);
    expect((await fees(servicer, o2.id)).json().data.totals.INCOME).toBe(1200 * n + 5000);
  });

  it('the stored lines read back exactly as the engine priced them (first and additional units, a ratio, a surcharge)', async () => {
    const db = t.database.db;
    // the consignor's own card prices its delivery by weight (over the default's per piece); installation stays the default's
    const weightCard = await insertCard('CONSIGNOR_BASIC', [basicRow.parse({ shape: 'basic', zone: country, code: 'DELIVERY', basis: 'WEIGHT', mode: 'FIRST_ADDITIONAL', first_units: 1000, first_cents: 1200, step_units: 500, additional_cents: 150, min_cents: 100 })], consignorResource);
    const ratioCard = await insertCard('CONSIGNOR_RATIO', [ratioRow.parse({ shape: 'ratio', zone: country, code: 'FUEL', of: ['DELIVERY', 'INSTALL'], percent_bp: 350, min_cents: 0, max_cents: 0 })]);
    try {
      const o = await create({ ...base(), end_address: '张江镇科苑路88号' });
      const inputs = await pricingInputs(db, company, eq(orders.id, o.id));
      const engine = priceOrder(inputs[0].order, compileCards(await cardsForInputs(db, company, inputs)), { names: inputs[0].names });
      expect(engine.lines.map((l) => l.code).sort()).toEqual(['DELIVERY', 'FUEL', 'INSTALL', 'OVER_DISTANCE']);
      expect(engine.lines.find((l) => l.explanation.card_id === weightCard)?.explanation.price?.steps).toBeGreaterThan(0);
      expect(engine.lines.find((l) => l.explanation.card_id === ratioCard)?.explanation.price?.of.length).toBe(2);
      const d = (await fees(servicer, o.id)).json().data;
      expect(d.lines).toEqual(engine.lines);
      // stored small: each line its shared part's key and its order's figures; the view reads it whole
      const [stored] = await db.select({ lines: orderPricings.lines }).from(orderPricings).where(eq(orderPricings.orderId, o.id));
      expect(stored.lines.every((l) => Array.isArray(l))).toBe(true);
      const viewRows = async () =>
        (await db.select().from(orderEstimatedFees).where(eq(orderEstimatedFees.orderId, o.id))).sort((a, b) => (a.lineNo ?? 0) - (b.lineNo ?? 0)).map(({ pricedAt: _p, ...r }) => r);
      const small = await viewRows();
      expect(small.map((r) => [r.code, r.direction, r.partyType, r.partyId, r.amountCents, r.cardId, r.versionNo])).toEqual(
        engine.lines.map((l) => [l.code, l.direction, l.party.type, l.party.id, l.amount_cents, l.explanation.card_id, l.explanation.version_no]),
      );
      expect(small.map((r) => [r.explanation.quantity, r.explanation.basis, r.explanation.price?.raw_cents])).toEqual(engine.lines.map((l) => [l.explanation.quantity, l.explanation.basis, l.explanation.price?.raw_cents]));
      // a line inserted through the view (fixtures) into a row of small lines: the row's lines become objects, none lost
      await db.insert(orderEstimatedFees).values({ companyId: company, orderId: o.id, code: 'UPSTAIRS', name: '上楼费', direction: 'INCOME', partyType: 'CONSIGNOR', partyId: consignorResource, amountCents: 700, cardId: basicCard, versionId: small[0].versionId, versionNo: 1, explanation: {} as never, pricedAt: new Date() });
      const mixed = await viewRows();
      expect(mixed.slice(0, small.length)).toEqual(small);
      expect(mixed.slice(small.length)).toMatchObject([{ code: 'UPSTAIRS', amountCents: 700, lineNo: small.length + 1 }]);
      const [objects] = await db.select({ lines: orderPricings.lines }).from(orderPricings).where(eq(orderPricings.orderId, o.id));
      expect(objects.lines.some((l) => Array.isArray(l))).toBe(false);
      // lines stored before (objects with their explanation) read the same, through the API and the view
      const whole = await expandLines(db, company, stored.lines);
      expect(whole).toHaveLength(engine.lines.length);
      await db.update(orderPricings).set({ lines: whole }).where(eq(orderPricings.orderId, o.id));
      expect((await fees(servicer, o.id)).json().data.lines).toEqual(engine.lines);
      expect(await viewRows()).toEqual(small);
    } finally {
      await db.delete(quoteCardVersions).where(and(eq(quoteCardVersions.companyId, company), inArray(quoteCardVersions.cardId, [weightCard, ratioCard])));
      await db.delete(quoteCards).where(inArray(quoteCards.id, [weightCard, ratioCard]));
    }
  });

  it('no card applies: no lines and a note (the order is still written)', async () => {
    await t.database.db.update(quoteCards).set({ status: 0 }).where(eq(quoteCards.companyId, company));
    const o = await create();
    const d = (await fees(servicer, o.id)).json().data;
    expect(d.lines).toEqual([]);
    expect(d.notes).toEqual(['没有适用的报价']);
    expect((await fees(servicer, o.id, 'en')).json().data.notes).toEqual(['No rate card applies']);
  });
});
