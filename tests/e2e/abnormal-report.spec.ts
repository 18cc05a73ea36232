/**
 * Issue 19, 异常报表: the desk opens the abnormal report (the last 30 days), sees the figures of the records the API
 * answers for the same range, the chart per period, the table grouped by type and then by stage, and the export.
 * Shots at 1366 and 390.
 */
import { expect, test } from '@playwright/test';
import type { AbnormalReport } from '../../src/domain/abnormal/api-report';
import { call, shot, signIn } from './helpers';
import { base } from './ports';

test('the abnormal report: figures, chart, grouping and export', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'zh-CN' });
  await context.addCookies([{ name: 'language', value: 'zh', url: base() }]);
  const page = await context.newPage();
  await signIn(page);
  await page.goto(`${base()}/saas/report/abnormal/index`);
  await expect(page.getByTestId('abnormal-report-screen')).toBeVisible();
  // the screen's default range is the last 30 China days, as the API is asked here
  const day = (offset: number) => new Date(Date.now() + 8 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);
  const api = await call<AbnormalReport>(page, 'GET', `/abnormal/report?date_from=${day(-29)}&date_to=${day(0)}&period=day`);
  expect(api.code, api.msg).toBe('0');
  expect(api.data.total.count).toBeGreaterThan(0);
  await expect(page.getByTestId('abnormal-report-total')).toHaveText(String(api.data.total.count));
  await expect(page.getByTestId('abnormal-report-open')).toHaveText(String(api.data.total.open));
  await expect(page.getByTestId('abnormal-report-chart')).toBeVisible();
  const table = page.getByTestId('abnormal-report-table');
  await expect(table.locator('.dt-row')).toHaveCount(api.data.by_type.length);
  await expect(table.locator('.dt-row').first()).toContainText(String(Math.max(...api.data.by_type.map((b) => b.count))));
  await page.getByTestId('abnormal-report-by-stage').click();
  await expect(table.locator('.dt-row')).toHaveCount(api.data.by_stage.length);
  await expect(table.getByRole('button', { name: '导出' })).toBeVisible();
  await page.screenshot({ path: shot('abnormal-report-1366'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByTestId('abnormal-report-chart')).toBeVisible();
  await page.screenshot({ path: shot('abnormal-report-390'), fullPage: false });
  await context.close();
});
