/**
 * Field work with no network (issue 6): a delivery provider downloads its tasks on a phone, loses the network,
 * signs an order with two camera photos (the card moves at once, pending sync), and once the network is back the
 * order is signed on the server with both photos. A warehouse tablet scans three numbers (one good, one in the
 * wrong status, one unknown) and each is confirmed at once.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { comeBackOnline, freshOrders, goOffline, pngOf, shot, signIn } from './helpers';
import { base } from './ports';

// this spec's pages run the service worker (offline starts, its caches, its updates); the others block it (playwright.config.ts)
test.use({ serviceWorkers: 'allow' });

test.describe.configure({ mode: 'serial' });

async function as(browser: Browser, user: string, password: string, viewport: { width: number; height: number }, label?: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'zh-CN' });
  await context.addCookies([{ name: 'language', value: 'zh', url: base(label) }]);
  const page = await context.newPage();
  // the sign-in helper waits for the desktop sidebar; the device's own size comes after
  await signIn(page, user, password, label);
  await page.setViewportSize(viewport);
  return page;
}

async function api<T>(page: Page, url: string): Promise<T> {
  return page.evaluate(async (u) => {
    const res = await fetch(`/api${u}`, { headers: { 'X-Token': localStorage.getItem('lading.token') ?? '' } });
    return (await res.json()).data;
  }, url);
}

/** A camera that shows a grey frame and a BarcodeDetector that reads window.__scanValue (when set). */
async function fakeCamera(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    w.BarcodeDetector = class {
      static async getSupportedFormats() {
        return ['qr_code', 'code_128'];
      }
      async detect() {
        const v = (window as unknown as { __scanValue?: string }).__scanValue;
        return v ? [{ rawValue: v }] : [];
      }
    };
    navigator.mediaDevices.getUserMedia = async () => {
      const c = document.createElement('canvas');
      c.width = 64;
      c.height = 48;
      c.getContext('2d')!.fillRect(0, 0, 64, 48);
      return c.captureStream(5);
    };
  });
}

test('tasks: downloaded, signed with two photos offline, sent once the network is back', async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await as(browser, 'delivery', 'delivery123', { width: 390, height: 844 }, 'pai');
  await page.goto(`${base('pai')}/saas/field/tasks`);
  const screen = page.getByTestId('field-tasks-screen');
  await expect(screen).toBeVisible();
  // opening online refreshes the local copy
  await expect(page.getByTestId('field-downloaded-at')).toHaveText(/刚刚下载|分钟前下载/, { timeout: 20_000 });

  const toSign = page.getByTestId('field-tab-TO_SIGN');
  await toSign.click();
  const cards = page.getByTestId('field-task-card');
  await expect(cards.first()).toBeVisible();
  const signCount = Number(await toSign.getAttribute('data-count'));
  const revisitCount = Number(await page.getByTestId('field-tab-TO_REVISIT').getAttribute('data-count'));
  expect(signCount).toBeGreaterThan(0);
  await expect(cards.first().getByTestId('field-task-tel')).toHaveAttribute('href', /^tel:/);
  await page.screenshot({ path: shot('field-tasks-390'), fullPage: false });

  const card = cards.first();
  const orderNo = (await card.getAttribute('data-order-no'))!;

  // the network goes: every API call fails from here
  await goOffline(page.context());
  await card.getByTestId('field-action-sign').click();
  const dialog = page.getByTestId('field-sign-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('field-photo-input')).toHaveAttribute('capture', 'environment');
  await dialog.getByTestId('field-signer').fill('李签收');
  await dialog.getByTestId('field-photo-input').setInputFiles([
    { name: 'door.png', mimeType: 'image/png', buffer: await pngOf(page, '#2b6cb0', '门口') },
    { name: 'goods.png', mimeType: 'image/png', buffer: await pngOf(page, '#2f855a', '货物') },
  ]);
  await expect(dialog.getByTestId('field-photo')).toHaveCount(2);
  await page.screenshot({ path: shot('field-sign-390') });
  await dialog.getByTestId('field-form-submit').click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });

  // the card moved to 待回访 at once, marked pending sync
  await expect(page.getByTestId('field-tab-TO_SIGN')).toHaveAttribute('data-count', String(signCount - 1));
  await page.getByTestId('field-tab-TO_REVISIT').click();
  const moved = page.locator(`[data-testid="field-task-card"][data-order-no="${orderNo}"]`);
  await expect(moved).toBeVisible();
  await expect(moved).toHaveAttribute('data-pending', '1');
  await expect(page.getByTestId('field-tab-TO_REVISIT')).toHaveAttribute('data-count', String(revisitCount + 1));
  await page.screenshot({ path: shot('field-tasks-offline-390') });

  // the network is back: reloading starts the app, whose outbox drains
  await comeBackOnline(page.context());
  await page.reload();
  await expect(page.getByTestId('field-tasks-screen')).toBeVisible();
  await expect
    .poll(async () => (await api<{ status: string; sign_photos: string[]; signer: string }>(page, `/order/orders/${orderNo}`)) ?? null, { timeout: 60_000, intervals: [1000] })
    .toMatchObject({ status: 'TO_REVISIT', signer: '李签收', sign_photos: [expect.any(String), expect.any(String)] });
  await page.getByTestId('field-tab-TO_REVISIT').click();
  await expect(page.locator(`[data-testid="field-task-card"][data-order-no="${orderNo}"]`)).toHaveAttribute('data-pending', '0', { timeout: 20_000 });
});

async function post(page: Page, url: string, body: unknown): Promise<{ code: string; msg: string }> {
  return page.evaluate(
    async ([u, b]) => {
      const res = await fetch(`/api${u}`, {
        method: 'POST',
        headers: { 'X-Token': localStorage.getItem('lading.token') ?? '', 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
        body: JSON.stringify(b),
      });
      return res.json();
    },
    [url, body] as const,
  );
}

const resourceIdOf = (page: Page) =>
  page.evaluate(() => {
    const part = (localStorage.getItem('lading.token') ?? '').split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    return JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(part), (c) => c.charCodeAt(0)))).resource_id as number;
  });

test('tasks: a sign rejected by the server (re-assigned meanwhile) puts the card back with the msg; the sign form keeps a draft', async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await as(browser, 'delivery', 'delivery123', { width: 390, height: 844 }, 'pai');
  const servicer = await as(browser, 'servicer', 'servicer123', { width: 1366, height: 768 });
  await page.goto(`${base('pai')}/saas/field/tasks`);
  await expect(page.getByTestId('field-downloaded-at')).toHaveText(/刚刚下载|分钟前下载/, { timeout: 20_000 });
  await page.getByTestId('field-tab-TO_SIGN').click();
  const card = page.getByTestId('field-task-card').first();
  const orderNo = (await card.getAttribute('data-order-no'))!;

  // a draft: the signer and one photo survive closing the page mid-sign
  await card.getByTestId('field-action-sign').click();
  let dialog = page.getByTestId('field-sign-dialog');
  await dialog.getByTestId('field-signer').fill('王草稿');
  await dialog.getByTestId('field-photo-input').setInputFiles([{ name: 'a.png', mimeType: 'image/png', buffer: await pngOf(page, '#805ad5', '草稿') }]);
  await expect(dialog.getByTestId('field-photo')).toHaveCount(1);
  await page.waitForTimeout(800); // the autosave's debounce
  await page.reload();
  await page.getByTestId('field-tab-TO_SIGN').click();
  await page.locator(`[data-testid="field-task-card"][data-order-no="${orderNo}"]`).getByTestId('field-action-sign').click();
  dialog = page.getByTestId('field-sign-dialog');
  await expect(dialog.getByTestId('field-signer')).toHaveValue('王草稿');
  await expect(dialog.getByTestId('field-photo')).toHaveCount(1);

  // signed offline…
  await goOffline(page.context());
  await dialog.getByTestId('field-form-submit').click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await expect(page.locator(`[data-testid="field-task-card"][data-order-no="${orderNo}"]`)).toBeHidden();

  // …while the desk re-assigns the order (back to 待预约), so the server refuses the sign
  const resourceId = await resourceIdOf(page);
  const changed = await post(servicer, `/order/orders/${orderNo}/actions/change_assignment`, { delivery_resource_id: resourceId, reason: '改派测试' });
  expect(changed.code, changed.msg).toBe('0');
  await comeBackOnline(page.context());
  await page.reload();
  await page.getByTestId('field-tab-TO_APPOINT').click();
  const back = page.locator(`[data-testid="field-task-card"][data-order-no="${orderNo}"]`);
  await expect(back).toBeVisible({ timeout: 30_000 });
  await expect(back.getByTestId('field-task-rejected')).toBeVisible({ timeout: 30_000 });
  await expect(back).toHaveAttribute('data-pending', '0');
  await page.screenshot({ path: shot('field-tasks-rejected-390') });
});

test('tasks: the scan button opens the scanned waybill’s card (camera through BarcodeDetector)', async ({ browser }) => {
  const page = await as(browser, 'delivery', 'delivery123', { width: 390, height: 844 }, 'pai');
  // an order of its own to appoint (other specs appoint the provider's newest orders at the same time)
  const desk = await as(browser, 'servicer', 'servicer123', { width: 1366, height: 768 });
  const [target] = await freshOrders(desk, 1, 'TO_APPOINT', { delivery: await resourceIdOf(page), label: '扫码预约' });
  await desk.context().close();
  await fakeCamera(page);
  await page.goto(`${base('pai')}/saas/field/tasks`);
  await expect(page.getByTestId('field-downloaded-at')).toHaveText(/刚刚下载|分钟前下载/, { timeout: 20_000 });
  await page.getByTestId('field-tab-TO_APPOINT').click();
  await expect(page.locator(`[data-testid="field-task-card"][data-order-no="${target}"]`)).toHaveCount(1);
  await page.getByTestId('field-tab-TO_SIGN').click();
  await page.evaluate((no) => ((window as unknown as { __scanValue: string }).__scanValue = `https://lading.example/t?order_no=${no}`), target);
  await page.getByTestId('field-tasks-scan').click();
  await expect(page.getByTestId('field-camera')).toBeHidden({ timeout: 10_000 });
  await expect(page.getByTestId('field-task-list')).toHaveAttribute('data-tab', 'TO_APPOINT');
  const card = page.locator(`[data-testid="field-task-card"][data-order-no="${target}"]`);
  await expect(card).toBeInViewport();

  // online, an appointment is sent at once and the card moves to 待签收 with its time
  await card.getByTestId('field-action-appoint').click();
  const dialog = page.getByTestId('field-appoint-dialog');
  await dialog.getByTestId('field-appoint-at').fill('2026-11-25T10:30');
  await dialog.getByTestId('field-form-submit').click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await page.getByTestId('field-tab-TO_SIGN').click();
  await expect(card).toBeVisible();
  await expect(card).toHaveAttribute('data-pending', '0');
  await expect(card).toContainText('2026-11-25 10:30');
  expect((await api<{ status: string; appoint_at: string }>(page, `/order/orders/${target}`)).appoint_at).toBe('2026-11-25T02:30:00.000Z');
});

test('scan: each number confirmed at once from local data — queued, wrong status, unknown, duplicate', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await as(browser, 'servicer', 'servicer123', { width: 1024, height: 768 });
  // orders of its own (other specs receive and move the newest orders of these statuses at the same time)
  const [good, offline] = await freshOrders(page, 2, 'TO_RECEIVE', { label: '扫描' });
  const [stored] = await freshOrders(page, 1, 'IN_WAREHOUSE', { label: '扫描在库' });
  await fakeCamera(page);
  await page.goto(`${base()}/saas/field/scan`);
  await expect(page.getByTestId('field-scan-screen')).toBeVisible();
  await page.getByTestId('field-download').click();
  await expect(page.getByTestId('field-downloaded-at')).toHaveText(/刚刚下载/, { timeout: 30_000 });

  await page.getByTestId('field-op-receive').click();
  const input = page.getByTestId('field-scan-input');
  for (const no of [good, stored, '2999999999999']) {
    await input.fill(no);
    await input.press('Enter');
  }
  const row = (no: string) => page.locator(`[data-testid="field-scan-row"][data-order-no="${no}"]`);
  await expect(row(good)).toHaveAttribute('data-state', /queued|sent/);
  await expect(row(stored)).toHaveAttribute('data-state', 'refused');
  await expect(row(stored)).toContainText('订单状态为 在库，不能收货');
  await expect(row('2999999999999')).toHaveAttribute('data-state', 'refused');
  await expect(row('2999999999999')).toContainText('已下载的订单中没有此订单');
  await expect(row(good)).toHaveAttribute('data-state', 'sent', { timeout: 20_000 });
  await expect(row(good)).toContainText('已提交');

  // the same number again: amber, not sent twice
  await input.fill(good);
  await input.press('Enter');
  await expect(page.getByTestId('field-scan-row').first()).toHaveAttribute('data-state', 'duplicate');
  await expect(page.getByTestId('field-scan-row').first()).toContainText('已扫描');
  expect((await api<{ status: string }>(page, `/order/orders/${good}`)).status).toBe('RECEIVED');

  // the camera stays open for a batch: each code it reads is a scan
  await page.evaluate(() => ((window as unknown as { __scanValue: string }).__scanValue = '运单号:2888888888888'));
  await page.getByTestId('field-scan-camera').click();
  await expect(page.getByTestId('field-camera-last')).toHaveText('运单号:2888888888888');
  await expect(row('2888888888888').first()).toHaveAttribute('data-state', 'refused');
  await page.evaluate(() => ((window as unknown as { __scanValue: string }).__scanValue = ''));
  await page.getByTestId('field-camera').getByRole('button', { name: '关闭' }).click();
  await expect(page.getByTestId('field-camera')).toBeHidden();

  // with no network: confirmed from the downloaded orders, queued, and sent once the network is back
  await goOffline(page.context());
  await input.fill(offline);
  await input.press('Enter');
  await expect(row(offline)).toHaveAttribute('data-state', 'queued');
  await expect(row(offline)).toContainText('已排队');
  await comeBackOnline(page.context());
  await expect(row(offline)).toHaveAttribute('data-state', 'sent', { timeout: 30_000 });
  expect((await api<{ status: string }>(page, `/order/orders/${offline}`)).status).toBe('RECEIVED');

  // warehouse in needs a warehouse; the received order goes in
  await page.getByTestId('field-op-warehouse_in').click();
  await page.getByTestId('field-warehouse').selectOption({ index: 1 });
  await input.fill(`https://lading.example/track?order_no=${good}`);
  await input.press('Enter');
  await expect(row(good).first()).toHaveAttribute('data-state', /queued|sent/);
  await expect.poll(async () => (await api<{ status: string }>(page, `/order/orders/${good}`)).status, { timeout: 20_000 }).toBe('IN_WAREHOUSE');
  await page.screenshot({ path: shot('field-scan-1024') });
});
