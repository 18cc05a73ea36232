/**
 * Image compression bench: builds the bench-only page (page/, its own Vite build into a temp dir), serves it from a
 * small static server, and runs it in headless Chromium. `runImageBench()` returns the lines to print.
 */
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import type { BenchResult, RunFigures } from './page/main';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../../..');
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

async function buildPage(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: path.join(HERE, 'page'),
    logLevel: 'silent',
    resolve: { alias: { '@': path.join(ROOT, 'src') } },
    build: { outDir, emptyOutDir: true, sourcemap: false },
  });
}

function serve(dir: string): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const rel = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = path.join(dir, rel === '/' ? 'index.html' : rel);
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/` });
    }),
  );
}

const ms = (n: number) => `${n.toFixed(0)} ms`;
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(2)} MB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function row(label: string, r: RunFigures): string {
  const task = r.longTasks ? `longest main-thread task ${ms(r.longestTaskMs)} (${r.longTasks} over 50 ms)` : 'no main-thread task over 50 ms';
  return `  ${label.padEnd(34)} ${ms(r.ms).padStart(8)}  → ${r.width}×${r.height} ${mb(r.outBytes)}  ${task}, worst stall ${ms(r.maxStallMs)}`;
}

export async function runImageBench(): Promise<string[]> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'lading-image-bench-'));
  let server: Server | undefined;
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    await buildPage(outDir);
    const served = await serve(outDir);
    server = served.server;
    const page = await browser.newPage();
    await page.goto(served.url);
    await page.waitForFunction(() => 'runBench' in window);
    const r = (await page.evaluate(() => (window as unknown as { runBench(): Promise<unknown> }).runBench())) as BenchResult;
    const warm = median(r.oursWarm.map((x) => x.ms));
    const worstTask = Math.max(r.oursCold.longestTaskMs, ...r.oursWarm.map((x) => x.longestTaskMs));
    const lines = [
      `Image compression (headless Chromium ${r.userAgent.match(/Chrom(?:e|ium)\/([\d.]+)/)?.[1] ?? ''}, --disable-gpu)`,
      `  photo: ${r.photo.width}×${r.photo.height} JPEG q0.92, ${mb(r.photo.bytes)} (generated in ${ms(r.photo.makeMs)})`,
      row('ours, first (starts the worker)', r.oursCold),
      ...r.oursWarm.map((x, i) => row(`ours, run ${i + 2}`, x)),
      'error' in r.library
        ? `  browser-image-compression defaults  failed: ${r.library.error}`
        : row('browser-image-compression defaults', r.library),
      `  ours median ${ms(warm)} (target < 400 ms: ${warm < 400 ? 'met' : 'MISSED'}); longest main-thread task during ours ${
        worstTask ? ms(worstTask) : 'none over 50 ms'
      } (target ≤ 50 ms: ${worstTask <= 50 ? 'met' : 'MISSED'})`,
    ];
    return lines;
  } finally {
    await browser.close();
    server?.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}
