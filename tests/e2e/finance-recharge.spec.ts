/**
 * Issue 21, recharge (充值 → 充值审批): a merchant on DA opens 余额 from its finance menu, asks for a recharge of ¥321.50
 * with a photo of its bank voucher (pending, not yet spendable); finance sees the voucher on the servicer's 充值审批 and
 * approves it; the merchant's balance then shows it, the recharge reads 已入账, and after the reload the breadcrumb
 * still reads 首页 › 财务管理 › 余额. Shots of both screens at 1366, 1024 and 390.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { call, pngOf, shot, signIn } from './helpers';
import { base } from './ports';
import { formatYuan as yuan } from '../../src/domain/money';

const DESKTOP = { width: 1366, height: 768 };
const TABLET = { width: 1024, height: 768 };
const PHONE = { width: 390, height: 844 };

interface MyBalance {
  balance_cents: number;
  pending_cents: number;
}

async function signedIn(browser: Browser, username: string, password: string, label?: string) {
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'zh-CN' });
  await context.addCookies([{ name: 'language', value: 'zh', url: base(label) }]);
  const page = await context.newPage();
  await signIn(page, username, password, label);
  return { context, page };
}

async function shots(page: Page, name: string) {
  for (const [w, size] of [['1366', DESKTOP], ['1024', TABLET], ['390', PHONE]] as const) {
    await page.setViewportSize(size);
    await page.waitForTimeout(200);
    await page.screenshot({ path: shot(`${name}-${w}`) });
  }
  await page.setViewportSize(DESKTOP);
}

test('a merchant asks for a recharge on DA; finance approves it; the merchant’s balance shows it', async ({ browser }) => {
  const merchant = await signedIn(browser, 'consignor', 'consignor123', 'da');
  const m = merchant.page;
  const before = (await call<MyBalance>(m, 'GET', '/finance/my-balance')).data;
  const memo = `E2E${Date.now() % 100_000_000}`;

  await m.getByTestId('sidebar').getByText('财务管理').click();
  await m.getByTestId('sidebar').getByText('余额').click();
  await expect(m).toHaveURL(/\/saas\/finance\/balance\/index/);
  await expect(m.getByTestId('fn-my-balance-value')).toHaveText(yuan(before.balance_cents));
  await expect(m.getByTestId('breadcrumb')).toHaveText(/首页\s*财务管理\s*余额/);

  await m.getByTestId('fn-recharge-create').click();
  const form = m.getByTestId('fn-recharge-form');
  await form.getByTestId('fn-recharge-amount').fill('0');
  await form.getByTestId('fn-recharge-submit').click();
  await expect(form.getByTestId('fn-recharge-form-error')).toHaveText('请输入大于零的金额（元），最多两位小数');
  await form.getByTestId('fn-recharge-amount').fill('321.50');
  await form.getByTestId('fn-recharge-memo').fill(memo);
  // the bank voucher's photo, uploaded before the request goes
  await form.getByTestId('fn-recharge-voucher-upload').getByTestId('image-uploader-input').setInputFiles([{ name: 'voucher.png', mimeType: 'image/png', buffer: await pngOf(m, '#2f855a') }]);
  await expect(form.locator('[data-testid=image-tile][data-status=done]')).toHaveCount(1, { timeout: 20_000 });
  await form.getByTestId('fn-recharge-submit').click();
  await expect(form).toBeHidden();

  const row = m.locator('[data-testid=fn-my-balance] .dt-row', { hasText: memo });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('fn-recharge-state')).toHaveText('待审批');
  await expect(row.getByTestId('fn-recharge-voucher')).toHaveAttribute('data-state', 'loaded');
  await expect(m.getByTestId('fn-my-pending-value')).toHaveText(yuan(before.pending_cents + 32150));
  await expect(m.getByTestId('fn-my-balance-value')).toHaveText(yuan(before.balance_cents));
  const rechargeNo = (await row.getByTestId('fn-recharge-no').textContent())!.trim();
  await shots(m, 'finance-recharge-merchant-pending');

  // finance: the pending recharge waits in 充值审批
  const fin = await signedIn(browser, 'finance', 'finance123');
  const f = fin.page;
  await f.getByTestId('sidebar').getByText('财务管理').click();
  await f.getByTestId('sidebar').getByText('充值审批').click();
  await expect(f).toHaveURL(/\/saas\/finance\/rechargeApproval\/index/);
  const pending = f.locator('[data-testid=fn-recharge-approval] .dt-row', { hasText: rechargeNo });
  await expect(pending).toHaveCount(1);
  await expect(pending).toContainText('¥321.50');
  await expect(pending).toContainText('示例商贸');
  // the merchant's voucher photo, readable by finance, opens large
  const voucher = pending.getByTestId('fn-recharge-voucher');
  await expect(voucher).toHaveAttribute('data-state', 'loaded');
  await shots(f, 'finance-recharge-approval');
  await voucher.click();
  await expect(f.getByRole('dialog').locator('img')).toBeVisible();
  await f.keyboard.press('Escape');
  await expect(f.getByRole('dialog')).toBeHidden();
  await pending.getByTestId('fn-recharge-approve').click();
  const dialog = f.getByTestId('fn-recharge-dialog');
  await expect(dialog).toContainText('¥321.50');
  await dialog.getByTestId('fn-recharge-dialog-text').fill('已到账');
  await dialog.getByTestId('fn-recharge-dialog-confirm').click();
  await expect(dialog).toBeHidden();
  // it leaves the pending tab and reads 已入账 under 全部
  await expect(pending).toHaveCount(0);
  await f.getByTestId('fn-recharge-approval').getByTestId('table-tab-all').click();
  await expect(f.locator('[data-testid=fn-recharge-approval] .dt-row', { hasText: rechargeNo }).getByTestId('fn-recharge-state')).toHaveText('已入账');

  // the merchant's balance shows it
  await m.reload();
  await expect(m.getByTestId('fn-my-balance-value')).toHaveText(yuan(before.balance_cents + 32150));
  await expect(m.getByTestId('fn-my-pending-value')).toHaveText(yuan(before.pending_cents));
  await expect(m.locator('[data-testid=fn-my-balance] .dt-row', { hasText: memo }).getByTestId('fn-recharge-state')).toHaveText('已入账');
  await expect(m.getByTestId('breadcrumb')).toHaveText(/首页\s*财务管理\s*余额/);
  await shots(m, 'finance-recharge-merchant-posted');

  await merchant.context.close();
  await fin.context.close();
});

test('finance reads the accounts (drilling into a journal), balances, income and consignor review; proposes and approves terms', async ({ browser }) => {
  const fin = await signedIn(browser, 'finance', 'finance123');
  const f = fin.page;
  await f.goto(`${base()}/saas/finance/account/index?kind=CONSIGNOR_PREPAID`);
  const account = f.locator('[data-testid=fn-accounts] .dt-row', { hasText: '示例商贸' });
  await expect(account).toHaveCount(1);
  await shots(f, 'finance-accounts');
  await account.click();
  await expect(f.getByTestId('fn-journal')).toBeVisible();
  await expect(f.locator('[data-testid=fn-journal] .dt-row').first()).toContainText('充值');
  await shots(f, 'finance-journal');

  await f.goto(`${base()}/saas/finance/balance/index?party_type=consignor`);
  await expect(f.locator('[data-testid=fn-balances] .dt-row', { hasText: '示例商贸' })).toHaveCount(1);
  await shots(f, 'finance-balances');

  await f.goto(`${base()}/saas/finance/income/index`);
  await expect(f.getByTestId('fn-income-total')).toBeVisible();

  await f.goto(`${base()}/saas/finance/consignorReview/index`);
  await f.getByTestId('fn-terms-create').click();
  const form = f.getByTestId('fn-terms-form');
  await form.getByTestId('fn-terms-consignor').selectOption({ label: '示例商贸' });
  await form.getByTestId('fn-terms-term').selectOption('MONTHLY');
  await form.getByTestId('fn-terms-limit').fill('20000');
  await form.getByTestId('fn-terms-submit').click();
  await expect(form).toBeHidden();
  const review = f.locator('[data-testid=fn-consignor-review] .dt-row', { hasText: '示例商贸' });
  await expect(review.getByTestId('fn-terms-status')).toHaveText('待审核');
  await review.getByTestId('fn-terms-approve').click();
  await f.getByTestId('fn-terms-dialog-confirm').click();
  await expect(review.getByTestId('fn-terms-status')).toHaveText('已通过');
  await expect(review).toContainText('月结 · ¥20,000.00');
  await shots(f, 'finance-consignor-review');
  await fin.context.close();
});
