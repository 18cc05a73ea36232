/**
 * Split orders and route reset (issue 18): the split's rules and refusals, the fee rule, and every consumer of an
 * order's cartons after a split (scan lookups, the dock, the order's stock, the parent's carton list); route reset's
 * list with the computed route and a new destination's, and its refusal of a looping route.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderFees, orders, orderTransit, sortingRules, stations } from '../../../db/schema';
import { setupTransit } from './fixture';

const { f, call, data, newOrder, inWarehouse, count, createLoad, scan, act, eq } = setupTransit();

const split = (body: object, key = randomUUID()) => f.t.app.inject({ method: 'POST', url: '/api/transit/split', headers: { ...f.s.headers, 'idempotency-key': key }, payload: { reason: '部分包件后发', ...body } });
const timeline = async (id: number) => (await data(call('GET', `/order/orders/${id}`))).events as { action: string; data: Record<string, unknown> }[];

describe('split orders', () => {
  it('moves cartons to a child order under their labels: both timelines, tags, products, fees, and every carton reader follows', async () => {
    // cartons -001 (single), -002 and -003 (one unit of the two-carton product)
    const parent = await inWarehouse(1, 1);
    const db = f.t.database.db;
    await db.insert(orderFees).values([
      { companyId: f.companyId, orderId: parent.id, direction: 'INCOME', code: 'FREIGHT', codeName: '运费', amountCents: 10_001 },
      { companyId: f.companyId, orderId: parent.id, direction: 'OUTLAY', code: 'TRUCK', codeName: '车费', amountCents: 500 },
    ]);
    const view = await data(call('GET', `/transit/split/${parent.orderNo}`));
    expect(view).toMatchObject({ order_no: parent.orderNo, allowed: true, parent: null, children: [], fees_hidden: false });
    expect(view.cartons.map((c: { package_no: string; location: string }) => [c.package_no, !!c.location])).toEqual([
      [`${parent.orderNo}-001`, true],
      [`${parent.orderNo}-002`, true],
      [`${parent.orderNo}-003`, true],
    ]);
    expect(view.fees.map((x: { amount_cents: number; splittable: boolean }) => [x.amount_cents, x.splittable])).toEqual([
      [10_001, true],
      [500, true],
    ]);

    const moved = [`${parent.orderNo}-002`, `${parent.orderNo}-003`];
    const answer = await data(split({ order_id: parent.id, package_nos: moved }));
    expect(answer).toMatchObject({ child_order_no: `${parent.orderNo}S1`, moved: 2 });
    const [child] = await db.select().from(orders).where(eq(orders.id, answer.child_order_id));
    const [after] = await db.select().from(orders).where(eq(orders.id, parent.id));
    expect(child).toMatchObject({ status: 'IN_WAREHOUSE', warehouseId: f.warehouse, endContact: '李四', endAddress: '中山路8号', package: 2 });
    // the split prices both orders again in its transaction (issue 20): the child has its own estimate from its cartons
    expect(await count(sql`select count(*) as n from order_pricings where order_id = ${child.id}`)).toBe(1);
    // the whole unit moved is the child's product line; the parent's lines stay (its labels are numbered from them)
    expect(child.products).toEqual([expect.objectContaining({ product_id: f.double.id, quantity: 1 })]);
    expect(after.products).toEqual(parent.products);
    expect(child.tags).toContain('SUB_ORDER');
    expect(after.tags).toContain('DIVIDE');
    // both timelines name the other order
    expect((await timeline(parent.id)).find((e) => e.action === 'split')?.data).toMatchObject({ other_order_no: child.orderNo, package_nos: moved });
    expect((await timeline(child.id)).find((e) => e.action === 'split')?.data).toMatchObject({ other_order_no: parent.orderNo });
    // fees by cartons moved (2 of 3), whole fen, the remainder on the parent — no row edited: transfer rows on both
    const fees = await db.select().from(orderFees).where(sql`${orderFees.orderId} in (${parent.id}, ${child.id})`).orderBy(orderFees.id);
    expect(fees.map((x) => [x.orderId === child.id ? 'child' : 'parent', x.code, x.amountCents])).toEqual([
      ['parent', 'FREIGHT', 10_001],
      ['parent', 'TRUCK', 500],
      ['parent', 'FREIGHT', -6_667],
      ['child', 'FREIGHT', 6_667],
      ['parent', 'TRUCK', -333],
      ['child', 'TRUCK', 333],
    ]);
    const sumOf = (id: number, code: string) => fees.filter((x) => x.orderId === id && x.code === code).reduce((a, x) => a + x.amountCents, 0);
    expect([sumOf(parent.id, 'FREIGHT'), sumOf(parent.id, 'TRUCK'), sumOf(child.id, 'FREIGHT')]).toEqual([3_334, 167, 6_667]);
    expect(fees.find((x) => x.orderId === child.id)?.codeName).toBe(`运费（拆自${parent.orderNo}）`);
    expect((await timeline(parent.id)).find((e) => e.action === 'split')?.data.fee_shares).toEqual([
      { code: 'FREIGHT', name: '运费', direction: 'INCOME', child_cents: 6_667, parent_cents: 3_334 },
      { code: 'TRUCK', name: '车费', direction: 'OUTLAY', child_cents: 333, parent_cents: 167 },
    ]);

    // the parent lists only what it still owns; a moved carton names the child everywhere
    const parentView = await data(call('GET', `/transit/split/${parent.orderNo}`));
    expect(parentView.cartons.map((c: { package_no: string }) => c.package_no)).toEqual([`${parent.orderNo}-001`]);
    expect(parentView.children).toEqual([{ order_id: child.id, order_no: child.orderNo }]);
    const childView = await data(call('GET', `/transit/split/${moved[0]}`));
    expect(childView).toMatchObject({ order_no: child.orderNo, parent: { order_id: parent.id, order_no: parent.orderNo } });
    expect(childView.cartons.map((c: { package_no: string }) => c.package_no)).toEqual(moved);
    expect((await data(call('GET', `/warehouse/scan-lookup?code=${moved[0]}`))).order_no).toBe(child.orderNo);
    expect(await data(call('GET', `/warehouse/packages/${moved[1]}`))).toMatchObject({ order_id: child.id, order_no: child.orderNo });
    // stock stays on the same packages: nothing moved in the ledger
    expect(await count(sql`select coalesce(sum(on_hand), 0) as n from stock_balances where package_no in (${moved[0]}, ${moved[1]}) and location_id = ${f.location}`)).toBe(2);

    // the dock: a load of the child takes the moved cartons as planned; the parent's own carton is another order's
    const load = await data(createLoad({ order_ids: [child.id] }));
    expect(load.figures).toMatchObject({ planned_orders: 1, planned_cartons: 2 });
    const scans = await data(scan(load.id, [{ code: moved[0] }, { code: moved[1] }]));
    expect(scans.results.map((r: { result: string }) => r.result)).toEqual(['ok', 'ok']);
    expect(scans.load.scans.map((s: { order_no: string }) => s.order_no)).toEqual([child.orderNo, child.orderNo]);
    // a carton loaded on a load not yet arrived cannot move again
    const again = await split({ order_id: child.id, package_nos: [moved[0]] });
    expect(again.json()).toMatchObject({ msg: `包件${moved[0]}已装上配载${load.load_no}（未到达），不能拆出`, data: { field: 'package_nos' } });
    // departing ships the child's cartons out of the warehouse; the parent's carton stays on the shelf
    await data(act(load.id, 'depart'));
    expect(await count(sql`select coalesce(sum(on_hand), 0) as n from stock_balances where package_no in (${moved[0]}, ${moved[1]})`)).toBe(0);
    expect(await count(sql`select coalesce(sum(on_hand), 0) as n from stock_balances where package_no = ${`${parent.orderNo}-001`}`)).toBe(1);
  });

  it('refuses none, all, a stranger carton and a status the lifecycle does not allow, writing nothing; applies once per Idempotency-Key', async () => {
    const o = await inWarehouse(3);
    const no = o.orderNo;
    const msg = async (body: object) => (await split({ order_id: o.id, ...body })).json();
    expect((await msg({ package_nos: [] })).msg).toContain('请选择要拆出的包件');
    expect(await msg({ package_nos: [`${no}-001`, `${no}-002`, `${no}-003`] })).toMatchObject({ msg: '不能拆出订单的全部包件' });
    expect(await msg({ package_nos: ['2999999999-001'] })).toMatchObject({ msg: `包件2999999999-001不属于订单${no}` });
    expect((await msg({ package_nos: [`${no}-001`], reason: '' })).msg).toContain('请填写原因');
    const signed = await newOrder('TO_SIGN', 2);
    expect((await split({ order_id: signed.id, package_nos: [`${signed.orderNo}-001`] })).json()).toMatchObject({ msg: `订单${signed.orderNo}当前状态为待签收，不能拆单` });
    // another company's order is none of the caller's
    const foreign = await f.t.app.inject({ method: 'POST', url: '/api/transit/split', headers: { ...f.s2.headers, 'idempotency-key': randomUUID() }, payload: { order_id: o.id, package_nos: [`${no}-001`], reason: 'x' } });
    expect(foreign.json()).toMatchObject({ msg: '订单不存在', data: { field: 'order_id' } });
    expect((await f.t.app.inject({ method: 'GET', url: `/api/transit/split/${no}`, headers: f.s2.headers })).statusCode).toBe(404);
    expect(await count(sql`select count(*) as n from orders where order_no like ${`${no}S%`}`)).toBe(0);
    expect(await count(sql`select count(*) as n from order_events where order_id = ${o.id} and action = 'split'`)).toBe(0);

    const key = randomUUID();
    const first = (await split({ order_id: o.id, package_nos: [`${no}-002`] }, key)).json();
    const second = (await split({ order_id: o.id, package_nos: [`${no}-002`] }, key)).json();
    expect(second.data).toEqual(first.data);
    expect(await count(sql`select count(*) as n from orders where order_no like ${`${no}S%`}`)).toBe(1);
    // a second split of the parent numbers the next child
    expect((await data(split({ order_id: o.id, package_nos: [`${no}-001`] }))).child_order_no).toBe(`${no}S2`);
    // the dock takes a bare order number for the one carton the order still owns, whatever its label: the parent kept
    // -003, the first child owns -002
    const load = await data(createLoad({ order_ids: [o.id] }));
    const scans = await data(scan(load.id, [{ code: no }, { code: `${no}S1` }]));
    expect(scans.results.map((r: { result: string; package_no: string }) => [r.result, r.package_no])).toEqual([
      ['ok', `${no}-003`],
      ['unplanned', `${no}-002`],
    ]);
  });

  it('keeps settled fees whole on the parent', async () => {
    const o = await inWarehouse(2);
    const db = f.t.database.db;
    await db.update(orders).set({ incomeSettleStatus: 2 }).where(eq(orders.id, o.id));
    await db.insert(orderFees).values({ companyId: f.companyId, orderId: o.id, direction: 'INCOME', code: 'FREIGHT', codeName: '运费', amountCents: 900 });
    const child = await data(split({ order_id: o.id, package_nos: [`${o.orderNo}-001`] }));
    expect(await count(sql`select count(*) as n from order_fees where order_id = ${child.child_order_id}`)).toBe(0);
    expect(await count(sql`select amount_cents as n from order_fees where order_id = ${o.id}`)).toBe(900);
  });
});

describe('route reset', () => {
  it('lists orders by number or carton with the computed route, previews a new destination, and refuses a looping one', async () => {
    const db = f.t.database.db;
    const o = await inWarehouse(1);
    const [a, b] = f.stations;
    const [c] = await db.insert(stations).values({ companyId: f.companyId, name: `环路站${Date.now() % 100000}` }).returning();
    const rows = await data(call('GET', `/transit/routes?codes=${o.orderNo}-001`));
    expect(rows.list).toEqual([expect.objectContaining({ order_no: o.orderNo, current_site: expect.objectContaining({ key: `warehouse:${f.warehouse}` }), on_load_no: '', departed: false, proposed: null })]);
    const preview = await data(call('GET', `/transit/routes?codes=${o.orderNo}&dest_station_id=${b}`));
    expect(preview.list[0].proposed).toMatchObject({ next_station_id: b, route: [expect.objectContaining({ id: b })], loop: false });
    expect((await call('GET', `/transit/routes?codes=${o.orderNo}&dest_station_id=${f.foreignStation}`)).json()).toMatchObject({ msg: '目的站点不存在', data: { field: 'dest_station_id' } });

    // at station a, the rules send orders for c to b and back from b to a: a loop
    await db.insert(orderTransit).values({ orderId: o.id, companyId: f.companyId, currentSiteType: 'station', currentSiteId: a }).onConflictDoUpdate({ target: orderTransit.orderId, set: { currentSiteType: 'station', currentSiteId: a } });
    await db.insert(sortingRules).values([
      { companyId: f.companyId, kind: 'staticRoute', name: 'a→c via b', condition: { station_id: a, end_station_id: c.id }, target: { next_station_id: b } },
      { companyId: f.companyId, kind: 'staticRoute', name: 'b→c via a', condition: { station_id: b, end_station_id: c.id }, target: { next_station_id: a } },
    ]);
    const looping = await data(call('GET', `/transit/routes?codes=${o.orderNo}&dest_station_id=${c.id}`));
    expect(looping.list[0].proposed).toMatchObject({ loop: true });
    const refusal = (await call('POST', '/transit/route-reset', { order_ids: [o.id], dest_station_id: c.id, reason: '改派' })).json();
    expect(refusal).toMatchObject({ data: { field: 'order_ids', order_id: o.id } });
    expect(refusal.msg).toContain(`订单${o.orderNo}按分拣规则的路由形成环路`);
    expect(await count(sql`select count(*) as n from order_events where order_id = ${o.id} and action = 'route_reset'`)).toBe(0);
    // a reachable destination applies, one event, and the list shows it as reset
    await data(call('POST', '/transit/route-reset', { order_ids: [o.id], dest_station_id: b, reason: '改派' }));
    expect((await data(call('GET', `/transit/routes?codes=${o.orderNo}`))).list[0]).toMatchObject({ dest_station_id: b, dest_reset: true, next_station_id: b, route: [expect.objectContaining({ id: b })] });
    expect(await count(sql`select count(*) as n from order_events where order_id = ${o.id} and action = 'route_reset'`)).toBe(1);
  });
});
