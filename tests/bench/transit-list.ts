/**
 * The load list at scale (issue 18): 100 000 loads of one company (every type and status, over 200 days), three
 * orders on each, the manifest of the departed ones and their load scans, set based; then GET /api/transit/loads
 * through inject — the default page, a status, a date range, a from-site and a deep page — p50 / p95 over the runs
 * (goal p95 ≤ 50 ms). The page's figures are computed for the page in a fixed number of queries.
 * Run alone with `npx tsx tests/bench/transit-list.ts` (BENCH_TL_LOADS, BENCH_TL_ITERATIONS to change it).
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { createSeededDatabase, createTestApp } from '../../server/src/test-helpers';

const LOADS = Number(process.env.BENCH_TL_LOADS ?? 100_000);
const ITERATIONS = Number(process.env.BENCH_TL_ITERATIONS ?? 100);
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

export async function runTransitListBench(): Promise<string[]> {
  const out: string[] = [];
  const database = await createSeededDatabase();
  const t = await createTestApp({}, database);
  try {
    const session = await t.login('servicer');
    const companyId = session.body.data.user.company_id as number;
    const db = database.db;
    const t0 = performance.now();
    const [wh] = rowsOf<{ id: number }>(await db.execute(sql`select id from warehouses where company_id = ${companyId} order by id limit 1`));
    const [st] = rowsOf<{ id: number }>(await db.execute(sql`select id from stations where company_id = ${companyId} order by id limit 1`));
    const orderIds = rowsOf<{ id: number }>(await db.execute(sql`select id from orders where company_id = ${companyId} and jsonb_array_length(products) > 0 order by id limit 300`)).map((o) => o.id);
    const statuses = ['planned', 'loading', 'departed', 'arrived', 'closed', 'cancelled'];
    for (let from = 1; from <= LOADS; from += 50_000) {
      const to = Math.min(LOADS, from + 49_999);
      await db.execute(sql`
        insert into transit_loads (company_id, load_no, type, status, from_site_type, from_site_id, to_site_type, to_site_id, vehicle_type,
          capacity_weight_g, capacity_volume_cm3, fee_cents, planned_departure_at, departed_at, created_at, updated_at, created_by_name)
        select ${companyId}, 'BL' || lpad(g::text, 10, '0'), (array['drayage','line_haul','handover'])[1 + g % 3],
          (${sql.raw(`array[${statuses.map((s) => `'${s}'`).join(',')}]`)})[1 + g % 6], 'warehouse', ${wh.id}::int, 'station', ${st.id}::int, 'V96',
          15000000, 60000000, 100000 + g % 50 * 1000,
          now() - (${LOADS}::int - g) * interval '3 minutes' + interval '6 hours',
          case when g % 6 in (2, 3, 4) then now() - (${LOADS}::int - g) * interval '3 minutes' end,
          now() - (${LOADS}::int - g) * interval '3 minutes', now(), '基准'
        from generate_series(${from}::int, ${to}::int) g`);
    }
    const ids = sql.raw(`array[${orderIds.join(',')}]`);
    await db.execute(sql`
      insert into transit_load_orders (company_id, load_id, order_id, planned)
      select ${companyId}, l.id, (${ids})[1 + ((l.id * 3 + k) % ${orderIds.length}::int)], true
      from transit_loads l, generate_series(0, 2) k where l.company_id = ${companyId} and l.load_no like 'BL%'`);
    await db.execute(sql`
      insert into transit_load_cartons (company_id, load_id, package_no, order_id, weight_g, volume_cm3)
      select lo.company_id, lo.load_id, o.order_no || '-001', lo.order_id, 40000, 500000
      from transit_load_orders lo join transit_loads l on l.id = lo.load_id join orders o on o.id = lo.order_id
      where l.company_id = ${companyId} and l.load_no like 'BL%' and l.status in ('departed', 'arrived', 'closed')`);
    await db.execute(sql`
      insert into transit_load_scans (company_id, load_id, scan_id, phase, round, code, package_no, order_id, result, accepted, actor_name, occurred_at)
      select company_id, load_id, 'bl-' || id, 'load', 1, package_no, package_no, order_id, 'ok', true, '基准', now()
      from transit_load_cartons where company_id = ${companyId}`);
    await db.execute(sql`analyze`);
    out.push(`${LOADS} loads, ${LOADS * 3} load orders, manifests and scans of the departed half seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s (${database.kind})`);

    if (process.env.BENCH_TL_PROFILE) {
      const { summarize } = await import('../../server/src/repositories/transit/loads-read');
      const { transitLoads } = await import('../../server/src/db/schema');
      const { desc, eq } = await import('drizzle-orm');
      for (let i = 0; i < 3; i++) {
        let s = performance.now();
        await db.execute(sql`select count(*) from transit_loads where company_id = ${companyId}`);
        const c = performance.now() - s;
        s = performance.now();
        const rows = await db.select().from(transitLoads).where(eq(transitLoads.companyId, companyId)).orderBy(desc(transitLoads.createdAt), desc(transitLoads.id)).limit(20);
        const r = performance.now() - s;
        s = performance.now();
        await summarize(db, companyId, rows);
        out.push(`profile: count ${c.toFixed(1)} ms, rows ${r.toFixed(1)} ms, summarize ${(performance.now() - s).toFixed(1)} ms`);
      }
      const ex = await db.execute(sql`explain analyze select count(*) from transit_loads where company_id = ${companyId}`);
      out.push(...rowsOf<Record<string, string>>(ex).map((x) => Object.values(x)[0]));
    }
    const day = (offsetDays: number) => new Date(Date.now() + 8 * 3600_000 - offsetDays * 86_400_000).toISOString().slice(0, 10);
    const cases: [string, string][] = [
      ['default page (20, newest first)', '/api/transit/loads'],
      ['status=departed', '/api/transit/loads?status=departed'],
      ['a week of planned departures', `/api/transit/loads?date_from=${day(37)}&date_to=${day(30)}`],
      ['from_site + type', `/api/transit/loads?from_site=warehouse:${wh.id}&type=line_haul`],
      ['page 200', '/api/transit/loads?page=200'],
    ];
    for (const [name, url] of cases) {
      const first = await t.app.inject({ method: 'GET', url, headers: session.headers });
      if (first.statusCode !== 200) throw new Error(`${url}: ${first.statusCode} ${first.body.slice(0, 200)}`);
      const times: number[] = [];
      for (let i = 0; i < ITERATIONS; i++) {
        const s = performance.now();
        await t.app.inject({ method: 'GET', url, headers: session.headers });
        times.push(performance.now() - s);
      }
      times.sort((a, b) => a - b);
      const body = first.json().data as { total: number; list: unknown[] };
      out.push(`GET ${name.padEnd(34)} total ${String(body.total).padStart(6)}, ${body.list.length} rows: p50 ${quantile(times, 0.5).toFixed(1)} ms, p95 ${quantile(times, 0.95).toFixed(1)} ms (goal p95 ≤ 50 ms)`);
    }
  } finally {
    await t.close();
  }
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const line of await runTransitListBench()) console.log(line);
  // a closed server or database can leave a handle (PGlite's worker, a socket) that keeps node running
  process.exit(0);
}
