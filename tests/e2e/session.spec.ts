import { expect, test } from '@playwright/test';
import { base, MAINT_PORT } from './ports';
import { shot, signIn } from './helpers';

test('a 401 on several concurrent requests triggers exactly one token refresh, then they are replayed', async ({ page }) => {
  await signIn(page);
  // keep the payload readable but break the signature: the server answers 401 to every request
  await page.evaluate(() => {
    const t = localStorage.getItem('lading.token')!;
    localStorage.setItem('lading.token', `${t.slice(0, -6)}AAAAAA`);
  });
  const unauthorized: string[] = [];
  let refreshes = 0;
  page.on('response', (r) => {
    if (r.url().includes('/api/') && r.status() === 401) unauthorized.push(r.url());
  });
  page.on('request', (r) => {
    if (r.url().includes('/api/user/users/refresh-token')) refreshes++;
  });
  await page.goto(`${base()}/saas/dashboard/index`);
  await expect(page.getByTestId('sidebar')).toBeVisible();
  await expect(page.getByTestId('status-total-count')).toBeVisible();
  // the company's all-time figures (GET /user/users/getCumulative), replayed after the refresh like the counts
  await expect(page.getByTestId('dashboard-cumulative')).toHaveText(/^(累计订单 [\d,]+ 单|All time: [\d,]+ orders)/);
  await page.waitForLoadState('networkidle');
  expect(unauthorized.length).toBeGreaterThanOrEqual(3);
  expect(refreshes).toBe(1);
  // the replayed requests succeeded with the new token, which the server accepts
  const token = await page.evaluate(() => localStorage.getItem('lading.token'));
  const me = await page.request.get(`${base()}/api/user/users/getUserByToken`, { headers: { 'X-Token': token! } });
  expect((await me.json()).data.username).toBe('servicer');

  // spec §9 font fit: each status name fits its card at 16 px at most (smaller only where the card is too narrow)
  await page.setViewportSize({ width: 390, height: 844 });
  const labels = page.getByTestId('status-label');
  await expect(labels.first()).toBeVisible();
  for (const label of await labels.all()) {
    const fit = await label.evaluate((el) => ({ px: parseFloat(getComputedStyle(el).fontSize), fits: el.scrollWidth <= el.clientWidth + 1 }));
    expect(fit.px).toBeLessThanOrEqual(16);
    if (fit.px > 10) expect(fit.fits).toBe(true);
  }
  await page.screenshot({ path: shot('dashboard-status-390') });
});

test('when refresh fails the user is logged out to the login page', async ({ page }) => {
  await signIn(page);
  await page.evaluate(() => {
    localStorage.setItem('lading.token', 'garbage');
    localStorage.setItem('lading.refresh_token', 'garbage');
  });
  await page.goto(`${base()}/saas/dashboard/index`);
  await expect(page).toHaveURL(/\/login/);
});

test('a 503 shows the maintenance dialog with the maintenance content', async ({ page }) => {
  await page.context().addCookies([{ name: 'language', value: 'zh', url: base(undefined, MAINT_PORT) }]);
  await page.goto(`${base(undefined, MAINT_PORT)}/login`);
  await page.getByTestId('login-username').fill('servicer');
  await page.getByTestId('login-password').fill('servicer123');
  await page.getByTestId('login-submit').click();
  const dialog = page.getByTestId('maintenance-dialog');
  await expect(dialog).toContainText('系统维护中');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/系统例行维护|维护/);
});
