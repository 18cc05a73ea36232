/**
 * Issue 17 on a tablet (1024 × 768): an inbound's cartons received by scanning with no network — each scan
 * confirmed at once from the document on the device, kept over a reload, sent exactly once when the network
 * returns — then received, put away, and the balances right on 库存. The phone's count is warehouse-count.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { call, comeBackOnline, goOffline, shot, signIn } from './helpers';
import { base } from './ports';

// this spec's pages run the service worker (offline starts, its caches, its updates); the others block it (playwright.config.ts)
test.use({ serviceWorkers: 'allow' });

const TABLET = { width: 1024, height: 768 };

interface Doc {
  id: number;
  doc_no: string;
  status: string;
  lines: { package_no: string; done: number }[];
}

/** Two fresh storage locations of the second warehouse: what this test moves is visible on its own. */
async function freshLocations(page: Page, tag: string): Promise<{ warehouse: number; receiving: { id: number; code: string }; storage: { id: number; code: string } }> {
  const warehouse = (await call<{ list: { id: number }[] }>(page, 'GET', '/user/warehouse/all?page=1&per_page=20')).data.list[1].id;
  const make = async (code: string) => {
    const res = await call<{ id: number; code: string }>(page, 'POST', '/user/basic/storage-locations', { warehouse_id: warehouse, code, name: code });
    expect(res.code, res.msg).toBe('0');
    return { id: res.data.id, code: res.data.code };
  };
  return { warehouse, receiving: await make(`R${tag}`), storage: await make(`S${tag}`) };
}

/** Types a code into the scan field as a keyboard-wedge scanner does (the code, then Enter). */
async function scan(page: Page, code: string) {
  const field = page.getByTestId('wh-scan-input');
  await field.fill(code);
  await field.press('Enter');
}

const verdict = (page: Page) => page.getByTestId('wh-scan-last');

test('tablet: an inbound scanned with no network, reloaded offline, replayed once, received, put away, balances right', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'zh-CN' });
  await context.addCookies([{ name: 'language', value: 'zh', url: base() }]);
  const page = await context.newPage();
  await signIn(page);
  await page.setViewportSize(TABLET);

  const tag = `${Date.now() % 100_000_000}`;
  const order = `WH${tag}`;
  const cartons = [1, 2, 3].map((n) => `${order}-00${n}`);
  const { warehouse, receiving, storage } = await freshLocations(page, tag);
  const product = (await call<{ list: { id: number }[] }>(page, 'GET', '/user/product/getAllProduct')).data.list[0].id;
  const created = await call<Doc>(page, 'POST', '/warehouse/documents', {
    kind: 'inbound',
    warehouse_id: warehouse,
    location_id: receiving.id,
    memo: 'e2e tablet',
    lines: cartons.map((package_no) => ({ product_id: product, package_no, quantity: 1 })),
  });
  expect(created.code, created.msg).toBe('0');
  const id = created.data.id;
  expect((await call<Doc>(page, 'POST', `/warehouse/documents/${id}/actions/confirm`, {})).data.status).toBe('confirmed');

  // opened once online: the document (its expected cartons) is kept on the device
  await page.goto(`${base()}/saas/warehouse/in/index?doc=${id}`);
  await expect(page.getByTestId('wh-line')).toHaveCount(3);
  await expect(page.getByTestId('wh-scan-input')).toBeVisible();

  await goOffline(context);
  await scan(page, cartons[0]);
  await expect(verdict(page)).toHaveAttribute('data-verdict', 'ok');
  await expect(verdict(page)).toContainText(cartons[0]);
  await scan(page, cartons[0]);
  await expect(verdict(page)).toHaveAttribute('data-verdict', 'duplicate');
  await scan(page, cartons[1].toLowerCase());
  await expect(verdict(page)).toHaveAttribute('data-verdict', 'ok');
  await scan(page, cartons[2]);
  await expect(verdict(page)).toHaveAttribute('data-verdict', 'ok');
  const rows = page.getByTestId('wh-scan-row');
  await expect(rows).toHaveCount(4);
  await expect(page.locator('[data-testid=wh-scan-row][data-verdict=ok][data-state=queued]')).toHaveCount(3);
  await expect(page.locator('[data-testid=wh-scan-row][data-verdict=duplicate]')).toHaveCount(1);
  await page.screenshot({ path: shot('warehouse-offline-scans-1024') });

  // a reload with no network: the app from the precache, the document from the device, the scans still waiting
  await page.reload();
  await expect(page.getByTestId('wh-offline-copy')).toBeVisible({ timeout: 20_000 });
  await expect(rows).toHaveCount(4);
  await expect(page.locator('[data-testid=wh-scan-row][data-verdict=ok][data-state=queued]')).toHaveCount(3);

  const posted: string[] = [];
  // answered requests only (an attempt the cut network aborted is no effect)
  page.on('requestfinished', (r) => {
    if (r.method() === 'POST' && r.url().endsWith(`/warehouse/documents/${id}/scans`)) posted.push(r.headers()['idempotency-key'] ?? '');
  });
  await comeBackOnline(context);
  await expect(page.locator('[data-testid=wh-scan-row][data-state=sent]')).toHaveCount(3, { timeout: 30_000 });
  const after = (await call<Doc>(page, 'GET', `/warehouse/documents/${id}`)).data;
  expect(after.lines.map((l) => [l.package_no, l.done])).toEqual(cartons.map((c) => [c, 1]));
  // each scan's entry sent once (a retry would repeat its key)
  expect(new Set(posted).size).toBe(posted.length);
  expect(posted.length).toBe(3);

  await page.getByTestId('wh-action-receive').click();
  await expect(page.getByTestId('wh-figure-quantity')).toHaveCount(3);
  for (const input of await page.getByTestId('wh-figure-quantity').all()) await expect(input).toHaveValue('1');
  await page.getByTestId('wh-dialog-submit').click();
  await expect(page.getByTestId('wh-action-dialog')).toBeHidden();
  await expect(page.getByTestId('wh-facts').getByTestId('wh-status')).toHaveText('已收货');

  await page.getByTestId('wh-action-put_away').click();
  await page.getByTestId('wh-figure-location-all').selectOption(String(storage.id));
  for (const select of await page.getByTestId('wh-figure-location').all()) await expect(select).toHaveValue(String(storage.id));
  await page.getByTestId('wh-dialog-submit').click();
  await expect(page.getByTestId('wh-action-dialog')).toBeHidden();
  await expect(page.getByTestId('wh-facts').getByTestId('wh-status')).toHaveText('已上架');

  await page.goto(`${base()}/saas/warehouse/inventory/index?keyword=${order}`);
  const balances = page.locator('[data-testid=wh-inventory-screen] .dt-row');
  await expect(balances).toHaveCount(3);
  for (const [i, carton] of cartons.entries()) {
    const row = balances.filter({ hasText: carton });
    await expect(row.locator('[data-col=location]'), `row ${i}`).toHaveText(storage.code);
    await expect(row.locator('[data-col=on_hand]')).toHaveText('1');
    await expect(row.locator('[data-col=available]')).toHaveText('1');
  }
  await page.screenshot({ path: shot('warehouse-balances-1024') });
  await context.close();
});
