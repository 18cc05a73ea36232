/**
 * Putting an order on a transit load prices it again (issue 20, src/domain/quote/README.md 'Order facts'): the load
 * names the order's carrier and transport line, so a ROUTE card's line haul and a TRANSFER card's fee appear in its
 * estimated fees in the same transaction that planned it — on a new load with its orders, and on a load the orders
 * are added to later. So does every other change of what load an order travels on: joining by an unplanned scan, the
 * load's carrier or line edited, the order taken off the load, and the load cancelled — and a route reset, which
 * names the station that lands the order and its line.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { basicRow } from '../../../../../src/domain/quote/model';
import { orderPricings, quoteCards, quoteCardVersions, resources, transportLines } from '../../../db/schema';
import { setupTransit } from '../transit/fixture';
import { insertPublishedCard } from './fixture';

const { f, call, data, inWarehouse, createLoad, scan, act } = setupTransit();
let carrierId: number;
let lineId: number;

beforeAll(async () => {
  const db = f.t.database.db;
  carrierId = (await db.select().from(resources).where(and(eq(resources.companyId, f.companyId), eq(resources.objectSubType, 'T_ZX'))).limit(1))[0].id;
  lineId = (await db.insert(transportLines).values({ companyId: f.companyId, name: '仓—站 干线', startStationId: f.stations[0], endStationId: f.stations[0] }).returning({ id: transportLines.id }))[0].id;
  await db.delete(quoteCardVersions).where(eq(quoteCardVersions.companyId, f.companyId));
  await db.delete(quoteCards).where(eq(quoteCards.companyId, f.companyId));
  await insertPublishedCard(f.t, f.companyId, 'ROUTE', 'CARRIER', [basicRow.parse({ shape: 'basic', zone: { zone: 'route', from_code: '', to_code: '', line_id: lineId }, code: 'LINE_HAUL', basis: 'ORDER', mode: 'FLAT', flat_cents: 4000 })]);
  await insertPublishedCard(f.t, f.companyId, 'STATION_LAND', 'STATION', [basicRow.parse({ shape: 'basic', zone: { zone: 'station', station_id: f.stations[1] }, code: 'STATION', basis: 'ORDER', mode: 'FLAT', flat_cents: 300 })]);
  await insertPublishedCard(f.t, f.companyId, 'TRANSFER', 'CARRIER', [basicRow.parse({ shape: 'basic', zone: { zone: 'route', from_code: '', to_code: '', line_id: lineId }, code: 'TRANSFER', basis: 'ORDER', mode: 'FLAT', flat_cents: 150 })]);
});

const fees = async (orderId: number) => (await data(call('GET', `/quote/orders/${orderId}/fees`))) as { lines: { code: string; amount_cents: number; party: { type: string; id: number | null } }[]; priced_at: string | null };
const carrierLines = async (orderId: number) =>
  (await fees(orderId)).lines
    .filter((l) => l.party.type === 'CARRIER')
    .map((l) => ({ code: l.code, amount: l.amount_cents, carrier: l.party.id }))
    .sort((a, b) => a.code.localeCompare(b.code));

describe('an order put on a load is priced again (issue 20)', () => {
  it('a new load with its orders: the carrier and line fees appear at once', async () => {
    const o = await inWarehouse(2);
    expect(await carrierLines(o.id)).toEqual([]);
    await data(createLoad({ carrier_resource_id: carrierId, line_id: lineId, order_ids: [o.id] }));
    // one line haul of 40.00, one transfer of 1.50
    expect(await carrierLines(o.id)).toEqual([
      { code: 'LINE_HAUL', amount: 4000, carrier: carrierId },
      { code: 'TRANSFER', amount: 150, carrier: carrierId },
    ]);
  });

  it('orders added to a load later are priced then, the others on it left alone', async () => {
    const load = await data(createLoad({ carrier_resource_id: carrierId, line_id: lineId }));
    const [a, b] = [await inWarehouse(1), await inWarehouse(3)];
    await data(call('POST', `/transit/loads/${load.id}/orders`, { order_ids: [a.id] }));
    expect(await carrierLines(a.id)).toEqual([
      { code: 'LINE_HAUL', amount: 4000, carrier: carrierId },
      { code: 'TRANSFER', amount: 150, carrier: carrierId },
    ]);
    const [before] = await f.t.database.db.select().from(orderPricings).where(eq(orderPricings.orderId, a.id));
    await data(call('POST', `/transit/loads/${load.id}/orders`, { order_ids: [b.id] }));
    expect((await carrierLines(b.id)).map((l) => l.code)).toEqual(['LINE_HAUL', 'TRANSFER']);
    const [after] = await f.t.database.db.select().from(orderPricings).where(eq(orderPricings.orderId, a.id));
    expect(after.pricedAt.getTime()).toBe(before.pricedAt.getTime());
  });

  it('a refused plan prices nothing', async () => {
    const o = await inWarehouse(1);
    const taken = await data(createLoad({ carrier_resource_id: carrierId, line_id: lineId, order_ids: [o.id] }));
    const other = await data(createLoad({ carrier_resource_id: carrierId }));
    const [before] = await f.t.database.db.select().from(orderPricings).where(eq(orderPricings.orderId, o.id));
    const res = await call('POST', `/transit/loads/${other.id}/orders`, { order_ids: [o.id] });
    expect(res.statusCode).toBe(400);
    const [after] = await f.t.database.db.select().from(orderPricings).where(eq(orderPricings.orderId, o.id));
    expect(after.pricedAt.getTime()).toBe(before.pricedAt.getTime());
    expect(taken.id).not.toBe(other.id);
  });

  it('an order joining by an unplanned scan is priced with the load', async () => {
    const planned = await inWarehouse(1);
    const extra = await inWarehouse(1);
    const load = await data(createLoad({ carrier_resource_id: carrierId, line_id: lineId, order_ids: [planned.id] }));
    expect(await carrierLines(extra.id)).toEqual([]);
    const scanned = await data(scan(load.id, [{ code: `${extra.orderNo}-001` }]));
    expect(scanned.results[0].result).toBe('unplanned');
    expect((await carrierLines(extra.id)).map((l) => [l.code, l.amount])).toEqual([
      ['LINE_HAUL', 4000],
      ['TRANSFER', 150],
    ]);
  });

  it("a load's line edited prices its orders again; taken off the load, an order loses the load's fees", async () => {
    const [a, b] = [await inWarehouse(1), await inWarehouse(1)];
    const load = await data(createLoad({ carrier_resource_id: carrierId, order_ids: [a.id, b.id] }));
    // a carrier without a line: no row of the line's cards matches
    expect(await carrierLines(a.id)).toEqual([]);
    await data(call('PATCH', `/transit/loads/${load.id}`, { line_id: lineId }));
    expect((await carrierLines(a.id)).map((l) => l.code)).toEqual(['LINE_HAUL', 'TRANSFER']);
    expect((await carrierLines(b.id)).map((l) => l.code)).toEqual(['LINE_HAUL', 'TRANSFER']);
    await data(call('DELETE', `/transit/loads/${load.id}/orders/${a.id}`));
    expect(await carrierLines(a.id)).toEqual([]);
    expect((await carrierLines(b.id)).map((l) => l.code)).toEqual(['LINE_HAUL', 'TRANSFER']);
  });

  it("a cancelled load's orders lose its fees", async () => {
    const o = await inWarehouse(1);
    const load = await data(createLoad({ carrier_resource_id: carrierId, line_id: lineId, order_ids: [o.id] }));
    expect((await carrierLines(o.id)).map((l) => l.code)).toEqual(['LINE_HAUL', 'TRANSFER']);
    await data(act(load.id, 'cancel', { reason: '车辆故障' }));
    expect(await carrierLines(o.id)).toEqual([]);
  });

  it("a route reset prices its orders: the new landing station's fee appears, and goes with the next reset", async () => {
    const o = await inWarehouse(2);
    const stationLines = async () => (await fees(o.id)).lines.filter((l) => l.party.type === 'STATION').map((l) => [l.code, l.amount_cents, l.party.id]);
    expect(await stationLines()).toEqual([]);
    await data(call('POST', '/transit/route-reset', { order_ids: [o.id], dest_station_id: f.stations[1], reason: '改派' }));
    // 3.00 an order to the station that lands it now
    expect(await stationLines()).toEqual([['STATION', 300, f.stations[1]]]);
    await data(call('POST', '/transit/route-reset', { order_ids: [o.id], dest_station_id: f.stations[0], reason: '改回' }));
    expect(await stationLines()).toEqual([]);
  });
});
