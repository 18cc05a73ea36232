import { expect, test, type Page } from '@playwright/test';
import { base } from './ports';
import { signIn } from './helpers';

const DRIVERS = '/saas/resource/driver/index';

/** A station name unique to this run. */
const unique = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 8)}`;

async function signInZh(page: Page) {
  await page.context().addCookies([{ name: 'language', value: 'zh', url: base() }]);
  await signIn(page);
}

/** The stations whose name contains `name`, read through the API with the page's own token. */
async function stationsNamed(page: Page, name: string): Promise<{ id: number; name: string }[]> {
  const token = await page.evaluate(() => localStorage.getItem('lading.token'));
  const res = await page.request.get(`${base()}/api/user/stations`, {
    headers: { 'X-Token': token! },
    params: { format: 'dropdown', page: 1, per_page: 20, station_name: name },
  });
  expect(res.ok()).toBeTruthy();
  const body = (await res.json()) as { code: unknown; data: { list: { id: number; name: string }[] } };
  return body.data.list.filter((s) => s.name === name);
}

test('station autocomplete: a new name is created on blur and selected; an existing name is not duplicated', async ({ page }) => {
  await signInZh(page);
  await page.goto(`${base()}${DRIVERS}`);
  await expect(page.getByTestId('drivers-screen')).toBeVisible();
  const input = page.getByTestId('drivers-station-input');
  const name = unique('站点');

  // a name matching no station: created on blur, then selected
  await input.click();
  await input.fill(name);
  await page.getByTestId('drivers-screen-name').click();
  await expect.poll(async () => (await stationsNamed(page, name)).length).toBe(1);
  await expect(input).toHaveValue(name);
  await expect(input).not.toHaveAttribute('aria-busy', 'true');

  // typing the existing name again: it is selected, no second station
  await input.fill('');
  await page.getByTestId('drivers-screen-name').click();
  await expect(input).toHaveValue('');
  await input.click();
  await input.fill(name);
  await expect(page.getByTestId('drivers-station-option').filter({ hasText: name })).toBeVisible();
  await page.getByTestId('drivers-screen-name').click();
  await expect(input).toHaveValue(name);
  await expect(input).not.toHaveAttribute('aria-busy', 'true');
  await page.waitForTimeout(500);
  expect(await stationsNamed(page, name)).toHaveLength(1);

  // choosing the suggestion itself also selects without creating
  await input.fill('');
  await input.fill(name.slice(0, 4));
  await page.getByTestId('drivers-station-option').filter({ hasText: name }).click();
  await expect(input).toHaveValue(name);
  await page.getByTestId('drivers-screen-name').click();
  await page.waitForTimeout(500);
  expect(await stationsNamed(page, name)).toHaveLength(1);
});

test('factory autocomplete creates an unknown factory on blur and selects it', async ({ page }) => {
  await signInZh(page);
  await page.goto(`${base()}${DRIVERS}`);
  const input = page.getByTestId('drivers-factory-input');
  const name = unique('厂');
  await input.click();
  await input.fill(name);
  await page.getByTestId('drivers-screen-name').click();
  await expect(input).toHaveValue(name);
  await expect(input).not.toHaveAttribute('aria-busy', 'true');
  const token = await page.evaluate(() => localStorage.getItem('lading.token'));
  const res = await page.request.get(`${base()}/api/user/resource_binding/factory/list`, {
    headers: { 'X-Token': token! },
    params: { format: 'dropdown', page: 1, per_page: 20, name },
  });
  const list = ((await res.json()) as { data: { list: { name: string; settle_type_code: string }[] } }).data.list.filter((f) => f.name === name);
  expect(list).toHaveLength(1);
  expect(list[0].settle_type_code).toBe('PAY_NOW');
});

test('product picker: Add product messages, then the new product is added and selected', async ({ page }) => {
  await signInZh(page);
  await page.goto(`${base()}${DRIVERS}`);
  await page.getByTestId('drivers-product-add').click();
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
  await expect(page.getByTestId('drivers-product-option').filter({ hasText: name })).toHaveAttribute('aria-selected', 'true');
});
