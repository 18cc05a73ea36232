/**
 * The warehouse at scale (issue 17): fills the seeded database (embedded, or PostgreSQL under
 * scripts/with-postgres.sh) with 1 000 000 stock moves and the 50 000 product × location balances they sum to, set
 * based, then measures GET /api/warehouse/balances through inject (default page, by warehouse, by keyword, a deep
 * page) with the EXPLAIN ANALYZE of the page and count queries the repository runs, the drift check over the whole
 * ledger, and an inbound of 1 000 lines: create, confirm, receive with every line, put away.
 * Run alone with `npx tsx tests/bench/warehouse.ts` (BENCH_WH_MOVES, BENCH_WH_BALANCES, BENCH_WH_ITERATIONS,
 * BENCH_WH_INBOUND_LINES, BENCH_WH_INBOUND_RUNS to change it).
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Db, DatabaseHandle } from '../../server/src/db/client';
import * as schema from '../../server/src/db/schema';
import { WarehouseReadsRepository } from '../../server/src/repositories/warehouse/reads';
import type { BalanceFilter } from '../../server/src/repositories/warehouse/stock-reads';
import { createSeededDatabase, createTestApp, type TestApp } from '../../server/src/test-helpers';

const MOVES = Number(process.env.BENCH_WH_MOVES ?? 1_000_000);
const BALANCES = Number(process.env.BENCH_WH_BALANCES ?? 50_000);
const ITERATIONS = Number(process.env.BENCH_WH_ITERATIONS ?? 200);
const INBOUND_LINES = Number(process.env.BENCH_WH_INBOUND_LINES ?? 1000);
const INBOUND_RUNS = Number(process.env.BENCH_WH_INBOUND_RUNS ?? 3);
const WAREHOUSES = 4;
const LOCATIONS = 100; // 25 per warehouse
const PRODUCTS = Math.ceil(BALANCES / LOCATIONS);
const MOVES_PER_KEY = Math.max(1, Math.floor(MOVES / BALANCES));

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const f1 = (n: number) => n.toFixed(1);

/** The bench's warehouses, locations and products, then moves and the balances summed from them. */
export async function fill(db: Db, companyId: number, consignorId: number): Promise<string> {
  const t0 = performance.now();
  await db.execute(sql`insert into warehouses (company_id, code, name) select ${companyId}, 'BENCH' || g, '基准仓' || g from generate_series(1, ${WAREHOUSES}::int) g`);
  await db.execute(sql`
    insert into storage_locations (company_id, warehouse_id, code, name)
    select ${companyId}, w.id, 'B' || lpad(g::text, 3, '0'), '基准库位' || g
    from warehouses w, generate_series(1, ${LOCATIONS / WAREHOUSES}::int) g where w.company_id = ${companyId} and w.code like 'BENCH%'`);
  await db.execute(sql`
    insert into products (company_id, code, name) select ${companyId}, 'BP' || lpad(g::text, 5, '0'), '基准商品' || lpad(g::text, 5, '0')
    from generate_series(1, ${PRODUCTS}::int) g`);
  // key k = location (k / PRODUCTS) × product (k % PRODUCTS); its moves: 80 % in from SUPPLIER, the rest out to
  // CUSTOMER one unit at a time (the ins cover them); every third product belongs to a consignor
  const ids = sql`
    l as (select array_agg(s.id order by s.id) ids, array_agg(s.warehouse_id order by s.id) whs from storage_locations s
          join warehouses w on w.id = s.warehouse_id where w.company_id = ${companyId} and w.code like 'BENCH%'),
    p as (select array_agg(id order by id) ids from products where company_id = ${companyId} and code like 'BP%')`;
  const ins = Math.max(1, Math.floor(MOVES_PER_KEY * 0.8));
  const total = BALANCES * MOVES_PER_KEY;
  // statements of 100 000 rows: one statement of a million exhausts the embedded database's memory
  for (let from = 0; from < total; from += 100_000) {
    const to = Math.min(total, from + 100_000) - 1;
    await db.execute(sql`
      with ${ids}
      insert into stock_moves (company_id, warehouse_id, from_location_id, from_virtual, to_location_id, to_virtual, product_id,
        package_no, owner_id, quantity, doc_kind, doc_no, actor_name, occurred_at)
      select ${companyId}, l.whs[1 + x.k / ${PRODUCTS}::int],
        case when x.j < ${ins}::int then null else l.ids[1 + x.k / ${PRODUCTS}::int] end,
        case when x.j < ${ins}::int then 'SUPPLIER' end,
        case when x.j < ${ins}::int then l.ids[1 + x.k / ${PRODUCTS}::int] end,
        case when x.j < ${ins}::int then null else 'CUSTOMER' end,
        p.ids[1 + x.k % ${PRODUCTS}::int], '', case when (x.k % ${PRODUCTS}::int) % 3 = 0 then ${consignorId}::int else 0 end,
        case when x.j < ${ins}::int then 1 + (x.k + x.j) % 5 else 1 end,
        case when x.j < ${ins}::int then 'inbound' else 'outbound' end, 'BENCH', '基准',
        now() - (${total}::int - g) * interval '20 seconds'
      from generate_series(${from}::int, ${to}::int) g, l, p, lateral (select g / ${MOVES_PER_KEY}::int as k, g % ${MOVES_PER_KEY}::int as j) x`);
  }
  const movesS = (performance.now() - t0) / 1000;
  await db.execute(sql`
    insert into stock_balances (company_id, warehouse_id, location_id, product_id, package_no, owner_id, on_hand, locked)
    select company_id, warehouse_id, coalesce(to_location_id, from_location_id), product_id, package_no, owner_id,
      sum(case when to_location_id is not null then quantity else -quantity end), 0
    from stock_moves where company_id = ${companyId} and doc_no = 'BENCH' group by 1, 2, 3, 4, 5, 6`);
  await db.execute(sql`analyze`);
  return `${total} moves and ${BALANCES} balances (${LOCATIONS} locations in ${WAREHOUSES} warehouses × ${PRODUCTS} products) inserted in ${f1(movesS)} s + balances summed from the ledger and analyze ${f1((performance.now() - t0) / 1000 - movesS)} s`;
}

/** The SQL the repository runs for `filter`, each with EXPLAIN (ANALYZE) on the same database. */
async function plans(database: DatabaseHandle, companyId: number, filter: BalanceFilter): Promise<string[]> {
  const seen: { query: string; params: unknown[] }[] = [];
  const logger = { logQuery: (query: string, params: unknown[]) => seen.push({ query, params }) };
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  const recording = (database.kind === 'pglite' ? drizzlePglite({ client: client as PGlite, schema, logger }) : drizzlePg({ client: client as pg.Pool, schema, logger })) as unknown as Db;
  await new WarehouseReadsRepository(recording).balances(companyId, filter, 'zh');
  const out: string[] = [];
  for (const { query, params } of seen) {
    out.push(`    ${query.length > 400 ? `${query.slice(0, 400)}…` : query}`);
    // both drivers' clients answer query(text, params) with { rows }
    const explain = client as unknown as { query(text: string, params: unknown[]): Promise<{ rows: Record<string, string>[] }> };
    const result = await explain.query(`explain (analyze, costs off, buffers off) ${query}`, params);
    out.push(...result.rows.map((r) => `      ${Object.values(r)[0]}`));
  }
  return out;
}

async function timed(run: () => Promise<{ statusCode: number; body: string }>, n: number) {
  const first = await run();
  if (first.statusCode !== 200) throw new Error(first.body);
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const s = performance.now();
    await run();
    times.push(performance.now() - s);
  }
  times.sort((a, b) => a - b);
  return { first, p50: quantile(times, 0.5), p95: quantile(times, 0.95), max: times[times.length - 1] };
}

/** An inbound of `lines` lines (half cartons without a put-away target, half loose products with one), walked to put away. */
async function inbound(t: TestApp, headers: Record<string, string>, run: number, places: { warehouseId: number; locations: number[]; products: number[]; consignorId: number }) {
  const [recv, ...targets] = places.locations;
  const lines = Array.from({ length: INBOUND_LINES }, (_, i) =>
    i % 2 === 0
      ? { product_id: places.products[i % places.products.length], package_no: `8${String(run).padStart(3, '0')}${String(Math.floor(i / 500)).padStart(6, '0')}-${String((i % 500) + 1).padStart(3, '0')}`, quantity: 1 }
      : { product_id: places.products[i % places.products.length], quantity: 1 + (i % 20), location_id: targets[i % targets.length] },
  );
  const post = async (url: string, payload: object) => {
    const s = performance.now();
    const res = await t.app.inject({ method: 'POST', url: `/api/warehouse${url}`, headers: { ...headers, 'idempotency-key': randomUUID() }, payload });
    const ms = performance.now() - s;
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.body.slice(0, 300)}`);
    return { ms, doc: res.json().data as { id: number; status: string; lines: { id: number; expected: number; to_location_id: number | null }[] } };
  };
  const created = await post('/documents', { kind: 'inbound', warehouse_id: places.warehouseId, location_id: recv, owner_id: places.consignorId, lines });
  const id = created.doc.id;
  const confirmed = await post(`/documents/${id}/actions/confirm`, {});
  const received = await post(`/documents/${id}/actions/receive`, { lines: created.doc.lines.map((l) => ({ line_id: l.id, quantity: l.expected })) });
  const suggested = received.doc.lines.filter((l, i) => i % 2 === 0 && l.to_location_id).length;
  const putAway = await post(`/documents/${id}/actions/put_away`, { lines: received.doc.lines.map((l, i) => ({ line_id: l.id, location_id: l.to_location_id ?? targets[i % targets.length] })) });
  if (putAway.doc.status !== 'put_away') throw new Error(`put_away left ${putAway.doc.status}`);
  return { create: created.ms, confirm: confirmed.ms, receive: received.ms, putAway: putAway.ms, suggested };
}

export async function runWarehouseBench(): Promise<string[]> {
  const out: string[] = [];
  const database = await createSeededDatabase();
  const t = await createTestApp({}, database);
  try {
    const session = await t.login('servicer');
    const companyId = session.body.data.user.company_id as number;
    const headers = session.headers;
    const db = database.db;
    const [consignor] = (await t.app.inject({ url: '/api/user/resource_binding/consignor/list?per_page=5', headers })).json().data.list as { id: number }[];
    out.push(`${await fill(db, companyId, consignor.id)} (${database.kind})`);

    const [wh] = rowsOf<{ id: number }>(await db.execute(sql`select id from warehouses where company_id = ${companyId} and code = 'BENCH2'`));
    const [product] = rowsOf<{ code: string }>(await db.execute(sql`select code from products where company_id = ${companyId} and code like 'BP%' order by id offset ${Math.min(41, PRODUCTS - 1)} limit 1`));
    const get = (query: string) => () => t.app.inject({ url: `/api/warehouse/balances?${query}`, headers });
    const cases: [string, string, BalanceFilter][] = [
      ['default page (page 1, 20 rows)', '', { onlyAvailable: false, page: 1, perPage: 20 }],
      ['by warehouse', `warehouse_id=${wh.id}`, { warehouseId: wh.id, onlyAvailable: false, page: 1, perPage: 20 }],
      [`by keyword ${product.code} (a product code)`, `keyword=${product.code}`, { keyword: product.code, onlyAvailable: false, page: 1, perPage: 20 }],
      ['by keyword 基准商品0004 (names of 10 products)', `keyword=${encodeURIComponent('基准商品0004')}`, { keyword: '基准商品0004', onlyAvailable: false, page: 1, perPage: 20 }],
      ['page 1000 of 20 (offset 19 980)', 'page=1000', { onlyAvailable: false, page: 1000, perPage: 20 }],
    ];
    out.push(`GET /api/warehouse/balances through inject, n=${ITERATIONS} each (goal p95 ≤ 50 ms):`);
    for (const [name, query] of cases) {
      const r = await timed(get(query), ITERATIONS);
      const body = r.first.body ? (JSON.parse(r.first.body) as { data: { total: number; list: unknown[] } }) : null;
      out.push(`  ${name.padEnd(46)} total ${String(body?.data.total).padStart(6)}  p50 ${r.p50.toFixed(2)} ms  p95 ${r.p95.toFixed(2)} ms  max ${r.max.toFixed(1)} ms`);
    }
    for (const [name, , filter] of cases.slice(0, 3)) {
      out.push(`  plans, ${name}:`, ...(await plans(database, companyId, filter)));
    }

    const drift = await timed(() => t.app.inject({ url: '/api/warehouse/drift', headers }), 2);
    const answer = JSON.parse(drift.first.body) as { data: { checked: number; differences: unknown[] } };
    out.push(`GET /api/warehouse/drift over the whole ledger: ${answer.data.checked} keys checked, ${answer.data.differences.length} differences, ${drift.p50.toFixed(0)} ms`);

    const locations = rowsOf<{ id: number }>(await db.execute(sql`select id from storage_locations where warehouse_id = ${wh.id} order by id`)).map((r) => r.id);
    const products = rowsOf<{ id: number }>(await db.execute(sql`select id from products where company_id = ${companyId} and code like 'BP%' order by id`)).map((r) => r.id);
    out.push(`Inbound of ${INBOUND_LINES} lines through inject (each request answers the document with its lines), ${INBOUND_RUNS} runs:`);
    const runs = [];
    for (let run = 1; run <= INBOUND_RUNS; run++) runs.push(await inbound(t, headers, run, { warehouseId: wh.id, locations, products, consignorId: consignor.id }));
    for (const [label, key] of [
      ['create (POST /documents)', 'create'],
      ['confirm', 'confirm'],
      ['receive, every line (goal ≤ 1 s)', 'receive'],
      ['put_away, every line', 'putAway'],
    ] as const) {
      const ms = runs.map((r) => r[key]);
      out.push(`  ${label.padEnd(34)} ${ms.map((m) => `${m.toFixed(0)} ms`).join(' / ')}  (median ${[...ms].sort((a, b) => a - b)[Math.floor(ms.length / 2)].toFixed(0)} ms)`);
    }
    out.push(`  put-away targets suggested at receive for the ${INBOUND_LINES / 2} carton lines without one: ${runs.map((r) => r.suggested).join(' / ')}`);
    const after = await timed(() => t.app.inject({ url: '/api/warehouse/drift', headers }), 0);
    out.push(`  drift after the inbounds: ${(JSON.parse(after.first.body) as { data: { differences: unknown[] } }).data.differences.length} differences`);
  } finally {
    await t.close();
    await database.close();
  }
  return out;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const line of await runWarehouseBench()) console.log(line);
  // a closed server or database can leave a handle (PGlite's worker, a socket) that keeps node running
  process.exit(0);
}
