/**
 * 包件 (issue 17): GET /warehouse/packages/:package_no traces a carton through the flow — expected on an inbound,
 * scanned before receipt, in stock, shipped, gone — with its scans, documents and its unit's completeness, and the
 * balance page carries each carton's completeness figures. Real embedded PostgreSQL, fixtures as warehouse.test.ts.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTestApp } from '../../../test-app';

const t = withTestApp();
const s = t.signIn('servicer');
const s2 = t.signIn('servicer2');
let wh: { id: number };
let locs: { id: number; code: string }[];
let multi: { id: number; code: string; name: string; package: number };
let single: { id: number; code: string; name: string; package: number };
let consignor: { id: number; name: string };

beforeAll(async () => {
  [wh] = (await call('GET', '/user/warehouse/all?per_page=300')).json().data.list;
  locs = (await call('GET', `/user/basic/storage-locations?warehouse_id=${wh.id}&per_page=50`)).json().data.list;
  const prods = (await call('GET', '/user/product/getAllProduct')).json().data.list as (typeof multi)[];
  multi = prods.find((p) => p.package >= 2)!;
  single = prods.find((p) => p.package === 1)!;
  [consignor] = (await call('GET', '/user/resource_binding/consignor/list?per_page=5')).json().data.list;
});

function call(method: 'GET' | 'POST', url: string, payload?: object, session = s) {
  return t.app.inject({ method, url: `/api${url}`, headers: session.headers, ...(payload ? { payload } : {}) });
}
const data = async (res: ReturnType<typeof call>) => {
  const r = await res;
  if (r.statusCode !== 200) throw new Error(`${r.statusCode} ${r.body}`);
  return r.json().data;
};
const act = (id: number, action: string, body: object = {}) => data(call('POST', `/warehouse/documents/${id}/actions/${action}`, body));
const pkg = (no: string, session = s) => data(call('GET', `/warehouse/packages/${no}`, undefined, session));
const carton = (orderNo: string, seq: number) => `${orderNo}-${String(seq).padStart(3, '0')}`;

describe('a carton through the flow', () => {
  const orderNo = '2177000001';
  let n: number;
  let inbound: { id: number; doc_no: string; lines: { id: number; package_no: string }[] };

  it('is expected on a confirmed inbound before it arrives (not "not found"), with its unit of N cartons', async () => {
    expect(multi, 'the seed has a product of several cartons').toBeDefined();
    n = multi.package;
    // two units of an N-carton product: cartons 1..N are one unit, N+1..2N the next
    inbound = await data(
      call('POST', '/warehouse/documents', {
        kind: 'inbound',
        warehouse_id: wh.id,
        location_id: locs[0].id,
        owner_id: consignor.id,
        lines: Array.from({ length: 2 * n }, (_, i) => ({ product_id: multi.id, package_no: carton(orderNo, i + 1), quantity: 1 })),
      }),
    );
    await act(inbound.id, 'confirm');
    const first = await pkg(carton(orderNo, 1));
    expect(first).toMatchObject({
      package_no: carton(orderNo, 1),
      order_id: null,
      order_no: orderNo,
      sequence: 1,
      product_id: multi.id,
      product_code: multi.code,
      state: 'expected',
      state_doc: { id: inbound.id, kind: 'inbound', doc_no: inbound.doc_no, status: 'confirmed' },
      balances: [],
      moves: [],
      scans: [],
    });
    expect(first.documents).toEqual([expect.objectContaining({ id: inbound.id, doc_no: inbound.doc_no, kind: 'inbound', status: 'confirmed', expected: 1, done: 0 })]);
    expect(first.completeness).toMatchObject({ total: n, together: 0, complete: false, location_id: null, source: 'known', unknown: 0 });
    expect(first.completeness.siblings.map((x: { package_no: string }) => x.package_no)).toEqual(Array.from({ length: n }, (_, i) => carton(orderNo, i + 1)));
    expect(first.completeness.siblings.every((x: { state: string; doc_no: string }) => x.state === 'expected' && x.doc_no === inbound.doc_no)).toBe(true);
    // the second unit is its own set
    const second = await pkg(carton(orderNo, n + 1));
    expect(second.completeness.siblings.map((x: { package_no: string }) => x.package_no)).toEqual(Array.from({ length: n }, (_, i) => carton(orderNo, n + i + 1)));
  });

  it('lists every scan of it (device time and recorded time, who, which document, the verdict) and reads scanned before receipt', async () => {
    const at = new Date(Date.now() - 90_000).toISOString();
    await data(
      call('POST', `/warehouse/documents/${inbound.id}/scans`, {
        scans: [
          { scan_id: 'pkg-scan-0001', code: carton(orderNo, 1).toLowerCase(), occurred_at: at },
          { scan_id: 'pkg-scan-0002', code: carton(orderNo, 1) },
        ],
      }),
    );
    const p = await pkg(carton(orderNo, 1));
    expect(p.state).toBe('scanned');
    expect(p.state_doc).toMatchObject({ doc_no: inbound.doc_no, status: 'confirmed' });
    expect(p.scans).toHaveLength(2);
    // newest first: the repeat was a duplicate, the first an ok at the device's time
    expect(p.scans.map((x: { result: string }) => x.result)).toEqual(['duplicate', 'ok']);
    expect(p.scans[1]).toMatchObject({ document_id: inbound.id, doc_no: inbound.doc_no, doc_kind: 'inbound', doc_status: 'confirmed', quantity: 1, occurred_at: at, message: `已扫描：${carton(orderNo, 1)} ×1` });
    expect(p.scans[1].actor_name).not.toBe('');
    expect(new Date(p.scans[1].recorded_at).getTime()).toBeGreaterThan(new Date(at).getTime());
    // its unscanned sibling is still only expected
    expect((await pkg(carton(orderNo, 2))).state).toBe('expected');
  });

  it('in stock: where it is and whether its unit is together; the balance page carries the same figures', async () => {
    const [recv, other] = [locs[0], locs[1]];
    const damaged = inbound.lines.find((l) => l.package_no === carton(orderNo, 2 * n))!;
    await act(inbound.id, 'receive', { lines: inbound.lines.map((l) => ({ line_id: l.id, quantity: 1, damaged: l.id === damaged.id ? 1 : 0 })) });
    const all = await pkg(carton(orderNo, 1));
    expect(all).toMatchObject({ state: 'in_stock', state_doc: { doc_no: inbound.doc_no, status: 'received' } });
    expect(all.completeness).toMatchObject({ total: n, together: n, complete: true, location_id: recv.id, location_code: recv.code });
    // the damaged carton went on to LOSS: gone, its unit one short
    expect(await pkg(carton(orderNo, 2 * n))).toMatchObject({ state: 'gone', balances: [], completeness: { total: n, together: 0 } });
    expect((await pkg(carton(orderNo, n + 1))).completeness).toMatchObject({ together: n - 1, complete: false });

    // put away: carton 2 to another location, the rest of its unit to recv's neighbour… all but carton 2 stay together
    const lineOf = (seq: number) => inbound.lines.find((l) => l.package_no === carton(orderNo, seq))!.id;
    await act(inbound.id, 'put_away', {
      lines: inbound.lines.filter((l) => l.id !== damaged.id).map((l) => ({ line_id: l.id, location_id: l.id === lineOf(2) ? other.id : locs[2].id })),
    });
    const split = await pkg(carton(orderNo, 1));
    expect(split.completeness).toMatchObject({ total: n, together: n - 1, complete: false, location_code: locs[2].code });
    const two = split.completeness.siblings.find((x: { sequence: number }) => x.sequence === 2);
    expect(two).toMatchObject({ state: 'in_stock', location_id: other.id, location_code: other.code, together: false });

    const page = await data(call('GET', `/warehouse/balances?keyword=${orderNo}&per_page=100`));
    const rowOf = (seq: number) => page.list.find((r: { package_no: string }) => r.package_no === carton(orderNo, seq));
    expect(rowOf(1).carton_set).toEqual({ together: n - 1, total: n });
    expect(rowOf(2).carton_set).toEqual({ together: 1, total: n });
    expect(rowOf(n + 1).carton_set).toEqual({ together: n - 1, total: n });
  });

  it('shipped: no balance any more, the outbound it left with', async () => {
    const no = carton(orderNo, 1);
    const out = await data(call('POST', '/warehouse/documents', { kind: 'outbound', warehouse_id: wh.id, owner_id: consignor.id, lines: [{ product_id: multi.id, package_no: no, location_id: locs[2].id, quantity: 1 }] }));
    const inProgress = await act(out.id, 'confirm');
    // in stock, and on an outbound still in progress
    expect(await pkg(no)).toMatchObject({ state: 'in_stock', state_doc: { doc_no: inProgress.doc_no, kind: 'outbound', status: 'confirmed' } });
    await act(out.id, 'start_pick');
    await act(out.id, 'pick', { lines: [{ line_id: out.lines[0].id, quantity: 1 }] });
    await act(out.id, 'ship');
    const p = await pkg(no);
    expect(p).toMatchObject({ state: 'shipped', state_doc: { id: out.id, kind: 'outbound', doc_no: out.doc_no, status: 'shipped' }, balances: [] });
    expect(p.state_at).not.toBe('');
    expect(p.moves[0]).toMatchObject({ to: { virtual: 'CUSTOMER' }, doc_no: out.doc_no });
    expect(p.documents.map((d: { doc_no: string }) => d.doc_no)).toEqual([out.doc_no, inbound.doc_no]);
    // its sibling reads the missing carton as shipped
    expect((await pkg(carton(orderNo, 2))).completeness.siblings[0]).toMatchObject({ package_no: no, state: 'shipped', doc_no: out.doc_no, together: false });
  });
});

describe('what nobody knows, and another company', () => {
  it('an unknown carton number is not found (in the user’s language); a malformed one is a 400', async () => {
    const res = await call('GET', '/warehouse/packages/2177999999-001');
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('包件2177999999-001不存在');
    const bad = await call('GET', '/warehouse/packages/not-a-carton');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('包件号格式不正确');
  });

  it('another company’s carton is not found, and its balance page shows none of it', async () => {
    expect((await call('GET', '/warehouse/packages/2177000001-002', undefined, s2)).statusCode).toBe(404);
    expect((await data(call('GET', '/warehouse/balances?keyword=2177000001', undefined, s2))).total).toBe(0);
  });

  it('a carton only its order knows reads as ordered, with the order’s unit; a number past the order’s cartons is not found', async () => {
    const companyId = s.body.data.user.company_id;
    const found = (await t.database.db.execute(
      sql`select id, order_no, products from orders where company_id = ${companyId} and jsonb_array_length(products) > 0 and deleted_at is null order by id limit 1`,
    )) as unknown as { rows: { id: number; order_no: string; products: { product_id: number; quantity: number; package: number }[] }[] };
    const order = found.rows[0];
    const p = await pkg(`${order.order_no}-001`);
    expect(p).toMatchObject({ order_id: order.id, order_no: order.order_no, state: 'ordered', state_doc: null, product_id: order.products[0].product_id, balances: [], scans: [] });
    if (p.completeness) expect(p.completeness).toMatchObject({ source: 'order', together: 0, complete: false });
    expect((await call('GET', `/warehouse/packages/${order.order_no}-999`)).statusCode).toBe(404);
  });

  it('a single-carton product has no completeness; loose stock rows have no badge', async () => {
    expect(single).toBeDefined();
    const orderNo = '2177000002';
    const doc = await data(call('POST', '/warehouse/documents', { kind: 'inbound', warehouse_id: wh.id, location_id: locs[3].id, lines: [{ product_id: single.id, package_no: `${orderNo}-001`, quantity: 1 }, { product_id: single.id, quantity: 2 }] }));
    await act(doc.id, 'confirm');
    await act(doc.id, 'receive', { lines: doc.lines.map((l: { id: number; expected: number }) => ({ line_id: l.id, quantity: l.expected })) });
    expect(await pkg(`${orderNo}-001`)).toMatchObject({ state: 'in_stock', completeness: null });
    const rows = (await data(call('GET', `/warehouse/balances?location_id=${locs[3].id}&product_id=${single.id}&per_page=100`))).list as { package_no: string; carton_set: unknown }[];
    expect(rows.find((r) => r.package_no === `${orderNo}-001`)!.carton_set).toBeNull();
    expect(rows.find((r) => r.package_no === '')!.carton_set).toBeNull();
  });
});
