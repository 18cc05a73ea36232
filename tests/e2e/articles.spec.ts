/**
 * Articles (issue 22): the platform admin writes an article with bold text in the rich-text editor and publishes it;
 * a merchant on the DA variant sees it in the article feed, opens it (bold kept, read mark set).
 */
import { expect, test, type Browser } from '@playwright/test';
import { shot, signIn } from './helpers';
import { base } from './ports';

async function zhContext(browser: Browser, label: string) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  await context.addCookies([{ name: 'language', value: 'zh', url: base(label) }]);
  return context;
}

test('an admin publishes an article with bold text and a merchant reads it in the feed', async ({ browser }) => {
  const title = `平台公告 ${Date.now().toString(36)}`;
  const adminCtx = await zhContext(browser, 'oss');
  const admin = await adminCtx.newPage();
  await signIn(admin, 'admin', 'admin123', 'oss');
  await admin.goto(`${base('oss')}/saas/article/index`);
  await expect(admin.getByTestId('article-list-screen')).toBeVisible();
  await admin.getByTestId('article-create').click();
  await expect(admin.getByTestId('article-edit-screen')).toBeVisible();
  await admin.getByTestId('article-title').fill(title);
  const editor = admin.getByTestId('article-editor');
  await expect(editor).toBeVisible();
  await editor.click();
  await admin.keyboard.type('本周起支持 ');
  await admin.getByTestId('article-tool-bold').click();
  await admin.keyboard.type('夜间配送');
  await admin.getByTestId('article-tool-bold').click();
  await admin.keyboard.type('，欢迎使用。');
  await expect(editor.locator('strong')).toHaveText('夜间配送');
  await admin.screenshot({ path: shot('article-edit-desktop') });
  await admin.getByTestId('article-publish').click();

  await expect(admin.getByTestId('article-show-screen')).toBeVisible();
  await expect(admin.getByTestId('article-show-title')).toHaveText(title);
  await expect(admin.getByTestId('article-status')).toHaveText('已发布');
  await expect(admin.getByTestId('article-show-body').locator('strong')).toHaveText('夜间配送');
  await admin.screenshot({ path: shot('article-show-desktop') });
  await adminCtx.close();

  const daCtx = await zhContext(browser, 'da');
  const merchant = await daCtx.newPage();
  await signIn(merchant, 'consignor', 'consignor123', 'da');
  await merchant.goto(`${base('da')}/saas/article/consignor/index`);
  const item = merchant.getByTestId('article-feed').locator('button[data-testid^="feed-item-"]', { hasText: title });
  await expect(item).toBeVisible();
  await expect(item).toHaveAttribute('data-read', '0');
  for (const [name, width, height] of [['desktop', 1366, 768], ['tablet', 1024, 768], ['phone', 390, 844]] as const) {
    await merchant.setViewportSize({ width, height });
    // the shell's rail slides to the new width (0.2 s): shoot once it has settled
    await merchant.waitForTimeout(400);
    await merchant.screenshot({ path: shot(`article-feed-${name}`) });
  }
  await merchant.setViewportSize({ width: 1366, height: 768 });
  await item.click();
  const dialog = merchant.getByTestId('feed-article-dialog');
  await expect(dialog.getByTestId('feed-article-body').locator('strong')).toHaveText('夜间配送');
  await merchant.screenshot({ path: shot('article-feed-open-desktop') });
  await dialog.getByRole('button', { name: '关闭' }).first().click();
  await expect(item).toHaveAttribute('data-read', '1');
  await daCtx.close();
});
