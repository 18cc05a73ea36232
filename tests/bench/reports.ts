/**
 * The report center at 1 000 000 orders (issue 21 'Performance'): bulk-seeds the demo servicer with one INSERT … SELECT
 * generate_series per 100 000 orders spread over a year — stores and consignors, fee rows on every 10th order,
 * estimates on every 4th, a feedback event on every 5th — and 500 consignor receivables of 12 bills and 6 payments
 * each in the ledger, then times each report's first page (the last 31 China days) through inject: p50 / p95.
 * Run alone with `npx tsx tests/bench/reports.ts` (BENCH_ORDERS to change the count).
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { createSeededDatabase, createTestApp } from '../../server/src/test-helpers';

const COUNT = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 30);
const CONSIGNORS = 500;
const STORES = 200;

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const chinaDay = (offset: number) => new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);

export async function runReportsBench(): Promise<string[]> {
  const out: string[] = [];
  const database = await createSeededDatabase();
  const t = await createTestApp({}, database);
  try {
    const session = await t.login('servicer');
    const companyId = session.body.data.user.company_id;
    const db = database.db;
    const t0 = performance.now();
    await db.execute(sql`insert into resources (company_id, object_type, name) select ${companyId}, 'consignor', '报表商家' || g from generate_series(1, ${CONSIGNORS}) g`);
    await db.execute(sql`insert into resources (company_id, object_type, name) select ${companyId}, 'store', '报表店铺' || g from generate_series(1, ${STORES}) g`);
    const ids = async (type: string) =>
      ((await db.execute(sql`select array_agg(id order by id) as ids from resources where company_id = ${companyId} and object_type = ${type} and name like '报表%'`)) as unknown as { rows: { ids: number[] }[] }).rows[0].ids;
    const consignors = await ids('consignor');
    const stores = await ids('store');
    const cArr = sql.raw(`ARRAY[${consignors.join(',')}]::int[]`);
    const sArr = sql.raw(`ARRAY[${stores.join(',')}]::int[]`);
    for (let from = 1; from <= COUNT; from += 100_000) {
      const to = Math.min(COUNT, from + 99_999);
      await db.execute(sql`
        insert into orders (company_id, order_no, app_code, status, consignor_resource_id, store_resource_id, end_contact, end_tel, products, package, created_at, updated_at, status_changed_at)
        select ${companyId}, '5' || lpad(g::text, 12, '0'), 'BANG',
          (array['DRAFT','PENDING_REVIEW','TO_RECEIVE','RECEIVED','IN_WAREHOUSE','OUT_WAREHOUSE','IN_TRANSIT','TO_ASSIGN','TO_APPOINT','TO_SIGN','TO_REVISIT','ARCHIVED','ARCHIVED','ARCHIVED'])[1 + g % 14],
          (${cArr})[1 + g % ${CONSIGNORS}], (${sArr})[1 + g % ${STORES}], '客户' || g, '139' || lpad((g::bigint * 7919 % 100000000)::text, 8, '0'), '[]'::jsonb, 1,
          now() - (g::bigint * 31536000 / ${COUNT}) * interval '1 second', now(), now()
        from generate_series(${from}::int, ${to}::int) g`);
      const range = sql`from orders o where o.company_id = ${companyId} and o.order_no >= ${'5' + String(from).padStart(12, '0')} and o.order_no <= ${'5' + String(to).padStart(12, '0')}`;
      await db.execute(sql`insert into order_fees (company_id, order_id, direction, code, amount_cents) select ${companyId}, o.id, case when o.id % 2 = 0 then 'INCOME' else 'OUTLAY' end, 'X', 100 + o.id % 5000 ${range} and o.id % 10 = 0`);
      await db.execute(sql`
        insert into order_pricings (order_id, company_id, priced_at, income_cents, income_lines, lines)
        select o.id, ${companyId}, o.created_at, 1000 + o.id % 3000, 1,
          jsonb_build_array(jsonb_build_object('code', 'BASIC', 'name', '基础费', 'direction', 'INCOME', 'party_type', 'CONSIGNOR', 'party_id', null, 'party_name', '',
            'amount_cents', 1000 + o.id % 3000, 'card_id', 1, 'version_id', 1, 'version_no', 1, 'explanation', '{}'::jsonb))
        ${range} and o.id % 4 = 0`);
      await db.execute(sql`
        insert into order_events (company_id, order_id, action, from_status, to_status, occurred_at, data)
        select ${companyId}, o.id, 'feedback', 'TO_REVISIT', 'ARCHIVED', o.created_at + interval '2 days', jsonb_build_object('result', (array['SATISFIED','SATISFIED','NEUTRAL','UNSATISFIED'])[1 + o.id % 4]) ${range} and o.id % 5 = 0`);
    }
    // receivables: per consignor 12 monthly bills (Dr receivable / Cr income) and 6 payments (Dr bank / Cr receivable)
    await db.execute(sql`insert into finance_accounts (company_id, kind, party_type, party_id, name) select ${companyId}, 'CONSIGNOR_RECEIVABLE', 'consignor', c, '应收' from unnest(${cArr}) c`);
    await db.execute(sql`insert into finance_accounts (company_id, kind, name, code) values (${companyId}, 'INCOME', '收入', 'bench'), (${companyId}, 'BANK', '银行', 'bench')`);
    await db.execute(sql`
      insert into journal_entries (company_id, entry_no, period, kind, memo, posted_at)
      select ${companyId}, 'BENCH' || a.id || '-' || m, to_char(now() - m * interval '30 days', 'YYYY-MM'), 'ADJUSTMENT', case when m % 2 = 0 and m > 0 then 'pay' else 'bill' end, now() - m * interval '30 days'
      from finance_accounts a cross join generate_series(0, 17) m where a.company_id = ${companyId} and a.kind = 'CONSIGNOR_RECEIVABLE'`);
    await db.execute(sql`
      insert into journal_lines (company_id, entry_id, line_no, account_id, amount_cents)
      select ${companyId}, e.id, l.n, case when l.n = 1 then a.id else (select id from finance_accounts where company_id = ${companyId} and code = 'bench' and kind = case when e.memo = 'bill' then 'INCOME' else 'BANK' end) end,
        case when e.memo = 'bill' then 1 else -1 end * case when l.n = 1 then 1 else -1 end * (10000 + a.id % 900)
      from journal_entries e join finance_accounts a on e.entry_no like 'BENCH' || a.id || '-%' and a.company_id = ${companyId} and a.kind = 'CONSIGNOR_RECEIVABLE'
      cross join (values (1), (2)) l(n) where e.company_id = ${companyId} and e.entry_no like 'BENCH%'`);
    await db.execute(sql`
      insert into account_balances (account_id, company_id, balance_cents)
      select account_id, ${companyId}, sum(amount_cents) from journal_lines where company_id = ${companyId} group by account_id
      on conflict (account_id) do update set balance_cents = excluded.balance_cents`);
    await db.execute(sql`vacuum analyze`);
    out.push(`Reports: ${COUNT} orders, ${COUNT / 10} fee rows, ${COUNT / 4} estimates, ${COUNT / 5} feedback events, ${CONSIGNORS} receivables × 18 entries seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s (${database.kind})`);

    const range = `date_from=${chinaDay(-30)}&date_to=${chinaDay(0)}`;
    const week = `date_from=${chinaDay(-6)}&date_to=${chinaDay(0)}`;
    const cases: [string, string][] = [
      ['receivables (all consignors, aged)', '/api/report/receivables'],
      ['shop cost by store, 7 days (the first page)', `/api/report/shop-cost?${week}&by=store`],
      ['feedback, 7 days (the first page)', `/api/report/feedback?${week}`],
      ['order daily, 7 days (the first page)', `/api/report/order-daily?${week}`],
      ['shop cost by store, 31 days', `/api/report/shop-cost?${range}&by=store`],
      ['shop cost by consignor, one consignor, 31 days', `/api/report/shop-cost?${range}&by=consignor&consignor_id=${consignors[0]}`],
      ['feedback, 31 days', `/api/report/feedback?${range}`],
      ['order daily, 31 days', `/api/report/order-daily?${range}`],
    ];
    for (const [name, url] of cases) {
      const first = await t.app.inject({ url, headers: session.headers });
      if (first.statusCode !== 200) throw new Error(`${url}: ${first.body}`);
      const times: number[] = [];
      const cpu = process.cpuUsage();
      for (let i = 0; i < ITERATIONS; i++) {
        const s = performance.now();
        await t.app.inject({ url, headers: session.headers });
        times.push(performance.now() - s);
      }
      const used = process.cpuUsage(cpu);
      times.sort((a, b) => a - b);
      out.push(
        `  GET ${name.padEnd(48)} n=${ITERATIONS}  p50 ${quantile(times, 0.5).toFixed(2)} ms  p95 ${quantile(times, 0.95).toFixed(2)} ms  CPU ${((used.user + used.system) / 1000 / ITERATIONS).toFixed(1)} ms/request  load ${os.loadavg()[0].toFixed(1)}  (goal ≤ 200 ms)`,
      );
    }
    if (process.env.BENCH_EXPLAIN) {
      const from = new Date(`${chinaDay(-30)}T00:00:00+08:00`);
      const plan = async (label: string, q: ReturnType<typeof sql>) => {
        const r = (await db.execute(sql`explain analyze ${q}`)) as unknown as { rows: Record<string, string>[] };
        out.push(`  plan: ${label}`, ...r.rows.map((x) => `    ${Object.values(x)[0]}`));
      };
      await plan('receivable accounts', sql`select a.id, a.party_id, coalesce(r.name, '') as name, b.balance_cents from finance_accounts a join account_balances b on b.account_id = a.id left join resources r on r.id = a.party_id where a.company_id = ${companyId} and a.kind = 'CONSIGNOR_RECEIVABLE' and a.party_id is not null and b.balance_cents <> 0`);
      await plan('receivable debits', sql`select l.account_id, l.amount_cents, e.posted_at from journal_lines l join journal_entries e on e.id = l.entry_id where l.account_id in (select id from finance_accounts where company_id = ${companyId} and kind = 'CONSIGNOR_RECEIVABLE') and l.amount_cents > 0 and e.phase in ('SINGLE', 'POST') order by l.account_id, l.entry_id desc`);
      await plan('order daily', sql`select to_char(created_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD') as day, status, count(*)::int from orders where company_id = ${companyId} and created_at >= ${from} and created_at < now() and deleted_at is null group by 1, 2`);
      await plan('shop cost orders', sql`select count(*) from orders o left join order_fees f on f.order_id = o.id where o.company_id = ${companyId} and o.created_at >= ${from} and o.created_at < now() and o.deleted_at is null`);
    }
  } finally {
    await t.close();
    await database.close();
  }
  return out;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const line of await runReportsBench()) console.log(line);
}
