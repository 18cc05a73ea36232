/**
 * One order from creation to archived through the screens, each step by the role that does it: the consignor
 * creates and submits it, the servicer approves, receives, stores, ships and assigns it, the delivery provider
 * makes the appointment, the servicer re-assigns it to a driver, the driver appoints and signs with a photo,
 * and the servicer's feedback archives it. The timeline shows every step in order.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { pickOption, shot, signIn } from './helpers';
import { base } from './ports';

// this spec's pages run the service worker (offline starts, its caches, its updates); the others block it (playwright.config.ts)
test.use({ serviceWorkers: 'allow' });

test.describe.configure({ mode: 'serial' });

async function as(browser: Browser, user: string, password: string, label?: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'zh-CN' });
  await context.addCookies([{ name: 'language', value: 'zh', url: base(label) }]);
  const page = await context.newPage();
  await signIn(page, user, password, label);
  return page;
}

async function api<T>(page: Page, url: string): Promise<T> {
  return page.evaluate(async (u) => {
    const res = await fetch(`/api${u}`, { headers: { 'X-Token': localStorage.getItem('lading.token') ?? '' } });
    return (await res.json()).data;
  }, url);
}

const resourceIdOf = (page: Page) =>
  page.evaluate(() => {
    const part = (localStorage.getItem('lading.token') ?? '').split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    return JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(part), (c) => c.charCodeAt(0)))).resource_id as number;
  });

/** Opens the action's dialog on the detail screen, lets `fill` fill it, submits, and waits for the new status. */
async function act(page: Page, action: string, status: string, fill?: (dialog: ReturnType<Page['getByTestId']>) => Promise<void>) {
  await page.getByTestId(`detail-action-${action}`).click();
  const dialog = page.getByTestId('action-dialog');
  await expect(dialog).toBeVisible();
  if (fill) await fill(dialog);
  await dialog.getByTestId('action-submit').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('order-detail-screen')).toHaveAttribute('data-status', status);
}

async function pickDelivery(dialog: ReturnType<Page['getByTestId']>, name: string) {
  // the picker searches 500 ms after typing stops (spec §9): pick from the search's answer, not the opening list
  await pickOption(dialog, 'action-field-delivery_resource_id', name);
}

async function photo(page: Page): Promise<Buffer> {
  const b64 = await page.evaluate(() => {
    const c = document.createElement('canvas');
    c.width = 320;
    c.height = 240;
    const ctx = c.getContext('2d')!;
    ctx.fillStyle = '#3182ce';
    ctx.fillRect(0, 0, 320, 240);
    ctx.fillStyle = '#fff';
    ctx.font = 'bold 32px sans-serif';
    ctx.fillText('已签收', 100, 130);
    return c.toDataURL('image/png').split(',')[1];
  });
  return Buffer.from(b64, 'base64');
}

test('an order walks from creation to archived, each step by its role, and the timeline shows it all', async ({ browser }) => {
  test.setTimeout(240_000);
  // consignor: create a pre-order and submit it
  const consignor = await as(browser, 'consignor', 'consignor123', 'da');
  await consignor.goto(`${base('da')}/da/order/create/pre-order`);
  await expect(consignor.getByTestId('order-form')).toHaveAttribute('data-variant', 'pre-order');
  const contact = `走单${Date.now() % 100000}`;
  await consignor.getByTestId('field-end_contact').fill(contact);
  await consignor.getByTestId('field-end_tel').fill('13912345678');
  await consignor.getByTestId('field-area').click();
  await consignor.getByTestId('field-area-filter').fill('黄浦区');
  await consignor.locator('[role=treeitem][data-value="310101"]').click();
  await consignor.getByTestId('field-end_address').fill('南京东路1号');
  await consignor.getByTestId('product-0-input').click();
  await consignor.getByTestId('product-0-option').first().click();
  await consignor.getByTestId('field-services_pkg_code').selectOption('DELIVERY_INSTALL');
  await consignor.getByTestId('entry-submit').click();
  await expect(consignor).toHaveURL(/\/da\/order\/detail\/\d+/);
  await expect(consignor.getByTestId('order-detail-screen')).toHaveAttribute('data-status', 'PENDING_REVIEW');
  const id = consignor.url().match(/detail\/(\d+)/)![1];
  const no = (await consignor.getByTestId('detail-order-no').innerText()).trim();

  // servicer: approve it from the review list
  const servicer = await as(browser, 'servicer', 'servicer123');
  await servicer.goto(`${base()}/bang/order/review/index?nos=${no}`);
  const row = servicer.locator('.dt-row').filter({ hasText: no });
  await expect(row).toHaveCount(1);
  await row.locator('input[type=checkbox]').check();
  await servicer.getByTestId('batch-approve').click();
  await servicer.getByTestId('action-dialog').getByTestId('action-submit').click();
  await expect(servicer.getByTestId('batch-result-dialog').locator(`[data-order-no="${no}"]`)).toHaveAttribute('data-ok', 'true');
  await servicer.getByTestId('batch-result-close').click();

  // servicer: receive, store, ship, depart, arrive, assign to the delivery provider — on the detail screen
  await servicer.goto(`${base()}/bang/order/detail/${id}`);
  await expect(servicer.getByTestId('order-detail-screen')).toHaveAttribute('data-status', 'TO_RECEIVE');
  await act(servicer, 'receive', 'RECEIVED');
  await act(servicer, 'warehouse_in', 'IN_WAREHOUSE', (d) => d.getByTestId('action-field-warehouse_id').selectOption({ index: 1 }).then(() => undefined));
  await act(servicer, 'warehouse_out', 'OUT_WAREHOUSE');
  await act(servicer, 'depart', 'IN_TRANSIT', (d) => d.getByTestId('action-field-vehicle_no').fill('沪A12345'));
  await act(servicer, 'arrive', 'TO_ASSIGN');
  const delivery = await as(browser, 'delivery', 'delivery123', 'pai');
  const driver = await as(browser, 'driver', 'driver123', 'pai');
  const nameOf = async (resourceId: number) => (await api<{ name: string }>(servicer, `/user/resource_binding/resource/${resourceId}`)).name;
  const deliveryName = await nameOf(await resourceIdOf(delivery));
  const driverName = await nameOf(await resourceIdOf(driver));
  await act(servicer, 'assign', 'TO_APPOINT', (d) => pickDelivery(d, deliveryName));

  // delivery provider: makes the appointment
  await delivery.goto(`${base('pai')}/saas/order/detail/${id}`);
  await expect(delivery.getByTestId('order-detail-screen')).toHaveAttribute('data-status', 'TO_APPOINT');
  await act(delivery, 'appoint', 'TO_SIGN', (d) => d.getByTestId('action-field-appoint_at').fill('2026-11-25T10:00'));

  // servicer: the provider cannot make it — re-assign to the driver
  await servicer.reload();
  await act(servicer, 'change_assignment', 'TO_APPOINT', async (d) => {
    await pickDelivery(d, driverName);
    await d.getByTestId('action-field-reason').fill('服务商运力不足，改派司机');
  });

  // driver: appoints and signs with a photo
  await driver.goto(`${base('pai')}/saas/order/detail/${id}`);
  await expect(driver.getByTestId('order-detail-screen')).toHaveAttribute('data-status', 'TO_APPOINT');
  await act(driver, 'appoint', 'TO_SIGN', (d) => d.getByTestId('action-field-appoint_at').fill('2026-11-25T15:30'));
  const png = await photo(driver);
  await act(driver, 'sign', 'TO_REVISIT', async (d) => {
    await d.getByTestId('action-field-signer').fill('本人');
    await d.getByTestId('image-uploader-input').setInputFiles({ name: 'sign.png', mimeType: 'image/png', buffer: png });
    await expect(d.locator('[data-testid="image-tile"][data-status="done"]')).toHaveCount(1, { timeout: 20_000 });
  });

  // servicer: the feedback visit archives it
  await servicer.reload();
  await act(servicer, 'feedback', 'ARCHIVED', async (d) => {
    await d.getByTestId('action-field-result-SATISFIED').click();
    await d.getByTestId('action-field-notes').fill('客户满意');
  });

  // the consignor sees the whole timeline, newest first
  await consignor.reload();
  await expect(consignor.getByTestId('order-detail-screen')).toHaveAttribute('data-status', 'ARCHIVED');
  const actions = await consignor.getByTestId('timeline-entry').evaluateAll((els) => els.map((e) => e.getAttribute('data-action')));
  expect(actions.reverse()).toEqual([
    'create',
    'submit',
    'approve',
    'receive',
    'warehouse_in',
    'warehouse_out',
    'depart',
    'arrive',
    'assign',
    'appoint',
    'change_assignment',
    'appoint',
    'sign',
    'feedback',
  ]);
  await expect(consignor.getByTestId('timeline-entry').filter({ hasText: driverName }).first()).toBeVisible();
  await consignor.screenshot({ path: shot('orders-walk-archived'), fullPage: true });
  for (const p of [consignor, servicer, delivery, driver]) await p.context().close();
});
