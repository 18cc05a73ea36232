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
  const statuses = new Set(await cellTexts(page, 'status'));
  expect([...statuses].length).toBe(1);
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
});
