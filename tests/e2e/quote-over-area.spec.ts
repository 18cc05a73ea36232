/**
 * Issue 20, 超区报表: an order shipped to a town the demo's over-distance card names (朱家角, 25 km beyond the covered
 * area at ¥3/km) is priced with the surcharge when it is created, and the desk finds it in the over-area report with
 * its distance, amount and quote version, summed under its consignor; the order number opens the order. Shots at
 * 1366, 1024 and 390.
 */
import { expect, test } from '@playwright/test';
import { call, shot, signIn } from './helpers';
import { base } from './ports';

test('the over-area report lists the order that paid the surcharge', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'zh-CN' });
  await context.addCookies([{ name: 'language', value: 'zh', url: base() }]);
  const page = await context.newPage();
  await signIn(page);
  const consignors = await call<{ list: { id: number; name: string; is_forbid_create_order: number }[] }>(page, 'GET', '/user/resource_binding/consignor/list?page=1&per_page=50');
  const consignor = consignors.data.list.find((c) => c.is_forbid_create_order !== 1)!;
  const product = (await call<{ list: { id: number }[] }>(page, 'GET', '/user/product/getAllProduct')).data.list[0].id;
  const tag = String(Date.now() % 100_000_000).padStart(8, '0');
  const created = await call<{ id: number; order_no: string }>(page, 'POST', '/order/orders', {
    variant: 'waybill',
    consignor_resource_id: consignor.id,
    end_contact: `超区${tag}`,
    end_tel: `137${tag}`,
    end_province_code: '310000',
    end_city_code: '310100',
    end_district_code: '310118',
    end_address: `朱家角镇漕平路${tag.slice(-3)}号`,
    products: [{ product_id: product, quantity: 1 }],
    services_pkg_code: 'DELIVERY',
    submit: true,
  });
  expect(created.code, created.msg).toBe('0');
  const no = created.data.order_no;

  await page.goto(`${base()}/saas/report/overArea/index`);
  await expect(page.getByTestId('over-area-screen')).toBeVisible();
  const orders = page.getByTestId('over-area-orders');
  const row = orders.locator('.dt-row', { hasText: no });
  await expect(row).toBeVisible();
  await expect(row).toContainText('25');
  await expect(row).toContainText('75.00');
  await expect(row).toContainText('上海郊区超区费');
  await expect(page.getByTestId('over-area-consignors').locator('.dt-row', { hasText: consignor.name })).toBeVisible();
  expect(Number(await page.getByTestId('over-area-total').getAttribute('data-orders'))).toBeGreaterThan(0);
  await expect(orders.getByRole('button', { name: '导出' })).toBeVisible();
  for (const size of [
    { width: 1366, height: 768 },
    { width: 1024, height: 768 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await page.screenshot({ path: shot(`quote-over-area-${size.width}`), fullPage: false });
  }
  await page.setViewportSize({ width: 1366, height: 768 });
  // the order number opens the order
  await row.getByText(no).click();
  await expect(page).toHaveURL(new RegExp(`/order/detail/${created.data.id}`));
  await context.close();
});
