/**
 * Issue 22, platform integrations (/saas/api/*): the servicer opens 平台对接 → 京东商城, saves credentials and sees
 * them masked, tests the connection (this machine has no internet: 无法连接, with the real error), a webhook in JD's
 * own order shape and signature headers creates an order, its status change is pushed back to a receiver started here, and the push-back log lists the
 * delivery. Shots at 1366, 1024 and 390.
 */
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { call, shot, signIn } from './helpers';
import { base } from './ports';

const DESKTOP = { width: 1366, height: 768 };

async function shots(page: Page, name: string) {
  for (const [w, size] of [['1366', DESKTOP], ['1024', { width: 1024, height: 768 }], ['390', { width: 390, height: 844 }]] as const) {
    await page.setViewportSize(size);
    await page.waitForTimeout(200);
    await page.screenshot({ path: shot(`${name}-${w}`), fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

test('credentials saved and masked, connection test not reachable, a webhook order’s status pushed back and logged', async ({ browser, request }) => {
  // the platform's receiver of push-backs
  const received: { status: string; external_order_id: string }[] = [];
  const receiver = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      received.push(JSON.parse(raw) as { status: string; external_order_id: string });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  const pushUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/push`;

  const context = await browser.newContext({ viewport: DESKTOP, locale: 'zh-CN' });
  await context.addCookies([{ name: 'language', value: 'zh', url: base() }]);
  const page = await context.newPage();
  await signIn(page);
  await page.getByTestId('sidebar').getByText('平台对接').click();
  await page.getByTestId('sidebar').getByText('京东商城').click();
  await expect(page).toHaveURL(/\/saas\/api\/jdMall\/index/);
  await expect(page.getByTestId('integration-screen')).toBeVisible();

  // settings: shop id, the merchant, the push-back URL and the credentials
  const consignors = await call<{ list: { id: number; name: string; is_forbid_create_order: number }[] }>(page, 'GET', '/user/resource_binding/consignor/list?page=1&per_page=50');
  const merchant = consignors.data.list.find((c) => c.is_forbid_create_order !== 1)!;
  await page.getByTestId('integration-edit').click();
  const dialog = page.getByTestId('integration-settings-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('integration-shop-ids').fill('7788');
  await dialog.getByTestId('integration-consignor').selectOption({ label: merchant.name });
  await dialog.getByTestId('integration-push-url').fill(pushUrl);
  await dialog.getByTestId('integration-credential-app_key').fill('JDMALL-KEY-123456');
  await dialog.getByTestId('integration-credential-app_secret').fill('jd-mall-secret-value-42');
  await dialog.getByTestId('integration-settings-save').click();
  await expect(dialog).toBeHidden();

  // shown masked, never in full
  await expect(page.getByTestId('integration-view-app_key')).toHaveText('JD******56');
  await expect(page.getByTestId('integration-view-app_secret')).toHaveText('jd******42');
  await expect(page.getByTestId('integration-view-shop-ids')).toHaveText('7788');
  await expect(page.getByText('jd-mall-secret-value-42')).toHaveCount(0);
  await expect(page.getByTestId('integration-status')).toHaveText('启用');

  // the connection test tries the real gateway and says it cannot reach it
  await page.getByTestId('integration-test').click();
  const result = page.getByTestId('integration-test-result');
  await expect(result).toBeVisible({ timeout: 20_000 });
  await expect(result).toHaveAttribute('data-reachable', 'false');
  await expect(result).toContainText('无法连接 https://api.jd.com/routerjson');

  // the platform sends an order in its own shape (a JD POP order) under its own headers, named on the screen, signed
  // with the secret the screen shows; the area comes by name
  await expect(page.getByTestId('integration-webhook-hint')).toContainText('x-jos-sign');
  const path = (await page.getByTestId('integration-webhook-url').innerText()).replace(/^https?:\/\/[^/]+/, '');
  const secret = (await page.getByTestId('integration-webhook-secret').innerText()).trim();
  const products = await call<{ list: { code: string }[] }>(page, 'GET', '/user/product/getAllProduct');
  const external = `E2E-${Date.now()}`;
  const body = JSON.stringify({
    orderId: external,
    venderId: '7788',
    modified: new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' '),
    consigneeInfo: { fullname: '平台买家', mobile: '13900001111', province: '上海', city: '上海市', county: '黄浦区', fullAddress: '对接路1号' },
    itemInfoList: [{ outerSkuId: products.data.list[0].code, itemTotal: '1', skuName: '测试商品' }],
  });
  const ts = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', secret).update(`${ts}.${body}`).digest('hex').toUpperCase();
  const hook = await request.post(`${base()}${path}`, { headers: { 'content-type': 'application/json', 'x-jos-timestamp': ts, 'x-jos-sign': signature }, data: body });
  expect(hook.status(), await hook.text()).toBe(200);
  const orderNo = ((await hook.json()) as { data: { order_no: string; result: string } }).data.order_no;
  // a bad signature is refused
  const bad = await request.post(`${base()}${path}`, { headers: { 'content-type': 'application/json', 'x-jos-timestamp': ts, 'x-jos-sign': '00' }, data: body });
  expect(bad.status()).toBe(401);

  // the servicer receives the order: its status change goes out through the outbox worker
  const received1 = await call(page, 'POST', `/order/orders/${orderNo}/actions/receive`, {});
  expect(received1.code, received1.msg).toBe('0');
  await expect.poll(() => received.filter((r) => r.external_order_id === external).map((r) => r.status), { timeout: 30_000 }).toEqual(['RECEIVED']);

  // the push-back log lists the delivery
  await expect(async () => {
    await page.getByTestId('outbox-log').getByTestId('table-refresh').click();
    await expect(page.getByTestId('outbox-log').getByText(orderNo)).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  const row = page.getByTestId('outbox-log').getByRole('row').filter({ hasText: orderNo });
  await expect(row.getByText('已送达')).toBeVisible();
  await shots(page, 'integrations-jdmall');

  await context.close();
  await new Promise((r) => receiver.close(r));
});
