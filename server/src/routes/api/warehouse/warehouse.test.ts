/**
 * The warehouse's documents on real embedded PostgreSQL (issue 17): inbound, outbound and locks (the race for the last
 * unit), counts and replenishment, refusals, tenancy, idempotency and the append-only ledger. The order-driven and
 * helper flows (put-away, product replace, replenish rules, spreadsheet lines) are warehouse-tasks.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { warehouseWorld } from './warehouse.test-support';

const { w, call, data, act, balance, noDrift } = warehouseWorld();

describe('inbound', () => {
  it('receives by scanning (ok, duplicate, unexpected, over), records damage, puts away; balances and log agree', async () => {
    const [recv, target] = w.locs;
    const p = w.prods[0];
    const doc = await data(
      call('POST', '/warehouse/documents', {
        kind: 'inbound',
        warehouse_id: w.wh.id,
        location_id: recv.id,
        owner_id: w.consignor.id,
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
    const doc = await data(call('POST', '/warehouse/documents', { kind: 'inbound', warehouse_id: w.wh.id, location_id: w.locs[0].id, lines: [{ product_id: w.prods[0].id, quantity: 1 }] }));
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
    const doc = await data(call('POST', '/warehouse/documents', { kind: 'inbound', warehouse_id: w.wh.id, location_id: locationId, owner_id: w.consignor.id, lines: [{ product_id: productId, quantity }] }));
    await data(act(doc.id, 'confirm'));
    await data(act(doc.id, 'receive', { lines: [{ line_id: doc.lines[0].id, quantity }] }));
  };

  it('reserves on confirm, releases a short pick, ships to the customer', async () => {
    const p = w.prods[1];
    const loc = w.locs[2];
    await stock(p.id, loc.id, 5);
    const start = await balance(p.id, loc.id);
    const doc = await data(call('POST', '/warehouse/documents', { kind: 'outbound', warehouse_id: w.wh.id, owner_id: w.consignor.id, lines: [{ product_id: p.id, location_id: loc.id, quantity: 3 }] }));
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
    const p = w.prods[2];
    const loc = w.locs[3];
    await stock(p.id, loc.id, 1);
    const b = await balance(p.id, loc.id);
    const docs = await Promise.all(
      Array.from({ length: 10 }, () => data(call('POST', '/warehouse/documents', { kind: 'outbound', warehouse_id: w.wh.id, owner_id: w.consignor.id, lines: [{ product_id: p.id, location_id: loc.id, quantity: b.available }] }))),
    );
    const results = await Promise.all(docs.map((d) => act(d.id, 'confirm')));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refused = results.filter((r) => r.statusCode === 400);
    expect(refused).toHaveLength(9);
    expect(refused[0].json().msg).toBe(`库存不足：${p.name}（${p.code}）（库位${loc.code}，货主${w.consignor.name}）可用0，需要${b.available}`);
    expect(await balance(p.id, loc.id)).toMatchObject({ available: 0 });
    await noDrift();
  });

  it('a lock sets stock aside until released, and a lock past its expiry releases itself', async () => {
    const p = w.prods[3];
    const loc = w.locs[4];
    await stock(p.id, loc.id, 4);
    const b = await balance(p.id, loc.id);
    expect((await call('POST', '/warehouse/documents', { kind: 'lock', warehouse_id: w.wh.id, owner_id: w.consignor.id, lines: [{ product_id: p.id, location_id: loc.id, quantity: 1 }] })).json().msg).toBe('请填写原因');
    const lock = await data(call('POST', '/warehouse/documents', { kind: 'lock', warehouse_id: w.wh.id, owner_id: w.consignor.id, reason: '质检冻结', lines: [{ product_id: p.id, location_id: loc.id, quantity: b.available }] }));
    expect(lock).toMatchObject({ status: 'active', actions: ['release'] });
    const out = await data(call('POST', '/warehouse/documents', { kind: 'outbound', warehouse_id: w.wh.id, owner_id: w.consignor.id, lines: [{ product_id: p.id, location_id: loc.id, quantity: 1 }] }));
    expect((await act(out.id, 'confirm')).json().msg).toContain('可用0，需要1');
    await data(act(lock.id, 'release', { reason: '质检合格' }));
    await data(act(out.id, 'confirm'));
    await data(act(out.id, 'cancel', { reason: '客户取消' }));
    expect(await balance(p.id, loc.id)).toMatchObject({ locked: b.locked });

    const soon = await data(call('POST', '/warehouse/documents', { kind: 'lock', warehouse_id: w.wh.id, owner_id: w.consignor.id, reason: '临时', expires_at: new Date(Date.now() + 60_000).toISOString(), lines: [{ product_id: p.id, location_id: loc.id, quantity: 1 }] }));
    await w.t.database.db.execute(sql`update warehouse_documents set expires_at = now() - interval '1 minute' where id = ${soon.id}`);
    expect((await data(call('GET', `/warehouse/documents?kind=lock&doc_no=${soon.doc_no}`))).list[0].status).toBe('expired');
    expect(await balance(p.id, loc.id)).toMatchObject({ locked: b.locked });
    await noDrift();
  });
});

describe('counts and replenishment', () => {
  it('a blind count lists the location, takes scans, and its differences become ADJUST moves only when approved', async () => {
    const loc = w.locs[0];
    const p = w.prods[4];
    const doc = await data(call('POST', '/warehouse/documents', { kind: 'count', warehouse_id: w.wh.id, location_id: loc.id, owner_id: w.consignor.id }));
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
    const [reserve, pick] = [w.locs[5], w.locs[1]];
    const p = w.prods[0];
    const inbound = await data(call('POST', '/warehouse/documents', { kind: 'inbound', warehouse_id: w.wh.id, location_id: reserve.id, owner_id: w.consignor.id, lines: [{ product_id: p.id, quantity: 6 }] }));
    await data(act(inbound.id, 'confirm'));
    await data(act(inbound.id, 'receive', { lines: [{ line_id: inbound.lines[0].id, quantity: 6 }] }));
    const before = await balance(p.id, pick.id);
    expect((await call('POST', '/warehouse/documents', { kind: 'replenish', warehouse_id: w.wh.id, owner_id: w.consignor.id, lines: [{ product_id: p.id, location_id: reserve.id, to_location_id: reserve.id, quantity: 1 }] })).json().msg).toBe('第1行来源库位与目标库位相同');
    const doc = await data(call('POST', '/warehouse/documents', { kind: 'replenish', warehouse_id: w.wh.id, owner_id: w.consignor.id, lines: [{ product_id: p.id, location_id: reserve.id, to_location_id: pick.id, quantity: 4 }] }));
    await data(act(doc.id, 'confirm'));
    await data(act(doc.id, 'complete'));
    expect((await balance(p.id, pick.id)).on_hand).toBe(before.on_hand + 4);
    await noDrift();
  });
});

describe('input, tenancy, idempotency and the ledger itself', () => {
  it('refuses bad figures with clear messages and writes nothing', async () => {
    const base = { kind: 'inbound', warehouse_id: w.wh.id, location_id: w.locs[0].id };
    const msg = async (lines: object[], extra: object = {}) => (await call('POST', '/warehouse/documents', { ...base, ...extra, lines })).json().msg as string;
    const count = async () => (await data(call('GET', '/warehouse/documents?kind=inbound'))).total;
    const n = await count();
    expect(await msg([{ product_id: w.prods[0].id, quantity: -1 }])).toContain('数量必须大于0');
    expect(await msg([{ product_id: w.prods[0].id, quantity: 1.5 }])).toContain('数量必须是整数');
    expect(await msg([{ product_id: w.prods[0].id, quantity: '2' , package_no: '12-1' }])).toContain('包件号格式不正确');
    expect(await msg([])).toBe('至少需要一条明细');
    expect(await msg([{ product_id: w.prods[0].id, quantity: 1 }], { location_id: 2_000_000_000 })).toBe('库位不属于该仓库');
    expect(await msg([{ product_id: w.prods[0].id, quantity: 1 }], { location_id: undefined })).toBe('请选择收货库位');
    expect(await msg([{ product_id: 99_999_999, quantity: 1 }])).toBe('产品不存在');
    expect((await call('POST', '/warehouse/documents', { ...base, lines: [{ product_id: w.prods[0].id, quantity: 1, memo: 'a\u0000b' }] })).statusCode).toBe(400);
    expect((await call('POST', '/warehouse/documents', { ...base, lines: [{ product_id: 3_000_000_000, quantity: 1 }] })).statusCode).toBe(400);
    expect(await count()).toBe(n);
  });

  it('another company sees none of it and cannot use its ids', async () => {
    const doc = await data(call('POST', '/warehouse/documents', { kind: 'inbound', warehouse_id: w.wh.id, location_id: w.locs[0].id, lines: [{ product_id: w.prods[0].id, quantity: 1 }] }));
    expect((await call('GET', `/warehouse/documents/${doc.id}`, undefined, w.s2)).statusCode).toBe(404);
    expect((await act(doc.id, 'confirm', {}, w.s2)).statusCode).toBe(404);
    expect((await call('POST', `/warehouse/documents/${doc.id}/scans`, { scans: [{ scan_id: 'foreign-01', code: 'X' }] }, w.s2)).statusCode).toBe(404);
    expect((await data(call('GET', `/warehouse/balances?warehouse_id=${w.wh.id}`, undefined, w.s2))).total).toBe(0);
    expect((await data(call('GET', `/warehouse/documents?doc_no=${doc.doc_no}`, undefined, w.s2))).total).toBe(0);
    const [wh2] = (await call('GET', '/user/warehouse/all', undefined, w.s2)).json().data.list;
    expect((await call('POST', '/warehouse/documents', { kind: 'inbound', warehouse_id: wh2.id, location_id: w.locs[0].id, lines: [{ product_id: w.prods[0].id, quantity: 1 }] }, w.s2)).json().msg).toBe('库位不属于该仓库');
    expect((await call('POST', '/warehouse/documents', { kind: 'inbound', warehouse_id: w.wh.id, location_id: w.locs[0].id, lines: [{ product_id: w.prods[0].id, quantity: 1 }] }, w.s2)).json().msg).toBe('仓库不存在');
    const consignorSession = await w.t.login('consignor');
    expect((await call('GET', '/warehouse/balances', undefined, consignorSession)).statusCode).toBe(403);
  });

  it('an Idempotency-Key replay creates one document', async () => {
    const key = randomUUID();
    const body = { kind: 'inbound', warehouse_id: w.wh.id, location_id: w.locs[0].id, memo: `idem-${key}`, lines: [{ product_id: w.prods[0].id, quantity: 1 }] };
    const a = await data(call('POST', '/warehouse/documents', body, w.s, key));
    const b = await data(call('POST', '/warehouse/documents', body, w.s, key));
    expect(b.id).toBe(a.id);
  });

  it('the ledger refuses any edit or delete of a move', async () => {
    const refusal = (q: ReturnType<typeof sql>) =>
      w.t.database.db.execute(q).then(
        () => 'applied',
        (e: Error & { cause?: Error }) => String(e.cause?.message ?? e.message),
      );
    expect(await refusal(sql`update stock_moves set quantity = quantity + 1 where id = (select min(id) from stock_moves)`)).toMatch(/append-only/);
    expect(await refusal(sql`delete from stock_moves where id = (select min(id) from stock_moves)`)).toMatch(/append-only/);
  });
});
