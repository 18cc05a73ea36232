/**
 * Ticket desk (issue 7): the list per /saas/ticket route with status tabs and counts, timed-out rows red, the
 * finance review queue, a viewer without action buttons, a reject with a reason from the detail screen that shows in
 * the history, a comment with an image. Screenshots: list and detail at 1366×768, detail at 390×844.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { call, chooseBusinessUnit, shot, signIn } from './helpers';
import { base } from './ports';

test.describe.configure({ mode: 'serial' });

const LISTS: Array<[string, string]> = [
  ['/saas/ticket/v2/index', 'ALL'],
  ['/saas/ticket/expense/index', 'EXPENSE'],
  ['/saas/ticket/call/index', 'CALL'],
  ['/saas/ticket/claim/index', 'CLAIM'],
  ['/saas/ticket/branchReport/index', 'BRANCH_REPORT'],
  ['/saas/ticket/urge/index', 'URGE'],
  ['/saas/ticket/escalation/index', 'ESCALATION'],
];

async function zh(page: Page) {
  await page.context().addCookies([{ name: 'language', value: 'zh', url: base('bang') }]);
}

async function open(page: Page, path: string) {
  await page.goto(`${base('bang')}${path}`);
}

/** A second browser signed in as the executor, on a ticket's detail. */
async function executorOn(browser: Browser, ticketId: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await zh(page);
  await signIn(page, 'executor', 'executor123', 'bang');
  await chooseBusinessUnit(page);
  await open(page, `/saas/ticket/v2/detail/${ticketId}`);
  await expect(page.getByTestId('ticket-detail-screen')).toBeVisible();
  return page;
}

/**
 * A claim of the signed-in executor's own, on an order of one of its claims, accepted (through the API): its id, its
 * order and the order's consignor (a settle target).
 */
async function acceptedClaim(page: Page, payload: { description: string; claim_amount: string }) {
  const schema = (await call<{ list: { id: number }[] }>(page, 'GET', '/order/ticket-schemas?type=CLAIM')).data.list[0].id;
  const claims = await call<{ list: { order_id: number | null }[] }>(page, 'GET', '/order/tickets?type=CLAIM&per_page=50');
  const orderId = claims.data.list.find((r) => r.order_id)!.order_id!;
  const full = { claim_kind: 'DAMAGE', damaged_qty: 1, ...payload, order_id: orderId };
  const created = await call<{ id: number }>(page, 'POST', '/order/ticket/', { schema_id: schema, payload: full });
  expect(created.code, created.msg).toBe('0');
  const id = created.data.id;
  expect((await call(page, 'POST', `/order/ticket/${id}/actions/accept`, {})).code).toBe('0');
  const consignor = (await call<Record<string, { id: number; name: string }[]>>(page, 'GET', `/order/orders/${orderId}/settle-targets`)).data.CONSIGNOR[0];
  return { id, orderId, consignor, payload: full };
}

/** A claim of the executor's own, accepted, with one compensation row, in finance review with `financialUid`: its id. */
async function ticketInReview(browser: Browser, financialUid: number): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'executor', 'executor123', 'bang');
  await chooseBusinessUnit(page);
  const { id, consignor, payload } = await acceptedClaim(page, { description: '餐桌桌面划伤，财务审核', claim_amount: '45.00' });
  const fees = [{ direction: 'OUTLAY', code: 'COMPENSATION', settle_target_type: 'CONSIGNOR', settle_target_id: consignor.id, amount: '45.00', settlement_method_code: 'MONTHLY' }];
  const saved = await call(page, 'PUT', `/order/ticket/${id}`, { payload: { ...payload, fees } });
  expect(saved.code, saved.msg).toBe('0');
  const submitted = await call<{ status: string }>(page, 'POST', `/order/ticket/${id}/actions/submit_for_finance_review`, { financial_uid: financialUid });
  expect(submitted.code, submitted.msg).toBe('0');
  expect(submitted.data.status).toBe('FINANCE_REVIEWING');
  await context.close();
  return id;
}

interface Row {
  id: number;
  status: string;
  type: string;
  is_timed_out: boolean;
}

test('every ticket list renders its tabs with counts; timed-out rows are red; a row opens the ticket', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await zh(page);
  await signIn(page, 'executor', 'executor123', 'bang');
  // the executor works in two business units: the chooser asks first
  await chooseBusinessUnit(page);
  for (const [path, type] of LISTS) {
    // the counts come from /order/tickets/stats?type=
    // (other specs create tickets meanwhile: the tab shows the count of the moment the page loaded)
    const totalNow = async () =>
      (await call<{ list: { status: string; count: number }[] }>(page, 'GET', `/order/tickets/stats${type === 'ALL' ? '' : `?type=${type}`}`)).data.list.reduce((n, s) => n + s.count, 0);
    const before = await totalNow();
    await open(page, path);
    const screen = page.getByTestId('ticket-list-screen');
    await expect(screen).toHaveAttribute('data-type', type);
    const tabCount = async () => Number(((await page.getByTestId('table-tab-all').textContent()) ?? '').replace(/\D/g, '') || -1);
    await expect(page.getByTestId('table-tab-all')).toHaveText(/^全部（\d+）$/);
    // (the tab reads 0 until the counts arrive)
    // (a count of the previous list may stay on the tab until this one's arrives: wait for one within range)
    await expect
      .poll(async () => {
        const n = await tabCount();
        return n >= before && n <= (await totalNow());
      })
      .toBe(true);
    const shown = await tabCount();
    const total = shown;
    await expect(page.getByTestId('table-tab-FINANCE_REVIEWING')).toContainText('财务审核中');
    if (total > 0) await expect(page.locator('.dt-row').first()).toBeVisible();
  }

  // the seeded urge ticket (4 h limit, opened 6 h ago) is timed out: red in the list
  const urges = await call<{ list: Row[] }>(page, 'GET', '/order/tickets?type=URGE&per_page=50');
  const late = urges.data.list.find((r) => r.is_timed_out);
  expect(late, 'a timed-out URGE ticket is seeded').toBeTruthy();
  await open(page, '/saas/ticket/urge/index');
  const row = page.locator(`.dt-row[data-row-id="${late!.id}"]`);
  await expect(row).toHaveAttribute('data-tone', 'danger');
  await expect(row.locator('[data-col=timed_out]')).toHaveText('是');

  // a status tab filters and lands in the URL
  await open(page, '/saas/ticket/v2/index');
  await page.getByTestId('table-tab-SUBMITTED').click();
  await expect(page).toHaveURL(/tab=SUBMITTED/);
  // (the previous page stays on screen until the filtered one arrives)
  await expect(page.locator('.dt-row [data-col=status]').filter({ hasNotText: /^待受理$/ })).toHaveCount(0);
  await expect(page.locator('.dt-row').first()).toBeVisible();
  await page.getByTestId('table-tab-all').click();
  await expect(page.locator('.dt-row').first()).toBeVisible();
  await page.screenshot({ path: shot('tickets-desk-list') });

  // a click on the row (not on a link) opens the detail
  await open(page, '/saas/ticket/urge/index');
  await page.locator(`.dt-row[data-row-id="${late!.id}"] [data-col=requester]`).click();
  await expect(page).toHaveURL(new RegExp(`/saas/ticket/v2/detail/${late!.id}$`));
  await expect(page.getByTestId('ticket-detail-timed-out')).toBeVisible();
  await expect(page.getByTestId('ticket-detail-role')).toContainText('处理人');
  // the executor has actions on an IN_PROGRESS urge ticket; save is never in the bar
  await expect(page.getByTestId('ticket-action-bar')).toBeVisible();
  await expect(page.getByTestId('ticket-action-save')).toHaveCount(0);

  // the order number filter: in the URL, the rows and the counts of that order only
  await open(page, '/saas/ticket/v2/index');
  const withOrder = (await call<{ list: Array<Row & { order_no: string | null }> }>(page, 'GET', '/order/tickets?per_page=50')).data.list.find((r) => r.order_no)!;
  const ofOrder = (await call<{ total: number }>(page, 'GET', `/order/tickets?order_no=${withOrder.order_no}`)).data.total;
  await page.getByTestId('ticket-filter-order-no').fill(withOrder.order_no!);
  await page.getByTestId('ticket-filter-order-no').press('Enter');
  await expect(page).toHaveURL(new RegExp(`order_no=${withOrder.order_no}`));
  // (other specs may add tickets to the same order meanwhile: the count of the moment the page loaded)
  const tabOfOrder = async () => Number(((await page.getByTestId('table-tab-all').textContent()) ?? '').replace(/\D/g, '') || -1);
  // (the unfiltered count stays on the tab until the filtered one arrives: wait for a count within the order's range)
  const totalOfOrder = async () => (await call<{ total: number }>(page, 'GET', `/order/tickets?order_no=${withOrder.order_no}`)).data.total;
  await expect
    .poll(async () => {
      const n = await tabOfOrder();
      return n >= ofOrder && n <= (await totalOfOrder());
    })
    .toBe(true);
  const shownOfOrder = await tabOfOrder();
  await expect(page.locator('.dt-row')).toHaveCount(Math.min(shownOfOrder, 20));
  await expect(page.locator('.dt-row [data-col=order_no]').filter({ hasNotText: withOrder.order_no! })).toHaveCount(0);
  await page.getByTestId('ticket-filter-order-no').fill('');
  await page.getByTestId('ticket-filter-search').click();
  await expect(page).not.toHaveURL(/order_no=/);

  // a phone: heading, scope switch and create button wrap above the table, nothing wider than the screen
  await page.setViewportSize({ width: 390, height: 844 });
  // (the branch-report list: no other spec makes those, so the seeded one is first)
  await open(page, '/saas/ticket/branchReport/index?scope=mine');
  await expect(page.getByTestId('ticket-scope-mine')).toHaveAttribute('aria-checked', 'true');
  // sub-types by the template's labels (网点报备 DELAY → 延误)
  await expect(page.locator('.dt-row [data-col=sub_type]').first()).toHaveText('延误');
  await page.screenshot({ path: shot('tickets-desk-list-phone') });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(1);
  await page.setViewportSize({ width: 1366, height: 768 });

  // 新建工单: choose a template → the create screen with its schema_id
  await open(page, '/saas/ticket/claim/index');
  await page.getByTestId('ticket-create').click();
  await page.getByTestId('ticket-schema-chooser').getByTestId('ticket-schema-CLAIM').click();
  await expect(page).toHaveURL(/\/saas\/ticket\/v2\/create\?schema_id=\d+/);
});

test("the finance review queue shows finance's FINANCE_REVIEWING tickets; reject with a reason shows in the history", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await zh(page);
  await signIn(page, 'finance', 'finance123', 'bang');
  // a ticket of its own in finance's queue (ticket-flow and abnormal-flow put theirs there meanwhile): the executor
  // makes a claim, accepts it, adds a compensation row and submits it for finance's review, through the API
  const finance = (await call<{ id: number }>(page, 'GET', '/user/users/getUserByToken')).data.id;
  const target = { id: await ticketInReview(page.context().browser()!, finance) };
  await open(page, '/saas/ticket/v2/index');
  await page.getByTestId('ticket-scope-finance_review').click();
  await expect(page).toHaveURL(/scope=finance_review/);
  await expect(page.getByTestId('ticket-link').filter({ hasText: new RegExp(`^${target.id}$`) })).toBeVisible();
  // every row of the queue is in finance review, and the tab counts are the queue's (its two tabs, the same figure)
  await expect(page.locator('.dt-row [data-col=status]').filter({ hasNotText: /^财务审核中$/ })).toHaveCount(0);
  // (the previous scope's counts stay on the tabs until the queue's arrive: wait for the queue's own — both tabs equal)
  const tabCount = async (id: string) => Number(((await page.getByTestId(id).innerText()).match(/（(\d+)）$/) ?? [])[1] ?? -1);
  await expect
    .poll(async () => {
      const [all, reviewing] = [await tabCount('table-tab-all'), await tabCount('table-tab-FINANCE_REVIEWING')];
      return all > 0 && all === reviewing;
    })
    .toBe(true);
  await expect(page.getByTestId('table-tab-all')).toHaveText(/^全部（\d+）$/);
  await expect(page.getByTestId('ticket-scope-finance_review')).toHaveAttribute('aria-checked', 'true');

  await page.getByTestId('ticket-link').filter({ hasText: new RegExp(`^${target.id}$`) }).click();
  await expect(page.getByTestId('ticket-detail-screen')).toHaveAttribute('data-status', 'FINANCE_REVIEWING');
  await expect(page.getByTestId('ticket-detail-role')).toContainText('财务审核人');
  await expect(page.getByTestId('ticket-detail-financial')).toContainText('财务小周');
  await expect(page.getByTestId('ticket-action-finance_complete')).toBeVisible();

  // the executor has the same ticket open elsewhere: it follows live (ticket:changed)
  const watcher = await executorOn(page.context().browser()!, target.id);
  await expect(watcher.getByTestId('ticket-detail-status')).toHaveText('财务审核中');
  await expect(watcher.getByTestId('ticket-no-actions')).toBeVisible();

  // reject needs a reason
  await page.getByTestId('ticket-action-reject').click();
  const dialog = page.getByTestId('ticket-action-dialog');
  await expect(dialog).toHaveAttribute('data-action', 'reject');
  await dialog.getByTestId('ticket-action-submit').click();
  await expect(dialog).toContainText('请填写原因');
  await dialog.getByTestId('ticket-action-reason').fill('赔付金额与照片不符，请核实');
  await dialog.getByTestId('ticket-action-submit').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('ticket-detail-status')).toHaveText('已拒绝');
  await expect(page.getByTestId('ticket-detail-reject-reason')).toContainText('赔付金额与照片不符，请核实');
  const event = page.getByTestId('ticket-event').filter({ has: page.locator('text=驳回') }).last();
  await expect(event).toContainText('财务审核中 → 已拒绝');
  await expect(event).toContainText('原因：赔付金额与照片不符，请核实');
  await expect(event).toContainText('财务小周');
  // the reviewer has nothing left to do on it
  await expect(page.getByTestId('ticket-no-actions')).toBeVisible();
  // … and the executor's open screen shows the rejection and its next step without a reload
  await expect(watcher.getByTestId('ticket-detail-status')).toHaveText('已拒绝', { timeout: 10_000 });
  await expect(watcher.getByTestId('ticket-action-return_to_in_progress')).toBeVisible();
  await expect(watcher.getByTestId('ticket-event').filter({ hasText: '原因：赔付金额与照片不符，请核实' })).toBeVisible();
  await watcher.context().close();

  // a comment with an image
  const png = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 240;
    canvas.height = 160;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#c05621';
    ctx.fillRect(0, 0, 240, 160);
    ctx.fillStyle = '#fff';
    ctx.fillRect(40, 40, 160, 80);
    return canvas.toDataURL('image/png').split(',')[1];
  });
  await page.getByTestId('ticket-comment-input').fill('请补充破损照片的拍摄时间');
  const uploader = page.getByTestId('ticket-comment-images-input');
  await uploader.getByTestId('image-uploader-input').setInputFiles({ name: 'damage.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });
  await expect(uploader.locator('[data-testid="image-tile"][data-status="done"]')).toHaveCount(1, { timeout: 20_000 });
  await page.getByTestId('ticket-comment-send').click();
  const comment = page.getByTestId('ticket-comment').filter({ hasText: '请补充破损照片的拍摄时间' });
  await expect(comment).toBeVisible();
  await expect(comment.getByTestId('ticket-comment-image')).toHaveCount(1);
  await expect(uploader.getByTestId('image-tile')).toHaveCount(0);
  await comment.getByTestId('ticket-comment-image').click();
  await expect(page.getByTestId('image-viewer')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('image-viewer')).toBeHidden();

  // the toasts gone, so the header shows in the screenshots
  await expect(page.locator('[data-scope="toast"][data-part="root"]')).toHaveCount(0, { timeout: 15_000 });
  await page.screenshot({ path: shot('tickets-desk-detail'), fullPage: true });
  // a phone opens the same ticket
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByTestId('ticket-detail-side')).toBeVisible();
  await expect(page.getByTestId('ticket-comment-image')).toHaveCount(1);
  await page.screenshot({ path: shot('tickets-desk-detail-phone') });
  await page.screenshot({ path: shot('tickets-desk-detail-phone-full'), fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
});

test('a viewer (neither handler nor reviewer) sees the ticket without action buttons', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await zh(page);
  await signIn(page, 'servicer', 'servicer123', 'bang');
  const list = await call<{ list: Array<Row & { role: string }> }>(page, 'GET', '/order/tickets?status=SUBMITTED,IN_PROGRESS&per_page=50');
  const viewed = list.data.list.find((r) => r.role === 'VIEWER');
  expect(viewed, 'a ticket the main account only views').toBeTruthy();
  await open(page, `/saas/ticket/v2/detail/${viewed!.id}`);
  await expect(page.getByTestId('ticket-detail-role')).toContainText('查看者');
  await expect(page.getByTestId('ticket-no-actions')).toBeVisible();
  await expect(page.locator('[data-testid^="ticket-action-"]')).toHaveCount(0);
  // viewers may still comment
  await expect(page.getByTestId('ticket-comment-send')).toBeEnabled();
});

test('submit for finance review asks for a reviewer when the ticket has none', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await zh(page);
  await signIn(page, 'executor', 'executor123', 'bang');
  await chooseBusinessUnit(page);
  // a claim of our own, without a reviewer, accepted and with one compensation row (through the API)
  const { id, consignor } = await acceptedClaim(page, { description: '电视柜侧板开裂，客户拍照', claim_amount: '30.00' });

  // 赔付 from the action bar: the form helper's fee dialog collects the row, the bar runs the action
  await open(page, `/saas/ticket/v2/detail/${id}`);
  await expect(page.getByTestId('ticket-detail-outlay')).toContainText('¥0.00');
  await page.getByTestId('ticket-action-compensate').click();
  const feeDialog = page.getByTestId('fee-action-dialog');
  await expect(feeDialog).toHaveAttribute('data-action', 'compensate');
  await feeDialog.getByTestId('fee-0-direction').selectOption('OUTLAY');
  await feeDialog.getByTestId('fee-0-code').selectOption('COMPENSATION');
  await feeDialog.getByTestId('fee-0-settle_target').selectOption(`CONSIGNOR:${consignor.id}`);
  await feeDialog.getByTestId('fee-0-amount').fill('30.00');
  await feeDialog.getByTestId('fee-0-settlement_method').selectOption('MONTHLY');
  await feeDialog.getByTestId('fee-action-submit').click();
  await expect(feeDialog).toBeHidden();
  await expect(page.getByTestId('ticket-detail-outlay')).toContainText('¥30.00');
  await expect(page.getByTestId('ticket-event').filter({ hasText: '赔付' })).toContainText('新增费用 1 条');
  await expect(page.getByTestId('ticket-detail-financial')).toHaveText('—');
  await page.getByTestId('ticket-action-submit_for_finance_review').click();
  const dialog = page.getByTestId('ticket-action-dialog');
  await dialog.getByTestId('ticket-action-submit').click();
  await expect(dialog).toContainText('请选择财务审核人');
  // the reviewer through the sub-account picker (GET /user/sub_user/)
  // the pick waits for the typed search's answer: a click on the first list's option while that answer replaces the
  // list was lost now and then
  const searched = page.waitForResponse((r) => r.url().includes('/user/sub_user/') && r.url().includes('username=finance'));
  await dialog.getByTestId('ticket-action-reviewer-input').fill('finance');
  await searched;
  await page.getByTestId('ticket-action-reviewer-option').filter({ hasText: '财务小周（finance）' }).click();
  await expect(dialog.getByTestId('ticket-action-reviewer-input')).toHaveValue('财务小周（finance）');
  await dialog.getByTestId('ticket-action-submit').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('ticket-detail-status')).toHaveText('财务审核中');
  await expect(page.getByTestId('ticket-detail-financial')).toContainText('财务小周');
  await expect(page.getByTestId('ticket-event').filter({ hasText: '提交财务审核' })).toContainText('处理中 → 财务审核中');

  // a follow-up ticket names its parent, which links back
  const escalation = (await call<{ list: { id: number }[] }>(page, 'GET', '/order/ticket-schemas?type=ESCALATION')).data.list[0].id;
  const child = await call<{ id: number }>(page, 'POST', '/order/ticket/', { schema_id: escalation, parent_id: id, payload: { level: 'NORMAL', description: '理赔客户情绪激动，升级处理' } });
  expect(child.code, child.msg).toBe('0');
  await open(page, `/saas/ticket/v2/detail/${child.data.id}`);
  await expect(page.getByTestId('ticket-detail-parent')).toContainText(`#${id} · 财务审核中`);
  await page.getByTestId('ticket-detail-parent').getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/saas/ticket/v2/detail/${id}$`));
});
