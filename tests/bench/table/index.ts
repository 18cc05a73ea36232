/**
 * Table bench (not a test): builds the bench page with its own Vite config, serves it, and drives headless
 * Chromium: frame times while scrolling 100 000 rows, and Excel export of 100 000 × 20 in the worker beside
 * ExcelJS writeBuffer on the same rows, with the renderer process's peak RSS over each export.
 */
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { build } from 'vite';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const OUT = fileURLToPath(new URL('../../../.tmp/bench-table', import.meta.url));
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

function serve(dir: string): Promise<Server> {
  const server = createServer((req, res) => {
    const path = join(dir, decodeURIComponent((req.url ?? '/').split('?')[0]).replace(/^\/+/, '') || 'index.html');
    if (!path.startsWith(dir) || !existsSync(path)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' });
    createReadStream(path).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Sum of the renderer processes' resident memory (the page and its dedicated workers live there). */
function rssKiB(pids: number[]): number {
  let total = 0;
  for (const pid of pids) {
    try {
      const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (m) total += Number(m[1]);
    } catch {
      // process gone
    }
  }
  return total;
}

async function rendererPids(browser: Browser): Promise<number[]> {
  const cdp = await browser.newBrowserCDPSession();
  const info = (await cdp.send('SystemInfo.getProcessInfo')) as { processInfo: { type: string; id: number }[] };
  await cdp.detach();
  return info.processInfo.filter((p) => p.type === 'renderer').map((p) => p.id);
}

/** Runs fn while sampling RSS every 10 ms; returns its result with the peak growth over the baseline. */
async function withPeakRss<T>(pids: number[], fn: () => Promise<T>): Promise<{ result: T; peakMiB: number }> {
  const baseline = rssKiB(pids);
  let peak = baseline;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssKiB(pids));
  }, 10);
  try {
    const result = await fn();
    peak = Math.max(peak, rssKiB(pids));
    return { result, peakMiB: (peak - baseline) / 1024 };
  } finally {
    clearInterval(timer);
  }
}

const ms = (n: number) => `${n.toFixed(1)} ms`;
const mib = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MiB`;

export async function runTableBench(): Promise<string[]> {
  await build({ configFile: join(HERE, 'vite.config.ts') });
  const server = await serve(OUT);
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    // the frame-rate limit off: rAF deltas then measure the frame's real cost, not the 16.7 ms vsync
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-frame-rate-limit', '--disable-gpu-vsync', '--enable-precise-memory-info'],
  });
  const lines: string[] = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    page.on('pageerror', (e) => console.error(`bench page error: ${e.message}`));
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/index.html`);
    await page.waitForFunction(() => window.bench?.ready && document.querySelectorAll('.dt-row').length > 0, null, { timeout: 120_000 });
    const pids = await rendererPids(browser);

    await page.evaluate(() => window.bench.scroll(120));
    const s = await page.evaluate(() => window.bench.scroll(600));
    lines.push('Data table, 100 000 client rows × 20 columns, headless Chromium 1366×768 (frame-rate limit off)');
    lines.push(`  scroll ${s.frames} frames × 5 rows: frame time p50 ${ms(s.p50)}  p95 ${ms(s.p95)}  max ${ms(s.max)}  (target p95 < 10 ms); rows in DOM ≤ ${s.rowsInDom}`);
    lines.push(`  per scroll event (virtualizer + React render/commit + forced layout): p50 ${ms(s.workP50)}  p95 ${ms(s.workP95)}  max ${ms(s.workMax)}`);

    if (process.argv.includes('--scroll-only')) return lines;
    const ours = await withPeakRss(pids, () => page.evaluate(() => window.bench.exportWorker()));
    await page.waitForTimeout(500);
    const ref = await withPeakRss(pids, () => page.evaluate(() => window.bench.exportExcelJs()));
    lines.push('Excel export, 100 000 rows × 20 columns');
    lines.push(`  ours (streaming writer + platform zlib, Comlink worker)  ${ms(ours.result.ms)}  ${mib(ours.result.bytes)} file  peak RSS +${ours.peakMiB.toFixed(0)} MiB  (target < 2 s)`);
    lines.push(`  ExcelJS 4 writeBuffer (main thread, reference)  ${ms(ref.result.ms)}  ${mib(ref.result.bytes)} file  peak RSS +${ref.peakMiB.toFixed(0)} MiB`);
  } finally {
    await browser.close();
    server.close();
  }
  return lines;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const line of await runTableBench()) console.log(line);
}
