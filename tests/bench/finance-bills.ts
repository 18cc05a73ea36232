/**
 * Bill generation at scale (issue 21, goal ≤ 30 s): 1 000 consignors over 1 000 000 fee rows of one month — 500 000
 * posted order fees (on the demo orders) and 500 000 estimated fee lines — bulk-seeded with generate_series, then
 * POST /api/finance/bills/generate for the whole month and every consignor (set-based SQL), and once more (the
 * regeneration: nothing new, the drafts refreshed). Run alone with `npx tsx tests/bench/finance-bills.ts`
 * (BENCH_FB_ROWS, BENCH_FB_CONSIGNORS, BENCH_FB_READS: the list reads timed).
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { periodRange } from '../../src/domain/finance/bills';
import { createSeededDatabase, createTestApp } from '../../server/src/test-helpers';

const ROWS = Number(process.env.BENCH_FB_ROWS ?? 1_000_000);
const CONSIGNORS = Number(process.env.BENCH_FB_CONSIGNORS ?? 1_000);
const READS = Number(process.env.BENCH_FB_READS ?? 20);
const PERIOD = '2025-06';
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const loadavg = () => os.loadavg().map((l) => l.toFixed(1)).join(' ');
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
/** the q-quantile of `ms` (nearest rank), in whole ms */
const pct = (ms: number[], q: number) => [...ms].sort((a, b) => a - b)[Math.min(ms.length - 1, Math.ceil(q * ms.length) - 1)].toFixed(0);

export async function runFinanceBillsBench(): Promise<string[]> {
  const out: string[] = [];
  const database = await createSeededDatabase();
  const t = await createTestApp({}, database);
  try {
    const session = await t.login('finance');
    const companyId = session.body.data.user.company_id as number;
    const db = database.db;
    const t0 = performance.now();
    const { from } = periodRange('MONTH', PERIOD);
    const consignors = rowsOf<{ id: number }>(
      await db.execute(sql`
        insert into resources (company_id, object_type, name)
        select ${companyId}, 'consignor', '基准商家' || g from generate_series(1, ${CONSIGNORS}::int) g returning id`),
    ).map((r) => r.id);
    const ids = `{${consignors.join(',')}}`;
    const orderIds = `{${rowsOf<{ id: number }>(await db.execute(sql`select id from orders where company_id = ${companyId} order by id limit 200`))
      .map((r) => r.id)
      .join(',')}}`;
    const half = Math.floor(ROWS / 2);
    // the month's seconds spread over the rows
    await db.execute(sql`
      insert into order_fees (company_id, order_id, direction, code, code_name, amount_cents, settle_target_type, settle_target_id, settle_target_name, created_at)
      select ${companyId}, (${orderIds}::int[])[1 + g % cardinality(${orderIds}::int[])], case when g % 10 = 0 then 'OUTLAY' else 'INCOME' end,
        'FEE' || (g % 7), '费用', 100 + g % 5000, 'CONSIGNOR', ((${ids}::int[])[1 + g % ${CONSIGNORS}::int])::text, '', ${from}::timestamptz + (g % 2500000) * interval '1 second'
      from generate_series(1, ${half}::int) g`);
    // one estimated line per (made-up) order, stored as the quote engine stores them: the order's pricing row and its
    // lines (read one a row through the order_estimated_fees view)
    await db.execute(sql`
      insert into order_pricings (order_id, company_id, priced_at, income_cents, income_lines, lines)
      select 10000000 + g, ${companyId}, ${from}::timestamptz + (g % 2500000) * interval '1 second', 100 + g % 9000, 1,
        jsonb_build_array(jsonb_build_object('code', 'DELIVERY', 'name', '配送费', 'direction', 'INCOME', 'party_type', 'CONSIGNOR', 'party_id', (${ids}::int[])[1 + g % ${CONSIGNORS}::int],
          'party_name', '', 'amount_cents', 100 + g % 9000, 'card_id', 1, 'version_id', 1, 'version_no', 1, 'explanation', '{}'::jsonb))
      from generate_series(1, ${ROWS - half}::int) g`);
    await db.execute(sql`analyze`);
    out.push(`${CONSIGNORS} consignors, ${half} order fees + ${ROWS - half} estimates seeded in ${s(performance.now() - t0)} (${database.kind})`);

    const generate = async () => {
      const started = performance.now();
      const cpu = process.cpuUsage();
      const res = await t.app.inject({ method: 'POST', url: '/api/finance/bills/generate', headers: session.headers, payload: { party_type: 'consignor', period_kind: 'MONTH', period: PERIOD } });
      if (res.statusCode !== 200) throw new Error(`generate: ${res.statusCode} ${res.body}`);
      const used = process.cpuUsage(cpu);
      return { ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000, ...(res.json().data as { bills: number; lines: number }) };
    };
    const first = await generate();
    out.push(`generate the month: ${first.bills} bills, ${first.lines} lines in ${s(first.ms)} (CPU ${s(first.cpuMs)}, load ${loadavg()}; goal ≤ 30 s)`);
    const again = await generate();
    out.push(`generate again (idempotent): ${again.bills} bills, ${again.lines} lines in ${s(again.ms)} (CPU ${s(again.cpuMs)}, load ${loadavg()})`);
    // a period draft's lines are read from the fee rows until it is confirmed: its journal's first page, then confirming it (writes them out)
    const timed = async (method: 'GET' | 'POST', url: string) => {
      const started = performance.now();
      const res = await t.app.inject({ method, url, headers: session.headers, ...(method === 'POST' ? { payload: {} } : {}) });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      return { ms: performance.now() - started, data: res.json().data };
    };
    const [draft] = (await timed('GET', `/api/finance/bills?party_type=consignor&period=${PERIOD}&status=DRAFT&per_page=1`)).data.list as { id: number; line_count: number }[];
    const page = await timed('GET', `/api/finance/bills/${draft.id}/lines?per_page=20`);
    // the list's first page: each draft's totals read from its fee rows, like its journal (one grouped query for the
    // page, the page's parties found through the party indexes of migration 0058), READS times
    const listMs: number[] = [];
    const listCpu = process.cpuUsage();
    for (let i = 0; i < READS; i++) listMs.push((await timed('GET', `/api/finance/bills?party_type=consignor&period=${PERIOD}&per_page=20`)).ms);
    const listUsed = process.cpuUsage(listCpu);
    const confirmed = await timed('POST', `/api/finance/bills/${draft.id}/confirm`);
    out.push(
      `the bills list's first page (20 drafts, totals read from their fee rows), n=${READS}: p50 ${pct(listMs, 0.5)} ms, p95 ${pct(listMs, 0.95)} ms, max ${pct(listMs, 1)} ms (CPU ${((listUsed.user + listUsed.system) / 1000 / READS).toFixed(0)} ms a read, load ${loadavg()}; goal p95 ≤ 200 ms)`,
      `a draft of ${draft.line_count} lines: its journal's first page ${page.ms.toFixed(0)} ms (${page.data.total} lines); confirming it (its lines written out) ${confirmed.ms.toFixed(0)} ms, ${confirmed.data.line_count} lines (load ${loadavg()})`,
    );
  } finally {
    await t.close();
    await database.close();
  }
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const line of await runFinanceBillsBench()) console.log(line);
}
