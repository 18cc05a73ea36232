/**
 * Issue 7's browser walk: a merchant claim on a fresh order, created by the executor through the create screen,
 * accepted, a compensation fee row added, submitted for finance review; finance rejects it with a reason; the
 * executor returns it to in progress and resubmits; finance finance-completes it; the fees are then on the
 * order's detail screen (费用 section, right totals, a link back to the ticket) and in its timeline.
 * Screenshots at 1366×768: the create form, the completed ticket, the order detail with its fees and timeline.
 */
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { call, chooseBusinessUnit, freshOrders, pickOption, shot, signIn } from './helpers';
import { base } from './ports';

test.describe.configure({ mode: 'serial' });

const AMOUNT = '321.09';
const REASON = '赔付金额与照片不符，请核实';

async function zh(page: Page) {
  await page.context().addCookies([{ name: 'language', value: 'zh', url: base('bang') }]);
}

async function desk(browser: Browser, username: string, password: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'zh-CN' });
  const page = await context.newPage();
  await zh(page);
  await signIn(page, username, password, 'bang');
  // the executor works for two business units: the chooser asks which one first
  if (username === 'executor') await chooseBusinessUnit(page);
  return page;
}

/** Opens the ticket as this user and waits for its status. */
async function openTicket(page: Page, id: number, status: string) {
  await page.goto(`${base('bang')}/saas/ticket/v2/detail/${id}`);
  await expect(page.getByTestId('ticket-detail-screen')).toHaveAttribute('data-status', status);
}

/** Runs an action from the detail screen's action bar through its dialog and waits for the next status. */
async function runAction(page: Page, action: string, next: string, fill?: (dialog: Locator) => Promise<void>) {
  await page.getByTestId(`ticket-action-${action}`).click();
  const dialog = page.locator(`[data-testid=ticket-action-dialog][data-action=${action}]`);
  await expect(dialog).toBeVisible();
  if (fill) await fill(dialog);
  await dialog.getByTestId('ticket-action-submit').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('ticket-detail-screen')).toHaveAttribute('data-status', next);
}

test('a merchant claim from creation to finance-complete puts its fees on the order', async ({ browser }) => {
  test.setTimeout(240_000);
  const executor = await desk(browser, 'executor', 'executor123');
  const [orderNo] = await freshOrders(executor, 1, 'IN_WAREHOUSE');
  const order = (await call<{ id: number; consignor_resource_id: number; consignor_name: string }>(executor, 'GET', `/order/orders/${orderNo}`)).data;
  const users = (await call<{ list: { id: number; username: string }[] }>(executor, 'GET', '/user/company-users')).data.list;
  const financeId = users.find((u) => u.username === 'finance')!.id;

  // ---- the executor creates the claim on the create screen: template, order number, fields, reviewer
  await executor.goto(`${base('bang')}/saas/ticket/v2/create`);
  await executor.getByTestId('ticket-schema-choose').selectOption({ label: '商家理赔' });
  await expect(executor.getByTestId('ticket-create-title')).toContainText('商家理赔');
  await executor.getByTestId('ticket-order-no').fill(orderNo);
  await executor.getByTestId('ticket-order-no').press('Enter');
  await executor.getByTestId('ticket-field-claim_kind').selectOption('DAMAGE');
  await executor.getByTestId('ticket-field-description').fill('沙发扶手运输中破损，客户要求赔偿');
  await expect(executor.getByTestId('ticket-field-damaged_qty')).toBeVisible();
  await executor.getByTestId('ticket-field-damaged_qty').fill('1');
  await executor.getByTestId('ticket-field-claim_amount').fill(AMOUNT);
  // the reviewer through the sub-account picker (GET /user/sub_user/)
  await pickOption(executor, 'ticket-financial', 'finance', '（finance）');
  await expect(executor.getByTestId('ticket-sub-type')).toHaveAttribute('data-value', 'DAMAGE');
  // the compensation is recorded later by the compensate action: the create form's initial fee row goes
  if (await executor.getByTestId('fee-0-delete').isVisible()) await executor.getByTestId('fee-0-delete').click();
  await executor.screenshot({ path: shot('ticket-flow-create') });
  await executor.getByTestId('ticket-submit').click();
  await expect(executor).toHaveURL(/\/saas\/ticket\/v2\/detail\/\d+$/);
  const id = Number(new URL(executor.url()).pathname.split('/').pop());
  expect((await call<{ financial_uid: number | null }>(executor, 'GET', `/order/ticket/${id}`)).data.financial_uid).toBe(financeId);
  await expect(executor.getByTestId('ticket-detail-screen')).toHaveAttribute('data-status', 'SUBMITTED');

  // ---- accepted, a compensation row added, submitted for finance review
  await runAction(executor, 'accept', 'IN_PROGRESS');
  await executor.getByTestId('ticket-action-compensate').click();
  const feeDialog = executor.getByTestId('fee-action-dialog');
  await expect(feeDialog).toBeVisible();
  await feeDialog.getByTestId('fee-0-direction').selectOption('OUTLAY');
  await feeDialog.getByTestId('fee-0-code').selectOption('COMPENSATION');
  await feeDialog.getByTestId('fee-0-settle_target').selectOption(`CONSIGNOR:${order.consignor_resource_id}`);
  await feeDialog.getByTestId('fee-0-amount').fill(AMOUNT);
  await feeDialog.getByTestId('fee-0-settlement_method').selectOption('MONTHLY');
  // fee updates are debounced 100 ms (spec §4); leaving the field hands the rows on at once (use-fee-rows.ts)
  await feeDialog.getByTestId('fee-0-settlement_method').blur();
  await feeDialog.getByTestId('fee-action-submit').click();
  await expect(feeDialog).toBeHidden();
  await expect(executor.getByTestId('ticket-form-panel')).toContainText('赔偿款');
  await runAction(executor, 'submit_for_finance_review', 'FINANCE_REVIEWING');

  // ---- finance rejects it with a reason
  const finance = await desk(browser, 'finance', 'finance123');
  await openTicket(finance, id, 'FINANCE_REVIEWING');
  await runAction(finance, 'reject', 'REJECTED', (dialog) => dialog.getByTestId('ticket-action-reason').fill(REASON));

  // ---- the executor sees the reason, returns the ticket to in progress and resubmits
  await openTicket(executor, id, 'REJECTED');
  await expect(executor.getByTestId('ticket-detail-reject-reason')).toContainText(REASON);
  await runAction(executor, 'return_to_in_progress', 'IN_PROGRESS');
  await runAction(executor, 'submit_for_finance_review', 'FINANCE_REVIEWING');

  // ---- finance completes: the fee rows are posted to the order
  await openTicket(finance, id, 'FINANCE_REVIEWING');
  await runAction(finance, 'finance_complete', 'COMPLETED');
  await finance.screenshot({ path: shot('ticket-flow-completed') });
  // the ticket's fee rows and totals as money reads everywhere (¥321.09), on a desktop and on a phone
  const feeRows = finance.getByTestId('fee-row-editor');
  await expect(feeRows.getByTestId('fee-totals')).toHaveText(`支 ¥${AMOUNT} · 收 ¥0.00`);
  await feeRows.scrollIntoViewIfNeeded();
  await finance.screenshot({ path: shot('ticket-flow-fees') });
  await finance.setViewportSize({ width: 390, height: 844 });
  await feeRows.scrollIntoViewIfNeeded();
  await finance.screenshot({ path: shot('ticket-flow-fees-phone') });

  // ---- the order's detail: the fees section with the row and its totals, the ticket_fees event in the timeline
  await executor.goto(`${base('bang')}/bang/order/detail/${order.id}`);
  const fees = executor.getByTestId('detail-fees');
  await expect(fees).toBeVisible();
  const row = fees.getByTestId('detail-fee-row');
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute('data-direction', 'OUTLAY');
  await expect(row).toContainText('支');
  await expect(row).toContainText('赔偿款');
  await expect(row).toContainText(order.consignor_name);
  await expect(row).toContainText('月结');
  await expect(row.getByTestId('detail-fee-amount')).toHaveText(`¥${AMOUNT}`);
  await expect(fees.getByTestId('detail-fee-total-OUTLAY-amount')).toHaveText(`¥${AMOUNT}`);
  await expect(fees.getByTestId('detail-fee-total-INCOME-amount')).toHaveText('¥0.00');
  const posting = executor.locator('[data-testid=timeline-entry][data-action=ticket_fees]');
  await expect(posting).toHaveCount(1);
  await expect(posting).toContainText('工单费用入账');
  await expect(posting.getByTestId('timeline-ticket-fees-totals')).toHaveText(`支出 ¥${AMOUNT} · 收入 ¥0.00`);
  await fees.scrollIntoViewIfNeeded();
  await executor.screenshot({ path: shot('ticket-flow-order-fees') });
  await executor.setViewportSize({ width: 390, height: 844 });
  await fees.scrollIntoViewIfNeeded();
  await executor.screenshot({ path: shot('ticket-flow-order-fees-phone') });
  await executor.setViewportSize({ width: 1366, height: 768 });
  await posting.scrollIntoViewIfNeeded();
  await executor.screenshot({ path: shot('ticket-flow-order-timeline') });

  // the row and the timeline link back to the ticket
  await fees.getByTestId('detail-fee-ticket').click();
  await expect(executor).toHaveURL(new RegExp(`/saas/ticket/v2/detail/${id}$`));
  await expect(executor.getByTestId('ticket-detail-screen')).toHaveAttribute('data-status', 'COMPLETED');
  await executor.goBack();
  await posting.getByTestId('timeline-ticket-link').click();
  await expect(executor).toHaveURL(new RegExp(`/saas/ticket/v2/detail/${id}$`));

  await executor.context().close();
  await finance.context().close();
});
