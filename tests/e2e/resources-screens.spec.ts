/** The resource screens: consignor list → add → edit (spec §5 message) → forbid → detail; station edit; a look at each list. */
import { expect, test, type Page } from '@playwright/test';
import { base } from './ports';
import { shot, signIn } from './helpers';

const unique = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 6)}`;
const mobile = () => `136${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

async function signInZh(page: Page) {
  await page.context().addCookies([{ name: 'language', value: 'zh', url: base() }]);
  await signIn(page);
}

/** Searches the list by name and answers the id of the single row found. */
async function findRow(page: Page, prefix: string, name: string): Promise<number> {
  await page.getByTestId(`${prefix}-screen-name`).fill(name);
  await page.getByTestId(`${prefix}-screen-search`).click();
  await expect(page).toHaveURL(new RegExp(`name=${encodeURIComponent(name)}`));
  const edit = page.getByTestId(`${prefix}-screen`).locator(`[data-testid^="${prefix}-row-"][data-testid$="-edit"]`);
  await expect(edit).toHaveCount(1);
  const testId = (await edit.getAttribute('data-testid'))!;
  return Number(testId.split('-').at(-2));
}

test('consignor list: add, edit with the spec message, forbid, detail', async ({ page }) => {
  await signInZh(page);
  // the merchant list pages through the consignor service's getList (spec §7)
  const listed = page.waitForResponse((r) => r.url().includes('/api/user/consignor/getList') && r.ok());
  await page.goto(`${base()}/saas/resource/consignor/index`);
  await listed;
  const screen = page.getByTestId('consignors-screen');
  await expect(screen).toBeVisible();
  await expect(page.getByTestId('table-total')).toBeVisible();
  await page.screenshot({ path: shot('resources-consignor-list') });

  // add through the Add consignor dialog
  const name = unique('商家');
  await page.getByTestId('consignors-screen-add').click();
  await expect(page.getByTestId('add-consignor-dialog')).toBeVisible();
  await page.getByTestId('add-consignor-name').fill(name);
  await page.getByTestId('add-consignor-settle').selectOption('PAY_NOW');
  await page.getByTestId('add-consignor-save').click();
  await expect(page.getByTestId('add-consignor-dialog')).toBeHidden();
  const id = await findRow(page, 'consignors', name);

  // edit: a too-long name gets the spec §5 message, a good one is saved
  await page.getByTestId(`consignors-row-${id}-edit`).click();
  const dialog = page.getByTestId('edit-resource-dialog');
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('edit-resource-name')).toHaveValue(name);
  await page.getByTestId('edit-resource-name').fill('十一个字的商家名称啊啊');
  await page.getByTestId('edit-resource-save').click();
  await expect(page.getByTestId('edit-resource-name-error')).toHaveText('允许输入10字内');
  await page.getByTestId('edit-resource-name').fill('');
  await page.getByTestId('edit-resource-save').click();
  await expect(page.getByTestId('edit-resource-name-error')).toHaveText('请输入名称');
  await page.getByTestId('edit-resource-phone').fill('12345');
  await page.getByTestId('edit-resource-name').fill(name);
  await page.getByTestId('edit-resource-save').click();
  await expect(page.getByTestId('edit-resource-phone-error')).toHaveText('手机号格式不正确');
  await page.screenshot({ path: shot('resources-consignor-edit') });
  // a name another consignor has: the server's message under the field
  await page.getByTestId('edit-resource-phone').fill(mobile());
  await page.getByTestId('edit-resource-name').fill('示例商贸');
  await page.getByTestId('edit-resource-save').click();
  await expect(page.getByTestId('edit-resource-name-error')).toHaveText('名称已存在');
  const renamed = unique('改名');
  await page.getByTestId('edit-resource-name').fill(renamed);
  await page.getByTestId('edit-resource-memo').fill('编辑后的备注');
  await page.getByTestId('edit-resource-save').click();
  await expect(dialog).toBeHidden();
  expect(await findRow(page, 'consignors', renamed)).toBe(id);

  // forbid, with confirmation
  await expect(page.getByTestId(`consignors-row-${id}-state`)).toHaveText('允许下单');
  await page.getByTestId(`consignors-row-${id}-toggle`).click();
  await expect(page.getByTestId(`consignors-row-${id}-toggle-dialog`)).toContainText(`确定禁止「${renamed}」下单吗？`);
  await page.getByTestId(`consignors-row-${id}-toggle-confirm`).click();
  await expect(page.getByTestId(`consignors-row-${id}-state`)).toHaveText('禁止下单');
  // the state filter finds it among the forbidden ones
  await page.getByTestId('consignors-screen-state').selectOption('1');
  await page.getByTestId('consignors-screen-search').click();
  await expect(page).toHaveURL(/state=1/);
  await expect(page.getByTestId(`consignors-row-${id}-state`)).toHaveText('禁止下单');
  await page.screenshot({ path: shot('resources-consignor-forbidden') });

  // detail route
  await page.getByTestId(`consignors-row-${id}-detail`).click();
  await expect(page).toHaveURL(new RegExp(`/saas/basic/consignor/show/${id}$`));
  await expect(page.getByTestId('resource-detail-name')).toHaveText(renamed);
  await expect(page.getByTestId('resource-detail-state')).toHaveText('禁止下单');
  await expect(page.getByTestId('resource-detail-field-memo')).toContainText('编辑后的备注');
  await expect(page.getByTestId('resource-detail-field-chargeMode')).toContainText('按产品');
  await page.screenshot({ path: shot('resources-consignor-detail') });
  await page.getByTestId('resource-detail-toggle').click();
  await page.getByTestId('resource-detail-toggle-confirm').click();
  await expect(page.getByTestId('resource-detail-state')).toHaveText('允许下单');
});

test('station list: add, edit with the spec messages, disable, detail over the list', async ({ page }) => {
  await signInZh(page);
  await page.goto(`${base()}/saas/resource/station/index`);
  await expect(page.getByTestId('stations-screen')).toBeVisible();
  await expect(page.getByTestId('stations-screen').getByText('上海闵行站', { exact: true })).toBeVisible();
  await page.screenshot({ path: shot('resources-station-list') });

  const name = unique('测试站');
  await page.getByTestId('stations-screen-add').click();
  await expect(page.getByTestId('edit-station-dialog')).toBeVisible();
  await page.getByTestId('edit-station-name').fill(name);
  await page.getByTestId('edit-station-type').selectOption('DELIVERY');
  await page.getByTestId('edit-station-save').click();
  await expect(page.getByTestId('edit-station-dialog')).toBeHidden();
  const id = await findRow(page, 'stations', name);

  await page.getByTestId(`stations-row-${id}-edit`).click();
  await expect(page.getByTestId('edit-station-name')).toHaveValue(name);
  await page.getByTestId('edit-station-name').fill('站'.repeat(51));
  await page.getByTestId('edit-station-save').click();
  await expect(page.getByTestId('edit-station-name-error')).toHaveText('允许输入50字内');
  await page.getByTestId('edit-station-name').fill('上海闵行站');
  await page.getByTestId('edit-station-save').click();
  await expect(page.getByTestId('edit-station-name-error')).toHaveText('站点名称已存在');
  const renamed = unique('改站');
  await page.getByTestId('edit-station-name').fill(renamed);
  await page.getByTestId('edit-station-type').selectOption('TRANSIT');
  await page.getByTestId('edit-station-contact').fill('张三');
  await page.getByTestId('edit-station-phone').fill(mobile());
  await page.getByTestId('edit-station-address').fill('文一西路 1 号');
  await page.screenshot({ path: shot('resources-station-edit') });
  await page.getByTestId('edit-station-save').click();
  await expect(page.getByTestId('edit-station-dialog')).toBeHidden();
  expect(await findRow(page, 'stations', renamed)).toBe(id);

  await page.getByTestId(`stations-row-${id}-toggle`).click();
  await expect(page.getByTestId(`stations-row-${id}-toggle-dialog`)).toContainText(renamed);
  await page.getByTestId(`stations-row-${id}-toggle-confirm`).click();
  await expect(page.getByTestId(`stations-row-${id}-state`)).toHaveText('停用');

  await page.getByTestId(`stations-row-${id}-detail`).click();
  await expect(page).toHaveURL(new RegExp(`detail=${id}`));
  const detail = page.getByTestId('resource-detail-dialog');
  await expect(detail.getByTestId('resource-detail-name')).toHaveText(renamed);
  await expect(detail.getByTestId('resource-detail-field-stationType')).toContainText('中转站');
  await expect(detail.getByTestId('resource-detail-field-address')).toContainText('文一西路 1 号');
  await expect(detail.getByTestId('resource-detail-state')).toHaveText('停用');
  await page.screenshot({ path: shot('resources-station-detail') });
});

test('every resource list renders its rows', async ({ page }) => {
  await signInZh(page);
  const lists: [string, string, string | null][] = [
    ['supplier', 'suppliers', null],
    ['store', 'stores', '示例商贸天猫旗舰店'],
    ['factory', 'factories', '佛山顺德家具厂'],
    ['thirdParty', 'third-parties', null],
    ['deliveryProvider', 'delivery-providers', '快装到家'],
    ['deliveryMan', 'fitting-workers', null],
    ['driver', 'drivers', '王建国'],
  ];
  for (const [route, prefix, row] of lists) {
    await page.goto(`${base()}/saas/resource/${route}/index`);
    await expect(page.getByTestId(`${prefix}-screen`)).toBeVisible();
    await expect(page.getByTestId('table-total')).toBeVisible();
    if (row) await expect(page.getByTestId(`${prefix}-screen`).getByText(row, { exact: true })).toBeVisible();
    await page.screenshot({ path: shot(`resources-${route}`) });
  }
  // a store shows its consignor; its detail opens over the list
  await page.goto(`${base()}/saas/resource/store/index?name=${encodeURIComponent('示例商贸天猫旗舰店')}`);
  await expect(page.getByTestId('stores-screen').getByText('示例商贸', { exact: true })).toBeVisible();
  await page.getByTestId('stores-screen').locator('[data-testid$="-detail"]').first().click();
  await expect(page.getByTestId('resource-detail-field-consignor')).toContainText('示例商贸');
  await page.screenshot({ path: shot('resources-store-detail') });

  for (const [path, prefix, shotName] of [
    ['/saas/basic/transporter/index', 'carriers', 'resources-carrier'],
    ['/saas/basic/consignor/index', 'consignors', 'resources-basic-consignor'],
  ] as const) {
    await page.goto(`${base()}${path}`);
    await expect(page.getByTestId(`${prefix}-screen`)).toBeVisible();
    await expect(page.getByTestId('table-total')).toBeVisible();
    await page.screenshot({ path: shot(shotName) });
  }
  // the carrier detail route
  await page.goto(`${base()}/saas/basic/transporter/index?name=${encodeURIComponent('顺达专线')}`);
  await page.getByTestId('carriers-screen').locator('[data-testid$="-detail"]').first().click();
  await expect(page).toHaveURL(/\/saas\/basic\/transporter\/show\/\d+$/);
  await expect(page.getByTestId('resource-detail-name')).toHaveText('顺达专线');
  await page.screenshot({ path: shot('resources-carrier-detail') });
  // a consignor's id on the carrier detail route is not a carrier
  await page.goto(`${base()}/saas/basic/transporter/show/1`);
  await expect(page.getByTestId('resource-detail-not-found')).toHaveText('数据不存在');
});
