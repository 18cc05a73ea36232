/**
 * Map assignment with filters: the destination area through the shared tree select narrows the list and the
 * markers, the per-district counts beside the map set the area filter, the filters live in the URL (a reload
 * keeps them), the time-limit filter, and the 'more than 500' summary with the next-500 paging.
 */
import { expect, test, type Page } from '@playwright/test';
import { call, freshOrders, shot, signIn } from './helpers';
import { base } from './ports';

const MAP_ASSIGN = '/bang/order/mapAssign/index';
const list = (page: Page) => page.getByTestId('map-assign-list');
const listCount = async (page: Page) => Number(await list(page).getAttribute('data-count'));

async function openScreen(page: Page, query = '') {
  await page.goto(`${base()}${MAP_ASSIGN}${query}`);
  await expect(page.getByTestId('map-assign-screen')).toBeVisible();
  await expect(list(page).locator('.dt-row').first()).toBeVisible();
  await expect(page.getByTestId('map-area-count').first()).toBeVisible();
  return listCount(page);
}

/** Orders drawn on the map: single markers plus the counts on the badges. */
async function drawnOrders(page: Page): Promise<number> {
  const markers = await page.getByTestId('map-marker').count();
  const counts = await page.getByTestId('map-cluster').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-count'))));
  return markers + counts.reduce((s, n) => s + n, 0);
}

const cells = (page: Page, col: string) => list(page).locator(`.dt-row [data-col="${col}"]`).allInnerTexts();

test('servicer 1366: province through the tree select, a district from the counts beside the map, kept after a reload', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page);
  const all = await openScreen(page);
  await expect.poll(() => drawnOrders(page)).toBe(all);
  // the counts add up to the list
  const counts = await page.getByTestId('map-area-count').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-count'))));
  expect(counts.reduce((s, n) => s + n, 0)).toBe(all);
  await page.screenshot({ path: shot('map-filters-1366') });

  // a province through the shared address tree select
  const area = (await cells(page, 'area'))[0];
  const province = area.match(/^(.+?(省|自治区|市|特别行政区))/)![1];
  await page.getByTestId('map-filter-area').click();
  await page.getByTestId('map-filter-area-filter').fill(province);
  await page.getByTestId('map-filter-area-tree').locator('[role=treeitem][aria-level="1"]').filter({ hasText: new RegExp(`^${province}$`) }).click();
  await expect(page.getByTestId('map-filter-area')).toContainText(province);
  await page.getByTestId('map-filter-search').click();
  await expect(page).toHaveURL(/end_area_code=\d{4}00/);
  await expect.poll(async () => (await cells(page, 'area')).every((a) => a.startsWith(province))).toBe(true);
  const inProvince = await listCount(page);
  expect(inProvince).toBeGreaterThan(0);
  await expect.poll(() => drawnOrders(page)).toBe(inProvince);

  // a district from the summary beside the map
  const district = page.getByTestId('map-area-count').first();
  const code = (await district.getAttribute('data-code'))!;
  const name = (await district.getAttribute('data-name'))!;
  const n = Number(await district.getAttribute('data-count'));
  await district.click();
  await expect(page).toHaveURL(new RegExp(`end_area_code=${code}`));
  await expect(list(page)).toHaveAttribute('data-count', String(n));
  await expect(page.locator(`[data-testid=map-area-count][data-code="${code}"]`)).toHaveAttribute('data-active', '');
  await expect.poll(() => drawnOrders(page)).toBe(n);
  await expect.poll(async () => (await cells(page, 'area')).every((a) => a.endsWith(name))).toBe(true);
  await expect(page.getByTestId('map-filter-area')).not.toContainText('Any area');
  await page.screenshot({ path: shot('map-filters-district-1366') });

  // the URL holds the filter: a reload shows the same orders
  await page.reload();
  await expect(page.getByTestId('map-assign-screen')).toBeVisible();
  await expect(list(page)).toHaveAttribute('data-count', String(n));
  await expect.poll(() => drawnOrders(page)).toBe(n);
  await expect(page.locator(`[data-testid=map-area-count][data-code="${code}"]`)).toHaveAttribute('data-active', '');

  // all areas again
  await page.getByTestId('map-area-all').click();
  await expect(page).not.toHaveURL(/end_area_code=/);
  // (other suites may assign the same company's orders meanwhile: at least the province's are back)
  await expect.poll(() => listCount(page)).toBeGreaterThanOrEqual(inProvince);
  await expect(page.locator('[data-testid=map-area-all][data-active]')).toBeVisible();
});

test('the time-limit filter and the order number filter go to the URL; reset clears them', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page);
  // an order of its own: no other spec assigns it while it is looked for (order-map.spec assigns only its own)
  const [no] = await freshOrders(page, 1, 'TO_ASSIGN', { label: '时效' });
  const [mine] = (await call<{ list: { limitation_status_code: string }[] }>(page, 'GET', `/order/waybills/list?status=TO_ASSIGN&nos=${no}`)).data.list;
  const value = mine.limitation_status_code;
  const legend = ({ A_NORMAL: 'Normal', B_WARNING: 'Warning', C_DANGER: 'Overdue' } as Record<string, string>)[value];
  expect(legend, value).toBeDefined();
  const all = await openScreen(page);
  await page.getByTestId('map-filter-limitation').selectOption(value);
  await page.getByTestId('map-filter-search').click();
  await expect(page).toHaveURL(new RegExp(`limitation_status=${value}`));
  await expect.poll(async () => new Set((await cells(page, 'limitation')).map((s) => s.trim()))).toEqual(new Set([legend]));
  await page.getByTestId('map-filter-nos').fill(no);
  await page.getByTestId('map-filter-search').click();
  await expect(list(page)).toHaveAttribute('data-count', '1');
  await expect.poll(() => drawnOrders(page)).toBe(1);
  await page.reload();
  await expect(page.getByTestId('map-filter-nos')).toHaveValue(no);
  await expect(page.getByTestId('map-filter-limitation')).toHaveValue(value);
  await expect(list(page)).toHaveAttribute('data-count', '1');
  await page.getByTestId('map-filter-reset').click();
  await expect(page).not.toHaveURL(/limitation_status|nos=/);
  await expect(page.getByTestId('map-filter-nos')).toHaveValue('');
  await expect.poll(() => listCount(page)).toBeGreaterThan(1);
  expect(all).toBeGreaterThan(1);
});

test('1024: more than 500 match — the summary says so, the next 500 are a click away', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await signIn(page);
  // the demo company has a dozen waiting orders: the server's total is raised to 3000 (the rows stay real)
  const requested: string[] = [];
  await page.route('**/api/order/waybills/list?**', async (route) => {
    requested.push(route.request().url());
    const url = new URL(route.request().url());
    url.searchParams.delete('page');
    const res = await route.fetch({ url: url.toString() });
    const json = await res.json();
    json.data.total = 3000;
    await route.fulfill({ response: res, json });
  });
  await openScreen(page);
  const total = page.getByTestId('map-assign-total');
  await expect(total).toHaveAttribute('data-more', '');
  await expect(total).toContainText('3000 orders match; the map shows the first 500 (most urgent first). Narrow the filters.');
  expect(requested.some((u) => /urgent_first=1/.test(u) && /per_page=500/.test(u) && /status=TO_ASSIGN/.test(u))).toBe(true);
  await expect(page.getByTestId('map-assign-prev')).toBeDisabled();
  await page.screenshot({ path: shot('map-filters-over-limit-1024') });
  await page.getByTestId('map-assign-next').click();
  await expect(page).toHaveURL(/page=2/);
  await expect(total).toContainText('the map shows 501–');
  expect(requested.some((u) => /[?&]page=2/.test(u))).toBe(true);
  await page.getByTestId('map-assign-prev').click();
  await expect(page).not.toHaveURL(/page=/);
  await expect(total).toContainText('the first 500');
});
