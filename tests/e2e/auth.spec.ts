import { expect, test } from '@playwright/test';
import { base } from './ports';
import { chooseBusinessUnit, shot } from './helpers';

test('an unauthenticated deep link goes to login and back to the deep link', async ({ page }) => {
  await page.goto(`${base()}/saas/account/my/index`);
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsaas%2Faccount%2Fmy%2Findex/);
  // the username is trimmed before it is sent
  await page.getByTestId('login-username').fill('  servicer  ');
  await page.getByTestId('login-password').fill('servicer123');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(`${base()}/saas/account/my/index`);
  await expect(page.getByTestId('sidebar')).toBeVisible();
  await chooseBusinessUnit(page);
  await expect(page).toHaveURL(`${base()}/saas/account/my/index`);
});

test('the business-unit chooser requires a choice, then switches the token to it', async ({ page }) => {
  await page.context().addCookies([{ name: 'language', value: 'zh', url: base() }]);
  await page.goto(`${base()}/login`);
  await page.getByTestId('login-username').fill('servicer');
  await page.getByTestId('login-password').fill('servicer123');
  await page.getByTestId('login-submit').click();
  const dialog = page.getByTestId('bu-dialog');
  await expect(dialog).toContainText('请选择你当前的事业部');
  await page.getByTestId('bu-confirm').click();
  await expect(page.getByTestId('bu-error')).toHaveText('请选择事业部');
  await page.getByTestId('bu-select').selectOption({ label: '华南事业部' });
  await page.getByTestId('bu-confirm').click();
  await expect(page.getByText('切换成功').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  const groupName = await page.evaluate(() => {
    const b64 = localStorage.getItem('lading.token')!.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    return JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)))).group_name;
  });
  expect(groupName).toBe('华南事业部');
});

test('a wrong password shows the server message and keeps the user on the login page', async ({ page }) => {
  await page.goto(`${base()}/login`);
  await page.getByTestId('login-username').fill('servicer');
  await page.getByTestId('login-password').fill('wrong-password');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('form-error')).toContainText(/用户名或密码错误|wrong username or password/i);
  await expect(page).toHaveURL(/\/login/);
});

test('an account signing in on a variant it does not belong to gets a clear error and no token', async ({ page }) => {
  await page.goto(`${base('da')}/login`);
  await page.getByTestId('login-username').fill('servicer');
  await page.getByTestId('login-password').fill('servicer123');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('form-error')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('lading.token'))).toBeNull();
});

test('root goes to the welcome page of the variant product, unknown paths to 404', async ({ page }) => {
  await page.goto(`${base('pai')}/login`);
  await page.getByTestId('login-username').fill('delivery');
  await page.getByTestId('login-password').fill('delivery123');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(`${base('pai')}/my/pai`);
  await page.goto(`${base('pai')}/no/such/page`);
  await expect(page).toHaveURL(`${base('pai')}/404`);
  // a route that exists but is not in this user's menu is not reachable either
  await page.goto(`${base('pai')}/saas/system/menu/index`);
  await expect(page).toHaveURL(`${base('pai')}/404`);
});

test('log out revokes the session and returns to login', async ({ page }) => {
  await page.goto(`${base()}/login`);
  await page.getByTestId('login-username').fill('servicer');
  await page.getByTestId('login-password').fill('servicer123');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('sidebar')).toBeVisible();
  await chooseBusinessUnit(page);
  const refresh = await page.evaluate(() => localStorage.getItem('lading.refresh_token'));
  expect(refresh).toBeTruthy();
  await page.goto(`${base()}/logout`);
  await expect(page).toHaveURL(/\/login/);
  const res = await page.request.post(`${base()}/api/user/users/refresh-token`, { headers: { 'refresh-token': refresh! } });
  expect(res.status()).toBe(401);
});

test('login page screenshots (desktop, tablet, phone)', async ({ page }) => {
  for (const [name, width, height] of [['desktop', 1366, 768], ['tablet', 1024, 768], ['phone', 390, 844]] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(`${base('bang')}/login`);
    await expect(page.getByTestId('login-submit')).toBeVisible();
    await page.screenshot({ path: shot(`login-${name}`) });
  }
});
