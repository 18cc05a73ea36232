import { expect, test } from '@playwright/test';
import { base } from './ports';

test('each variant host has its own page title', async ({ page }) => {
  const titles: Record<string, string> = {};
  for (const label of ['bang', 'da', 'pai', 'oss']) {
    await page.goto(`${base(label)}/login`);
    await expect(page.getByTestId('login-submit')).toBeVisible();
    await expect(page).not.toHaveTitle('');
    titles[label] = await page.title();
  }
  expect(new Set(Object.values(titles)).size).toBe(4);
  // tms is another label of the servicer variant; plain localhost falls back to it (app code BANG)
  await page.goto(`${base('tms')}/login`);
  await expect(page).toHaveTitle(titles.bang);
  await page.goto(`${base()}/login`);
  await expect(page).toHaveTitle(titles.bang);
});

test('an unknown host label reads its title and app code from public/config/{label}.json', async ({ page, request }) => {
  const cfg = await (await request.get(`${base()}/config/demo.json`)).json();
  await page.goto(`${base('demo')}/login`);
  await expect(page).toHaveTitle(new RegExp(cfg.systemName));
});

test('the consignor signs in on the merchant variant', async ({ page }) => {
  await page.goto(`${base('da')}/login`);
  await page.getByTestId('login-username').fill('consignor');
  await page.getByTestId('login-password').fill('consignor123');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(`${base('da')}/my/da`);
  await expect(page.getByTestId('sidebar')).toBeVisible();
});
