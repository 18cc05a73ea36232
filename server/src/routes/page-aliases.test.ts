/**
 * pageNum / pageSize (spec §3, §7) over the app's own route table: every GET list route (its query string reads page
 * and per_page) answers ?pageNum=2&pageSize=1 with the rows of ?page=2&per_page=1 — in §3's success / data / totalItem
 * shape where the page/per_page answer is data.list / data.total — and the alias is not ignored: where a list has two
 * rows or more, pageSize=1 gives one row. A list route added later is covered without anyone listing it.
 */
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { renamePageAliases, toTotalItemShape } from '../plugins/page-aliases';
import { withTestApp } from '../test-app';
import { jsonSchemaOf, routeMethods, sample } from '../test-fuzz';

const t = withTestApp();
const servicer = t.signIn('servicer');

interface Node {
  properties?: Record<string, unknown>;
}

describe('renamePageAliases', () => {
  it('renames pageNum/pageSize; page and per_page win when both come', () => {
    const a: Record<string, unknown> = { pageNum: '3', pageSize: '5', name: 'x' };
    expect(renamePageAliases(a)).toBe(true);
    expect(a).toEqual({ page: '3', per_page: '5', name: 'x' });
    const b: Record<string, unknown> = { pageNum: '3', page: '1' };
    renamePageAliases(b);
    expect(b).toEqual({ page: '1' });
    expect(renamePageAliases({ page: '1' })).toBe(false);
  });
});

describe('toTotalItemShape', () => {
  it('turns a paged envelope into success / data / totalItem, keeping data’s other keys; leaves anything else', () => {
    expect(toTotalItemShape({ code: '0', msg: 'ok', data: { list: [{ id: 1 }], total: 9, sums: { a: 1 } } })).toEqual({
      code: '0', msg: 'ok', success: true, data: [{ id: 1 }], totalItem: 9, sums: { a: 1 },
    });
    expect(toTotalItemShape({ code: '0', msg: '', data: { id: 1 } })).toBeNull();
    expect(toTotalItemShape({ code: '0', msg: '', data: [1] })).toBeNull();
    expect(toTotalItemShape({ code: '0', msg: '', data: { list: [], total: '3' } })).toBeNull();
  });
});

describe('every GET list route of the route table', () => {
  it('reads pageNum/pageSize as page/per_page', async () => {
    const lists = t.app.routeTable.filter((route) => {
      if (!routeMethods(route).includes('GET') || route.url.includes(':') || !route.url.startsWith('/api/')) return false;
      const node = jsonSchemaOf(route.schema?.querystring) as Node | null;
      return !!node?.properties && 'page' in node.properties && 'per_page' in node.properties;
    });
    expect(lists.length).toBeGreaterThan(20);
    let narrowed = 0;
    let shaped = 0;
    for (const route of lists) {
      const node = jsonSchemaOf(route.schema?.querystring)!;
      const base = sample(node) as Record<string, unknown>;
      delete base.page;
      delete base.per_page;
      const qs = (extra: Record<string, string>) => new URLSearchParams({ ...(base as Record<string, string>), ...extra }).toString();
      const get = (extra: Record<string, string>) => t.app.inject({ method: 'GET', url: `${route.url}?${qs(extra)}`, headers: servicer.headers });
      const plain = await get({ page: '2', per_page: '1' });
      const alias = await get({ pageNum: '2', pageSize: '1' });
      expect(alias.statusCode, route.url).toBe(plain.statusCode);
      if (plain.statusCode !== 200 || !(plain.headers['content-type'] ?? '').includes('json')) continue;
      const paged = toTotalItemShape(plain.json());
      expect(alias.json(), route.url).toEqual(paged ?? plain.json());
      if (paged) shaped++;
      const first = (await get({ pageNum: '1', pageSize: '1' })).json() as { success?: boolean; data?: unknown; totalItem?: number };
      if (first.success && Array.isArray(first.data) && typeof first.totalItem === 'number' && first.totalItem >= 2) {
        expect(first.data.length, route.url).toBe(1);
        narrowed++;
      }
    }
    // the comparisons above prove nothing if every list were empty or unpaged: several lists really were cut to one row
    expect(shaped).toBeGreaterThan(20);
    expect(narrowed).toBeGreaterThan(5);
  });

  it('answers the same shape when the answer is compressed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/order/waybills/list?pageNum=1&pageSize=30', headers: { ...servicer.headers, 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(gunzipSync(res.rawPayload).toString('utf8')) as { success: boolean; data: unknown[]; totalItem: number };
    expect(body.success).toBe(true);
    expect(Array.isArray(body.data)).toBe(true);
    expect(body.totalItem).toBeGreaterThan(0);
  });
});
