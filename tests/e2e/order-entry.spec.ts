/** Order entry, edit, import and the JD screens, through the real app. */
import { expect, test, type Page } from '@playwright/test';
import { writeXlsx } from '../../workers/xlsx/writer';
import * as strings from '../../src/features/order-entry/i18n';
import { IMPORT_COLUMNS } from '../../src/features/order-entry/utils/import-rows';
import { chooseBusinessUnit, shot, signIn } from './helpers';
import { base } from './ports';

// this spec's pages run the service worker (offline starts, its caches, its updates); the others block it (playwright.config.ts)
test.use({ serviceWorkers: 'allow' });

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page }) => {
  await page.context().addCookies([
    { name: 'language', value: 'zh', url: base() },
    { name: 'language', value: 'zh', url: base('da') },
  ]);
});

const uniq = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-12);

async function api<T>(page: Page, url: string): Promise<T> {
  return page.evaluate(async (u) => {
    const res = await fetch(`/api${u}`, { headers: { 'X-Token': localStorage.getItem('lading.token') ?? '' } });
    return (await res.json()).data;
  }, url);
}

async function pickFirst(page: Page, testId: string) {
  await page.getByTestId(`${testId}-input`).click();
  const option = page.getByTestId(`${testId}-option`).first();
  await expect(option).toBeVisible();
  await option.click();
}

async function fillCommon(page: Page, contact: string) {
  await page.getByTestId('field-end_contact').fill(contact);
  await page.getByTestId('field-end_tel').fill('13912345678');
  await page.getByTestId('field-area').click();
  await page.getByTestId('field-area-filter').fill('黄浦区');
  await page.locator('[role=treeitem][data-value="310101"]').click();
  await page.getByTestId('field-end_address').fill('南京东路100号');
  await pickFirst(page, 'product-0');
  await page.getByTestId('quantity-0').fill('2');
  await page.getByTestId('field-services_pkg_code').selectOption('DELIVERY_INSTALL');
}

async function orderNoOnDetail(page: Page): Promise<{ id: string; no: string }> {
  await expect(page).toHaveURL(/\/order\/detail\/\d+/);
  const id = page.url().match(/detail\/(\d+)/)![1];
  const no = (await page.getByTestId('detail-order-no').innerText()).trim();
  return { id, no };
}

test('servicer: a 3PL waybill and a SaaS waybill, both in the all-waybills list', async ({ page }) => {
  await signIn(page);
  await page.goto(`${base()}/bang/order/create/3pl`);
  await expect(page.getByTestId('order-form')).toHaveAttribute('data-variant', '3pl');
  // empty submit: field messages, nothing sent
  await page.getByTestId('entry-submit').click();
  await expect(page.getByTestId('error-end_contact')).toBeVisible();
  await expect(page.getByTestId('error-shipping_no')).toBeVisible();
  await pickFirst(page, 'picker-consignor');
  await fillCommon(page, '三方测试');
  await page.getByTestId('field-shipping_no').fill(`SF${uniq().slice(-10)}`);
  await expect(page.getByTestId('package-total')).not.toContainText(': 0');
  await page.getByTestId('section-receiver').scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot('entry-form-desktop') });
  await page.getByTestId('entry-submit').click();
  const first = await orderNoOnDetail(page);

  await page.goto(`${base()}/bang/order/create/saas`);
  await expect(page.getByTestId('order-form')).toHaveAttribute('data-variant', 'saas');
  await expect(page.getByTestId('picker-delivery')).toBeVisible();
  await expect(page.getByTestId('field-shipping_no')).toHaveCount(0);
  await pickFirst(page, 'picker-consignor');
  await fillCommon(page, 'SaaS测试');
  await page.getByTestId('entry-submit').click();
  const second = await orderNoOnDetail(page);

  await page.goto(`${base()}/saas/waybill/all/index?nos=${first.no},${second.no}`);
  await expect(page.getByTestId('waybill-all-screen')).toBeVisible();
  await expect(page.locator('.dt-row').filter({ hasText: first.no })).toBeVisible();
  await expect(page.locator('.dt-row').filter({ hasText: second.no })).toBeVisible();

  // 录单查看: the orders this account entered
  await page.goto(`${base()}/saas/order-entry/show?nos=${first.no},${second.no}`);
  await expect(page.getByTestId('order-list-screen')).toHaveAttribute('data-suffix', 'order-entry/show');
  await expect(page.locator('.dt-row')).toHaveCount(2);
  await page.locator('.dt-row').filter({ hasText: first.no }).getByTestId('order-link').click();
  await expect(page).toHaveURL(/\/bang\/order\/detail\/\d+$/);
});

test('servicer: the form at tablet and phone sizes; a banned area is a field error', async ({ page }) => {
  await signIn(page);
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(`${base()}/bang/order/create/waybill`);
  await expect(page.getByTestId('order-form')).toBeVisible();
  await page.getByTestId('field-area').click();
  await page.getByTestId('field-area-filter').fill('崇明区');
  await page.locator('[role=treeitem][data-value="310151"]').click();
  await expect(page.getByTestId('error-area')).toBeVisible();
  await page.screenshot({ path: shot('entry-form-tablet') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shot('entry-form-phone') });
});

test('quick entry: closing its tab with unsaved input asks first', async ({ page }) => {
  await signIn(page);
  await page.goto(`${base()}/saas/order-entry/entry`);
  await expect(page.getByTestId('order-form')).toHaveAttribute('data-variant', 'waybill');
  await page.getByTestId('field-end_contact').fill('未保存的人');
  // input survives a reload while the tab lives
  await page.reload();
  await expect(page.getByTestId('field-end_contact')).toHaveValue('未保存的人');
  const tab = page.locator('[data-testid=tags-view] [data-active=true]');
  await tab.getByTestId('tag-close').click();
  const dialog = page.getByTestId('leave-confirm');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('您输入的内容尚未保存，确定离开此页面吗?');
  await expect(dialog).toContainText('温馨提示');
  await page.getByTestId('leave-confirm-cancel').click();
  await expect(page).toHaveURL(/order-entry\/entry/);
  await expect(page.getByTestId('field-end_contact')).toHaveValue('未保存的人');
  await tab.getByTestId('tag-close').click();
  await page.getByTestId('leave-confirm-ok').click();
  await expect(page).not.toHaveURL(/order-entry\/entry/);
  await page.goto(`${base()}/saas/order-entry/entry`);
  await expect(page.getByTestId('field-end_contact')).toHaveValue('');
});

test('consignor: a pre-order saved as draft, reopened via update and submitted', async ({ page }) => {
  await signIn(page, 'consignor', 'consignor123', 'da');
  await page.goto(`${base('da')}/da/order/create/pre-order`);
  await expect(page.getByTestId('order-form')).toHaveAttribute('data-variant', 'pre-order');
  await expect(page.getByTestId('picker-consignor')).toHaveCount(0);
  await fillCommon(page, '草稿测试');
  await page.getByTestId('entry-save-draft').click();
  const draft = await orderNoOnDetail(page);
  await expect(page.getByTestId('order-detail-screen')).toHaveAttribute('data-status', 'DRAFT');

  await page.goto(`${base('da')}/da/order/update/${draft.id}`);
  await expect(page.getByTestId('order-edit-screen')).toHaveAttribute('data-status', 'DRAFT');
  await expect(page.getByTestId('field-end_contact')).toHaveValue('草稿测试');
  await page.getByTestId('field-memo').fill('改过的备注');
  await page.screenshot({ path: shot('entry-edit') });
  await page.getByTestId('entry-submit').click();
  await expect(page).toHaveURL(new RegExp(`/da/order/detail/${draft.id}`));
  await expect(page.getByTestId('order-detail-screen')).toHaveAttribute('data-status', 'PENDING_REVIEW');
});

test('import: a file with one bad row gives 2 imported + 1 error; importing it again creates nothing', async ({ page }) => {
  await signIn(page);
  const consignors = await api<{ list: { id: number; is_forbid_create_order: number }[] }>(page, '/user/resource_binding/consignor/list?page=1&per_page=50');
  const consignor = consignors.list.find((c) => c.is_forbid_create_order !== 1)!.id;
  const products = await api<{ list: { id: number }[] }>(page, '/user/product/getAllProduct');
  const titles = strings.zh.orderEntry.col as Record<string, string>;
  const tag = uniq();
  const row = (contact: string, tel: string) =>
    IMPORT_COLUMNS.map(
      (c) =>
        ({
          consignor_resource_id: consignor,
          end_contact: contact,
          end_tel: tel,
          end_province_code: '310000',
          end_city_code: '310100',
          end_district_code: '310101',
          end_address: `导入路${tag}号`,
          product_id: products.list[0].id,
          quantity: 1,
          services_pkg_code: 'DELIVERY',
        })[c as string] ?? null,
    );
  const bytes = writeXlsx(
    IMPORT_COLUMNS.map((c) => ({ title: titles[c] })),
    [row('导入一', '13911112222'), row('导入坏', '12345'), row('导入三', '13933334444')],
  );
  const file = { name: `orders-${tag}.xlsx`, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from(bytes) };

  await page.goto(`${base()}/bang/order/import/index`);
  await expect(page.getByTestId('order-import-screen')).toBeVisible();
  await page.getByTestId('import-file').setInputFiles(file);
  await expect(page.getByTestId('import-summary')).toBeVisible();
  await expect(page.locator('[data-testid=import-row-status][data-state=ok]')).toHaveCount(2);
  await expect(page.locator('[data-testid=import-row-status][data-state=error]')).toHaveCount(1);
  await expect(page.getByTestId('import-row-errors').nth(1)).not.toBeEmpty();
  await page.screenshot({ path: shot('entry-import-preview') });
  await page.getByTestId('import-start').click();
  await expect(page.getByTestId('import-result')).toBeVisible();
  await expect(page.locator('[data-testid=import-row-status][data-state=imported]')).toHaveCount(2);
  await expect(page.locator('[data-testid=import-row-status][data-state=error]')).toHaveCount(1);
  await page.screenshot({ path: shot('entry-import-result') });

  // the same file again: the rows are recognised, nothing new
  await page.getByTestId('import-file').setInputFiles(file);
  await expect(page.locator('[data-testid=import-row-status][data-state=ok]')).toHaveCount(2);
  await page.getByTestId('import-start').click();
  await expect(page.getByTestId('import-result')).toBeVisible();
  await expect(page.locator('[data-testid=import-row-status][data-state=existing]')).toHaveCount(2);
  await expect(page.locator('[data-testid=import-row-status][data-state=imported]')).toHaveCount(0);
});

test('JD binding validates the shop IDs and is stored; the sync says not connected', async ({ page }) => {
  await signIn(page);
  await page.goto(`${base()}/bang/order/jdBind/index`);
  await expect(page.getByTestId('jd-bind-screen')).toBeVisible();
  await page.getByTestId('jd-shop-ids').fill('1001;abc');
  await page.getByTestId('jd-save').click();
  await expect(page.getByTestId('jd-shop-ids-error')).toBeVisible();
  await page.getByTestId('jd-shop-ids').fill('1001, 1002');
  await page.getByTestId('jd-save').click();
  await expect(page.getByTestId('jd-updated-at')).not.toHaveText(/^$/);
  await page.reload();
  await expect(page.getByTestId('jd-shop-ids')).toHaveValue('1001,1002');
  await page.screenshot({ path: shot('entry-jd-bind') });

  await page.goto(`${base()}/bang/order/jdSync/index`);
  await expect(page.getByTestId('jd-sync-state')).toHaveAttribute('data-connected', 'false');
  await expect(page.getByTestId('jd-not-connected')).toBeVisible();
  await expect(page.getByTestId('jd-sync-now')).toBeDisabled();
  await expect(page.getByTestId('jd-bound-shops')).toContainText('1001,1002');
  await page.screenshot({ path: shot('entry-jd-sync') });
});

test('select-on-load: a consignor with exactly one store gets it chosen and locked', async ({ page }) => {
  await signIn(page, 'servicer2', 'servicer123');
  await page.goto(`${base()}/bang/order/create/waybill`);
  await expect(page.getByTestId('order-form')).toHaveAttribute('data-variant', 'waybill');
  // no consignor yet: the store picker asks for none
  await expect(page.getByTestId('picker-store-input')).toBeDisabled();
  await page.getByTestId('picker-consignor-input').fill('川味');
  const option = page.getByTestId('picker-consignor-option').filter({ hasText: '川味家居' }).first();
  await expect(option).toBeVisible();
  await option.click();
  const store = page.getByTestId('picker-store');
  await expect(store).toHaveAttribute('data-locked', 'true');
  await expect(page.getByTestId('picker-store-input')).toHaveValue('川味家居天猫店');
  await expect(page.getByTestId('picker-store-input')).toBeDisabled();
});

test('delivery provider picker: "add a new service provider" only when ADD_NEW_DELIVERY_FOR_ORDERS answers CAN', async ({ page, browser }) => {
  // the main account may (CAN): the add item opens the service-provider dialog
  await signIn(page);
  await page.goto(`${base()}/bang/order/create/saas`);
  expect(await api<string>(page, '/user/permission/check?code=ADD_NEW_DELIVERY_FOR_ORDERS')).toBe('CAN');
  await page.getByTestId('picker-delivery-input').click();
  await expect(page.getByTestId('picker-delivery-option').first()).toBeVisible();
  await expect(page.getByTestId('picker-delivery-add')).toBeVisible();
  await page.getByTestId('picker-delivery-add').click();
  await expect(page.getByTestId('add-serviceProvider-dialog')).toBeVisible();
  await page.getByTestId('add-serviceProvider-cancel').click();
  await expect(page.getByTestId('add-serviceProvider-dialog')).toBeHidden();
  // the consignor picker has its inline add too
  await page.getByTestId('picker-consignor-input').click();
  await expect(page.getByTestId('picker-consignor-add')).toBeVisible();
  await page.keyboard.press('Escape');

  // a sub-account whose role holds no such button code (CANNOT): no add item, no note
  const context = await browser.newContext();
  await context.addCookies([{ name: 'language', value: 'zh', url: base() }]);
  const sub = await context.newPage();
  await signIn(sub, 'executor', 'executor123');
  await chooseBusinessUnit(sub);
  await sub.goto(`${base()}/bang/order/create/saas`);
  expect(await api<string>(sub, '/user/permission/check?code=ADD_NEW_DELIVERY_FOR_ORDERS')).toBe('CANNOT');
  await sub.getByTestId('picker-delivery-input').click();
  await expect(sub.getByTestId('picker-delivery-option').first()).toBeVisible();
  await expect(sub.getByTestId('picker-delivery-add-note')).toHaveCount(0);
  await expect(sub.getByTestId('picker-delivery-add')).toHaveCount(0);
  await sub.screenshot({ path: shot('entry-delivery-add-cannot') });
  await context.close();
});
