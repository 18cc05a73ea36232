import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOAD_ACTIONS, LOAD_STATUSES, LOAD_TRANSITIONS, type LoadAction, type LoadStatus } from '../../../../../src/domain/transit/loads';
import { LOAD_ACTION_LABELS, LOAD_STATUS_LABELS } from '../../../../../src/domain/transit/messages';
import { setupTransit } from './fixture';

const { f, call, data, inWarehouse, status, count, createLoad, scan, act } = setupTransit();

/** the way to each status from a new load with one order of one carton */
const PATH: Record<LoadStatus, [LoadAction, object][]> = {
  planned: [],
  loading: [['start_loading', {}]],
  departed: [['depart', {}]],
  arrived: [
    ['depart', {}],
    ['arrive', {}],
  ],
  closed: [
    ['depart', {}],
    ['arrive', {}],
    ['close', {}],
  ],
  cancelled: [['cancel', { reason: '取消' }]],
};

async function loadIn(target: LoadStatus) {
  const o = await inWarehouse(1);
  const load = await data(createLoad({ order_ids: [o.id] }));
  if (target !== 'planned' && target !== 'loading' && target !== 'cancelled') await data(scan(load.id, [{ code: `${o.orderNo}-001` }]));
  for (const [action, body] of PATH[target]) await data(act(load.id, action, body));
  const now = await data(call('GET', `/transit/loads/${load.id}`));
  expect(now.status).toBe(target);
  return { load: now, order: o };
}

const REASON = { reason: '测试原因' };

describe('every load state, allowed and refused (LOAD_TRANSITIONS)', () => {
  const loads = {} as Record<LoadStatus, { id: number; load_no: string }>;
  beforeAll(async () => {
    for (const st of LOAD_STATUSES) loads[st] = (await loadIn(st)).load;
  });

  const refusedPairs = LOAD_ACTIONS.flatMap((a) => LOAD_STATUSES.filter((s) => !LOAD_TRANSITIONS[a].from.includes(s)).map((s) => [a, s] as const));
  it.each(refusedPairs)('%s is refused from %s, naming the load and its status, and changes nothing', async (action, from) => {
    const load = loads[from];
    const events = await count(sql`select count(*) as n from transit_load_events where load_id = ${load.id}`);
    const res = await act(load.id, action, REASON);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(`配载${load.load_no}当前状态为${LOAD_STATUS_LABELS[from].zh}，不能${LOAD_ACTION_LABELS[action].zh}`);
    expect((await data(call('GET', `/transit/loads/${load.id}`))).status).toBe(from);
    expect(await count(sql`select count(*) as n from transit_load_events where load_id = ${load.id}`)).toBe(events);
  });

  const allowedPairs = LOAD_ACTIONS.flatMap((a) => LOAD_TRANSITIONS[a].from.map((s) => [a, s] as const));
  it.each(allowedPairs)('%s is allowed from %s: one event, the new status, the version moved on', async (action, from) => {
    const { load } = await loadIn(from);
    // a load in loading reached by start_loading has nothing loaded: load its carton first so it may depart
    if (action === 'depart') await data(scan(load.id, [{ code: `${load.orders[0].order_no}-001` }]));
    const before = await data(call('GET', `/transit/loads/${load.id}`));
    if (LOAD_TRANSITIONS[action].reason) expect((await act(load.id, action, {})).json()).toMatchObject({ msg: '请填写原因', data: { field: 'reason' } });
    const after = await data(act(load.id, action, LOAD_TRANSITIONS[action].reason ? REASON : {}));
    expect(after.status).toBe(LOAD_TRANSITIONS[action].to);
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.events.length).toBe(before.events.length + 1);
    expect(after.events.at(-1)).toMatchObject({ action, from_status: from, to_status: LOAD_TRANSITIONS[action].to, reason: LOAD_TRANSITIONS[action].reason ? REASON.reason : '' });
  });

  it('refuses an action the table does not have, and a departure with nothing loaded', async () => {
    const bogus = await act(loads.planned.id, 'teleport');
    expect(bogus.statusCode).toBe(400);
    expect(bogus.json().data).toMatchObject({ field: 'action' });
    expect((await act(999_999, 'depart')).statusCode).toBe(404);
    const { load } = await loadIn('loading');
    expect((await act(load.id, 'depart')).json().msg).toBe(`配载${load.load_no}尚未装车任何包件，不能发车`);
  });
});

describe('what the transitions do besides the status', () => {
  it('cancel_loading voids the round: its scans no longer count, an order joined by an unplanned scan leaves, the carton scans again', async () => {
    const a = await inWarehouse(1);
    const extra = await inWarehouse(1);
    const load = await data(createLoad({ order_ids: [a.id] }));
    await data(scan(load.id, [{ code: `${a.orderNo}-001` }, { code: `${extra.orderNo}-001` }]));
    // an order with a loaded carton is not taken off, and is on no second load
    expect((await call('DELETE', `/transit/loads/${load.id}/orders/${a.id}`)).json().msg).toBe(`订单${a.orderNo}已有包件装车，请先取消装车`);
    const second = await call('POST', '/transit/loads', { type: 'line_haul', from_site: `warehouse:${f.warehouse}`, to_site: `station:${f.stations[0]}`, planned_departure_at: new Date().toISOString(), order_ids: [a.id] });
    expect(second.json().msg).toBe(`订单${a.orderNo}已在配载${load.load_no}中`);

    const back = await data(act(load.id, 'cancel_loading', { reason: '重新装车' }));
    expect(back).toMatchObject({ status: 'planned', round: 2, figures: { loaded_cartons: 0, planned_orders: 1 } });
    expect(back.orders.map((o: { order_id: number }) => o.order_id)).toEqual([a.id]);
    expect((await data(call('GET', `/transit/waiting?site=warehouse:${f.warehouse}&keyword=${extra.orderNo}`))).total).toBe(1);
    const again = await data(scan(load.id, [{ code: `${a.orderNo}-001` }]));
    expect(again.results[0].result).toBe('ok');
    expect(again.load).toMatchObject({ status: 'loading', figures: { loaded_cartons: 1 } });
    // now it can be taken off once its carton is... no: it is loaded in this round
    expect((await call('DELETE', `/transit/loads/${load.id}/orders/${a.id}`)).statusCode).toBe(400);
  });

  it('cancel_departure puts the orders back out of the warehouse (the stock stays in TRANSIT), unfreezes the manifest and voids what was left behind', async () => {
    const a = await inWarehouse(0, 1);
    const load = await data(createLoad({ order_ids: [a.id] }));
    await data(scan(load.id, [{ code: `${a.orderNo}-001` }]));
    const departed = await data(act(load.id, 'depart', { allow_partial: true }));
    expect(departed.figures).toMatchObject({ departed_cartons: 1, left_behind: 1 });
    expect((await call('PATCH', `/transit/loads/${load.id}`, { memo: '改' })).json().msg).toBe(`配载${load.load_no}已发车，不能修改`);
    const back = await data(act(load.id, 'cancel_departure', { reason: '车辆故障' }));
    expect(back).toMatchObject({ status: 'loading', departed_at: null, figures: { departed_cartons: 0, left_behind: 0, loaded_cartons: 1 } });
    expect(await status([a.id])).toEqual({ [a.id]: 'OUT_WAREHOUSE' });
    expect(await count(sql`select coalesce(sum(on_hand), 0) as n from stock_balances where package_no like ${`${a.orderNo}-%`}`)).toBe(0);
    expect(await count(sql`select count(*) as n from transit_discrepancies where load_id = ${load.id} and voided`)).toBe(1);
    // departing again: OUT_WAREHOUSE → depart only
    await data(scan(load.id, [{ code: `${a.orderNo}-002` }]));
    expect((await data(act(load.id, 'depart'))).figures).toMatchObject({ departed_cartons: 2, left_behind: 0 });
    const events = (await data(call('GET', `/order/orders/${a.id}/events`))).list.map((e: { action: string }) => e.action);
    expect(events.slice(-4)).toEqual(['warehouse_out', 'depart', 'cancel_depart', 'depart']);
  });

  it("the list's totals (kept by trigger) agree with the loads counted, per status and type", async () => {
    for (const q of ['', '?status=planned', '?status=cancelled&type=line_haul', '?type=drayage']) {
      const params = new URLSearchParams(q.slice(1));
      const expected = await count(
        sql`select count(*) as n from transit_loads where company_id = ${f.companyId} and (${params.get('status') ?? ''} = '' or status = ${params.get('status') ?? ''}) and (${params.get('type') ?? ''} = '' or type = ${params.get('type') ?? ''})`,
      );
      expect((await data(call('GET', `/transit/loads${q}`))).total, q).toBe(expected);
    }
    expect(await count(sql`select count(*) as n from transit_loads where company_id = ${f.companyId} and status = 'cancelled'`)).toBeGreaterThan(0);
  });

  it('scans and load events are append-only', async () => {
    const refusal = (q: ReturnType<typeof sql>) =>
      f.t.database.db.execute(q).then(
        () => 'applied',
        (e: Error & { cause?: Error }) => String(e.cause?.message ?? e.message),
      );
    expect(await refusal(sql`update transit_load_scans set accepted = not accepted where id = (select min(id) from transit_load_scans)`)).toMatch(/append-only/);
    expect(await refusal(sql`delete from transit_load_events where id = (select min(id) from transit_load_events)`)).toMatch(/append-only/);
  });
});
