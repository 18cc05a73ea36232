/**
 * The order facts the engine prices with beyond the order row (issue 20, server/src/repositories/quote/pricing-facts.ts):
 * an order on a transit load with a carrier and a line to a station, kept in a warehouse, sent by a factory, to a
 * floor without a lift far from the warehouse, is priced by a TRANSFER, ROUTE, STATION_LAND, FACTORY_LOAD, NO_LIFT
 * and distance-measured OVER_DISTANCE card, each line with its explanation.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaDistanceM, type CentreTable } from '../../../../../src/domain/quote/distance';
import { basicRow, extraRow, type RateRow } from '../../../../../src/domain/quote/model';
import centres from '../../../../../src/lib/geo/area-centroids.json';
import { orders, products, quoteCards, quoteCardVersions, resources, stations, transitLoadOrders, transitLoads, transportLines, users, warehouses } from '../../../db/schema';
import { createTestApp, type Session, type TestApp } from '../../../test-helpers';
import { insertPublishedCard, shanghaiOrder } from './fixture';

let t: TestApp;
let servicer: Session;
let company: number;
let consignorResource: number;
let productId: number;
let warehouseId: number;
let stationId: number;
let carrierId: number;
let factory: { id: number; name: string };
let lineId: number;
const cardOf: Record<string, number> = {};
const country = { zone: 'area', province_code: '', city_code: '', district_code: '' };

async function insertCard(kind: string, partyType: string, rows: RateRow[]): Promise<void> {
  cardOf[kind] = await insertPublishedCard(t, company, kind, partyType, rows);
}

beforeAll(async () => {
  t = await createTestApp();
  servicer = await t.login('servicer');
  company = servicer.body.data.user.company_id;
  const db = t.database.db;
  consignorResource = (await db.select().from(users).where(eq(users.username, 'consignor')))[0].resourceId!;
  productId = (await db.select().from(products).where(eq(products.companyId, company)).limit(1))[0].id;
  warehouseId = (await db.select().from(warehouses).where(eq(warehouses.companyId, company)).limit(1))[0].id;
  // the warehouse in Suzhou (Gusu district): the origin of its orders
  await db.update(warehouses).set({ provinceCode: '320000', cityCode: '320500', districtCode: '320508' }).where(eq(warehouses.id, warehouseId));
  stationId = (await db.select().from(stations).where(eq(stations.companyId, company)).limit(1))[0].id;
  carrierId = (await db.select().from(resources).where(and(eq(resources.companyId, company), eq(resources.objectSubType, 'T_ZX'))).limit(1))[0].id;
  factory = (await db.select({ id: resources.id, name: resources.name }).from(resources).where(and(eq(resources.companyId, company), eq(resources.objectType, 'factory'))).limit(1))[0];
  const [line] = await db.select().from(transportLines).where(eq(transportLines.companyId, company)).limit(1);
  lineId = line ? line.id : (await db.insert(transportLines).values({ companyId: company, name: '苏州—上海', startStationId: stationId, endStationId: stationId }).returning({ id: transportLines.id }))[0].id;

  await db.delete(quoteCardVersions).where(eq(quoteCardVersions.companyId, company));
  await db.delete(quoteCards).where(eq(quoteCards.companyId, company));
  await insertCard('TRANSFER', 'CARRIER', [basicRow.parse({ shape: 'basic', zone: { zone: 'route', from_code: '320000', to_code: '310000' }, code: 'TRANSFER', basis: 'PIECE', mode: 'UNIT', unit_cents: 150 })]);
  await insertCard('ROUTE', 'CARRIER', [basicRow.parse({ shape: 'basic', zone: { zone: 'route', from_code: '', to_code: '', line_id: lineId }, code: 'LINE_HAUL', basis: 'ORDER', mode: 'FLAT', flat_cents: 4000 })]);
  await insertCard('STATION_LAND', 'STATION', [basicRow.parse({ shape: 'basic', zone: { zone: 'station', station_id: stationId }, code: 'STATION', basis: 'PIECE', mode: 'UNIT', unit_cents: 300 })]);
  await insertCard('FACTORY_LOAD', 'FACTORY', [basicRow.parse({ shape: 'basic', zone: country, code: 'LOAD', basis: 'PIECE', mode: 'UNIT', unit_cents: 200 })]);
  await insertCard('CONSIGNOR_EXTRA', 'CONSIGNOR', [
    extraRow.parse({ shape: 'extra', zone: country, code: 'NO_LIFT', basis: 'FLOOR', mode: 'UNIT', unit_cents: 500, condition: { free_floors: 1 } }),
    extraRow.parse({ shape: 'extra', zone: country, code: 'OVER_DISTANCE', basis: 'DISTANCE', mode: 'UNIT', unit_cents: 300, condition: { covered_m: 20_000 } }),
  ]);
});
afterAll(() => t.close());

const base = () => shanghaiOrder(consignorResource, productId);

const post = (url: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url, headers: servicer.headers, payload });
const fees = async (orderId: number, lang = 'zh-CN') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/quote/orders/${orderId}/fees`, headers: { ...servicer.headers, 'accept-language': lang } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { lines: { code: string; direction: string; amount_cents: number; party: { type: string; id: number | null; name: string }; explanation: { card_id: number; kind: string; quantity: number; formula: string; zone_level: string } }[]; notes: string[] };
};

describe('order facts priced by the server (issue 20)', () => {
  it('the floor and lift are order fields: refused when not a floor, kept, shown, and priced by NO_LIFT', async () => {
    expect((await post('/api/order/orders', { ...base(), end_floor: 'abc' })).statusCode).toBe(400);
    expect((await post('/api/order/orders', { ...base(), end_floor: 500 })).statusCode).toBe(400);
    const res = await post('/api/order/orders', { ...base(), end_floor: 6, end_has_lift: false });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id as number;
    const detail = await t.app.inject({ method: 'GET', url: `/api/order/orders/${id}`, headers: servicer.headers });
    expect(detail.json().data).toMatchObject({ end_floor: 6, end_has_lift: false });
    const d = await fees(id);
    const noLift = d.lines.find((l) => l.code === 'NO_LIFT');
    // six floors, one free: five floors at 5.00
    expect(noLift).toMatchObject({ direction: 'INCOME', amount_cents: 2500, party: { type: 'CONSIGNOR', id: consignorResource }, explanation: { card_id: cardOf.CONSIGNOR_EXTRA, quantity: 5 } });
    expect(noLift!.explanation.formula).toBe('¥5.00/层 × 5 层 = ¥25.00');
    // with a lift, or no floor told: no NO_LIFT line
    const lift = await post('/api/order/orders', { ...base(), end_floor: 6, end_has_lift: true });
    expect((await fees(lift.json().data.id)).lines.some((l) => l.code === 'NO_LIFT')).toBe(false);
  });

  it('carrier, line, station, origin, factory and distance come from the load, the warehouse and the sender', async () => {
    const db = t.database.db;
    const res = await post('/api/order/orders', base());
    expect(res.statusCode, res.body).toBe(200);
    const { id, order_no } = res.json().data as { id: number; order_no: string };
    // before: none of those facts, so none of those cards
    expect((await fees(id)).lines.map((l) => l.code)).toEqual([]);

    const [{ pieces }] = await db.select({ pieces: orders.package }).from(orders).where(eq(orders.id, id));
    await db.update(orders).set({ warehouseId, senderName: factory.name }).where(eq(orders.id, id));
    const [load] = await db
      .insert(transitLoads)
      .values({ companyId: company, loadNo: `PZ-FACTS-${id}`, type: 'line_haul', status: 'departed', fromSiteType: 'warehouse', fromSiteId: warehouseId, toSiteType: 'station', toSiteId: stationId, lineId, carrierResourceId: carrierId, plannedDepartureAt: new Date() })
      .returning({ id: transitLoads.id });
    await db.insert(transitLoadOrders).values({ companyId: company, loadId: load.id, orderId: id });
    // a cancelled load names nothing
    const [cancelled] = await db
      .insert(transitLoads)
      .values({ companyId: company, loadNo: `PZ-FACTS-X-${id}`, type: 'line_haul', status: 'cancelled', fromSiteType: 'warehouse', fromSiteId: warehouseId, toSiteType: 'station', toSiteId: stationId + 100_000, carrierResourceId: carrierId + 100_000, plannedDepartureAt: new Date(Date.now() + 86_400_000) })
      .returning({ id: transitLoads.id });
    await db.insert(transitLoadOrders).values({ companyId: company, loadId: cancelled.id, orderId: id });

    const preview = await post('/api/quote/reprice/preview', { order_nos: [order_no] });
    expect(preview.statusCode, preview.body).toBe(200);
    const applied = await post('/api/quote/reprice/apply', { preview_id: preview.json().data.preview_id });
    expect(applied.json().data).toMatchObject({ orders: 1, written: 1 });

    const d = await fees(id);
    const line = (code: string) => {
      const l = d.lines.find((x) => x.code === code);
      expect(l, code).toBeDefined();
      return l!;
    };
    expect(line('TRANSFER')).toMatchObject({ direction: 'OUTLAY', amount_cents: 150 * pieces, party: { type: 'CARRIER', id: carrierId }, explanation: { card_id: cardOf.TRANSFER, kind: 'TRANSFER' } });
    expect(line('TRANSFER').party.name).not.toBe('');
    expect(line('LINE_HAUL')).toMatchObject({ direction: 'OUTLAY', amount_cents: 4000, party: { type: 'CARRIER', id: carrierId }, explanation: { card_id: cardOf.ROUTE, kind: 'ROUTE', zone_level: 'line' } });
    expect(line('STATION')).toMatchObject({ direction: 'OUTLAY', amount_cents: 300 * pieces, party: { type: 'STATION', id: stationId }, explanation: { card_id: cardOf.STATION_LAND, kind: 'STATION_LAND', zone_level: 'station' } });
    expect(line('STATION').party.name).not.toBe('');
    expect(line('LOAD')).toMatchObject({ direction: 'OUTLAY', amount_cents: 200 * pieces, party: { type: 'FACTORY', id: factory.id, name: factory.name }, explanation: { card_id: cardOf.FACTORY_LOAD, kind: 'FACTORY_LOAD' } });
    // Suzhou (Gusu) → Shanghai (Huangpu), centre to centre, beyond the 20 km covered
    const distance = areaDistanceM('320508', '310101', centres as unknown as CentreTable)!;
    expect(distance).toBeGreaterThan(70_000);
    expect(distance).toBeLessThan(110_000);
    const over = line('OVER_DISTANCE');
    expect(over).toMatchObject({ direction: 'INCOME', explanation: { card_id: cardOf.CONSIGNOR_EXTRA, quantity: distance - 20_000 } });
    expect(over.amount_cents).toBe(Math.round((300 * (distance - 20_000)) / 1000));
    expect(over.explanation.formula).toMatch(/^¥\d+\.\d\d\/km × /);
    for (const l of d.lines) expect(l.explanation.formula, l.code).not.toBe('');
  });
});
