/**
 * A stowage plan at scale (issue 18): 5 000 orders waiting in one warehouse for four destination stations (station
 * sorting rules by city), each order of 1–4 units of a two-carton product with a weight and a volume, and some
 * income booked; then POST /api/transit/plans/propose through inject for a 9.6 m truck (goal ≤ 2 s), and the
 * confirmation of the proposal into planned loads (one transaction).
 * Run alone with `npx tsx tests/bench/transit-plan.ts` (BENCH_TS_ORDERS, BENCH_TS_RUNS to change it).
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { createSeededDatabase, createTestApp } from '../../server/src/test-helpers';

const ORDERS = Number(process.env.BENCH_TS_ORDERS ?? 5000);
const RUNS = Number(process.env.BENCH_TS_RUNS ?? 5);
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export async function runTransitPlanBench(): Promise<string[]> {
  const out: string[] = [];
  const database = await createSeededDatabase();
  const t = await createTestApp({}, database);
  try {
    const session = await t.login('servicer');
    const companyId = session.body.data.user.company_id as number;
    const headers = session.headers;
    const db = database.db;
    const t0 = performance.now();
    const [wh] = rowsOf<{ id: number }>(await db.execute(sql`insert into warehouses (company_id, code, name) values (${companyId}, 'TSBENCH', '配载基准仓') returning id`));
    const stations = rowsOf<{ id: number }>(await db.execute(sql`select id from stations where company_id = ${companyId} order by id limit 4`));
    const [product] = rowsOf<{ id: number; code: string; name: string }>(
      await db.execute(sql`insert into products (company_id, code, name, package, weight_g, volume_cm3) values (${companyId}, 'TSB001', '基准沙发', 2, 90000, 1200000) returning id, code, name`),
    );
    for (let i = 0; i < stations.length; i++) {
      await db.execute(sql`insert into sorting_rules (company_id, kind, name, priority, condition, target) values (${companyId}, 'station', ${`bench-${i}`}, 1, ${JSON.stringify({ city_code: `97${i}100` })}::jsonb, ${JSON.stringify({ target_station_id: stations[i].id })}::jsonb)`);
    }
    await db.execute(sql`
      insert into orders (company_id, order_no, app_code, status, warehouse_id, end_city_code, products, status_changed_at)
      select ${companyId}, '26' || lpad(g::text, 10, '0'), 'BANG', 'IN_WAREHOUSE', ${wh.id}, '97' || (g % ${stations.length}::int) || '100',
        jsonb_build_array(jsonb_build_object('product_id', ${product.id}::int, 'code', ${product.code}::text, 'name', ${product.name}::text, 'quantity', 1 + g % 4, 'package', 2, 'category_path', '')),
        now() - g * interval '1 second'
      from generate_series(1, ${ORDERS}::int) g`);
    await db.execute(sql`
      insert into order_fees (company_id, order_id, direction, code, amount_cents)
      select ${companyId}, id, 'INCOME', 'FREIGHT', 8000 + (id % 7) * 1000 from orders where company_id = ${companyId} and warehouse_id = ${wh.id} and id % 3 = 0`);
    await db.execute(sql`analyze`);
    out.push(`${ORDERS} waiting orders for ${stations.length} stations seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s (${database.kind})`);

    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const body = { date: today, from_site: `warehouse:${wh.id}`, vehicle_type: 'V96' };
    const times: number[] = [];
    let proposal: { trips: { to_site: { key: string }; order_ids: number[]; rates: { volume: number | null } }[]; waiting_orders: number } | null = null;
    for (let i = 0; i < RUNS; i++) {
      const s = performance.now();
      const res = await t.app.inject({ method: 'POST', url: '/api/transit/plans/propose', headers, payload: body });
      times.push(performance.now() - s);
      if (res.statusCode !== 200) throw new Error(`propose: ${res.statusCode} ${res.body.slice(0, 200)}`);
      proposal = res.json().data;
    }
    times.sort((a, b) => a - b);
    const rates = proposal!.trips.map((x) => x.rates.volume ?? 0);
    out.push(
      `POST /api/transit/plans/propose, ${proposal!.waiting_orders} orders → ${proposal!.trips.length} trips of a 9.6 m truck (volume rate min ${Math.min(...rates)} %, mean ${Math.round(rates.reduce((a, b) => a + b, 0) / rates.length)} %): ` +
        `p50 ${times[Math.floor(times.length / 2)].toFixed(0)} ms, max ${times[times.length - 1].toFixed(0)} ms over ${RUNS} runs (goal ≤ 2 000 ms)`,
    );
    const s = performance.now();
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/transit/plans',
      headers: { ...headers, 'idempotency-key': randomUUID() },
      payload: { ...body, trips: proposal!.trips.map((x) => ({ to_site: x.to_site.key, vehicle_type: 'V96', order_ids: x.order_ids })) },
    });
    if (confirm.statusCode !== 200) throw new Error(`confirm: ${confirm.statusCode} ${confirm.body.slice(0, 200)}`);
    out.push(`POST /api/transit/plans: the proposal confirmed into ${proposal!.trips.length} planned loads of ${proposal!.waiting_orders} orders in one transaction: ${(performance.now() - s).toFixed(0)} ms`);
  } finally {
    await t.close();
  }
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const line of await runTransitPlanBench()) console.log(line);
  // a closed server or database can leave a handle (PGlite's worker, a socket) that keeps node running
  process.exit(0);
}
