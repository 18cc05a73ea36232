/**
 * Issue 18, split orders (拆单): a dispatcher opens an order of three cartons waiting in the warehouse by scanning one
 * of its cartons, ticks one carton that travels later, sees the fee split, confirms, and lands on the new order
 * (<no>S1); both order details link the other on their timelines, and the moved carton's scan on the split screen
 * now opens the child. Shots of the split screen and of route reset at 1366, 1024 and 390.
 */
import { expect, test, type Page } from '@playwright/test';
import { call, freshOrders, shot, signIn } from './helpers';
import { base } from './ports';

/** after a viewport change: the layout's transitions (the sidebar folding away) have finished */
async function settled(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

const SIZES = [
  { width: 1366, height: 768 },
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
];

/** an order of `quantity` units of a one-carton product, walked to IN_WAREHOUSE in the first warehouse */
async function orderInWarehouse(page: Page, quantity: number): Promise<string> {
  const products = (await call<{ list: { id: number; package: number }[] }>(page, 'GET', '/user/product/getAllProduct')).data.list;
  const product = (products.find((p) => (p.package || 1) === 1) ?? products[0]).id;
  return (await freshOrders(page, 1, 'IN_WAREHOUSE', { product, quantity, label: '拆单' }))[0];
}

test('a dispatcher splits one carton off an order; both details link the other, the carton now opens the child', async ({ page }) => {
  await signIn(page);
  const no = await orderInWarehouse(page, 3);

  await page.goto(`${base()}/saas/transit/splitOrders/index`);
  await page.getByTestId('sp-code').fill(`${no}-002`);
  await page.getByTestId('sp-open').click();
  const order = page.getByTestId('sp-order');
  await expect(order).toHaveAttribute('data-order-no', no);
  await expect(order.locator('[role="row"][data-row-id]')).toHaveCount(3);
  // no reason: refused at the field, nothing sent
  await order.locator(`[data-row-id="${no}-003"] input[type="checkbox"]`).check();
  await expect(page.getByTestId('sp-ticked')).toHaveAttribute('data-moved', '1');
  await page.getByTestId('sp-confirm').click();
  await expect(page.getByText(/^(请填写原因|Give a reason)$/)).toBeVisible();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await settled(page);
    await page.screenshot({ path: shot(`transit-split-${size.width}`), fullPage: false });
  }
  await page.setViewportSize(SIZES[0]);
  await page.getByTestId('sp-reason').fill('第三件后发');
  await page.getByTestId('sp-confirm').click();

  // the child's detail: its timeline links the parent
  await expect(page).toHaveURL(/\/order\/detail\/\d+/);
  const toParent = page.getByTestId('timeline-split-link');
  await expect(toParent).toContainText(no);
  await expect(page.getByText(`${no}S1`).first()).toBeVisible();
  await toParent.click();
  // the parent's detail links the child
  await expect(page.getByTestId('timeline-split-link')).toContainText(`${no}S1`);

  // the moved carton's scan opens the child; the parent lists two cartons
  await page.goto(`${base()}/saas/transit/splitOrders/index`);
  await page.getByTestId('sp-code').fill(`${no}-003`);
  await page.getByTestId('sp-open').click();
  await expect(page.getByTestId('sp-order')).toHaveAttribute('data-order-no', `${no}S1`);
  await expect(page.getByTestId('sp-order')).toContainText(new RegExp(`(拆自|Split from )${no}`));
  await page.getByTestId('sp-code').fill(no);
  await page.getByTestId('sp-open').click();
  await expect(page.getByTestId('sp-order')).toHaveAttribute('data-order-no', no);
  await expect(page.getByTestId('sp-order').locator('[role="row"][data-row-id]')).toHaveCount(2);

  // route reset lists the parent by a scanned carton, with where it is and its computed route
  await page.goto(`${base()}/saas/transit/routeReset/index`);
  await page.getByTestId('rr-code').fill(`${no}-001`);
  await page.getByTestId('rr-add').click();
  await expect(page.locator(`[role="row"][data-row-id]`)).toHaveCount(1);
  await expect(page.getByTestId('rr-screen')).toContainText(no);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await settled(page);
    await page.screenshot({ path: shot(`transit-route-reset-${size.width}`), fullPage: false });
  }
});
