/**
 * GET /warehouse/scan-lookup?code — what a scanned code is. A carton the ledger has not seen yet (expected on a draft
 * or confirmed inbound) is named by its document line's product; another company's line never answers.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { withTestApp } from '../../../test-app';

const t = withTestApp();
const s = t.signIn('servicer');
const s2 = t.signIn('servicer2');
let prods: { id: number; code: string; name: string }[];
const stamp = `${Date.now() % 100_000_000}`.padStart(8, '0');

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
const lookup = (code: string, session = s) => data(call('GET', `/warehouse/scan-lookup?code=${encodeURIComponent(code)}`, undefined, session));

async function warehouse(code: string) {
  const wh = await data(call('POST', '/user/basic/warehouses', { code: `${code}-${stamp}`, name: `${code}仓${stamp}` }));
  const loc = await data(call('POST', '/user/basic/storage-locations', { warehouse_id: wh.id, code: `${code}-L1`, name: `${code}库位` }));
  return { id: wh.id as number, location: loc.id as number };
}

describe('the scan lookup of a carton not yet in stock', () => {
  it('names the product of the document line that expects it, on a draft or a confirmed inbound, and after receiving', async () => {
    const wh = await warehouse('LK');
    const [p, q] = prods;
    const expected = `41${stamp}-001`;
    const drafted = `41${stamp}-002`;
    const inbound = await data(
      call('POST', '/warehouse/documents', {
        kind: 'inbound',
        warehouse_id: wh.id,
        location_id: wh.location,
        lines: [{ product_id: p.id, package_no: expected, quantity: 1 }],
      }),
    );
    await data(call('POST', `/warehouse/documents/${inbound.id}/actions/confirm`, {}));
    await data(call('POST', '/warehouse/documents', { kind: 'inbound', warehouse_id: wh.id, location_id: wh.location, lines: [{ product_id: q.id, package_no: drafted, quantity: 1 }] }));

    expect(await lookup(expected.toLowerCase())).toEqual({ code: expected, kind: 'package', package_no: expected, order_no: `41${stamp}`, product_id: p.id, product_code: p.code, product_name: p.name });
    expect(await lookup(drafted)).toMatchObject({ kind: 'package', product_id: q.id, product_code: q.code, product_name: q.name });
    // a carton nothing knows: a carton, without a product
    expect(await lookup(`41${stamp}-009`)).toMatchObject({ kind: 'package', product_id: null, product_code: '', product_name: '' });

    // received: the ledger answers, the same product
    await data(call('POST', `/warehouse/documents/${inbound.id}/actions/receive`, { lines: [{ line_id: inbound.lines[0].id, quantity: 1 }] }));
    expect(await lookup(expected)).toMatchObject({ product_id: p.id, product_code: p.code, product_name: p.name });
  });

  it("another company's expected carton names no product", async () => {
    const wh = await warehouse('LM');
    const carton = `42${stamp}-001`;
    await data(call('POST', '/warehouse/documents', { kind: 'inbound', warehouse_id: wh.id, location_id: wh.location, lines: [{ product_id: prods[0].id, package_no: carton, quantity: 1 }] }));
    expect(await lookup(carton)).toMatchObject({ product_id: prods[0].id });
    const foreign = await lookup(carton, s2);
    expect(foreign).toMatchObject({ kind: 'package', product_id: null, product_code: '', product_name: '' });
    expect(JSON.stringify(foreign)).not.toContain(prods[0].name);
  });
});
