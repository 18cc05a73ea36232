/**
 * A 10 000-row order import end to end (issue 5): the real app (`npm start` on a temporary data directory) in
 * headless Chromium — pick the .xlsx on the import screen (the template's name columns: 商家, 省/市/区, 产品
 * 'name*count'; parsed in the Excel worker, every row validated by the form's schema, the names resolved by
 * POST /api/order/import/resolve, preview), then import it (chunks of 200 through POST /api/order/orders/import,
 * which resolves the names again) until the per-row result shows. Run alone with `npx tsx tests/bench/import.ts` (BENCH_IMPORT_FILE_ROWS to change it).
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { startAppServer } from './app-server';
import { chromium } from '@playwright/test';
import * as strings from '../../src/features/order-entry/i18n';
import { templateColumns } from '../../src/features/order-entry/utils/import-rows';
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
    const consignors = await api<{ list: { name: string; is_forbid_create_order: number }[] }>('/user/resource_binding/consignor/list?page=1&per_page=50');
    const consignor = consignors.list.find((c) => c.is_forbid_create_order !== 1)!.name;
    const products = await api<{ list: { name: string; code: string }[] }>('/user/product/getAllProduct');
    const titles = strings.zh.orderEntry.col as Record<string, string>;
    const columns = templateColumns('waybill');
    // by name, as a desk fills the template: names and codes of products, several lines in some rows
    const productsOf = (i: number) => {
      const a = products.list[i % products.list.length];
      const b = products.list[(i + 7) % products.list.length];
      return i % 4 === 0 ? `${a.name}*${1 + (i % 3)};${b.code}*1` : `${i % 2 ? a.code : a.name}*${1 + (i % 3)}`;
    };
    const row = (i: number) =>
      columns.map(
        (c) =>
          ({
            consignor_name: consignor,
            end_contact: `导入客户${i}`,
            end_tel: `136${String(i).padStart(8, '0')}`,
            end_province_name: '上海市',
            end_city_name: '',
            end_district_name: '黄浦区',
            end_address: `导入路${i}号`,
            products: productsOf(i),
            services_pkg_code: 'DELIVERY',
          })[c as string] ?? null,
      );
    const bytes = writeXlsx(
      columns.map((c) => ({ title: titles[c] })),
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
      `${ROWS} rows by name, ${(bytes.length / 1024).toFixed(0)} KiB .xlsx: pick → preview (worker parse + validation + server name resolution) ${((t1 - t0) / 1000).toFixed(1)} s; import → result ${((t2 - t1) / 1000).toFixed(1)} s; end to end ${((t2 - t0) / 1000).toFixed(1)} s (target < 30 s)`,
      `  result: ${summary}`,
    ];
  } finally {
    await browser.close();
    await app.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const line of await runImportBench()) console.log(line);
  // a closed server or database can leave a handle (PGlite's worker, a socket) that keeps node running
  process.exit(0);
}
