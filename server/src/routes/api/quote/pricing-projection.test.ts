/**
 * The shop cost projection's estimates (report_fee_daily 'est' rows, rolled up into report_shop_daily) stay equal to
 * the estimated fee lines whichever way a pricing is written (issue 20, src/domain/quote/README.md 'Where fees are
 * computed and stored'): storePricing's upserts and the order_estimated_fees view's writes, projected by 0049's statement
 * triggers on order_pricings — alone and in one transaction; a re-pricing's apply, which on the embedded database writes
 * the projection itself (order-reprice.ts) and on PostgreSQL leaves it to the triggers, with other writers between;
 * and the rows' party ids (0061) stay those their lines name.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileCards, priceOrder } from '../../../../../src/domain/quote/engine';
import { basicRow, type PricingOrder, type RateCard } from '../../../../../src/domain/quote/model';
import { orderEstimatedFees, orders, quoteCards, quoteCardVersions, resources } from '../../../db/schema';
import { storePricing } from '../../../repositories/quote/order-pricing';
import { withTestApp } from '../../../test-app';
import { projectionAndTruth } from './fixture';

const t = withTestApp();
const s = t.signIn('servicer');
let companyId: number;
let template: typeof orders.$inferSelect;

const area = { zone: 'area' as const, province_code: '310000', city_code: '', district_code: '' };
const row = (code: string, unit: number) => basicRow.parse({ shape: 'basic', zone: area, code, basis: 'PIECE', mode: 'UNIT', unit_cents: unit });
const version = (id: number, rows: ReturnType<typeof row>[]) => [{ id, version_no: 1, effective_from: '2020-01-01', effective_to: null, state: 'PUBLISHED' as const, rows }];
// receivable delivery and install from the consignor, payable delivery to the delivery provider
const cards: RateCard[] = [
  { id: 900001, kind: 'CONSIGNOR_BASIC', name: '投影报价', party_type: 'CONSIGNOR', party_id: null, party_name: '', status: 1, versions: version(900002, [row('DELIVERY', 1250), row('INSTALL', 800)]) },
  { id: 900003, kind: 'DELIVERY_BASIC', name: '投影配送', party_type: 'DELIVERY', party_id: null, party_name: '', status: 1, versions: version(900004, [row('DELIVERY', 700)]) },
];
const compiled = compileCards(cards);
const facts = (pieces: number, services: string[], deliveryId: number): PricingOrder => ({
  date: '2024-05-01',
  consignor_id: 1,
  template_id: null,
  delivery_id: deliveryId,
  carrier_id: null,
  station_id: null,
  factory_id: null,
  line_id: null,
  province_code: '310000',
  city_code: '310100',
  district_code: '310115',
  address: '',
  origin_code: '',
  pieces,
  weight_g: 0,
  volume_cm3: 0,
  max_piece_g: 0,
  categories: [],
  services,
  floor: null,
  has_lift: null,
  distance_m: null,
});

type Row = Record<string, unknown>;
const rowsOf = async (q: ReturnType<typeof sql>) => ((await t.database.db.execute(q)) as unknown as { rows: Row[] }).rows;

beforeAll(async () => {
  companyId = s.body.data.user.company_id;
  [template] = await t.database.db
    .select()
    .from(orders)
    .where(and(eq(orders.companyId, companyId), isNotNull(orders.consignorResourceId)))
    .limit(1);
});

describe('the shop cost projection of estimates (report_fee_daily, report_shop_daily)', () => {
  it('equals the estimated lines after random pricings by storePricing and by the view, alone and in one transaction, orders moved or deleted; each row names its lines\' parties', async () => {
    const db = t.database.db;
    const [store] = await db.insert(resources).values({ companyId, objectType: 'store', name: '投影店铺' }).returning();
    const days = ['2024-05-01T02:00:00Z', '2024-05-01T17:30:00Z', '2024-05-03T09:00:00Z'];
    const { id: _id, orderNo: _no, clientOrderNo: _c, shippingNo: _s, createdAt: _ca, updatedAt: _ua, ...rest } = template;
    const os = await db
      .insert(orders)
      .values(days.flatMap((d, i) => [0, 1].map((k) => ({ ...rest, companyId, tags: [], createdAt: new Date(d), storeResourceId: k ? store.id : null, orderNo: `PJ${randomUUID().slice(0, 8)}${i}${k}` }))))
      .returning();
    let seed = 11;
    const rnd = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      // the high bits: the low bits of this generator repeat with a short period
      return Math.floor(seed / 65536) % n;
    };
    const priced = (id: number) => ({ orderId: id, result: priceOrder(facts(rnd(5), rnd(2) ? ['DELIVERY'] : ['DELIVERY', 'INSTALL'], 2 + rnd(2)), compiled, { formulas: false }), factsHash: '' });
    const byView = async (tx: typeof db | Parameters<Parameters<typeof db.transaction>[0]>[0], id: number) => {
      await tx.delete(orderEstimatedFees).where(eq(orderEstimatedFees.orderId, id));
      const lines = Array.from({ length: rnd(3) }, () => ({ companyId, orderId: id, code: 'BASIC', name: '基础费', direction: rnd(2) ? 'INCOME' : 'OUTLAY', partyType: 'CONSIGNOR', partyId: rnd(3) ? 1 + rnd(4) : null, amountCents: 1 + rnd(5000), cardId: 1, versionId: 1, versionNo: 1, explanation: {} as never, pricedAt: new Date() }));
      if (lines.length) await tx.insert(orderEstimatedFees).values(lines);
    };
    let stored = 0;
    for (let step = 0; step < 50; step++) {
      const pick = () => os[rnd(os.length)].id;
      switch (rnd(6)) {
        case 0:
        case 1:
          // storePricing: several orders in one statement, some new, some replaced, some unchanged (priced the same again)
          stored += await storePricing(db, companyId, [pick(), pick(), pick()].filter((id, i, all) => all.indexOf(id) === i).map(priced), new Date());
          break;
        case 2:
          await byView(db, pick());
          break;
        case 3:
          // both writers in one transaction: the view's writes after storePricing's are projected by the triggers again
          await db.transaction(async (tx) => {
            const [a, b] = [pick(), pick()];
            await storePricing(tx, companyId, [priced(a)], new Date());
            await byView(tx, b);
            await storePricing(tx, companyId, [priced(b)], new Date());
          });
          break;
        case 4:
          await db.update(orders).set({ storeResourceId: rnd(2) ? store.id : null, createdAt: new Date(days[rnd(3)]) }).where(eq(orders.id, pick()));
          break;
        default:
          await db.update(orders).set({ deletedAt: rnd(3) ? null : new Date() }).where(eq(orders.id, pick()));
      }
    }
    expect(stored).toBeGreaterThan(5);
    const p = await projectionAndTruth(
      t.database.db,
      companyId,
      os.map((o) => o.id),
      store.id,
      '2024-05-01',
      '2024-05-04',
    );
    expect(p.expected.some((r) => r.includes('|OUTLAY|'))).toBe(true);
    // the days are the test's own (its orders alone were created then), and the store is its own
    expect(p.projected).toEqual(p.expected);
    expect(p.projectedStore).toEqual(p.expectedStore);
    // order_pricings.party_ids (migration 0061: written by storePricing, else filled from the lines by its triggers) is
    // the parties its lines name, whichever writer came last
    const parties = (await rowsOf(sql`select party_ids::text as ids, order_pricing_party_ids(lines::jsonb)::text as named from order_pricings where order_id in (${sql.raw(os.map((o) => o.id).join(','))})`)) as {
      ids: string | null;
      named: string;
    }[];
    expect(parties.filter((r) => r.named.includes(',')).length).toBeGreaterThan(0);
    expect(parties.map((r) => r.ids)).toEqual(parties.map((r) => r.named));
  });

  it('equals the estimated lines after re-pricings applied, first and again after a new version, with other writers between', async () => {
    const db = t.database.db;
    const [store] = await db.insert(resources).values({ companyId, objectType: 'store', name: '重算投影店铺' }).returning();
    const days = ['2024-06-01T02:00:00Z', '2024-06-01T17:30:00Z', '2024-06-03T09:00:00Z', '2024-06-04T09:00:00Z'];
    const { id: _id, orderNo: _no, clientOrderNo: _c, shippingNo: _s, createdAt: _ca, updatedAt: _ua, ...rest } = template;
    const os = await db
      .insert(orders)
      .values(days.flatMap((d, i) => [0, 1].map((k) => ({ ...rest, companyId, tags: [], appointAt: null, createdAt: new Date(d), storeResourceId: k ? store.id : null, orderNo: `PR${randomUUID().slice(0, 8)}${i}${k}` }))))
      .returning();
    // the orders' consignor's own card (it prices them before the demo's defaults): per piece, delivery and installation
    // (whichever the orders ask for)
    const everywhere = { zone: 'area' as const, province_code: '', city_code: '', district_code: '' };
    const rows = (unit: number) => ['DELIVERY', 'INSTALL'].map((code, i) => basicRow.parse({ shape: 'basic', zone: everywhere, code, basis: 'PIECE', mode: 'UNIT', unit_cents: unit + i }));
    const [card] = await db.insert(quoteCards).values({ companyId, kind: 'CONSIGNOR_BASIC', name: '重算投影', partyType: 'CONSIGNOR', partyId: template.consignorResourceId }).returning();
    await db.insert(quoteCardVersions).values({ companyId, cardId: card.id, versionNo: 1, effectiveFrom: '2020-01-01', state: 'PUBLISHED', rows: rows(1000), rowCount: 2, publishedAt: new Date(Date.now() - 60_000) });
    let seq = 0;
    const post = async (url: string, payload: Record<string, unknown>) => {
      const r = await t.app.inject({ method: 'POST', url, headers: { ...s.headers, 'idempotency-key': `projection-${randomUUID()}-${(seq += 1)}` }, payload });
      expect(r.statusCode, r.body).toBe(200);
      return r.json().data as { preview_id: string; orders: number; changed: number; written?: number };
    };
    const apply = async (filter: Record<string, unknown>) => post('/api/quote/reprice/apply', { preview_id: (await post('/api/quote/reprice/preview', filter)).preview_id });
    const check = async () => {
      const p = await projectionAndTruth(
        t.database.db,
        companyId,
        os.map((o) => o.id),
        store.id,
        '2024-06-01',
        '2024-06-05',
      );
      expect(p.expected.length).toBeGreaterThan(4);
      expect(p.projected).toEqual(p.expected);
      expect(p.projectedStore).toEqual(p.expectedStore);
      return p.expected;
    };
    const named = { order_nos: os.map((o) => o.orderNo) };

    // the first pricing of orders never priced: every one written
    expect((await apply(named)).written).toBe(os.length);
    const first = await check();
    // a new version from 3 June (dearer): the orders of 3 and 4 June change, the others are priced the same
    // and not written; between, one order moves to the store and is priced by storePricing, another is deleted
    await db.update(quoteCardVersions).set({ effectiveTo: '2024-06-02' }).where(eq(quoteCardVersions.cardId, card.id));
    await db.insert(quoteCardVersions).values({ companyId, cardId: card.id, versionNo: 2, effectiveFrom: '2024-06-03', state: 'PUBLISHED', rows: rows(1500), rowCount: 2, publishedAt: new Date() });
    await db.update(orders).set({ storeResourceId: store.id }).where(eq(orders.id, os[0].id));
    await storePricing(db, companyId, [{ orderId: os[1].id, result: priceOrder(facts(3, ['DELIVERY'], 2), compiled, { formulas: false }), factsHash: '' }], new Date());
    await db.update(orders).set({ deletedAt: new Date() }).where(eq(orders.id, os[7].id));
    const again = await apply(named);
    expect(again.written).toBe(4);
    const second = await check();
    expect(second).not.toEqual(first);
    // and by a filter (the orders a change reaches): a third version from 4 June reaches that day's order left
    await db.update(quoteCardVersions).set({ effectiveTo: '2024-06-03' }).where(and(eq(quoteCardVersions.cardId, card.id), eq(quoteCardVersions.versionNo, 2)));
    await db.insert(quoteCardVersions).values({ companyId, cardId: card.id, versionNo: 3, effectiveFrom: '2024-06-04', state: 'PUBLISHED', rows: rows(2000), rowCount: 2, publishedAt: new Date() });
    expect((await apply({ consignor_id: template.consignorResourceId, date_from: '2024-06-01', date_to: '2024-06-05' })).written).toBe(1);
    expect(await check()).not.toEqual(second);
  });
});
