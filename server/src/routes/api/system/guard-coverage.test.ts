/**
 * The permission guard covers every area (issue 22, src/domain/admin/README.md "What the guard table covers"): read from
 * the app's own route table, every /api route has a guard of API_GUARDS or falls under OPEN_APIS — a route added
 * without either fails here, with no per-route exception. Then the seeded sub-accounts, whose roles the e2e flows use:
 * each reaches its own areas and the reads its screens make of other areas, and is refused the rest.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { API_GUARDS, guardFor, isOpenApi } from '../../../../../src/domain/admin/permissions';
import { ROUTES } from '../../../../../src/domain/route-catalog';
import { isServerMessageKey, serverMessage } from '../../../../../src/domain/server-messages';
import type { Session } from '../../../test-helpers';
import { withTestApp } from '../../../test-app';
import { routeMethods } from '../../../test-fuzz';

const t = withTestApp();
let executor: Session;
let finance: Session;

beforeAll(async () => {
  [executor, finance] = await Promise.all(['executor', 'finance'].map((u) => t.login(u)));
});

const req = (session: Session, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: session.headers, ...(payload ? { payload } : {}) });

const apiRoutes = () =>
  t.app.routeTable.filter((r) => r.url.startsWith('/api/') && !r.config?.public).flatMap((r) => routeMethods(r).map((m) => ({ url: r.url, key: `${m} ${r.url}` })));

describe('the guard table', () => {
  it('covers every /api route: a guard, or the documented every-signed-in-user list', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(300);
    const uncovered = routes.filter((r) => !guardFor(r.url) && !isOpenApi(r.url)).map((r) => `${r.key}: add it to API_GUARDS or OPEN_APIS (src/domain/admin/permissions.ts)`);
    expect(uncovered).toEqual([]);
  });

  it('names only menu paths of the route catalog, real message keys, and every guard opens some route', () => {
    const paths = ROUTES.flatMap((r) => [r.path, ...(r.aliases ?? [])]);
    const urls = apiRoutes().map((r) => r.url);
    for (const g of API_GUARDS) {
      const menus = [...g.menus, ...(Array.isArray(g.reads) ? g.reads : [])];
      for (const m of menus) expect(paths.some((p) => p.startsWith(m)), `${g.api}: ${m}`).toBe(true);
      if (g.msg) expect(isServerMessageKey(g.msg), g.api).toBe(true);
      expect(urls.some((u) => u.startsWith(g.api)), g.api).toBe(true);
    }
  });
});

describe('the seeded roles', () => {
  it("the executor (orders, transit, warehouse, abnormal, tickets) works its areas and reads the lookups, nothing else", async () => {
    for (const url of ['/order/waybills/list', '/warehouse/balances', '/abnormal/records', '/order/tickets', '/transit/loads', '/user/basic/warehouses', '/user/resource_binding/consignor/list', '/order/stats/statusSum']) {
      expect((await req(executor, 'GET', url)).statusCode, url).toBe(200);
    }
    const refused = [
      await req(executor, 'GET', '/finance/consignors'),
      await req(executor, 'GET', '/report/receivables'),
      await req(executor, 'GET', '/quote/templates'),
      await req(executor, 'POST', '/user/basic/warehouses', { name: 'x' }),
      await req(executor, 'POST', '/user/resource_binding/factory/add', { name: 'x' }),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403]);
    expect(refused[0].json().msg).toBe(serverMessage('zh', 'fnNotFinance'));
    expect(refused[1].json().msg).toBe(serverMessage('zh', 'adNoPermission'));
  });

  it('finance (finance, reports, tickets, all waybills) reads the orders and abnormal records its screens show, and may not write them', async () => {
    for (const url of ['/finance/consignors', '/report/receivables', '/order/tickets', '/order/waybills/list', '/abnormal/records', '/abnormal/fees', '/warehouse/documents']) {
      expect((await req(finance, 'GET', url)).statusCode, url).toBe(200);
    }
    const write = await req(finance, 'POST', '/abnormal/records', {});
    expect(write.statusCode).toBe(403);
    expect(write.json().msg).toBe(serverMessage('zh', 'adNoPermission'));
    const refused = [await req(finance, 'POST', '/warehouse/notices', {}), await req(finance, 'GET', '/sync/devices'), await req(finance, 'GET', '/map/transporters')];
    expect(refused.map((r) => r.statusCode)).toEqual([403, 403, 403]);
  });
});
