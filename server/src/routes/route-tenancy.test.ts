/**
 * Tenancy over the app's own route table (plugins/route-table.ts): the servicer of one company calls every route
 * with another company's ids in each id-shaped path, query and body field, and gets none of that company's data
 * back and changes none of its rows. A route added later is covered without anyone listing it.
 */
import { asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, stockBalances, stockMoves, warehouseDocuments, products, resources, storageLocations, tickets, ticketSchemas, users, warehouses } from '../db/schema';
import { createTestApp, type Session, type TestApp } from '../test-helpers';
import { foreignIdRequests, routeMethods, type ForeignIds, type FuzzRequest } from '../test-fuzz';

let t: TestApp;
let servicer: Session;
let other: Session;
let companyA: number;
let companyB: number;

beforeAll(async () => {
  t = await createTestApp();
  other = await t.login('servicer2');
  servicer = await t.login('servicer');
  companyA = servicer.body.data.user.company_id;
  companyB = other.body.data.user.company_id;
});
afterAll(() => t.close());

/** Every row of company B in the tables its ids point into, as text: any change of any column shows. */
async function snapshotOfB(): Promise<string> {
  const db = t.database.db;
  // each has id and company_id; typed as one of them so drizzle builds the same query for all
  const tables = ([
    ['orders', orders],
    ['tickets', tickets],
    ['resources', resources],
    ['warehouses', warehouses],
    ['storage_locations', storageLocations],
    ['products', products],
    ['warehouse_documents', warehouseDocuments],
    ['stock_moves', stockMoves],
    ['ticket_schemas', ticketSchemas],
    ['users', users],
  ] as unknown[]) as [string, typeof orders][];
  const parts: Record<string, unknown> = {};
  for (const [name, table] of tables) {
    parts[name] = await db.select().from(table).where(eq(table.companyId, companyB)).orderBy(asc(table.id));
  }
  // the stock projection has no id: its key orders it
  parts.stock_balances = await db
    .select()
    .from(stockBalances)
    .where(eq(stockBalances.companyId, companyB))
    .orderBy(asc(stockBalances.locationId), asc(stockBalances.productId), asc(stockBalances.packageNo), asc(stockBalances.ownerId));
  return JSON.stringify(parts);
}

describe('another company’s ids', () => {
  it('never read or change that company’s rows, on any route', async () => {
    const db = t.database.db;
    const [bOrders, bTickets, bResources, bWarehouses, bLocations, bProducts, bSchemas, bUsers] = await Promise.all([
      db.select().from(orders).where(eq(orders.companyId, companyB)),
      db.select().from(tickets).where(eq(tickets.companyId, companyB)),
      db.select().from(resources).where(eq(resources.companyId, companyB)),
      db.select().from(warehouses).where(eq(warehouses.companyId, companyB)),
      db.select().from(storageLocations).where(eq(storageLocations.companyId, companyB)),
      db.select().from(products).where(eq(products.companyId, companyB)),
      db.select().from(ticketSchemas).where(eq(ticketSchemas.companyId, companyB)),
      db.select().from(users).where(eq(users.companyId, companyB)),
    ]);
    const bDocuments = await db.select().from(warehouseDocuments).where(eq(warehouseDocuments.companyId, companyB));
    expect(bDocuments.length).toBeGreaterThan(0);
    expect(bOrders.length).toBeGreaterThan(0);
    expect(bResources.length).toBeGreaterThan(0);
    expect(bWarehouses.length).toBeGreaterThan(0);

    // B's text that A's own rows never contain: if an answer to A holds one, it came from B
    const aTexts = new Set(
      [
        ...(await db.select({ a: resources.name, b: resources.phone }).from(resources).where(ne(resources.companyId, companyB))),
        ...(await db.select({ a: users.nickname, b: users.phone }).from(users).where(ne(users.companyId, companyB))),
        ...(await db.select({ a: warehouses.name, b: warehouses.phone }).from(warehouses).where(ne(warehouses.companyId, companyB))),
        ...(await db.select({ a: products.name, b: products.code }).from(products).where(ne(products.companyId, companyB))),
        ...(await db.select({ a: orders.senderPhone, b: orders.orderNo }).from(orders).where(ne(orders.companyId, companyB))),
      ].flatMap((r) => [r.a, r.b]),
    );
    const secrets = [
      ...bOrders.flatMap((o) => [o.orderNo, o.senderPhone]),
      ...bResources.flatMap((r) => [r.name, r.phone]),
      ...bUsers.flatMap((u) => [u.username, u.nickname, u.phone]),
      ...bWarehouses.flatMap((w) => [w.name, w.phone]),
      ...bProducts.flatMap((p) => [p.name, p.code]),
    ].filter((s, i, all) => s && s.length >= 4 && !aTexts.has(s) && all.indexOf(s) === i);
    expect(secrets.length).toBeGreaterThan(20);
    // never present in an answer to A anyway, so a leak is never missed through the A-side filter
    expect(secrets).toEqual(expect.arrayContaining(bOrders.map((o) => o.orderNo)));

    // one or two of B's ids per field, chosen by the field's name, then by the route's area for a bare id
    const pick = (rows: { id: number }[]) => (rows.length ? [rows[0].id] : []);
    const byKind: Record<string, unknown[]> = {
      order: pick(bOrders),
      order_no: bOrders.length ? [bOrders[0].orderNo] : [],
      ticket: pick(bTickets),
      resource: pick(bResources),
      warehouse: pick(bWarehouses),
      location: pick(bLocations),
      product: pick(bProducts),
      schema: pick(bSchemas),
      document: pick(bDocuments),
      user: pick(bUsers.filter((u) => u.username !== 'servicer2')).concat(pick(bUsers.filter((u) => u.username === 'servicer2'))),
    };
    const kindOf = (text: string): string | undefined =>
      ['ticket', 'order', 'document', 'warehouse', 'location', 'product', 'schema', 'user', 'resource'].find((k) => text.toLowerCase().includes(k));
    const foreign: ForeignIds = (name, url) => {
      const stem = name.replace(/(_?ids?|_?Ids?|_?nos?|No)$/, '');
      if (/(^|_)nos?$|No$/.test(name)) return byKind.order_no;
      const kind = kindOf(stem) ?? kindOf(url.replace(/^\/api\//, '')) ?? (/consignor|delivery|driver|carrier/.test(stem) ? 'resource' : 'order');
      return byKind[kind];
    };

    const before = await snapshotOfB();
    const failures: string[] = [];
    let count = 0;
    const started = Date.now();
    const send = async (key: string, method: string, request: FuzzRequest) => {
      count += 1;
      const res = await t.app.inject({
        method: method as 'GET',
        url: request.url,
        query: request.query,
        payload: request.payload === undefined ? undefined : JSON.stringify(request.payload),
        headers: { ...servicer.headers, ...(request.payload === undefined ? {} : { 'content-type': 'application/json' }) },
      });
      if (res.statusCode >= 500) failures.push(`${key}: ${request.label} → ${res.statusCode} ${res.body.slice(0, 160)}`);
      // the value sent may come back as it was (a batch's per-number result, a field A stored on its own row): only B's other data is a leak
      const leaked = secrets.find((s) => res.body.includes(s) && !request.label.includes(s));
      if (leaked) failures.push(`${key}: ${request.label} → ${res.statusCode} shows B's ${JSON.stringify(leaked)}`);
      // a route that logs out or revokes the caller's session must not leave the rest of the run unauthenticated
      if (res.statusCode === 401) servicer = await t.login('servicer');
    };
    for (const route of t.app.routeTable) {
      for (const method of routeMethods(route)) {
        for (const request of foreignIdRequests(route, method, foreign)) await send(`${method} ${route.url}`, method, request);
      }
    }
    console.info(`route tenancy: ${count} requests with company ${companyB}'s ids as company ${companyA} in ${Date.now() - started} ms`);
    expect(count).toBeGreaterThan(150);
    expect(failures).toEqual([]);
    expect(await snapshotOfB()).toBe(before);

    // the control: the same requests from B itself do show B's data, so the check above can see a leak
    let seen = '';
    for (const route of t.app.routeTable.filter((r) => routeMethods(r).includes('GET'))) {
      for (const request of foreignIdRequests(route, 'GET', foreign)) {
        const res = await t.app.inject({ method: 'GET', url: request.url, query: request.query, headers: other.headers });
        if (res.statusCode === 200 && secrets.some((s) => res.body.includes(s) && !request.label.includes(s))) seen ||= `GET ${route.url}`;
      }
      if (seen) break;
    }
    expect(seen).not.toBe('');
  }, 120_000);
});
