/** Shared steps of the browser tests: sign in through the real login form, screenshot paths. */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { base } from './ports';

export const SHOTS = join(import.meta.dirname, '..', 'screenshots');
mkdirSync(SHOTS, { recursive: true });

export async function signIn(page: Page, username = 'servicer', password = 'servicer123', label?: string, redirect?: string) {
  await page.goto(`${base(label)}/login${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`);
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByTestId('sidebar')).toBeVisible();
  // 示例物流's main account belongs to two business units: the chooser asks which one first
  if (username === 'servicer') await chooseBusinessUnit(page);
}

export async function chooseBusinessUnit(page: Page, index = 1) {
  const dialog = page.getByTestId('bu-dialog');
  await expect(dialog).toBeVisible();
  await page.getByTestId('bu-select').selectOption({ index });
  await page.getByTestId('bu-confirm').click();
  await expect(dialog).toBeHidden();
}

export function shot(name: string) {
  return join(SHOTS, `${name}.png`);
}

/**
 * Opens the user menu and picks 'log out' until `then` holds: a click landing while the menu is still animating
 * open (a busy machine) is not a choice, so the menu is opened and the item clicked again.
 */
export async function chooseLogout(page: Page, then: () => Promise<void>) {
  await expect(async () => {
    const item = page.getByTestId('user-menu-logout');
    if (!(await item.isVisible())) await page.getByTestId('user-dropdown').click();
    await item.click({ timeout: 3000 });
    await then();
  }).toPass({ timeout: 30_000 });
}
