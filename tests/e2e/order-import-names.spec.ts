/** Order import by names (商家, 店铺, 省/市/区, 产品 'name*count'): template, preview with resolved names, import. */
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { readXlsx } from '../../workers/xlsx/reader';
import { writeXlsx } from '../../workers/xlsx/writer';
import { shot, signIn } from './helpers';
import { base } from './ports';

test.use({ viewport: { width: 1366, height: 768 } });

test.beforeEach(async ({ page }) => {
  await page.context().addCookies([{ name: 'language', value: 'zh', url: base() }]);
});

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

test('the template has name columns and a demo example row', async ({ page }) => {
  await signIn(page);
  await page.goto(`${base()}/bang/order/import/index`);
  await expect(page.getByTestId('order-import-screen')).toBeVisible();
  await expect(page.getByTestId('import-help')).toContainText('名称或编码*数量');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('import-template').click()]);
  const sheet = readXlsx(new Uint8Array(readFileSync((await download.path())!)));
  expect(sheet.rows[0].slice(0, 10)).toEqual(['商家', '店铺', '收货人', '收货人电话', '省', '市', '区', '详细地址', '产品', '服务包']);
  expect(sheet.rows[1].slice(0, 10)).toEqual(['示例商贸', '示例商贸天猫旗舰店', '陈小姐', '13912345678', '广东省', '深圳市', '南山区', '科技园南区1号', '北欧布艺三人沙发*1;电视柜*2', '送货']);
  expect(sheet.rows[0]).not.toContain('配送服务商'); // a waybill has no delivery provider
});

test('a file with names: the unknown 商家 is that row’s error, the others show what they resolved to and import', async ({ page }) => {
  await signIn(page);
  const tag = `${Date.now()}`.slice(-8);
  const header = ['商家', '店铺', '收货人', '收货人电话', '省', '市', '区', '详细地址', '产品', '服务包编码'];
  const bytes = writeXlsx(
    header.map((title) => ({ title })),
    [
      ['示例商贸', '示例商贸天猫旗舰店', '名称导入甲', '13911112222', '广东省', '深圳市', '南山区', `科技园${tag}号`, '北欧布艺三人沙发*2;电视柜', 'DELIVERY'],
      ['没有这个商家', null, '名称导入乙', '13922223333', '广东省', '深圳市', '南山区', `科技园${tag}号`, '电视柜*1', 'DELIVERY'],
      [' 优居家具 ', '优居家具天猫店', '名称导入丙', '13933334444', '上海市', null, '黄浦区', `南京东路${tag}号`, '电视柜*3', '送装'],
    ],
  );
  const file = { name: `names-${tag}.xlsx`, mimeType: XLSX_MIME, buffer: Buffer.from(bytes) };

  await page.goto(`${base()}/bang/order/import/index`);
  await expect(page.getByTestId('order-import-screen')).toBeVisible();
  await page.getByTestId('import-file').setInputFiles(file);
  await expect(page.getByTestId('import-summary')).toContainText('共3行：有效2行，错误1行');
  const states = page.getByTestId('import-row-status');
  await expect(states).toHaveCount(3);
  await expect(states.nth(0)).toHaveAttribute('data-state', 'ok');
  await expect(states.nth(1)).toHaveAttribute('data-state', 'error');
  await expect(states.nth(2)).toHaveAttribute('data-state', 'ok');
  await expect(page.getByTestId('import-row-errors').nth(1)).toHaveText('第3行：商家「没有这个商家」不存在');
  // the preview shows what the names resolved to
  const grid = page.getByTestId('order-import-screen');
  await expect(grid).toContainText('上海市/黄浦区');
  await expect(grid).toContainText('北欧布艺三人沙发*2; 电视柜*1');
  await expect(grid).toContainText('优居家具天猫店');
  await page.screenshot({ path: shot('order-import-names-preview') });

  await page.getByTestId('import-start').click();
  await expect(page.getByTestId('import-result')).toContainText('导入2行，已导入过0行，错误1行');
  await expect(page.locator('[data-testid=import-row-status][data-state=imported]')).toHaveCount(2);
  await page.screenshot({ path: shot('order-import-names-result') });

  // the same file again: nothing new
  await page.getByTestId('import-file').setInputFiles(file);
  await expect(page.locator('[data-testid=import-row-status][data-state=ok]')).toHaveCount(2);
  await page.getByTestId('import-start').click();
  await expect(page.locator('[data-testid=import-row-status][data-state=existing]')).toHaveCount(2);
});
