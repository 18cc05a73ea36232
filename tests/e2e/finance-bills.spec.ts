/**
 * Issue 21, bills → statement → clearance: finance generates the month's merchant bills, opens 示例商贸's draft in
 * 账单流水 and confirms it, sends the statement (对账单); the merchant on DA disputes one line with a comment and
 * confirms the rest; finance turns the disputed line into a ticket (转工单), then on 付款结清 is refused an
 * over-payment (the amounts named) and records a partial payment; the bill shows the open amount. 打印 on the
 * statement and on the bill calls the browser print, and in print media only the statement sheet shows (party,
 * period, lines, total). Shots at 1366, 1024 and 390, and of the printed sheets.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { call, freshOrders, shot, signIn } from './helpers';
import { base } from './ports';
import { formatYuan as yuan } from '../../src/domain/money';

const DESKTOP = { width: 1366, height: 768 };
const TABLET = { width: 1024, height: 768 };
const PHONE = { width: 390, height: 844 };
const MERCHANT = '示例商贸';

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

interface Bill {
  id: number;
  bill_no: string;
  party_name: string;
  total_cents: number;
  open_cents: number;
  check_bill_id: number | null;
}

test('a merchant month bill: confirmed, its statement disputed on DA and turned into a ticket, then partly paid', async ({ browser }) => {
  test.setTimeout(300_000);
  const fin = await signedIn(browser, 'finance', 'finance123');
  const f = fin.page;
  // the browser print is recorded, not opened (it takes effect from the next load)
  await f.addInitScript(() => {
    const w = window as unknown as { __prints: number };
    w.__prints = 0;
    window.print = () => {
      w.__prints += 1;
    };
  });
  const prints = () => f.evaluate(() => (window as unknown as { __prints?: number }).__prints ?? 0);
  // two priced orders of the merchant this month: their estimates are the bill's lines
  await freshOrders(f, 2, 'TO_RECEIVE', { consignor: MERCHANT, label: '对账' });

  await f.getByTestId('sidebar').getByText('财务管理').click();
  await f.getByTestId('sidebar').getByText('账单', { exact: true }).click();
  await expect(f).toHaveURL(/\/saas\/finance\/bill\/index/);
  await f.getByTestId('fn-bill-generate').click();
  const dialog = f.getByTestId('fn-bill-generate-dialog');
  await dialog.getByTestId('fn-bill-generate-period').fill('2026-13');
  await expect(dialog.getByTestId('fn-bill-generate-confirm')).toBeDisabled();
  const period = await f.evaluate(() => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 7));
  await dialog.getByTestId('fn-bill-generate-period').fill(period);
  await shots(f, 'finance-bills-generate');
  await dialog.getByTestId('fn-bill-generate-confirm').click();
  await expect(dialog).toBeHidden();

  const drafts = await call<{ list: Bill[] }>(f, 'GET', `/finance/bills?party_type=consignor&status=DRAFT&period=${period}`);
  const draft = drafts.data.list.find((b) => b.party_name === MERCHANT)!;
  expect(draft, 'the merchant has a draft').toBeTruthy();
  await f.getByTestId('table-tab-DRAFT').click();
  const row = f.locator('[data-testid=fn-bill-list] .dt-row', { hasText: draft.bill_no });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(yuan(draft.total_cents));
  await shots(f, 'finance-bills-list');
  await row.getByTestId('fn-bill-no').click();
  await expect(f).toHaveURL(new RegExp(`/saas/finance/bill/journal/${draft.id}`));
  await expect(f.getByTestId('fn-bill-journal-state')).toHaveText('草稿');
  await expect(f.getByTestId('fn-bill-total')).toHaveText(yuan(draft.total_cents));
  await f.getByTestId('fn-bill-confirm').click();
  await expect(f.getByTestId('fn-bill-confirm-dialog')).toContainText(yuan(draft.total_cents));
  await f.getByTestId('fn-bill-confirm-dialog-confirm').click();
  await expect(f.getByTestId('fn-bill-journal-state')).toHaveText('已确认');
  await shots(f, 'finance-bills-journal');
  await f.getByTestId('fn-bill-send').click();
  await expect(f).toHaveURL(/\/saas\/finance\/checkBill\/journal\/\d+/);
  await expect(f.getByTestId('fn-check-journal-state')).toHaveText('待对账');
  const checkId = Number(f.url().split('/').pop());

  // the merchant on DA: its 对账单, one line disputed with a comment, the rest confirmed
  const merchant = await signedIn(browser, 'consignor', 'consignor123', 'da');
  const m = merchant.page;
  await m.getByTestId('sidebar').getByText('财务管理').click();
  await m.getByTestId('sidebar').getByText('对账单').click();
  await expect(m).toHaveURL(/\/da\/finance\/checkBill\/index/);
  const statement = m.locator('[data-testid=fn-check-list] .dt-row', { hasText: draft.bill_no });
  await expect(statement).toHaveCount(1);
  await shots(m, 'finance-bills-statement-list-da');
  await statement.getByTestId('fn-check-no').click();
  await expect(m).toHaveURL(new RegExp(`/da/finance/checkBill/journal/${checkId}`));
  const lines = m.locator('[data-testid=fn-check-journal] .dt-row');
  await expect(lines.first()).toBeVisible();
  await lines.first().getByTestId('fn-check-line-dispute').click();
  const dispute = m.getByTestId('fn-check-dispute-dialog');
  await expect(dispute.getByTestId('fn-check-dispute-dialog-confirm')).toBeDisabled();
  await dispute.getByTestId('fn-check-dispute-dialog-text').fill('配送费与合同不符');
  await dispute.getByTestId('fn-check-dispute-dialog-confirm').click();
  await expect(dispute).toBeHidden();
  await expect(lines.first().getByTestId('fn-check-line-state')).toHaveText('有异议');
  const confirmAll = m.getByTestId('fn-check-confirm-all');
  if (await lines.nth(1).count()) {
    await confirmAll.click();
    await expect(lines.nth(1).getByTestId('fn-check-line-state')).toHaveText('已确认');
  }
  await expect(confirmAll).toBeHidden();
  await expect(m.getByTestId('fn-check-journal-state')).toHaveText('有异议');
  await shots(m, 'finance-bills-statement-da');

  // finance turns the disputed line into a ticket
  await f.reload();
  const disputed = f.locator('[data-testid=fn-check-journal] .dt-row', { has: f.locator('[data-state=DISPUTED]') });
  await expect(disputed).toHaveCount(1);
  await expect(disputed).toContainText('配送费与合同不符');
  await disputed.getByTestId('fn-check-line-ticket-make').click();
  await expect(disputed.getByTestId('fn-check-line-ticket')).toHaveText(/^#\d+$/);
  await shots(f, 'finance-bills-statement-ticket');

  // 打印: the browser print of the statement sheet; on paper only the sheet — no sidebar, header or buttons
  await f.getByTestId('fn-print').click();
  await expect.poll(prints).toBe(1);
  const sheet = (await call<{ total_cents: number; line_count: number }>(f, 'GET', `/finance/check-bills/${checkId}`)).data;
  await expect(f.getByTestId('statement-print')).toBeHidden();
  await f.emulateMedia({ media: 'print' });
  await expect(f.getByTestId('sidebar')).toBeHidden();
  await expect(f.locator('header')).toBeHidden();
  await expect(f.getByTestId('fn-print')).toBeHidden();
  await expect(f.getByTestId('statement-print-party')).toContainText(MERCHANT);
  await expect(f.getByTestId('statement-print-period')).toContainText(period);
  await expect(f.getByTestId('statement-print-line')).toHaveCount(sheet.line_count);
  await expect(f.getByTestId('statement-print-total')).toHaveText(yuan(sheet.total_cents));
  await expect(f.getByTestId('statement-print-total')).toBeVisible();
  await f.screenshot({ path: shot('finance-bills-statement-print'), fullPage: true });
  await f.emulateMedia({ media: 'screen' });

  // 付款结清: an over-payment refused with the amounts named, then a partial payment
  const clearance = f.getByTestId('sidebar').getByText('付款结清');
  if (!(await clearance.isVisible())) await f.getByTestId('sidebar').getByText('财务管理').click();
  await clearance.click();
  await expect(f).toHaveURL(/\/saas\/finance\/clearance\/index/);
  await f.getByTestId('fn-clearance-bill').selectOption(String(draft.id));
  await f.getByTestId('fn-clearance-pay').click();
  const pay = f.getByTestId('fn-pay-dialog');
  await pay.getByTestId('fn-pay-amount').fill(((draft.total_cents + 100) / 100).toFixed(2));
  await pay.getByTestId('fn-pay-confirm').click();
  await expect(pay.getByTestId('fn-pay-error')).toHaveText(`付款金额${((draft.total_cents + 100) / 100).toFixed(2)}元超过未结金额${(draft.total_cents / 100).toFixed(2)}元`);
  const part = Math.max(1, Math.floor(draft.total_cents / 3));
  await pay.getByTestId('fn-pay-amount').fill((part / 100).toFixed(2));
  await pay.getByTestId('fn-pay-memo').fill('首期付款');
  await pay.getByTestId('fn-pay-confirm').click();
  await expect(pay).toBeHidden();
  const payment = f.locator('[data-testid=fn-clearance] .dt-row', { hasText: draft.bill_no });
  await expect(payment).toHaveCount(1);
  await expect(payment).toContainText(yuan(part));
  await shots(f, 'finance-bills-clearance');
  await payment.getByText(draft.bill_no).click();
  await expect(f.getByTestId('fn-bill-paid')).toHaveText(yuan(part));
  await expect(f.getByTestId('fn-bill-open')).toHaveText(yuan(draft.total_cents - part));
  await expect(f.getByTestId('fn-bill-journal-state')).toHaveText('已确认');
  await shots(f, 'finance-bills-partly-paid');
  // the bill prints too: every line gathered into the sheet, its total and the open amount
  await f.getByTestId('fn-print').click();
  await expect.poll(prints).toBe(2);
  await f.emulateMedia({ media: 'print' });
  await expect(f.getByTestId('sidebar')).toBeHidden();
  await expect(f.getByTestId('statement-print-total')).toHaveText(yuan(draft.total_cents));
  await expect(f.getByTestId('statement-print')).toContainText(yuan(draft.total_cents - part));
  await f.screenshot({ path: shot('finance-bills-bill-print'), fullPage: true });
  await f.emulateMedia({ media: 'screen' });

  await merchant.context.close();
  await fin.context.close();
});
