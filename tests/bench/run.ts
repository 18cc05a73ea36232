/** `npm run bench`: prints the performance figures README's performance section records. */
import { cpus, totalmem } from 'node:os';
import { measureApi } from './api';
import { measureBundle } from './bundle';
import { runImageBench } from './image/index';
import { runFanoutBench } from './fanout';
import { runTwoProcessFanoutBench } from './fanout-two-process';
import { runImportBench } from './import';
import { runLcpBench } from './lcp';
import { runLoadBench } from './load';
import { runOrdersBench } from './orders';
import { runOutboxBench } from './outbox-local';
import { runQuoteEngineBench } from './quote-engine';
import { runQuoteRepriceBench } from './quote-reprice';
import { runFinanceBillsBench } from './finance-bills';
import { runReplayBench } from './replay';
import { runReportsBench } from './reports';
import { runResourceBench } from './resources';
import { runTableBench } from './table/index';
import { runTransitDockScanBench } from './transit-dock-scan';
import { runTransitListBench } from './transit-list';
import { runTransitPlanBench } from './transit-plan';
import { runWarehouseBench } from './warehouse';
import { runWarehouseScanBench } from './warehouse-scan';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
const ms = (n: number) => `${n.toFixed(2)} ms`;
const section = (title: string) => console.log(`\n${title}`);

console.log(`Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`);

section('Bundle (dist/, gzip -9)');
try {
  const b = measureBundle();
  console.log(`  entry script and its static imports  ${kb(b.entryGzip)} gzip  (target < 170 KB)`);
  console.log(`  critical path: all ${b.critical.files} files index.html loads or modulepreloads (entry, app, sign-in)  ${kb(b.critical.gzip)} gzip  ${kb(b.critical.brotli)} brotli`);
  console.log(`  all JS   ${b.js.files} files  ${kb(b.js.raw)} raw  ${kb(b.js.gzip)} gzip  (largest ${b.js.largestName} ${kb(b.js.largestGzip)})`);
  console.log(`  all CSS  ${b.css.files} files  ${kb(b.css.raw)} raw  ${kb(b.css.gzip)} gzip`);
} catch (e) {
  console.log(`  ${(e as Error).message}`);
}

const api = await measureApi(Number(process.env.BENCH_ITERATIONS ?? 200));
section(`API through inject on the embedded PostgreSQL (migrate + seed demo data ${ms(api.seedMs)})`);
for (const r of api.rows) console.log(`  ${r.name.padEnd(34)} n=${String(r.n).padStart(3)}  p50 ${ms(r.p50).padStart(10)}  p95 ${ms(r.p95).padStart(10)}`);
for (const b of api.bytes) console.log(`  ${b.name.padEnd(34)} ${kb(b.identity)} as JSON, ${kb(b.gzip)} gzip, ${kb(b.br)} brotli (what a browser gets)`);

// each part launches what it needs (Chromium, its own bench page) and reports its own lines
for (const [title, run] of [
  ['Cold and repeat LCP of /login, slow 4G and CPU 4× slower (the real app in headless Chromium through CDP)', runLcpBench],
  ['Resource picker search at 100 000 resources', runResourceBench],
  ['All-orders list at 1 000 000 orders, and a 10 000-row import', runOrdersBench],
  ['Warehouse at 1 000 000 stock moves: the balance page with its plans, the drift check, inbounds of 1 000 lines', runWarehouseBench],
  ['Transit: a stowage plan for 5 000 waiting orders proposed and confirmed into loads', runTransitPlanBench],
  ['Quotes: the pricing engine, 10 000 orders through a servicer\'s realistic cards compiled once', async () => runQuoteEngineBench()],
  ['Quotes: re-pricing 100 000 orders on the embedded database (preview, then apply writing every line)', runQuoteRepriceBench],
  ['Finance: the month\'s bills for 1 000 consignors over 1 000 000 fee rows (set-based generation, then again)', runFinanceBillsBench],
  ['Reports at 1 000 000 orders: each report\'s first page (receivables aged, shop cost, feedback, order daily)', runReportsBench],
  ['Transit: the load list at 100 000 loads (default page, status, date range, site + type, page 200)', runTransitListBench],
  ['Transit: a loading scan confirmed locally on the dock tablet, offline (the real app in headless Chromium)', runTransitDockScanBench],
  ['A 10 000-row order import end to end (the real app in headless Chromium)', runImportBench],
  ['Data table and Excel export (headless Chromium)', runTableBench],
  ['Image compression (headless Chromium)', runImageBench],
  ['Outbox local write latency (Dexie on fake-indexeddb in Node)', () => runOutboxBench()],
  ['Outbox replay: 1 000 queued actions with 200 photos against the local server (the real app in headless Chromium)', runReplayBench],
  ['Warehouse scan confirmed locally: 500-line inbound open offline (the real app in headless Chromium)', runWarehouseScanBench],
  ['Notification fan-out over the socket (one process)', () => runFanoutBench()],
  ['Notification fan-out through two processes over PostgreSQL', () => runTwoProcessFanoutBench()],
  ['Load: desk mix and field replays over HTTP, next to a fastify hello-world (LOAD_CONNECTIONS, LOAD_SECONDS)', runLoadBench],
] as const) {
  section(title);
  try {
    for (const line of await run()) console.log(`  ${line}`);
  } catch (e) {
    console.log(`  failed: ${(e as Error).message}`);
    process.exitCode = 1;
  }
}
