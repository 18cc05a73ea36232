/**
 * The real-time socket and the dispatchers' device sync screen: a signed-in servicer's navbar dot reaches
 * 'connected', its browser reports its (empty) outbox on connect, and /saas/sync/devices lists that device next
 * to two colleagues' devices reported over real sockets from here (one with work unsent for 2.5 hours → amber,
 * one with failed entries → red), filters to devices with unsent work and refreshes when a device reports.
 */
import { expect, test } from '@playwright/test';
import { io, type Socket } from 'socket.io-client';
import { shot, signIn } from './helpers';
import { base } from './ports';

// this spec's pages run the service worker (offline starts, its caches, its updates); the others block it (playwright.config.ts)
test.use({ serviceWorkers: 'allow' });

const stamp = String(Date.now()).slice(-6);
const sockets: Socket[] = [];

test.afterAll(() => sockets.forEach((s) => s.disconnect()));

/** signs `username` in through the API and connects a socket as that user; resolves once connected */
async function deviceOf(username: string, password: string): Promise<Socket> {
  const res = await fetch(`${base()}/api/login/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, app_code: 'BANG' }),
  });
  expect(res.status).toBe(200);
  const { data } = (await res.json()) as { data: { token: string; user: { id: number } } };
  const socket = io(base(), { path: '/socket.io', auth: { token: data.token, user_id: data.user.id }, transports: ['websocket'], reconnection: false, forceNew: true });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000).toISOString();

test('the socket connects, and the devices screen lists the devices with unsent work', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  await context.addCookies([{ name: 'language', value: 'zh', url: base() }]);
  const page = await context.newPage();

  const financePhone = await deviceOf('finance', 'finance123');
  financePhone.emit('sync:status', { device_id: `finance-phone-${stamp}`, pending: 5, failed: 0, oldest_at: hoursAgo(2.5) });
  const executorPad = await deviceOf('executor', 'executor123');
  executorPad.emit('sync:status', { device_id: `executor-pad-${stamp}`, pending: 1, failed: 2, oldest_at: hoursAgo(0.2) });

  await signIn(page);
  const dot = page.getByTestId('socket-state');
  await expect(dot).toHaveAttribute('data-state', 'connected');
  await dot.hover();
  await expect(page.getByText('实时连接：已连接')).toBeVisible();

  await page.goto(`${base()}/saas/sync/devices`);
  await expect(page.getByTestId('sync-devices-screen')).toBeVisible();
  await expect(page.getByRole('heading', { name: '设备同步状态' })).toBeVisible();
  // this browser reported its outbox on connect
  const mine = page.locator('.dt-row', { has: page.getByTestId('this-device') });
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('(servicer)');
  await expect(mine).toContainText('在线');

  const finance = page.locator('.dt-row', { hasText: `finance-` });
  const executor = page.locator('.dt-row', { hasText: `executor` });
  await expect(finance.first()).toHaveAttribute('data-tone', 'warning');
  await expect(finance.first()).toContainText('3小时前');
  await expect(executor.first()).toHaveAttribute('data-tone', 'danger');
  // most unsent work first
  await expect(page.locator('.dt-row').first()).toContainText('(finance)');
  await page.mouse.move(0, 0);
  await page.screenshot({ path: shot('sync-devices') });

  // only devices with unsent work: this browser's empty outbox drops out
  await page.getByTestId('devices-only-unsynced').click();
  await expect(page).toHaveURL(/only_unsynced=1/);
  await expect(mine).toHaveCount(0);
  await expect(finance.first()).toBeVisible();

  // a device reports → the screen refreshes without waiting for the 30 s poll
  financePhone.emit('sync:status', { device_id: `finance-phone-${stamp}`, pending: 0, failed: 0, oldest_at: null });
  await expect(page.locator('.dt-row', { hasText: `finance-` })).toHaveCount(0, { timeout: 8000 });
  await context.close();
});
