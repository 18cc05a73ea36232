/**
 * Issue 19, abnormal handling at the desk: the desk registers a damaged product on a fresh order of the merchant
 * 示例商贸 with two photos (one carton ticked; a missing description refused at its field first), checks (accepts)
 * it from 异常审核 naming the responsible party, tracks a refund to the merchant until paid, ends it from its detail with a resolution; the merchant finds it
 * under /da/abnormal and opens it. Shots of the list, the form and the detail at 1366, 1024 and 390.
 * The field's offline registration and the rest of the flow (stock, fees, claim, finance) are
 * abnormal-flow.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { call, pngOf, shot, signIn } from './helpers';
import { base } from './ports';

// this spec's pages run the service worker (offline starts, its caches, its updates); the others block it (playwright.config.ts)
test.use({ serviceWorkers: 'allow' });

const SIZES = [
  { width: 1366, height: 768 },
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
];

/** a new order of the merchant 示例商贸 (two units: at least two cartons), submitted and approved */
async function merchantOrder(page: Page): Promise<string> {
  const consignors = await call<{ list: { id: number; name: string }[] }>(page, 'GET', '/user/resource_binding/consignor/list?page=1&per_page=50');
  const consignor = consignors.data.list.find((c) => c.name === '示例商贸')!.id;
  const product = (await call<{ list: { id: number }[] }>(page, 'GET', '/user/product/getAllProduct')).data.list[0].id;
  const tag = `${Date.now() % 1_000_000}`;
  const created = await call<{ order_no: string; status: string }>(page, 'POST', '/order/orders', {
    variant: 'waybill',
    consignor_resource_id: consignor,
    end_contact: `异常${tag}`,
    end_tel: `136${tag.padStart(8, '0')}`,
    end_province_code: '310000',
    end_city_code: '310100',
    end_district_code: '310101',
    end_address: `异常路${tag}号`,
    products: [{ product_id: product, quantity: 2 }],
    services_pkg_code: 'DELIVERY',
    submit: true,
  });
  expect(created.code, created.msg).toBe('0');
  let status = created.data.status;
  for (const [from, action] of [['DRAFT', 'submit'], ['PENDING_REVIEW', 'approve']] as const) {
    if (status !== from) continue;
    const res = await call<{ order: { status: string } }>(page, 'POST', `/order/orders/${created.data.order_no}/actions/${action}`, {});
    expect(res.code, res.msg).toBe('0');
    status = res.data.order.status;
  }
  return created.data.order_no;
}

async function shots(page: Page, name: string, ready: () => Promise<void>) {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.reload();
    await ready();
    await page.screenshot({ path: shot(`abnormal-${name}-${size.width}`) });
  }
  await page.setViewportSize(SIZES[0]);
}

test('the desk registers a damaged product with two photos, accepts it, tracks a refund until paid and ends it; the merchant sees it', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(SIZES[0]);
  await signIn(page);
  const orderNo = await merchantOrder(page);

  await page.goto(`${base()}/saas/abnormal/create/index`);
  await expect(page.getByTestId('ab-list')).toBeVisible();
  await page.getByTestId('ab-register').click();
  const form = page.getByTestId('ab-register-form');
  await form.getByTestId('ab-form-order').fill(orderNo);
  await form.getByTestId('ab-form-order').press('Enter');
  const cartons = (await call<{ package: number }>(page, 'GET', `/order/orders/${orderNo}`)).data.package;
  expect(cartons).toBeGreaterThanOrEqual(2);
  await expect(form.getByTestId('ab-form-carton')).toHaveCount(cartons);
  await form.locator(`[data-testid=ab-form-carton][data-no="${orderNo}-002"]`).click();
  await expect(form.locator('[data-testid=ab-form-carton][data-state=checked]')).toHaveCount(1);
  // the type is an extendable select: a type typed in is stored as the company's abnormal type and chosen
  const types = form.getByTestId('ab-form-type-field');
  const newType = `松动${Math.random().toString(36).slice(2, 6)}`;
  await form.getByTestId('ab-form-type-add').click();
  await form.getByTestId('ab-form-type-text').fill(newType);
  await form.getByTestId('ab-form-type-save').click();
  await expect(form.getByTestId('ab-form-type-text')).toBeHidden();
  await expect(types.locator('option:checked')).toHaveText(newType);
  expect(await types.inputValue()).toMatch(/^U[A-Z0-9]+$/);
  const damage = await types.locator('option').evaluateAll((os) => (os as HTMLOptionElement[]).find((o) => /DAMAGE/i.test(o.value))?.value ?? (os as HTMLOptionElement[])[1].value);
  await types.selectOption(damage);
  // the responsible party's who: a fitting worker when found at installation (with its own add item), none for 'not known'
  await form.getByTestId('ab-form-party').selectOption('delivery');
  await form.getByTestId('ab-form-stage').selectOption('installation');
  await form.getByTestId('ab-form-who-input').click();
  await page.getByTestId('ab-form-who-add').click();
  const addWorker = page.getByRole('dialog').filter({ hasText: 'Add fitting worker' });
  await expect(addWorker).toBeVisible();
  await addWorker.locator('[data-testid$="-cancel"]').click();
  await expect(addWorker).toBeHidden();
  await form.getByTestId('ab-form-party').selectOption('');
  await expect(form.getByTestId('ab-form-who')).toHaveCount(0);
  // nothing described: refused at its field, nothing sent
  await form.getByTestId('ab-form-submit').click();
  await expect(form.getByText('Describe the exception')).toBeVisible();
  await form.getByTestId('ab-form-description').fill('沙发扶手划伤，外箱破损');
  await form.getByTestId('ab-form-photos').getByTestId('image-uploader-input').setInputFiles([
    { name: 'scratch.png', mimeType: 'image/png', buffer: await pngOf(page, '#c53030') },
    { name: 'box.png', mimeType: 'image/png', buffer: await pngOf(page, '#2b6cb0') },
  ]);
  await expect(form.locator('[data-testid=image-tile][data-status=done]')).toHaveCount(2, { timeout: 20_000 });
  await page.screenshot({ path: shot('abnormal-form-1366') });
  await form.getByTestId('ab-form-submit').click();

  const detail = page.getByTestId('ab-detail');
  await expect(detail).toHaveAttribute('data-status', 'registered');
  const abnormalNo = (await page.getByTestId('ab-detail-no').textContent())!.trim();
  expect(abnormalNo).toMatch(/^YC\d{10}$/);
  await expect(detail.getByTestId('ab-detail-photo')).toHaveCount(2);
  await expect(detail.getByTestId('ab-detail-package')).toHaveText([`${orderNo}-002`]);

  // 异常审核: accept from the row, naming the responsible party
  await page.goto(`${base()}/saas/abnormal/check/index?keyword=${abnormalNo}`);
  const row = page.locator('.dt-row', { hasText: abnormalNo });
  await row.getByTestId('ab-row-accept').click();
  const dialog = page.getByTestId('ab-action-dialog');
  await dialog.getByTestId('ab-dialog-submit').click();
  await expect(dialog.getByTestId('ab-action-error')).toHaveText('Decide the responsible party first');
  await dialog.getByTestId('ab-action-party').selectOption('delivery');
  await dialog.getByTestId('ab-dialog-submit').click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.dt-row', { hasText: abnormalNo })).toHaveCount(0);

  // 异常完结: the detail ends it with a resolution
  await page.goto(`${base()}/saas/abnormal/end/index?keyword=${abnormalNo}`);
  await page.locator('.dt-row', { hasText: abnormalNo }).getByTestId('ab-row-no').click();
  await expect(detail).toHaveAttribute('data-status', 'accepted');
  // a refund to the merchant tracked until paid: the first handling starts handling; the record ends once it is paid
  await page.getByTestId('ab-detail-add-handling').click();
  const add = page.getByTestId('ab-handling-create');
  await add.getByTestId('ab-handling-amount').fill('50.5');
  await add.getByTestId('ab-handling-create-submit').click();
  await expect(detail).toHaveAttribute('data-status', 'handling');
  await page.getByTestId('ab-detail-handling-approve').click();
  await page.getByTestId('ab-handling-submit').click();
  await page.getByTestId('ab-detail-handling-pay').click();
  await page.getByTestId('ab-handling-payment').fill('PAY-0001');
  await page.getByTestId('ab-handling-submit').click();
  await expect(detail.locator('[data-testid=ab-detail-handling][data-kind=refund]')).toHaveAttribute('data-status', 'paid');
  await page.getByTestId('ab-detail-end').click();
  await dialog.getByTestId('ab-action-resolution').fill('已补发扶手配件，客户确认');
  await dialog.getByTestId('ab-dialog-submit').click();
  await expect(detail).toHaveAttribute('data-status', 'ended');
  await expect(detail.locator('[data-testid=ab-detail-event][data-action=end]')).toBeVisible();
  await shots(page, 'detail', () => expect(page.getByTestId('ab-detail-status')).toBeVisible());
  await page.goto(`${base()}/saas/abnormal/archive/index`);
  await shots(page, 'list', () => expect(page.locator('.dt-row').first()).toBeVisible());

  // the merchant follows it on DA
  const merchant = await browser.newContext({ viewport: SIZES[0] });
  const mp = await merchant.newPage();
  await signIn(mp, 'consignor', 'consignor123', 'da');
  await mp.goto(`${base('da')}/da/abnormal/create/index?keyword=${abnormalNo}`);
  const mine = mp.locator('.dt-row', { hasText: abnormalNo });
  await expect(mine).toHaveCount(1);
  await mine.getByTestId('ab-row-no').click();
  await expect(mp.getByTestId('ab-detail')).toHaveAttribute('data-status', 'ended');
  await expect(mp.getByTestId('ab-detail-end')).toHaveCount(0);
  await mp.screenshot({ path: shot('abnormal-merchant-1366') });
  await merchant.close();
});
