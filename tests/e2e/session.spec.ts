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

  // spec §9 font fit: each status name is at 16 px when it fits its card at 16 px, else at the largest size that fits;
  // checked at phone width, then narrower, then wide again (a name shrunk on a narrow card grows back)
  const labels = page.getByTestId('status-label');
  /** the sizes of the status names, and each name that breaks the rule */
  const fitOf = () =>
    labels.evaluateAll((els) => {
      const sizes = els.map((el) => {
        const style = getComputedStyle(el);
        const px = parseFloat(style.fontSize);
        const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        const width = (el.firstElementChild as HTMLElement).getBoundingClientRect().width;
        return { text: el.textContent, px, room, width };
      });
      const wrong = sizes.filter(({ px, room, width }) => {
        const at = (size: number) => (width * size) / px;
        if (at(16) <= room) return px !== 16; // fits at 16: exactly 16
        if (px >= 16) return true; // too wide at 16: must shrink
        return (px > 10 && at(px) > room + 0.5) || at(px + 1) <= room; // the largest size that fits (10 px is the floor)
      });
      return { count: sizes.length, at16: sizes.filter((f) => f.px === 16).length, shrunk: sizes.filter((f) => f.px < 16).length, wrong };
    });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(labels.first()).toBeVisible();
  await expect.poll(async () => (await fitOf()).wrong).toEqual([]);
  const atPhone = await fitOf();
  expect(atPhone.count).toBeGreaterThan(3);
  expect(atPhone.at16).toBeGreaterThan(0); // short names stay at 16 px
  // narrower: more names shrink; wide again: they grow back to 16 px where they fit
  await page.setViewportSize({ width: 300, height: 844 });
  await expect.poll(async () => (await fitOf()).wrong).toEqual([]);
  const atNarrow = await fitOf();
  expect(atNarrow.shrunk).toBeGreaterThan(0);
  await page.setViewportSize({ width: 1366, height: 768 });
  await expect.poll(async () => (await fitOf()).wrong).toEqual([]);
  expect((await fitOf()).at16).toBeGreaterThan(atNarrow.at16);
  await page.screenshot({ path: shot('dashboard-status-1366') });
  await page.setViewportSize({ width: 1024, height: 768 });
  await expect.poll(async () => (await fitOf()).wrong).toEqual([]);
  await page.screenshot({ path: shot('dashboard-status-1024') });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(async () => (await fitOf()).wrong).toEqual([]);
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
