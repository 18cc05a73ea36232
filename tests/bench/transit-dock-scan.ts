/**
 * A loading scan confirmed locally (issue 18): the real app (`npm start` on a temporary data directory) in headless
 * Chromium on a dock tablet (1024 × 768), a line-haul load of `BENCH_TS_DOCK_ORDERS` waiting orders (each with the
 * demo's first product, imported and walked into the warehouse by batch actions), opened at 配载发车 while online
 * (the load's copy kept on the device), then the network cut; each carton number typed and Enter pressed through
 * CDP, as a keyboard-wedge scanner does. Measured in the page: from the Enter keydown's timestamp to the verdict box
 * (data-testid ts-scan-last) showing that carton — the local matcher (matchLoadScan), the live figures and the
 * render — and to the next frame after it. The outbox entry is written after the verdict.
 * Run alone with `npx tsx tests/bench/transit-dock-scan.ts` (BENCH_TS_DOCK_ORDERS, BENCH_TS_DOCK_SCANS to change it).
 */
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { startAppServer } from './app-server';
import { caller, instrumentScans, signInDesk, timedScan, timingSummary, type Call, type ScanField } from './bench-page';

const ORDERS = Number(process.env.BENCH_TS_DOCK_ORDERS ?? 100);
const SCANS = Number(process.env.BENCH_TS_DOCK_SCANS ?? 100);
const REFUSED = Math.min(30, SCANS);
const PORT = Number(process.env.BENCH_TS_DOCK_PORT ?? 18194);

/** `ORDERS` orders imported and walked into the warehouse, then planned on one load; answers its id and cartons. */
async function plannedLoad(call: Call): Promise<{ id: number; cartons: string[] }> {
  const consignors = await call<{ list: { id: number; is_forbid_create_order: number }[] }>('GET', '/user/resource_binding/consignor/list?page=1&per_page=50');
  const consignor = consignors.data.list.find((c) => c.is_forbid_create_order !== 1)!.id;
  const product = (await call<{ list: { id: number }[] }>('GET', '/user/product/getAllProduct')).data.list[0].id;
  const warehouse = (await call<{ list: { id: number }[] }>('GET', '/user/warehouse/all?page=1&per_page=5')).data.list[0].id;
  const run = randomUUID().slice(0, 8);
  const rows = Array.from({ length: ORDERS }, (_, k) => ({
    variant: 'waybill',
    consignor_resource_id: consignor,
    end_contact: `装车${k}`,
    end_tel: `136${String(k).padStart(8, '0')}`,
    end_province_code: '310000',
    end_city_code: '310100',
    end_district_code: '310101',
    end_address: `装车路${k}号`,
    products: [{ product_id: product, quantity: 1 }],
    services_pkg_code: 'DELIVERY',
    submit: true,
    row_key: `bench-dock-${run}-${k}`,
  }));
  const imported = await call<{ list: { ok: boolean; order_no?: string; id?: number; msg?: string }[] }>('POST', '/order/orders/import', { rows });
  if (imported.code !== '0') throw new Error(`import: ${imported.msg}`);
  const nos = imported.data.list.map((r) => {
    if (!r.ok || !r.order_no) throw new Error(`import row: ${r.msg}`);
    return r.order_no;
  });
  for (const [action, data] of [['approve', {}], ['receive', {}], ['warehouse_in', { warehouse_id: warehouse }]] as const) {
    const res = await call('POST', `/order/orders/batch/${action}`, { nos, ...data });
    if (res.code !== '0') throw new Error(`${action}: ${res.msg}`);
  }
  const sites = (await call<{ list: { key: string; type: string }[] }>('GET', '/transit/sites')).data.list;
  const ids: number[] = [];
  for (let page = 1; ids.length < ORDERS && page <= 20; page++) {
    const waiting = await call<{ list: { order_id: number; order_no: string }[] }>('GET', `/transit/waiting?site=warehouse:${warehouse}&per_page=200&page=${page}`);
    if (waiting.code !== '0') throw new Error(`waiting: ${waiting.msg}`);
    if (!waiting.data.list.length) break;
    const mine = new Set(nos);
    ids.push(...waiting.data.list.filter((o) => mine.has(o.order_no)).map((o) => o.order_id));
  }
  if (ids.length < ORDERS) throw new Error(`only ${ids.length} of ${ORDERS} orders wait in the warehouse`);
  const load = await call<{ id: number; orders: { cartons: { package_no: string }[] }[] }>('POST', '/transit/loads', {
    type: 'line_haul',
    from_site: `warehouse:${warehouse}`,
    to_site: sites.find((s) => s.type === 'station')!.key,
    planned_departure_at: new Date(Date.now() + 3_600_000).toISOString(),
    allow_unplanned: true,
    order_ids: ids,
  });
  if (load.code !== '0') throw new Error(`load: ${load.msg}`);
  const detail = await call<{ orders: { cartons: { package_no: string }[] }[] }>('GET', `/transit/loads/${load.data.id}`);
  return { id: load.data.id, cartons: detail.data.orders.flatMap((o) => o.cartons.map((c) => c.package_no)) };
}

const FIELD: ScanField = { input: 'ts-scan-input', box: 'ts-scan-last', verdictKeys: ['result', 'accepted'] };

export async function runTransitDockScanBench(): Promise<string[]> {
  const app = startAppServer(PORT, 'transit-dock-scan');
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    await app.ready();
    const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, locale: 'zh-CN' });
    await context.addCookies([{ name: 'language', value: 'zh', url: app.base }]);
    const page = await context.newPage();
    await signInDesk(page, app.base);
    await page.getByTestId('sidebar').waitFor();
    const load = await plannedLoad(caller(page));
    await page.goto(`${app.base}/saas/transit/stowage/depart/${load.id}`);
    await page.locator(`[data-testid="ts-dock-figures"][data-expected="${load.cartons.length}"]`).waitFor({ timeout: 60_000 });
    await context.route('**/*', (r) => r.abort('internetdisconnected'));
    await context.setOffline(true);
    await page.getByTestId('ts-dock-offline').waitFor();
    await instrumentScans(page, FIELD);
    const ok: { shown: number; frame: number }[] = [];
    const refused: { shown: number; frame: number }[] = [];
    const n = Math.min(SCANS, load.cartons.length);
    for (let i = 0; i < n; i++) {
      const r = await timedScan(page, FIELD, load.cartons[i]);
      if (!r.verdict.endsWith(':true')) throw new Error(`scan ${i} of a planned carton answered ${r.verdict}`);
      ok.push(r);
    }
    for (let i = 0; i < REFUSED; i++) {
      const r = await timedScan(page, FIELD, load.cartons[i]);
      if (!r.verdict.endsWith(':false')) throw new Error(`a repeated carton answered ${r.verdict}`);
      refused.push(r);
    }
    return [
      `a line-haul load of ${ORDERS} orders (${load.cartons.length} planned cartons) open at 配载发车 (1024 × 768, offline: the copy on the device); each scan: fill the field, Enter through CDP`,
      `  accepted (a planned carton: matcher + live figures + render; the outbox entry is written after), n=${ok.length}: Enter → verdict shown  ${timingSummary(ok.map((r) => r.shown))}  (goal p95 ≤ 50 ms)`,
      `    → the next frame after it  ${timingSummary(ok.map((r) => r.frame))}`,
      `  refused (the same carton again), n=${refused.length}: Enter → verdict shown  ${timingSummary(refused.map((r) => r.shown))}`,
    ];
  } finally {
    await browser.close();
    await app.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const line of await runTransitDockScanBench()) console.log(line);
  // a closed server or database can leave a handle (PGlite's worker, a socket) that keeps node running
  process.exit(0);
}
