/**
 * The warehouse's order-driven and helper flows on real embedded PostgreSQL (issue 17): an order's warehouse_in and
 * warehouse_out as documents, put-away suggestions, product replace, replenishment rules, lines from a spreadsheet, and
 * scans a device cannot inflate. The documents' own lifecycle is warehouse.test.ts.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { warehouseWorld } from './warehouse.test-support';

const { w, call, data, act, balance, noDrift } = warehouseWorld();

describe("an order's warehouse actions are the warehouse's documents", () => {
  it('warehouse_in receives the order’s cartons through an inbound; warehouse_out ships them through an outbound', async () => {
    const companyId = w.s.body.data.user.company_id;
    const found = (await w.t.database.db.execute(
      sql`select id, order_no, consignor_resource_id from orders where company_id = ${companyId} and status = 'RECEIVED' and jsonb_array_length(products) > 0 and deleted_at is null order by id limit 1`,
    )) as unknown as { rows: { id: number; order_no: string; consignor_resource_id: number | null }[] };
    const order = found.rows[0];
    const loc = w.locs[1];
    const inRes = await call('POST', `/order/orders/${order.id}/actions/warehouse_in`, { warehouse_id: w.wh.id, location_id: loc.id });
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
    const lock = await data(call('POST', '/warehouse/documents', { kind: 'lock', warehouse_id: w.wh.id, reason: '破损待查', order_id: order.id }));
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
    const [recv, , , , ruled] = w.locs;
    const rule = await call('POST', '/user/sorting-rules/storageLocation', { name: '商家专区', storage_location_id: ruled.id, consignor_id: w.consignor.id, priority: 1 });
    expect(rule.statusCode, rule.body).toBe(200);
    const p = w.prods[5];
    const doc = await data(call('POST', '/warehouse/documents', { kind: 'inbound', warehouse_id: w.wh.id, location_id: recv.id, owner_id: w.consignor.id, lines: [{ product_id: p.id, quantity: 2 }] }));
    await data(act(doc.id, 'confirm'));
    const received = await data(act(doc.id, 'receive', { lines: [{ line_id: doc.lines[0].id, quantity: 2 }] }));
    expect(received.lines[0]).toMatchObject({ to_location_id: ruled.id, to_location_code: ruled.code });
    await data(act(doc.id, 'put_away'));
    expect((await balance(p.id, ruled.id)).on_hand).toBeGreaterThanOrEqual(2);
    // own stock (owner 0) matches no merchant rule: it goes where that product already is
    const own = await data(call('POST', '/warehouse/documents', { kind: 'inbound', warehouse_id: w.wh.id, location_id: recv.id, lines: [{ product_id: p.id, quantity: 1, location_id: w.locs[3].id }] }));
    await data(act(own.id, 'confirm'));
    await data(act(own.id, 'receive', { lines: [{ line_id: own.lines[0].id, quantity: 1 }] }));
    await data(act(own.id, 'put_away'));
    const again = await data(call('POST', '/warehouse/documents', { kind: 'inbound', warehouse_id: w.wh.id, location_id: recv.id, lines: [{ product_id: p.id, quantity: 1 }] }));
    await data(act(again.id, 'confirm'));
    const second = await data(act(again.id, 'receive', { lines: [{ line_id: again.lines[0].id, quantity: 1 }] }));
    expect(second.lines[0].to_location_id).toBe(w.locs[3].id);
  });
});

describe('product replace', () => {
  it('swaps a damaged product of an order: old cartons to LOSS, new cartons from loose stock, the order and its timeline changed', async () => {
    const companyId = w.s.body.data.user.company_id;
    const found = (await w.t.database.db.execute(
      sql`select id, order_no, consignor_resource_id, products from orders where company_id = ${companyId} and status = 'RECEIVED' and jsonb_array_length(products) > 0 and deleted_at is null order by id desc limit 1`,
    )) as unknown as { rows: { id: number; order_no: string; consignor_resource_id: number | null; products: { product_id: number; quantity: number; package: number }[] }[] };
    const order = found.rows[0];
    const owner = order.consignor_resource_id ?? 0;
    const [loc, source] = [w.locs[2], w.locs[3]];
    expect((await call('POST', `/order/orders/${order.id}/actions/warehouse_in`, { warehouse_id: w.wh.id, location_id: loc.id })).statusCode).toBe(200);
    const old = order.products[0];
    const replacement = w.prods.find((p) => !order.products.some((o) => o.product_id === p.id))!;
    const body = { order_id: order.id, from_product_id: old.product_id, to_product_id: replacement.id, quantity: 1, location_id: source.id, disposition: 'LOSS', reason: '运输破损' };
    // no loose stock of the replacement yet: refused whole, nothing changed
    const short = await call('POST', '/warehouse/product-replace', body);
    expect(short.statusCode).toBe(400);
    expect(short.json().msg).toContain('库存不足');
    const inbound = await data(call('POST', '/warehouse/documents', { kind: 'inbound', warehouse_id: w.wh.id, location_id: source.id, owner_id: owner, lines: [{ product_id: replacement.id, quantity: 10 }] }));
    await data(act(inbound.id, 'confirm'));
    await data(act(inbound.id, 'receive', { lines: [{ line_id: inbound.lines[0].id, quantity: 10 }] }));
    expect((await call('POST', '/warehouse/product-replace', { ...body, to_product_id: old.product_id })).json().msg).toBe('to_product_id：替换产品不能与原产品相同');
    expect((await call('POST', '/warehouse/product-replace', { ...body, quantity: old.quantity + 1 })).json().msg).toContain(`订单${order.order_no}中没有足够数量的该产品`);
    expect((await call('POST', '/warehouse/product-replace', body, w.s2)).statusCode).toBe(404);

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
    const [reserveA, reserveB, pickLoc] = [w.locs[0], w.locs[1], w.locs[4]];
    const p = w.prods[6];
    for (const [loc, q] of [[reserveA, 3], [reserveB, 10]] as const) {
      const d = await data(call('POST', '/warehouse/documents', { kind: 'inbound', warehouse_id: w.wh.id, location_id: loc.id, owner_id: w.consignor.id, lines: [{ product_id: p.id, quantity: q, location_id: loc.id }] }));
      await data(act(d.id, 'confirm'));
      await data(act(d.id, 'receive', { lines: [{ line_id: d.lines[0].id, quantity: q }] }));
    }
    const rule = { warehouse_id: w.wh.id, location_id: pickLoc.id, product_id: p.id, owner_id: w.consignor.id, min_qty: 2, max_qty: 12 };
    expect((await call('POST', '/warehouse/replenish-rules', { ...rule, max_qty: 2 })).json().msg).toBe('max_qty：上限必须大于下限');
    expect((await call('POST', '/warehouse/replenish-rules', rule, w.s2)).json().msg).toBe('仓库不存在');
    const { id } = await data(call('POST', '/warehouse/replenish-rules', rule));
    const suggested = (await data(call('GET', `/warehouse/replenish-suggestions?warehouse_id=${w.wh.id}`))).list.filter((x: { rule_id: number }) => x.rule_id === id);
    const onHand = (await balance(p.id, pickLoc.id)).on_hand;
    expect(suggested.map((x: { location_id: number; quantity: number }) => [x.location_id, x.quantity])).toEqual(
      [[reserveB.id, Math.min(10, 12 - onHand)], ...(12 - onHand > 10 ? [[reserveA.id, Math.min(3, 12 - onHand - 10)]] : [])],
    );
    // the suggestion as a replenish document: afterwards the location is at max and nothing is suggested
    const doc = await data(call('POST', '/warehouse/documents', { kind: 'replenish', warehouse_id: w.wh.id, owner_id: w.consignor.id, lines: suggested.map((x: { product_id: number; location_id: number; to_location_id: number; quantity: number }) => ({ product_id: x.product_id, location_id: x.location_id, to_location_id: x.to_location_id, quantity: x.quantity })) }));
    await data(act(doc.id, 'confirm'));
    await data(act(doc.id, 'complete'));
    expect((await balance(p.id, pickLoc.id)).on_hand).toBe(12);
    expect((await data(call('GET', `/warehouse/replenish-suggestions?warehouse_id=${w.wh.id}`))).list.filter((x: { rule_id: number }) => x.rule_id === id)).toEqual([]);
    expect((await call('DELETE', `/warehouse/replenish-rules/${id}`, undefined, w.s2)).statusCode).toBe(404);
    expect((await call('DELETE', `/warehouse/replenish-rules/${id}`)).statusCode).toBe(200);
  });
});

describe('lines from a spreadsheet', () => {
  it('resolves product and location codes, and says per row what cannot be used', async () => {
    const [p, q] = w.prods;
    const answer = await data(
      call('POST', '/warehouse/import-lines', {
        warehouse_id: w.wh.id,
        rows: [
          { row: 2, product_code: p.code.toLowerCase(), quantity: 3, location_code: w.locs[1].code },
          { row: 3, product_code: q.code, package_no: '2100000077-001', quantity: '1' },
          { row: 4, product_code: 'NOPE-404', quantity: 1 },
          { row: 5, product_code: p.code, quantity: 1.5 },
          { row: 6, product_code: p.code, quantity: 1, location_code: 'ZZ-99' },
          { row: 7, product_code: '', quantity: 1 },
        ],
      }),
    );
    expect(answer.lines).toEqual([
      { row: 2, product_id: p.id, product_code: p.code, product_name: p.name, package_no: '', quantity: 3, location_id: w.locs[1].id, location_code: w.locs[1].code },
      { row: 3, product_id: q.id, product_code: q.code, product_name: q.name, package_no: '2100000077-001', quantity: 1, location_id: null, location_code: '' },
    ]);
    expect(answer.errors).toEqual([
      { row: 4, msg: '第4行：产品编码NOPE-404不存在' },
      { row: 5, msg: '第5行：数量必须是大于0的整数' },
      { row: 6, msg: '第6行：库位ZZ-99不在该仓库' },
      { row: 7, msg: '第7行：请填写产品编码' },
    ]);
    // another company's codes resolve to nothing for it
    expect((await call('POST', '/warehouse/import-lines', { warehouse_id: w.wh.id, rows: [{ row: 2, product_code: p.code, quantity: 1 }] }, w.s2)).json().msg).toBe('仓库不存在');
  });
});

describe('scans the device cannot inflate', () => {
  it('a carton counts one piece whatever quantity is sent; a carton found by a count keeps the owner the ledger knows', async () => {
    const [recv, elsewhere, counted] = [w.locs[0], w.locs[1], w.locs[5]];
    const p = w.prods[7];
    const doc = await data(call('POST', '/warehouse/documents', { kind: 'inbound', warehouse_id: w.wh.id, location_id: recv.id, owner_id: w.consignor.id, lines: [{ product_id: p.id, package_no: '2100000555-001', quantity: 1, location_id: elsewhere.id }] }));
    await data(act(doc.id, 'confirm'));
    const scanned = await data(call('POST', `/warehouse/documents/${doc.id}/scans`, { scans: [{ scan_id: 'inflate-0001', code: '2100000555-001', quantity: 5 }] }));
    expect(scanned.results[0]).toMatchObject({ result: 'ok', message: '已扫描：2100000555-001 ×1' });
    expect(scanned.document.lines[0]).toMatchObject({ done: 1, difference: null });
    await data(act(doc.id, 'receive'));
    await data(act(doc.id, 'put_away'));
    // counted somewhere it is not booked: found, as the merchant's carton
    const count = await data(call('POST', '/warehouse/documents', { kind: 'count', warehouse_id: w.wh.id, location_id: counted.id }));
    await data(act(count.id, 'start'));
    const found = await data(call('POST', `/warehouse/documents/${count.id}/scans`, { scans: [{ scan_id: 'found-0001', code: '2100000555-001' }] }));
    expect(found.results[0].result).toBe('ok');
    expect(found.document.lines.find((l: { package_no: string }) => l.package_no === '2100000555-001')).toMatchObject({ owner_id: w.consignor.id, location_id: counted.id, done: 1 });
  });
});
