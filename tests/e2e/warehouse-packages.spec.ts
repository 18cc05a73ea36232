/**
 * 包件 (issue 17) on a tablet (1024 × 768) and a phone (390 px): a carton found by typing its number and Enter as a
 * keyboard-wedge scanner does — where it is, whether its unit's cartons are together (one of them put away
 * elsewhere), its scans with their document linked; a carton expected on an inbound not yet received says so; an
 * unknown number is not found; 库存 shows each carton's unit badge (a table row, a phone card). Everything set up through the API on fresh
 * locations.
 */
import { expect, test, type Page } from '@playwright/test';
import { call, shot, signIn } from './helpers';
import { base } from './ports';

const TABLET = { width: 1024, height: 768 };
const PHONE = { width: 390, height: 844 };

interface Doc {
  id: number;
  doc_no: string;
  status: string;
  lines: { id: number; package_no: string }[];
}

async function ok<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  const res = await call<T>(page, method, url, body);
  expect(res.code, `${method} ${url}: ${res.msg}`).toBe('0');
  return res.data;
}

/** Types a code into the package field as a keyboard-wedge scanner does (the code, then Enter). */
async function scanCarton(page: Page, code: string) {
  const field = page.getByTestId('wh-package-input');
  await field.fill(code);
  await field.press('Enter');
}

test('tablet and phone: a carton found by scanning — its place, its unit’s completeness, its scans; expected and unknown cartons', async ({ browser }) => {
  const context = await browser.newContext({ viewport: TABLET, locale: 'zh-CN' });
  await context.addCookies([{ name: 'language', value: 'zh', url: base() }]);
  const page = await context.newPage();
  await signIn(page);

  const tag = `${Date.now() % 100_000_000}`;
  const warehouse = (await ok<{ list: { id: number }[] }>(page, 'GET', '/user/warehouse/all?page=1&per_page=20')).list[1].id;
  const location = async (code: string) => ok<{ id: number; code: string }>(page, 'POST', '/user/basic/storage-locations', { warehouse_id: warehouse, code, name: code });
  const receiving = await location(`PR${tag}`);
  const storage = await location(`PS${tag}`);
  const other = await location(`PO${tag}`);
  const product = (await ok<{ list: { id: number; name: string; package: number }[] }>(page, 'GET', '/user/product/getAllProduct')).list.find((p) => p.package >= 2)!;
  const n = product.package;
  const order = `PK${tag}`;
  const cartons = Array.from({ length: n }, (_, i) => `${order}-${String(i + 1).padStart(3, '0')}`);

  // an inbound of one unit's cartons: the first scanned on the tablet, all received, the last put away elsewhere
  const inbound = await ok<Doc>(page, 'POST', '/warehouse/documents', { kind: 'inbound', warehouse_id: warehouse, location_id: receiving.id, lines: cartons.map((package_no) => ({ product_id: product.id, package_no, quantity: 1 })) });
  await ok(page, 'POST', `/warehouse/documents/${inbound.id}/actions/confirm`, {});
  await ok(page, 'POST', `/warehouse/documents/${inbound.id}/scans`, { scans: [{ scan_id: `pk-${tag}-1`, code: cartons[0] }] });
  await ok(page, 'POST', `/warehouse/documents/${inbound.id}/actions/receive`, { lines: inbound.lines.map((l) => ({ line_id: l.id, quantity: 1 })) });
  await ok(page, 'POST', `/warehouse/documents/${inbound.id}/actions/put_away`, { lines: inbound.lines.map((l, i) => ({ line_id: l.id, location_id: i === n - 1 ? other.id : storage.id })) });
  // a second order's carton, expected on a confirmed inbound and not received
  const expectedNo = `PQ${tag}-001`;
  const waiting = await ok<Doc>(page, 'POST', '/warehouse/documents', { kind: 'inbound', warehouse_id: warehouse, location_id: receiving.id, lines: [{ product_id: product.id, package_no: expectedNo, quantity: 1 }] });
  await ok(page, 'POST', `/warehouse/documents/${waiting.id}/actions/confirm`, {});

  await page.goto(`${base()}/saas/warehouse/packages/index`);
  await expect(page.getByTestId('wh-package-input')).toBeFocused();
  await scanCarton(page, cartons[0].toLowerCase());
  await expect(page).toHaveURL(new RegExp(`no=${cartons[0]}`));
  const state = page.getByTestId('wh-package-state');
  await expect(state).toHaveAttribute('data-state', 'in_stock');
  await expect(page.getByTestId('wh-package-state-text')).toContainText(storage.code);
  // the field is empty and focused for the next scan
  await expect(page.getByTestId('wh-package-input')).toHaveValue('');
  await expect(page.getByTestId('wh-package-input')).toBeFocused();

  const completeness = page.getByTestId('wh-package-completeness');
  await expect(completeness).toHaveAttribute('data-complete', 'no');
  await expect(page.getByTestId('wh-package-together')).toHaveText(`${n - 1}/${n}`);
  await expect(page.getByTestId('wh-package-completeness-text')).toContainText(`${n - 1}/${n}`);
  await expect(page.getByTestId('wh-package-completeness-text')).toContainText(storage.code);
  await expect(page.getByTestId('wh-package-sibling')).toHaveCount(n);
  const apart = page.locator('[data-testid=wh-package-sibling][data-together=no]');
  await expect(apart).toHaveCount(1);
  await expect(apart).toContainText(cartons[n - 1]);
  await expect(apart).toContainText(other.code);

  const scans = page.getByTestId('wh-package-scans');
  await expect(scans.locator('.dt-row')).toHaveCount(1);
  await expect(scans.getByTestId('wh-package-scan-result')).toHaveText('成功');
  await expect(scans.getByTestId(`wh-doc-link-${inbound.doc_no}`)).toBeVisible();
  await expect(page.getByTestId('wh-package-documents').locator('.dt-row')).toHaveCount(1);
  await page.screenshot({ path: shot('warehouse-package-1024'), fullPage: true });

  // a sibling opens from the list; the scan's document opens its drawer
  await apart.getByRole('link', { name: cartons[n - 1] }).click();
  await expect(page).toHaveURL(new RegExp(`no=${cartons[n - 1]}`));
  await expect(page.getByTestId('wh-package-state-text')).toContainText(other.code);
  await expect(page.getByTestId('wh-package-together')).toHaveText(`1/${n}`);

  // expected, not received: not "not found"
  await scanCarton(page, expectedNo);
  await expect(state).toHaveAttribute('data-state', 'expected');
  await expect(page.getByTestId('wh-package-state-text')).toContainText(waiting.doc_no);
  await expect(page.getByTestId('wh-package-state-text')).toContainText('尚未收货');
  await page.screenshot({ path: shot('warehouse-package-expected-1024') });
  await page.getByTestId('wh-package-state-text').getByTestId(`wh-doc-link-${waiting.doc_no}`).click();
  await expect(page).toHaveURL(new RegExp(`/saas/warehouse/in/index\\?doc=${waiting.id}`));
  await page.goBack();

  // nothing knows it: not found
  await scanCarton(page, `ZZ${tag}-001`);
  await expect(page.getByTestId('wh-package-missing')).toContainText('不存在');

  // 库存: each carton's unit badge (n−1 of n together, the one apart 1 of n)
  await page.goto(`${base()}/saas/warehouse/inventory/index?keyword=${order}`);
  const rows = page.locator('[data-testid=wh-inventory-screen] .dt-row');
  await expect(rows).toHaveCount(n);
  await expect(rows.filter({ hasText: cartons[0] }).getByTestId('wh-balance-set')).toHaveText(`${n - 1}/${n}`);
  await expect(rows.filter({ hasText: cartons[n - 1] }).getByTestId('wh-balance-set')).toHaveText(`1/${n}`);
  await page.screenshot({ path: shot('warehouse-package-inventory-1024') });

  // desktop and phone
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`${base()}/saas/warehouse/packages/index?no=${cartons[0]}`);
  await expect(state).toHaveAttribute('data-state', 'in_stock');
  await page.screenshot({ path: shot('warehouse-package-1366'), fullPage: true });
  await page.setViewportSize(PHONE);
  await page.goto(`${base()}/saas/warehouse/packages/index`);
  await scanCarton(page, cartons[0]);
  await expect(state).toHaveAttribute('data-state', 'in_stock');
  await expect(page.getByTestId('wh-package-together')).toHaveText(`${n - 1}/${n}`);
  await expect(page.getByTestId('wh-package-scans').getByTestId('wh-package-scan-result')).toBeVisible();
  await page.screenshot({ path: shot('warehouse-package-390') });
  await page.screenshot({ path: shot('warehouse-package-390-full'), fullPage: true });
  // 库存 on a phone is one card per balance: the badge is on the carton's card
  await page.goto(`${base()}/saas/warehouse/inventory/index?keyword=${order}`);
  const cards = page.getByTestId('wh-balance-card');
  await expect(cards).toHaveCount(n);
  await expect(cards.filter({ hasText: cartons[n - 1] }).getByTestId('wh-balance-set')).toHaveText(`1/${n}`);
  await page.screenshot({ path: shot('warehouse-package-inventory-390') });
  await context.close();
});
