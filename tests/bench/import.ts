/**
 * A 10 000-row order import end to end (issue 5): the real app (`npm start` on a temporary data directory) in
 * headless Chromium — pick the .xlsx on the import screen (parsed in the Excel worker, every row validated by
 * the form's schema, preview), then import it (chunks of 200 through POST /api/order/orders/import) until the
 * per-row result shows. Run alone with `npx tsx tests/bench/import.ts` (BENCH_IMPORT_FILE_ROWS to change it).
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { startAppServer } from './app-server';
import { chromium } from '@playwright/test';
import * as strings from '../../src/features/order-entry/i18n';
import { IMPORT_COLUMNS } from '../../src/features/order-entry/utils/import-rows';
import { writeXlsx } from '../../workers/xlsx/writer';

const ROWS = Number(process.env.BENCH_IMPORT_FILE_ROWS ?? 10_000);
const PORT = Number(process.env.BENCH_IMPORT_PORT ?? 18190);


export async function runImportBench(): Promise<string[]> {
  const app = startAppServer(PORT, 'import');
  const base = app.base;
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    await app.ready();
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'zh-CN' });
    await context.addCookies([{ name: 'language', value: 'zh', url: base }]);
    const page = await context.newPage();
    await page.goto(`${base}/login`);
    await page.getByTestId('login-username').fill('servicer');
    await page.getByTestId('login-password').fill('servicer123');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('bu-select').selectOption({ index: 1 });
    await page.getByTestId('bu-confirm').click();
    const api = <T>(url: string) =>
      page.evaluate(async (u) => (await (await fetch(`/api${u}`, { headers: { 'X-Token': localStorage.getItem('lading.token') ?? '' } })).json()).data, url) as Promise<T>;
    const consignors = await api<{ list: { id: number; is_forbid_create_order: number }[] }>('/user/resource_binding/consignor/list?page=1&per_page=50');
    const consignor = consignors.list.find((c) => c.is_forbid_create_order !== 1)!.id;
    const products = await api<{ list: { id: number }[] }>('/user/product/getAllProduct');
    const titles = strings.zh.orderEntry.col as Record<string, string>;
    const row = (i: number) =>
      IMPORT_COLUMNS.map(
        (c) =>
          ({
            consignor_resource_id: consignor,
            end_contact: `导入客户${i}`,
            end_tel: `136${String(i).padStart(8, '0')}`,
            end_province_code: '310000',
            end_city_code: '310100',
            end_district_code: '310101',
            end_address: `导入路${i}号`,
            product_id: products.list[i % products.list.length].id,
            quantity: 1 + (i % 3),
            services_pkg_code: 'DELIVERY',
          })[c as string] ?? null,
      );
    const bytes = writeXlsx(
      IMPORT_COLUMNS.map((c) => ({ title: titles[c] })),
      Array.from({ length: ROWS }, (_, i) => row(i)),
    );
    await page.goto(`${base}/bang/order/import/index`);
    await page.getByTestId('order-import-screen').waitFor();
    const t0 = performance.now();
    await page.getByTestId('import-file').setInputFiles({ name: 'bench.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from(bytes) });
    await page.getByTestId('import-summary').waitFor({ timeout: 120_000 });
    const t1 = performance.now();
    await page.getByTestId('import-start').click();
    await page.getByTestId('import-result').waitFor({ timeout: 300_000 });
    const t2 = performance.now();
    const summary = (await page.getByTestId('import-result').innerText()).replace(/\s+/g, ' ').slice(0, 120);
    return [
      `${ROWS} rows, ${(bytes.length / 1024).toFixed(0)} KiB .xlsx: pick → preview (worker parse + validation) ${((t1 - t0) / 1000).toFixed(1)} s; import → result ${((t2 - t1) / 1000).toFixed(1)} s; end to end ${((t2 - t0) / 1000).toFixed(1)} s (target < 30 s)`,
      `  result: ${summary}`,
    ];
  } finally {
    await browser.close();
    await app.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const line of await runImportBench()) console.log(line);
}
