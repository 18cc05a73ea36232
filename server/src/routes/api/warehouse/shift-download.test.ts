/**
 * GET /warehouse/shift-documents: a tablet's whole shift in one answer — only the warehouse's documents that take
 * scans now or next (inbound confirmed, outbound confirmed or picking, count counting), each as the document route
 * answers it; only the caller's company's; refused with a message beyond the limits.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SHIFT_MAX_DOCUMENTS, SHIFT_MAX_LINES } from '../../../../../src/domain/warehouse/shift';
import { withTestApp } from '../../../test-app';

const t = withTestApp();
const s = t.signIn('servicer');
const s2 = t.signIn('servicer2');
let prods: { id: number; code: string }[];
const stamp = `${Date.now() % 1_000_000}`;

beforeAll(async () => {
  prods = (await call('GET', '/user/product/getAllProduct')).json().data.list;
});

function call(method: 'GET' | 'POST', url: string, payload?: object, session = s) {
  return t.app.inject({ method, url: `/api${url}`, headers: session.headers, ...(payload ? { payload } : {}) });
}
const data = async (res: ReturnType<typeof call>) => {
  const r = await res;
  if (r.statusCode !== 200) throw new Error(`${r.statusCode} ${r.body}`);
  return r.json().data;
};

/** a fresh warehouse of the company with one storage location: what a test creates is all it holds */
async function freshWarehouse(code: string, session = s): Promise<{ id: number; location: number }> {
  const wh = await data(call('POST', '/user/basic/warehouses', { code: `${code}-${stamp}`, name: `${code}仓${stamp}` }, session));
  const loc = await data(call('POST', '/user/basic/storage-locations', { warehouse_id: wh.id, code: `${code}-L1`, name: `${code}库位` }, session));
  return { id: wh.id, location: loc.id };
}

interface Doc {
  id: number;
  doc_no: string;
  status: string;
  lines: { id: number }[];
}
const create = (body: object, session = s): Promise<Doc> => data(call('POST', '/warehouse/documents', body, session));
const act = (id: number, action: string, body: object = {}, session = s): Promise<Doc> => data(call('POST', `/warehouse/documents/${id}/actions/${action}`, body, session));
const shift = (warehouseId: number, session = s) => call('GET', `/warehouse/shift-documents?warehouse_id=${warehouseId}`, undefined, session);

describe('a shift download', () => {
  it('answers only the warehouse documents that take scans, each as the document route answers it', async () => {
    const a = await freshWarehouse('SA');
    const b = await freshWarehouse('SB');
    const [p, q] = prods;
    const inbound = (wh: { id: number; location: number }, lines = [{ product_id: p.id, quantity: 2 }]) => create({ kind: 'inbound', warehouse_id: wh.id, location_id: wh.location, lines });

    // stock at A's location for the outbounds to lock
    const stocked = await inbound(a, [{ product_id: q.id, quantity: 10 }]);
    await act(stocked.id, 'confirm');
    const received = await act(stocked.id, 'receive', { lines: [{ line_id: stocked.lines[0].id, quantity: 10 }] });
    expect(received.status).toBe('received');

    const draftIn = await inbound(a);
    const confirmedIn = await inbound(a, [
      { product_id: p.id, quantity: 1 },
      { product_id: q.id, quantity: 3 },
    ]);
    await act(confirmedIn.id, 'confirm');
    const outbound = () => create({ kind: 'outbound', warehouse_id: a.id, lines: [{ product_id: q.id, location_id: a.location, quantity: 2 }] });
    const confirmedOut = await outbound();
    await act(confirmedOut.id, 'confirm');
    const pickingOut = await outbound();
    await act(pickingOut.id, 'confirm');
    await act(pickingOut.id, 'start_pick');
    const pickedOut = await outbound();
    await act(pickedOut.id, 'confirm');
    await act(pickedOut.id, 'start_pick');
    await act(pickedOut.id, 'pick', { lines: [{ line_id: pickedOut.lines[0].id, quantity: 2 }] });
    const draftCount = await create({ kind: 'count', warehouse_id: a.id, location_id: a.location });
    const counting = await create({ kind: 'count', warehouse_id: a.id, location_id: a.location });
    await act(counting.id, 'start');
    const lock = await create({ kind: 'lock', warehouse_id: a.id, reason: '质检', lines: [{ product_id: q.id, location_id: a.location, quantity: 1 }] });
    // B's confirmed inbound is another warehouse's work
    const elsewhere = await inbound(b);
    await act(elsewhere.id, 'confirm');

    const answer = await data(shift(a.id));
    const ids = answer.documents.map((d: Doc) => d.id);
    expect(ids).toEqual([confirmedIn.id, confirmedOut.id, pickingOut.id, counting.id]);
    for (const left of [stocked.id, draftIn.id, pickedOut.id, draftCount.id, lock.id, elsewhere.id]) expect(ids).not.toContain(left);
    // each exactly as opening it online answers (what the tablet stores), a count blind while counting
    for (const doc of answer.documents) expect(doc).toEqual(await data(call('GET', `/warehouse/documents/${doc.id}`)));
    const count = answer.documents.find((d: Doc) => d.id === counting.id);
    expect(count.lines.length).toBeGreaterThan(0);
    expect(count.lines.every((l: { expected: number; on_hand_at_count: number | null }) => l.expected === 0 && l.on_hand_at_count === null)).toBe(true);
    expect(answer.line_count).toBe(answer.documents.reduce((n: number, d: Doc) => n + d.lines.length, 0));
    expect(answer.line_count).toBe(2 + 1 + 1 + count.lines.length);
    expect(answer.warehouse_id).toBe(a.id);
    expect(Math.abs(Date.parse(answer.read_at) - Date.now())).toBeLessThan(60_000);

    // a document that moves on leaves the shift
    await act(confirmedIn.id, 'cancel', { reason: '供应商取消' });
    expect((await data(shift(a.id))).documents.map((d: Doc) => d.id)).toEqual([confirmedOut.id, pickingOut.id, counting.id]);
  });

  it("is the company's only: another company's warehouse is refused and shows nothing of it", async () => {
    const a = await freshWarehouse('SC');
    const doc = await create({ kind: 'inbound', warehouse_id: a.id, location_id: a.location, lines: [{ product_id: prods[0].id, quantity: 1 }] });
    await act(doc.id, 'confirm');
    const res = await shift(a.id, s2);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('仓库不存在');
    expect(res.body).not.toContain(doc.doc_no);
    // the other company's own warehouse answers its own (none of A's)
    const theirs = await freshWarehouse('SD', s2);
    expect((await data(shift(theirs.id, s2))).documents).toEqual([]);
    expect((await shift(0)).statusCode).toBe(400);
  });

  it(`refuses more than ${SHIFT_MAX_DOCUMENTS} documents with a message, and answers exactly that many`, async () => {
    const a = await freshWarehouse('SE');
    const confirmedInbound = async () => {
      const doc = await create({ kind: 'inbound', warehouse_id: a.id, location_id: a.location, lines: [{ product_id: prods[0].id, quantity: 1 }] });
      await act(doc.id, 'confirm');
    };
    for (let i = 0; i < SHIFT_MAX_DOCUMENTS; i++) await confirmedInbound();
    const full = await data(shift(a.id));
    expect(full.documents).toHaveLength(SHIFT_MAX_DOCUMENTS);
    expect(full.line_count).toBe(SHIFT_MAX_DOCUMENTS);
    await confirmedInbound();
    const res = await shift(a.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('该仓库待作业的单据有201张、201行，超过一次下载的上限（200张、20000行）：请先完成部分单据，或在单据抽屉中逐张打开');
    const en = await t.app.inject({ method: 'GET', url: `/api/warehouse/shift-documents?warehouse_id=${a.id}`, headers: { ...s.headers, 'accept-language': 'en' } });
    expect(en.json().msg).toContain('201 documents (201 lines)');
  }, 300_000);

  it(`refuses more than ${SHIFT_MAX_LINES} lines however few the documents, and answers exactly that many`, async () => {
    const a = await freshWarehouse('SF');
    const doc = await create({ kind: 'inbound', warehouse_id: a.id, location_id: a.location, lines: [{ product_id: prods[0].id, quantity: 1 }] });
    await act(doc.id, 'confirm');
    // the document's lines up to the limit, written straight to the table (20 000 lines through the API take minutes)
    const lines = (upTo: number, from: number) =>
      t.database.db.execute(sql`
        insert into warehouse_document_lines (company_id, document_id, line_no, product_id, expected)
        select company_id, id, n, ${prods[0].id}, 1 from warehouse_documents, generate_series(${from}::int, ${upTo}::int) as n where id = ${doc.id}`);
    await lines(SHIFT_MAX_LINES, 2);
    const full = await data(shift(a.id));
    expect(full.documents).toHaveLength(1);
    expect(full.line_count).toBe(SHIFT_MAX_LINES);
    await lines(SHIFT_MAX_LINES + 1, SHIFT_MAX_LINES + 1);
    const res = await shift(a.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('该仓库待作业的单据有1张、20001行，超过一次下载的上限（200张、20000行）：请先完成部分单据，或在单据抽屉中逐张打开');
    const en = await t.app.inject({ method: 'GET', url: `/api/warehouse/shift-documents?warehouse_id=${a.id}`, headers: { ...s.headers, 'accept-language': 'en' } });
    expect(en.json().msg).toContain('1 documents (20001 lines)');
  }, 120_000);
});
