/**
 * Issue 6, the sync centre: an order saved with the API unreachable waits in the outbox (badge count, pending
 * row), goes with 'sync now' once the network is back and is listed as recently sent; an order action that the
 * server refuses on replay (someone else cancelled the order meanwhile) lands in Failed with the server's msg,
 * and discarding it asks for confirmation.
 */
import { expect, test, type Page } from '@playwright/test';
import { shot, signIn } from './helpers';
import { base } from './ports';

// this spec's pages run the service worker (offline starts, its caches, its updates); the others block it (playwright.config.ts)
test.use({ serviceWorkers: 'allow' });

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page }) => {
  await page.context().addCookies([{ name: 'language', value: 'zh', url: base() }]);
  await page.setViewportSize({ width: 1366, height: 768 });
});

const uniq = () => `${Date.now()}`.slice(-6);

async function pickFirst(page: Page, testId: string) {
  await page.getByTestId(`${testId}-input`).click();
  const option = page.getByTestId(`${testId}-option`).first();
  await expect(option).toBeVisible();
  await option.click();
}

async function fillOrder(page: Page, contact: string) {
  await page.goto(`${base()}/saas/order-entry/entry`);
  await expect(page.getByTestId('order-form')).toBeVisible();
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

const cutApi = (page: Page) => page.route('**/api/**', (route) => route.abort('internetdisconnected'));

/** POST straight to the API as the signed-in user (not through the page, so not cut by page.route). */
async function apiAs(page: Page, path: string, body: unknown) {
  const session = await page.evaluate(() => {
    const token = localStorage.getItem('lading.token') ?? '';
    const payload = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) as { id: number };
    return { token, userId: String(payload.id) };
  });
  const res = await page.request.post(`${base()}/api${path}`, {
    data: body,
    headers: { 'X-Token': session.token, token: session.token, userid: session.userId, 'X-Client': 'web', 'Accept-Language': 'zh-CN', 'Idempotency-Key': `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}` },
  });
  return (await res.json()) as { code: string; msg: string };
}

test('an order saved offline waits in the sync centre, then goes with sync now and is listed as sent', async ({ page }) => {
  await signIn(page);
  const contact = `同步${uniq()}`;
  await fillOrder(page, contact);
  await cutApi(page);
  await page.getByTestId('entry-submit').click();
  await expect(page.getByTestId('entry-queued')).toBeVisible({ timeout: 10_000 });

  // the navbar badge counts it and opens the sync centre
  await expect(page.getByTestId('sync-badge-count')).toHaveText('1');
  await page.getByTestId('sync-badge').click();
  await expect(page.getByTestId('sync-screen')).toBeVisible();
  const row = page.locator('.dt-row').filter({ hasText: contact });
  await expect(row).toBeVisible();
  await expect(row).toContainText('新建订单');
  await expect(page.getByTestId('sync-waiting')).toContainText('1 条待发送');
  await expect(page.getByTestId('sync-persisted')).toBeVisible();
  await page.screenshot({ path: shot('sync-centre') });

  // back online: 'sync now' sends it; the queue is empty and the entry is in 'recently sent' with its number
  await page.unroute('**/api/**');
  await page.getByTestId('sync-now').click();
  await expect(page.getByTestId('sync-waiting')).toHaveText('全部已发送', { timeout: 20_000 });
  await expect(page.getByTestId('sync-badge-count')).toHaveCount(0);
  await expect(page.locator('.dt-row').filter({ hasText: contact })).toHaveCount(0);
  await page.getByRole('tab', { name: /最近已发送/ }).click();
  const sent = page.locator('.dt-row').filter({ hasText: contact });
  await expect(sent).toBeVisible();
  await expect(sent).toContainText(/\d{10,}/);
  await page.screenshot({ path: shot('sync-centre-sent') });
});

test('a replay the server refuses lands in Failed with its message; discard asks first', async ({ page }) => {
  await signIn(page);
  const contact = `拒绝${uniq()}`;
  await fillOrder(page, contact);
  await page.getByTestId('entry-submit').click();
  await page.getByTestId('entry-open-detail').click();
  const detail = page.getByTestId('order-detail-screen');
  await expect(detail).toBeVisible();
  const no = (await page.getByTestId('detail-order-no').innerText()).trim();

  // cancelled on this device with no network: kept in the outbox
  await cutApi(page);
  await page.getByTestId('detail-action-cancel').click();
  await page.getByTestId('action-dialog').getByTestId('action-submit').click();
  await expect(page.getByTestId('action-dialog')).toBeHidden({ timeout: 15_000 });
  await expect(page.getByTestId('sync-badge-count')).toHaveText('1');

  // meanwhile someone else cancels the same order; a second cancel now gets the server's refusal message
  expect((await apiAs(page, `/order/orders/${no}/actions/cancel`, {})).code).toBe('0');
  const refusal = await apiAs(page, `/order/orders/${no}/actions/cancel`, {});
  expect(refusal.code).not.toBe('0');

  const keys: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/order\/orders\/[^/]+\/actions\/cancel$/.test(r.url())) keys.push(r.headers()['idempotency-key'] ?? '');
  });
  await page.unroute('**/api/**');
  await page.getByTestId('sync-badge').click();
  await expect(page.getByTestId('sync-screen')).toBeVisible();
  await page.getByTestId('sync-now').click();
  const failed = page.locator('.dt-row').filter({ hasText: no });
  await expect(page.getByRole('tab', { name: /发送失败 \(1\)/ })).toBeVisible({ timeout: 20_000 });
  await expect(failed).toContainText('作废');
  await expect(failed.getByTestId('sync-row-error')).toHaveText(refusal.msg);
  await expect(page.getByTestId('sync-offline')).toHaveCount(0); // the server answered: online again
  await expect(page.getByTestId('sync-waiting')).toContainText('0 条待发送，1 条发送失败');
  await page.screenshot({ path: shot('sync-centre-failed') });

  // edit and resend shows the server message; the resend is a new write under a new Idempotency-Key
  await failed.getByTestId('sync-edit').click();
  await expect(page.getByTestId('sync-edit-server-msg')).toContainText(refusal.msg);
  await page.waitForTimeout(400); // the dialog's opening animation
  await page.screenshot({ path: shot('sync-centre-edit') });
  const sentBefore = keys.length;
  expect(sentBefore).toBeGreaterThan(0);
  await page.getByTestId('sync-edit-send').click();
  await expect(page.getByTestId('sync-edit-dialog')).toBeHidden();
  await expect.poll(() => keys.length).toBeGreaterThan(sentBefore);
  expect(keys.at(-1)).not.toBe(keys[sentBefore - 1]);
  await expect(failed.getByTestId('sync-row-error')).toHaveText(refusal.msg); // still refused: back in Failed

  // discard asks for confirmation: cancelling keeps it, confirming removes it
  await failed.getByTestId('sync-discard').click();
  const confirm = page.getByTestId('sync-discard-confirm');
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText(no);
  await page.getByTestId('sync-discard-confirm-cancel').click();
  await expect(failed).toBeVisible();
  await failed.getByTestId('sync-discard').click();
  await page.getByTestId('sync-discard-confirm-ok').click();
  await expect(failed).toHaveCount(0);
  await expect(page.getByTestId('sync-badge-count')).toHaveCount(0);
  await expect(page.getByTestId('sync-waiting')).toHaveText('全部已发送');
});
