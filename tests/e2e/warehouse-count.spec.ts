/**
 * Issue 17 on a phone (390 px): a blind count of one location — created and started from the 盘点 tab, a product
 * code scanned with its quantity, submitted with a difference by the executor (a sub-account), who may not review
 * it (the approve button is disabled and says why: four-eyes), approved by the main account at a tablet — becomes one ADJUST
 * move in 仓储日志 and the balance equals what was counted (a count is an observation, never an overwrite). The
 * tablet's offline receiving is warehouse.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { call, chooseBusinessUnit, shot, signIn } from './helpers';
import { base } from './ports';

// this spec's pages run the service worker (offline starts, its caches, its updates); the others block it (playwright.config.ts)
test.use({ serviceWorkers: 'allow' });

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 1024, height: 768 };

interface Doc {
  id: number;
  doc_no: string;
  status: string;
  lines: { id: number; product_code: string; done: number }[];
}

/** A fresh storage location of the third warehouse holding `onHand` units of a product (an inbound received there). */
async function stockedLocation(page: Page, onHand: number) {
  const tag = `${Date.now() % 100_000_000}`;
  const warehouse = (await call<{ list: { id: number }[] }>(page, 'GET', '/user/warehouse/all?page=1&per_page=20')).data.list[2].id;
  const location = await call<{ id: number; code: string }>(page, 'POST', '/user/basic/storage-locations', { warehouse_id: warehouse, code: `C${tag}`, name: `C${tag}` });
  expect(location.code, location.msg).toBe('0');
  const product = (await call<{ list: { id: number; code: string }[] }>(page, 'GET', '/user/product/getAllProduct')).data.list[3];
  const inbound = await call<Doc>(page, 'POST', '/warehouse/documents', { kind: 'inbound', warehouse_id: warehouse, location_id: location.data.id, lines: [{ product_id: product.id, quantity: onHand }] });
  expect(inbound.code, inbound.msg).toBe('0');
  await call(page, 'POST', `/warehouse/documents/${inbound.data.id}/actions/confirm`, {});
  const received = await call<Doc>(page, 'POST', `/warehouse/documents/${inbound.data.id}/actions/receive`, { lines: [{ line_id: inbound.data.lines[0].id, quantity: onHand }] });
  expect(received.data.status, received.msg).toBe('received');
  return { warehouse, location: location.data, product };
}

test('phone: a count with a difference, approved, is one ADJUST move and the balance is what was counted', async ({ browser }) => {
  const newPage = async (username: string, password: string) => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'zh-CN' });
    await context.addCookies([{ name: 'language', value: 'zh', url: base() }]);
    const page = await context.newPage();
    await signIn(page, username, password);
    // the executor belongs to business units too: the chooser asks first (signIn answers it for the main account)
    if (username === 'executor') await chooseBusinessUnit(page);
    await page.setViewportSize(PHONE);
    return { context, page };
  };
  const main = await newPage('servicer', 'servicer123');
  const { warehouse, location, product } = await stockedLocation(main.page, 5);
  // the executor (a sub-account with the warehouse menus) counts
  const { context, page } = await newPage('executor', 'executor123');

  await page.goto(`${base()}/saas/warehouse/inventory/index?view=count`);
  await page.getByTestId('wh-create').click();
  const dialog = page.getByTestId('wh-create-dialog');
  await dialog.getByTestId('wh-create-warehouse').selectOption(String(warehouse));
  await dialog.getByTestId('wh-create-location').selectOption(String(location.id));
  await dialog.getByTestId('wh-create-submit').click();
  await expect(dialog).toBeHidden();

  // the drawer of the new count, counting, blind: what the books say is not shown
  const facts = page.getByTestId('wh-facts');
  await expect(facts.getByTestId('wh-status')).toHaveText('盘点中');
  await expect(page.getByTestId('wh-line')).toHaveCount(1);
  await expect(page.getByTestId('wh-lines')).not.toContainText('账面');
  const docId = Number(new URL(page.url()).searchParams.get('doc'));
  expect(docId).toBeGreaterThan(0);

  await page.getByTestId('wh-scan-quantity').fill('3');
  await page.getByTestId('wh-scan-input').fill(product.code);
  await page.getByTestId('wh-scan-input').press('Enter');
  await expect(page.getByTestId('wh-scan-last')).toHaveAttribute('data-verdict', 'ok');
  await expect(page.locator('[data-testid=wh-scan-row][data-state=sent]')).toHaveCount(1, { timeout: 20_000 });
  await page.screenshot({ path: shot('warehouse-count-scanned-390') });

  await page.getByTestId('wh-action-submit').click();
  await expect(page.getByTestId('wh-figure-quantity')).toHaveValue('3');
  await page.getByTestId('wh-dialog-submit').click();
  await expect(page.getByTestId('wh-action-dialog')).toBeHidden();
  await expect(facts.getByTestId('wh-status')).toHaveText('待审核');
  await expect(page.getByTestId('wh-line-diff')).toContainText('-2');

  // who counted does not review: both review buttons disabled, the reason shown above them
  await expect(page.getByTestId('wh-action-approve')).toBeDisabled();
  await expect(page.getByTestId('wh-action-reject')).toBeDisabled();
  await expect(page.getByTestId('wh-action-blocked')).toHaveText('盘点人不能审核自己的盘点，请由其他同事或主账号审核');
  await page.screenshot({ path: shot('warehouse-count-own-review-390') });
  await context.close();

  // the main account reviews at a desk (tablet width): opens the same count and approves it
  const { page: review } = main;
  await review.setViewportSize(TABLET);
  await review.goto(`${base()}/saas/warehouse/inventory/index?view=count&doc=${docId}`);
  const reviewFacts = review.getByTestId('wh-facts');
  await expect(reviewFacts.getByTestId('wh-status')).toHaveText('待审核');
  await expect(review.getByTestId('wh-action-blocked')).toHaveCount(0);
  await review.getByTestId('wh-action-approve').click();
  await expect(review.getByTestId('wh-action-line')).toContainText('账面 5，实盘 3：-2');
  await review.getByTestId('wh-dialog-submit').click();
  await expect(review.getByTestId('wh-action-dialog')).toBeHidden();
  await expect(reviewFacts.getByTestId('wh-status')).toHaveText('已审核');

  const { doc_no: docNo } = (await call<Doc>(review, 'GET', `/warehouse/documents/${docId}`)).data;
  await review.goto(`${base()}/saas/report/warehouseLog/index?doc_no=${docNo}`);
  const moves = review.locator('[data-testid=wh-log-screen] .dt-row');
  await expect(moves).toHaveCount(1);
  await expect(moves.locator('[data-col=from]')).toHaveText(location.code);
  await expect(moves.locator('[data-col=to]')).toHaveText('盘点调整');
  await expect(moves.locator('[data-col=quantity]')).toHaveText('2');
  await review.screenshot({ path: shot('warehouse-count-log-1024') });

  const balances = await call<{ list: { on_hand: number; available: number }[] }>(review, 'GET', `/warehouse/balances?location_id=${location.id}`);
  expect(balances.data.list.map((b) => b.on_hand)).toEqual([3]);
  await main.context.close();
});
