/**
 * The live transporter map in the real app: the driver switches on '共享我的位置' on the field tasks screen (with a
 * granted geolocation permission), the servicer's map shows the driver's marker, a second position moves it live
 * without a reload, and the show page draws the day's trail.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { orderToSignFor, shot, signIn } from './helpers';
import { base } from './ports';

const MAP = '/saas/business/transporterMap/index';
const FIRST = { latitude: 31.2304, longitude: 121.4737 };
const SECOND = { latitude: 31.3012, longitude: 121.5521 };

async function userIdOf(page: Page): Promise<number> {
  return page.evaluate(() => {
    const part = (localStorage.getItem('lading.token') ?? '').split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    return JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(part), (c) => c.charCodeAt(0)))).id as number;
  });
}

/** the marker is drawn inside the map's box (not clipped away or mid-animation) */
async function insideMap(page: Page, marker: Locator): Promise<boolean> {
  const [m, map] = await Promise.all([marker.boundingBox(), page.getByTestId('transporter-map').boundingBox()]);
  return !!m && !!map && m.width > 4 && m.x >= map.x && m.y >= map.y && m.x + m.width <= map.x + map.width && m.y + m.height <= map.y + map.height;
}

const latOf = async (marker: Locator) => Number(await marker.getAttribute('data-lat'));

test('driver shares its position; the servicer sees it live on the map and the day trail', async ({ browser }) => {
  test.setTimeout(150_000);
  const driverContext = await browser.newContext({ permissions: ['geolocation'], geolocation: FIRST, viewport: { width: 1366, height: 768 }, locale: 'zh-CN' });
  const deskContext = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'zh-CN' });
  try {
    // the driver: a delivery under way, then the toggle on the tasks screen
    const driver = await driverContext.newPage();
    await signIn(driver, 'driver', 'driver123', 'pai');
    const driverId = await userIdOf(driver);
    await orderToSignFor(browser, driver);
    await driver.goto(`${base('pai')}/saas/field/tasks`);
    const share = driver.getByTestId('position-share');
    await expect(share).toBeVisible();
    await expect(share).toContainText(/共享我的位置|Share my location/);
    await expect(share).toHaveAttribute('data-status', 'off');
    // the downloaded tasks include the new TO_SIGN order: sharing runs once switched on
    await expect(driver.getByTestId('field-tab-TO_SIGN')).not.toHaveAttribute('data-count', '0');
    await driver.getByTestId('position-share-switch').click();
    await expect(share).toHaveAttribute('data-status', 'sharing');
    await expect(share).toContainText(/最近上报|last sent/);
    await driver.screenshot({ path: shot('transporter-share-toggle') });

    // the servicer's map shows the driver where the browser said it is
    const desk = await deskContext.newPage();
    await signIn(desk);
    await desk.goto(`${base()}${MAP}`);
    await expect(desk.getByTestId('transporter-map-screen')).toBeVisible();
    const marker = desk.locator(`[data-testid=transporter-marker][data-user-id="${driverId}"]`);
    await expect(marker).toBeVisible();
    await expect.poll(() => latOf(marker)).toBeCloseTo(FIRST.latitude, 3);
    await expect(marker).toHaveAttribute('data-online', 'true');
    await expect.poll(() => insideMap(desk, marker)).toBe(true);
    const row = desk.locator(`[data-testid=transporter-row][data-user-id="${driverId}"]`);
    await expect(row).toContainText('王建国');
    await expect(row).toContainText('13700001111');
    await expect(desk.getByTestId('transporter-live')).toHaveAttribute('data-state', 'connected');
    await desk.screenshot({ path: shot('transporter-map-1366') });

    // search narrows the list
    await desk.getByTestId('transporter-search').fill('1370000');
    await expect(desk.getByTestId('transporter-row')).toHaveCount(1);
    await desk.getByTestId('transporter-search').fill('');

    // the driver moves (past the server's 10 s throttle and the browser's 100 m): the marker follows, no reload
    await desk.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    await driver.waitForTimeout(11_000);
    await driverContext.setGeolocation(SECOND);
    await expect.poll(() => latOf(marker), { timeout: 45_000 }).toBeCloseTo(SECOND.latitude, 3);
    expect(await desk.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);

    // 1024 wide: the map and the list still fit side by side
    await desk.setViewportSize({ width: 1024, height: 768 });
    await desk.getByTestId('transporter-map-fit').click();
    await expect(marker).toBeVisible();
    await expect.poll(() => insideMap(desk, marker)).toBe(true);
    await desk.screenshot({ path: shot('transporter-map-1024') });
    await desk.setViewportSize({ width: 1366, height: 768 });

    // the show page: the day's trail through both positions and the latest marker
    await row.click();
    await expect(desk).toHaveURL(new RegExp(`/saas/business/transporterMap/show/${driverId}$`));
    await expect(desk.getByTestId('transporter-show-screen')).toBeVisible();
    await expect(desk.getByTestId('transporter-name')).toHaveText('王建国');
    const trail = desk.getByTestId('transporter-trail');
    await expect(trail).toBeAttached();
    expect(Number(await trail.getAttribute('data-points'))).toBeGreaterThanOrEqual(2);
    await expect(desk.locator(`[data-testid=transporter-marker][data-user-id="${driverId}"]`)).toBeVisible();
    await expect.poll(() => latOf(desk.locator(`[data-testid=transporter-marker][data-user-id="${driverId}"]`))).toBeCloseTo(SECOND.latitude, 3);
    await desk.screenshot({ path: shot('transporter-show-1366') });
    await desk.setViewportSize({ width: 1024, height: 768 });
    await desk.screenshot({ path: shot('transporter-show-1024') });

    // the driver switches sharing off
    await driver.getByTestId('position-share-switch').click();
    await expect(driver.getByTestId('position-share')).toHaveAttribute('data-status', 'off');
  } finally {
    await driverContext.close();
    await deskContext.close();
  }
});

test("servicer2 does not see 示例物流's driver; an unknown id says so", async ({ page }) => {
  await signIn(page, 'servicer2', 'servicer123');
  await page.goto(`${base()}${MAP}`);
  await expect(page.getByTestId('transporter-map-screen')).toBeVisible();
  await expect(page.getByTestId('transporter-list')).toBeVisible();
  await expect(page.getByTestId('transporter-row').filter({ hasText: '王建国' })).toHaveCount(0);
  await page.goto(`${base()}/saas/business/transporterMap/show/999999`);
  await expect(page.getByTestId('transporter-not-found')).toBeVisible();
});
