/**
 * Data scope over the app's own route table (plugins/route-table.ts, issue 22): a sub-account holding a `chosen`
 * data role (one consignor) and every menu of its app calls every list route (GET without a path id) and sees no
 * row outside its scope — no order number, abnormal number or warehouse document number of another consignor.
 * The main account's same calls do show them (the control). A route added later is covered without anyone listing it.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { abnormalRecords, menus, orders, roleMenus, users, warehouseDocuments } from '../db/schema';
import type { Session } from '../test-helpers';
import { withTestApp } from '../test-app';
import { jsonSchemaOf, routeMethods, sample } from '../test-fuzz';

const t = withTestApp();
let servicer: Session;
let executor: Session;

beforeAll(async () => {
  [servicer, executor] = [await t.login('servicer'), await t.login('executor')];
});

/** the route's list request: its required query fields, a large page when it takes one */
function listRequests(route: RouteOptions): Record<string, string>[] {
  const node = jsonSchemaOf((route.schema as Record<string, unknown> | undefined)?.querystring);
  if (!node) return [{}];
  const base = Object.fromEntries(Object.entries(sample(node) as Record<string, unknown>).map(([k, v]) => [k, String(v)]));
  return 'per_page' in (node.properties ?? {}) ? [{ ...base, per_page: '100' }, base] : [base];
}

const listRoutes = () => t.app.routeTable.filter((r) => routeMethods(r).includes('GET') && !r.url.includes(':') && r.url.startsWith('/api/'));

async function get(session: Session, url: string): Promise<{ status: number; body: string } | null> {
  const route = listRoutes().find((r) => r.url === url)!;
  for (const query of listRequests(route)) {
    const res = await t.app.inject({ method: 'GET', url, query, headers: session.headers });
    if (res.statusCode !== 400) return { status: res.statusCode, body: res.body };
  }
  return null;
}

describe('a chosen-consignor sub-account', () => {
  it('sees no row of another consignor on any list route', async () => {
    const db = t.database.db;
    const companyId = servicer.body.data.user.company_id;
    const executorId = executor.body.data.user.id;
    const [{ roleId }] = await db.select({ roleId: users.roleId }).from(users).where(eq(users.id, executorId));
    // every menu and button of the app, so the guard lets each list through and the data scope alone decides
    await db.delete(roleMenus).where(eq(roleMenus.roleId, roleId!));
    await db.insert(roleMenus).select(
      db
        .select({ roleId: sql<number>`${roleId}`.as('role_id'), menuId: menus.id, buttons: sql<string[]>`${menus.elements} || ${menus.operations}`.as('buttons') })
        .from(menus)
        .where(eq(menus.appCode, 'BANG')),
    );

    // the consignor with the most orders is in scope; every other consignor's rows are the secrets
    const [{ x }] = ((await db.execute(sql`
      select consignor_resource_id as x from orders where company_id = ${companyId} and consignor_resource_id is not null
       group by 1 order by count(*) desc limit 1`)) as unknown as { rows: { x: number }[] }).rows;
    const outOrders = await db
      .select({ id: orders.id, no: orders.orderNo })
      .from(orders)
      .where(and(eq(orders.companyId, companyId), ne(orders.consignorResourceId, Number(x))));
    const outIds = new Set(outOrders.map((o) => o.id));
    const outRecords = (await db.select({ no: abnormalRecords.abnormalNo, orderId: abnormalRecords.orderId }).from(abnormalRecords).where(eq(abnormalRecords.companyId, companyId))).filter(
      (r) => outIds.has(r.orderId),
    );
    const outDocs = await db
      .select({ no: warehouseDocuments.docNo })
      .from(warehouseDocuments)
      .where(and(eq(warehouseDocuments.companyId, companyId), ne(warehouseDocuments.ownerId, Number(x))));
    const secrets = [...outOrders.map((o) => o.no), ...outRecords.map((r) => r.no), ...outDocs.map((d) => d.no)].filter((s) => s.length >= 6);
    expect(outOrders.length, 'the seed has orders of other consignors').toBeGreaterThan(10);

    const role = await t.app.inject({
      method: 'POST',
      url: '/api/system/role/data/create',
      headers: servicer.headers,
      payload: { name: '路由表数据范围', scope: 'chosen', consignor_ids: [Number(x)], user_ids: [executorId] },
    });
    expect(role.statusCode, role.body).toBe(200);

    const failures: string[] = [];
    const answered: string[] = [];
    const shownToMain = new Set<string>();
    for (const route of listRoutes()) {
      const res = await get(executor, route.url);
      if (res && res.status >= 500) failures.push(`GET ${route.url} → ${res.status} ${res.body.slice(0, 160)}`);
      if (res?.status === 200) {
        answered.push(route.url);
        const leaked = secrets.find((s) => res.body.includes(s));
        if (leaked) failures.push(`GET ${route.url} shows ${leaked}, outside the data role`);
      }
      const main = await get(servicer, route.url);
      if (main?.status === 200 && secrets.some((s) => main.body.includes(s))) shownToMain.add(route.url);
    }
    console.info(`route data scope: ${answered.length} list routes answered the restricted sub-account; ${shownToMain.size} show the secrets to the main account`);
    expect(failures).toEqual([]);
    // the pass reached the lists: the guard let them through, and the main account sees the secrets on several
    expect(answered.length).toBeGreaterThan(40);
    for (const url of ['/api/order/waybills/list', '/api/abnormal/records']) expect(answered).toContain(url);
    expect(shownToMain.size).toBeGreaterThan(3);
    expect([...shownToMain].filter((u) => answered.includes(u)).length).toBe(shownToMain.size);
  }, 180_000);
});
