/** The installable PWA: service worker control, offline cold starts, the per-variant manifest, the update prompt. */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { base } from './ports';
import { goOffline, shot, signIn } from './helpers';

// this spec's pages run the service worker (offline starts, its caches, its updates); the others block it (playwright.config.ts)
test.use({ serviceWorkers: 'allow' });

async function waitForControl(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, undefined, { timeout: 30_000 });
}


test('the service worker installs, controls the page and serves the shell for cold offline starts', async ({ context, page }) => {
  await signIn(page);
  await waitForControl(page);
  const precached = await page.evaluate(async () => {
    const names = await caches.keys();
    const precache = names.find((n) => n.includes('precache'));
    return precache ? (await (await caches.open(precache)).keys()).length : 0;
  });
  expect(precached).toBeGreaterThan(20);
  // Chromium's own installability check (manifest, icons, a worker with a fetch handler)
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Playwright's contexts are incognito-like, the one reason left
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);

  // the address picker loads its tree once online (kept in the local database with its version)
  await page.goto(`${base()}/saas/waybill/all/index`);
  await page.getByTestId('filter-end-area').click();
  await expect(page.getByTestId('filter-end-area-panel').getByRole('treeitem').first()).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press('Escape');

  await goOffline(context);
  // the API is not answered from the shell: a request fails instead of getting index.html
  const apiAnswer = await page.evaluate(() =>
    fetch('/api/map/help/system_info').then(
      (r) => r.headers.get('content-type') ?? '',
      () => 'failed',
    ),
  );
  expect(apiAnswer).not.toContain('text/html');

  // a cold start on a deep app route: a new page, no network
  const deep = await context.newPage();
  await deep.goto(`${base()}/saas/dashboard/index`);
  await expect(deep.locator('#root')).not.toBeEmpty();
  await expect(deep.locator('body')).not.toContainText('ERR_INTERNET_DISCONNECTED');
  // the layout opens from the locally kept user and menu
  await expect(deep.getByTestId('sidebar')).toBeVisible({ timeout: 20_000 });
  await deep.screenshot({ path: shot('pwa-offline-deep-link') });

  // the address picker works offline from the kept tree
  const list = await context.newPage();
  await list.goto(`${base()}/saas/waybill/all/index`);
  await list.getByTestId('filter-end-area').click();
  const panel = list.getByTestId('filter-end-area-panel');
  await expect(panel.getByRole('treeitem').first()).toBeVisible({ timeout: 20_000 });
  await expect(panel).not.toContainText('address data');
  await list.screenshot({ path: shot('pwa-offline-address-picker') });

  // signed out: /login itself, from the precached prerendered sign-in page (issue 16), then the app takes it over
  await deep.evaluate(() => localStorage.clear());
  const login = await context.newPage();
  const offlineLogin = await login.goto(`${base()}/login`);
  expect(await offlineLogin?.text()).toContain('<div id="prerender">');
  await expect(login.getByTestId('login-username')).toBeVisible();
  await expect(login.locator('#prerender')).toHaveCount(0);
  await expect(login.getByTestId('login-submit')).toBeEnabled();
  await login.screenshot({ path: shot('pwa-offline-login') });
});

test('the manifest names the variant and its icons load', async ({ page }) => {
  await page.goto(`${base('da')}/login`);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#ea580c');
  const manifest = await page.evaluate(() => fetch('/manifest.webmanifest').then((r) => r.json()));
  expect(manifest.name).toBe('Lading 货主端');
  expect(manifest.display).toBe('standalone');
  expect(manifest.theme_color).toBe('#ea580c');
  const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
  expect(icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(icons.some((i) => i.purpose === 'maskable')).toBe(true);
  for (const icon of icons) {
    const loaded = await page.evaluate(
      (src) =>
        new Promise<string>((resolve) => {
          const img = new Image();
          img.onload = () => resolve(`${img.naturalWidth}x${img.naturalHeight}`);
          img.onerror = () => resolve('error');
          img.src = src;
        }),
      icon.src,
    );
    expect(loaded, icon.src).toBe(icon.sizes);
  }

  const pai = await page.context().newPage();
  await pai.goto(`${base('pai')}/login`);
  expect((await pai.evaluate(() => fetch('/manifest.webmanifest').then((r) => r.json()))).name).toBe('Lading 配送端');
});

test('a new build prompts; it never reloads on its own while work is unsaved and asks first', async ({ page }) => {
  await page.goto(`${base()}/login?pwa-test=1`);
  await expect(page.getByTestId('login-username')).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { __marker: number }).__marker = 1;
    (window as unknown as { __ladingPwa: { setUnsavedWork(on: boolean): void; simulateUpdate(): void } }).__ladingPwa.setUnsavedWork(true);
    (window as unknown as { __ladingPwa: { simulateUpdate(): void } }).__ladingPwa.simulateUpdate();
  });
  const prompt = page.getByTestId('update-prompt');
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText('System update: a new version is available');
  await page.screenshot({ path: shot('pwa-update-prompt') });

  // unsaved work: the first click only asks
  await page.getByTestId('update-prompt-reload').click();
  await expect(page.getByTestId('update-prompt-message')).toContainText('Reload now anyway?');
  await page.screenshot({ path: shot('pwa-update-prompt-unsaved') });
  await page.waitForTimeout(1500);
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  await page.getByTestId('update-prompt-later').click();
  await expect(prompt).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);

  // nothing unsaved: reload applies the update
  await page.evaluate(() => {
    const pwa = (window as unknown as { __ladingPwa: { setUnsavedWork(on: boolean): void; simulateUpdate(): void } }).__ladingPwa;
    pwa.setUnsavedWork(false);
    pwa.simulateUpdate();
  });
  // spec §4: with nothing unsaved, the page reloads by itself after 30 s (or at once on the button)
  await expect(page.getByTestId('update-prompt-message')).toContainText(/reloads in \d+ s/);
  await page.screenshot({ path: shot('pwa-update-prompt-countdown') });
  await page.getByTestId('update-prompt-reload').click();
  await page.waitForFunction(() => (window as unknown as { __marker?: number }).__marker === undefined);
  await expect(page.getByTestId('login-username')).toBeVisible();
});

// @global: the served worker changes for every page of the origin (playwright.config.ts)
test('a real new service worker build waits for the user, then takes over and reloads once', { tag: '@global' }, async ({ page }) => {
  await page.goto(`${base()}/login`);
  await expect(page.getByTestId('login-username')).toBeVisible();
  await waitForControl(page);
  const first = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  // the next deploy: the served worker changes (the browser fetches worker scripts itself, past any routing),
  // restored afterwards; e2e runs hold the build lock, and this test runs after every other (its own project)
  const swFile = join(process.env.DIST_DIR ?? join(import.meta.dirname, '..', '..', 'dist'), 'sw.js');
  const original = readFileSync(swFile, 'utf8');
  writeFileSync(swFile, `${original}\n// next build ${Date.now()}\n`);
  try {
    await page.evaluate(() => {
      (window as unknown as { __marker: number }).__marker = 1;
      return navigator.serviceWorker.getRegistration().then((r) => r?.update());
    });
    await expect(page.getByTestId('update-prompt')).toBeVisible({ timeout: 30_000 });
  } finally {
    writeFileSync(swFile, original);
  }
  // waiting, not yet in control, and the page was not reloaded
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => !!r?.waiting))).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);

  await page.getByTestId('update-prompt-reload').click();
  await page.waitForFunction(() => (window as unknown as { __marker?: number }).__marker === undefined, undefined, { timeout: 20_000 });
  await expect(page.getByTestId('login-username')).toBeVisible();
  await expect(page.getByTestId('update-prompt')).toBeHidden();
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => !r?.waiting && !!r?.active))).toBe(true);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(first);
});
