import { expect, test } from '@playwright/test';
import { base } from './ports';
import { shot, signIn } from './helpers';

test('navbar search sends each kind of text to the right query', async ({ page }) => {
  await signIn(page);
  const search = page.getByTestId('navbar-search').locator('input').or(page.locator('input[data-testid="navbar-search"]')).first();
  const cases: [string, string][] = [
    ['2024112100001', 'nos'],
    ['13800138000', 'end_tel'],
    ['张三', 'union_end_contact'],
  ];
  for (const [text, key] of cases) {
    await search.fill(text);
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/saas/waybill/all/index\\?${key}=`));
    const url = new URL(page.url());
    expect([...url.searchParams.keys()]).toEqual([key]);
    expect(url.searchParams.get(key)).toBe(text);
  }
});

test('tab bar: visit, refresh, close, close others, close all', async ({ page }) => {
  await signIn(page);
  const tabs = page.getByTestId('tag-item');
  for (const path of ['/saas/account/my/index', '/saas/message/index', '/saas/dashboard/index', '/saas/waybill/all/index']) {
    await page.goto(`${base()}${path}`);
    await expect(page.getByTestId('sidebar')).toBeVisible();
  }
  // tabs persist across reloads within the session, and each visited view has one tab
  const count = await tabs.count();
  expect(count).toBeGreaterThanOrEqual(4);

  // refresh goes through /redirect and comes back to the same view
  await tabs.filter({ hasText: /全部运单|All waybills/ }).click({ button: 'right' });
  await page.getByTestId('tag-menu-refresh').click();
  await expect(page).toHaveURL(`${base()}/saas/waybill/all/index`);

  // close the active tab → another tab becomes active
  await tabs.filter({ hasText: /全部运单|All waybills/ }).getByTestId('tag-close').click();
  await expect(tabs).toHaveCount(count - 1);
  await expect(page).not.toHaveURL(/\/saas\/waybill\/all\/index/);

  // close others keeps the right-clicked tab and the affixed ones
  await page.goto(`${base()}/saas/message/index`);
  await tabs.filter({ hasText: /消息中心|Messages/ }).click({ button: 'right' });
  await page.getByTestId('tag-menu-close-others').click();
  await expect(tabs.filter({ hasText: /消息中心|Messages/ })).toHaveCount(1);
  await expect(tabs.filter({ hasText: /我的账户|My account/ })).toHaveCount(0);
  const afterOthers = await tabs.count();
  expect(afterOthers).toBeLessThanOrEqual(2);

  // close all leaves only affixed tabs and goes home
  await tabs.filter({ hasText: /消息中心|Messages/ }).click({ button: 'right' });
  await page.getByTestId('tag-menu-close-all').click();
  await expect(tabs.filter({ hasText: /消息中心|Messages/ })).toHaveCount(0);
  expect(await tabs.count()).toBeLessThanOrEqual(1);
});

test('shell screenshots (desktop, tablet, phone)', async ({ page }) => {
  await signIn(page);
  await page.goto(`${base()}/saas/dashboard/index`);
  for (const [name, width, height] of [['desktop', 1366, 768], ['tablet', 1024, 768], ['phone', 390, 844]] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(400);
    await page.screenshot({ path: shot(`shell-${name}`) });
  }
});
