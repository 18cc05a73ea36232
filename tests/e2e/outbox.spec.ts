/**
 * The outbox's promises in the real app (issue 6, tests 2–8): a lost acknowledgement never applies a write twice,
 * two tabs replaying at once apply each entry once, one order's failure blocks only that order, an expired session
 * is refreshed (or signed in again) without losing the queue, another user on the device never sees or sends it,
 * and an update waits for it. Each test makes its own orders through the API, so the demo data others use stays.
 * The network is cut the way a phone loses it (helpers' goOffline: the browser offline AND every request failing,
 * for every page of the context); a dropped acknowledgement is a request the server answered whose answer never
 * reaches the browser.
 */
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { call, chooseBusinessUnit, chooseLogout, comeBackOnline, freshOrders, goOffline, shot, signIn, signInWithForm } from './helpers';
import { base } from './ports';

// this spec's pages run the service worker (offline starts, its caches, its updates); the others block it (playwright.config.ts)
test.use({ serviceWorkers: 'allow' });

test.describe.configure({ mode: 'serial' });

async function newContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'zh-CN' });
  await context.addCookies([{ name: 'language', value: 'zh', url: base() }]);
  return context;
}

interface OrderView {
  status: string;
  signer: string;
  sign_photos: string[];
}
interface EventView {
  action: string;
  occurred_at: string;
  recorded_at?: string;
}
const UNKNOWN = { status: 'unknown', signer: '', sign_photos: [] } as unknown as OrderView;
// read in the page (its token); a read cut by the page reloading (an update taking effect) counts as not known yet
const orderOf = async (page: Page, no: string) =>
  (await call<OrderView | null>(page, 'GET', `/order/orders/${no}`).catch(() => ({ data: null }))).data ?? UNKNOWN;
const eventsOf = async (page: Page, no: string) => (await call<{ list: EventView[] }>(page, 'GET', `/order/orders/${no}/events`)).data.list;


/** Scans order numbers on the scan screen for an operation; each is confirmed at once and queued. */
async function scan(page: Page, op: string, nos: string[]) {
  await page.getByTestId(`field-op-${op}`).click();
  const input = page.getByTestId('field-scan-input');
  for (const no of nos) {
    await input.fill(no);
    await input.press('Enter');
    await expect(page.locator(`[data-testid="field-scan-row"][data-order-no="${no}"]`).first()).toHaveAttribute('data-state', /queued|sent/);
  }
}

async function openScan(page: Page) {
  await page.goto(`${base()}/saas/field/scan`);
  await expect(page.getByTestId('field-scan-screen')).toBeVisible();
  await page.getByTestId('field-download').click();
  await expect(page.getByTestId('field-downloaded-at')).toHaveText(/刚刚下载/, { timeout: 30_000 });
}

const badgeCount = (page: Page) => page.getByTestId('sync-badge-count');

async function photo(page: Page, text: string, colour: string): Promise<Buffer> {
  const b64 = await page.evaluate(
    ([t, c]) => {
      const canvas = document.createElement('canvas');
      canvas.width = 360;
      canvas.height = 240;
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = c;
      ctx.fillRect(0, 0, 360, 240);
      ctx.fillStyle = '#fff';
      ctx.font = 'bold 36px sans-serif';
      ctx.fillText(t, 60, 130);
      return canvas.toDataURL('image/png').split(',')[1];
    },
    [text, colour],
  );
  return Buffer.from(b64, 'base64');
}

test('2. lost acknowledgement: signed offline with two photos, tab closed, reopened online, first answers dropped — signed once with two photos', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page);
  const [no] = await freshOrders(page, 1, 'TO_SIGN');

  await page.goto(`${base()}/bang/order/detail/${no}`);
  await expect(page.getByTestId('order-detail-screen')).toHaveAttribute('data-status', 'TO_SIGN');
  await goOffline(context);
  await page.getByTestId('detail-action-sign').click();
  const dialog = page.getByTestId('action-dialog');
  await dialog.getByTestId('action-field-signer').fill('离线签收人');
  await dialog.getByTestId('image-uploader-input').setInputFiles([
    { name: 'door.png', mimeType: 'image/png', buffer: await photo(page, '门口', '#2b6cb0') },
    { name: 'goods.png', mimeType: 'image/png', buffer: await photo(page, '货物', '#2f855a') },
  ]);
  await expect(dialog.getByTestId('image-tile')).toHaveCount(2);
  const doneAt = Date.now();
  await dialog.getByTestId('action-submit').click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await expect(badgeCount(page)).toHaveText('1');
  await page.close();

  // the server will commit the first sign and the first photo upload, and the answers will be lost on the way
  const seen = { sign: 0, upload: 0, keys: new Set<string>() };
  await context.route('**/api/order/orders/*/actions/sign', async (route) => {
    seen.sign += 1;
    seen.keys.add(route.request().headers()['idempotency-key'] ?? '');
    if (seen.sign === 1) {
      await route.fetch(); // executed and committed on the server …
      await route.abort('connectionreset'); // … but the browser never hears of it
    } else await route.fallback();
  });
  await context.route('**/api/file/image/upload', async (route) => {
    seen.upload += 1;
    if (seen.upload === 1) {
      await route.fetch();
      await route.abort('connectionreset');
    } else await route.fallback();
  });
  await comeBackOnline(context);

  // reopened: the app starts, finds the entry and replays it until it gets an answer
  const again = await context.newPage();
  await again.goto(`${base()}/saas/sync/index`);
  await expect(again.getByTestId('sync-screen')).toBeVisible();
  await expect.poll(async () => (await orderOf(again, no)).status, { timeout: 60_000, intervals: [1000] }).toBe('TO_REVISIT');
  await expect(badgeCount(again)).toBeHidden({ timeout: 60_000 });

  expect(seen.sign).toBeGreaterThanOrEqual(2); // the lost answer was asked for again …
  expect(seen.keys.size).toBe(1); // … under the same Idempotency-Key
  expect(seen.upload).toBeGreaterThanOrEqual(3); // two photos, the first one twice
  const order = await orderOf(again, no);
  expect(order.signer).toBe('离线签收人');
  expect(order.sign_photos).toHaveLength(2);
  expect(new Set(order.sign_photos).size).toBe(2);
  const signs = (await eventsOf(again, no)).filter((e) => e.action === 'sign');
  expect(signs).toHaveLength(1);
  // history says when the user signed, not when it synced
  expect(Math.abs(new Date(signs[0].occurred_at).getTime() - doneAt)).toBeLessThan(15_000);
  await context.close();
});

test('3. double replay: two tabs and a reconnect at once — one server effect per entry', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await newContext(browser);
  const one = await context.newPage();
  await signIn(one);
  const nos = await freshOrders(one, 3, 'TO_RECEIVE');
  await openScan(one);
  const two = await context.newPage();
  await two.goto(`${base()}/saas/sync/index`);
  await expect(two.getByTestId('sync-screen')).toBeVisible();

  await goOffline(context);
  await scan(one, 'receive', nos);
  await expect(badgeCount(two)).toHaveText('3', { timeout: 15_000 });

  // the network returns to both tabs at the same moment, and both are told to sync
  const actionKeys: string[] = [];
  context.on('request', (r) => {
    if (r.method() === 'POST' && /\/actions\/receive$/.test(r.url())) actionKeys.push(r.headers()['idempotency-key'] ?? '');
  });
  await comeBackOnline(context);
  await Promise.all(
    [one, two].map((p) =>
      p.evaluate(() => {
        window.dispatchEvent(new Event('online'));
        document.dispatchEvent(new Event('visibilitychange'));
      }),
    ),
  );
  await two.getByTestId('sync-now').click();
  for (const no of nos) await expect.poll(async () => (await orderOf(one, no)).status, { timeout: 60_000 }).toBe('RECEIVED');
  await expect(badgeCount(two)).toBeHidden({ timeout: 30_000 });
  for (const no of nos) expect((await eventsOf(one, no)).filter((e) => e.action === 'receive')).toHaveLength(1);
  // every entry went under its own key; a key seen twice would only ever have been answered from storage
  expect(new Set(actionKeys).size).toBe(3);
  await context.close();
});

test('4. ordering and blocking: one order’s failing entry holds only that order’s later entries', async ({ browser }) => {
  test.setTimeout(240_000);
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page);
  const [blocked] = await freshOrders(page, 1, 'RECEIVED');
  const [free] = await freshOrders(page, 1, 'TO_RECEIVE');
  const desk = await context.browser()!.newContext();
  const deskPage = await desk.newPage();
  await signIn(deskPage);
  await openScan(page);

  await goOffline(context);
  // order 1: warehouse in, then out (out waits for in); order 2: receive
  await page.getByTestId('field-op-warehouse_in').click();
  await page.getByTestId('field-warehouse').selectOption({ index: 1 });
  await scan(page, 'warehouse_in', [blocked]);
  await scan(page, 'warehouse_out', [blocked]);
  await scan(page, 'receive', [free]);
  await expect(badgeCount(page)).toHaveText('3');

  // meanwhile the desk intercepts order 1: its warehouse-in will be refused
  const intercepted = await call(deskPage, 'POST', `/order/orders/${blocked}/actions/intercept`, { reason: '商家要求拦截' });
  expect(intercepted.code, intercepted.msg).toBe('0');

  await comeBackOnline(context);
  await page.goto(`${base()}/saas/sync/index`);
  await page.getByTestId('sync-now').click();
  // order 2 goes through; order 1's first entry fails and its second waits behind it
  await expect.poll(async () => (await orderOf(page, free)).status, { timeout: 60_000 }).toBe('RECEIVED');
  await page.getByTestId('table-tab-failed').click();
  await expect(page.getByTestId('sync-row-error')).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByTestId('sync-row-error').first()).toContainText(/拦截|状态/);
  await page.getByTestId('table-tab-pending').click();
  await expect(page.locator('[data-testid="sync-next"][data-behind="1"]')).toHaveCount(1);
  await expect(page.locator('[data-testid="sync-next"][data-behind="1"]')).toHaveText('等待本订单的前一条操作');
  expect((await orderOf(page, blocked)).status).toBe('INTERCEPTED');
  await page.screenshot({ path: shot('outbox-blocked') });

  // the desk releases the order; resending the failed entry lets the waiting one follow, in order
  const released = await call(deskPage, 'POST', `/order/orders/${blocked}/actions/release_intercept`, {});
  expect(released.code, released.msg).toBe('0');
  await page.getByTestId('table-tab-failed').click();
  await page.getByTestId('sync-resend').first().click();
  await expect.poll(async () => (await orderOf(page, blocked)).status, { timeout: 60_000 }).toBe('OUT_WAREHOUSE');
  const actions = (await eventsOf(page, blocked)).map((e) => e.action);
  expect(actions.slice(-3)).toEqual(['release_intercept', 'warehouse_in', 'warehouse_out']);
  await expect(badgeCount(page)).toBeHidden({ timeout: 30_000 });
  await desk.close();
  await context.close();
});

test('6. session expired while offline: replay refreshes and completes; with the refresh token gone too, the queue survives sign-in', async ({ browser }) => {
  test.setTimeout(240_000);
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page);
  const [a, b] = await freshOrders(page, 2, 'TO_RECEIVE');
  // the server is asked with another session: this page's own tokens are about to go bad
  const desk = await (await newContext(browser)).newPage();
  await signIn(desk);
  await openScan(page);

  // the access token expires while the device is offline
  await goOffline(context);
  await scan(page, 'receive', [a]);
  await page.evaluate(() => {
    const t = localStorage.getItem('lading.token')!;
    localStorage.setItem('lading.token', `${t.slice(0, -6)}AAAAAA`); // no longer valid: the server answers 401
  });
  await comeBackOnline(context);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(async () => (await orderOf(desk, a)).status, { timeout: 60_000 }).toBe('RECEIVED');
  await expect(badgeCount(page)).toBeHidden({ timeout: 30_000 });

  // both tokens gone: the queue pauses and waits for the same user to sign in again
  await goOffline(context);
  await scan(page, 'receive', [b]);
  await page.evaluate(() => {
    const t = localStorage.getItem('lading.token')!;
    localStorage.setItem('lading.token', `${t.slice(0, -6)}AAAAAA`);
    localStorage.setItem('lading.refresh_token', 'expired-refresh-token');
  });
  await comeBackOnline(context);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page).toHaveURL(/\/login/, { timeout: 30_000 });
  expect((await context.request.get(`${base()}/api/map/help/system_info`)).ok()).toBeTruthy();
  await page.getByTestId('login-username').fill('servicer');
  await page.getByTestId('login-password').fill('servicer123');
  await page.getByTestId('login-submit').click();
  await chooseBusinessUnit(page);
  await expect.poll(async () => (await orderOf(desk, b)).status, { timeout: 60_000 }).toBe('RECEIVED');
  expect((await eventsOf(desk, b)).filter((e) => e.action === 'receive')).toHaveLength(1);
  await desk.context().close();
  await context.close();
});

test('7. another user signing in on the device neither sees nor sends the first user’s queue', async ({ browser }) => {
  test.setTimeout(240_000);
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page);
  const [no] = await freshOrders(page, 1, 'TO_RECEIVE');
  await openScan(page);
  await goOffline(context);
  await scan(page, 'receive', [no]);
  await expect(badgeCount(page)).toHaveText('1');

  // the first user signs out (warned about the unsent entry) while still offline
  await chooseLogout(page, () => expect(page.getByTestId('logout-unsent')).toBeVisible({ timeout: 3000 }));
  await page.getByTestId('logout-unsent-ok').click();
  await expect(page).toHaveURL(/\/login/);
  await comeBackOnline(context);

  // another company's user on the same browser: nothing to see, nothing sent
  await signInWithForm(page, 'servicer2', 'servicer123');
  await page.goto(`${base()}/saas/sync/index`);
  await expect(page.getByTestId('sync-screen')).toBeVisible();
  await expect(badgeCount(page)).toBeHidden();
  await expect(page.getByTestId('sync-screen')).not.toContainText(no);
  await page.getByTestId('sync-now').click();
  await page.waitForTimeout(3000);
  await page.screenshot({ path: shot('outbox-other-user') });
  const desk = await (await newContext(browser)).newPage();
  await signIn(desk);
  expect((await orderOf(desk, no)).status).toBe('TO_RECEIVE');
  await desk.context().close();

  // back to the first user: the entry is theirs, and goes
  await chooseLogout(page, () => expect(page).toHaveURL(/\/login/, { timeout: 5000 }));
  const first = await context.newPage();
  await signInWithForm(first);
  // (checked after the other user was signed in for a while: the order was not touched meanwhile)
  await expect.poll(async () => (await orderOf(first, no)).status, { timeout: 60_000 }).toBe('RECEIVED');
  expect((await eventsOf(first, no)).filter((e) => e.action === 'receive')).toHaveLength(1);
  await context.close();
});

test('8. an update with an entry waiting: the prompt asks, nothing reloads by itself, the entry survives', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page);
  const [no] = await freshOrders(page, 1, 'TO_RECEIVE');
  await openScan(page);
  await goOffline(context);
  await scan(page, 'receive', [no]);

  await page.goto(`${base()}/saas/sync/index?pwa-test=1`);
  await expect(badgeCount(page)).toHaveText('1');
  await page.evaluate(() => {
    (window as unknown as { __marker: number }).__marker = 1;
    (window as unknown as { __ladingPwa: { simulateUpdate(): void } }).__ladingPwa.simulateUpdate();
  });
  const prompt = page.getByTestId('update-prompt');
  await expect(prompt).toBeVisible();
  await page.getByTestId('update-prompt-reload').click();
  // work not sent yet: the first click only asks, and no countdown runs
  await expect(page.getByTestId('update-prompt-message')).not.toContainText(/reloads in|秒后/);
  await page.waitForTimeout(4000);
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  await page.screenshot({ path: shot('outbox-update-waits') });

  // the user accepts the update: the new page still holds the entry, which goes once the network is back
  await page.getByTestId('update-prompt-reload').click();
  await page.waitForFunction(() => (window as unknown as { __marker?: number }).__marker === undefined);
  await expect(badgeCount(page)).toHaveText('1');
  await comeBackOnline(context);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(async () => (await orderOf(page, no)).status, { timeout: 60_000 }).toBe('RECEIVED');
  await context.close();
});
