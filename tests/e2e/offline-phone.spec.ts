/**
 * Issue 15: a phone that loses coverage, as a phone loses it — the browser offline (navigator.onLine false, an
 * 'offline' event) and nothing reaching the server (helpers' goOffline). A delivery provider signs with a photo
 * and closes the tab; two tabs come back at once; a whole visit; the app opens cold with no network; the server
 * process itself is killed while the phone signs. Every time: stored on the device at once, applied on the server
 * exactly once, photo included.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { call, comeBackOnline, freshOrders, goOffline, orderToSignFor, resourceIdOf, shot, signIn } from './helpers';
import { base, E2E_PORT } from './ports';

// this spec's pages run the service worker (offline starts, its caches, its updates); the others block it (playwright.config.ts)
test.use({ serviceWorkers: 'allow' });

test.describe.configure({ mode: 'serial' });

const PHONE = { width: 390, height: 844 };

interface OrderView {
  status: string;
  signer: string;
  sign_photos: string[];
}

async function phone(browser: Browser, port = E2E_PORT): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'zh-CN' });
  await context.addCookies([{ name: 'language', value: 'zh', url: base('pai', port) }]);
  const page = await context.newPage();
  await signIn(page, 'delivery', 'delivery123', 'pai', undefined, port);
  await page.setViewportSize(PHONE);
  return { context, page };
}

/** How many entries wait in this device's outbox (read straight from IndexedDB, as the app stores them). */
function outboxCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('lading');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('outbox')) return resolve(0);
          const count = db.transaction('outbox').objectStore('outbox').count();
          count.onsuccess = () => {
            resolve(count.result);
            db.close();
          };
          count.onerror = () => reject(count.error);
        };
      }),
  );
}

async function photo(page: Page, text: string): Promise<Buffer> {
  const b64 = await page.evaluate((t) => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 240;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#2b6cb0';
    ctx.fillRect(0, 0, 320, 240);
    ctx.fillStyle = '#fff';
    ctx.font = 'bold 32px sans-serif';
    ctx.fillText(t, 60, 130);
    return canvas.toDataURL('image/png').split(',')[1];
  }, text);
  return Buffer.from(b64, 'base64');
}

async function openTasks(page: Page, port = E2E_PORT) {
  await page.goto(`${base('pai', port)}/saas/field/tasks`);
  await expect(page.getByTestId('field-tasks-screen')).toBeVisible({ timeout: 20_000 });
}

const cardOf = (page: Page, no: string) => page.locator(`[data-testid="field-task-card"][data-order-no="${no}"]`);

/** Opening the tasks online downloads them: the new order's card is on the 待签收 tab. */
async function expectToSign(page: Page, no: string) {
  await expect(page.getByTestId('field-downloaded-at')).toHaveText(/刚刚下载|分钟前下载/, { timeout: 20_000 });
  await page.getByTestId('field-tab-TO_SIGN').click();
  await expect(cardOf(page, no)).toHaveCount(1, { timeout: 20_000 });
}

/** Signs the order's card with one photo; the dialog must close at once (stored locally, whatever the network). */
async function signCard(page: Page, no: string, signer: string) {
  await page.getByTestId('field-tab-TO_SIGN').click();
  await cardOf(page, no).getByTestId('field-action-sign').click();
  const dialog = page.getByTestId('field-sign-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('field-signer').fill(signer);
  await dialog.getByTestId('field-photo-input').setInputFiles([{ name: 'door.png', mimeType: 'image/png', buffer: await photo(page, signer) }]);
  await expect(dialog.getByTestId('field-photo')).toHaveCount(1);
  await dialog.getByTestId('field-form-submit').click();
  // the bug of issue 15: offline, the button spun for ever and nothing was stored
  await expect(dialog).toBeHidden({ timeout: 5_000 });
  await page.getByTestId('field-tab-TO_REVISIT').click();
  await expect(cardOf(page, no)).toHaveAttribute('data-pending', '1');
}

/** The order on the server, once it is signed: signer, one photo, and exactly one sign event. */
async function expectSignedOnce(page: Page, no: string, signer: string) {
  await expect
    .poll(async () => (await call<OrderView | null>(page, 'GET', `/order/orders/${no}`)).data?.status ?? 'unknown', { timeout: 60_000, intervals: [1000] })
    .toBe('TO_REVISIT');
  const order = (await call<OrderView>(page, 'GET', `/order/orders/${no}`)).data;
  expect(order.signer).toBe(signer);
  expect(order.sign_photos).toHaveLength(1);
  const events = (await call<{ list: { action: string }[] }>(page, 'GET', `/order/orders/${no}/events`)).data.list;
  expect(events.filter((e) => e.action === 'sign')).toHaveLength(1);
}

test('signed with a photo while the phone is offline, tab closed, reopened online: applied once with its photo', async ({ browser }) => {
  test.setTimeout(180_000);
  const { context, page } = await phone(browser);
  const no = await orderToSignFor(browser, page);
  await openTasks(page);
  await expectToSign(page, no);

  await goOffline(context);
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  await signCard(page, no, '离线签收');
  expect(await outboxCount(page)).toBe(1);
  await page.screenshot({ path: shot('offline-phone-signed-390') });
  await page.close();

  await comeBackOnline(context);
  const again = await context.newPage();
  await openTasks(again);
  await expectSignedOnce(again, no, '离线签收');
  await expect.poll(() => outboxCount(again), { timeout: 30_000 }).toBe(0);
  await context.close();
});

test('two tabs of the same phone come back online at the same moment: one effect', async ({ browser }) => {
  test.setTimeout(180_000);
  const { context, page } = await phone(browser);
  const no = await orderToSignFor(browser, page);
  await openTasks(page);
  await expectToSign(page, no);
  const other = await context.newPage();
  await other.goto(`${base('pai')}/saas/sync/index`);
  await expect(other.getByTestId('sync-screen')).toBeVisible();

  await goOffline(context);
  await signCard(page, no, '两个标签页');
  const signs: string[] = [];
  context.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith(`/orders/${no}/actions/sign`)) signs.push(r.headers()['idempotency-key'] ?? '');
  });
  // one 'online' for the whole browser: both tabs hear it at once and race for the queue
  await comeBackOnline(context);
  await expectSignedOnce(other, no, '两个标签页');
  expect(new Set(signs).size).toBe(1);
  await context.close();
});

test('the app opened cold with no network: tasks, the address picker and the sign form work, and the sign is stored', async ({ browser }) => {
  test.setTimeout(180_000);
  const { context, page } = await phone(browser);
  const no = await orderToSignFor(browser, page);
  // online once: the tasks are downloaded, the address tree kept, the service worker installed
  await openTasks(page);
  await expectToSign(page, no);
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(`${base('pai')}/saas/waybill/all/index`);
  await page.getByTestId('filter-end-area').click();
  await expect(page.getByTestId('filter-end-area-panel').getByRole('treeitem').first()).toBeVisible({ timeout: 20_000 });
  await goOffline(context);
  await page.close();

  // cold: a new tab, no network at all
  const cold = await context.newPage();
  await cold.setViewportSize({ width: 1024, height: 768 });
  await cold.goto(`${base('pai')}/saas/waybill/all/index`);
  await cold.getByTestId('filter-end-area').click();
  await expect(cold.getByTestId('filter-end-area-panel').getByRole('treeitem').first()).toBeVisible({ timeout: 20_000 });
  await cold.keyboard.press('Escape');
  await cold.setViewportSize(PHONE);
  await openTasks(cold);
  await signCard(cold, no, '冷启动签收');
  expect(await outboxCount(cold)).toBe(1);
  await cold.screenshot({ path: shot('offline-phone-cold-390') });

  await comeBackOnline(context);
  await expectSignedOnce(cold, no, '冷启动签收');
  await context.close();
});

test('a whole visit with no network: appoint, sign, feedback on one card, each stored at once, applied once each in order', async ({ browser }) => {
  test.setTimeout(180_000);
  const { context, page } = await phone(browser);
  const desk = await browser.newContext();
  const deskPage = await desk.newPage();
  await signIn(deskPage);
  const [no] = await freshOrders(deskPage, 1, 'TO_APPOINT', { delivery: await resourceIdOf(page) });
  await desk.close();
  await openTasks(page);
  await expect(page.getByTestId('field-downloaded-at')).toHaveText(/刚刚下载|分钟前下载/, { timeout: 20_000 });
  await page.getByTestId('field-tab-TO_APPOINT').click();
  await expect(cardOf(page, no)).toHaveCount(1, { timeout: 20_000 });

  await goOffline(context);
  await cardOf(page, no).getByTestId('field-action-appoint').click();
  const appoint = page.getByTestId('field-appoint-dialog');
  const tomorrow = new Date(Date.now() + 86_400_000);
  const local = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}T10:00`;
  await appoint.getByTestId('field-appoint-at').fill(local);
  await appoint.getByTestId('field-form-submit').click();
  await expect(appoint).toBeHidden({ timeout: 5_000 });

  await signCard(page, no, '整趟离线');

  await cardOf(page, no).getByTestId('field-action-feedback').click();
  const feedback = page.getByTestId('field-feedback-dialog');
  await feedback.getByTestId('field-feedback-result').selectOption({ index: 1 });
  await feedback.getByTestId('field-form-submit').click();
  await expect(feedback).toBeHidden({ timeout: 5_000 });
  expect(await outboxCount(page)).toBe(3);
  await page.screenshot({ path: shot('offline-phone-visit-390') });

  await comeBackOnline(context);
  await expect
    .poll(async () => (await call<OrderView | null>(page, 'GET', `/order/orders/${no}`)).data?.status ?? 'unknown', { timeout: 60_000, intervals: [1000] })
    .toBe('ARCHIVED');
  const events = (await call<{ list: { action: string }[] }>(page, 'GET', `/order/orders/${no}/events`)).data.list.map((e) => e.action);
  expect(events.filter((a) => ['appoint', 'sign', 'feedback'].includes(a))).toEqual(['appoint', 'sign', 'feedback']);
  await expect.poll(() => outboxCount(page), { timeout: 30_000 }).toBe(0);
  await context.close();
});

// ---------------------------------------------------------------- the server itself goes away

const OWN_PORT = E2E_PORT + 7;
const root = join(import.meta.dirname, '..', '..');

/** The API server as one node process (no tsx wrapper, whose child would outlive a SIGKILL), in its own group. */
function startServer(dataDir: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'src', 'server.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(OWN_PORT), DATA_DIR: dataDir, WEB_CONCURRENCY: '1' },
    stdio: 'ignore',
    detached: true,
  });
}

const answers = () =>
  fetch(`http://127.0.0.1:${OWN_PORT}/api/map/help/system_info`).then(
    (r) => r.ok,
    () => false,
  );

async function waitUp() {
  await expect.poll(answers, { timeout: 150_000, intervals: [500] }).toBe(true);
}

/** SIGKILL to the whole process group: nothing flushes, nothing says goodbye; then the port is free. */
async function killServer(server: ChildProcess) {
  if (server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    try {
      process.kill(-server.pid!, 'SIGKILL');
    } catch {
      server.kill('SIGKILL');
    }
    await exited;
  }
  await expect.poll(answers, { timeout: 10_000 }).toBe(false);
}

test('the server is killed while the phone signs and the tab closes; restarted on the same data, a new tab sends it once', async ({ browser }) => {
  test.setTimeout(360_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'lading-e2e-restart-'));
  let server = startServer(dataDir);
  try {
    await waitUp();
    const { context, page } = await phone(browser, OWN_PORT);
    const desk = await browser.newContext();
    const deskPage = await desk.newPage();
    await signIn(deskPage, 'servicer', 'servicer123', undefined, undefined, OWN_PORT);
    const [no] = await freshOrders(deskPage, 1, 'TO_SIGN', { delivery: await resourceIdOf(page) });
    await openTasks(page, OWN_PORT);
    await expectToSign(page, no);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    // the phone keeps its coverage, but nothing answers: the server process is gone
    await killServer(server);
    await signCard(page, no, '服务器停机');
    expect(await outboxCount(page)).toBe(1);
    await page.close();

    server = startServer(dataDir);
    await waitUp();
    const again = await context.newPage();
    await openTasks(again, OWN_PORT);
    await expectSignedOnce(again, no, '服务器停机');
    await expect.poll(() => outboxCount(again), { timeout: 30_000 }).toBe(0);
    await desk.close();
    await context.close();
  } finally {
    await killServer(server).catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
