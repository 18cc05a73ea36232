import { expect, test, type Page } from '@playwright/test';
import { base } from './ports';
import { shot, signIn } from './helpers';

/** short enough for every code (20) and name (30) limit */
const unique = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 7)}`;

async function signInZh(page: Page) {
  await page.context().addCookies([{ name: 'language', value: 'zh', url: base() }]);
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page);
}

async function pickTree(page: Page, testId: string, filter: string, value: string) {
  await page.getByTestId(testId).click();
  await page.getByTestId(`${testId}-filter`).fill(filter);
  await page.getByTestId(`${testId}-panel`).locator(`[data-value="${value}"]`).click();
}

test('warehouses and storage locations: create, validate, duplicate, edit, disable', async ({ page }) => {
  await signInZh(page);
  await page.goto(`${base()}/saas/basic/storage/index`);
  await expect(page.getByTestId('warehouses')).toBeVisible();

  // empty form: the messages of the shared schema
  await page.getByTestId('warehouses-add').click();
  await page.getByTestId('warehouses-form-save').click();
  await expect(page.getByTestId('warehouses-form-code-error')).toHaveText('请输入编码');
  await expect(page.getByTestId('warehouses-form-name-error')).toHaveText('请输入名称');

  const code = unique('WE');
  const name = unique('测试仓');
  await page.getByTestId('warehouses-form-code').fill(code);
  await page.getByTestId('warehouses-form-name').fill(name);
  await page.getByTestId('warehouses-form-contact').fill('张三');
  await page.getByTestId('warehouses-form-phone').fill('12');
  await page.getByTestId('warehouses-form-save').click();
  await expect(page.getByTestId('warehouses-form-phone-error')).toHaveText('电话格式不正确');
  await page.getByTestId('warehouses-form-phone').fill('13800002222');
  await pickTree(page, 'warehouses-form-area_code', '嘉定', '310114');
  await page.getByTestId('warehouses-form-address').fill('胜辛路100号');
  await page.screenshot({ path: shot('basic-warehouse-form') });
  await page.getByTestId('warehouses-form-save').click();
  await expect(page.getByTestId('warehouses-drawer')).toBeHidden();

  await page.getByTestId('warehouses-filter-keyword').fill(code);
  await page.getByTestId('warehouses-search').click();
  await expect(page).toHaveURL(new RegExp(`keyword=${code}`));
  await expect(page.getByTestId('warehouses').getByText(name)).toBeVisible();
  await expect(page.getByTestId('warehouses').getByText(/嘉定区 胜辛路100号/)).toBeVisible();
  await page.screenshot({ path: shot('basic-warehouses') });

  // a duplicate code: the server's message under the field, the input kept
  await page.getByTestId('warehouses-add').click();
  await page.getByTestId('warehouses-form-code').fill(code);
  await page.getByTestId('warehouses-form-name').fill(unique('别的仓'));
  await page.getByTestId('warehouses-form-save').click();
  await expect(page.getByTestId('warehouses-form-code-error')).toHaveText('仓库编码已存在');
  await expect(page.getByTestId('warehouses-form-code')).toHaveValue(code);
  await page.getByTestId('warehouses-form-cancel').click();

  // edit
  const editButton = page.getByTestId('warehouses').locator('[data-testid^="warehouses-edit-"]').first();
  const id = (await editButton.getAttribute('data-testid'))!.replace('warehouses-edit-', '');
  await editButton.click();
  await expect(page.getByTestId('warehouses-form-code')).toHaveValue(code);
  await page.getByTestId('warehouses-form-name').fill(`${name}改`);
  await page.getByTestId('warehouses-form-save').click();
  await expect(page.getByTestId('warehouses').getByText(`${name}改`)).toBeVisible();

  // a storage location in it
  await page.goto(`${base()}/saas/basic/storageLocation/index`);
  await expect(page.getByTestId('storage-locations')).toBeVisible();
  await page.getByTestId('storage-locations-add').click();
  await page.getByTestId('storage-locations-form-save').click();
  await expect(page.getByTestId('storage-locations-form-warehouse_id-error')).toHaveText('请选择仓库');
  await page.getByTestId('storage-locations-form-warehouse_id').selectOption({ label: `${name}改` });
  await page.getByTestId('storage-locations-form-code').fill('A-01');
  await page.getByTestId('storage-locations-form-name').fill('A区01号');
  await page.getByTestId('storage-locations-form-save').click();
  await expect(page.getByTestId('storage-locations-drawer')).toBeHidden();
  await page.getByTestId('storage-locations-filter-warehouse_id').selectOption({ label: `${name}改` });
  await page.getByTestId('storage-locations-search').click();
  await expect(page).toHaveURL(new RegExp(`warehouse_id=${id}`));
  await expect(page.getByTestId('storage-locations').getByText('A区01号', { exact: true })).toBeVisible();
  await page.screenshot({ path: shot('basic-storage-locations') });

  // disable the warehouse: confirmation, then the status column says so
  await page.goto(`${base()}/saas/basic/storage/index?keyword=${code}`);
  await page.getByTestId(`warehouses-toggle-${id}`).click();
  await expect(page.getByTestId('warehouses-confirm')).toBeVisible();
  await page.getByTestId('warehouses-confirm-ok').click();
  await expect(page.getByTestId(`warehouses-toggle-${id}`)).toHaveText('启用');
  await expect(page.getByTestId(`warehouses-row-${id}`)).toBeVisible();
});

test('product type and product: the product picker endpoint finds the new product', async ({ page }) => {
  await signInZh(page);
  await page.goto(`${base()}/saas/basic/productType/index`);
  await expect(page.getByTestId('product-types')).toBeVisible();

  const lv1 = unique('T');
  const lv1Name = unique('大类');
  await page.getByTestId('product-types-add').click();
  await page.getByTestId('product-types-form-code').fill(lv1);
  await page.getByTestId('product-types-form-name').fill(lv1Name);
  await page.getByTestId('product-types-form-save').click();
  await expect(page.getByTestId('product-types-drawer')).toBeHidden();

  const lv2Name = unique('小类');
  await page.getByTestId('product-types-add').click();
  await page.getByTestId('product-types-form-parent_code').selectOption({ value: lv1 });
  await page.getByTestId('product-types-form-code').fill(`${lv1}01`);
  await page.getByTestId('product-types-form-name').fill(lv2Name);
  await page.getByTestId('product-types-form-save').click();
  await expect(page.getByTestId('product-types-drawer')).toBeHidden();
  await page.getByTestId('product-types-filter-keyword').fill(lv1);
  await page.getByTestId('product-types-search').click();
  await expect(page.getByTestId('product-types').getByText(`└ ${lv2Name}`)).toBeVisible();
  await page.screenshot({ path: shot('basic-product-types') });

  await page.goto(`${base()}/saas/basic/product/index`);
  await expect(page.getByTestId('products')).toBeVisible();
  const productName = unique('测试产品');
  await page.getByTestId('products-add').click();
  await page.getByTestId('products-form-save').click();
  await expect(page.getByTestId('products-form-category_code-error')).toHaveText('请选择产品类型');
  await expect(page.getByTestId('products-form-name-error')).toHaveText('请输入产品名称');
  await pickTree(page, 'products-form-category_code', lv2Name, `${lv1}01`);
  await page.getByTestId('products-form-name').fill(productName);
  await page.getByTestId('products-form-package').fill('2');
  await page.getByTestId('products-form-save').click();
  await expect(page.getByTestId('products-drawer')).toBeHidden();
  await page.getByTestId('products-filter-keyword').fill(productName);
  await page.getByTestId('products-search').click();
  await expect(page.getByTestId('products').getByText(`${lv1Name}/${lv2Name}`)).toBeVisible();
  await page.screenshot({ path: shot('basic-products') });

  // the product picker's endpoint (spec §7 getAllProduct) lists it under the new type
  const token = await page.evaluate(() => localStorage.getItem('lading.token'));
  const res = await page.request.get(`${base()}/api/user/product/getAllProduct?name=${encodeURIComponent(productName)}`, { headers: { 'X-Token': token ?? '' } });
  const body = (await res.json()) as { data: { list: { name: string; category_path_code: string }[] } };
  expect(body.data.list).toEqual([expect.objectContaining({ name: productName, category_path_code: `${lv1}/${lv1}01` })]);
});

test('operation settings persist after reload; print, template, abnormal and address screens render', async ({ page }) => {
  await signInZh(page);
  await page.goto(`${base()}/saas/basic/operation/index`);
  await expect(page.getByTestId('operation-settings-form')).toBeVisible();
  const days = String(Math.floor(Math.random() * 30) + 1);
  await page.getByTestId('operation-settings-form-sign_photo_min').fill('12');
  await page.getByTestId('operation-settings-form-save').click();
  await expect(page.getByTestId('operation-settings-form-sign_photo_min-error')).toHaveText('请输入范围内的整数');
  await page.getByTestId('operation-settings-form-sign_photo_min').fill('2');
  await page.getByTestId('operation-settings-form-revisit_after_days').fill(days);
  await page.getByTestId('operation-settings-form-default_settle_type').selectOption('MONTHLY');
  await page.getByTestId('operation-settings-form-save').click();
  await expect(page.getByTestId('operation-settings-updated')).toContainText('最近保存');
  await page.reload();
  await expect(page.getByTestId('operation-settings-form-revisit_after_days')).toHaveValue(days);
  await expect(page.getByTestId('operation-settings-form-default_settle_type')).toHaveValue('MONTHLY');
  await page.screenshot({ path: shot('basic-operation') });

  await page.goto(`${base()}/saas/basic/print/index`);
  await expect(page.getByTestId('print-settings-form-label_size')).toBeVisible();
  await page.screenshot({ path: shot('basic-print') });

  await page.goto(`${base()}/saas/basic/waybillTemplate/index`);
  await expect(page.getByTestId('waybill-template-form-fields')).toBeVisible();
  await page.getByTestId('waybill-template-form-fields-end_tel-up').click();
  await page.getByTestId('waybill-template-form-save').click();
  await expect(page.getByTestId('waybill-template-updated')).toContainText('最近保存');
  await page.screenshot({ path: shot('basic-waybill-template') });

  await page.goto(`${base()}/saas/basic/abnormal/index`);
  await expect(page.getByTestId('abnormal-types')).toBeVisible();
  const code = unique('E').toUpperCase();
  const abnormalName = unique('异常');
  await page.getByTestId('abnormal-types-add').click();
  await page.getByTestId('abnormal-types-form-code').fill(code);
  await page.getByTestId('abnormal-types-form-name').fill(abnormalName);
  await page.getByTestId('abnormal-types-form-save').click();
  await expect(page.getByTestId('abnormal-types-drawer')).toBeHidden();
  await page.getByTestId('abnormal-types-filter-keyword').fill(code);
  await page.getByTestId('abnormal-types-search').click();
  await expect(page.getByTestId('abnormal-types').getByText(abnormalName)).toBeVisible();
  await page.getByTestId('abnormal-types-reset').click();
  await page.screenshot({ path: shot('basic-abnormal') });

  await page.goto(`${base()}/saas/basic/address/index`);
  await expect(page.getByTestId('address-version')).toContainText('数据版本');
  await page.getByTestId('address-search').fill('嘉定');
  await expect(page.getByTestId('address-node-310114')).toBeVisible();
  await page.screenshot({ path: shot('basic-address') });
});
