import { sql } from 'drizzle-orm';
import { storageLocations, warehouses } from '../../../db/schema';
import { describe, expect, it } from 'vitest';
import { setupTransit } from './fixture';

const { f, call, data, newOrder, inWarehouse, status, count, wh, st, createLoad, scan, act } = setupTransit();

type ScanResult = { result: string; accepted: boolean; message: string; package_no: string };
const results = (answer: { results: ScanResult[] }) => answer.results.map((r) => r.result);

describe('the demo loads', () => {
  it('the seed has one planned load with orders, one departed and one arrived with a carton short; the list is newest first', async () => {
    const page = await data(call('GET', '/transit/loads?per_page=100'));
    const created = page.list.map((l: { created_at: string }) => l.created_at);
    expect(created).toEqual([...created].sort().reverse());
    const byStatus = (st: string) => page.list.filter((l: { status: string; created_by_name: string }) => l.status === st && l.created_by_name === '调度员');
    expect(byStatus('planned')[0].figures.planned_orders).toBeGreaterThan(0);
    expect(byStatus('departed')[0].figures.departed_cartons).toBeGreaterThan(0);
    expect(byStatus('departed')[0].loaded_weight_g).toBeGreaterThan(0);
    expect(byStatus('arrived')[0].figures).toMatchObject({ short: 1, over: 0 });
    expect((await data(call('GET', `/transit/loads?status=departed&per_page=5`))).list.every((l: { status: string }) => l.status === 'departed')).toBe(true);
    const open = await data(call('GET', `/transit/discrepancies?status=open&load_id=${byStatus('arrived')[0].id}`));
    expect(open.list).toEqual([expect.objectContaining({ kind: 'short', status: 'open' })]);
    const sites = (await data(call('GET', '/transit/sites'))).list;
    expect(sites.map((x: { key: string }) => x.key)).toEqual(expect.arrayContaining([`warehouse:${f.warehouse}`, `station:${f.stations[0]}`]));
  });
});

describe('dock scans', () => {
  it('matches planned, unplanned, duplicate, wrong status, other load, unknown and need-carton scans, once per scan_id', async () => {
    const planned = await inWarehouse(1, 1); // cartons -001 (single), -002 and -003 (one unit of two cartons)
    const extra = await inWarehouse(1);
    const elsewhere = await inWarehouse(1);
    const intercepted = await newOrder('INTERCEPTED', 1);
    const load = await data(createLoad({ order_ids: [planned.id] }));
    expect(load).toMatchObject({ status: 'planned', figures: { planned_orders: 1, planned_cartons: 3, loaded_cartons: 0 }, capacity_weight_g: 15_000_000 });
    expect(load.load_no).toMatch(/^PZ\d{6}\d{4}$/);
    const other = await data(createLoad({ order_ids: [elsewhere.id] }));

    const first = await data(
      scan(load.id, [
        { code: `${planned.orderNo}-001`, scan_id: 'scan-load-0001' },
        { code: `${planned.orderNo}-001` },
        { code: `${extra.orderNo}-001` },
        { code: `${elsewhere.orderNo}-001` },
        { code: `${intercepted.orderNo}-001` },
        { code: '2999999999-001' },
        { code: planned.orderNo },
        { code: `${planned.orderNo}-002`, phase: 'unload' },
      ]),
    );
    expect(results(first)).toEqual(['ok', 'duplicate', 'unplanned', 'other_load', 'wrong_status', 'unknown', 'need_carton', 'wrong_status']);
    expect(first.results.map((r: ScanResult) => r.accepted)).toEqual([true, false, true, false, false, false, false, false]);
    expect(first.results[2].message).toBe(`计划外包件${extra.orderNo}-001，已装车`);
    expect(first.results[1].message).toBe(`包件${planned.orderNo}-001已扫描`);
    // the first accepted load scan started loading; the unplanned carton's order joined the load
    expect(first.load).toMatchObject({ status: 'loading', figures: { planned_orders: 1, loaded_cartons: 2 } });
    expect(first.load.events.map((e: { action: string }) => e.action)).toEqual(['create', 'plan_orders', 'start_loading']);
    expect(first.load.orders.map((o: { order_id: number; planned: boolean }) => [o.order_id, o.planned])).toEqual([
      [planned.id, true],
      [extra.id, false],
    ]);
    expect(first.load.loaded_weight_g).toBe(60_000);
    // the extra order is now on this load: the other load's scan of it is other_load
    expect(results(await data(scan(other.id, [{ code: `${extra.orderNo}-001` }])))).toEqual(['other_load']);

    // a replay of a scan_id answers its first verdict and writes nothing
    const before = await count(sql`select count(*) as n from transit_load_scans where load_id = ${load.id}`);
    const replay = await data(scan(load.id, [{ code: `${planned.orderNo}-001`, scan_id: 'scan-load-0001' }]));
    expect(replay.results[0]).toMatchObject({ result: 'ok', accepted: true, message: '已装车' });
    expect(await count(sql`select count(*) as n from transit_load_scans where load_id = ${load.id}`)).toBe(before);

    // a load that refuses unplanned cartons
    await data(call('PATCH', `/transit/loads/${other.id}`, { allow_unplanned: false }));
    const lone = await inWarehouse(1);
    const refusedScan = await data(scan(other.id, [{ code: `${lone.orderNo}-001` }]));
    expect(refusedScan.results[0]).toMatchObject({ result: 'unplanned', accepted: false, message: `计划外包件${lone.orderNo}-001，本配载不允许` });
    expect(refusedScan.load.orders).toHaveLength(1);
    // an English speaker reads English
    const en = await f.t.app.inject({ method: 'POST', url: `/api/transit/loads/${load.id}/scans`, headers: { ...f.s.headers, 'accept-language': 'en' }, payload: { scans: [{ scan_id: 'scan-en-00001', phase: 'load', code: '2999999999-001' }] } });
    expect(en.json().data.results[0].message).toBe('No carton 2999999999-001');
  });
});

describe('departure', () => {
  it('moves orders out of the warehouse into transit in one transaction, un-plans an order with nothing loaded, refuses a partial load', async () => {
    const full = await inWarehouse(1);
    const partly = await inWarehouse(0, 1); // -001, -002
    const idle = await inWarehouse(1);
    const load = await data(createLoad({ order_ids: [full.id, partly.id, idle.id] }));
    await data(scan(load.id, [{ code: `${full.orderNo}-001` }, { code: `${partly.orderNo}-001` }]));

    const refused = await act(load.id, 'depart');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe(`订单${partly.orderNo}只装了部分包件：补装、移出，或勾选“允许部分发车”`);
    expect(await status([full.id, partly.id, idle.id])).toEqual({ [full.id]: 'IN_WAREHOUSE', [partly.id]: 'IN_WAREHOUSE', [idle.id]: 'IN_WAREHOUSE' });

    const departed = await data(act(load.id, 'depart', { allow_partial: true }));
    expect(departed).toMatchObject({ status: 'departed', figures: { departed_cartons: 2, left_behind: 1 }, actions: ['arrive', 'cancel_departure'] });
    expect(departed.departed_at).not.toBeNull();
    expect(departed.discrepancies).toEqual([expect.objectContaining({ kind: 'left_behind', package_no: `${partly.orderNo}-002`, status: 'open' })]);
    // the idle order left the load and waits again
    expect(departed.orders.map((o: { order_id: number }) => o.order_id).sort()).toEqual([full.id, partly.id].sort());
    expect(await status([full.id, partly.id, idle.id])).toEqual({ [full.id]: 'IN_TRANSIT', [partly.id]: 'IN_TRANSIT', [idle.id]: 'IN_WAREHOUSE' });
    const waiting = await data(call('GET', `/transit/waiting?site=${wh()}&keyword=${idle.orderNo}`));
    expect(waiting.list.map((w: { order_id: number }) => w.order_id)).toEqual([idle.id]);
    // the order's timeline: warehouse_out then depart, naming the load
    const events = (await data(call('GET', `/order/orders/${full.id}/events`))).list as { action: string; data: Record<string, unknown> }[];
    expect(events.slice(-2).map((e) => e.action)).toEqual(['warehouse_out', 'depart']);
    expect(events.at(-1)!.data).toMatchObject({ load_no: load.load_no });
    // its stock left the warehouse for TRANSIT through an outbound
    expect(await count(sql`select coalesce(sum(on_hand), 0) as n from stock_balances where package_no = ${`${full.orderNo}-001`}`)).toBe(0);
    expect(await count(sql`select count(*) as n from stock_moves where package_no = ${`${full.orderNo}-001`} and to_virtual = 'TRANSIT'`)).toBe(1);
    // the manifest is frozen: a load scan now is refused
    expect(results(await data(scan(load.id, [{ code: `${partly.orderNo}-002` }])))).toEqual(['wrong_status']);
  });

  it('refuses the whole departure when one order was intercepted meanwhile, and writes nothing', async () => {
    const a = await inWarehouse(1);
    const b = await inWarehouse(1);
    const load = await data(createLoad({ order_ids: [a.id, b.id] }));
    await data(scan(load.id, [{ code: `${a.orderNo}-001` }, { code: `${b.orderNo}-001` }]));
    await data(call('POST', `/order/orders/${b.id}/actions/intercept`, { reason: '客户要求拦截' }));
    const counts = () =>
      Promise.all([
        count(sql`select count(*) as n from order_events where order_id in (${a.id}, ${b.id})`),
        count(sql`select count(*) as n from stock_moves`),
        count(sql`select count(*) as n from transit_load_events where load_id = ${load.id}`),
        count(sql`select count(*) as n from transit_load_cartons where load_id = ${load.id}`),
      ]);
    const before = await counts();
    const res = await act(load.id, 'depart');
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(`订单${b.orderNo}状态已变为已拦截，发车未执行`);
    expect(await counts()).toEqual(before);
    expect(await status([a.id, b.id])).toEqual({ [a.id]: 'IN_WAREHOUSE', [b.id]: 'INTERCEPTED' });
    expect((await data(call('GET', `/transit/loads/${load.id}`))).status).toBe('loading');
  });
});

describe('arrival', () => {
  async function departedLoad(orderCount: number) {
    const os = [];
    for (let i = 0; i < orderCount; i++) os.push(await inWarehouse(1));
    const load = await data(createLoad({ order_ids: os.map((o) => o.id) }));
    await data(scan(load.id, os.map((o) => ({ code: `${o.orderNo}-001` }))));
    await data(act(load.id, 'depart'));
    return { load, os };
  }

  it('records a short carton and an overage, sends the orders to assignment, and cancel_departure is refused once unloading began', async () => {
    const { load, os } = await departedLoad(3);
    const stray = await inWarehouse(1);
    const unloaded = await data(scan(load.id, [{ code: `${os[0].orderNo}-001`, phase: 'unload' }, { code: `${os[1].orderNo}-001`, phase: 'unload' }, { code: `${stray.orderNo}-001`, phase: 'unload' }]));
    expect(results(unloaded)).toEqual(['ok', 'ok', 'over']);
    expect(unloaded.results[0].message).toBe('已卸车');
    const cancel = await act(load.id, 'cancel_departure', { reason: '司机未到' });
    expect(cancel.statusCode).toBe(400);
    expect(cancel.json().msg).toBe(`配载${load.load_no}已开始卸车，不能取消发车`);

    const arrived = await data(act(load.id, 'arrive'));
    expect(arrived).toMatchObject({ status: 'arrived', figures: { departed_cartons: 3, unloaded_cartons: 3, short: 1, over: 1 } });
    const kinds = arrived.discrepancies.map((d: { kind: string; package_no: string }) => `${d.kind}:${d.package_no}`).sort();
    expect(kinds).toEqual([`over:${stray.orderNo}-001`, `short:${os[2].orderNo}-001`].sort());
    expect(await status(os.map((o) => o.id))).toEqual(Object.fromEntries(os.map((o) => [o.id, 'TO_ASSIGN'])));
    const open = await data(call('GET', `/transit/discrepancies?status=open&load_id=${load.id}`));
    expect(open.total).toBe(2);
    const short = open.list.find((d: { kind: string }) => d.kind === 'short');
    expect((await call('POST', `/transit/discrepancies/${short.id}/resolve`, { note: '' })).json().msg).toContain('请填写处理说明');
    await data(call('POST', `/transit/discrepancies/${short.id}/resolve`, { note: '司机补送' }));
    expect((await call('POST', `/transit/discrepancies/${short.id}/resolve`, { note: '再次' })).json().msg).toBe('该差异已处理');

    // cancelling the arrival puts the orders back in transit and voids its discrepancies
    const back = await data(act(load.id, 'cancel_arrival', { reason: '误操作' }));
    expect(back).toMatchObject({ status: 'departed', figures: { short: 0, over: 0 } });
    expect(await status(os.map((o) => o.id))).toEqual(Object.fromEntries(os.map((o) => [o.id, 'IN_TRANSIT'])));
    const closed = await data(act((await data(act(load.id, 'arrive'))).id, 'close'));
    expect(closed.status).toBe('closed');
  });

  it('legs through a hub warehouse: transit_arrive receives the cartons from TRANSIT, transit_depart ships them, the last station ends the line-haul', async () => {
    const db = f.t.database.db;
    const [hub] = await db.insert(warehouses).values({ companyId: f.companyId, code: `HUB${Date.now() % 100000}`, name: '中转仓' }).returning();
    const [dock] = await db.insert(storageLocations).values({ companyId: f.companyId, warehouseId: hub.id, code: 'D-01', name: '到货区' }).returning();
    const o = await inWarehouse(1);
    const pkg = `${o.orderNo}-001`;
    await data(call('POST', '/transit/route-reset', { order_ids: [o.id], dest_station_id: f.stations[1], reason: '改派' }));
    const leg = await data(createLoad({ type: 'drayage', to_site: `warehouse:${hub.id}`, order_ids: [o.id] }));
    expect(leg.load_no).toMatch(/^DB/);
    await data(scan(leg.id, [{ code: pkg }]));
    await data(act(leg.id, 'depart'));
    expect((await call('POST', '/transit/route-reset', { order_ids: [o.id], dest_station_id: f.stations[1], reason: '再改' })).json().msg).toBe(`订单${o.orderNo}正在运输途中，不能重置路由`);
    await data(scan(leg.id, [{ code: pkg, phase: 'unload' }]));
    const wrongLocation = await act(leg.id, 'arrive', { receiving_location_id: f.location });
    expect(wrongLocation.json()).toMatchObject({ msg: '收货库位不属于目的仓库', data: { field: 'receiving_location_id' } });
    await data(act(leg.id, 'arrive', { receiving_location_id: dock.id }));
    // a hub is not the destination: the order waits there in transit, its carton in the hub's stock from TRANSIT
    expect(await status([o.id])).toEqual({ [o.id]: 'IN_TRANSIT' });
    expect(await count(sql`select coalesce(sum(on_hand), 0) as n from stock_balances where package_no = ${pkg} and location_id = ${dock.id}`)).toBe(1);
    expect(await count(sql`select count(*) as n from stock_moves where package_no = ${pkg} and from_virtual = 'TRANSIT' and to_location_id = ${dock.id}`)).toBe(1);
    expect(await count(sql`select count(*) as n from warehouse_documents where source = 'transit' and memo = ${leg.load_no} and status = 'received'`)).toBe(1);
    expect((await data(call('GET', `/transit/waiting?site=warehouse:${hub.id}&keyword=${o.orderNo}`))).list).toEqual([
      expect.objectContaining({ order_id: o.id, dest_station_id: f.stations[1], next_station_id: f.stations[1], cartons: 1, weight_g: 30_000 }),
    ]);

    // a truck to another station is the wrong way; to its destination it goes
    const wrong = await data(createLoad({ from_site: `warehouse:${hub.id}`, to_site: st(0) }));
    expect(results(await data(scan(wrong.id, [{ code: pkg }])))).toEqual(['wrong_destination']);
    const last = await data(createLoad({ from_site: `warehouse:${hub.id}`, to_site: st(1), order_ids: [o.id] }));
    await data(scan(last.id, [{ code: pkg }]));
    await data(act(last.id, 'depart'));
    expect(await count(sql`select coalesce(sum(on_hand), 0) as n from stock_balances where package_no = ${pkg}`)).toBe(0);
    await data(scan(last.id, [{ code: pkg, phase: 'unload' }]));
    await data(act(last.id, 'arrive'));
    expect(await status([o.id])).toEqual({ [o.id]: 'TO_ASSIGN' });
    const events = (await data(call('GET', `/order/orders/${o.id}/events`))).list.map((e: { action: string }) => e.action);
    expect(events.slice(-6)).toEqual(['route_reset', 'warehouse_out', 'depart', 'transit_arrive', 'transit_depart', 'arrive']);
  });
});

describe('writes are idempotent', () => {
  it('a create or a transition sent twice with one Idempotency-Key applies once', async () => {
    const o = await inWarehouse(1);
    const body = { type: 'line_haul', from_site: wh(), to_site: st(0), planned_departure_at: new Date().toISOString(), order_ids: [o.id] };
    const send = (url: string, payload: object) => f.t.app.inject({ method: 'POST', url: `/api${url}`, headers: { ...f.s.headers, 'idempotency-key': `ts-idem-${o.id}-${url.length}` }, payload });
    const first = await send('/transit/loads', body);
    const again = await send('/transit/loads', body);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(await count(sql`select count(*) as n from transit_load_orders where order_id = ${o.id}`)).toBe(1);
    const id = first.json().data.id;
    await data(scan(id, [{ code: `${o.orderNo}-001` }]));
    expect((await send(`/transit/loads/${id}/actions/depart`, {})).statusCode).toBe(200);
    expect((await send(`/transit/loads/${id}/actions/depart`, {})).statusCode).toBe(200);
    expect(await count(sql`select count(*) as n from transit_load_events where load_id = ${id} and action = 'depart'`)).toBe(1);
  });
});

describe('tenancy and bad input', () => {
  it("another company's loads are invisible", async () => {
    const o = await inWarehouse(1);
    const load = await data(createLoad({ order_ids: [o.id] }));
    expect((await data(call('GET', `/transit/loads?load_no=${load.load_no}`, undefined, f.s2))).total).toBe(0);
    expect((await call('GET', `/transit/loads/${load.id}`, undefined, f.s2)).statusCode).toBe(404);
    expect((await scan(load.id, [{ code: `${o.orderNo}-001` }], f.s2)).statusCode).toBe(404);
    expect((await act(load.id, 'cancel', { reason: 'x' }, f.s2)).statusCode).toBe(404);
    expect((await call('PATCH', `/transit/loads/${load.id}`, { memo: 'x' }, f.s2)).statusCode).toBe(404);
    // nor can the other company plan my order onto its own load
    const [site2a, site2b] = (await data(call('GET', '/transit/sites', undefined, f.s2))).list;
    const theirs = await data(createLoad({ from_site: site2a.key, to_site: site2b.key }, f.s2));
    const mine = await call('POST', `/transit/loads/${theirs.id}/orders`, { order_ids: [o.id] }, f.s2);
    expect(mine.json()).toMatchObject({ msg: '订单不存在', data: { field: 'order_ids' } });
    expect((await call('GET', `/transit/waiting?site=${wh()}`, undefined, f.s2)).statusCode).toBe(404);
  });

  it('a handover (中转发货) may go to a third-party logistics company; a line-haul takes carriers only; a driver is never a carrier', async () => {
    const added = await data(call('POST', '/user/servicer_resource/consignor/add', { name: `三方${Date.now() % 100000}`, phone: '13900001111', object_sub_type: 'T_3PL' }));
    const thirdParty = Number(added.resource_id ?? added.res_consignor_id);
    const handover = await data(createLoad({ type: 'handover', carrier_resource_id: thirdParty, tracking_no: 'SF123' }));
    const detail = await data(call('GET', `/transit/loads/${handover.id}`));
    expect(detail).toMatchObject({ type: 'handover', carrier_resource_id: thirdParty });
    const lineHaul = await createLoad({ carrier_resource_id: thirdParty });
    expect(lineHaul.json()).toMatchObject({ msg: '承运商不存在', data: { field: 'carrier_resource_id' } });
    const planned = await data(createLoad({}));
    expect((await call('PATCH', `/transit/loads/${planned.id}`, { carrier_resource_id: thirdParty })).json().data).toMatchObject({ field: 'carrier_resource_id' });
    const driver = (await data(call('GET', '/user/resource_binding/transporter/list?object_sub_type=T_SJ&page=1&per_page=1'))).list[0];
    expect((await createLoad({ type: 'handover', carrier_resource_id: driver.id })).json().data).toMatchObject({ field: 'carrier_resource_id' });
    // another company's third party is not found
    const [a, b] = (await data(call('GET', '/transit/sites', undefined, f.s2))).list;
    const foreign = await createLoad({ type: 'handover', from_site: a.key, to_site: b.key, carrier_resource_id: thirdParty }, f.s2);
    expect(foreign.json()).toMatchObject({ data: { field: 'carrier_resource_id' } });
  });

  it('refuses a negative or fractional fee and an unknown site, naming them', async () => {
    const negative = await createLoad({ fee_cents: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().msg).toContain('金额不能为负数');
    const fractional = await createLoad({ fee_cents: 10.5 });
    expect(fractional.statusCode).toBe(400);
    expect(fractional.json().msg).toContain('金额最多两位小数');
    const unknown = await createLoad({ to_site: `station:${f.foreignStation}` });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ msg: '站点或仓库不存在', data: { field: 'to_site' } });
    const same = await createLoad({ to_site: wh() });
    expect(same.json().msg).toBe('始发地与目的地不能相同');
    expect((await createLoad({ from_site: 'dock:1' })).statusCode).toBe(400);
  });
});
