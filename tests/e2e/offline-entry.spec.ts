/**
 * Issue 6 in the real app: order entry autosaved as a draft (offered back in a new tab), an order saved while
 * the API is unreachable kept on the device and listed as pending in 录单查看, then created with its number
 * once the network returns.
 */
import { expect, test, type Page } from '@playwright/test';
import { chooseLogout, comeBackOnline, goOffline, orderToSignFor, shot, signIn } from './helpers';
import { base } from './ports';

// this spec's pages run the service worker (offline starts, its caches, its updates); the others block it (playwright.config.ts)
test.use({ serviceWorkers: 'allow' });

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page }) => {
  await page.context().addCookies([{ name: 'language', value: 'zh', url: base() }]);
});

const uniq = () => `${Date.now()}`.slice(-6);

async function pickFirst(page: Page, testId: string) {
  await page.getByTestId(`${testId}-input`).click();
  const option = page.getByTestId(`${testId}-option`).first();
  await expect(option).toBeVisible();
  await option.click();
}

async function fillOrder(page: Page, contact: string) {
  await pickFirst(page, 'picker-consignor');
  await page.getByTestId('field-end_contact').fill(contact);
  await page.getByTestId('field-end_tel').fill('13912345678');
  await page.getByTestId('field-area').click();
  await page.getByTestId('field-area-filter').fill('黄浦区');
  await page.locator('[role=treeitem][data-value="310101"]').click();
  await page.getByTestId('field-end_address').fill('南京东路100号');
  await pickFirst(page, 'product-0');
  await page.getByTestId('quantity-0').fill('2');
  await page.getByTestId('field-services_pkg_code').selectOption('DELIVERY_INSTALL');
}

test('order entry: autosaved draft offered back; saved offline it is pending, then gets its number', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page);
  const contact = `离线${uniq()}`;

  // 1. typed input is autosaved: a new tab (no per-tab input) offers it back
  await page.goto(`${base()}/saas/order-entry/entry`);
  await expect(page.getByTestId('order-form')).toBeVisible();
  await page.getByTestId('field-end_contact').fill(`${contact}草稿`);
  await page.getByTestId('field-end_address').fill('草稿地址1号');
  await page.waitForTimeout(1200); // the autosave waits 500 ms after the last key
  const other = await context.newPage();
  await other.setViewportSize({ width: 1366, height: 768 });
  await other.goto(`${base()}/saas/order-entry/entry`);
  const offer = other.getByTestId('draft-offer');
  await expect(offer).toBeVisible();
  await expect(offer).toContainText('恢复上次未保存的内容?');
  await expect(other.getByTestId('field-end_contact')).toHaveValue('');
  await other.getByTestId('draft-restore').click();
  await expect(other.getByTestId('field-end_contact')).toHaveValue(`${contact}草稿`);
  await expect(other.getByTestId('field-end_address')).toHaveValue('草稿地址1号');
  await expect(offer).toBeHidden();
  await other.close();
  // a reload of the same tab keeps the input as it was (no question needed)
  await page.reload();
  await expect(page.getByTestId('field-end_contact')).toHaveValue(`${contact}草稿`);
  await page.getByTestId('entry-reset').click();
  await expect(page.getByTestId('field-end_contact')).toHaveValue('');

  // 2. 录单查看 opened once (a tab to come back to), then the order is entered with the API cut
  await page.goto(`${base()}/saas/order-entry/show`);
  await expect(page.getByTestId('order-list-screen')).toBeVisible();
  await page.goto(`${base()}/saas/order-entry/entry`);
  await expect(page.getByTestId('order-form')).toBeVisible();
  await fillOrder(page, contact);
  await goOffline(page.context());
  await page.getByTestId('entry-submit').click();
  await expect(page.getByTestId('entry-queued')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId('entry-queued')).toContainText('网络恢复后将自动提交并分配订单号');
  await expect(page.getByTestId('field-end_contact')).toHaveValue('');

  await page.locator('[data-testid=tag-item][data-path="/saas/order-entry/show"]').click();
  const pending = page.getByTestId('entered-pending-row').filter({ hasText: contact });
  await expect(pending).toBeVisible();
  await expect(pending.getByTestId('entered-pending-no')).toHaveText('待分配');
  await page.screenshot({ path: shot('offline-entry') });

  // signing out now warns: the order is still only on this device
  const warn = page.getByTestId('logout-unsent');
  await chooseLogout(page, () => expect(warn).toContainText('本设备上还有 1 项操作尚未发送，重新登录后将自动发送', { timeout: 3000 }));
  await page.waitForTimeout(400); // the dialog's opening animation
  await page.screenshot({ path: shot('offline-logout-warning') });
  await page.getByTestId('logout-unsent-cancel').click();
  await expect(warn).toBeHidden();
  await expect(page).toHaveURL(/order-entry\/show/);

  // 3. the network returns: the order is created and listed with its number
  await comeBackOnline(page.context());
  await expect(pending).toHaveCount(0, { timeout: 20_000 });
  const row = page.locator('.dt-row').filter({ hasText: contact });
  await expect(row).toBeVisible({ timeout: 10_000 });
  await expect(row.getByTestId('order-link')).toHaveText(/\d{6,}/);
});

test('driver: a sign with a photo taken without a network is sent when it returns', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.context().addCookies([{ name: 'language', value: 'zh', url: base('pai') }]);
  await signIn(page, 'driver', 'driver123', 'pai');
  // an order of its own (the demo data's few driver orders are signed by other tests)
  const order = { order_no: await orderToSignFor(browser, page) };
  await page.goto(`${base('pai')}/saas/order/detail/${order.order_no}`);
  await expect(page.getByTestId('order-detail-screen')).toHaveAttribute('data-status', 'TO_SIGN');
  await page.getByTestId('detail-action-sign').click();
  const dialog = page.getByTestId('action-dialog');
  await dialog.getByTestId('action-field-signer').fill('门卫代收');
  const png = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 200;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#2b6cb0';
    ctx.fillRect(0, 0, 320, 200);
    return canvas.toDataURL('image/png').split(',')[1];
  });
  await dialog.getByTestId('image-uploader-input').setInputFiles({ name: 'sign.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });
  await expect(dialog.locator('[data-testid="image-tile"][data-status="done"]')).toHaveCount(1, { timeout: 20_000 });
  await page.screenshot({ path: shot('offline-sign-dialog') });

  await goOffline(page.context());
  await dialog.getByTestId('action-submit').click();
  await expect(dialog).toBeHidden({ timeout: 10_000 });
  await expect(page.getByText('已保存在本设备，网络恢复后将自动发送')).toBeVisible();
  await expect(page.getByTestId('order-detail-screen')).toHaveAttribute('data-status', 'TO_SIGN');

  await comeBackOnline(page.context());
  await expect(page.getByTestId('order-detail-screen')).toHaveAttribute('data-status', 'TO_REVISIT', { timeout: 20_000 });
  await expect(page.getByTestId('detail-sign').getByTestId('order-photo')).toHaveCount(1);
  await expect(page.getByTestId('timeline-entry').first()).toContainText('门卫代收');
});
