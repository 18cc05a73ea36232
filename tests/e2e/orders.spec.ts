/**
 * Order lifecycle screens in the real app: a configured list (receive) with a batch action and its per-order
 * result, the order detail with an action dialog and the new timeline entry, and a driver signing with a photo.
 */
import { expect, test, type Page } from '@playwright/test';
import { freshOrders, orderToSignFor, pickFirstOption, shot, signIn } from './helpers';
import { base } from './ports';

const RECEIVE = '/bang/order/receive/index';

async function token(page: Page): Promise<string> {
  return (await page.evaluate(() => localStorage.getItem('lading.token')))!;
}

/** Orders of the signed-in user's scope, read through the API with the page's own token. */
async function ordersInStatus(page: Page, status: string): Promise<{ id: number; order_no: string }[]> {
  // the token says who asks; the API answers on any host label
  const res = await page.request.get(`${base()}/api/order/waybills/list`, { headers: { 'X-Token': await token(page) }, params: { status, page: 1, per_page: 50 } });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { data: { list: { id: number; order_no: string }[] } }).data.list;
}

/** A PNG drawn in the page (a gradient with a caption), as bytes for a file input. */
async function drawnPng(page: Page): Promise<Buffer> {
  const b64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 480;
    canvas.height = 320;
    const ctx = canvas.getContext('2d')!;
    const g = ctx.createLinearGradient(0, 0, 480, 320);
    g.addColorStop(0, '#2f855a');
    g.addColorStop(1, '#f6e05e');
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, 480, 320);
    ctx.fillStyle = '#fff';
    ctx.font = 'bold 40px sans-serif';
    ctx.fillText('签收 Lading', 40, 170);
    return canvas.toDataURL('image/png').split(',')[1];
  });
  return Buffer.from(b64, 'base64');
}

test('servicer: batch-receive two orders from the receive list and see the per-order result', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page);
  // two orders of its own (other tests receive the newest orders of the tab at the same time)
  const nos = await freshOrders(page, 2, 'TO_RECEIVE', { label: '批量收货' });
  await page.goto(`${base()}${RECEIVE}`);
  await expect(page.getByTestId('order-list-screen')).toBeVisible();
  await expect(page.getByTestId('table-tab-TO_RECEIVE')).toHaveAttribute('aria-selected', 'true');
  const rows = page.locator('.dt-row');
  await expect(rows.nth(1)).toBeVisible();
  // every row of the tab is to receive
  await expect.poll(async () => new Set(await page.locator('.dt-row [data-col="status"]').allInnerTexts()).size).toBe(1);

  for (const no of nos) await rows.filter({ has: page.locator('[data-col="order_no"]', { hasText: no }) }).locator('input[type=checkbox]').check();
  await expect(page.getByTestId('table-selected')).toContainText('2');
  await page.screenshot({ path: shot('orders-list-desktop') });

  await page.getByTestId('batch-receive').click();
  const dialog = page.getByTestId('action-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('action-field-memo').fill('e2e 批量收货');
  await page.screenshot({ path: shot('orders-batch-dialog-desktop') });
  await dialog.getByTestId('action-submit').click();

  const result = page.getByTestId('batch-result-dialog');
  await expect(result).toBeVisible();
  await expect(result.getByTestId('batch-result-row')).toHaveCount(2);
  for (const no of nos) await expect(result.locator(`[data-order-no="${no}"]`)).toHaveAttribute('data-ok', 'true');
  await page.screenshot({ path: shot('orders-batch-result-desktop') });
  await result.getByTestId('batch-result-close').click();

  // the list refreshed: the received orders left the to-receive tab and show under received
  for (const no of nos) await expect(page.locator('.dt-row [data-col="order_no"]', { hasText: no })).toHaveCount(0);
  await page.getByTestId('table-tab-RECEIVED').click();
  await expect(page).toHaveURL(/tab=RECEIVED/);
  await expect(page.getByTestId('batch-warehouse_in')).toBeVisible();

  // filters live in the URL; the order number opens the detail under the same prefix
  await page.getByTestId('order-filter-nos').fill(nos[0]);
  await page.getByTestId('order-filter-search').click();
  await expect(page).toHaveURL(new RegExp(`nos=${nos[0]}`));
  await expect(rows).toHaveCount(1);
  await rows.first().getByTestId('order-link').click();
  await expect(page).toHaveURL(/\/bang\/order\/detail\/\d+$/);
  await expect(page.getByTestId('detail-order-no')).toHaveText(nos[0]);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${base()}${RECEIVE}`);
  await expect(rows.first()).toBeVisible();
  await expect(page.getByTestId('order-filters-open')).toBeVisible();
  await page.screenshot({ path: shot('orders-list-phone') });
});

test('servicer: an action from the detail dialog adds a timeline entry (desktop and phone screenshots)', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page);
  const [order] = await ordersInStatus(page, 'RECEIVED');
  expect(order).toBeDefined();
  await page.goto(`${base()}/bang/order/detail/${order.id}`);
  const screen = page.getByTestId('order-detail-screen');
  await expect(screen).toBeVisible();
  await expect(page.getByTestId('detail-order-no')).toHaveText(order.order_no);
  const entries = page.getByTestId('timeline-entry');
  const before = await entries.count();

  // a refused input keeps the dialog open with the field's message
  await page.getByTestId('detail-action-warehouse_in').click();
  const dialog = page.getByTestId('action-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('action-submit').click();
  await expect(dialog.getByTestId('action-field-warehouse_id-error')).toBeVisible();
  await dialog.getByTestId('action-field-warehouse_id').selectOption({ index: 1 });
  const warehouse = (await dialog.getByTestId('action-field-warehouse_id').locator('option:checked').innerText()).trim();
  await page.screenshot({ path: shot('orders-action-dialog-desktop') });
  await dialog.getByTestId('action-submit').click();
  await expect(dialog).toBeHidden();

  await expect(screen).toHaveAttribute('data-status', 'IN_WAREHOUSE');
  await expect(entries).toHaveCount(before + 1);
  await expect(entries.first()).toHaveAttribute('data-action', 'warehouse_in');
  await expect(entries.first().getByTestId('timeline-status')).toContainText('→');
  // the event names the warehouse, not its id
  await expect(entries.first()).toContainText(warehouse);
  await expect(page.getByTestId('detail-warehouse_name')).toContainText(warehouse);
  await expect(page.getByTestId('detail-action-warehouse_out')).toBeVisible();
  await page.screenshot({ path: shot('orders-detail-desktop'), fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('detail-receiver')).toBeVisible();
  await page.screenshot({ path: shot('orders-detail-phone'), fullPage: true });
  // nothing wider than the phone
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
});

test('servicer: 上报异常 on the detail registers an abnormal record that holds the order; the detail lists it and 处理异常 opens it', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page);
  const order = (await ordersInStatus(page, 'TO_SIGN')).at(-1)!;
  expect(order).toBeDefined();
  await page.goto(`${base()}/bang/order/detail/${order.id}`);
  const screen = page.getByTestId('order-detail-screen');
  await expect(screen).toHaveAttribute('data-status', 'TO_SIGN');
  // no order action holds an order: the abnormal register form does, with this order filled in
  await expect(page.getByTestId('detail-action-sign')).toBeVisible();
  await expect(page.getByTestId('detail-action-report_abnormal')).toHaveCount(0);
  await page.getByTestId('detail-report-abnormal').click();
  await expect(page).toHaveURL(/\/saas\/abnormal\/create\/index\?/);
  const form = page.getByTestId('ab-register-form');
  await expect(form.getByTestId('ab-form-order')).toHaveValue(order.order_no);
  // looked up at once: the order's cartons are there to tick
  await expect(form.getByTestId('ab-form-carton').first()).toBeVisible();
  const types = form.getByTestId('ab-form-type-field');
  await types.selectOption((await types.locator('option').evaluateAll((os) => (os as HTMLOptionElement[]).map((o) => o.value))).find(Boolean)!);
  await form.getByTestId('ab-form-description').fill('e2e 外箱破损');
  await form.getByTestId('ab-form-submit').click();
  await expect(page.getByTestId('ab-detail')).toHaveAttribute('data-status', 'registered');
  const abnormalNo = (await page.getByTestId('ab-detail-no').textContent())!.trim();
  const recordUrl = page.url();

  // back on the order: held, the open record listed with its link, 处理异常 instead of an order action
  await page.goto(`${base()}/bang/order/detail/${order.id}`);
  await expect(screen).toHaveAttribute('data-status', 'ABNORMAL');
  const section = page.getByTestId('detail-abnormal');
  await expect(section.getByTestId('detail-abnormal-held')).toBeVisible();
  const row = section.getByTestId('detail-abnormal-row');
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute('data-status', 'registered');
  await expect(row.getByTestId('detail-abnormal-link')).toHaveText(abnormalNo);
  await expect(page.getByTestId('detail-action-sign')).toHaveCount(0);
  // the record's events on the timeline, in words, its number linked
  const registered = page.getByTestId('timeline-entry').first();
  await expect(registered).toHaveAttribute('data-action', 'abnormal_register');
  await expect(registered).toContainText(/Abnormal record · registered|异常单 · 登记/);
  await expect(registered.getByTestId('timeline-abnormal-link')).toHaveText(abnormalNo);
  await expect(registered).not.toContainText('abnormal_id');
  await page.screenshot({ path: shot('orders-detail-abnormal-desktop'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(section).toBeVisible();
  await page.screenshot({ path: shot('orders-detail-abnormal-phone'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(1);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.getByTestId('detail-handle-abnormal').click();
  await expect(page).toHaveURL(recordUrl);
  await expect(page.getByTestId('ab-detail-no')).toHaveText(abnormalNo);
});

test('driver: signs an order assigned to them with a photo', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  // in Chinese: the zh catalog of the dialog and timeline
  await page.context().addCookies([{ name: 'language', value: 'zh', url: base('pai') }]);
  await signIn(page, 'driver', 'driver123', 'pai');
  // an order of its own (the demo data's few driver orders are signed by other tests)
  const orderNo = await orderToSignFor(browser, page);
  await page.goto(`${base('pai')}/saas/order/detail/${orderNo}`);
  await expect(page.getByTestId('order-detail-screen')).toHaveAttribute('data-status', 'TO_SIGN');
  await page.getByTestId('detail-action-sign').click();
  const dialog = page.getByTestId('action-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('action-submit').click();
  await expect(dialog.getByTestId('action-field-photos-error')).toHaveText('请至少上传1张照片');
  await expect(dialog.getByTestId('action-field-signer-error')).toHaveText('请输入签收人');
  await dialog.getByTestId('action-field-signer').fill('本人');
  await dialog.getByTestId('image-uploader-input').setInputFiles({ name: 'sign.png', mimeType: 'image/png', buffer: await drawnPng(page) });
  await expect(dialog.locator('[data-testid="image-tile"][data-status="done"]')).toHaveCount(1, { timeout: 20_000 });
  await dialog.getByTestId('action-field-memo').fill('放门口');
  await page.screenshot({ path: shot('orders-sign-dialog-desktop') });
  await dialog.getByTestId('action-submit').click();
  await expect(dialog).toBeHidden();

  await expect(page.getByTestId('order-detail-screen')).toHaveAttribute('data-status', 'TO_REVISIT');
  const entry = page.getByTestId('timeline-entry').first();
  await expect(entry).toHaveAttribute('data-action', 'sign');
  await expect(entry).toContainText('签收');
  await expect(entry.getByTestId('timeline-status')).toHaveText('待签收 → 待回访');
  await expect(entry).toContainText('本人');
  await expect(page.getByTestId('detail-sign').getByTestId('order-photo')).toHaveCount(1);
  await page.screenshot({ path: shot('orders-signed-desktop'), fullPage: true });
});

test('servicer: assigns an order from the assignment list to a provider picked in the delivery picker', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page);
  // an order of its own (order-map and others assign the tab's orders at the same time), the list filtered to it
  const [no] = await freshOrders(page, 1, 'TO_ASSIGN', { label: '派单' });
  await page.goto(`${base()}/bang/order/assign/index?nos=${no}`);
  await expect(page.getByTestId('order-list-screen')).toHaveAttribute('data-suffix', 'assign/index');
  const row = page.locator('.dt-row', { has: page.locator('[data-col="order_no"]', { hasText: no }) });
  await expect(row).toBeVisible();
  await row.locator('input[type=checkbox]').check();
  await page.getByTestId('batch-assign').click();
  const dialog = page.getByTestId('action-dialog');
  await expect(dialog).toBeVisible();
  // nothing chosen: the picker's field says so and nothing is posted
  await dialog.getByTestId('action-submit').click();
  await expect(dialog.getByTestId('action-field-delivery_resource_id-error')).toBeVisible();
  await pickFirstOption(dialog, 'action-field-delivery_resource_id');
  await expect(dialog.getByTestId('action-field-delivery_resource_id-error')).toHaveCount(0);
  await page.screenshot({ path: shot('orders-assign-dialog-desktop') });
  await dialog.getByTestId('action-submit').click();
  const result = page.getByTestId('batch-result-dialog');
  await expect(result).toBeVisible({ timeout: 30_000 });
  await expect(result.locator(`[data-order-no="${no}"]`)).toHaveAttribute('data-ok', 'true');
  await result.getByTestId('batch-result-close').click();
  await expect(page.locator('.dt-row [data-col="order_no"]', { hasText: no })).toHaveCount(0);
});

test("servicer: prints an order's label from its detail screen", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page);
  const [order] = await ordersInStatus(page, 'IN_WAREHOUSE');
  await page.goto(`${base()}/bang/order/detail/${order.id}`);
  await page.getByTestId('detail-print-label').click();
  await expect(page).toHaveURL(new RegExp(`/saas/warehouse/label/index\\?nos=${order.order_no}`));
  // looked up at once: the label preview of that order
  await expect(page.locator(`[data-testid="label-preview"][data-order-no="${order.order_no}"]`)).toBeVisible();
  await page.screenshot({ path: shot('orders-label-from-detail') });
});
