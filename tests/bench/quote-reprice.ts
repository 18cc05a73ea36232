/**
 * Re-pricing at scale (issue 20, goal ≤ 10 s for 100 000 orders on the embedded database): the servicer's realistic
 * cards (tests/bench/quote-engine.ts: a default consignor card of 31 provinces and 300 districts with tiers and
 * categories, ratio and extra cards, delivery cards), 100 000 orders of its consignors to those areas, then
 * POST /api/quote/reprice/preview for all of them and /apply of that preview through inject: the first pricing of
 * every order (every line written), a re-pricing after a price rise from 30 days ago (only the orders of those 30 days
 * are reached — server/src/repositories/quote/reprice-reach.ts — priced and written), and one with nothing changed
 * (none reached). Run alone with `npx tsx tests/bench/quote-reprice.ts` (BENCH_QR_ORDERS).
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { quoteCards, quoteCardVersions } from '../../server/src/db/schema';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seededStore } from '../../server/src/faults/seeded-store';
import { EmbeddedUpkeep } from '../../server/src/db/upkeep';
import { lastApply } from '../../server/src/repositories/quote/order-reprice';
import { pricingWorkerStarted } from '../../server/src/repositories/quote/pricing-pool';
import { takeKept } from '../../server/src/repositories/quote/reprice-kept';
import { createSeededDatabase, createTestApp } from '../../server/src/test-helpers';
import { realisticCards } from './quote-engine';

const ORDERS = Number(process.env.BENCH_QR_ORDERS ?? 100_000);
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
/** this process's CPU time since `from` (the embedded database runs in it): the figure a shared, loaded machine does not inflate */
const cpu = (from: NodeJS.CpuUsage) => {
  const u = process.cpuUsage(from);
  return s((u.user + u.system) / 1000);
};

export async function runQuoteRepriceBench(): Promise<string[]> {
  const out: string[] = [];
  // the embedded database as the product runs it: PGlite over a data directory on disk (DATA_DIR/pgdata). In memory
  // (BENCH_QR_STORE=memory) the file system of the WebAssembly build grows a table's file by copying it whole each time
  // it outgrows its buffer (1/8 more each time): at 100 000 orders that copying was a third of the time
  const memory = process.env.BENCH_QR_STORE === 'memory';
  const dir = memory ? '' : mkdtempSync(path.join(tmpdir(), 'lading-qr-'));
  const database = memory ? await createSeededDatabase() : await (await seededStore(dir)).open();
  const t = await createTestApp({}, database);
  try {
    const session = await t.login('servicer');
    const companyId = session.body.data.user.company_id as number;
    const db = database.db;
    const t0 = performance.now();
    const consignors = rowsOf<{ id: number }>(await db.execute(sql`select id from resources where company_id = ${companyId} and object_type = 'consignor' order by id limit 20`)).map((r) => r.id);
    const [delivery] = rowsOf<{ id: number }>(await db.execute(sql`select id from resources where company_id = ${companyId} and object_sub_type = 'T_PZ' order by id limit 1`));
    const [product] = rowsOf<{ id: number; code: string; name: string }>(
      await db.execute(sql`insert into products (company_id, code, name, package, weight_g, volume_cm3) values (${companyId}, 'QRB001', '基准沙发', 2, 90000, 1200000) returning id, code, name`),
    );
    // the realistic cards as this company's, in place of the demo's: the defaults of each kind (the bench's own-party
    // cards name made-up parties)
    await db.execute(sql`delete from quote_card_versions where company_id = ${companyId}`);
    await db.execute(sql`delete from quote_template_consignors where company_id = ${companyId}`);
    await db.execute(sql`delete from quote_cards where company_id = ${companyId}`);
    let rows = 0;
    for (const card of realisticCards().filter((c) => c.party_id === null)) {
      const [c] = await db.insert(quoteCards).values({ companyId, kind: card.kind, name: card.name, partyType: card.party_type, partyId: null }).returning({ id: quoteCards.id });
      for (const v of card.versions) {
        rows += v.rows.length;
        await db.insert(quoteCardVersions).values({ companyId, cardId: c.id, versionNo: v.version_no, effectiveFrom: v.effective_from, effectiveTo: v.effective_to, state: 'PUBLISHED', rows: v.rows, rowCount: v.rows.length, publishedAt: new Date() });
      }
    }
    // orders to the bench cards' areas (province p, city 1–5, district 1–12 as in quote-engine.ts)
    await db.execute(sql`
      insert into orders (company_id, order_no, app_code, status, consignor_resource_id, delivery_resource_id, end_province_code, end_city_code, end_district_code, end_address, products, package, services_pkg_code, created_at, status_changed_at)
      select ${companyId}, '27' || lpad(g::text, 10, '0'), 'BANG', 'TO_RECEIVE',
        (${`{${consignors.join(',')}}`}::int[])[1 + g % ${consignors.length}::int], ${delivery.id},
        (11 + g % 31)::text || '0000', (11 + g % 31)::text || lpad((1 + g % 5)::text, 2, '0') || '00', (11 + g % 31)::text || lpad((1 + g % 5)::text, 2, '0') || lpad((1 + g % 12)::text, 2, '0'),
        case when g % 4 = 0 then '某某镇某某村8号' else '某某路100号' end,
        jsonb_build_array(jsonb_build_object('product_id', ${product.id}::int, 'code', ${product.code}::text, 'name', ${product.name}::text, 'quantity', 1 + g % 4, 'package', 2, 'category_path', case when g % 2 = 0 then '家具/沙发' else '家电/冰箱' end)),
        2 * (1 + g % 4), case when g % 2 = 0 then 'DELIVERY' else 'DELIVERY_INSTALL' end,
        now() - (g % 200) * interval '1 day', now()
      from generate_series(1, ${ORDERS}::int) g`);
    await db.execute(sql`analyze`);
    out.push(`${ORDERS} orders and ${rows} card rows seeded in ${s(performance.now() - t0)} (${database.kind}${memory ? ', in memory' : ', data directory on disk'})`);

    // the server starts its pricing worker at boot (server.ts): ready before the first re-pricing, as here
    const w0 = performance.now();
    const started = await pricingWorkerStarted();
    out.push(`pricing worker ${started ? 'ready' : 'NOT available'} in ${s(performance.now() - w0)}`);
    const headers = session.headers;
    // the server's upkeep of the embedded database (server.ts starts it; its turns are run here after each apply)
    const upkeep = new EmbeddedUpkeep(db);
    while (await upkeep.step());
    const from = new Date(Date.now() - 400 * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
    let stats = { upd: 0, hot: 0 };
    /**
     * preview every order, then apply that preview: the figures of both (`forget`: the preview's pricing dropped before
     * the apply, as when the apply reaches another server process — every order priced again)
     */
    const reprice = async (label: string, forget = false) => {
      const p0 = performance.now();
      const c0 = process.cpuUsage();
      const preview = await t.app.inject({ method: 'POST', url: '/api/quote/reprice/preview', headers, payload: { date_from: from } });
      const previewMs = performance.now() - p0;
      const previewCpu = cpu(c0);
      if (preview.statusCode !== 200) throw new Error(`preview: ${preview.statusCode} ${preview.body.slice(0, 200)}`);
      const p = preview.json().data as { preview_id: string; orders: number; changed: number; delta: { INCOME: number; OUTLAY: number } };
      out.push(`${label}: preview of ${p.orders} orders ${s(previewMs)} (CPU ${previewCpu}; ${p.changed} changed, income ${(p.delta.INCOME / 100).toFixed(2)} 元, outlay ${(p.delta.OUTLAY / 100).toFixed(2)} 元)`);
      if (forget) takeKept(p.preview_id, companyId);
      const [{ n: before }] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from order_estimated_fees where company_id = ${companyId}`));
      const a0 = performance.now();
      const c1 = process.cpuUsage();
      const applied = await t.app.inject({ method: 'POST', url: '/api/quote/reprice/apply', headers: { ...headers, 'idempotency-key': `bench-${p.preview_id}` }, payload: { preview_id: p.preview_id } });
      const applyMs = performance.now() - a0;
      const applyCpu = cpu(c1);
      if (applied.statusCode !== 200) throw new Error(`apply: ${applied.statusCode} ${applied.body.slice(0, 200)}`);
      const a = applied.json().data as { orders: number; written: number };
      const [{ n, lines }] = rowsOf<{ n: number; lines: number }>(
        await db.execute(sql`select count(*)::int as n, count(*) filter (where priced_at > now() - ${`${Math.ceil(applyMs / 1000) + 1} seconds`}::interval)::int as lines from order_estimated_fees where company_id = ${companyId}`),
      );
      // order_pricings rows updated, and of those rewritten in place (HOT: no index entry; migration 0061), since the last apply
      await db.execute(sql`select pg_stat_force_next_flush()`);
      const [st] = rowsOf<{ upd: number; hot: number }>(await db.execute(sql`select n_tup_upd::int as upd, n_tup_hot_upd::int as hot from pg_stat_user_tables where relname = 'order_pricings'`));
      const updated = `${(st?.upd ?? 0) - stats.upd} rows updated, ${(st?.hot ?? 0) - stats.hot} of them HOT`;
      if (st) stats = st;
      const kept = `${lastApply.kept} as the preview priced them, ${lastApply.priced} priced again`;
      out.push(`${label}: apply of ${a.orders} orders ${s(applyMs)} (CPU ${applyCpu}; ${kept}; ${a.written} orders written, ${lines} lines written, ${updated}; ${before} → ${n} lines stored; goal ≤ 10 s)`);
      // what the server's upkeep of the embedded database does soon after a large apply (db/upkeep.ts; not timed above)
      const steps: string[] = [];
      for (let step = await upkeep.step(); step; step = await upkeep.step()) steps.push(`${step.action} ${step.table} ${step.ms} ms`);
      if (steps.length) out.push(`  then the server's upkeep: ${steps.join(', ')}`);
    };
    // 1. the first pricing of orders never priced (an upgrade, or orders imported around the engine): every line written
    await reprice('first pricing');
    // 2. a price rise of every order: a new version of the default basic card (every price +5 %) from before the first
    //    order's day — every order reached, re-priced and rewritten
    // 3. another from 30 days ago: the orders of those 30 days change (their lines rewritten), the others are compared
    //    and left alone
    const up = (x: unknown) => (typeof x === 'number' ? Math.round(x * 1.05) : x);
    const raise = async (fromDaysAgo: number, versionNo: number) => {
      const [basic] = rowsOf<{ id: number; card_id: number; rows: Record<string, unknown>[] }>(
        await db.execute(sql`select v.id, v.card_id, v.rows from quote_card_versions v join quote_cards c on c.id = v.card_id where c.company_id = ${companyId} and c.kind = 'CONSIGNOR_BASIC' and c.party_id is null order by v.version_no desc limit 1`),
      );
      const since = new Date(Date.now() - fromDaysAgo * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
      const dayBefore = new Date(Date.now() - (fromDaysAgo + 1) * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
      const raised = basic.rows.map((r) => ({ ...r, unit_cents: up(r.unit_cents), first_cents: up(r.first_cents), additional_cents: up(r.additional_cents), flat_cents: up(r.flat_cents) }));
      // the version in force until then ends the day before (a version starting that day or later is replaced)
      await db.execute(sql`update quote_card_versions set effective_to = ${dayBefore}, effective_from = least(effective_from, ${dayBefore}) where id = ${basic.id}`);
      await db.insert(quoteCardVersions).values({ companyId, cardId: basic.card_id, versionNo: versionNo, effectiveFrom: since, effectiveTo: null, state: 'PUBLISHED', rows: raised as never, rowCount: raised.length, publishedAt: new Date() });
    };
    await raise(210, 2);
    await reprice('after a +5 % version from before every order');
    await raise(30, 3);
    await reprice('after a +5 % version from 30 days ago');
    // 4. nothing changed since: every order compared, none written
    await reprice('again, nothing changed');
    // 5. a price rise of every order again, applied where its preview's pricing is not kept (another server process):
    //    every order read and priced again at apply
    await raise(210, 4);
    await reprice('after a +5 % version from before every order, the preview not kept', true);
  } finally {
    await t.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const line of await runQuoteRepriceBench()) console.log(line);
  // the app's timers outlive close(): leave once the figures are out
  process.exit(0);
}
