/**
 * Issue 17 on a phone (390 × 844): 库存, 仓储日志 and the replenish rules read as one card per row — the page never
 * scrolls sideways and each row's figures are on screen; a tablet keeps the tables. Screenshots of the three screens
 * at 390 px (SHOT_TAG names a before/after pair).
 */
import { expect, test, type Page } from '@playwright/test';
import { call, shot, signIn } from './helpers';
import { base } from './ports';

const PHONE = { width: 390, height: 844 };
const tag = process.env.SHOT_TAG ? `-${process.env.SHOT_TAG}` : '';

interface Doc {
  id: number;
  doc_no: string;
  status: string;
  lines: { id: number }[];
}

/** A fresh storage location of the third warehouse holding 4 of a product, and a replenish rule on it. */
async function stockedLocation(page: Page) {
  const stamp = `${Date.now() % 100_000_000}`;
  const warehouse = (await call<{ list: { id: number }[] }>(page, 'GET', '/user/warehouse/all?page=1&per_page=20')).data.list[2].id;
  const location = await call<{ id: number; code: string }>(page, 'POST', '/user/basic/storage-locations', { warehouse_id: warehouse, code: `P${stamp}`, name: `P${stamp}` });
  expect(location.code, location.msg).toBe('0');
  const product = (await call<{ list: { id: number; code: string; name: string }[] }>(page, 'GET', '/user/product/getAllProduct')).data.list[4];
  const inbound = await call<Doc>(page, 'POST', '/warehouse/documents', { kind: 'inbound', warehouse_id: warehouse, location_id: location.data.id, lines: [{ product_id: product.id, quantity: 4 }] });
  expect(inbound.code, inbound.msg).toBe('0');
  await call(page, 'POST', `/warehouse/documents/${inbound.data.id}/actions/confirm`, {});
  const received = await call<Doc>(page, 'POST', `/warehouse/documents/${inbound.data.id}/actions/receive`, { lines: [{ line_id: inbound.data.lines[0].id, quantity: 4 }] });
  expect(received.data.status, received.msg).toBe('received');
  const rule = await call(page, 'POST', '/warehouse/replenish-rules', { warehouse_id: warehouse, location_id: location.data.id, product_id: product.id, owner_id: 0, min_qty: 5, max_qty: 20 });
  expect(rule.code, rule.msg).toBe('0');
  return { warehouse, location: location.data, product, docNo: received.data.doc_no };
}

/** the page itself does not scroll sideways (a table inside its own scroller would still pass: checked apart) */
async function noSidewaysScroll(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll).toBeLessThanOrEqual(width);
}

/** every element of `testId` lies within the screen's width */
async function withinScreen(page: Page, testId: string) {
  for (const box of await page.getByTestId(testId).evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect))) {
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(PHONE.width);
  }
}

test('phone: stock, the warehouse log and the replenish rules are cards, nothing scrolls sideways; a tablet keeps the tables', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'zh-CN' });
  await context.addCookies([{ name: 'language', value: 'zh', url: base() }]);
  const page = await context.newPage();
  await signIn(page);
  await page.setViewportSize(PHONE);
  const { warehouse, location, product, docNo } = await stockedLocation(page);

  // 库存 of the fresh location: one card with its figures
  await page.goto(`${base()}/saas/warehouse/inventory/index?warehouse_id=${warehouse}&location_id=${location.id}`);
  await expect(page.getByTestId('wh-inventory-screen')).toBeVisible();
  const balance = page.getByTestId('wh-balance-card');
  await expect(balance).toHaveCount(1);
  await expect(balance).toContainText(location.code);
  await expect(balance).toContainText(product.name);
  await expect(balance.getByTestId('wh-card-available')).toHaveText('4');
  await withinScreen(page, 'wh-balance-card');
  await page.screenshot({ path: shot(`warehouse-inventory-390${tag}`), fullPage: true });
  await noSidewaysScroll(page);

  // 仓储日志 of the inbound: one move SUPPLIER → the location
  await page.goto(`${base()}/saas/report/warehouseLog/index?doc_no=${docNo}`);
  await expect(page.getByTestId('wh-log-screen')).toBeVisible();
  const move = page.getByTestId('wh-move-card');
  await expect(move).toHaveCount(1);
  await expect(move).toContainText(location.code);
  await expect(move).toContainText(docNo);
  await expect(move.getByTestId('wh-card-quantity')).toHaveText('4');
  await withinScreen(page, 'wh-move-card');
  await page.screenshot({ path: shot(`warehouse-log-390${tag}`), fullPage: true });
  await noSidewaysScroll(page);

  // 补货: the rule of the location as a card (on hand 4 below min 5)
  await page.goto(`${base()}/saas/warehouse/replenish/index`);
  await page.getByTestId('wh-replenish-warehouse').selectOption(String(warehouse));
  const rule = page.getByTestId('wh-rule-card').filter({ hasText: location.code });
  await expect(rule).toHaveCount(1);
  await expect(rule).toContainText(product.name);
  await page.screenshot({ path: shot(`warehouse-replenish-390${tag}`), fullPage: true });
  await withinScreen(page, 'wh-rule-card');
  await noSidewaysScroll(page);

  // a tablet keeps the tables
  await page.setViewportSize({ width: 1024, height: 768 });
  await expect(page.getByTestId('wh-replenish-rules')).toBeVisible();
  await expect(page.getByTestId('wh-rule-card')).toHaveCount(0);
  await page.goto(`${base()}/saas/warehouse/inventory/index?warehouse_id=${warehouse}&location_id=${location.id}`);
  await expect(page.locator('[data-testid=wh-inventory-screen] .dt-row')).toHaveCount(1);
  await expect(page.getByTestId('wh-balance-card')).toHaveCount(0);
  await context.close();
});
