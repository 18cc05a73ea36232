/**
 * Issue 8 in the real app: the system-update flow (the server reports another version → the spec's warning, a
 * countdown, a reload; unsaved work holds the reload) and the background Excel export that ends in a
 * notification whose file downloads from the bell. The e2e servers read their announced version from
 * SYSTEM_VERSION_FILE (set by scripts/e2e.mjs); the countdown is shortened with ?update-reload-ms.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { shot, signIn } from './helpers';
import { base } from './ports';

// this spec's pages run the service worker (offline starts, its caches, its updates); the others block it (playwright.config.ts)
test.use({ serviceWorkers: 'allow' });

test.describe.configure({ mode: 'serial' });

const VERSION_FILE = process.env.SYSTEM_VERSION_FILE ?? '';

interface PwaHook {
  checkVersion(): Promise<string | null>;
  setUnsavedWork(on: boolean): void;
  buildVersion: string;
}

async function chinese(context: BrowserContext) {
  await context.addCookies([{ name: 'language', value: 'zh', url: base() }]);
}

const marked = (page: Page) => page.evaluate(() => (window as unknown as { __marker?: number }).__marker === 1);

// @global: the announced version is the server's, so every open page would see the 'update' (playwright.config.ts)
test('a new server version shows the warning, waits for unsaved work, then reloads after the countdown', { tag: '@global' }, async ({ context, page }) => {
  test.skip(!VERSION_FILE, 'run through scripts/e2e.mjs (SYSTEM_VERSION_FILE)');
  test.setTimeout(120_000);
  rmSync(VERSION_FILE, { force: true });
  await chinese(context);
  await signIn(page);
  await page.goto(`${base()}/saas/dashboard/index?pwa-test=1&update-reload-ms=4000`);
  await expect(page.getByTestId('sidebar')).toBeVisible();
  await page.waitForFunction(() => !!(window as unknown as { __ladingPwa?: unknown }).__ladingPwa);

  // the running server and the page were built together: same version, nothing shown
  const built = await page.evaluate(() => (window as unknown as { __ladingPwa: PwaHook }).__ladingPwa.buildVersion);
  expect(built).toMatch(/^\d+\.\d+\.\d+\+/);
  expect(await page.evaluate(() => (window as unknown as { __ladingPwa: PwaHook }).__ladingPwa.checkVersion())).toBe(built);
  await expect(page.getByTestId('update-prompt')).toBeHidden();

  // a deploy: the server now reports another version, while the user has unsaved work
  try {
    writeFileSync(VERSION_FILE, `${built}-next\n`);
    await page.evaluate(() => {
      (window as unknown as { __marker: number }).__marker = 1;
      const pwa = (window as unknown as { __ladingPwa: PwaHook }).__ladingPwa;
      pwa.setUnsavedWork(true);
      return pwa.checkVersion();
    });
    const prompt = page.getByTestId('update-prompt');
    await expect(prompt).toBeVisible();
    await expect(prompt).toContainText('系统更新提示：检测到新版本');
    await expect(page.getByTestId('update-prompt-message')).toContainText('保存后再刷新');
    await page.waitForTimeout(6000);
    expect(await marked(page)).toBe(true);
    await page.screenshot({ path: shot('system-update-waiting') });

    // the work is saved: the countdown runs and the page reloads by itself
    await page.evaluate(() => (window as unknown as { __ladingPwa: PwaHook }).__ladingPwa.setUnsavedWork(false));
    await expect(page.getByTestId('update-prompt-message')).toContainText(/\d+ 秒后将自动刷新/);
    await page.screenshot({ path: shot('system-update-countdown') });
    // the new build is "deployed" in the page too once it reloads
    rmSync(VERSION_FILE, { force: true });
    await page.waitForFunction(() => (window as unknown as { __marker?: number }).__marker === undefined, undefined, { timeout: 20_000 });
  } finally {
    rmSync(VERSION_FILE, { force: true });
  }
  await expect(page.getByTestId('sidebar')).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(page.getByTestId('update-prompt')).toBeHidden();
});

test('a background export ends in a notification whose file downloads from the bell', async ({ context, page }) => {
  test.setTimeout(120_000);
  await chinese(context);
  await signIn(page);
  await page.goto(`${base()}/saas/waybill/all/index`);
  await expect(page.getByTestId('waybill-all-screen')).toBeVisible();
  // the file's name carries when it was made (yyyyMMddHHmmss, China time): this attempt's, not a retry's earlier one
  const since = new Date(Date.now() + 8 * 3_600_000 - 1000).toISOString().replace(/\D/g, '').slice(0, 14);
  const madeSince = (text: string | null) => (/运单(\d{14})\.xlsx/.exec(text ?? '')?.[1] ?? '') >= since;
  await page.getByTestId('waybill-background-export').click();
  await expect(page.getByText('已开始后台导出，文件生成后将通过消息通知您下载。')).toBeVisible();
  await page.screenshot({ path: shot('background-export-started') });

  // the live notification reaches the bell: 导出完成, naming the file
  const item = page.getByTestId('notification-item').filter({ hasText: '导出完成' }).filter({ hasText: '.xlsx' });
  await expect(async () => {
    if (!(await page.getByTestId('notification-popover').isVisible())) await page.getByTestId('notification-bell').click();
    await expect(item.first()).toBeVisible({ timeout: 2000 });
    expect(madeSince(await item.first().textContent()), `the newest export was made before ${since}`).toBe(true);
  }).toPass({ timeout: 30_000 });
  // the screenshot once the toasts have gone, with the popover settled
  await page.keyboard.press('Escape');
  // a toast pauses while the pointer rests on it: leave the pointer on the page body, away from the top end
  await page.mouse.move(300, 500);
  await expect(page.locator('[data-scope="toast"][data-part="root"]')).toHaveCount(0, { timeout: 20_000 });
  await page.getByTestId('notification-bell').click();
  await expect(item.first()).toBeVisible();
  await page.waitForTimeout(500);
  await page.screenshot({ path: shot('background-export-bell') });

  const [download] = await Promise.all([page.waitForEvent('download'), item.first().getByTestId('notification-open').click()]);
  expect(download.suggestedFilename()).toMatch(/^运单\d{14}\.xlsx$/);
  expect(madeSince(download.suggestedFilename()), `${download.suggestedFilename()} made before ${since}`).toBe(true);
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 2).toString()).toBe('PK');
});
