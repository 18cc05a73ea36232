/**
 * Stowage plans (issue 18): a proposal from the orders waiting at a site — grouped by next station, filled to the
 * vehicle, too-big and unrouted orders left out, income per trip — confirmed into planned loads in one transaction
 * (a refusal leaves no plan), the plan's detail and list, the report's figures and range limit, and the public
 * departure plan answering only a signed company token, with no private data.
 */
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderFees, orders, sortingRules, transitPlans } from '../../../db/schema';
import { setupTransit } from './fixture';

const { f, call, data, st } = setupTransit();
const stamp = `${Date.now() % 1_000_000}`;
let seq = 0;

/** a fresh warehouse: the orders a test puts there are all that wait there */
async function freshWarehouse(code: string) {
  const wh = await data(call('POST', '/user/basic/warehouses', { code: `${code}-${stamp}`, name: `${code}仓${stamp}` }));
  return wh.id as number;
}

async function waitingOrder(warehouseId: number, doubles: number, cityCode: string) {
  seq += 1;
  const [row] = await f.t.database.db
    .insert(orders)
    .values({
      companyId: f.companyId,
      orderNo: `27${String(Date.now()).slice(-8)}${String(seq).padStart(4, '0')}`,
      appCode: 'BANG',
      status: 'IN_WAREHOUSE',
      warehouseId,
      endCityCode: cityCode,
      products: [{ product_id: f.double.id, code: f.double.code, name: f.double.name, quantity: doubles, package: 2, category_path: '' }],
    })
    .returning();
  return row;
}

const planCount = async () => (await f.t.database.db.select({ n: count() }).from(transitPlans).where(eq(transitPlans.companyId, f.companyId)))[0].n;
const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

describe('stowage plans', () => {
  it('proposes trips by next station within the vehicle, confirms them into planned loads, and reports them', async () => {
    const city = `99${String(seq + 10).padStart(2, '0')}00`;
    await f.t.database.db.insert(sortingRules).values({ companyId: f.companyId, kind: 'station', name: `plan-${stamp}`, priority: 1, condition: { city_code: city }, target: { target_station_id: f.stations[1] } });
    const wh = await freshWarehouse('PL');
    // a two-carton unit weighs 80 kg and takes 1 m³ (fixture): a 4.2 m truck takes 16 m³
    const a = await waitingOrder(wh, 10, city);
    const b = await waitingOrder(wh, 10, city);
    const big = await waitingOrder(wh, 20, city);
    const lost = await waitingOrder(wh, 1, '980100');
    await f.t.database.db.insert(orderFees).values({ companyId: f.companyId, orderId: a.id, direction: 'INCOME', code: 'FREIGHT', amountCents: 30_000 });

    const p = await data(call('POST', '/transit/plans/propose', { date: today, from_site: `warehouse:${wh}`, vehicle_type: 'V42' }));
    expect(p.waiting_orders).toBe(4);
    expect(p.too_big).toEqual([big.id]);
    expect(p.no_route).toEqual([lost.id]);
    expect(p.trips).toHaveLength(2);
    for (const trip of p.trips) {
      expect(trip.to_site.key).toBe(st(1));
      expect(trip.order_ids).toHaveLength(1);
      expect(trip.volume_cm3).toBe(10_000_000);
      expect(trip.rates.volume).toBe(63);
      expect(trip.margin_cents).toBeNull();
    }
    expect(p.trips.map((t: { income_cents: number }) => t.income_cents).sort()).toEqual([0, 30_000]);

    // the dispatcher puts both orders on one bigger truck
    const before = await planCount();
    const res = await data(
      call('POST', '/transit/plans', { date: today, from_site: `warehouse:${wh}`, vehicle_type: 'V42', departure_time: '21:30', trips: [{ to_site: st(1), vehicle_type: 'V96', order_ids: [a.id, b.id], fee_cents: 120_000 }] }),
    );
    expect(await planCount()).toBe(before + 1);
    expect(res.load_ids).toHaveLength(1);
    expect(res.plan.plan_no).toMatch(/^JH\d{10}$/);
    expect(res.plan.load_list).toHaveLength(1);
    const load = res.plan.load_list[0];
    expect(load).toMatchObject({ status: 'planned', type: 'line_haul', plan_id: res.plan.id, fee_cents: 120_000, vehicle_type: 'V96', capacity_volume_cm3: 60_000_000 });
    expect(load.figures).toMatchObject({ planned_orders: 2, planned_cartons: 40 });
    expect(load.planned_departure_at).toBe(new Date(`${today}T21:30:00+08:00`).toISOString());

    // an order already on a load refuses the whole confirmation: no plan, no load
    const again = await call('POST', '/transit/plans', { date: today, from_site: `warehouse:${wh}`, vehicle_type: 'V42', trips: [{ to_site: st(1), vehicle_type: 'V42', order_ids: [big.id] }, { to_site: st(1), vehicle_type: 'V42', order_ids: [a.id] }] });
    expect(again.statusCode).toBe(400);
    expect(await planCount()).toBe(before + 1);
    const bigNow = await data(call('GET', `/transit/waiting?site=warehouse:${wh}`));
    expect(bigNow.list.map((o: { order_id: number }) => o.order_id).sort()).toEqual([big.id, lost.id].sort());

    const list = await data(call('GET', '/transit/plans?page=1&per_page=20'));
    expect(list.list[0]).toMatchObject({ id: res.plan.id, loads: 1, orders: 2 });

    const report = await data(call('GET', `/transit/report?date_from=${today}&date_to=${today}`));
    const row = report.loads.find((r: { load_id: number }) => r.load_id === load.id);
    expect(row).toMatchObject({ planned_orders: 2, planned_cartons: 40, loaded_cartons: 0, departed_cartons: 0, fee_cents: 120_000 });
    const noLine = report.lines.find((l: { line_id: number | null }) => l.line_id === null);
    expect(noLine.loads).toBeGreaterThanOrEqual(1);
    expect(noLine.planned_cartons).toBeGreaterThanOrEqual(40);

    // the public plan: the signed link answers without a token and shows no order, party or fee
    const { token } = await data(call('GET', '/transit/public-link'));
    const pub = await f.t.app.inject({ method: 'GET', url: `/api/transit/public-plan?c=${encodeURIComponent(token)}&date=${today}` });
    expect(pub.statusCode).toBe(200);
    expect(pub.json().data.rows.length).toBeGreaterThanOrEqual(1);
    expect(pub.body).not.toContain(a.orderNo);
    expect(pub.body).not.toContain('120000');
    const forged = await f.t.app.inject({ method: 'GET', url: `/api/transit/public-plan?c=${f.companyId}.AAAAAAAAAAAAAAAA&date=${today}` });
    expect(forged.statusCode).toBe(404);

    // another company sees none of it
    expect((await call('GET', `/transit/plans/${res.plan.id}`, undefined, f.s2)).statusCode).toBe(404);
    expect((await data(call('GET', '/transit/plans?page=1&per_page=50', undefined, f.s2))).list.some((x: { id: number }) => x.id === res.plan.id)).toBe(false);
  });

  it('refuses bad input with a message naming it', async () => {
    const far = await call('GET', `/transit/report?date_from=2026-01-01&date_to=2026-03-01`);
    expect(far.statusCode).toBe(400);
    expect(far.json().msg).toContain('31');
    const site = await call('POST', '/transit/plans/propose', { date: today, from_site: `station:${f.foreignStation}`, vehicle_type: 'V42' });
    expect(site.statusCode).toBe(400);
    const vehicle = await call('POST', '/transit/plans/propose', { date: today, from_site: st(0), vehicle_type: 'V999' });
    expect(vehicle.statusCode).toBe(400);
    const fee = await call('POST', '/transit/plans', { date: today, from_site: st(0), vehicle_type: 'V42', trips: [{ to_site: st(1), vehicle_type: 'V42', order_ids: [1], fee_cents: 1.5 }] });
    expect(fee.statusCode).toBe(400);
  });

  it('confirms all trips at once, numbered in sequence, and refuses an order named in two trips, writing nothing', async () => {
    const wh = await freshWarehouse('PB');
    const [a, b, c] = [await waitingOrder(wh, 1, '990100'), await waitingOrder(wh, 1, '990100'), await waitingOrder(wh, 1, '990100')];
    const body = (trips: number[][]) => ({ date: today, from_site: `warehouse:${wh}`, vehicle_type: 'V42', trips: trips.map((order_ids) => ({ to_site: st(1), vehicle_type: 'V42', order_ids })) });
    const before = await planCount();
    const twice = await call('POST', '/transit/plans', body([[a.id, b.id], [b.id, c.id]]));
    expect(twice.statusCode).toBe(400);
    expect(twice.json().msg).toContain(b.orderNo);
    expect(await planCount()).toBe(before);
    const ok = await data(call('POST', '/transit/plans', body([[a.id], [b.id], [c.id]])));
    expect(ok.load_ids).toHaveLength(3);
    const nos: string[] = [];
    for (const [i, id] of ok.load_ids.entries()) {
      const load = await data(call('GET', `/transit/loads/${id}`));
      expect(load.orders.map((o: { order_id: number }) => o.order_id)).toEqual([[a.id], [b.id], [c.id]][i]);
      nos.push(load.load_no);
    }
    const seqs = nos.map((n) => Number(n.slice(-4)));
    expect(seqs).toEqual([seqs[0], seqs[0] + 1, seqs[0] + 2]);
    // each order is on its load: planning it on another is refused
    const again = await call('POST', '/transit/plans', body([[a.id]]));
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toContain(nos[0]);
  });
});
