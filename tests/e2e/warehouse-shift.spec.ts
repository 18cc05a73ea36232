/**
 * Issue 17 on a tablet (1024 × 768): 下载今日单据 stores a warehouse's whole shift on the device — the inbounds
 * waiting for scans and the count counting, with their lines — and each list row says it is on the device. Then
 * with no network and after a reload, the inbound list and the count tab are the device's copies; an inbound never
 * opened before opens and takes a carton scan, which is sent exactly once when the network returns. An outbound
 * confirmed online is scanned offline: its first scan starts the pick on the device (拣货中) and on the server after
 * reconnecting, once.
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

/** A fresh warehouse with one storage location: the shift downloaded is exactly what this test made. */
async function freshWarehouse(page: Page, stamp: string) {
  const wh = await call<{ id: number }>(page, 'POST', '/user/basic/warehouses', { code: `SH${stamp}`, name: `班次仓${stamp}` });
  expect(wh.code, wh.msg).toBe('0');
  const loc = await call<{ id: number }>(page, 'POST', '/user/basic/storage-locations', { warehouse_id: wh.data.id, code: `SH${stamp}-R`, name: '收货区' });
  expect(loc.code, loc.msg).toBe('0');
  return { warehouse: wh.data.id, location: loc.data.id };
}

async function document(page: Page, body: object, ...actions: string[]): Promise<Doc> {
  const created = await call<Doc>(page, 'POST', '/warehouse/documents', body);
  expect(created.code, created.msg).toBe('0');
  let doc = created.data;
  for (const action of actions) {
    const res = await call<Doc>(page, 'POST', `/warehouse/documents/${doc.id}/actions/${action}`, {});
    expect(res.code, res.msg).toBe('0');
    doc = res.data;
  }
  return doc;
}

const row = (page: Page, docNo: string) => page.locator('.dt-row').filter({ hasText: docNo });

test("tablet: today's documents downloaded, listed and opened offline, a scan replayed once", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'zh-CN' });
  await context.addCookies([{ name: 'language', value: 'zh', url: base() }]);
  const page = await context.newPage();
  await signIn(page);
  await page.setViewportSize(TABLET);

  const stamp = `${Date.now() % 100_000_000}`;
  const { warehouse, location } = await freshWarehouse(page, stamp);
  const product = (await call<{ list: { id: number }[] }>(page, 'GET', '/user/product/getAllProduct')).data.list[0].id;
  const cartons = (order: string, n: number) => Array.from({ length: n }, (_, i) => `${order}-00${i + 1}`);
  const inbound = (order: string, n: number, ...actions: string[]) =>
    document(page, { kind: 'inbound', warehouse_id: warehouse, location_id: location, lines: cartons(order, n).map((package_no) => ({ product_id: product, package_no, quantity: 1 })) }, ...actions);
  const first = await inbound(`SA${stamp}`, 3, 'confirm');
  const second = await inbound(`SB${stamp}`, 2, 'confirm');
  const draft = await inbound(`SC${stamp}`, 1);
  const count = await document(page, { kind: 'count', warehouse_id: warehouse, location_id: location }, 'start');
  expect(count.status).toBe('counting');
  // stock received online, then an outbound of one of its cartons confirmed online (its pick not started)
  const stocked = await inbound(`SD${stamp}`, 1, 'confirm');
  const receipt = await call<Doc>(page, 'POST', `/warehouse/documents/${stocked.id}/actions/receive`, { lines: [{ line_id: (stocked.lines[0] as unknown as { id: number }).id, quantity: 1 }] });
  expect(receipt.code, receipt.msg).toBe('0');
  const leaving = `SD${stamp}-001`;
  const outbound = await document(page, { kind: 'outbound', warehouse_id: warehouse, lines: [{ product_id: product, package_no: leaving, location_id: location, quantity: 1 }] }, 'confirm');
  expect(outbound.status).toBe('confirmed');

  // online: the download stores 4 documents (2 inbounds, the outbound, the count) and 6 lines
  await page.goto(`${base()}/saas/warehouse/in/index?warehouse_id=${warehouse}`);
  await expect(row(page, first.doc_no)).toBeVisible();
  await expect(page.locator('.dt-row')).toHaveCount(4);
  await expect(page.getByTestId('wh-on-device')).toHaveCount(0);
  await page.getByTestId('wh-shift-download').click();
  await expect(page.getByTestId('wh-shift-done')).toContainText('已下载 4 张单据，共 6 行');
  await expect(page.getByTestId('wh-shift-done')).toHaveText(/，\d{2}:\d{2}$/);
  await expect(row(page, first.doc_no).getByTestId('wh-on-device')).toBeVisible();
  await expect(row(page, second.doc_no).getByTestId('wh-on-device')).toBeVisible();
  await expect(row(page, draft.doc_no).getByTestId('wh-on-device')).toHaveCount(0);
  await page.screenshot({ path: shot('warehouse-shift-downloaded-1024') });
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.screenshot({ path: shot('warehouse-shift-downloaded-1366') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shot('warehouse-shift-downloaded-390') });
  await page.setViewportSize(TABLET);

  // no network, and a reload: the list is the device's copies (the draft was never stored)
  await goOffline(context);
  await page.reload();
  await expect(page.getByTestId('wh-shift-offline')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('wh-shift-offline')).toContainText('本设备保存的 2 张单据');
  await expect(page.locator('.dt-row')).toHaveCount(2);
  await expect(row(page, second.doc_no)).toBeVisible();
  await expect(page.getByTestId('wh-shift-download')).toBeDisabled();
  await page.screenshot({ path: shot('warehouse-shift-offline-list-1024') });

  // the count tab too
  await page.goto(`${base()}/saas/warehouse/inventory/index?view=count&warehouse_id=${warehouse}`);
  await expect(row(page, count.doc_no)).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.dt-row')).toHaveCount(1);

  // the second inbound, never opened: its drawer from the device, a carton scanned
  await page.goto(`${base()}/saas/warehouse/in/index?warehouse_id=${warehouse}`);
  await row(page, second.doc_no).click();
  await expect(page.getByTestId('wh-offline-copy')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('wh-line')).toHaveCount(2);
  const carton = `SB${stamp}-001`;
  const field = page.getByTestId('wh-scan-input');
  await field.fill(carton);
  await field.press('Enter');
  await expect(page.getByTestId('wh-scan-last')).toHaveAttribute('data-verdict', 'ok');
  await expect(page.locator('[data-testid=wh-scan-row][data-verdict=ok][data-state=queued]')).toHaveCount(1);
  await page.screenshot({ path: shot('warehouse-shift-offline-scan-1024') });

  // the outbound confirmed online, never opened: its first carton scanned offline starts the pick on the device
  await page.goto(`${base()}/saas/warehouse/out/index?warehouse_id=${warehouse}`);
  await row(page, outbound.doc_no).click();
  await expect(page.getByTestId('wh-offline-copy')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('wh-drawer').getByTestId('wh-status')).toHaveText('已确认');
  await field.fill(leaving);
  await field.press('Enter');
  await expect(page.getByTestId('wh-scan-last')).toHaveAttribute('data-verdict', 'ok');
  await expect(page.getByTestId('wh-drawer').getByTestId('wh-status')).toHaveText('拣货中');
  await expect(page.getByTestId('wh-action-pick')).toBeVisible();
  await expect(page.getByTestId('wh-action-start_pick')).toHaveCount(0);
  await page.screenshot({ path: shot('warehouse-shift-offline-pick-1024') });

  const posted: string[] = [];
  page.on('requestfinished', (r) => {
    if (r.method() === 'POST' && r.url().match(new RegExp(`/warehouse/documents/(${second.id}|${outbound.id})/scans$`))) posted.push(r.url());
  });
  await comeBackOnline(context);
  await expect(page.locator('[data-testid=wh-scan-row][data-state=sent]')).toHaveCount(1, { timeout: 30_000 });
  await expect.poll(() => posted.length, { timeout: 30_000 }).toBe(2);
  const picked = (await call<Doc & { events: { action: string }[] }>(page, 'GET', `/warehouse/documents/${outbound.id}`)).data;
  expect(picked.status).toBe('picking');
  expect(picked.events.filter((e) => e.action === 'start_pick')).toHaveLength(1);
  expect(picked.lines.map((l) => [l.package_no, l.done])).toEqual([[leaving, 1]]);
  const after = (await call<Doc>(page, 'GET', `/warehouse/documents/${second.id}`)).data;
  expect(after.lines.map((l) => [l.package_no, l.done])).toEqual([
    [carton, 1],
    [`SB${stamp}-002`, 0],
  ]);
  expect(posted).toHaveLength(2);
  await context.close();
});
