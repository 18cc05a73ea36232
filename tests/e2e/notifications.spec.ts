/**
 * Live notifications in the real app (issue 8): the servicer assigns an order through the API and the delivery
 * provider's bell (another browser, on the 'pai' host) shows it at once with a toast; marking it read takes it
 * off and decrements the badge. Offline meanwhile, a second assignment is missed live and shows after the
 * network is back — exactly once. The message centre lists it with its read state.
 */
import { expect, test, type Page } from '@playwright/test';
import { comeBackOnline, goOffline, shot, signIn } from './helpers';
import { base } from './ports';

// this spec's pages run the service worker (offline starts, its caches, its updates); the others block it (playwright.config.ts)
test.use({ serviceWorkers: 'allow' });

test.describe.configure({ mode: 'serial' });

interface Envelope<T> {
  code: string | number;
  msg: string;
  data: T;
}

let servicerToken = '';

async function servicerCall<T>(method: string, url: string, body?: unknown): Promise<Envelope<T>> {
  const res = await fetch(`${base()}/api${url}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-token': servicerToken, 'accept-language': 'zh-CN' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as Envelope<T>;
}

/** A new order of the servicer walked through the API up to TO_ASSIGN. */
async function orderToAssign(): Promise<string> {
  const consignors = await servicerCall<{ list: { id: number; is_forbid_create_order: number }[] }>('GET', '/user/resource_binding/consignor/list?page=1&per_page=50');
  const consignor = consignors.data.list.find((c) => c.is_forbid_create_order !== 1)!.id;
  const product = (await servicerCall<{ list: { id: number }[] }>('GET', '/user/product/getAllProduct')).data.list[0].id;
  const warehouse = (await servicerCall<{ list: { id: number }[] }>('GET', '/user/warehouse/all?page=1&per_page=20')).data.list[0].id;
  const tag = `${Date.now() % 1_000_000}`;
  const created = await servicerCall<{ order_no: string; status: string }>('POST', '/order/orders', {
    variant: 'waybill',
    consignor_resource_id: consignor,
    end_contact: `通知${tag}`,
    end_tel: `136${tag.padStart(8, '0').slice(-8)}`,
    end_province_code: '310000',
    end_city_code: '310100',
    end_district_code: '310101',
    end_address: `通知路${tag}号`,
    products: [{ product_id: product, quantity: 1 }],
    services_pkg_code: 'DELIVERY',
    submit: true,
  });
  expect(String(created.code), created.msg).toBe('0');
  const steps: Record<string, [string, Record<string, unknown>]> = {
    PENDING_REVIEW: ['approve', {}],
    TO_RECEIVE: ['receive', {}],
    RECEIVED: ['warehouse_in', { warehouse_id: warehouse }],
    IN_WAREHOUSE: ['warehouse_out', {}],
    OUT_WAREHOUSE: ['arrive', {}],
  };
  let status = created.data.status;
  const no = created.data.order_no;
  for (let guard = 0; status !== 'TO_ASSIGN' && guard < 10; guard++) {
    const step = steps[status];
    if (!step) throw new Error(`no way from ${status} to TO_ASSIGN`);
    const res = await servicerCall<{ order: { status: string } }>('POST', `/order/orders/${no}/actions/${step[0]}`, step[1]);
    expect(String(res.code), `${step[0]} on ${no}: ${res.msg}`).toBe('0');
    status = res.data.order.status;
  }
  return no;
}

async function assign(no: string, resourceId: number) {
  const res = await servicerCall('POST', `/order/orders/${no}/actions/assign`, { delivery_resource_id: resourceId });
  expect(String(res.code), res.msg).toBe('0');
}

const badgeCount = async (page: Page) => {
  const badge = page.getByTestId('notification-badge');
  return (await badge.count()) ? Number(await badge.innerText()) : 0;
};

test('an assignment shows live in the delivery bell, is marked read, and what was missed offline shows once', async ({ browser }) => {
  test.setTimeout(180_000);
  const login = await fetch(`${base()}/api/login/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'servicer', password: 'servicer123', app_code: 'BANG' }),
  });
  servicerToken = ((await login.json()) as { data: { token: string } }).data.token;
  const [first, second] = [await orderToAssign(), await orderToAssign()];

  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'zh-CN' });
  await context.addCookies([{ name: 'language', value: 'zh', url: base('pai') }]);
  const page = await context.newPage();
  await signIn(page, 'delivery', 'delivery123', 'pai');
  await expect(page.getByTestId('socket-state')).toHaveAttribute('data-state', 'connected', { timeout: 15_000 });
  const resourceId = await page.evaluate(() => JSON.parse(atob((localStorage.getItem('lading.token') ?? '').split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))).resource_id as number);
  await expect(page.getByTestId('notification-bell')).toBeVisible();
  // the unread history has loaded (seeded unread ones)
  await expect.poll(() => badgeCount(page)).toBeGreaterThan(0);
  // (other specs assign orders to this provider meanwhile, each one more unread: the badge is compared with at least
  // what it was, and this test's own notifications are found by their order numbers)
  const before = await badgeCount(page);

  // live: the servicer's assignment appears in the bell at once, with a toast
  await assign(first, resourceId);
  await expect.poll(() => badgeCount(page)).toBeGreaterThanOrEqual(before + 1);
  await expect(page.getByTestId('toast-info').filter({ hasText: '新的派单' }).first()).toBeVisible();
  await page.getByTestId('notification-bell').click();
  const firstItem = page.getByTestId('notification-item').filter({ hasText: first });
  await expect(firstItem).toHaveCount(1);
  await expect(page.getByTestId('notification-popover')).toHaveCSS('opacity', '1');
  await page.screenshot({ path: shot('notifications'), animations: 'disabled' });

  // mark read: it leaves the list and the badge goes down
  // (a click that lands while the list re-renders under it is lost: mark read is idempotent, so press it again)
  await expect(async () => {
    if (await firstItem.count()) await firstItem.getByTestId('notification-mark-read').click({ timeout: 2000 });
    await expect(firstItem).toHaveCount(0, { timeout: 4000 });
  }).toPass({ timeout: 20_000 });
  await page.keyboard.press('Escape');

  // offline: the second assignment is not seen live (nothing arrives: the badge stays as it was)
  await goOffline(context);
  await expect(page.getByTestId('socket-state')).not.toHaveAttribute('data-state', 'connected', { timeout: 15_000 });
  const offlineBadge = await badgeCount(page);
  await assign(second, resourceId);
  await page.waitForTimeout(1500);
  expect(await badgeCount(page)).toBe(offlineBadge);

  // back online: it shows, exactly once
  await comeBackOnline(context);
  await expect(page.getByTestId('socket-state')).toHaveAttribute('data-state', 'connected', { timeout: 20_000 });
  await expect.poll(() => badgeCount(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(offlineBadge + 1);
  await page.getByTestId('notification-bell').click();
  await expect(page.getByTestId('notification-item').filter({ hasText: second })).toHaveCount(1);
  await page.waitForTimeout(1500);
  await expect(page.getByTestId('notification-item').filter({ hasText: second })).toHaveCount(1);
  await expect(firstItem).toHaveCount(0);
  await page.keyboard.press('Escape');

  // the message centre lists both, the first read and the second unread
  await page.goto(`${base('pai')}/saas/message/index`);
  await expect(page.getByTestId('message-centre-screen')).toBeVisible();
  const row = (no: string) => page.getByRole('row').filter({ hasText: no });
  await expect(row(first).getByTestId('message-read')).toBeVisible();
  await expect(row(second).getByTestId('message-unread')).toBeVisible();
  await page.screenshot({ path: shot('message-centre') });
  // the unread tab leaves the read one out
  await page.getByTestId('table-tab-unread').click();
  await expect(page).toHaveURL(/tab=unread/);
  await expect(row(second)).toHaveCount(1);
  await expect(row(first)).toHaveCount(0);
  await context.close();
});

test('an open order detail refreshes when the order changes elsewhere (order:changed)', async ({ page }) => {
  test.setTimeout(120_000);
  const no = await orderToAssign();
  const order = await servicerCall<{ id: number }>('GET', `/order/orders/${no}`);
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page);
  await expect(page.getByTestId('socket-state')).toHaveAttribute('data-state', 'connected', { timeout: 15_000 });
  await page.goto(`${base()}/bang/order/detail/${order.data.id}`);
  await expect(page.getByTestId('detail-order-no')).toHaveText(no);
  await expect(page.getByTestId('socket-state')).toHaveAttribute('data-state', 'connected', { timeout: 15_000 });
  const entries = page.getByTestId('timeline-entry');
  await expect(entries.first()).toBeVisible();
  const before = await entries.count();
  const delivery = (await servicerCall<{ list: { id: number }[] }>('GET', '/user/resource_binding/delivery/?page=1&per_page=20')).data.list[0].id;
  await assign(no, delivery);
  // no reload: the socket's order:changed refreshes the detail and its timeline
  await expect(entries).toHaveCount(before + 1, { timeout: 10_000 });
  await expect(page.getByTestId('order-detail-screen')).toContainText(/待预约|To appoint/);
});
