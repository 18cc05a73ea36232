/**
 * Map-based assignment in the real app: TO_ASSIGN orders as markers on a tile-less Leaflet map beside the list,
 * box and click selection synced with the list, a provider picked and a batch assign with per-order results;
 * offline after load and with the map chunk blocked the list, its selection and Assign still work.
 * Each test works on orders of its own (made through the API, the screen filtered to their numbers): the specs
 * share one server, and order-map-filters.spec reads the same screen meanwhile.
 */
import { expect, test, type Page } from '@playwright/test';
import { comeBackOnline, freshOrders, goOffline, pickFirstOption, shot, signIn } from './helpers';
import { base } from './ports';

// this spec's pages run the service worker (offline starts, its caches, its updates); the others block it (playwright.config.ts)
test.use({ serviceWorkers: 'allow' });

const MAP_ASSIGN = '/bang/order/mapAssign/index';

/** `n` new TO_ASSIGN orders of the servicer, and the screen showing only them. */
async function openScreen(page: Page, n: number) {
  const nos = await freshOrders(page, n, 'TO_ASSIGN', { label: '地图' });
  await page.goto(`${base()}${MAP_ASSIGN}?nos=${nos.join(',')}`);
  await expect(page.getByTestId('map-assign-screen')).toBeVisible();
  await expect(page.locator('[data-testid=map-assign-list] .dt-row').first()).toBeVisible();
  return Number(await page.getByTestId('map-assign-list').getAttribute('data-count'));
}

/** Orders drawn on the map: single markers plus the counts on the badges. */
async function drawnOrders(page: Page): Promise<number> {
  const markers = await page.getByTestId('map-marker').count();
  const counts = await page.getByTestId('map-cluster').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-count'))));
  return markers + counts.reduce((s, n) => s + n, 0);
}

const selectedBadge = (page: Page) => page.getByTestId('map-assign-selected');

test('servicer: sees TO_ASSIGN orders on the map, selects two (list and map), assigns them to a provider', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page);
  const listed = await openScreen(page, 3);
  const rows = page.locator('[data-testid=map-assign-list] .dt-row');
  const map = page.getByTestId('order-map');
  await expect(map).toBeVisible();
  await expect(map).toHaveAttribute('data-placed', String(listed));
  await expect.poll(() => drawnOrders(page)).toBe(listed);
  await page.screenshot({ path: shot('map-assign-desktop') });

  // box select over the whole map takes every placed order; clearing empties both sides
  await page.getByTestId('map-box-select').click();
  const box = (await map.boundingBox())!;
  await page.mouse.move(box.x + 5, box.y + 40);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 });
  await page.mouse.move(box.x + box.width - 5, box.y + box.height - 5, { steps: 5 });
  await page.mouse.up();
  await expect(selectedBadge(page)).toHaveAttribute('data-count', String(listed));
  await expect(page.locator('[data-testid=map-assign-list] .dt-row[data-selected]').first()).toBeVisible();
  await page.getByTestId('map-assign-clear').click();
  await expect(selectedBadge(page)).toHaveAttribute('data-count', '0');
  await expect(page.locator('[data-testid=map-assign-list] .dt-row[data-selected]')).toHaveCount(0);
  await page.getByTestId('map-box-select').click();

  // one from the list…
  const first = rows.first();
  const firstNo = await first.locator('[data-col="order_no"]').innerText();
  await first.locator('input[type=checkbox]').check();
  await expect(selectedBadge(page)).toHaveAttribute('data-count', '1');
  await expect(page.locator(`[data-testid=map-marker][data-order-no="${firstNo}"][data-selected]`).or(page.locator('[data-testid=map-cluster]').first())).toBeVisible();

  // …and one on the map: badges zoom in until single markers show
  // (the layer redraws after a selection or a zoom: a badge or a marker is waited for, never counted mid-redraw)
  const others = page.locator(`[data-testid=map-marker]:not([data-order-no="${firstNo}"])`);
  const badge = page.getByTestId('map-cluster').first();
  for (let i = 0; i < 6; i++) {
    await expect(others.first().or(badge).first()).toBeVisible();
    if ((await others.count()) > 0) break;
    await badge.click({ timeout: 5_000 }).catch(() => undefined); // a badge that split meanwhile is looked at again
    await page.waitForTimeout(400);
  }
  // a zoom still animating moves the markers under the pointer: clicked once it has ended
  await expect(page.locator('.leaflet-zoom-anim')).toHaveCount(0);
  await others.first().click({ force: true });
  await expect(selectedBadge(page)).toHaveAttribute('data-count', '2');
  // the order the click chose is marked on the map (and, below, in the list)
  const chosen = page.locator(`[data-testid=map-marker][data-selected]:not([data-order-no="${firstNo}"])`);
  await expect(chosen).toHaveCount(1);
  const secondNo = (await chosen.getAttribute('data-order-no'))!;
  const secondRow = page.locator('[data-testid=map-assign-list] .dt-row', { has: page.locator('[data-col="order_no"]', { hasText: secondNo }) });
  await expect(secondRow).toHaveAttribute('data-selected', '');

  // nothing picked yet: Assign asks for a provider and posts nothing
  await page.getByTestId('map-assign-submit').click();
  await expect(page.getByText('Choose a delivery provider or driver first')).toBeVisible();
  await pickFirstOption(page, 'map-assignee');
  await page.screenshot({ path: shot('map-assign-selected-desktop') });
  await page.getByTestId('map-assign-submit').click();

  const result = page.getByTestId('map-assign-result');
  await expect(result).toBeVisible();
  await expect(result.locator(`[data-order-no="${firstNo}"]`)).toHaveAttribute('data-ok', 'true');
  await expect(result.locator(`[data-order-no="${secondNo}"]`)).toHaveAttribute('data-ok', 'true');
  await expect(result.getByTestId('map-assign-summary')).toHaveText('2 succeeded, 0 failed');
  await expect(result).toHaveCSS('opacity', '1'); // the dialog has finished fading in
  await page.screenshot({ path: shot('map-assign-result-desktop') });
  await result.getByTestId('map-assign-result-close').click();

  // assigned orders leave the list, the map and the selection
  for (const no of [firstNo, secondNo]) await expect(page.locator('[data-testid=map-assign-list] [data-col="order_no"]', { hasText: no })).toHaveCount(0);
  for (const no of [firstNo, secondNo]) await expect(page.locator(`[data-testid=map-marker][data-order-no="${no}"]`)).toHaveCount(0);
  await expect(selectedBadge(page)).toHaveAttribute('data-count', '0');
  const left = Number(await page.getByTestId('map-assign-list').getAttribute('data-count'));
  expect(left).toBe(listed - 2);
  await expect(map).toHaveAttribute('data-placed', String(left));
});

test('1024 wide: the map draws; offline after load the list and its selection still work', async ({ page, context }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await signIn(page);
  const listed = await openScreen(page, 2);
  await expect(page.getByTestId('order-map')).toBeVisible();
  await expect.poll(() => drawnOrders(page)).toBe(listed);
  await page.screenshot({ path: shot('map-assign-1024') });

  await goOffline(context);
  const rows = page.locator('[data-testid=map-assign-list] .dt-row');
  await page.getByTestId('map-assign-refresh').click();
  await rows.nth(0).locator('input[type=checkbox]').check();
  await rows.nth(1).locator('input[type=checkbox]').check();
  await expect(selectedBadge(page)).toHaveAttribute('data-count', '2');
  await expect(page.getByTestId('map-assign-list')).toHaveAttribute('data-count', String(listed));
  await expect(page.locator('[data-testid=map-marker][data-selected]').or(page.locator('[data-testid=map-cluster]').first()).first()).toBeVisible();
  await page.screenshot({ path: shot('map-assign-offline-1024') });
  await comeBackOnline(context);
});

test.describe('without the map chunk', () => {
  // the app's service worker would answer the chunk from its precache, past page.route
  test.use({ serviceWorkers: 'block' });
  test('the map chunk cannot load: the screen says so, the list still selects and assigns', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.route(/order-map-canvas[^/]*\.js/, (route) => route.abort('internetdisconnected'));
    await signIn(page);
    const listed = await openScreen(page, 1);
    await expect(page.getByTestId('order-map-unavailable')).toBeVisible();
    await expect(page.getByTestId('order-map')).toHaveCount(0);
    const rows = page.locator('[data-testid=map-assign-list] .dt-row');
    const no = await rows.first().locator('[data-col="order_no"]').innerText();
    await rows.first().locator('input[type=checkbox]').check();
    await expect(selectedBadge(page)).toHaveAttribute('data-count', '1');
    await pickFirstOption(page, 'map-assignee');
    await page.screenshot({ path: shot('map-unavailable-1024') });
    await page.getByTestId('map-assign-submit').click();
    const result = page.getByTestId('map-assign-result');
    await expect(result.locator(`[data-order-no="${no}"]`)).toHaveAttribute('data-ok', 'true');
    await result.getByTestId('map-assign-result-close').click();
    // the assigned order leaves the list
    await expect(page.locator('[data-testid=map-assign-list] [data-col="order_no"]', { hasText: no })).toHaveCount(0);
    expect(listed).toBeGreaterThan(0);
  });
});
