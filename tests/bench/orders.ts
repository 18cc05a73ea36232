/**
 * The all-orders list at 1 000 000 orders (issue 5): bulk-inserts them for the demo servicer into a fresh
 * in-memory PGlite with one INSERT … SELECT generate_series, then measures GET /api/order/waybills/list through
 * inject (first page; by end_tel, its last four digits and an order number) and shows each query plan; then
 * imports 10 000 rows through POST /api/order/orders/import in chunks of 200 as the browser does.
 * Run alone with `npx tsx tests/bench/orders.ts` (BENCH_ORDERS to change the count).
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { and, desc, eq, sql } from 'drizzle-orm';
import { orders, products, users } from '../../server/src/db/schema';
import { createSeededDatabase, createTestApp } from '../../server/src/test-helpers';

const COUNT = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 50);
const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const IMPORT_CHUNK = 200;

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

export async function runOrdersBench(): Promise<string[]> {
  const out: string[] = [];
  const database = await createSeededDatabase();
  const t = await createTestApp({}, database);
  try {
    const session = await t.login('servicer');
    const companyId = session.body.data.user.company_id;
    const db = database.db;
    const t0 = performance.now();
    // statuses spread like a pipeline, phones 139xxxxxxxx from the row number, 90 days of creation times;
    // in statements of 100 000 rows (one statement of a million exhausts the embedded database's memory)
    for (let from = 1; from <= COUNT; from += 100_000) {
      const to = Math.min(COUNT, from + 99_999);
      await db.execute(sql`
      insert into orders (company_id, order_no, app_code, status, end_contact, end_tel, end_province, end_province_code,
        end_city, end_city_code, end_district, end_district_code, end_address, products, package, services_pkg_code,
        services_pkg_name, created_at, updated_at, status_changed_at)
      select ${companyId}, '3' || lpad(g::text, 12, '0'), 'BANG',
        (array['DRAFT','PENDING_REVIEW','TO_RECEIVE','RECEIVED','IN_WAREHOUSE','OUT_WAREHOUSE','IN_TRANSIT','TO_ASSIGN','TO_APPOINT','TO_SIGN','TO_REVISIT','ARCHIVED','ARCHIVED','ARCHIVED'])[1 + g % 14],
        '客户' || g, '139' || lpad((g::bigint * 7919 % 100000000)::text, 8, '0'), '上海市', '310000', '上海市', '310100', '黄浦区', '310101',
        '南京东路' || (g % 999) || '号', '[]'::jsonb, 1, 'DELIVERY', '送货',
        now() - (g % 7776000) * interval '1 second', now(), now() - (g % 86400) * interval '1 second'
      from generate_series(${from}::int, ${to}::int) g`);
    }
    await db.execute(sql`analyze orders`);
    out.push(`Orders: ${COUNT} orders of one company inserted (+ indexes, analyze) in ${((performance.now() - t0) / 1000).toFixed(1)} s (${database.kind})`);

    const sample = (await db.select().from(orders).where(and(eq(orders.companyId, companyId), sql`${orders.orderNo} like '3%'`)).orderBy(desc(orders.id)).limit(1))[0];
    const cases: [string, string][] = [
      ['first page, newest first, per_page=20', 'page=1&per_page=20'],
      ['page 50, per_page=20', 'page=50&per_page=20'],
      ['status=TO_SIGN, per_page=20', 'status=TO_SIGN&per_page=20'],
      [`end_tel=${sample.endTel} (full number)`, `end_tel=${sample.endTel}`],
      [`end_tel=${sample.endTel.slice(-4)} (last four digits)`, `end_tel=${sample.endTel.slice(-4)}`],
      [`nos=${sample.orderNo}`, `nos=${sample.orderNo}`],
    ];
    for (const [name, query] of cases) {
      const url = `/api/order/waybills/list?${query}`;
      const first = await t.app.inject({ url, headers: session.headers });
      if (first.statusCode !== 200) throw new Error(`${url}: ${first.body}`);
      const times: number[] = [];
      for (let i = 0; i < ITERATIONS; i++) {
        const s = performance.now();
        await t.app.inject({ url, headers: session.headers });
        times.push(performance.now() - s);
      }
      times.sort((a, b) => a - b);
      out.push(`  GET waybills/list ${name.padEnd(44)} total ${String(first.json().data.total).padStart(8)}  n=${ITERATIONS}  p50 ${quantile(times, 0.5).toFixed(2)} ms  p95 ${quantile(times, 0.95).toFixed(2)} ms`);
    }

    const explain = async (label: string, query: { toSQL(): unknown } & object) => {
      const plan = await db.execute(sql`explain ${query}`);
      out.push(`  plan: ${label}`, ...(plan as unknown as { rows: Record<string, string>[] }).rows.map((r) => `    ${Object.values(r)[0]}`));
    };
    const scoped = and(eq(orders.companyId, companyId), sql`${orders.deletedAt} is null`);
    await explain('first page', db.select({ id: orders.id }).from(orders).where(scoped).orderBy(desc(orders.createdAt), desc(orders.id)).limit(20));
    await explain('by end_tel', db.select({ id: orders.id }).from(orders).where(and(scoped, eq(orders.endTel, sample.endTel))).limit(20));
    await explain('by order number', db.select({ id: orders.id }).from(orders).where(and(scoped, eq(orders.orderNo, sample.orderNo))).limit(20));

    // import: 10 000 rows in chunks as the import screen sends them
    const product = (await db.select().from(products).where(eq(products.companyId, companyId)).limit(1))[0];
    const row = (i: number) => ({
      variant: 'waybill',
      consignor_resource_id: undefined as number | undefined,
      end_contact: `导入客户${i}`,
      end_tel: `137${String(i).padStart(8, '0')}`,
      end_province_code: '310000',
      end_city_code: '310100',
      end_district_code: '310101',
      end_address: `南京东路${i}号`,
      products: [{ product_id: product.id, quantity: 1 }],
      services_pkg_code: 'DELIVERY',
      row_key: `bench-${i}`,
    });
    const consignor = (await db.select().from(users).where(eq(users.username, 'consignor')))[0].resourceId!;
    const t1 = performance.now();
    let created = 0;
    for (let start = 0; start < IMPORT_ROWS; start += IMPORT_CHUNK) {
      const rows = Array.from({ length: Math.min(IMPORT_CHUNK, IMPORT_ROWS - start) }, (_, k) => ({ ...row(start + k), consignor_resource_id: consignor }));
      const res = await t.app.inject({ method: 'POST', url: '/api/order/orders/import', headers: session.headers, payload: { rows } });
      if (res.statusCode !== 200) throw new Error(res.body);
      created += res.json().data.created as number;
    }
    const importS = (performance.now() - t1) / 1000;
    out.push(`  import ${IMPORT_ROWS} rows (chunks of ${IMPORT_CHUNK}, server side): ${importS.toFixed(1)} s, ${created} created, ${(IMPORT_ROWS / importS).toFixed(0)} rows/s (target: whole import < 30 s)`);
  } finally {
    await t.close();
    await database.close();
  }
  return out;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const line of await runOrdersBench()) console.log(line);
  // a closed server or database can leave a handle (PGlite's worker, a socket) that keeps node running
  process.exit(0);
}
