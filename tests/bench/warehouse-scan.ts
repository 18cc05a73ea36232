/**
 * A scan confirmed locally (issue 17): the real app (`npm start` on a temporary data directory) in headless
 * Chromium, an inbound of 500 carton lines confirmed and opened in its drawer (the copy kept in the lookup cache),
 * the network cut as a phone loses it, then codes typed into the scan field and Enter pressed through CDP, as a
 * keyboard-wedge scanner does. Measured in the page: from the Enter keydown's timestamp to the verdict box
 * (data-testid wh-scan-last) showing that code — the local matcher, the scan row, React's render of the panel and the lines it touched (the outbox
 * entry is written to IndexedDB right after) — and to the next animation frame after it.
 * Run alone with `npx tsx tests/bench/warehouse-scan.ts` (BENCH_WH_SCAN_LINES, BENCH_WH_SCANS to change it;
 * BENCH_WH_SCAN_ROOT=<a checkout> measures that checkout's server and build instead of this one).
 */
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { startAppServer } from './app-server';
import { caller, instrumentScans, signInDesk, timedScan, timingSummary, type Call, type ScanField } from './bench-page';

const LINES = Number(process.env.BENCH_WH_SCAN_LINES ?? 500);
const SCANS = Number(process.env.BENCH_WH_SCANS ?? 100);
const REFUSED = Math.min(30, SCANS);
const PORT = Number(process.env.BENCH_WH_SCAN_PORT ?? 18193);
const ROOT = process.env.BENCH_WH_SCAN_ROOT;

/** An inbound of `LINES` carton lines, confirmed (the status that takes scans); answers its id and the cartons. */
async function confirmedInbound(call: Call): Promise<{ id: number; cartons: string[] }> {
  const warehouse = (await call<{ list: { id: number }[] }>('GET', '/user/warehouse/all?page=1&per_page=5')).data.list[0].id;
  const location = (await call<{ list: { id: number }[] }>('GET', `/user/basic/storage-locations?warehouse_id=${warehouse}&per_page=5`)).data.list[0].id;
  const products = (await call<{ list: { id: number }[] }>('GET', '/user/product/getAllProduct')).data.list.map((p) => p.id);
  const cartons = Array.from({ length: LINES }, (_, i) => `7${String(Math.floor(i / 999)).padStart(9, '0')}-${String((i % 999) + 1).padStart(3, '0')}`);
  const lines = cartons.map((package_no, i) => ({ product_id: products[i % products.length], package_no, quantity: 1 }));
  const created = await call<{ id: number }>('POST', '/warehouse/documents', { kind: 'inbound', warehouse_id: warehouse, location_id: location, lines });
  if (created.code !== '0') throw new Error(`create: ${created.msg}`);
  const confirmed = await call<{ status: string }>('POST', `/warehouse/documents/${created.data.id}/actions/confirm`, {});
  if (confirmed.data?.status !== 'confirmed') throw new Error(`confirm: ${confirmed.msg}`);
  return { id: created.data.id, cartons };
}

const FIELD: ScanField = { input: 'wh-scan-input', box: 'wh-scan-last', verdictKeys: ['verdict'] };

export async function runWarehouseScanBench(): Promise<string[]> {
  const app = ROOT ? startAppServer(PORT, 'warehouse-scan', ROOT) : startAppServer(PORT, 'warehouse-scan');
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    await app.ready();
    // a warehouse tablet (issue 17's 1024 × 768)
    const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, locale: 'zh-CN' });
    await context.addCookies([{ name: 'language', value: 'zh', url: app.base }]);
    const page = await context.newPage();
    // lading.bench exposes the outbox on window (src/lib/outbox), to read its queue at the end
    await signInDesk(page, app.base, () => page.evaluate(() => localStorage.setItem('lading.bench', '1')));
    await page.getByTestId('sidebar').waitFor();
    const doc = await confirmedInbound(caller(page));
    await page.goto(`${app.base}/saas/warehouse/in/index?doc=${doc.id}`);
    await page.getByTestId('wh-scan-input').waitFor({ timeout: 60_000 });
    await page.locator('[data-testid="wh-line"]').nth(LINES - 1).waitFor();
    await page.waitForFunction(() => '__ladingOutbox' in window);
    // the phone loses its coverage (tests/e2e/helpers.ts goOffline): the verdict is the device's alone
    await page.evaluate(() => navigator.serviceWorker?.ready.then(() => undefined)).catch(() => undefined);
    await context.route('**/*', (r) => r.abort('internetdisconnected'));
    await context.setOffline(true);
    await instrumentScans(page, FIELD);

    // BENCH_WH_SCAN_PROFILE=<file>: a CPU profile of the accepted scans (open it in Chromium's DevTools)
    const profile = process.env.BENCH_WH_SCAN_PROFILE ? await context.newCDPSession(page) : null;
    if (profile) {
      await profile.send('Profiler.enable');
      await profile.send('Profiler.setSamplingInterval', { interval: 200 });
      await profile.send('Profiler.start');
    }
    const ok: { shown: number; frame: number }[] = [];
    const refused: { shown: number; frame: number }[] = [];
    for (let i = 0; i < SCANS; i++) {
      const r = await timedScan(page, FIELD, doc.cartons[i % LINES]);
      if (r.verdict !== 'ok') throw new Error(`scan ${i} of a new carton answered ${r.verdict}`);
      ok.push(r);
    }
    if (profile) writeFileSync(process.env.BENCH_WH_SCAN_PROFILE!, JSON.stringify((await profile.send('Profiler.stop')).profile));
    for (let i = 0; i < REFUSED; i++) {
      // the same cartons again: refused at once as duplicates (no outbox entry)
      const r = await timedScan(page, FIELD, doc.cartons[i % Math.min(SCANS, LINES)]);
      if (r.verdict !== 'duplicate') throw new Error(`a repeated carton answered ${r.verdict}`);
      refused.push(r);
    }
    // the outbox write alone, in the same page: entries like the panel's, written back to back — with the drawer
    // open (each write changes the outbox's lists, which the open drawer renders) and after it is closed
    const enqueueMany = (n: number) =>
      page.evaluate(
        async ({ docId, count }) => {
          const outbox = (window as unknown as { __ladingOutbox: { enqueue(input: unknown): Promise<unknown> } }).__ladingOutbox;
          const times: number[] = [];
          for (let i = 0; i < count; i++) {
            const scanId = `bench-${crypto.randomUUID()}`;
            const t = performance.now();
            await outbox.enqueue({
              kind: 'warehouse.scan',
              entity: `warehouse-scan:${docId}:${scanId}`,
              payload: { docId, scans: [{ scan_id: scanId, code: `BENCH${i}`, quantity: 1, occurred_at: new Date().toISOString() }] },
              label: { action: 'warehouseScan', target: `BENCH${i}` },
            });
            times.push(performance.now() - t);
          }
          return times;
        },
        { docId: doc.id, count: n },
      );
    const writesOpen = await enqueueMany(20);
    await page.keyboard.press('Escape');
    await page.getByTestId('wh-drawer').waitFor({ state: 'hidden' });
    const writesClosed = await enqueueMany(50);
    const queued = await page.evaluate(() => (window as unknown as { __ladingOutbox: { summary(): { pending: number } } }).__ladingOutbox.summary().pending);
    return [
      `inbound of ${LINES} carton lines open in its drawer (1024 × 768, offline: the copy on the device); each scan: fill the field, Enter through CDP`,
      `  accepted (new carton: matcher + scan row + render; the outbox entry is written right after), n=${ok.length}: Enter → verdict shown  ${timingSummary(ok.map((r) => r.shown))}`,
      `    → the next frame after it  ${timingSummary(ok.map((r) => r.frame))}  (goal p95 ≤ 50 ms)`,
      `  refused (the same carton again, no outbox entry), n=${refused.length}: Enter → verdict shown  ${timingSummary(refused.map((r) => r.shown))}`,
      `  the outbox entry alone (enqueue, same page), drawer open, n=${writesOpen.length}: ${timingSummary(writesOpen)}; drawer closed, n=${writesClosed.length}: ${timingSummary(writesClosed)}`,
      `  outbox entries waiting afterwards: ${queued} (${ok.length} scans + ${writesOpen.length + writesClosed.length} written alone)`,
    ];
  } finally {
    await browser.close();
    await app.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const line of await runWarehouseScanBench()) console.log(line);
  // a closed server or database can leave a handle (PGlite's worker, a socket) that keeps node running
  process.exit(0);
}
