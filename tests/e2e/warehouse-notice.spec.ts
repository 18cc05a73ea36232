/**
 * Issue 17, a merchant's advance notice (到货预报): the consignor signs in on the merchant variant, finds 到货预报 in
 * its menu, sends a notice of one product with an expected day; the servicer sees it in 入库单 as a draft from a
 * notice, confirms it naming the receiving location and receives it with one piece damaged; the merchant's notice
 * then reads 已收货 with the received and damaged figures. Desktop, tablet and phone shots of the merchant's screen.
 * A second notice typed online and left is a draft on the device: with no network the form opens with it, sends it
 * into the outbox, and it becomes a notice once when the network returns.
 */
import { expect, test, type Browser } from '@playwright/test';
import { call, comeBackOnline, goOffline, shot, signIn } from './helpers';
import { base } from './ports';

// this spec's pages run the service worker (offline starts, its caches, its updates); the others block it (playwright.config.ts)
test.use({ serviceWorkers: 'allow' });

const DESKTOP = { width: 1366, height: 768 };
const TABLET = { width: 1024, height: 768 };
const PHONE = { width: 390, height: 844 };

interface Notice {
  id: number;
  doc_no: string;
  status: string;
  lines: { id: number }[];
}

async function signedIn(browser: Browser, username: string, password: string, label?: string) {
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'zh-CN' });
  await context.addCookies([{ name: 'language', value: 'zh', url: base(label) }]);
  const page = await context.newPage();
  await signIn(page, username, password, label);
  return { context, page };
}

test('a merchant sends an advance notice; the servicer confirms and receives it in 入库单; the merchant sees the figures', async ({ browser }) => {
  const merchant = await signedIn(browser, 'consignor', 'consignor123', 'da');
  const m = merchant.page;
  const tag = `ASN${Date.now() % 100_000_000}`;
  const warehouses = (await call<{ list: { id: number; name: string }[] }>(m, 'GET', '/warehouse/notices/warehouses')).data.list;
  const product = (await call<{ list: { id: number; code: string; name: string }[] }>(m, 'GET', '/user/product/getAllProduct')).data.list[2];

  // the merchant's menu has the screen
  await m.getByTestId('sidebar').getByText('仓储管理').click();
  await m.getByTestId('sidebar').getByText('到货预报').click();
  await expect(m).toHaveURL(/\/da\/warehouse\/notice\/index/);
  await expect(m.getByTestId('notice-screen')).toBeVisible();

  await m.getByTestId('notice-create').click();
  const form = m.getByTestId('notice-form');
  await form.getByTestId('notice-warehouse').selectOption(String(warehouses[0].id));
  await form.getByTestId('notice-expected-date').fill('2026-12-08');
  await form.getByTestId('notice-memo').fill(tag);
  // nothing chosen yet: the form says what is missing and sends nothing
  await form.getByTestId('notice-form-submit').click();
  await expect(form.getByTestId('notice-form-error')).toHaveText('第1行：请选择产品');
  await form.getByTestId('notice-line-product-0-input').fill(product.code);
  await m.getByTestId('notice-line-product-0-option').first().click();
  await form.getByTestId('notice-line-quantity-0').fill('3');
  await m.screenshot({ path: shot('warehouse-notice-form-1366') });
  await form.getByTestId('notice-form-submit').click();
  await expect(form).toBeHidden();

  const drawer = m.getByTestId('notice-drawer');
  await expect(drawer.getByTestId('wh-status')).toHaveText('草稿');
  await expect(drawer.getByTestId('notice-line-row')).toHaveCount(1);
  await expect(drawer.getByTestId('notice-line-row')).toContainText(product.name);
  await expect(drawer.getByTestId('notice-figures')).toHaveText('共 3 件，1 行');
  const noticeId = Number(new URL(m.url()).searchParams.get('notice'));
  const { doc_no: docNo } = (await call<Notice>(m, 'GET', `/warehouse/notices/${noticeId}`)).data;
  await m.screenshot({ path: shot('warehouse-notice-drawer-1366') });

  // the servicer's 入库单: a draft from a notice, owned by the merchant
  const servicer = await signedIn(browser, 'servicer', 'servicer123');
  const s = servicer.page;
  await s.goto(`${base()}/saas/warehouse/in/index?doc_no=${docNo}`);
  const row = s.locator('[data-testid=wh-document-list] .dt-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('草稿');
  await expect(row).toContainText('示例商贸');
  await row.getByTestId('wh-doc-no').click();
  const facts = s.getByTestId('wh-facts');
  await expect(facts).toContainText('预报');
  await expect(facts).toContainText('2026-12-08');
  await s.getByTestId('wh-action-confirm').click();
  const confirm = s.getByTestId('wh-action-dialog');
  // the notice names no receiving location: confirming asks for one
  await confirm.getByTestId('wh-dialog-submit').click();
  await expect(confirm.getByTestId('wh-action-error')).toHaveText('请选择收货库位');
  await confirm.getByTestId('wh-action-receiving').selectOption({ index: 1 });
  await s.screenshot({ path: shot('warehouse-notice-confirm-1366') });
  await confirm.getByTestId('wh-dialog-submit').click();
  await expect(confirm).toBeHidden();
  await expect(facts.getByTestId('wh-status')).toHaveText('已确认');

  // received with one piece damaged (the receive dialog is warehouse.spec.ts's; here the figures are what matter)
  const detail = (await call<Notice>(s, 'GET', `/warehouse/documents/${noticeId}`)).data;
  const received = await call<Notice>(s, 'POST', `/warehouse/documents/${noticeId}/actions/receive`, { lines: [{ line_id: detail.lines[0].id, quantity: 3, damaged: 1 }] });
  expect(received.data.status, received.msg).toBe('received');
  await servicer.context.close();

  // the merchant's notice follows: received, 3 arrived of which 1 damaged, no longer editable
  await m.reload();
  await expect(drawer.getByTestId('wh-status')).toHaveText('已收货');
  await expect(drawer.getByTestId('notice-figures')).toHaveText('已收 3 / 3 件 · 破损 1 件');
  await expect(drawer.getByTestId('notice-line-received')).toHaveText('3');
  await expect(drawer.getByTestId('notice-line-damaged')).toHaveText('1');
  await expect(drawer.getByTestId('notice-edit')).toHaveCount(0);
  await m.screenshot({ path: shot('warehouse-notice-received-1366') });

  for (const [size, name] of [
    [TABLET, '1024'],
    [PHONE, '390'],
  ] as const) {
    await m.setViewportSize(size);
    await m.goto(`${base('da')}/da/warehouse/notice/index`);
    await expect(m.locator('[data-testid=notice-screen] .dt-row').first()).toBeVisible();
    await m.screenshot({ path: shot(`warehouse-notice-list-${name}`) });
    await m.goto(`${base('da')}/da/warehouse/notice/index?notice=${noticeId}`);
    await expect(drawer.getByTestId('wh-status')).toHaveText('已收货');
    await m.screenshot({ path: shot(`warehouse-notice-drawer-${name}`) });
  }

  // a second notice typed and left: a draft on the device, restored with no network and sent through the outbox
  await m.setViewportSize(DESKTOP);
  await m.goto(`${base('da')}/da/warehouse/notice/index`);
  await m.getByTestId('notice-create').click();
  await form.getByTestId('notice-warehouse').selectOption(String(warehouses[0].id));
  await form.getByTestId('notice-memo').fill(`${tag}-离线`);
  await form.getByTestId('notice-line-product-0-input').fill(product.code);
  await m.getByTestId('notice-line-product-0-option').first().click();
  await form.getByTestId('notice-line-quantity-0').fill('2');
  await m.waitForTimeout(800);
  await form.getByTestId('notice-form-dismiss').click();
  await goOffline(merchant.context);
  await m.getByTestId('notice-create').click();
  await expect(form.getByTestId('notice-draft-restored')).toBeVisible();
  await expect(form.getByTestId('notice-memo')).toHaveValue(`${tag}-离线`);
  await expect(form.getByTestId('notice-line-quantity-0')).toHaveValue('2');
  await m.screenshot({ path: shot('warehouse-notice-draft-restored-1366') });
  const posts: string[] = [];
  m.on('requestfinished', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/warehouse/notices')) posts.push(r.url());
  });
  await form.getByTestId('notice-form-submit').click();
  await expect(form).toBeHidden();
  await expect(m.getByTestId('toast-info')).toContainText('预报已保存在本设备');
  await comeBackOnline(merchant.context);
  await expect(m.locator('[data-testid=notice-screen] .dt-row').filter({ hasText: `${tag}-离线` })).toHaveCount(1, { timeout: 30_000 });
  // the request's 'finished' event can reach the test after the page has shown the row: wait for it, then make sure
  // no second send follows
  await expect.poll(() => posts.length, { timeout: 10_000 }).toBe(1);
  await m.waitForTimeout(500);
  expect(posts).toHaveLength(1);
  // sent: the form opens empty again
  await m.getByTestId('notice-create').click();
  await expect(form.getByTestId('notice-memo')).toHaveValue('');
  await expect(form.getByTestId('notice-draft-restored')).toHaveCount(0);
  await merchant.context.close();
});
