/**
 * Issue 19's main flow, end to end in one walk: a delivery worker registers a damaged product with two photos from a
 * task card with no network; on reconnect the record reaches the desk with the time it happened on the phone. The
 * desk checks (accepts) it, assigns the handler, sends a replacement part from the merchant's stock (the outbound
 * leaves the warehouse through the ledger: the merchant's available figure drops by one, one move to the customer,
 * shown on the detail), prices the compensation with the fee row editor and escalates it into a claim ticket;
 * finance approves the claim through the ticket review; the order's detail then shows the fee. The merchant follows
 * the record on DA, with its replenishment and fee rows (read only). Shots of the record detail at 1366, 1024, 390.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { call, comeBackOnline, goOffline, orderToSignFor, pickFirstOption, pngOf, shot, signIn } from './helpers';
import { base } from './ports';
import { formatYuan as yuan } from '../../src/domain/money';

// this spec's pages run the service worker (offline starts, its caches, its updates); the others block it (playwright.config.ts)
test.use({ serviceWorkers: 'allow' });

const SIZES = [
  { width: 1366, height: 768 },
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
];
const COMPENSATION = '120.50';

interface RecordRow {
  id: number;
  abnormal_no: string;
  order_id: number;
  order_no: string;
  source: string;
  photo_count: number;
  package_nos: string[];
  occurred_at: string;
  registered_at: string;
}

/** the merchant's available units of a product in a warehouse (every location and carton) */
async function available(page: Page, warehouse: number, owner: number, product: number): Promise<number> {
  const rows = (await call<{ list: { available: number }[] }>(page, 'GET', `/warehouse/balances?warehouse_id=${warehouse}&owner_id=${owner}&product_id=${product}&per_page=500`)).data.list;
  return rows.reduce((n, r) => n + r.available, 0);
}

/** a ticket action from its detail's action bar, through its dialog, to the next status */
async function ticketAction(page: Page, action: string, next: string, fill?: (dialog: Locator) => Promise<void>) {
  await page.getByTestId(`ticket-action-${action}`).click();
  const dialog = page.locator(`[data-testid=ticket-action-dialog][data-action=${action}]`);
  await expect(dialog).toBeVisible();
  if (fill) await fill(dialog);
  await dialog.getByTestId('ticket-action-submit').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('ticket-detail-screen')).toHaveAttribute('data-status', next);
}

test('a damaged product reported offline is checked, replenished from stock, compensated through a claim and followed by the merchant', async ({ browser }) => {
  test.setTimeout(300_000);

  // ---- the field: two photos and a description on a task card, with no network
  const field = await browser.newContext({ viewport: SIZES[0] });
  const fp = await field.newPage();
  await signIn(fp, 'delivery', 'delivery123', 'pai');
  // an order of 示例商贸, the demo merchant account's, so that the merchant can follow it on DA
  const orderNo = await orderToSignFor(browser, fp, '示例商贸');
  await fp.setViewportSize(SIZES[2]);
  await fp.goto(`${base('pai')}/saas/field/tasks`);
  await fp.getByTestId('field-tab-TO_SIGN').click();
  const card = fp.locator(`[data-testid="field-task-card"][data-order-no="${orderNo}"]`);
  await expect(card).toBeVisible({ timeout: 30_000 });
  await card.getByTestId('ab-field-report').click();
  const report = fp.getByTestId('ab-field-dialog');
  await expect(report.getByTestId('ab-field-type').locator('option')).not.toHaveCount(1);
  await goOffline(field);
  const before = Date.now();
  const types = report.getByTestId('ab-field-type');
  const damage = await types.locator('option').evaluateAll((os) => (os as HTMLOptionElement[]).find((o) => /DAMAGE/i.test(o.value))?.value ?? (os as HTMLOptionElement[])[1].value);
  await types.selectOption(damage);
  await report.getByTestId('ab-field-carton').first().click();
  await report.getByTestId('ab-field-description').fill('沙发扶手断裂，外箱压破');
  await report.getByTestId('ab-field-photo-input').setInputFiles([
    { name: 'arm.png', mimeType: 'image/png', buffer: await pngOf(fp, '#dd6b20') },
    { name: 'box.png', mimeType: 'image/png', buffer: await pngOf(fp, '#38a169') },
  ]);
  await expect(report.getByTestId('ab-field-photo-count')).toContainText('2');
  await report.getByTestId('ab-field-submit').click();
  await expect(report).toBeHidden({ timeout: 15_000 });
  // nothing has reached the server while offline
  await comeBackOnline(field);
  await fp.reload();
  let record: RecordRow | undefined;
  await expect
    .poll(
      async () => {
        record = (await call<{ list: RecordRow[] }>(fp, 'GET', `/abnormal/records?keyword=${orderNo}`)).data?.list?.[0];
        return record;
      },
      { timeout: 60_000, intervals: [1000] },
    )
    .toEqual(expect.objectContaining({ order_no: orderNo, source: 'field', photo_count: 2, package_nos: [`${orderNo}-001`] }));
  // the time it happened on the phone, before the server heard of it
  expect(new Date(record!.occurred_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
  expect(new Date(record!.occurred_at).getTime()).toBeLessThan(new Date(record!.registered_at).getTime());
  await field.close();

  // ---- the desk finds it in 异常审核 and checks it
  const deskContext = await browser.newContext({ viewport: SIZES[0] });
  const desk = await deskContext.newPage();
  await signIn(desk);
  await desk.goto(`${base()}/saas/abnormal/check/index?keyword=${orderNo}`);
  const row = desk.locator('.dt-row', { hasText: record!.abnormal_no });
  await expect(row).toHaveCount(1);
  await row.getByTestId('ab-row-no').click();
  const detail = desk.getByTestId('ab-detail');
  await expect(detail).toHaveAttribute('data-status', 'registered');
  await expect(detail.getByTestId('ab-detail-photo')).toHaveCount(2);
  await desk.getByTestId('ab-detail-accept').click();
  const act = desk.getByTestId('ab-action-dialog');
  await act.getByTestId('ab-action-party').selectOption('delivery');
  await act.getByTestId('ab-dialog-submit').click();
  await expect(detail).toHaveAttribute('data-status', 'accepted');

  // assigned to a handler of the company, chosen with the sub-account picker (me first, then GET /user/sub_user/)
  await desk.getByTestId('ab-detail-assign').click();
  const assign = desk.getByTestId('ab-assign-dialog');
  await assign.getByTestId('ab-assign-submit').click();
  await expect(assign.getByTestId('ab-assign-error')).toBeVisible();
  const handlerName = (await pickFirstOption(assign, 'ab-assign-handler')).split('（')[0].trim();
  await assign.getByTestId('ab-assign-submit').click();
  await expect(assign).toBeHidden();
  await expect(detail.getByTestId('ab-detail-handler')).toContainText(handlerName);

  // ---- a replacement part from the merchant's stock: the merchant has 3 in the first warehouse
  const order = (await call<{ id: number; consignor_resource_id: number; consignor_name: string; products: { product_id: number; name: string }[] }>(desk, 'GET', `/order/orders/${orderNo}`)).data;
  const owner = order.consignor_resource_id;
  const product = order.products[0];
  const warehouse = (await call<{ list: { id: number; name: string }[] }>(desk, 'GET', '/user/warehouse/all?page=1&per_page=20')).data.list[0];
  const location = (await call<{ list: { id: number }[] }>(desk, 'GET', `/user/basic/storage-locations?warehouse_id=${warehouse.id}&per_page=50`)).data.list[0];
  const inbound = await call<{ id: number; lines: { id: number }[] }>(desk, 'POST', '/warehouse/documents', { kind: 'inbound', warehouse_id: warehouse.id, location_id: location.id, owner_id: owner, lines: [{ product_id: product.product_id, quantity: 3 }] });
  expect(inbound.code, inbound.msg).toBe('0');
  expect((await call(desk, 'POST', `/warehouse/documents/${inbound.data.id}/actions/confirm`, {})).code).toBe('0');
  expect((await call(desk, 'POST', `/warehouse/documents/${inbound.data.id}/actions/receive`, { lines: [{ line_id: inbound.data.lines[0].id, quantity: 3 }] })).code).toBe('0');
  const stockBefore = await available(desk, warehouse.id, owner, product.product_id);
  expect(stockBefore).toBeGreaterThanOrEqual(3);

  await desk.getByTestId('ab-detail-add-handling').click();
  const add = desk.getByTestId('ab-handling-create');
  await add.getByTestId('ab-handling-kind').selectOption('replenish');
  await expect(add.getByTestId('ab-handling-method')).toHaveValue('stock');
  await add.getByTestId('ab-handling-warehouse').selectOption(String(warehouse.id));
  const pick = add.getByTestId('ab-handling-product');
  await expect(pick.locator(`option[value="${product.product_id}"]`)).toContainText(String(stockBefore));
  await pick.selectOption(String(product.product_id));
  await add.getByTestId('ab-handling-quantity').fill('1');
  await desk.screenshot({ path: shot('abnormal-flow-replenish-1366') });
  await add.getByTestId('ab-handling-create-submit').click();
  await expect(add).toBeHidden();
  await expect(detail).toHaveAttribute('data-status', 'handling');
  const replenish = detail.locator('[data-testid=ab-detail-handling][data-kind=replenish]');
  await replenish.getByTestId('ab-detail-handling-ship').click();
  await desk.getByTestId('ab-handling-submit').click();
  await expect(replenish).toHaveAttribute('data-status', 'shipped');
  // the move, on the detail and in the ledger: one unit of the merchant's left for the customer
  await expect(replenish.getByTestId('ab-detail-handling-details')).toContainText(`${product.name} × 1 ←`);
  const docNo = (await replenish.getByTestId('ab-detail-handling-details').textContent())!.match(/CK\d+/)![0];
  expect(await available(desk, warehouse.id, owner, product.product_id)).toBe(stockBefore - 1);
  const moves = (await call<{ list: { quantity: number; owner_id: number; to: { virtual: string | null } }[] }>(desk, 'GET', `/warehouse/moves?doc_no=${docNo}&per_page=50`)).data.list;
  expect(moves.map((m) => [m.quantity, m.owner_id])).toContainEqual([1, owner]);

  // ---- the compensation priced with the ticket fee row editor, then escalated into a claim
  await desk.getByTestId('ab-detail-edit-fees').click();
  const fees = desk.getByTestId('ab-fee-dialog');
  await fees.getByTestId('fee-add').click();
  await fees.getByTestId('fee-0-direction').selectOption('OUTLAY');
  await fees.getByTestId('fee-0-code').selectOption('COMPENSATION');
  await fees.getByTestId('fee-0-settle_target').selectOption(`CONSIGNOR:${owner}`);
  await fees.getByTestId('fee-0-amount').fill('120.505');
  await fees.getByTestId('fee-0-settlement_method').selectOption('MONTHLY');
  // three decimals: refused at its field as a ticket fee is, nothing sent
  await fees.getByTestId('ab-fee-submit').click();
  await expect(fees.getByTestId('fee-0-amount-error')).toBeVisible();
  await fees.getByTestId('fee-0-amount').fill(COMPENSATION);
  await fees.getByTestId('fee-0-amount').blur();
  await expect(fees.getByTestId('fee-0-amount-error')).toHaveCount(0);
  await fees.getByTestId('ab-fee-submit').click();
  await expect(fees).toBeHidden();
  const feeRow = detail.getByTestId('ab-detail-fee');
  await expect(feeRow).toHaveAttribute('data-state', 'draft');
  await expect(feeRow).toContainText(`¥${COMPENSATION}`);

  await desk.getByTestId('ab-detail-escalate').click();
  const escalate = desk.getByTestId('ab-escalate-dialog');
  await escalate.getByTestId('ab-escalate-type').selectOption('CLAIM');
  await escalate.getByTestId('ab-escalate-submit').click();
  await expect(escalate).toBeHidden();
  await expect(feeRow).toHaveAttribute('data-state', 'escalated');
  await expect(detail.getByTestId('ab-detail-ticket')).toHaveCount(1);
  const ticketId = (await call<{ tickets: { id: number }[] }>(desk, 'GET', `/abnormal/records/${record!.id}`)).data.tickets[0].id;

  // ---- the claim through the ticket review: the desk accepts and submits it, finance completes it
  await desk.goto(`${base()}/saas/ticket/v2/detail/${ticketId}`);
  await expect(desk.getByTestId('ticket-detail-screen')).toHaveAttribute('data-status', 'SUBMITTED');
  await ticketAction(desk, 'accept', 'IN_PROGRESS');
  await ticketAction(desk, 'submit_for_finance_review', 'FINANCE_REVIEWING', async (dialog) => {
    // the reviewer through the sub-account picker (GET /user/sub_user/)
    const reviewer = dialog.getByTestId('ticket-action-reviewer-input');
    if (await reviewer.isVisible()) {
      // after the typed search's answer (a click while it replaces the list can be lost)
      const searched = dialog.page().waitForResponse((r) => r.url().includes('/user/sub_user/') && r.url().includes('username=finance'));
      await reviewer.fill('finance');
      await searched;
      await dialog.page().getByTestId('ticket-action-reviewer-option').filter({ hasText: '（finance）' }).click();
      await expect(reviewer).toHaveValue(/（finance）/);
    }
  });
  const financeContext = await browser.newContext({ viewport: SIZES[0] });
  const finance = await financeContext.newPage();
  await signIn(finance, 'finance', 'finance123');
  await finance.goto(`${base()}/saas/ticket/v2/detail/${ticketId}`);
  await expect(finance.getByTestId('ticket-detail-screen')).toHaveAttribute('data-status', 'FINANCE_REVIEWING');
  await ticketAction(finance, 'finance_complete', 'COMPLETED');
  await financeContext.close();

  // ---- the order shows the fee; the record shows it posted
  await desk.goto(`${base()}/bang/order/detail/${order.id}`);
  const orderFees = desk.getByTestId('detail-fees');
  await expect(orderFees.getByTestId('detail-fee-row')).toHaveCount(1);
  await expect(orderFees.getByTestId('detail-fee-row')).toContainText('赔偿款');
  await expect(orderFees.getByTestId('detail-fee-amount')).toHaveText(`¥${COMPENSATION}`);
  await desk.goto(`${base()}/saas/abnormal/detail/${record!.id}`);
  await expect(feeRow).toHaveAttribute('data-state', 'posted');
  for (const size of SIZES) {
    await desk.setViewportSize(size);
    await desk.reload();
    await expect(detail.getByTestId('ab-detail-handling')).toHaveCount(1);
    // the field's two photos open at the desk
    await expect(detail.locator('[data-testid=ab-detail-photo][data-state=loaded]')).toHaveCount(2);
    await desk.screenshot({ path: shot(`abnormal-flow-detail-${size.width}`), fullPage: true });
  }
  await deskContext.close();

  // ---- the merchant follows it on DA: the record, its replenishment and its fee, read only
  const merchantContext = await browser.newContext({ viewport: SIZES[0] });
  const mp = await merchantContext.newPage();
  await signIn(mp, 'consignor', 'consignor123', 'da');
  await mp.goto(`${base('da')}/da/abnormal/create/index?keyword=${record!.abnormal_no}`);
  const mine = mp.locator('.dt-row', { hasText: record!.abnormal_no });
  await expect(mine).toHaveCount(1);
  await mine.getByTestId('ab-row-no').click();
  const seen = mp.getByTestId('ab-detail');
  await expect(seen).toHaveAttribute('data-status', 'handling');
  await expect(seen.getByTestId('ab-detail-fee')).toHaveAttribute('data-state', 'posted');
  await expect(seen.getByTestId('ab-detail-handling-ship')).toHaveCount(0);
  await expect(seen.getByTestId('ab-detail-edit-fees')).toHaveCount(0);
  await mp.goto(`${base('da')}/da/abnormal/replenish/index?keyword=${record!.abnormal_no}`);
  await expect(mp.locator('.dt-row', { hasText: record!.abnormal_no })).toHaveCount(1);
  await expect(mp.getByTestId('ab-handling-deliver')).toHaveCount(0);
  await mp.goto(`${base('da')}/da/abnormal/fee/index`);
  const feeListed = mp.locator('.dt-row', { hasText: record!.abnormal_no });
  await expect(feeListed).toHaveCount(1);
  await expect(feeListed).toContainText(COMPENSATION);
  await mp.screenshot({ path: shot('abnormal-flow-merchant-fees-1366') });
  await feeListed.getByTestId('ab-fee-no').click();
  await expect(mp).toHaveURL(new RegExp(`/da/abnormal/detail/${record!.id}$`));

  // ---- issue 21's loop closes: the compensation lands on the merchant's bill of the month; finance confirms it and
  //      sends the statement; the merchant confirms the line on DA; finance settles the bill; the balances and the
  //      receivables report move with it
  const financeBack = await browser.newContext({ viewport: SIZES[0], locale: 'zh-CN' });
  await financeBack.addCookies([{ name: 'language', value: 'zh', url: base() }]);
  const fb = await financeBack.newPage();
  await signIn(fb, 'finance', 'finance123');
  const period = await fb.evaluate(() => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 7));
  const receivable = async () =>
    (await call<{ list: { party_type: string; party_id: number; receivable_cents: number }[] }>(fb, 'GET', `/finance/balances?party_type=consignor&keyword=${encodeURIComponent(order.consignor_name)}&per_page=100`)).data.list.find(
      (p) => p.party_id === owner,
    )?.receivable_cents ?? 0;
  const receivableBefore = await receivable();
  // this merchant's month (the generate dialog, for every party, is finance-bills.spec's walk)
  const generated = await call(fb, 'POST', '/finance/bills/generate', { party_type: 'consignor', party_id: owner, period_kind: 'MONTH', period });
  expect(generated.code, generated.msg).toBe('0');
  type BillRow = { id: number; bill_no: string; total_cents: number };
  const drafts = (await call<{ list: BillRow[] }>(fb, 'GET', `/finance/bills?party_type=consignor&party_id=${owner}&status=DRAFT&per_page=100`)).data.list;
  let bill: BillRow | undefined;
  for (const b of drafts) {
    const lines = (await call<{ list: { order_id: number | null; code: string; signed_cents: number }[] }>(fb, 'GET', `/finance/bills/${b.id}/lines?per_page=500`)).data.list;
    if (lines.some((l) => l.order_id === order.id && l.code === 'COMPENSATION' && l.signed_cents === -Math.round(Number(COMPENSATION) * 100))) bill = b;
  }
  expect(bill, 'the compensation is on a draft bill of the merchant').toBeTruthy();
  await fb.goto(`${base()}/saas/finance/bill/journal/${bill!.id}`);
  await fb.getByTestId('fn-bill-confirm').click();
  await fb.getByTestId('fn-bill-confirm-dialog-confirm').click();
  await expect(fb.getByTestId('fn-bill-journal-state')).toHaveText('已确认');
  // the receivable holds the bill (a credit when the compensation exceeds the month's fees)
  expect(await receivable()).toBe(receivableBefore + bill!.total_cents);
  await fb.getByTestId('fn-bill-send').click();
  await expect(fb).toHaveURL(/\/saas\/finance\/checkBill\/journal\/\d+/);
  const checkId = Number(fb.url().split('/').pop());

  // the merchant confirms the compensation line on its statement (DA), and the rest of the page
  await mp.goto(`${base('da')}/da/finance/checkBill/journal/${checkId}`);
  const line = mp.locator('[data-testid=fn-check-journal] .dt-row', { hasText: orderNo }).filter({ hasText: '赔偿款' });
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(`¥${COMPENSATION}`);
  await line.getByTestId('fn-check-line-confirm').click();
  await expect(line.getByTestId('fn-check-line-state')).toHaveAttribute('data-state', 'CONFIRMED');
  const confirmAll = mp.getByTestId('fn-check-confirm-all');
  if (await confirmAll.isVisible()) await confirmAll.click();
  await expect(confirmAll).toBeHidden();
  await merchantContext.close();

  // the receivables report (aged from the ledger) holds the confirmed bill until it is settled
  await fb.goto(`${base()}/saas/report/receivable/index?consignor_id=${owner}`);
  await expect(fb.getByTestId('receivable-total')).toHaveText(yuan(receivableBefore + bill!.total_cents));
  await fb.screenshot({ path: shot('abnormal-flow-receivables-1366') });

  // finance settles it on 结算: the open amount is offered, paid, and the bill leaves the open list
  await fb.goto(`${base()}/saas/finance/settle/index`);
  const open = fb.locator('[data-testid=fn-settle] .dt-row', { hasText: bill!.bill_no });
  await expect(open).toHaveCount(1);
  await open.getByTestId('fn-settle-pay').click();
  const pay = fb.getByTestId('fn-pay-dialog');
  await expect(pay.getByTestId('fn-pay-amount')).toHaveValue((Math.abs(bill!.total_cents) / 100).toFixed(2));
  if (bill!.total_cents < 0) await expect(pay.getByTestId('fn-pay-credit')).toBeVisible();
  await pay.getByTestId('fn-pay-confirm').click();
  await expect(pay).toBeHidden();
  await expect(open).toHaveCount(0);
  expect((await call<{ status: string }>(fb, 'GET', `/finance/bills/${bill!.id}`)).data.status).toBe('SETTLED');

  // 余额 and the receivables report read the ledger: the merchant's receivable is back where it was
  expect(await receivable()).toBe(receivableBefore);
  await fb.goto(`${base()}/saas/finance/balance/index?party_type=consignor&keyword=${encodeURIComponent(order.consignor_name)}`);
  const party = fb.locator('[data-testid=fn-balances] .dt-row', { hasText: order.consignor_name });
  await expect(party).toHaveCount(1);
  await expect(party).toContainText(yuan(receivableBefore));
  await fb.goto(`${base()}/saas/report/receivable/index?consignor_id=${owner}`);
  await expect(fb.getByTestId('receivable-total')).toHaveText(yuan(receivableBefore));
  await financeBack.close();
});
