/**
 * Cold and repeat LCP of /login on a phone profile (Lighthouse's slow 4G: 150 ms RTT, 1.6 Mbit/s down,
 * 750 kbit/s up, CPU 4× slower), in Chromium driven through CDP against the production server (`npm start`).
 * Cold: a fresh browser context (empty HTTP cache, no service worker). Repeat: the same context once the service
 * worker controls it. Also prints what the cold load put on the wire before the form showed (the critical path).
 * Run alone with `npx tsx tests/bench/lcp.ts` (BENCH_LCP_RUNS, BENCH_LCP_PORT). On a busy machine, compare with
 * BENCH_LCP_BASELINE=<another checkout with its own dist/>: the two servers are then measured turn about.
 */
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { startAppServer, type AppServer } from './app-server';

const RUNS = Number(process.env.BENCH_LCP_RUNS ?? 3);
const PORT = Number(process.env.BENCH_LCP_PORT ?? 18192);
const BASELINE = process.env.BENCH_LCP_BASELINE;
const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** Lighthouse's "slow 4G" (mobile) throttling, as DevTools applies it */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

interface WireEntry {
  url: string;
  bytes: number;
  encoding: string;
  /** response finished, ms after navigation start */
  endMs: number;
}

interface Visit {
  lcpMs: number;
  /** the sign-in form became visible, ms after navigation start (the prerendered copy, when the page has one) */
  formMs: number;
  /** the app's own form replaced the copy: typing and 登录 are handled by the app from here */
  readyMs: number;
  wire: WireEntry[];
}

async function throttle(page: Page, context: BrowserContext): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return cdp;
}

/** One navigation to /login: LCP from a buffered PerformanceObserver, and the bytes of every response. */
async function visit(context: BrowserContext, url: string): Promise<Visit> {
  const page = await context.newPage();
  const cdp = await throttle(page, context);
  const requests = new Map<string, { url: string; encoding: string }>();
  const wire: WireEntry[] = [];
  let startTs = 0;
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!startTs && e.type === 'Document') startTs = e.timestamp;
    requests.set(e.requestId, { url: e.request.url, encoding: '' });
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.encoding = e.response.fromServiceWorker ? 'service worker' : String(e.response.headers['content-encoding'] ?? 'identity');
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) wire.push({ ...r, bytes: e.encodedDataLength, endMs: (e.timestamp - startTs) * 1000 });
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __lcp: number };
    w.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__lcp = Math.max(w.__lcp, entry.startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(url, { waitUntil: 'commit' });
  await page.getByTestId('login-submit').waitFor({ state: 'visible', timeout: 120_000 });
  const formMs = await page.evaluate(() => performance.now());
  await page.locator('#prerender').waitFor({ state: 'detached', timeout: 120_000 });
  await page.getByTestId('login-submit').waitFor({ state: 'visible', timeout: 120_000 });
  const readyMs = await page.evaluate(() => performance.now());
  // LCP settles once nothing larger paints; give late paints (the logo) a moment
  await page.waitForTimeout(1500);
  const lcpMs = await page.evaluate(() => (window as unknown as { __lcp: number }).__lcp);
  await page.close();
  return { lcpMs, formMs, readyMs, wire };
}

/** A cold visit in a fresh context, then a repeat visit once the service worker controls that context. */
async function coldAndRepeat(browser: Browser, url: string): Promise<{ cold: Visit; repeat: Visit }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'zh-CN', isMobile: true, hasTouch: true });
  try {
    const cold = await visit(context, url);
    const probe = await context.newPage();
    await probe.goto(url);
    await probe.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 120_000 });
    await probe.close();
    return { cold, repeat: await visit(context, url) };
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const s = (msValue: number) => `${(msValue / 1000).toFixed(2)} s`;
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

function wireLines(v: Visit): string[] {
  // the critical path: every response that finished before the app's form was ready
  const critical = v.wire.filter((w) => w.endMs <= v.readyMs && !w.url.includes('/api/'));
  const total = critical.reduce((sum, w) => sum + w.bytes, 0);
  const scriptsMs = Math.max(...critical.filter((w) => /\.m?js$/.test(new URL(w.url).pathname)).map((w) => w.endMs));
  const lines = [`cold critical path on the wire: ${critical.length} responses, ${kib(total)}, every script in by ${s(scriptsMs)}; largest:`];
  for (const w of [...critical].sort((a, b) => b.bytes - a.bytes).slice(0, 6)) {
    lines.push(`  ${new URL(w.url).pathname.padEnd(44)} ${kib(w.bytes).padStart(10)}  ${w.encoding}  done at ${s(w.endMs)}`);
  }
  return lines;
}

function report(label: string, runs: { cold: Visit; repeat: Visit }[]): string[] {
  const fmt = (vs: Visit[]) =>
    `LCP median ${s(median(vs.map((v) => v.lcpMs)))} (${vs.map((v) => s(v.lcpMs)).join(', ')}), form shown ${s(median(vs.map((v) => v.formMs)))}, the app's form ready ${s(median(vs.map((v) => v.readyMs)))}`;
  const cold = runs.map((r) => r.cold);
  const middle = cold.indexOf([...cold].sort((a, b) => a.lcpMs - b.lcpMs)[Math.floor(cold.length / 2)]);
  return [
    `${label}cold /login    ${fmt(cold)}  (target ≤ 2.5 s)`,
    `${label}repeat /login  ${fmt(runs.map((r) => r.repeat))}  (target ≤ 1.0 s)`,
    ...wireLines(cold[middle]).map((line) => `${label}${line}`),
  ];
}

export async function runLcpBench(): Promise<string[]> {
  const servers: { label: string; app: AppServer }[] = [{ label: BASELINE ? 'this checkout: ' : '', app: startAppServer(PORT, 'lcp') }];
  if (BASELINE) servers.push({ label: 'baseline:      ', app: startAppServer(PORT + 1, 'lcp-baseline', BASELINE) });
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: CHROME_ARGS });
  try {
    for (const { app } of servers) await app.ready();
    const runs = servers.map(() => [] as { cold: Visit; repeat: Visit }[]);
    for (let i = 0; i < RUNS; i++) {
      // turn about, so a busy moment of the machine does not fall on one side only
      for (const [k, { app }] of servers.entries()) {
        // a known variant's host, as a user opens it (an unknown label reads its config files first)
        runs[k].push(await coldAndRepeat(browser, `${app.base.replace('127.0.0.1', 'bang.localhost')}/login`));
      }
    }
    return [
      `profile: ${SLOW_4G.latency} ms RTT, 1.6 Mbit/s down, 750 kbit/s up, CPU ${CPU_SLOWDOWN}× slower; ${RUNS} runs`,
      ...servers.flatMap(({ label }, k) => report(label, runs[k])),
    ];
  } finally {
    await browser.close();
    for (const { app } of servers) await app.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const line of await runLcpBench()) console.log(line);
  // a closed server or database can leave a handle (PGlite's worker, a socket) that keeps node running
  process.exit(0);
}
