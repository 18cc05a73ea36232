/**
 * The per-process cache of read-mostly rows (lib/table-cache.ts): the rules on their own, then with the real
 * database's change feed (the triggers of migration 0048) — on PGlite here, on PostgreSQL under with-postgres.sh.
 * How a pooled connection's own writes mark the cache (watchClientWrites): table-cache-writes.test.ts.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withRequestTransaction } from './request-tx';
import { TableCache, watchedTablesWritten } from './table-cache';
import { createTestApp, type TestApp } from '../test-helpers';

const counter = () => {
  let n = 0;
  return { load: async () => ++n, get count() { return n; } };
};

describe('TableCache', () => {
  it('answers from the cache until a table the entry read changes; other tables do not matter', async () => {
    const cache = new TableCache();
    const c = counter();
    expect(await cache.get('k', ['users'], c.load)).toBe(1);
    expect(await cache.get('k', ['users'], c.load)).toBe(1);
    cache.changed('menus');
    expect(await cache.get('k', ['users'], c.load)).toBe(1);
    cache.changed('users');
    expect(await cache.get('k', ['users'], c.load)).toBe(2);
    expect(await cache.get('k', ['users'], c.load)).toBe(2);
    expect(cache.stats).toEqual({ hits: 3, misses: 2, everyTime: 0 });
  });

  it('a value asked at once everywhere is read every time on a database other processes write, cached on one of its own', async () => {
    const shared = new TableCache({ sharedDatabase: true });
    const own = new TableCache();
    const a = counter();
    const b = counter();
    for (let i = 0; i < 3; i++) {
      await shared.get('gate', ['refresh_tokens'], a.load, { atOnceEverywhere: true });
      await own.get('gate', ['refresh_tokens'], b.load, { atOnceEverywhere: true });
    }
    expect(a.count).toBe(3);
    expect(shared.stats.everyTime).toBe(3);
    expect(b.count).toBe(1);
    // other values stay cached on the shared database
    const c = counter();
    await shared.get('menus', ['menus'], c.load);
    await shared.get('menus', ['menus'], c.load);
    expect(c.count).toBe(1);
  });

  it('a change while a load is under way makes its answer stale (it read before the change)', async () => {
    const cache = new TableCache();
    let release!: () => void;
    const first = cache.get('k', ['roles'], () => new Promise<string>((r) => (release = () => r('old'))));
    cache.changed('roles');
    release();
    expect(await first).toBe('old');
    expect(await cache.get('k', ['roles'], async () => 'new')).toBe('new');
  });

  it('concurrent callers share one load; a failed load is not kept', async () => {
    const cache = new TableCache();
    const c = counter();
    const [a, b] = await Promise.all([cache.get('k', ['users'], c.load), cache.get('k', ['users'], c.load)]);
    expect([a, b, c.count]).toEqual([1, 1, 1]);
    await expect(cache.get('bad', ['users'], async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('bad', ['users'], async () => 'up')).toBe('up');
  });

  it('expires entries after the ttl and caches nothing while not live', async () => {
    let now = 1000;
    const cache = new TableCache({ ttlMs: 100, now: () => now });
    const c = counter();
    await cache.get('k', ['users'], c.load);
    now += 50;
    expect(await cache.get('k', ['users'], c.load)).toBe(1);
    now += 50;
    expect(await cache.get('k', ['users'], c.load)).toBe(2);
    expect(await cache.get('k', ['users'], c.load)).toBe(2);
    // a value that also moves with the clock lives shorter
    const timed = counter();
    expect(await cache.get('t', ['orders'], timed.load, { ttlMs: 10 })).toBe(1);
    now += 9;
    expect(await cache.get('t', ['orders'], timed.load, { ttlMs: 10 })).toBe(1);
    now += 1;
    expect(await cache.get('t', ['orders'], timed.load, { ttlMs: 10 })).toBe(2);
    cache.setLive(false);
    expect(await cache.get('k', ['users'], c.load)).toBe(3);
    expect(await cache.get('k', ['users'], c.load)).toBe(4);
    cache.setLive(true);
    expect(await cache.get('k', ['users'], c.load)).toBe(5);
    expect(await cache.get('k', ['users'], c.load)).toBe(5);
  });

  it('runs a thenable load (a drizzle query runs each time it is awaited) once for every caller', async () => {
    const cache = new TableCache();
    let runs = 0;
    const query = { then: (resolve: (v: number) => void) => resolve(++runs) } as PromiseLike<number>;
    expect(await cache.get('q', ['menus'], () => query)).toBe(1);
    expect(await cache.get('q', ['menus'], () => query)).toBe(1);
    expect(await cache.get('q', ['menus'], () => query)).toBe(1);
    expect(runs).toBe(1);
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const cache = new TableCache({ maxEntries: 2 });
    const c = counter();
    await cache.get('a', ['users'], c.load);
    await cache.get('b', ['users'], c.load);
    await cache.get('c', ['users'], c.load);
    expect(await cache.get('a', ['users'], c.load)).toBe(4);
    expect(await cache.get('c', ['users'], c.load)).toBe(3);
  });

  it('an entry of some rows is stale only when those rows or the table as a whole change; nothing found = any row', async () => {
    const cache = new TableCache();
    const rows = { tables: ['orders', 'order_events'] as const, ids: (v: { id: number } | null) => (v ? [v.id] : null) };
    let n = 0;
    const detail = (id: number) => cache.get(`d${id}`, ['resources'], async () => ({ id, n: ++n }), { rows });
    const missing = () => cache.get('none', ['resources'], async () => null as { id: number } | null, { rows });
    const page = () => cache.get('page', ['orders'], async () => ++n);
    const [d5, d6] = [await detail(5), await detail(6)];
    await missing();
    const p = await page();
    cache.changed('orders#6,7');
    expect(await detail(5)).toBe(d5);
    expect(await detail(6)).not.toBe(d6);
    expect(await page()).not.toBe(p);
    // a later order may be the one a not-found detail looked for: any row change drops it
    expect(await missing()).toBeNull();
    let loads = n;
    await missing();
    expect(n).toBe(loads);
    cache.changed('order_events#5');
    expect(await detail(5)).not.toBe(d5);
    const again = await detail(5);
    cache.changed('resources');
    expect(await detail(5)).not.toBe(again);
    const beforeWhole = await detail(5);
    cache.changed('orders');
    expect(await detail(5)).not.toBe(beforeWhole);
    // a row change while the detail loads makes its answer stale
    let release!: () => void;
    const slow = cache.get('d9', ['resources'], () => new Promise<{ id: number }>((r) => (release = () => r({ id: 9 }))), { rows });
    cache.changed('orders#9');
    release();
    await slow;
    loads = n;
    await detail(9);
    expect(n).toBe(loads + 1);
  });

  it('keeps at most a group\'s own bound of its entries, the others untouched', async () => {
    const cache = new TableCache();
    const c = counter();
    const pages = { group: { name: 'pages', max: 2 } };
    await cache.get('other', ['orders'], c.load);
    await cache.get('p1', ['orders'], c.load, pages);
    await cache.get('p2', ['orders'], c.load, pages);
    await cache.get('p3', ['orders'], c.load, pages);
    expect(await cache.get('p2', ['orders'], c.load, pages)).toBe(3);
    expect(await cache.get('p3', ['orders'], c.load, pages)).toBe(4);
    expect(await cache.get('other', ['orders'], c.load)).toBe(1);
    expect(await cache.get('p1', ['orders'], c.load, pages)).toBe(5);
  });

  it('finds the watched tables a statement writes', () => {
    expect(watchedTablesWritten('update "users" set "status" = $1 where "users"."id" = $2')).toEqual(['users']);
    expect(watchedTablesWritten('insert into "refresh_tokens" ("id") values ($1)')).toEqual(['refresh_tokens']);
    expect(watchedTablesWritten('delete from "role_menus" where "role_menus"."role_id" = $1')).toEqual(['role_menus']);
    expect(watchedTablesWritten('with x as (update time_limits set hours = 1 returning id) select * from x')).toEqual(['time_limits']);
    expect(watchedTablesWritten('select * from "users" for update')).toEqual([]);
    expect(watchedTablesWritten('insert into "orders" ("id") values (1) on conflict do update set "memo" = 1')).toEqual(['orders']);
    expect(watchedTablesWritten('insert into "tickets" ("id") values (1) on conflict do update set "memo" = 1')).toEqual([]);
  });
});

describe('with the database change feed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // the feed is live once the listener is in place (PostgreSQL: its own connection)
    for (let i = 0; i < 100 && (await probeLive(t)) === false; i++) await new Promise((r) => setTimeout(r, 50));
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  async function probeLive(app: TestApp): Promise<boolean> {
    const c = counter();
    await app.app.tableCache.get('probe', ['system_settings'], c.load);
    await app.app.tableCache.get('probe', ['system_settings'], c.load);
    return c.count === 1;
  }

  /** a committed change on PostgreSQL reaches the LISTEN connection a moment later */
  async function eventually(check: () => Promise<boolean>): Promise<boolean> {
    for (let i = 0; i < 100; i++) {
      if (await check()) return true;
      await new Promise((r) => setTimeout(r, 20));
    }
    return false;
  }

  it('a committed write to a watched table — from any connection, even raw SQL — drops what was cached from it', async () => {
    const cache = t.app.tableCache;
    const read = () => cache.get('settings-probe', ['system_settings'], async () => ({ at: Math.random() }));
    const before = await read();
    expect(await read()).toBe(before);
    await t.database.db.execute(sql`insert into system_settings (key, value) values ('cache_probe', '1'::jsonb) on conflict (key) do update set value = '2'::jsonb`);
    expect(await eventually(async () => (await read()) !== before)).toBe(true);
  });

  it('a rolled-back write drops nothing from the feed; on PostgreSQL this process drops its own write at once anyway', async () => {
    const cache = t.app.tableCache;
    const read = () => cache.get('rollback-probe', ['system_settings'], async () => ({ at: Math.random() }));
    await new Promise((r) => setTimeout(r, 100)); // the previous test's notification has arrived
    const before = await read();
    await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`update system_settings set value = '3'::jsonb where key = 'cache_probe'`);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await new Promise((r) => setTimeout(r, 100));
    if (t.database.kind === 'pglite') expect(await read()).toBe(before);
    // PostgreSQL: the statement was seen leaving this process (its NOTIFY would come from another connection),
    // so the table is held off and re-read, committed or not
    else expect(await read()).not.toBe(before);
  });

  it('inside a request transaction the cache is not used (the transaction reads its own writes)', async () => {
    const cache = t.app.tableCache;
    await cache.get('tx-probe', ['users'], async () => 'cached');
    const seen = await withRequestTransaction(t.database.db, async () => cache.get('tx-probe', ['users'], async () => 'fresh'));
    expect(seen).toBe('fresh');
  });

  it('a disabled sub-account is refused on its next request; a time limit saved is used by the next read', async () => {
    const finance = await t.login('finance');
    const me = () => t.app.inject({ method: 'GET', url: '/api/user/users/getUserByToken', headers: finance.headers });
    expect((await me()).statusCode).toBe(200);
    expect((await me()).statusCode).toBe(200);
    const id = finance.body.data.user.id;
    await t.database.db.execute(sql`update users set status = 0 where id = ${id}`);
    expect(await eventually(async () => (await me()).statusCode === 401)).toBe(true);
    await t.database.db.execute(sql`update users set status = 1 where id = ${id}`);

    const companyId = finance.body.data.user.company_id;
    const first = await t.app.timeLimits.forCompany(companyId);
    expect(await t.app.timeLimits.forCompany(companyId)).toBe(first);
    await t.app.timeLimits.saveGlobal(companyId, { TO_ASSIGN: 7 } as never, 77);
    const next = await t.app.timeLimits.forCompany(companyId);
    expect(next).not.toBe(first);
    expect(next.global.warningPercent).toBe(77);
  });

  it('the order list and an order detail are read once per change: an order edit, a renamed consignor, another scope', async () => {
    const servicer = await t.login('servicer');
    const consignor = await t.login('consignor');
    const get = async (url: string, session = servicer) => {
      const res = await t.app.inject({ method: 'GET', url, headers: session.headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    const list = () => get('/api/order/waybills/list?page=1&per_page=20') as Promise<{ total: number; list: { id: number; memo: string | null; consignor_name: string; consignor_user_id: number | null }[] }>;
    const first = (await list()).list[0];
    const detail = () => get(`/api/order/orders/${first.id}`) as Promise<{ memo: string | null; consignor_name: string; events: unknown[] }>;
    await detail();
    const misses = t.app.tableCache.stats.misses;
    await list();
    await detail();
    expect(t.app.tableCache.stats.misses).toBe(misses);

    // this process's own write is seen at once (PGlite: the NOTIFY comes before the answer; PostgreSQL: the pool's
    // connections mark what they commit)
    const second = (await list()).list[1];
    const otherDetail = () => get(`/api/order/orders/${second.id}`) as Promise<{ memo: string | null }>;
    await otherDetail();
    await t.database.db.execute(sql`update orders set memo = 'cache-probe memo' where id = ${first.id}`);
    expect((await list()).list[0].memo).toBe('cache-probe memo');
    expect((await detail()).memo).toBe('cache-probe memo');
    // another order's detail is not dropped by this order's change: the feed names the order (migration 0055). On
    // PGlite the feed is all there is; on PostgreSQL this process reads details from the database until its own
    // change has come back through the feed (a moment), then keeps them
    let misses0 = t.app.tableCache.stats.misses;
    await otherDetail();
    if (t.database.kind === 'pglite') expect(t.app.tableCache.stats.misses).toBe(misses0);
    await new Promise((r) => setTimeout(r, 300));
    misses0 = t.app.tableCache.stats.misses;
    await otherDetail();
    expect(t.app.tableCache.stats.misses).toBe(misses0);
    // a change of that order's events drops its detail
    await t.database.db.execute(sql`update order_events set actor_name = actor_name where order_id = ${second.id}`);
    await otherDetail();
    expect(t.app.tableCache.stats.misses).toBe(misses0 + 1);

    const renamed = `${first.consignor_name}·改`;
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`update resources set name = ${renamed} where id = (select consignor_resource_id from orders where id = ${first.id})`);
    });
    expect((await list()).list[0].consignor_name).toBe(renamed);
    expect((await detail()).consignor_name).toBe(renamed);

    // the same URL under another scope is another page
    const own = (await get('/api/order/waybills/list?page=1&per_page=20', consignor)) as { total: number };
    expect(own.total).toBeLessThan((await list()).total);
  });
});
