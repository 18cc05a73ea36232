import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../../test-helpers';

let t: TestApp;
let s: Session;
let s2: Session;
let wh: { id: number };
let locs: { id: number; code: string }[];
let prods: { id: number; code: string; name: string }[];
let consignor: { id: number; name: string };

beforeAll(async () => {
  t = await createTestApp();
  s = await t.login('servicer');
  s2 = await t.login('servicer2');
  [wh] = (await call('GET', '/user/warehouse/all?per_page=300')).json().data.list;
  locs = (await call('GET', `/user/basic/storage-locations?warehouse_id=${wh.id}&per_page=50`)).json().data.list;
  prods = (await call('GET', '/user/product/getAllProduct')).json().data.list;
  [consignor] = (await call('GET', '/user/resource_binding/consignor/list?per_page=5')).json().data.list;
});
afterAll(() => t.close());

function call(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, session = s, key?: string) {
  return t.app.inject({ method, url: `/api${url}`, headers: { ...session.headers, ...(key ? { 'idempotency-key': key } : {}) }, ...(payload ? { payload } : {}) });
}
const data = async (res: ReturnType<typeof call>) => {
  const r = await res;
  if (r.statusCode !== 200) throw new Error(`${r.statusCode} ${r.body}`);
  return r.json().data;
};
const act = (id: number, action: string, body: object = {}, session = s) => call('POST', `/warehouse/documents/${id}/actions/${action}`, body, session);
const balance = async (productId: number, locationId: number, packageNo = '') => {
  const list = (await data(call('GET', `/warehouse/balances?product_id=${productId}&location_id=${locationId}&per_page=100`))).list as { package_no: string; owner_id: number; on_hand: number; locked: number; available: number }[];
  return list.find((b) => b.package_no === packageNo && b.owner_id === consignor.id) ?? { on_hand: 0, locked: 0, available: 0 };
};
const noDrift = async () => expect((await data(call('GET', '/warehouse/drift'))).differences).toEqual([]);

describe('inbound', () => {
  it('receives by scanning (ok, duplicate, unexpected, over), records damage, puts away; balances and log agree', async () => {
    const [recv, target] = locs;
    const p = prods[0];
    const doc = await data(
      call('POST', '/warehouse/documents', {
        kind: 'inbound',
        warehouse_id: wh.id,
        location_id: recv.id,
        owner_id: consignor.id,
        lines: [
          { product_id: p.id, package_no: '2100000001-001', quantity: 1, location_id: target.id },
          { product_id: p.id, package_no: '2100000001-002', quantity: 1, location_id: target.id },
          { product_id: p.id, quantity: 3, location_id: target.id },
        ],
      }),
    );
    expect(doc).toMatchObject({ kind: 'inbound', status: 'draft', line_count: 3, total_quantity: 5, actions: ['confirm', 'cancel'] });
    expect(doc.doc_no).toMatch(/^RK\d{8}\d{6}$/);
    // scanning is for a confirmed inbound only
    const early = await data(call('POST', `/warehouse/documents/${doc.id}/scans`, { scans: [{ scan_id: 'scan-early-1', code: '2100000001-001' }] }));
    expect(early.results[0]).toMatchObject({ result: 'wrong_status', message: '单据当前状态为草稿，不能扫描' });
    await data(act(doc.id, 'confirm'));
    const scans = [
      { scan_id: 'scan-a-0001', code: '2100000001-001' },
      { scan_id: 'scan-a-0002', code: '2100000001-001' },
      { scan_id: 'scan-a-0003', code: '2100000009-001' },
      { scan_id: 'scan-a-0004', code: p.code, quantity: 3 },
      { scan_id: 'scan-a-0005', code: p.code },
    ];
    const answer = await data(call('POST', `/warehouse/documents/${doc.id}/scans`, { scans }));
    expect(answer.results.map((r: { result: string }) => r.result)).toEqual(['ok', 'duplicate', 'unexpected', 'ok', 'over']);
    expect(answer.results[1].message).toBe('重复扫描：2100000001-001');
    // the same scans again (an outbox replay) answer the same and count nothing twice
    const again = await data(call('POST', `/warehouse/documents/${doc.id}/scans`, { scans }));
    expect(again.results.map((r: { result: string }) => r.result)).toEqual(['ok', 'duplicate', 'unexpected', 'ok', 'over']);
    expect(again.document.lines.map((l: { done: number }) => l.done)).toEqual([1, 0, 3]);

    const before = await balance(p.id, target.id);
    const received = await data(act(doc.id, 'receive', { lines: [{ line_id: answer.document.lines[2].id, quantity: 3, damaged: 1 }] }));
    expect(received.status).toBe('received');
    expect(received.lines.map((l: { difference: number }) => l.difference)).toEqual([0, -1, 0]);
    expect(await balance(p.id, recv.id)).toMatchObject({ on_hand: 2 });
    expect(await balance(p.id, recv.id, '2100000001-001')).toMatchObject({ on_hand: 1 });
    const put = await data(act(doc.id, 'put_away'));
    expect(put.status).toBe('put_away');
    expect(await balance(p.id, recv.id)).toMatchObject({ on_hand: 0 });
    expect((await balance(p.id, target.id)).on_hand).toBe(before.on_hand + 2);
    const log = await data(call('GET', `/warehouse/moves?doc_no=${doc.doc_no}`));
    // SUPPLIER→recv (carton, loose), recv→LOSS, recv→target ×2
    expect(log.total).toBe(5);
    expect(log.list.some((m: { to: { virtual: string; name: string } }) => m.to.virtual === 'LOSS' && m.to.name === '损耗')).toBe(true);
    const pkg = await data(call('GET', '/warehouse/packages/2100000001-001'));
    expect(pkg).toMatchObject({ order_no: '2100000001', sequence: 1 });
    expect(pkg.balances).toEqual([expect.objectContaining({ location_id: target.id, on_hand: 1 })]);
    await noDrift();

    // cancelling a put-away inbound writes the reversing moves, each naming the move it undoes
    const cancelled = await data(act(doc.id, 'cancel', { reason: '供应商退回' }));
    expect(cancelled.status).toBe('cancelled');
    expect((await balance(p.id, target.id)).on_hand).toBe(before.on_hand);
    const undone = await data(call('GET', `/warehouse/moves?doc_no=${doc.doc_no}&per_page=50`));
    expect(undone.total).toBe(10);
    expect(undone.list.filter((m: { reverses_move_id: number | null }) => m.reverses_move_id !== null)).toHaveLength(5);
    await noDrift();
  });

  it('refuses what the lifecycle does not allow, naming the document and status', async () => {
    const doc = await data(call('POST', '/warehouse/documents', { kind: 'inbound', warehouse_id: wh.id, location_id: locs[0].id, lines: [{ product_id: prods[0].id, quantity: 1 }] }));
    const res = await act(doc.id, 'put_away');
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(`单据${doc.doc_no}当前状态为草稿，不能上架`);
    expect((await act(doc.id, 'ship')).statusCode).toBe(400);
    expect((await act(doc.id, 'expire')).statusCode).toBe(400);
    expect((await act(doc.id, 'cancel')).json().msg).toBe('请填写原因');
    await data(act(doc.id, 'confirm'));
    expect((await act(doc.id, 'receive')).json().msg).toBe('没有任何数量，无法收货');
  });
});

describe('outbound, locks and the race for the last unit', () => {
  const stock = async (productId: number, locationId: number, quantity: number) => {
    const doc = await data(call('POST', '/warehouse/documents', { kind: 'inbound', warehouse_id: wh.id, location_id: locationId, owner_id: consignor.id, lines: [{ product_id: productId, quantity }] }));
    await data(act(doc.id, 'confirm'));
    await data(act(doc.id, 'receive', { lines: [{ line_id: doc.lines[0].id, quantity }] }));
  };

  it('reserves on confirm, releases a short pick, ships to the customer', async () => {
    const p = prods[1];
    const loc = locs[2];
    await stock(p.id, loc.id, 5);
    const start = await balance(p.id, loc.id);
    const doc = await data(call('POST', '/warehouse/documents', { kind: 'outbound', warehouse_id: wh.id, owner_id: consignor.id, lines: [{ product_id: p.id, location_id: loc.id, quantity: 3 }] }));
    await data(act(doc.id, 'confirm'));
    expect(await balance(p.id, loc.id)).toMatchObject({ on_hand: start.on_hand, locked: start.locked + 3 });
    await data(act(doc.id, 'start_pick'));
    expect((await act(doc.id, 'pick', { lines: [{ line_id: doc.lines[0].id, quantity: 4 }] })).json().msg).toBe('第1行拣货数量不能大于应出数量');
    await data(act(doc.id, 'pick', { lines: [{ line_id: doc.lines[0].id, quantity: 2 }] }));
    expect(await balance(p.id, loc.id)).toMatchObject({ locked: start.locked + 2 });
    const shipped = await data(act(doc.id, 'ship'));
    expect(shipped.status).toBe('shipped');
    expect(await balance(p.id, loc.id)).toMatchObject({ on_hand: start.on_hand - 2, locked: start.locked });
    await noDrift();
  });

  it('ten outbounds racing for the last unit: exactly one reserves it, the others are told what is available', async () => {
    const p = prods[2];
    const loc = locs[3];
    await stock(p.id, loc.id, 1);
    const b = await balance(p.id, loc.id);
    const docs = await Promise.all(
      Array.from({ length: 10 }, () => data(call('POST', '/warehouse/documents', { kind: 'outbound', warehouse_id: wh.id, owner_id: consignor.id, lines: [{ product_id: p.id, location_id: loc.id, quantity: b.available }] }))),
    );
    const results = await Promise.all(docs.map((d) => act(d.id, 'confirm')));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refused = results.filter((r) => r.statusCode === 400);
    expect(refused).toHaveLength(9);
    expect(refused[0].json().msg).toBe(`库存不足：${p.name}（${p.code}）（库位${loc.code}，货主${consignor.name}）可用0，需要${b.available}`);
    expect(await balance(p.id, loc.id)).toMatchObject({ available: 0 });
    await noDrift();
  });

  it('a lock sets stock aside until released, and a lock past its expiry releases itself', async () => {
    const p = prods[3];
    const loc = locs[4];
    await stock(p.id, loc.id, 4);
    const b = await balance(p.id, loc.id);
    expect((await call('POST', '/warehouse/documents', { kind: 'lock', warehouse_id: wh.id, owner_id: consignor.id, lines: [{ product_id: p.id, location_id: loc.id, quantity: 1 }] })).json().msg).toBe('请填写原因');
    const lock = await data(call('POST', '/warehouse/documents', { kind: 'lock', warehouse_id: wh.id, owner_id: consignor.id, reason: '质检冻结', lines: [{ product_id: p.id, location_id: loc.id, quantity: b.available }] }));
    expect(lock).toMatchObject({ status: 'active', actions: ['release'] });
    const out = await data(call('POST', '/warehouse/documents', { kind: 'outbound', warehouse_id: wh.id, owner_id: consignor.id, lines: [{ product_id: p.id, location_id: loc.id, quantity: 1 }] }));
    expect((await act(out.id, 'confirm')).json().msg).toContain('可用0，需要1');
    await data(act(lock.id, 'release', { reason: '质检合格' }));
    await data(act(out.id, 'confirm'));
    await data(act(out.id, 'cancel', { reason: '客户取消' }));
    expect(await balance(p.id, loc.id)).toMatchObject({ locked: b.locked });

    const soon = await data(call('POST', '/warehouse/documents', { kind: 'lock', warehouse_id: wh.id, owner_id: consignor.id, reason: '临时', expires_at: new Date(Date.now() + 60_000).toISOString(), lines: [{ product_id: p.id, location_id: loc.id, quantity: 1 }] }));
    await t.database.db.execute(sql`update warehouse_documents set expires_at = now() - interval '1 minute' where id = ${soon.id}`);
    expect((await data(call('GET', `/warehouse/documents?kind=lock&doc_no=${soon.doc_no}`))).list[0].status).toBe('expired');
    expect(await balance(p.id, loc.id)).toMatchObject({ locked: b.locked });
    await noDrift();
  });
});

describe('counts and replenishment', () => {
  it('a blind count lists the location, takes scans, and its differences become ADJUST moves only when approved', async () => {
    const loc = locs[0];
    const p = prods[4];
    const doc = await data(call('POST', '/warehouse/documents', { kind: 'count', warehouse_id: wh.id, location_id: loc.id, owner_id: consignor.id }));
    const started = await data(act(doc.id, 'start'));
    expect(started.status).toBe('counting');
    // blind: nothing tells the counter what should be there
    expect(started.lines.every((l: { expected: number; on_hand_at_count: number | null }) => l.expected === 0 && l.on_hand_at_count === null)).toBe(true);
    const scanned = await data(call('POST', `/warehouse/documents/${doc.id}/scans`, { scans: [{ scan_id: `c-${randomUUID()}`, code: p.code, quantity: 2 }] }));
    expect(scanned.results[0].result).toBe('ok');
    const submitted = await data(act(doc.id, 'submit'));
    expect(submitted.status).toBe('submitted');
    const line = submitted.lines.find((l: { product_id: number; package_no: string }) => l.product_id === p.id && l.package_no === '');
    expect(line.difference).toBe(line.done - line.on_hand_at_count);
    const logBefore = (await data(call('GET', `/warehouse/moves?doc_no=${doc.doc_no}`))).total;
    expect(logBefore).toBe(0);
    await data(act(doc.id, 'approve'));
    const adjusted = await data(call('GET', `/warehouse/moves?doc_no=${doc.doc_no}&per_page=100`));
    const withDiff = submitted.lines.filter((l: { difference: number }) => l.difference !== 0);
    expect(adjusted.total).toBe(withDiff.length);
    expect(adjusted.list.every((m: { from: { virtual: string }; to: { virtual: string } }) => m.from.virtual === 'ADJUST' || m.to.virtual === 'ADJUST')).toBe(true);
    expect((await balance(p.id, loc.id)).on_hand).toBe(2);
    await noDrift();
  });

  it('replenishes a pick location from a reserve one', async () => {
    const [reserve, pick] = [locs[5], locs[1]];
    const p = prods[0];
    const inbound = await data(call('POST', '/warehouse/documents', { kind: 'inbound', warehouse_id: wh.id, location_id: reserve.id, owner_id: consignor.id, lines: [{ product_id: p.id, quantity: 6 }] }));
    await data(act(inbound.id, 'confirm'));
    await data(act(inbound.id, 'receive', { lines: [{ line_id: inbound.lines[0].id, quantity: 6 }] }));
    const before = await balance(p.id, pick.id);
    expect((await call('POST', '/warehouse/documents', { kind: 'replenish', warehouse_id: wh.id, owner_id: consignor.id, lines: [{ product_id: p.id, location_id: reserve.id, to_location_id: reserve.id, quantity: 1 }] })).json().msg).toBe('第1行来源库位与目标库位相同');
    const doc = await data(call('POST', '/warehouse/documents', { kind: 'replenish', warehouse_id: wh.id, owner_id: consignor.id, lines: [{ product_id: p.id, location_id: reserve.id, to_location_id: pick.id, quantity: 4 }] }));
    await data(act(doc.id, 'confirm'));
    await data(act(doc.id, 'complete'));
    expect((await balance(p.id, pick.id)).on_hand).toBe(before.on_hand + 4);
    await noDrift();
  });
});

describe('input, tenancy, idempotency and the ledger itself', () => {
  it('refuses bad figures with clear messages and writes nothing', async () => {
    const base = { kind: 'inbound', warehouse_id: wh.id, location_id: locs[0].id };
    const msg = async (lines: object[], extra: object = {}) => (await call('POST', '/warehouse/documents', { ...base, ...extra, lines })).json().msg as string;
    const count = async () => (await data(call('GET', '/warehouse/documents?kind=inbound'))).total;
    const n = await count();
    expect(await msg([{ product_id: prods[0].id, quantity: -1 }])).toContain('数量必须大于0');
    expect(await msg([{ product_id: prods[0].id, quantity: 1.5 }])).toContain('数量必须是整数');
    expect(await msg([{ product_id: prods[0].id, quantity: '2' , package_no: '12-1' }])).toContain('包件号格式不正确');
    expect(await msg([])).toBe('至少需要一条明细');
    expect(await msg([{ product_id: prods[0].id, quantity: 1 }], { location_id: 2_000_000_000 })).toBe('库位不属于该仓库');
    expect(await msg([{ product_id: prods[0].id, quantity: 1 }], { location_id: undefined })).toBe('请选择收货库位');
    expect(await msg([{ product_id: 99_999_999, quantity: 1 }])).toBe('产品不存在');
    expect((await call('POST', '/warehouse/documents', { ...base, lines: [{ product_id: prods[0].id, quantity: 1, memo: 'a\u0000b' }] })).statusCode).toBe(400);
    expect((await call('POST', '/warehouse/documents', { ...base, lines: [{ product_id: 3_000_000_000, quantity: 1 }] })).statusCode).toBe(400);
    expect(await count()).toBe(n);
  });

  it('another company sees none of it and cannot use its ids', async () => {
    const doc = await data(call('POST', '/warehouse/documents', { kind: 'inbound', warehouse_id: wh.id, location_id: locs[0].id, lines: [{ product_id: prods[0].id, quantity: 1 }] }));
    expect((await call('GET', `/warehouse/documents/${doc.id}`, undefined, s2)).statusCode).toBe(404);
    expect((await act(doc.id, 'confirm', {}, s2)).statusCode).toBe(404);
    expect((await call('POST', `/warehouse/documents/${doc.id}/scans`, { scans: [{ scan_id: 'foreign-01', code: 'X' }] }, s2)).statusCode).toBe(404);
    expect((await data(call('GET', `/warehouse/balances?warehouse_id=${wh.id}`, undefined, s2))).total).toBe(0);
    expect((await data(call('GET', `/warehouse/documents?doc_no=${doc.doc_no}`, undefined, s2))).total).toBe(0);
    const [wh2] = (await call('GET', '/user/warehouse/all', undefined, s2)).json().data.list;
    expect((await call('POST', '/warehouse/documents', { kind: 'inbound', warehouse_id: wh2.id, location_id: locs[0].id, lines: [{ product_id: prods[0].id, quantity: 1 }] }, s2)).json().msg).toBe('库位不属于该仓库');
    expect((await call('POST', '/warehouse/documents', { kind: 'inbound', warehouse_id: wh.id, location_id: locs[0].id, lines: [{ product_id: prods[0].id, quantity: 1 }] }, s2)).json().msg).toBe('仓库不存在');
    const consignorSession = await t.login('consignor');
    expect((await call('GET', '/warehouse/balances', undefined, consignorSession)).statusCode).toBe(403);
  });

  it('an Idempotency-Key replay creates one document', async () => {
    const key = randomUUID();
    const body = { kind: 'inbound', warehouse_id: wh.id, location_id: locs[0].id, memo: `idem-${key}`, lines: [{ product_id: prods[0].id, quantity: 1 }] };
    const a = await data(call('POST', '/warehouse/documents', body, s, key));
    const b = await data(call('POST', '/warehouse/documents', body, s, key));
    expect(b.id).toBe(a.id);
  });

  it('the ledger refuses any edit or delete of a move', async () => {
    const refusal = (q: ReturnType<typeof sql>) =>
      t.database.db.execute(q).then(
        () => 'applied',
        (e: Error & { cause?: Error }) => String(e.cause?.message ?? e.message),
      );
    expect(await refusal(sql`update stock_moves set quantity = quantity + 1 where id = (select min(id) from stock_moves)`)).toMatch(/append-only/);
    expect(await refusal(sql`delete from stock_moves where id = (select min(id) from stock_moves)`)).toMatch(/append-only/);
  });
});

describe("an order's warehouse actions are the warehouse's documents", () => {
  it('warehouse_in receives the order’s cartons through an inbound; warehouse_out ships them through an outbound', async () => {
    const companyId = s.body.data.user.company_id;
    const found = (await t.database.db.execute(
      sql`select id, order_no, consignor_resource_id from orders where company_id = ${companyId} and status = 'RECEIVED' and jsonb_array_length(products) > 0 and deleted_at is null order by id limit 1`,
    )) as unknown as { rows: { id: number; order_no: string; consignor_resource_id: number | null }[] };
    const order = found.rows[0];
    const loc = locs[1];
    const inRes = await call('POST', `/order/orders/${order.id}/actions/warehouse_in`, { warehouse_id: wh.id, location_id: loc.id });
    expect(inRes.statusCode, inRes.body).toBe(200);
    const inbound = (await data(call('GET', '/warehouse/documents?kind=inbound&per_page=5'))).list.find((d: { order_no: string }) => d.order_no === order.order_no);
    expect(inbound).toMatchObject({ source: 'order', status: 'received', owner_id: order.consignor_resource_id ?? 0 });
    const cartons = (await data(call('GET', `/warehouse/balances?keyword=${order.order_no}&per_page=100`))).list as { package_no: string; location_id: number; on_hand: number }[];
    expect(cartons.length).toBe(inbound.total_quantity);
    expect(cartons.every((c) => c.location_id === loc.id && c.on_hand === 1 && c.package_no.startsWith(`${order.order_no}-`))).toBe(true);
    const events = (await data(call('GET', `/order/orders/${order.id}/events`))).list as { action: string; data: Record<string, unknown> }[];
    expect(events.at(-1)).toMatchObject({ action: 'warehouse_in', data: expect.objectContaining({ inbound_doc_id: String(inbound.id) }) });

    // a carton frozen by a lock stops the order from leaving, and says which
    // a lock of the order's scope (no lines): every carton of it held here
    const lock = await data(call('POST', '/warehouse/documents', { kind: 'lock', warehouse_id: wh.id, reason: '破损待查', order_id: order.id }));
    expect(lock).toMatchObject({ line_count: cartons.length, order_no: order.order_no });
    const refused = await call('POST', `/order/orders/${order.id}/actions/warehouse_out`, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toContain(cartons[0].package_no);
    await data(act(lock.id, 'release'));
    const outRes = await call('POST', `/order/orders/${order.id}/actions/warehouse_out`, {});
    expect(outRes.statusCode, outRes.body).toBe(200);
    expect((await data(call('GET', `/warehouse/balances?keyword=${order.order_no}`))).total).toBe(0);
    const outbound = (await data(call('GET', '/warehouse/documents?kind=outbound&per_page=5'))).list.find((d: { order_no: string }) => d.order_no === order.order_no);
    expect(outbound).toMatchObject({ source: 'order', status: 'shipped', ship_to: 'TRANSIT' });
    await noDrift();
  });
});

describe('put-away suggestions', () => {
  it('the storage-location sorting rule decides first, then a location already holding the product', async () => {
    const [recv, , , , ruled] = locs;
    const rule = await call('POST', '/user/sorting-rules/storageLocation', { name: '商家专区', storage_location_id: ruled.id, consignor_id: consignor.id, priority: 1 });
    expect(rule.statusCode, rule.body).toBe(200);
    const p = prods[5];
    const doc = await data(call('POST', '/warehouse/documents', { kind: 'inbound', warehouse_id: wh.id, location_id: recv.id, owner_id: consignor.id, lines: [{ product_id: p.id, quantity: 2 }] }));
    await data(act(doc.id, 'confirm'));
    const received = await data(act(doc.id, 'receive', { lines: [{ line_id: doc.lines[0].id, quantity: 2 }] }));
    expect(received.lines[0]).toMatchObject({ to_location_id: ruled.id, to_location_code: ruled.code });
    await data(act(doc.id, 'put_away'));
    expect((await balance(p.id, ruled.id)).on_hand).toBeGreaterThanOrEqual(2);
    // own stock (owner 0) matches no merchant rule: it goes where that product already is
    const own = await data(call('POST', '/warehouse/documents', { kind: 'inbound', warehouse_id: wh.id, location_id: recv.id, lines: [{ product_id: p.id, quantity: 1, location_id: locs[3].id }] }));
    await data(act(own.id, 'confirm'));
    await data(act(own.id, 'receive', { lines: [{ line_id: own.lines[0].id, quantity: 1 }] }));
    await data(act(own.id, 'put_away'));
    const again = await data(call('POST', '/warehouse/documents', { kind: 'inbound', warehouse_id: wh.id, location_id: recv.id, lines: [{ product_id: p.id, quantity: 1 }] }));
    await data(act(again.id, 'confirm'));
    const second = await data(act(again.id, 'receive', { lines: [{ line_id: again.lines[0].id, quantity: 1 }] }));
    expect(second.lines[0].to_location_id).toBe(locs[3].id);
  });
});

describe('product replace', () => {
  it('swaps a damaged product of an order: old cartons to LOSS, new cartons from loose stock, the order and its timeline changed', async () => {
    const companyId = s.body.data.user.company_id;
    const found = (await t.database.db.execute(
      sql`select id, order_no, consignor_resource_id, products from orders where company_id = ${companyId} and status = 'RECEIVED' and jsonb_array_length(products) > 0 and deleted_at is null order by id desc limit 1`,
    )) as unknown as { rows: { id: number; order_no: string; consignor_resource_id: number | null; products: { product_id: number; quantity: number; package: number }[] }[] };
    const order = found.rows[0];
    const owner = order.consignor_resource_id ?? 0;
    const [loc, source] = [locs[2], locs[3]];
    expect((await call('POST', `/order/orders/${order.id}/actions/warehouse_in`, { warehouse_id: wh.id, location_id: loc.id })).statusCode).toBe(200);
    const old = order.products[0];
    const replacement = prods.find((p) => !order.products.some((o) => o.product_id === p.id))!;
    const body = { order_id: order.id, from_product_id: old.product_id, to_product_id: replacement.id, quantity: 1, location_id: source.id, disposition: 'LOSS', reason: '运输破损' };
    // no loose stock of the replacement yet: refused whole, nothing changed
    const short = await call('POST', '/warehouse/product-replace', body);
    expect(short.statusCode).toBe(400);
    expect(short.json().msg).toContain('库存不足');
    const inbound = await data(call('POST', '/warehouse/documents', { kind: 'inbound', warehouse_id: wh.id, location_id: source.id, owner_id: owner, lines: [{ product_id: replacement.id, quantity: 10 }] }));
    await data(act(inbound.id, 'confirm'));
    await data(act(inbound.id, 'receive', { lines: [{ line_id: inbound.lines[0].id, quantity: 10 }] }));
    expect((await call('POST', '/warehouse/product-replace', { ...body, to_product_id: old.product_id })).json().msg).toBe('to_product_id：替换产品不能与原产品相同');
    expect((await call('POST', '/warehouse/product-replace', { ...body, quantity: old.quantity + 1 })).json().msg).toContain(`订单${order.order_no}中没有足够数量的该产品`);
    expect((await call('POST', '/warehouse/product-replace', body, s2)).statusCode).toBe(404);

    const done = await data(call('POST', '/warehouse/product-replace', body));
    expect(done.removed_cartons.length).toBe(Math.max(1, old.package));
    expect(done.added_cartons.length).toBeGreaterThanOrEqual(1);
    expect(done.products.find((p: { product_id: number }) => p.product_id === replacement.id)).toMatchObject({ quantity: 1 });
    for (const no of done.removed_cartons) expect((await data(call('GET', `/warehouse/packages/${no}`))).balances).toEqual([]);
    for (const no of done.added_cartons) expect((await data(call('GET', `/warehouse/packages/${no}`))).balances).toEqual([expect.objectContaining({ location_id: loc.id, product_id: replacement.id, on_hand: 1 })]);
    const events = (await data(call('GET', `/order/orders/${order.id}/events`))).list as { action: string; data: Record<string, unknown> }[];
    expect(events.at(-1)).toMatchObject({ action: 'product_replace', data: expect.objectContaining({ doc_no: done.doc_no, reason: '运输破损' }) });
    expect((await data(call('GET', `/warehouse/moves?doc_no=${done.doc_no}&per_page=50`))).total).toBe(done.removed_cartons.length + 1 + done.added_cartons.length);
    await noDrift();
  });
});

describe('replenishment rules and suggestions', () => {
  it('suggests moving up to max from other locations when a pick location falls below min', async () => {
    const [reserveA, reserveB, pickLoc] = [locs[0], locs[1], locs[4]];
    const p = prods[6];
    for (const [loc, q] of [[reserveA, 3], [reserveB, 10]] as const) {
      const d = await data(call('POST', '/warehouse/documents', { kind: 'inbound', warehouse_id: wh.id, location_id: loc.id, owner_id: consignor.id, lines: [{ product_id: p.id, quantity: q, location_id: loc.id }] }));
      await data(act(d.id, 'confirm'));
      await data(act(d.id, 'receive', { lines: [{ line_id: d.lines[0].id, quantity: q }] }));
    }
    const rule = { warehouse_id: wh.id, location_id: pickLoc.id, product_id: p.id, owner_id: consignor.id, min_qty: 2, max_qty: 12 };
    expect((await call('POST', '/warehouse/replenish-rules', { ...rule, max_qty: 2 })).json().msg).toBe('max_qty：上限必须大于下限');
    expect((await call('POST', '/warehouse/replenish-rules', rule, s2)).json().msg).toBe('仓库不存在');
    const { id } = await data(call('POST', '/warehouse/replenish-rules', rule));
    const suggested = (await data(call('GET', `/warehouse/replenish-suggestions?warehouse_id=${wh.id}`))).list.filter((x: { rule_id: number }) => x.rule_id === id);
    const onHand = (await balance(p.id, pickLoc.id)).on_hand;
    expect(suggested.map((x: { location_id: number; quantity: number }) => [x.location_id, x.quantity])).toEqual(
      [[reserveB.id, Math.min(10, 12 - onHand)], ...(12 - onHand > 10 ? [[reserveA.id, Math.min(3, 12 - onHand - 10)]] : [])],
    );
    // the suggestion as a replenish document: afterwards the location is at max and nothing is suggested
    const doc = await data(call('POST', '/warehouse/documents', { kind: 'replenish', warehouse_id: wh.id, owner_id: consignor.id, lines: suggested.map((x: { product_id: number; location_id: number; to_location_id: number; quantity: number }) => ({ product_id: x.product_id, location_id: x.location_id, to_location_id: x.to_location_id, quantity: x.quantity })) }));
    await data(act(doc.id, 'confirm'));
    await data(act(doc.id, 'complete'));
    expect((await balance(p.id, pickLoc.id)).on_hand).toBe(12);
    expect((await data(call('GET', `/warehouse/replenish-suggestions?warehouse_id=${wh.id}`))).list.filter((x: { rule_id: number }) => x.rule_id === id)).toEqual([]);
    expect((await call('DELETE', `/warehouse/replenish-rules/${id}`, undefined, s2)).statusCode).toBe(404);
    expect((await call('DELETE', `/warehouse/replenish-rules/${id}`)).statusCode).toBe(200);
  });
});

describe('lines from a spreadsheet', () => {
  it('resolves product and location codes, and says per row what cannot be used', async () => {
    const [p, q] = prods;
    const answer = await data(
      call('POST', '/warehouse/import-lines', {
        warehouse_id: wh.id,
        rows: [
          { row: 2, product_code: p.code.toLowerCase(), quantity: 3, location_code: locs[1].code },
          { row: 3, product_code: q.code, package_no: '2100000077-001', quantity: '1' },
          { row: 4, product_code: 'NOPE-404', quantity: 1 },
          { row: 5, product_code: p.code, quantity: 1.5 },
          { row: 6, product_code: p.code, quantity: 1, location_code: 'ZZ-99' },
          { row: 7, product_code: '', quantity: 1 },
        ],
      }),
    );
    expect(answer.lines).toEqual([
      { row: 2, product_id: p.id, product_code: p.code, product_name: p.name, package_no: '', quantity: 3, location_id: locs[1].id, location_code: locs[1].code },
      { row: 3, product_id: q.id, product_code: q.code, product_name: q.name, package_no: '2100000077-001', quantity: 1, location_id: null, location_code: '' },
    ]);
    expect(answer.errors).toEqual([
      { row: 4, msg: '第4行：产品编码NOPE-404不存在' },
      { row: 5, msg: '第5行：数量必须是大于0的整数' },
      { row: 6, msg: '第6行：库位ZZ-99不在该仓库' },
      { row: 7, msg: '第7行：请填写产品编码' },
    ]);
    // another company's codes resolve to nothing for it
    expect((await call('POST', '/warehouse/import-lines', { warehouse_id: wh.id, rows: [{ row: 2, product_code: p.code, quantity: 1 }] }, s2)).json().msg).toBe('仓库不存在');
  });
});

describe('scans the device cannot inflate', () => {
  it('a carton counts one piece whatever quantity is sent; a carton found by a count keeps the owner the ledger knows', async () => {
    const [recv, elsewhere, counted] = [locs[0], locs[1], locs[5]];
    const p = prods[7];
    const doc = await data(call('POST', '/warehouse/documents', { kind: 'inbound', warehouse_id: wh.id, location_id: recv.id, owner_id: consignor.id, lines: [{ product_id: p.id, package_no: '2100000555-001', quantity: 1, location_id: elsewhere.id }] }));
    await data(act(doc.id, 'confirm'));
    const scanned = await data(call('POST', `/warehouse/documents/${doc.id}/scans`, { scans: [{ scan_id: 'inflate-0001', code: '2100000555-001', quantity: 5 }] }));
    expect(scanned.results[0]).toMatchObject({ result: 'ok', message: '已扫描：2100000555-001 ×1' });
    expect(scanned.document.lines[0]).toMatchObject({ done: 1, difference: null });
    await data(act(doc.id, 'receive'));
    await data(act(doc.id, 'put_away'));
    // counted somewhere it is not booked: found, as the merchant's carton
    const count = await data(call('POST', '/warehouse/documents', { kind: 'count', warehouse_id: wh.id, location_id: counted.id }));
    await data(act(count.id, 'start'));
    const found = await data(call('POST', `/warehouse/documents/${count.id}/scans`, { scans: [{ scan_id: 'found-0001', code: '2100000555-001' }] }));
    expect(found.results[0].result).toBe('ok');
    expect(found.document.lines.find((l: { package_no: string }) => l.package_no === '2100000555-001')).toMatchObject({ owner_id: consignor.id, location_id: counted.id, done: 1 });
  });
});
