import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { readXlsx } from '../../workers/xlsx/reader';
import { shot, signIn } from './helpers';
import { base } from './ports';

const LIST = '/saas/waybill/all/index';

async function openList(page: Page, query = '') {
  await page.goto(`${base()}${LIST}${query}`);
  await expect(page.getByTestId('waybill-all-screen')).toBeVisible();
  await expect(page.locator('.dt-row').first()).toBeVisible();
}

const headers = (page: Page) => page.locator('[role=columnheader][data-col]').evaluateAll((els) => els.map((e) => e.getAttribute('data-col')));
const cellTexts = (page: Page, col: string) => page.locator(`.dt-row [data-col="${col}"]`).allInnerTexts();

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('tabs switch the url, the rows and the columns', async ({ page }) => {
  await openList(page);
  const allColumns = await headers(page);
  expect(allColumns).toContain('income_settle_status');
  await page.getByTestId('table-tab-toSign').click();
  await expect(page).toHaveURL(/tab=toSign/);
  await expect.poll(async () => (await headers(page)).includes('income_settle_status')).toBe(false);
  expect(await headers(page)).toContain('delivery_name');
  // the columns switch at once, the rows when the tab's page arrives
  await expect.poll(async () => new Set(await cellTexts(page, 'status')).size).toBe(1);
  // restored from the URL after a reload
  await page.reload();
  await expect(page.getByTestId('table-tab-toSign')).toHaveAttribute('aria-selected', 'true');
  await page.getByTestId('table-tab-all').click();
  await expect(page).toHaveURL(/tab=all/);
});

test('column dialog hides a column and it stays hidden after reload', async ({ page }) => {
  await openList(page);
  expect(await headers(page)).toContain('end_tel');
  await page.getByTestId('table-columns').click();
  const dialog = page.getByTestId('columns-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('column-toggle-end_tel').click();
  await dialog.getByTestId('columns-confirm').click();
  await expect(dialog).toBeHidden();
  expect(await headers(page)).not.toContain('end_tel');
  await page.reload();
  await expect(page.locator('.dt-row').first()).toBeVisible();
  expect(await headers(page)).not.toContain('end_tel');
  // cancel leaves it as it was; select all brings everything back
  await page.getByTestId('table-columns').click();
  await dialog.getByTestId('column-toggle-memo').click();
  await dialog.getByTestId('columns-cancel').click();
  expect(await headers(page)).toContain('memo');
  await page.getByTestId('table-columns').click();
  await dialog.getByTestId('columns-select-all').click();
  await dialog.getByTestId('columns-confirm').click();
  await expect.poll(() => headers(page)).toContain('end_tel');
});

test('dragging a header reorders the columns and the order survives a reload', async ({ page }) => {
  await openList(page);
  const before = await headers(page);
  expect(before.slice(0, 2)).toEqual(['order_no', 'status']);
  await page.locator('[role=columnheader][data-col="end_contact"]').dragTo(page.locator('[role=columnheader][data-col="order_no"]'));
  await expect.poll(async () => (await headers(page))[0]).toBe('end_contact');
  await page.reload();
  await expect(page.locator('.dt-row').first()).toBeVisible();
  expect((await headers(page)).slice(0, 2)).toEqual(['end_contact', 'order_no']);
  // cells follow their header
  const firstRowCols = await page.locator('.dt-row').first().locator('[data-col]').evaluateAll((els) => els.map((e) => e.getAttribute('data-col')));
  expect(firstRowCols.slice(0, 2)).toEqual(['end_contact', 'order_no']);
});

test('page size choice is remembered for the page', async ({ page }) => {
  await openList(page);
  await page.getByTestId('page-size').selectOption('50');
  await expect(page).toHaveURL(/per_page=50/);
  await expect.poll(() => page.locator('.dt-row').count()).toBeGreaterThan(20);
  await page.goto(`${base()}${LIST}`);
  await expect(page.getByTestId('page-size')).toHaveValue('50');
  await page.getByTestId('page-next').click();
  await expect(page).toHaveURL(/page=2/);
});

test('navbar search filters the list by order no, phone and contact', async ({ page }) => {
  await openList(page);
  const orderNo = (await cellTexts(page, 'order_no'))[0];
  const tel = (await cellTexts(page, 'end_tel'))[0];
  const search = page.getByTestId('navbar-search').locator('input').or(page.locator('input[data-testid="navbar-search"]')).first();

  await search.fill(orderNo);
  await search.press('Enter');
  await expect(page).toHaveURL(/nos=/);
  await expect.poll(() => cellTexts(page, 'order_no')).toEqual([orderNo]);
  await expect(page.getByTestId('filter-nos')).toHaveValue(orderNo);

  await search.fill(tel);
  await search.press('Enter');
  await expect(page).toHaveURL(/end_tel=/);
  await expect.poll(async () => (await cellTexts(page, 'end_tel')).every((x) => x.includes(tel))).toBe(true);

  await search.fill('张三');
  await search.press('Enter');
  await expect(page).toHaveURL(/union_end_contact=/);
  await expect(page.getByTestId('filter-union_end_contact')).toHaveValue('张三');
  await expect
    .poll(async () => {
      if (await page.getByTestId('table-empty').isVisible()) return 'empty';
      const rows = await page.locator('.dt-row').evaluateAll((els) => els.map((e) => e.textContent ?? ''));
      return rows.every((r) => r.includes('张') || r.includes('三')) ? 'matched' : 'unmatched';
    })
    .not.toBe('unmatched');
});

test('exports the current filter to a real xlsx that reads back as the rows shown', async ({ page }) => {
  await openList(page, '?status=ABNORMAL&per_page=100');
  const total = Number((await page.getByTestId('table-total').innerText()).replace(/\D/g, ''));
  expect(total).toBeGreaterThan(0);
  const shown = await cellTexts(page, 'order_no');
  expect(shown.length).toBe(total);
  const titles = await page.locator('[role=columnheader][data-col]').allInnerTexts();

  await page.getByTestId('table-export').click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-all').click()]);
  expect(download.suggestedFilename()).toMatch(/^(运单|waybills)\d{14}\.xlsx$/);
  const sheet = readXlsx(new Uint8Array(readFileSync(await download.path())));
  expect(sheet.rows[0]).toEqual(titles.map((x) => x.replace(/\s*[▲▼⇅]$/, '').trim()));
  expect(sheet.rows.length - 1).toBe(total);
  expect(sheet.rows.slice(1).map((r) => String(r[0]))).toEqual(shown);

  // the server's download endpoint builds the same file from the same columns
  const [fromServer] = await Promise.all([page.waitForEvent('download'), page.getByTestId('waybill-server-export').click()]);
  expect(fromServer.suggestedFilename()).toMatch(/^(运单|waybills)\d{14}\.xlsx$/);
  const serverSheet = readXlsx(new Uint8Array(readFileSync(await fromServer.path())));
  expect(serverSheet.rows[0]).toEqual(sheet.rows[0]);
  expect(serverSheet.rows.slice(1).map((r) => String(r[0]))).toEqual(shown);

  // the selection alone
  await page.locator('.dt-row input[type=checkbox]').nth(0).check();
  await page.getByTestId('table-export').click();
  const [one] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-selected').click()]);
  const picked = readXlsx(new Uint8Array(readFileSync(await one.path())));
  expect(picked.rows.slice(1).map((r) => String(r[0]))).toEqual([shown[0]]);
});

test('copies the selected orders\' summary to the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openList(page);
  const nos = (await cellTexts(page, 'order_no')).slice(0, 2);
  const checks = page.locator('.dt-row input[type=checkbox]');
  await checks.nth(0).check();
  await checks.nth(1).check();
  await expect(page.getByTestId('table-selected')).toBeVisible();
  await page.getByTestId('table-copy').click();
  const text = await page.evaluate(() => navigator.clipboard.readText());
  const lines = text.split('\n');
  expect(lines).toHaveLength(2);
  expect(lines[0]).toContain(nos[0]);
  expect(lines[1]).toContain(nos[1]);
});

test('waybill list screenshots at desktop, tablet and phone sizes', async ({ page }) => {
  for (const [name, width, height] of [
    ['table-desktop', 1366, 768],
    ['table-tablet', 1024, 768],
    ['table-phone', 390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await openList(page, '?per_page=50');
    await page.screenshot({ path: shot(name) });
  }
  // the phone scrolls the table sideways inside its own box
  const box = page.getByTestId('data-table');
  expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  // only cells whose text does not fit are clipped (with an ellipsis and the whole text as title); the others fit
  const cells = await box.evaluate((el) =>
    Array.from(el.querySelectorAll<HTMLElement>('.dt-row .dt-cell')).map((c) => ({
      clipped: c.classList.contains('dt-clip'),
      custom: c.children.length > 0,
      overflows: c.scrollWidth > c.clientWidth,
      ellipsis: getComputedStyle(c).textOverflow,
      titled: c.title === c.textContent,
    })),
  );
  const plain = cells.filter((c) => !c.custom);
  expect(plain.filter((c) => !c.clipped).length).toBeGreaterThan(50);
  expect(plain.filter((c) => !c.clipped && c.overflows)).toEqual([]);
  for (const c of plain.filter((c) => c.clipped)) expect(c).toMatchObject({ ellipsis: 'ellipsis', titled: true });
});

test("the date range shortcut 'last 7 days' puts both dates in the URL and filters the list", async ({ page }) => {
  await openList(page, '?per_page=500');
  const before = Number((await page.getByTestId('table-total').innerText()).replace(/\D/g, ''));
  await page.getByTestId('filter-created-shortcuts').click();
  await page.getByTestId('filter-created-shortcut-last7Days').click();
  const start = await page.getByTestId('filter-created-start').inputValue();
  const end = await page.getByTestId('filter-created-end').inputValue();
  expect(start).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect((Date.parse(end) - Date.parse(start)) / 86_400_000).toBe(6);
  await page.getByTestId('filter-search').click();
  await expect(page).toHaveURL(new RegExp(`created_from=${start}.*created_to=${end}|created_to=${end}.*created_from=${start}`));
  await expect.poll(async () => Number((await page.getByTestId('table-total').innerText()).replace(/\D/g, ''))).toBeLessThan(before);
  const created = await cellTexts(page, 'created_at');
  expect(created.length).toBeGreaterThan(0);
  for (const c of created) {
    const day = c.trim().slice(0, 10);
    expect(day >= start && day <= end, `${c} in ${start}…${end}`).toBe(true);
  }
  // restored from the URL after a reload
  await page.reload();
  await expect(page.getByTestId('filter-created-start')).toHaveValue(start);
  await expect(page.getByTestId('filter-created-end')).toHaveValue(end);
});

test('the address filter keeps only orders delivered to the chosen province', async ({ page }) => {
  await openList(page, '?per_page=500');
  const before = Number((await page.getByTestId('table-total').innerText()).replace(/\D/g, ''));
  const province = (await cellTexts(page, 'end_province'))[0].trim();
  await page.getByTestId('filter-end-area').click();
  await page.getByTestId('filter-end-area-filter').fill(province);
  await page
    .getByTestId('filter-end-area-tree')
    .locator('[role=treeitem][aria-level="1"]')
    .filter({ hasText: new RegExp(`^${province}$`) })
    .click();
  await expect(page.getByTestId('filter-end-area')).toContainText(province);
  await page.getByTestId('filter-search').click();
  await expect(page).toHaveURL(/end_area_code=\d{6}/);
  await expect.poll(async () => Number((await page.getByTestId('table-total').innerText()).replace(/\D/g, ''))).toBeLessThan(before);
  const provinces = await cellTexts(page, 'end_province');
  expect(provinces.length).toBeGreaterThan(0);
  expect(new Set(provinces.map((p) => p.trim()))).toEqual(new Set([province]));
  // reset clears it
  await page.getByTestId('filter-reset').click();
  await expect(page).not.toHaveURL(/end_area_code=/);
});

test('cancelling an export on a slow network downloads nothing and leaves the table working', async ({ page }) => {
  await openList(page);
  let downloads = 0;
  page.on('download', () => downloads++);
  await page.route('**/api/order/waybills/list**', async (route) => {
    await new Promise((r) => setTimeout(r, 2500));
    await route.continue().catch(() => undefined);
  });
  await page.getByTestId('table-export').click();
  await page.getByTestId('export-all').click();
  const progress = page.getByTestId('export-progress');
  await expect(progress).toBeVisible();
  await progress.getByTestId('export-cancel').click();
  await expect(progress).toBeHidden();
  // give the delayed request time to come back: the cancelled export must not resume
  await page.waitForTimeout(3500);
  await page.unroute('**/api/order/waybills/list**');
  expect(downloads).toBe(0);
  await expect(progress).toBeHidden();
  // the table still pages
  await page.getByTestId('page-next').click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.locator('.dt-row').first()).toBeVisible();
  expect(downloads).toBe(0);
});

test("phones get the filters in a 'more filters' drawer; desktop keeps the inline bar", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openList(page, '?per_page=50');
  await expect(page.getByTestId('waybill-filters')).toBeVisible();
  await expect(page.getByTestId('waybill-more-filters')).toHaveCount(0);
  await page.screenshot({ path: shot('table-filters-desktop') });

  await page.setViewportSize({ width: 390, height: 844 });
  await openList(page, '?per_page=50');
  await expect(page.getByTestId('waybill-filters')).toHaveCount(0);
  // the list starts above the fold
  const firstRow = await page.locator('.dt-row').first().boundingBox();
  expect(firstRow!.y).toBeLessThan(844);
  await page.getByTestId('waybill-more-filters').click();
  const drawer = page.getByTestId('waybill-filter-drawer');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId('waybill-filters')).toBeVisible();
  await page.waitForTimeout(500);
  await page.screenshot({ path: shot('table-filters-phone-drawer') });
  // a date shortcut inside the drawer works (its popover renders inside the drawer: overlay/inside-overlay.tsx)
  await drawer.getByTestId('filter-created-shortcuts').click();
  await page.getByTestId('filter-created-shortcut-last30Days').click();
  await expect(drawer).toBeVisible();
  // the range took (a popover portalled out of the drawer's focus trap lost this click under load once)
  await expect(drawer.getByTestId('filter-created').locator('input[type=date]').first()).not.toHaveValue('');
  await drawer.getByTestId('filter-status').selectOption('TO_SIGN');
  await drawer.getByTestId('filter-search').click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/status=TO_SIGN/);
  await expect(page).toHaveURL(/created_from=/);
  await expect(page.getByTestId('waybill-filter-count')).toHaveText('2');
});
