/**
 * The spec's create-on-blur autocompletes and product picker on their screens: a station land card names its
 * station (a new name is created on blur, an existing one chosen, never twice), a factory load card its factory
 * (created PAY_NOW); the order form's 按分类选择 opens the product picker (Add product's messages, the new product fills
 * a line) and a product code typed there (getProductInfo) adds one more of it.
 */
import { expect, test, type Page } from '@playwright/test';
import { base } from './ports';
import { signIn } from './helpers';

/** A name unique to this run. */
const unique = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 8)}`;

async function signInZh(page: Page) {
  await page.context().addCookies([{ name: 'language', value: 'zh', url: base() }]);
  await signIn(page);
}

async function apiGet<T>(page: Page, url: string, params: Record<string, string | number>): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('lading.token'));
  const res = await page.request.get(`${base()}/api${url}`, { headers: { 'X-Token': token! }, params });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { data: T }).data;
}

/** The stations whose name is `name`, read through the API with the page's own token. */
async function stationsNamed(page: Page, name: string) {
  const data = await apiGet<{ list: { id: number; name: string }[] }>(page, '/user/stations', { format: 'dropdown', page: 1, per_page: 20, station_name: name });
  return data.list.filter((s) => s.name === name);
}

/** The card create dialog of a quote kind's list. */
async function newCard(page: Page, path: string) {
  await page.goto(`${base()}/saas/quote/${path}/index`);
  await page.getByTestId('qt-card-new').click();
  const dialog = page.getByTestId('qt-card-create');
  await expect(dialog).toBeVisible();
  return dialog;
}

test('station land card: a new station name is created on blur and chosen; an existing name is not duplicated', async ({ page }) => {
  await signInZh(page);
  const dialog = await newCard(page, 'stationLand');
  const input = dialog.getByTestId('qt-card-party-input');
  // leaving the field (its suggestions cover the fields below it)
  const leave = () => input.press('Tab');
  const name = unique('站点');

  // a name matching no station: created on blur, then selected
  await input.click();
  await input.fill(name);
  await leave();
  await expect.poll(async () => (await stationsNamed(page, name)).length).toBe(1);
  await expect(input).toHaveValue(name);
  await expect(input).not.toHaveAttribute('aria-busy', 'true');

  // typing the existing name again: it is selected, no second station
  await input.fill('');
  await leave();
  await expect(input).toHaveValue('');
  await input.click();
  await input.fill(name);
  await expect(dialog.getByTestId('qt-card-party-option').filter({ hasText: name })).toBeVisible();
  await leave();
  await expect(input).toHaveValue(name);
  await expect(input).not.toHaveAttribute('aria-busy', 'true');
  await page.waitForTimeout(500);
  expect(await stationsNamed(page, name)).toHaveLength(1);

  // choosing the suggestion itself also selects without creating
  await input.fill('');
  await input.fill(name.slice(0, 4));
  await dialog.getByTestId('qt-card-party-option').filter({ hasText: name }).click();
  await expect(input).toHaveValue(name);
  await leave();
  await page.waitForTimeout(500);
  expect(await stationsNamed(page, name)).toHaveLength(1);

  // the card is the station's
  await dialog.getByTestId('qt-card-create-submit').click();
  await expect(page.getByTestId('qt-card-detail')).toContainText(name);
});

test('factory load card: an unknown factory is created on blur (现付) and the card is its', async ({ page }) => {
  await signInZh(page);
  const dialog = await newCard(page, 'factoryLoad');
  const input = dialog.getByTestId('qt-card-party-input');
  const name = unique('厂');
  await input.click();
  await input.fill(name);
  await input.press('Tab');
  await expect(input).toHaveValue(name);
  await expect(input).not.toHaveAttribute('aria-busy', 'true');
  const data = await apiGet<{ list: { name: string; settle_type_code: string }[] }>(page, '/user/resource_binding/factory/list', { format: 'dropdown', page: 1, per_page: 20, name });
  const list = data.list.filter((f) => f.name === name);
  expect(list).toHaveLength(1);
  expect(list[0].settle_type_code).toBe('PAY_NOW');
  await dialog.getByTestId('qt-card-create-submit').click();
  await expect(page.getByTestId('qt-card-detail')).toContainText(name);
});

test('order form: Add product in the catalog (messages, then the new product fills a line); its code typed adds one more', async ({ page }) => {
  await signInZh(page);
  await page.goto(`${base()}/bang/order/create/saas`);
  await expect(page.getByTestId('order-form')).toBeVisible();
  await page.getByTestId('product-catalog-toggle').click();
  await page.getByTestId('product-catalog-add').click();
  await expect(page.getByTestId('add-product-dialog')).toBeVisible();
  await page.getByTestId('add-product-save').click();
  await expect(page.getByTestId('add-product-type-error')).toHaveText('请选择产品类型');
  await expect(page.getByTestId('add-product-name-error')).toHaveText('请输入产品名称');
  await expect(page.getByTestId('add-product-package')).toHaveValue('1');
  const type = page.getByTestId('add-product-type');
  const firstType = await type.locator('option:not([value=""])').first().getAttribute('value');
  expect(firstType, 'the seeded product categories are offered').toBeTruthy();
  await type.selectOption(firstType!);
  const name = unique('产品');
  await page.getByTestId('add-product-name').fill(name);
  await page.getByTestId('add-product-save').click();
  await expect(page.getByTestId('add-product-dialog')).toBeHidden();
  // the new product is on the first line
  await expect(page.getByTestId('product-0-input')).toHaveValue(new RegExp(name));
  await expect(page.getByTestId('quantity-0')).toHaveValue('1');

  // its code typed (or scanned) and Enter: getProductInfo finds it, the same line counts two
  const found = await apiGet<{ list: { name: string; code: string }[] }>(page, '/user/product/getAllProduct', { name });
  const code = found.list.find((p) => p.name === name)!.code;
  await page.getByTestId('product-code').fill(code);
  await page.getByTestId('product-code').press('Enter');
  await expect(page.getByTestId('quantity-0')).toHaveValue('2');
  await expect(page.getByTestId('product-code')).toHaveValue('');
  // an unknown code says so
  await page.getByTestId('product-code').fill(`NO-${name}`);
  await page.getByTestId('product-code').press('Enter');
  await expect(page.getByTestId('product-code-error')).toHaveText('商品编码不存在');
  await expect(page.getByTestId('product-line')).toHaveCount(1);
});
