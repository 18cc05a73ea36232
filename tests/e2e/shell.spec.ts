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
  const tab = (path: string) => page.locator(`[data-testid="tag-item"][data-path="${path}"]`);
  const visited = ['/saas/account/my/index', '/saas/message/index', '/saas/dashboard/index', '/saas/waybill/all/index'];
  for (const path of visited) {
    await page.goto(`${base()}${path}`);
    await expect(tab(path)).toBeVisible();
  }
  // one tab per visited view; the list survives the reloads above
  for (const path of visited) await expect(tab(path)).toHaveCount(1);
  const count = await tabs.count();
  // titles are cut at 7 characters
  for (const text of await tabs.allInnerTexts()) expect(text.replace(/[×\s]/g, '').replace('…', '').length).toBeLessThanOrEqual(7);

  // refresh goes through /redirect and comes back to the same view
  await tab('/saas/waybill/all/index').click({ button: 'right' });
  await page.getByTestId('tag-menu-refresh').click();
  await expect(page).toHaveURL(`${base()}/saas/waybill/all/index`);

  // close the active tab: another tab becomes active
  await tab('/saas/waybill/all/index').getByTestId('tag-close').click();
  await expect(tabs).toHaveCount(count - 1);
  await expect(page).not.toHaveURL(/\/saas\/waybill\/all\/index/);

  // close others keeps the right-clicked tab and the affixed ones
  await tab('/saas/message/index').click({ button: 'right' });
  await page.getByTestId('tag-menu-close-others').click();
  await expect(tab('/saas/message/index')).toHaveCount(1);
  await expect(tab('/saas/account/my/index')).toHaveCount(0);
  await expect(page).toHaveURL(`${base()}/saas/message/index`);
  const others = await tabs.evaluateAll((els) => els.filter((e) => e.getAttribute('data-affix') !== 'true').map((e) => e.getAttribute('data-path')));
  expect(others).toEqual(['/saas/message/index']);

  // close all leaves only the affixed tabs
  await tab('/saas/message/index').click({ button: 'right' });
  await page.getByTestId('tag-menu-close-all').click();
  await expect(tab('/saas/message/index')).toHaveCount(0);
  const left = await tabs.evaluateAll((els) => els.map((e) => e.getAttribute('data-affix')));
  expect(left.every((a) => a === 'true')).toBe(true);
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

test('phone: many open tabs scroll inside the tab bar; the page never scrolls sideways', async ({ page }) => {
  await signIn(page);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/saas/dashboard/index', '/saas/message/index', '/saas/waybill/all/index', '/saas/warehouse/in/index', '/saas/abnormal/check/index', '/saas/ticket/v2/index', '/saas/quote/overall/index', '/saas/resource/consignor/index', '/saas/basic/product/index']) {
    await page.goto(`${base()}${path}`);
    await expect(page.locator(`[data-testid="tag-item"][data-path="${path}"]`)).toHaveCount(1);
  }
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    bar: document.querySelector('[data-testid="tags-view"]')!.getBoundingClientRect().width,
    tabs: [...document.querySelectorAll('[data-testid="tag-item"]')].reduce((w, e) => w + e.getBoundingClientRect().width, 0),
  }));
  expect(widths.tabs).toBeGreaterThan(390); // enough tabs to overflow the bar
  expect(widths.bar).toBeLessThanOrEqual(390);
  expect(widths.page).toBeLessThanOrEqual(390);
  await page.screenshot({ path: shot('shell-phone-many-tabs') });
});
