/**
 * Every inline-add dialog of spec §5 in the real app, opened from its resource screen: the empty-name,
 * too-long-name, bad-phone and duplicate-name messages exactly as the spec writes them, then a saved record.
 */
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';
import { base } from './ports';

// this spec's pages run the service worker (offline starts, its caches, its updates); the others block it (playwright.config.ts)
test.use({ serviceWorkers: 'allow' });

interface DialogCase {
  kind: string;
  path: string;
  screen: string;
  required: string;
  exists: string;
  /** message when the phone is required and empty; null when the phone is optional */
  phoneRequired: string | null;
  settle: boolean;
}

const CASES: DialogCase[] = [
  { kind: 'thirdPartyLogistics', path: '/saas/resource/thirdParty/index', screen: 'third-parties', required: '请输入三方物流名称', exists: '三方物流名称已存在', phoneRequired: '请输入三方物流联系手机号', settle: true },
  { kind: 'consignor', path: '/saas/resource/consignor/index', screen: 'consignors', required: '请输入名称', exists: '名称已存在', phoneRequired: null, settle: true },
  { kind: 'supplier', path: '/saas/resource/supplier/index', screen: 'suppliers', required: '请输入名称', exists: '名称已存在', phoneRequired: null, settle: true },
  { kind: 'store', path: '/saas/resource/store/index', screen: 'stores', required: '请输入店铺名称', exists: '店铺名称已存在', phoneRequired: null, settle: true },
  { kind: 'deliveryInstall', path: '/saas/resource/deliveryProvider/index', screen: 'delivery-providers', required: '请输入配装服务商名称', exists: '配装服务商名称已存在', phoneRequired: '请输入配装服务商联系手机号', settle: true },
  { kind: 'fittingWorker', path: '/saas/resource/deliveryMan/index', screen: 'fitting-workers', required: '请输入配装师傅名称', exists: '配装师傅名称已存在', phoneRequired: '请输入配装师傅联系手机号', settle: true },
];

const unique = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 6)}`;
const mobile = () => `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

async function open(page: Page, c: DialogCase) {
  await page.getByTestId(`${c.screen}-screen-add`).click();
  await expect(page.getByTestId(`add-${c.kind}-name`)).toBeVisible();
}

async function fillValid(page: Page, c: DialogCase, name: string) {
  const id = `add-${c.kind}`;
  await page.getByTestId(`${id}-name`).fill(name);
  await page.getByTestId(`${id}-phone`).fill(mobile());
  const settle = page.getByTestId(`${id}-settle`);
  if (c.settle && (await settle.count())) await settle.selectOption({ index: 1 });
}

for (const c of CASES) {
  test(`${c.kind} dialog: the spec's messages, then a saved record and a duplicate refused`, async ({ page }) => {
    await page.context().addCookies([{ name: 'language', value: 'zh', url: base() }]);
    await signIn(page);
    await page.goto(`${base()}${c.path}`);
    await expect(page.getByTestId(`${c.screen}-screen-add`)).toBeVisible();
    const id = `add-${c.kind}`;

    await open(page, c);
    await page.getByTestId(`${id}-save`).click();
    await expect(page.getByTestId(`${id}-name-error`)).toHaveText(c.required);
    if (c.phoneRequired) await expect(page.getByTestId(`${id}-phone-error`)).toHaveText(c.phoneRequired);

    await page.getByTestId(`${id}-name`).fill('一二三四五六七八九十一');
    await page.getByTestId(`${id}-phone`).fill('12345');
    await page.getByTestId(`${id}-save`).click();
    await expect(page.getByTestId(`${id}-name-error`)).toHaveText('允许输入10字内');
    await expect(page.getByTestId(`${id}-phone-error`)).toHaveText('手机号格式不正确');

    const name = unique('新增');
    await fillValid(page, c, name);
    await page.getByTestId(`${id}-save`).click();
    await expect(page.getByTestId(`${id}-name`)).toBeHidden();
    // the new record is in the list
    await expect(page.locator('.dt-row').filter({ hasText: name }).first()).toBeVisible();

    await open(page, c);
    await fillValid(page, c, name);
    await page.getByTestId(`${id}-save`).click();
    await expect(page.getByTestId(`${id}-name-error`)).toHaveText(c.exists);
  });
}
