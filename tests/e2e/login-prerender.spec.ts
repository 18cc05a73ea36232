/**
 * Issue 16: /login arrives with the sign-in screen in its HTML, so it paints before any script (the cold-visit
 * LCP). What a user does there before the app has loaded is handed to the real form: the typed values and a
 * press of 登录 (src/app/prerender/handoff.ts).
 */
import { expect, test, type BrowserContext } from '@playwright/test';
import { shot } from './helpers';
import { base } from './ports';

async function chinese(context: BrowserContext, label?: string) {
  await context.addCookies([{ name: 'language', value: 'zh', url: base(label) }]);
}

test('without JavaScript /login already shows the sign-in form of the host\'s variant, in the cookie\'s language', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  await chinese(context);
  const page = await context.newPage();
  await page.goto(`${base()}/login`);
  await expect(page).toHaveTitle('登录 - Lading 物流服务商');
  await expect(page.getByTestId('login-username')).toHaveAttribute('placeholder', '请输入用户名');
  await expect(page.getByTestId('login-password')).toBeVisible();
  // inert until the app's entry arms it: a press can then never be lost
  await expect(page.getByTestId('login-submit')).toBeDisabled();
  await expect(page.getByTestId('login-submit')).toHaveText('登录');
  await page.screenshot({ path: shot('login-prerendered-phone') });

  // the merchant variant's page, in English without the cookie
  const da = await context.newPage();
  await da.goto(`${base('da')}/login`);
  await expect(da.locator('html')).toHaveAttribute('lang', 'en');
  await expect(da.getByTestId('login-submit')).toHaveText('Sign in');
  await expect(da).toHaveTitle(/^Sign in - /);
  await context.close();
});

test('typed and pressed before the app has loaded: the real form takes the values over and signs in once', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  await chinese(context);
  const page = await context.newPage();
  // hold the app chunk (React, Chakra, the routes) until the user has typed and pressed 登录 on the copy
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const logins: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/login/login')) logins.push(r.postData() ?? '');
  });
  await page.goto(`${base()}/login`, { waitUntil: 'commit' });
  await page.getByTestId('login-username').fill('servicer');
  await page.getByTestId('login-password').fill('servicer123');
  // enabled once the entry has run (the app chunk is still held)
  await page.getByTestId('login-submit').click();
  await expect(page.locator('#prerender')).toHaveCount(1);
  expect(logins).toHaveLength(0);

  release();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByTestId('sidebar')).toBeVisible();
  await expect(page.locator('#prerender')).toHaveCount(0);
  expect(logins).toHaveLength(1);
  expect(JSON.parse(logins[0])).toMatchObject({ username: 'servicer', password: 'servicer123' });
  await context.close();
});
