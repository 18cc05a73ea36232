/** Rule-bearing basic data and the contract / line resources: time limits, blind areas, sorting, contracts, lines. */
import { expect, test, type Page } from '@playwright/test';
import { base } from './ports';
import { shot, signIn } from './helpers';

const unique = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 6)}`;

async function signInZh(page: Page) {
  await page.context().addCookies([{ name: 'language', value: 'zh', url: base() }]);
  await signIn(page);
}

/** Picks an area in an address tree select by filtering for its name. */
async function pickArea(page: Page, testId: string, name: string, code: string) {
  await page.getByTestId(testId).click();
  await page.getByTestId(`${testId}-filter`).fill(name);
  await page.getByTestId(`${testId}-panel`).locator(`[role="treeitem"][data-value="${code}"]`).click();
  await expect(page.getByTestId(testId)).toContainText(name);
}

test('time limits: the global limits and a district override persist', async ({ page }) => {
  await signInZh(page);
  await page.goto(`${base()}/saas/basic/timeLimit/global`);
  const form = page.getByTestId('rules-time-global-form');
  await expect(form).toBeVisible();
  // the seeded demo limits
  await expect(page.getByTestId('rules-time-global-form-receive_hours')).toHaveValue('24');
  await page.getByTestId('rules-time-global-form-warning_percent').fill('0');
  await page.getByTestId('rules-time-global-form-save').click();
  await expect(page.getByTestId('rules-time-global-form-warning_percent-error')).toHaveText('请输入1到100之间的整数百分比');
  await page.getByTestId('rules-time-global-form-receive_hours').fill('30');
  await page.getByTestId('rules-time-global-form-sign_hours').fill('50');
  await page.getByTestId('rules-time-global-form-warning_percent').fill('75');
  await page.getByTestId('rules-time-global-form-save').click();
  await expect(page.getByTestId('rules-time-global-updated')).not.toHaveText('');
  await page.reload();
  await expect(page.getByTestId('rules-time-global-form-receive_hours')).toHaveValue('30');
  await expect(page.getByTestId('rules-time-global-form-sign_hours')).toHaveValue('50');
  await expect(page.getByTestId('rules-time-global-form-warning_percent')).toHaveValue('75');
  await page.screenshot({ path: shot('rules-time-global') });

  await page.goto(`${base()}/saas/basic/timeLimit/district`);
  const screen = page.getByTestId('rules-time-district');
  await expect(screen).toBeVisible();
  await expect(screen).toContainText('浦东新区');
  await page.getByTestId('rules-time-district-add').click();
  await pickArea(page, 'rules-time-district-form-area_code', '闵行区', '310112');
  await page.getByTestId('rules-time-district-form-sign_hours').fill('20');
  await page.getByTestId('rules-time-district-form-warning_percent').fill('60');
  await page.screenshot({ path: shot('rules-time-district-form') });
  await page.getByTestId('rules-time-district-form-save').click();
  await expect(page.getByTestId('rules-time-district-drawer')).toBeHidden();
  await expect(screen).toContainText('上海市/市辖区/闵行区');
  await page.reload();
  await expect(screen).toContainText('上海市/市辖区/闵行区');
  // the same area twice: the server's message under the form
  await page.getByTestId('rules-time-district-add').click();
  await pickArea(page, 'rules-time-district-form-area_code', '闵行区', '310112');
  await page.getByTestId('rules-time-district-form-save').click();
  await expect(page.getByTestId('rules-time-district-form-area_code-error')).toHaveText('该地区的时效已存在');
  await page.getByTestId('rules-time-district-form-cancel').click();
  await expect(page.getByTestId('rules-time-district-drawer')).toBeHidden();
  await page.screenshot({ path: shot('rules-time-district') });

  await page.goto(`${base()}/saas/basic/timeLimit/ticket`);
  await expect(page.getByTestId('rules-time-ticket')).toContainText('催单');
  await page.screenshot({ path: shot('rules-time-ticket') });
});

test('blind areas: adding one flips check-if-banned', async ({ page }) => {
  await signInZh(page);
  await page.goto(`${base()}/saas/basic/blindArea/index`);
  const screen = page.getByTestId('rules-blind-area');
  await expect(screen).toContainText('崇明区');

  const check = async (expected: boolean) => {
    await page.getByTestId('rules-ban-check-open').click();
    await pickArea(page, 'rules-ban-check-area', '闵行区', '310112');
    await page.getByTestId('rules-ban-check-address').fill('莘庄镇 都市路 1号');
    await page.getByTestId('rules-ban-check-submit').click();
    const result = page.getByTestId('rules-ban-check-result');
    await expect(result).toHaveAttribute('data-banned', String(expected));
    await expect(result).toHaveText(expected ? '该地区暂不收货' : '该地区可以收货');
  };
  await check(false);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('rules-ban-check')).toBeHidden();

  await page.getByTestId('rules-blind-area-add').click();
  await page.getByTestId('rules-blind-area-form-save').click();
  await expect(page.getByTestId('rules-blind-area-form-area_code-error')).toHaveText('必填');
  await pickArea(page, 'rules-blind-area-form-area_code', '闵行区', '310112');
  await page.getByTestId('rules-blind-area-form-keywords').fill('莘庄，七宝');
  await page.screenshot({ path: shot('rules-blind-area-form') });
  await page.getByTestId('rules-blind-area-form-save').click();
  await expect(page.getByTestId('rules-blind-area-drawer')).toBeHidden();
  await expect(screen).toContainText('莘庄，七宝');

  await check(true);
  await page.screenshot({ path: shot('rules-blind-area-check') });
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('rules-ban-check')).toBeHidden();
  await page.screenshot({ path: shot('rules-blind-area') });

  await page.goto(`${base()}/saas/basic/townKeyword/index`);
  await expect(page.getByTestId('rules-town-keyword')).toContainText('无人岛');
  await page.getByTestId('rules-town-keyword-add').click();
  await page.getByTestId('rules-town-keyword-form-keyword').fill(unique('村'));
  await page.getByTestId('rules-town-keyword-form-save').click();
  await expect(page.getByTestId('rules-town-keyword-drawer')).toBeHidden();
  await page.screenshot({ path: shot('rules-town-keyword') });
});

test('sorting rules and contracts', async ({ page }) => {
  await signInZh(page);
  await page.goto(`${base()}/saas/basic/sorting/station`);
  const station = page.getByTestId('rules-sorting-station');
  await expect(station).toContainText('浦东订单进浦东站');
  await page.screenshot({ path: shot('rules-sorting-station') });

  await page.goto(`${base()}/saas/basic/sorting/deliveryConsignor`);
  const dc = page.getByTestId('rules-sorting-deliveryConsignor');
  await expect(dc).toBeVisible();
  await page.getByTestId('rules-sorting-deliveryConsignor-add').click();
  const name = unique('规则');
  await page.getByTestId('rules-sorting-deliveryConsignor-form-name').fill(name);
  await page.getByTestId('rules-sorting-deliveryConsignor-form-save').click();
  await expect(page.getByTestId('rules-sorting-deliveryConsignor-form-consignor_id-error')).toHaveText('必填');
  await page.getByTestId('rules-sorting-deliveryConsignor-form-consignor_id').selectOption({ index: 1 });
  await pickArea(page, 'rules-sorting-deliveryConsignor-form-area_code', '上海市', '310000');
  await page.getByTestId('rules-sorting-deliveryConsignor-form-delivery_resource_id').selectOption({ index: 1 });
  await page.getByTestId('rules-sorting-deliveryConsignor-form-priority').fill('5');
  await page.screenshot({ path: shot('rules-sorting-form') });
  await page.getByTestId('rules-sorting-deliveryConsignor-form-save').click();
  await expect(page.getByTestId('rules-sorting-deliveryConsignor-drawer')).toBeHidden();
  await expect(dc).toContainText(name);
  await expect(dc).toContainText('地区: 上海市');
  await page.screenshot({ path: shot('rules-sorting-delivery-consignor') });

  await page.goto(`${base()}/saas/resource/contract/index`);
  const contracts = page.getByTestId('rules-contract');
  await expect(contracts).toBeVisible();
  await page.getByTestId('rules-contract-add').click();
  const no = unique('HT-');
  await page.getByTestId('rules-contract-form-resource_id').selectOption({ index: 1 });
  await page.getByTestId('rules-contract-form-contract_type').selectOption('CARRIER');
  await page.getByTestId('rules-contract-form-contract_no').fill(no);
  await page.getByTestId('rules-contract-form-start_date').fill('2026-12-31');
  await page.getByTestId('rules-contract-form-end_date').fill('2026-01-01');
  await page.getByTestId('rules-contract-form-settlement_method_code').selectOption('MONTHLY');
  await page.getByTestId('rules-contract-form-save').click();
  await expect(page.getByTestId('rules-contract-form-end_date-error')).toHaveText('结束日期不能早于开始日期');
  await page.getByTestId('rules-contract-form-start_date').fill('2026-01-01');
  await page.getByTestId('rules-contract-form-end_date').fill('2026-12-31');
  await page.screenshot({ path: shot('rules-contract-form') });
  await page.getByTestId('rules-contract-form-save').click();
  await expect(page.getByTestId('rules-contract-drawer')).toBeHidden();
  await expect(contracts).toContainText(no);
  await expect(contracts).toContainText('2026-01-01 ~ 2026-12-31');
  await page.screenshot({ path: shot('rules-contract') });
});

test('transport lines: create a line with a leg, then add a second leg', async ({ page }) => {
  await signInZh(page);
  await page.goto(`${base()}/saas/resource/line/index`);
  await expect(page.getByTestId('rules-line')).toBeVisible();
  await page.screenshot({ path: shot('rules-line-list') });
  await page.getByTestId('rules-line-create').click();
  await expect(page).toHaveURL(/\/saas\/resource\/line\/create/);
  const name = unique('干线');
  await page.getByTestId('rules-line-form-name').fill(name);
  await page.getByTestId('rules-line-form-start_station_id').selectOption({ index: 1 });
  await page.getByTestId('rules-line-form-end_station_id').selectOption({ index: 1 });
  await page.getByTestId('rules-line-form-hours').fill('6');
  await page.getByTestId('rules-line-form-save').click();
  await expect(page.getByTestId('rules-line-form-end_station_id-error')).toHaveText('起点站和终点站不能相同');
  await expect(page.getByTestId('rules-line-form-carrier_resource_id-error')).toHaveText('必填');
  await page.getByTestId('rules-line-form-end_station_id').selectOption({ index: 3 });
  await page.getByTestId('rules-line-form-carrier_resource_id').selectOption({ index: 1 });
  await page.getByTestId('rules-line-form-price').fill('120.5');
  await page.screenshot({ path: shot('rules-line-create') });
  await page.getByTestId('rules-line-form-save').click();

  await expect(page).toHaveURL(/\/saas\/resource\/line\/detail\/\d+/);
  await expect(page.getByTestId('rules-line-detail-name')).toHaveText(name);
  await expect(page.getByTestId('rules-line-leg-1')).toContainText('120.50');
  await expect(page.getByTestId('rules-line-detail-totalHours')).toHaveText('6');

  await page.getByTestId('rules-line-add-leg').click();
  await expect(page).toHaveURL(/\/saas\/resource\/line\/lineCreate\/\d+/);
  await page.getByTestId('rules-leg-form-from_station_id').selectOption({ index: 2 });
  await page.getByTestId('rules-leg-form-carrier_resource_id').selectOption({ index: 1 });
  await page.getByTestId('rules-leg-form-hours').fill('3');
  await page.getByTestId('rules-leg-form-price').fill('1.234');
  await page.getByTestId('rules-leg-form-save').click();
  await expect(page.getByTestId('rules-leg-form-price-error')).toHaveText('请输入最多两位小数的金额');
  await page.getByTestId('rules-leg-form-price').fill('80');
  await page.screenshot({ path: shot('rules-line-leg-create') });
  await page.getByTestId('rules-leg-form-save').click();
  await expect(page).toHaveURL(/\/saas\/resource\/line\/detail\/\d+/);
  await expect(page.getByTestId('rules-line-leg-2')).toContainText('80.00');
  await expect(page.getByTestId('rules-line-detail-totalPrice')).toHaveText('¥200.50');
  await expect(page.getByTestId('rules-line-detail-totalHours')).toHaveText('9');
  await page.screenshot({ path: shot('rules-line-detail') });

  await page.goto(`${base()}/saas/resource/line/index`);
  await expect(page.getByTestId('rules-line')).toContainText(name);
});
