/**
 * Issue 18, stowage plans: a dispatcher proposes a plan for the orders waiting in a warehouse (two new orders for
 * Pudong, which the demo station rule routes to a station), sees them in a trip with its load rate, confirms the plan
 * into planned loads and lands on the plan's detail; the stowage plan report lists the load; a merchant with the
 * public link sees the departure without signing in — and no order number. Shots at 1366 and 390.
 */
import { expect, test, type Page } from '@playwright/test';
import { call, shot, signIn } from './helpers';
import { base } from './ports';

const DESK = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

async function pudongOrder(page: Page, product: number, warehouse: number, tag: string): Promise<string> {
  const consignors = await call<{ list: { id: number; is_forbid_create_order: number }[] }>(page, 'GET', '/user/resource_binding/consignor/list?page=1&per_page=50');
  const consignor = consignors.data.list.find((c) => c.is_forbid_create_order !== 1)!.id;
  const created = await call<{ order_no: string; status: string }>(page, 'POST', '/order/orders', {
    variant: 'waybill',
    consignor_resource_id: consignor,
    end_contact: `计划${tag}`,
    end_tel: `137${tag.padStart(8, '0').slice(-8)}`,
    end_province_code: '310000',
    end_city_code: '310100',
    end_district_code: '310115',
    end_address: `张江路${tag}号`,
    products: [{ product_id: product, quantity: 2 }],
    services_pkg_code: 'DELIVERY',
    submit: true,
  });
  expect(created.code, created.msg).toBe('0');
  let status = created.data.status;
  const steps: Record<string, [string, Record<string, unknown>]> = { DRAFT: ['submit', {}], PENDING_REVIEW: ['approve', {}], TO_RECEIVE: ['receive', {}], RECEIVED: ['warehouse_in', { warehouse_id: warehouse }] };
  for (let guard = 0; status !== 'IN_WAREHOUSE' && guard < 6; guard++) {
    const [action, body] = steps[status];
    const res = await call<{ order: { status: string } }>(page, 'POST', `/order/orders/${created.data.order_no}/actions/${action}`, body);
    expect(res.code, `${action}: ${res.msg}`).toBe('0');
    status = res.data.order.status;
  }
  return created.data.order_no;
}

test('a stowage plan proposed, confirmed into loads, reported and published', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ viewport: DESK, locale: 'zh-CN' });
  await context.addCookies([{ name: 'language', value: 'zh', url: base() }]);
  const page = await context.newPage();
  await signIn(page);
  const products = (await call<{ list: { id: number }[] }>(page, 'GET', '/user/product/getAllProduct')).data.list;
  const warehouse = (await call<{ list: { id: number }[] }>(page, 'GET', '/user/warehouse/all?page=1&per_page=20')).data.list[0].id;
  const stamp = `${Date.now() % 1_000_000}`;
  const a = await pudongOrder(page, products[0].id, warehouse, `${stamp}1`);
  const b = await pudongOrder(page, products[0].id, warehouse, `${stamp}2`);

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
