/**
 * Security checks over the app's own route table (plugins/route-table.ts), so a route added later is covered
 * without anyone listing it: every route but the public ones answers 401 without a token, and no route answers
 * 5xx to schema-derived bad input from a signed-in user.
 */
import { and, eq } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, products, resources, ticketSchemas, users, warehouses } from '../db/schema';
import { PUBLIC_ROUTES } from '../plugins/public-routes';
import { ZH, type Session } from '../test-helpers';
import { withTestApp } from '../test-app';
import { fuzzRequests, routeMethods, type FuzzRequest, type Hints } from '../test-fuzz';

const t = withTestApp();
const servicer = t.signIn('servicer');
const admin = t.signIn('admin');
let hints: Hints;

beforeAll(async () => {
  const company = servicer.body.data.user.company_id;
  const db = t.database.db;
  const first = async <T>(rows: Promise<T[]>) => (await rows)[0];
  const order = await first(db.select().from(orders).where(and(eq(orders.companyId, company), eq(orders.status, 'TO_RECEIVE'))).limit(1));
  const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  // field names the schemas share: real records of the servicer's company, so the bad value of one field meets the route's deeper code
  hints = {
    key: order.orderNo,
    order_id: order.id,
    schema_id: (await first(db.select().from(ticketSchemas).where(eq(ticketSchemas.companyId, company)).limit(1))).id,
    consignor_resource_id: (await first(db.select().from(users).where(eq(users.username, 'consignor')))).resourceId,
    delivery_resource_id: (await first(db.select().from(resources).where(and(eq(resources.companyId, company), eq(resources.objectSubType, 'T_PZ'))).limit(1))).id,
    product_id: (await first(db.select().from(products).where(eq(products.companyId, company)).limit(1))).id,
    warehouse_id: (await first(db.select().from(warehouses).where(eq(warehouses.companyId, company)).limit(1))).id,
    end_tel: '13912345678',
    sender_phone: '13912345678',
    mobile: '13912345678',
    phone: '13912345678',
    end_province_code: '310000',
    end_city_code: '310100',
    end_district_code: '310101',
    services_pkg_code: 'DELIVERY_INSTALL',
    appoint_at: `${today} 18:00`,
    start_date: today,
    end_date: today,
  };
});

const routes = (): { route: RouteOptions; method: string; key: string }[] =>
  t.app.routeTable.flatMap((route) => routeMethods(route).map((method) => ({ route, method, key: `${method} ${route.url}` })));

describe('the route table', () => {
  it('is read from the app (every area is in it)', () => {
    const urls = routes().map((r) => r.route.url);
    for (const prefix of ['/api/login/', '/api/user/', '/api/order/orders', '/api/order/ticket', '/api/file/', '/api/platform/', '/api/map/']) {
      expect(urls.some((u) => u.startsWith(prefix)), prefix).toBe(true);
    }
    expect(routes().length).toBeGreaterThan(150);
  });

  it('marks exactly the listed routes public', () => {
    const marked = routes().filter((r) => r.route.config?.public).map((r) => r.key);
    expect(marked.sort()).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('answers 401 without a token (or with a forged one) on every other route', async () => {
    const failures: string[] = [];
    for (const { route, method, key } of routes()) {
      if (PUBLIC_ROUTES.includes(key)) continue;
      const url = route.url.replace(/:(\w+)/g, '1');
      for (const headers of [ZH, { ...ZH, 'x-token': 'eyJhbGciOiJub25lIn0.eyJpZCI6MX0.' }]) {
        const res = await t.app.inject({ method: method as 'GET', url, headers, payload: method === 'GET' || method === 'DELETE' ? undefined : {} });
        if (res.statusCode !== 401 || res.json().code !== '401' || !res.json().msg) failures.push(`${key} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('schema-derived bad input', () => {
  /** The fuzz comes from another address than the sign-ins, so no per-address throttle of the logins it sends locks the test out. */
  const FUZZ_ADDRESS = '10.9.8.7';

  it('never answers 5xx, on any route', async () => {
    const sessions: Record<string, Session> = { servicer, admin, consignor: await t.login('consignor'), driver: await t.login('driver') };
    /** a route that logs out or revokes the caller's session must not leave the rest of the run unauthenticated */
    const ensureSignedIn = async (who: string) => {
      const probe = await t.app.inject({ method: 'GET', url: '/api/user/users/getUserByToken', headers: sessions[who].headers });
      if (probe.statusCode === 401) sessions[who] = await t.login(who);
    };
    const failures: string[] = [];
    let count = 0;
    const send = async (key: string, method: string, request: FuzzRequest, who: string) => {
      count += 1;
      const res = await t.app.inject({
        method: method as 'GET',
        url: request.url,
        query: request.query,
        payload: request.payload === undefined ? undefined : JSON.stringify(request.payload),
        headers: { ...sessions[who].headers, ...(request.payload === undefined ? {} : { 'content-type': 'application/json' }) },
        remoteAddress: FUZZ_ADDRESS,
      });
      if (res.statusCode >= 500) failures.push(`${key} as ${who}: ${request.label} → ${res.statusCode} ${res.body.slice(0, 160)}`);
      if (res.statusCode === 401) await ensureSignedIn(who);
      return res.statusCode;
    };
    const started = Date.now();
    for (const { route, method, key } of routes()) {
      const [plausible, ...bad] = fuzzRequests(route, method, hints);
      // the fuzz goes to the first account the route lets in (a driver's route refuses the servicer with 403)
      let who = 'servicer';
      for (const candidate of Object.keys(sessions)) {
        who = candidate;
        if ((await send(key, method, plausible, who)) !== 403) break;
      }
      for (const request of bad) await send(key, method, request, who);
    }
    console.info(`route fuzz: ${count} requests over ${routes().length} routes in ${Date.now() - started} ms`);
    expect(failures).toEqual([]);
    // ~10–30 s on a quiet 2-core machine (the route table keeps growing); the margin is for a machine shared with
    // other test runs, where it took up to 190 s
  }, 480_000);
});
