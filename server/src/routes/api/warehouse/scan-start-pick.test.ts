/**
 * A confirmed outbound's first scan starts its pick (SCAN_STARTS): the scan route applies start_pick — its event, at
 * the scan's device time — and then counts the scan, in one transaction; a replayed scan_id starts and counts nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { withTestApp } from '../../../test-app';

const t = withTestApp();
const s = t.signIn('servicer');
let prods: { id: number; code: string }[];
const stamp = `${Date.now() % 1_000_000}`;

beforeAll(async () => {
  prods = (await call('GET', '/user/product/getAllProduct')).json().data.list;
});

function call(method: 'GET' | 'POST', url: string, payload?: object, key?: string) {
  return t.app.inject({ method, url: `/api${url}`, headers: { ...s.headers, ...(key ? { 'idempotency-key': key } : {}) }, ...(payload ? { payload } : {}) });
}
const data = async (res: ReturnType<typeof call>) => {
  const r = await res;
  if (r.statusCode !== 200) throw new Error(`${r.statusCode} ${r.body}`);
  return r.json().data;
};

interface Doc {
  id: number;
  status: string;
  lines: { id: number; package_no: string; done: number; expected: number }[];
  events: { action: string; from_status: string; to_status: string; occurred_at: string }[];
}
const create = (body: object): Promise<Doc> => data(call('POST', '/warehouse/documents', body));
const act = (id: number, action: string, body: object = {}): Promise<Doc> => data(call('POST', `/warehouse/documents/${id}/actions/${action}`, body));

async function stockedWarehouse(code: string, cartons: string[]) {
  const wh = await data(call('POST', '/user/basic/warehouses', { code: `${code}-${stamp}`, name: `${code}仓${stamp}` }));
  const loc = await data(call('POST', '/user/basic/storage-locations', { warehouse_id: wh.id, code: `${code}-L1`, name: `${code}库位` }));
  const inbound = await create({ kind: 'inbound', warehouse_id: wh.id, location_id: loc.id, lines: cartons.map((package_no) => ({ product_id: prods[0].id, package_no, quantity: 1 })) });
  await act(inbound.id, 'confirm');
  await act(inbound.id, 'receive', { lines: inbound.lines.map((l) => ({ line_id: l.id, quantity: 1 })) });
  return { warehouse: wh.id as number, location: loc.id as number };
}

describe('the first scan of a confirmed outbound', () => {
  it('starts the pick (one event), counts the scan; a replay of its scan_id does nothing more', async () => {
    const order = `31${stamp.padStart(8, '0')}`;
    const cartons = [`${order}-001`, `${order}-002`];
    const { warehouse, location } = await stockedWarehouse('SP', cartons);
    const out = await create({ kind: 'outbound', warehouse_id: warehouse, lines: cartons.map((package_no) => ({ product_id: prods[0].id, package_no, location_id: location, quantity: 1 })) });
    expect((await act(out.id, 'confirm')).status).toBe('confirmed');

    const deviceTime = new Date(Date.now() - 3 * 60_000).toISOString();
    const body = { scans: [{ scan_id: `sp-${stamp}-1`, code: cartons[0], occurred_at: deviceTime }] };
    const answer = await data(call('POST', `/warehouse/documents/${out.id}/scans`, body, `key-sp-${stamp}-1`));
    expect(answer.results).toMatchObject([{ scan_id: `sp-${stamp}-1`, result: 'ok' }]);
    const doc: Doc = answer.document;
    expect(doc.status).toBe('picking');
    expect(doc.lines.map((l) => [l.package_no, l.done])).toEqual([
      [cartons[0], 1],
      [cartons[1], 0],
    ]);
    const starts = doc.events.filter((e) => e.action === 'start_pick');
    expect(starts).toHaveLength(1);
    expect(starts[0]).toMatchObject({ from_status: 'confirmed', to_status: 'picking' });
    expect(Date.parse(starts[0].occurred_at)).toBe(Date.parse(deviceTime));

    // the same scan again, with another key (the outbox's key lost) and with the same one: nothing more
    const again = await data(call('POST', `/warehouse/documents/${out.id}/scans`, body, `key-sp-${stamp}-1b`));
    expect(again.results).toMatchObject([{ scan_id: `sp-${stamp}-1`, result: 'ok' }]);
    await data(call('POST', `/warehouse/documents/${out.id}/scans`, body, `key-sp-${stamp}-1`));
    const after = await data(call('GET', `/warehouse/documents/${out.id}`));
    expect(after.status).toBe('picking');
    expect(after.events.filter((e: Doc['events'][number]) => e.action === 'start_pick')).toHaveLength(1);
    expect(after.lines.map((l: Doc['lines'][number]) => l.done)).toEqual([1, 0]);

    // the next scan is a plain picking scan, and the pick completes as ever
    const next = await data(call('POST', `/warehouse/documents/${out.id}/scans`, { scans: [{ scan_id: `sp-${stamp}-2`, code: cartons[1] }] }));
    expect(next.document.events.filter((e: Doc['events'][number]) => e.action === 'start_pick')).toHaveLength(1);
    expect((await act(out.id, 'pick')).status).toBe('picked');
  });

  it('a draft outbound still refuses scans and stays a draft; the start_pick action still works by hand', async () => {
    const order = `32${stamp.padStart(8, '0')}`;
    const cartons = [`${order}-001`];
    const { warehouse, location } = await stockedWarehouse('SQ', cartons);
    const lines = cartons.map((package_no) => ({ product_id: prods[0].id, package_no, location_id: location, quantity: 1 }));
    const draft = await create({ kind: 'outbound', warehouse_id: warehouse, lines });
    const refused = await data(call('POST', `/warehouse/documents/${draft.id}/scans`, { scans: [{ scan_id: `sq-${stamp}-1`, code: cartons[0] }] }));
    expect(refused.results[0].result).toBe('wrong_status');
    expect(refused.document.status).toBe('draft');
    expect(refused.document.events.map((e: Doc['events'][number]) => e.action)).toEqual(['create']);
    await act(draft.id, 'confirm');
    expect((await act(draft.id, 'start_pick')).status).toBe('picking');
  });
});
