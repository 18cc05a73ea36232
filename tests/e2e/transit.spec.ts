/**
 * Issue 18, transit: a dispatcher creates a line-haul load (配载) of two waiting orders at the desk; the dock tablet
 * (1024 × 768) opens its 配载发车 screen online, loses the network, scans the first order's cartons and one carton
 * of an order not planned, gets the network back — each scan is sent exactly once — and departs; the destination
 * unloads with one carton missing, confirms the arrival seeing the shortage first, and the detail lists the short
 * discrepancy. Shots of the list, the create form, the dock and the detail at 1366, 1024 and 390.
 */
import { expect, test, type Page } from '@playwright/test';
import { call, comeBackOnline, freshOrders, goOffline, shot, signIn } from './helpers';
import { base } from './ports';

// this spec's pages run the service worker (offline starts, its caches, its updates); the others block it (playwright.config.ts)
test.use({ serviceWorkers: 'allow' });

const DESK = { width: 1366, height: 768 };
const TABLET = { width: 1024, height: 768 };
const PHONE = { width: 390, height: 844 };

interface Product {
  id: number;
  package: number;
}

/** an order of one unit of `product`, walked to IN_WAREHOUSE in the first warehouse (it then waits there for a load) */
const waitingOrder = async (page: Page, product: number, tag: string) => (await freshOrders(page, 1, 'IN_WAREHOUSE', { product, label: '配载', tag }))[0];

const cartonsOf = (orderNo: string, n: number) => Array.from({ length: n }, (_, i) => `${orderNo}-${String(i + 1).padStart(3, '0')}`);

/** a shot per size; the shell lays itself out for the width it opened at, so each size reloads unless told not to */
async function shots(page: Page, name: string, sizes: { width: number; height: number }[], ready: () => Promise<void>, reload = true) {
  for (const size of sizes) {
    await page.setViewportSize(size);
    if (reload) await page.reload();
    await ready();
    await page.screenshot({ path: shot(`transit-${name}-${size.width}`), fullPage: false });
  }
}

/** how many orders the create form's stored draft has ticked (the drafts table of the local database), -1 for no draft */
function draftOrders(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((res, rej) => {
      const r = indexedDB.open('lading');
      r.onsuccess = () => res(r.result);
      r.onerror = () => rej(r.error);
    });
    const rows = await new Promise<{ key: string; value: { order_ids?: number[] } }[]>((res) => {
      const r = db.transaction('drafts').objectStore('drafts').getAll();
      r.onsuccess = () => res(r.result);
    });
    db.close();
    return rows.find((d) => d.key === 'transit-load:new:line_haul')?.value.order_ids?.length ?? -1;
  });
}

async function scan(page: Page, code: string, result: string) {
  await page.getByTestId('ts-scan-input').fill(code);
  await page.getByTestId('ts-scan-input').press('Enter');
  await expect(page.getByTestId('ts-scan-last')).toHaveAttribute('data-result', result);
  await expect(page.getByTestId('ts-scan-last')).toContainText(code);
  await expect(page.getByTestId('ts-scan-input')).toHaveValue('');
}

test('a load planned at the desk, loaded offline on the dock tablet, departed, unloaded one carton short', async ({ browser }) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ viewport: DESK, locale: 'zh-CN' });
  await context.addCookies([{ name: 'language', value: 'zh', url: base() }]);
  const page = await context.newPage();
  await signIn(page);

  // three orders waiting in the warehouse: A and B for the load (a multi-carton product when there is one), C never planned (one carton)
  const products = (await call<{ list: Product[] }>(page, 'GET', '/user/product/getAllProduct')).data.list;
  const multi = products.find((p) => p.package >= 2) ?? products[0];
  const single = products.find((p) => (p.package || 1) === 1) ?? products[0];
  const stamp = `${Date.now() % 1_000_000}`;
  const [a, b, c] = [await waitingOrder(page, multi.id, `${stamp}1`), await waitingOrder(page, multi.id, `${stamp}2`), await waitingOrder(page, single.id, `${stamp}3`)];
  const n = multi.package || 1;
  const warehouse = (await call<{ list: { id: number }[] }>(page, 'GET', '/user/warehouse/all?page=1&per_page=20')).data.list[0].id;
  const waiting = await call<{ list: { order_no: string; next_station_id: number | null }[] }>(page, 'GET', `/transit/waiting?site=warehouse:${warehouse}&keyword=${a}`);
  expect(waiting.code, waiting.msg).toBe('0');
  const sites = (await call<{ list: { key: string; type: string; id: number }[] }>(page, 'GET', '/transit/sites')).data.list;
  const next = waiting.data.list.find((o) => o.order_no === a)?.next_station_id;
  const to = next ? `station:${next}` : sites.find((s) => s.type === 'station')!.key;

  // the list (demo loads) at three widths
  await page.goto(`${base()}/saas/transit/stowage/index`);
  await expect(page.getByTestId('ts-load-list')).toBeVisible();
  await expect(page.locator('.dt-row').first()).toBeVisible();
  await shots(page, 'list', [DESK, TABLET, PHONE], async () => expect(page.locator('.dt-row').first()).toBeVisible());
  await page.setViewportSize(DESK);
  // 中转发货 is the same screen fixed to handovers, with the third party's tracking number
  await page.goto(`${base()}/saas/transit/shipment/index`);
  await expect(page.getByTestId('ts-load-list')).toHaveAttribute('data-list', 'handover');
  await expect(page.getByRole('columnheader', { name: '第三方单号' })).toBeVisible();
  // its create form picks the third-party logistics company (with its own add item), not a carrier
  await page.getByTestId('ts-create').click();
  await expect(page.getByTestId('ts-create')).toHaveAttribute('data-type', 'handover');
  await expect(page.getByTestId('ts-form-carrier')).toHaveCount(0);
  await page.getByTestId('ts-form-third-party-input').click();
  await page.getByTestId('ts-form-third-party-add').click();
  const addThirdParty = page.getByRole('dialog').filter({ hasText: '新增三方物流' });
  await expect(addThirdParty).toBeVisible();
  await addThirdParty.locator('[data-testid$="-cancel"]').click();
  await expect(addThirdParty).toBeHidden();

  // the dispatcher creates the load: sites, plate, fee in yuan, two waiting orders ticked with the running total
  await page.goto(`${base()}/saas/transit/stowage/index`);
  await page.getByTestId('ts-create').click();
  await expect(page.getByTestId('ts-create')).toHaveAttribute('data-type', 'line_haul');
  await page.getByTestId('ts-form-from').selectOption(`warehouse:${warehouse}`);
  await page.getByTestId('ts-form-to').selectOption(to);
  await page.getByTestId('ts-form-plate').fill('沪E88888');
  await page.getByTestId('ts-form-fee').fill('12.345');
  await page.getByTestId('ts-form-save').click();
  await expect(page.getByText('金额（元），最多两位小数')).toBeVisible();
  await page.getByTestId('ts-form-fee').fill('1200.50');
  for (const no of [a, b]) {
    await page.getByTestId('ts-waiting-keyword').fill(no);
    await page.locator(`[data-testid=ts-waiting-row][data-order-no="${no}"]`).click();
  }
  await expect(page.getByTestId('ts-waiting-totals')).toHaveAttribute('data-orders', '2');
  await expect(page.getByTestId('ts-waiting-totals')).toHaveAttribute('data-pieces', String(2 * n));
  await page.getByTestId('ts-waiting-keyword').fill(stamp);
  await shots(page, 'create', [DESK, TABLET], async () => expect(page.getByTestId('ts-waiting-totals')).toBeVisible(), false);
  // the form was kept as a draft while typed (stored a moment after the last change): a reload offers it back, orders ticked included
  await expect.poll(() => draftOrders(page), { timeout: 10_000 }).toBe(2);
  const restored = async () => {
    await page.getByTestId('ts-draft-restore').click();
    await expect(page.getByTestId('ts-waiting-totals')).toHaveAttribute('data-orders', '2');
    await expect(page.getByTestId('ts-form-fee')).toHaveValue('1200.50');
  };
  await shots(page, 'create', [PHONE], restored);
  await page.setViewportSize(DESK);
  await page.reload();
  await restored();
  await page.getByTestId('ts-form-save').click();
  await expect(page).toHaveURL(/\/saas\/transit\/stowage\/detail\/\d+/);
  const loadId = Number(/detail\/(\d+)/.exec(page.url())![1]);
  await expect(page.getByTestId('ts-detail')).toHaveAttribute('data-status', 'planned');
  await expect(page.getByTestId('ts-figure-planned')).toHaveAttribute('data-value', String(2 * n));

  // the dock tablet opens the load online, then loses the network
  await page.setViewportSize(TABLET);
  await page.getByTestId('ts-detail-dock').click();
  await expect(page).toHaveURL(new RegExp(`/saas/transit/stowage/depart/${loadId}$`));
  await expect(page.getByTestId('ts-dock-figures')).toHaveAttribute('data-expected', String(2 * n));
  await goOffline(context);
  await expect(page.getByTestId('ts-dock-offline')).toBeVisible();
  for (const carton of cartonsOf(a, n)) await scan(page, carton, 'ok');
  await scan(page, cartonsOf(a, 1)[0], 'duplicate');
  await scan(page, `${c}-001`, 'unplanned');
  await expect(page.getByTestId('ts-scan-last')).toHaveAttribute('data-accepted', 'true');
  await expect(page.getByTestId('ts-dock-figures')).toHaveAttribute('data-done', String(n));
  await expect(page.getByTestId('ts-dock-extra')).toBeVisible();
  await expect(page.getByTestId('ts-dock-missing')).toHaveAttribute('data-count', String(n));
  await expect(page.getByTestId('ts-dock-queued')).toContainText(`${n + 1}`);
  await expect(page.getByTestId('ts-dock-final')).toBeDisabled();
  await shots(page, 'dock', [TABLET], async () => expect(page.getByTestId('ts-dock-figures')).toBeVisible(), false);

  // the network returns: every scan is sent, once
  await comeBackOnline(context);
  await expect(page.getByTestId('ts-dock-queued')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.locator('[data-testid=ts-dock-row][data-state=sent]')).toHaveCount(n + 1);
  // the device's scans survive a reload (kept per load on the device)
  await shots(page, 'dock', [PHONE, DESK, TABLET], async () => expect(page.getByTestId('ts-dock-figures')).toHaveAttribute('data-done', String(n)));
  await expect(page.locator('[data-testid=ts-dock-row][data-state=sent]')).toHaveCount(n + 1);
  const after = await call<{ status: string; scans: { scan_id: string; phase: string; accepted: boolean; package_no: string }[] }>(page, 'GET', `/transit/loads/${loadId}`);
  const loadScans = after.data.scans.filter((s) => s.phase === 'load');
  expect(loadScans).toHaveLength(n + 1);
  expect(new Set(loadScans.map((s) => s.scan_id)).size).toBe(n + 1);
  expect(loadScans.every((s) => s.accepted)).toBe(true);
  expect(after.data.status).toBe('loading');

  // 发车: B (nothing loaded) leaves the load, C joined it
  await expect(page.getByTestId('ts-dock-final')).toBeEnabled();
  await page.getByTestId('ts-dock-final').click();
  await page.getByTestId('ts-dialog-submit').click();
  await expect(page).toHaveURL(new RegExp(`/saas/transit/stowage/detail/${loadId}$`));
  await expect(page.getByTestId('ts-detail')).toHaveAttribute('data-status', 'departed');
  await expect(page.getByTestId('ts-figure-departed')).toHaveAttribute('data-value', String(n + 1));

  // the destination: 中转到货 lists the load; it unloads all but one of A's cartons
  await page.goto(`${base()}/saas/transit/arrive/index`);
  const loadNo = (await call<{ load_no: string }>(page, 'GET', `/transit/loads/${loadId}`)).data.load_no;
  await page.getByTestId('ts-filter-load-no').fill(loadNo);
  await page.getByTestId('ts-filter-search').click();
  const arriving = page.locator('.dt-row').filter({ hasText: loadNo });
  await expect(arriving).toHaveCount(1);
  await arriving.getByTestId('ts-row-unload').click();
  await expect(page.getByTestId('ts-dock')).toHaveAttribute('data-phase', 'unload');
  const unloaded = [...cartonsOf(a, n).slice(1), `${c}-001`];
  for (const carton of unloaded) await scan(page, carton, 'ok');
  await expect(page.getByTestId('ts-dock-missing')).toHaveAttribute('data-count', '1');
  await expect(page.getByTestId('ts-dock-queued')).toHaveCount(0, { timeout: 30_000 });
  await page.getByTestId('ts-dock-final').click();
  await expect(page.getByTestId('ts-arrive-preview')).toHaveAttribute('data-short', '1');
  await page.getByTestId('ts-dialog-submit').click();

  // the detail: arrived, one carton short, an open discrepancy naming it
  await expect(page).toHaveURL(new RegExp(`/saas/transit/stowage/detail/${loadId}$`));
  await expect(page.getByTestId('ts-detail')).toHaveAttribute('data-status', 'arrived');
  await expect(page.getByTestId('ts-figure-short')).toHaveAttribute('data-value', '1');
  const short = page.locator(`[data-testid=ts-discrepancy][data-kind=short][data-package="${cartonsOf(a, 1)[0]}"]`);
  await expect(short).toHaveAttribute('data-status', 'open');
  await expect(page.locator('[data-testid=ts-detail-carton][data-state=missing]')).toHaveCount(1);
  await shots(page, 'detail', [DESK, TABLET, PHONE], async () => expect(page.getByTestId('ts-detail-discrepancies')).toBeVisible());
  await context.close();
});
