import { expect, test, type Page } from '@playwright/test';
import { base } from './ports';
import { shot, signIn } from './helpers';

const LABEL_PATH = '/saas/warehouse/label/index';

/** The local print plugin is the edge these tests cannot run: its ports answer nothing, and window.print only records. */
async function stubPrintEdges(page: Page) {
  await page.route(/^http:\/\/localhost:(8000|18000)\//, (route) => route.abort('connectionrefused'));
  await page.addInitScript(() => {
    (window as unknown as { __printCalls: number }).__printCalls = 0;
    window.print = () => {
      (window as unknown as { __printCalls: number }).__printCalls++;
    };
  });
}

/** Two order numbers of the signed-in company, read through the lookup endpoint by id. */
async function twoOrderNumbers(page: Page): Promise<string[]> {
  const token = await page.evaluate(() => localStorage.getItem('lading.token'));
  const found: string[] = [];
  for (let id = 1; id <= 400 && found.length < 2; id++) {
    const res = await page.request.get(`${base()}/api/order/waybills/${id}`, { headers: { 'X-Token': token! } });
    if (res.ok()) found.push((await res.json()).data.order_no);
  }
  expect(found).toHaveLength(2);
  return found;
}

test('label printing: two real orders preview, a bogus one errors, plugin not connected, print goes to the browser', async ({ page }) => {
  await stubPrintEdges(page);
  const consoleErrors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !/ERR_CONNECTION_REFUSED|ERR_FAILED|Failed to load resource/.test(m.text())) consoleErrors.push(m.text());
  });
  await signIn(page);
  const [a, b] = await twoOrderNumbers(page);
  await page.goto(`${base()}${LABEL_PATH}`);
  await expect(page.getByTestId('label-screen')).toBeVisible();

  // the plugin probe ends in an honest 'not connected'
  const status = page.getByTestId('print-plugin-status');
  await expect(status).toHaveAttribute('data-state', 'not-connected');
  await expect(status).toContainText(/not connected|未连接/);

  const bogus = '2999999999999';
  await page.getByTestId('label-input').fill(`${a}\n${bogus}, ${b}`);
  await page.getByTestId('label-lookup').click();

  await expect(page.getByTestId('label-preview')).toHaveCount(2);
  await expect(page.getByTestId('label-preview').first()).toHaveAttribute('data-order-no', a);
  await expect(page.locator(`[data-testid="label-preview"][data-order-no="${b}"]`)).toBeVisible();
  const errors = page.getByTestId('label-error');
  await expect(errors).toHaveCount(1);
  await expect(errors.first()).toHaveAttribute('data-order-no', bogus);
  await expect(errors.first()).toContainText(/No such order|订单不存在/);

  // every label has its number as text, a Code 128 barcode and the masked phone
  const preview = page.locator(`[data-testid="label-preview"][data-order-no="${a}"]`);
  await expect(preview.getByTestId('label-order-no')).toHaveText(a);
  await expect(preview.getByTestId('label-barcode').locator('rect')).not.toHaveCount(0);
  await expect(preview.getByTestId('label-tel')).toHaveText(/^1\d{2}\*{4}\d{4}$/);

  await page.screenshot({ path: shot('labels-desktop'), fullPage: true });
  await page.setViewportSize({ width: 1024, height: 768 });
  await expect(page.getByTestId('label-preview')).toHaveCount(2);
  await page.screenshot({ path: shot('labels-tablet'), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 768 });

  // print: no plugin, so the plugin print would wait in the print queue (tests/e2e/print-queue.spec.ts); the
  // browser's dialog is the other button, and its print sheet holds exactly the two labels
  await expect(page.getByTestId('label-print')).toHaveAttribute('data-via', 'queue');
  const printButton = page.getByTestId('label-print-browser');
  await printButton.click();
  expect(await page.evaluate(() => (window as unknown as { __printCalls: number }).__printCalls)).toBe(1);
  await expect(page.getByTestId('label-print-root').getByTestId('shipping-label')).toHaveCount(2);

  // on paper only the labels show, one per page
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('label-print-root')).toBeVisible();
  await expect(page.getByTestId('label-screen')).toBeHidden();
  // and the PDF the print path produces has exactly one 100 × 150 mm page per label
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(2);
  const box = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf);
  expect(Math.round(Number(box?.[1]) / 72 * 25.4)).toBe(100);
  expect(Math.round(Number(box?.[2]) / 72 * 25.4)).toBe(150);
  await page.emulateMedia({ media: 'screen' });

  expect(consoleErrors).toEqual([]);
});

test('label printing on a phone', async ({ page }) => {
  await stubPrintEdges(page);
  await signIn(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const [a, b] = await twoOrderNumbers(page);
  await page.goto(`${base()}${LABEL_PATH}`);
  await page.getByTestId('label-input').fill(`${a},${b},bogus`);
  await page.getByTestId('label-lookup').click();
  await expect(page.getByTestId('label-preview')).toHaveCount(2);
  await expect(page.getByTestId('label-error')).toHaveCount(1);
  // nothing wider than the screen
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  await page.screenshot({ path: shot('labels-phone'), fullPage: true });
});

test('an old print plugin on port 18000: version shown, persistent update notice, labels go to the plugin', async ({ page }) => {
  // the plugin is the edge: port 8000 refuses, port 18000 serves a stand-in script that records what it is asked to print
  await page.route(/^http:\/\/localhost:8000\//, (route) => route.abort('connectionrefused'));
  await page.route(/^http:\/\/localhost:18000\/CLodopfuncs\.js$/, (route) =>
    route.fulfill({
      contentType: 'application/javascript',
      body: `window.__plugin = { pages: [], size: null, printed: 0 };
        window.getCLodop = () => ({
          CVERSION: '6.0.0.1',
          PRINT_INIT() {}, NEWPAGE() {},
          SET_PRINT_PAGESIZE(o, w, h) { window.__plugin.size = [w, h]; },
          ADD_PRINT_HTM(t, l, w, h, html) { window.__plugin.pages.push(html); },
          PRINT() { window.__plugin.printed++; return true; },
        });`,
    }),
  );
  await page.addInitScript(() => {
    window.print = () => {
      throw new Error('the browser print path must not be used while the plugin answers');
    };
  });
  await signIn(page);
  const [a, b] = await twoOrderNumbers(page);
  await page.goto(`${base()}${LABEL_PATH}`);

  const status = page.getByTestId('print-plugin-status');
  await expect(status).toHaveAttribute('data-state', 'outdated');
  await expect(status).toContainText('6.0.0.1');
  await expect(page.getByTestId('print-plugin-outdated')).toBeVisible();
  // the toast stays: still there well after an ordinary toast would have gone
  const notice = page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: /update the print plugin|请更新打印插件/ });
  await expect(notice).toBeVisible();

  await page.getByTestId('label-input').fill(`${a}\n${b}`);
  await page.getByTestId('label-lookup').click();
  await expect(page.getByTestId('label-preview')).toHaveCount(2);
  await expect(page.getByTestId('label-print')).toHaveAttribute('data-via', 'plugin');
  await page.getByTestId('label-print').click();
  // through the print queue, which sends at once while the plugin answers
  await expect.poll(() => page.evaluate(() => (window as unknown as { __plugin: { printed: number } }).__plugin.printed)).toBe(1);
  const sent = await page.evaluate(() => (window as unknown as { __plugin: { pages: string[]; size: number[]; printed: number } }).__plugin);
  expect(sent.printed).toBe(1);
  expect(sent.size).toEqual([1000, 1500]);
  expect(sent.pages).toHaveLength(2);
  expect(sent.pages[0]).toContain(a);
  expect(sent.pages[0]).toContain('<svg');
  await page.waitForTimeout(3500);
  await expect(page.getByTestId('print-plugin-outdated')).toBeVisible();
  await expect(notice).toBeVisible();
});
