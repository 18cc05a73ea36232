/**
 * Issue 21, the report center: the desk opens the four reports (receivables, shop cost, feedback, order daily) and
 * sees the figures the API answers for the same filters, changes a filter (it lands in the URL), exports a table to
 * Excel, and opens the viewer by id (a known id renders its report with the URL's filters, an unknown one says so).
 * Shots at 1366, 1024 and 390.
 */
import { expect, test, type Page } from '@playwright/test';
import type { FeedbackReport, OrderDailyReport, ReceivablesReport, ShopCostReport } from '../../src/domain/report/api';
import { formatYuan } from '../../src/domain/money';
import { call, shot, signIn } from './helpers';
import { base } from './ports';

/**
 * The figure on screen is the API's for the same filters. Other specs create orders on the same server meanwhile, so
 * a figure read a moment apart can differ by a new order: reload until screen and API agree (a wrong figure never will).
 */
async function showsApi(page: Page, testId: string, read: () => Promise<string>, shownOf?: () => Promise<string>) {
  await expect
    .poll(
      async () => {
        const shown = shownOf ? await shownOf() : (await page.getByTestId(testId).textContent())?.trim();
        if (shown === (await read())) return true;
        await page.reload();
        await page.getByTestId(testId).waitFor();
        return false;
      },
      { timeout: 30_000, intervals: [300] },
    )
    .toBe(true);
}

const day = (offset: number) => new Date(Date.now() + 8 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);

test('the four reports, a filter, an export and the viewer by id', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'zh-CN', acceptDownloads: true });
  await context.addCookies([{ name: 'language', value: 'zh', url: base() }]);
  const page = await context.newPage();
  await signIn(page);

  // 订单日报: the last 7 China days by default, as the API answers them
  await page.goto(`${base()}/saas/report/orderDaily/index`);
  await expect(page.getByTestId('order-daily-report-screen')).toBeVisible();
  const daily = await call<OrderDailyReport>(page, 'GET', `/report/order-daily?date_from=${day(-6)}&date_to=${day(0)}`);
  expect(daily.code, daily.msg).toBe('0');
  await showsApi(page, 'order-daily-total', async () => String((await call<OrderDailyReport>(page, 'GET', `/report/order-daily?date_from=${day(-6)}&date_to=${day(0)}`)).data.total.total));
  const dailyTable = page.getByTestId('order-daily-table');
  await expect(dailyTable.locator('.dt-row')).toHaveCount(7);
  if (daily.data.total.total > 0) await expect(page.getByTestId('order-daily-chart')).toBeVisible();
  await page.screenshot({ path: shot('reports-order-daily-1366'), fullPage: true });
  // export the table by day: a real xlsx named after the report and the section
  await dailyTable.getByTestId('table-export').click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-all').click()]);
  expect(download.suggestedFilename()).toMatch(/^订单日报-按日\d{14}\.xlsx$/);

  // 店铺费用报表: grouped by store, then by merchant — the filter goes into the URL
  await page.goto(`${base()}/saas/report/shopCost/index`);
  await expect(page.getByTestId('shop-cost-report-screen')).toBeVisible();
  const byStore = await call<ShopCostReport>(page, 'GET', `/report/shop-cost?date_from=${day(-6)}&date_to=${day(0)}&by=store`);
  expect(byStore.code, byStore.msg).toBe('0');
  const shopCost = async () => (await call<ShopCostReport>(page, 'GET', `/report/shop-cost?date_from=${day(-6)}&date_to=${day(0)}&by=store`)).data.total;
  await showsApi(page, 'shop-cost-orders', async () => String((await shopCost()).orders));
  await showsApi(page, 'shop-cost-est_income_cents', async () => formatYuan((await shopCost()).est_income_cents));
  await page.getByTestId('shop-cost-by').selectOption('consignor');
  await page.getByTestId('shop-cost-search').click();
  await expect(page).toHaveURL(/by=consignor/);
  const byConsignor = await call<ShopCostReport>(page, 'GET', `/report/shop-cost?date_from=${day(-6)}&date_to=${day(0)}&by=consignor`);
  await expect(page.getByTestId('shop-cost-table').locator('[role=columnheader]').first()).toContainText('按商家');
  await expect(page.getByTestId('shop-cost-table').locator('.dt-row')).toHaveCount(byConsignor.data.rows.length);
  await page.screenshot({ path: shot('reports-shop-cost-1366'), fullPage: true });

  // 回访报表
  await page.goto(`${base()}/saas/report/feedback/index`);
  await expect(page.getByTestId('feedback-report-screen')).toBeVisible();
  const fb = await call<FeedbackReport>(page, 'GET', `/report/feedback?date_from=${day(-6)}&date_to=${day(0)}`);
  expect(fb.code, fb.msg).toBe('0');
  await showsApi(page, 'feedback-total', async () => String((await call<FeedbackReport>(page, 'GET', `/report/feedback?date_from=${day(-6)}&date_to=${day(0)}`)).data.total.total));
  await expect(page.getByTestId('feedback-table').locator('.dt-row')).toHaveCount(7);

  // 应收报表
  await page.goto(`${base()}/saas/report/receivable/index`);
  await expect(page.getByTestId('receivable-report-screen')).toBeVisible();
  const rec = await call<ReceivablesReport>(page, 'GET', '/report/receivables');
  await showsApi(page, 'receivable-total', async () => formatYuan((await call<ReceivablesReport>(page, 'GET', '/report/receivables')).data.total.open_cents));
  expect(rec.code, rec.msg).toBe('0');
  await showsApi(
    page,
    'receivable-total',
    async () => String((await call<ReceivablesReport>(page, 'GET', '/report/receivables')).data.rows.length),
    async () => String(await page.getByTestId('receivable-table').locator('.dt-row').count()),
  );
  await page.screenshot({ path: shot('reports-receivable-1366'), fullPage: true });

  // the viewer by id renders the report with the URL's filters; an unknown id says so
  await page.goto(`${base()}/ss-fhb/report/index/orderDaily?date_from=${day(-2)}&date_to=${day(0)}`);
  await expect(page.getByTestId('report-viewer-orderDaily')).toBeVisible();
  await expect(page.getByTestId('order-daily-table').locator('.dt-row')).toHaveCount(3);
  const three = await call<OrderDailyReport>(page, 'GET', `/report/order-daily?date_from=${day(-2)}&date_to=${day(0)}`);
  expect(three.code, three.msg).toBe('0');
  await showsApi(page, 'order-daily-total', async () => String((await call<OrderDailyReport>(page, 'GET', `/report/order-daily?date_from=${day(-2)}&date_to=${day(0)}`)).data.total.total));
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: shot('reports-viewer-1024'), fullPage: true });
  await page.goto(`${base()}/ss-fhb/report/index/nope`);
  await expect(page.getByTestId('report-viewer-unknown')).toContainText('报表不存在：nope');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${base()}/saas/report/shopCost/index`);
  await showsApi(page, 'shop-cost-orders', async () => String((await shopCost()).orders));
  await page.screenshot({ path: shot('reports-shop-cost-390'), fullPage: false });
  await context.close();
});
