/**
 * Issue 18, stowage plans: a dispatcher proposes a plan for the orders waiting in a warehouse (two new orders for
 * Pudong, which the demo station rule routes to a station), sees them in a trip with its load rate, confirms the plan
 * into planned loads and lands on the plan's detail; the stowage plan report lists the load; a merchant with the
 * public link sees the departure without signing in — and no order number. Shots at 1366 and 390.
 */
import { expect, test, type Page } from '@playwright/test';
import { call, freshOrders, shot, signIn } from './helpers';
import { base } from './ports';

const DESK = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

/** an order of two units of `product` for Pudong (which the demo station rule routes to a station), in the first warehouse */
const pudongOrder = async (page: Page, product: number) => (await freshOrders(page, 1, 'IN_WAREHOUSE', { product, quantity: 2, district: '310115', label: '计划' }))[0];

test('a stowage plan proposed, confirmed into loads, reported and published', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ viewport: DESK, locale: 'zh-CN' });
  await context.addCookies([{ name: 'language', value: 'zh', url: base() }]);
  const page = await context.newPage();
  await signIn(page);
  const products = (await call<{ list: { id: number }[] }>(page, 'GET', '/user/product/getAllProduct')).data.list;
  const warehouse = (await call<{ list: { id: number }[] }>(page, 'GET', '/user/warehouse/all?page=1&per_page=20')).data.list[0].id;
  const a = await pudongOrder(page, products[0].id);
  const b = await pudongOrder(page, products[0].id);

  await page.goto(`${base()}/saas/transit/stowagePlan/index`);
  await expect(page.getByTestId('transit-plan-screen')).toBeVisible();
  await expect(page.getByTestId('public-plan-url')).toHaveValue(/\/order\/plan\?c=/);
  const link = await page.getByTestId('public-plan-url').inputValue();
  await page.getByTestId('plan-from-site').selectOption(`warehouse:${warehouse}`);
  await page.getByTestId('plan-vehicle').selectOption('V42');
  await page.getByTestId('plan-propose').click();
  await expect(page.getByTestId('plan-proposal')).toBeVisible();
  const tripOf = (no: string) => page.getByTestId('plan-trip').filter({ hasText: no });
  await expect(tripOf(a)).toBeVisible();
  await expect(tripOf(b)).toBeVisible();
  await expect(tripOf(a).getByTestId('plan-trip-rates')).toContainText('%');
  await page.screenshot({ path: shot('transit-plan-1366'), fullPage: false });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: shot('transit-plan-390'), fullPage: false });
  await page.setViewportSize(DESK);

  await page.getByTestId('plan-confirm').click();
  await expect(page.getByTestId('transit-plan-detail')).toBeVisible();
  await expect(page).toHaveURL(/\/saas\/transit\/stowagePlan\/detail\/\d+/);
  const loads = page.getByTestId('plan-loads');
  await expect(loads.locator('tbody tr').first()).toBeVisible();
  await expect(loads).toContainText('已计划');
  await page.screenshot({ path: shot('transit-plan-detail-1366'), fullPage: false });
  const loadNo = (await loads.locator('tbody tr').first().locator('td').first().innerText()).trim();

  // the report: the new load with its planned pieces
  await page.goto(`${base()}/saas/report/stowagePlan/index`);
  await expect(page.getByTestId('transit-report-screen')).toBeVisible();
  await expect(page.getByTestId('report-loads')).toContainText(loadNo);
  await page.screenshot({ path: shot('transit-report-1366'), fullPage: false });

  // the public plan: no sign-in, the departure listed, no order number
  const merchant = await browser.newContext({ viewport: PHONE, locale: 'zh-CN' });
  await merchant.addCookies([{ name: 'language', value: 'zh', url: base() }]);
  const pub = await merchant.newPage();
  await pub.goto(link);
  await expect(pub.getByTestId('public-plan-row').first()).toBeVisible();
  await expect(pub.getByTestId('public-plan')).not.toContainText(a);
  await pub.screenshot({ path: shot('transit-public-plan-390'), fullPage: false });
  await pub.goto(`${base()}/order/plan?c=1.AAAAAAAAAAAAAAAA`);
  await expect(pub.getByRole('alert')).toContainText('链接无效');
  await merchant.close();
  await context.close();
});
