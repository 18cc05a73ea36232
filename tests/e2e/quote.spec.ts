/**
 * Issue 20, quotes end to end at the desk: a consignor quote template gets a basic card (12.50 元 per piece, made and
 * published through the card screen's row form); 生成商家报价 previews the template's prices +10 % for 示例商贸
 * (12.50 → 13.75) and writes its own published card; a new order of 示例商贸 shows 13.75 per piece on its detail
 * with the explanation (card, version, formula); the consignor's card gets V2 at 20.00 (new version, row edited,
 * published); 重新计价 previews the order's receivable before → after and applies it; the order detail shows 20.00 per piece
 * and the receivable the preview promised.
 * Shots of the card list and the version editor at 1366, 1024 and 390.
 * An Excel rate table with one bad row is refused naming that row and column, nothing saved; fixed, it is imported.
 * The public out-of-area check shows the surcharge of an outer town.
 */
import { expect, test, type Page } from '@playwright/test';
import { formatYuan as yuan } from '../../src/domain/money';
import { writeXlsx } from '../../workers/xlsx/writer';
import { call, freshOrders, shot, signIn } from './helpers';
import { base } from './ports';

const SIZES = [
  { width: 1366, height: 768, name: 'desktop' },
  { width: 1024, height: 768, name: 'tablet' },
  { width: 390, height: 844, name: 'phone' },
];

/** YYYY-MM-DD in China time, `days` from today */
const chinaDay = (days: number) => new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

async function estimatedDelivery(page: Page, orderId: number) {
  await page.goto(`${base()}/bang/order/detail/${orderId}`);
  const panel = page.getByTestId('order-estimated-fees');
  await expect(panel).toBeVisible();
  return panel.getByTestId('order-estimated-line').filter({ hasText: 'In' }).and(page.locator('[data-code="DELIVERY"]'));
}

test('a template card, generated for a consignor, prices its order; a new version is re-priced with a preview', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page);
  const tag = `${Date.now() % 1_000_000}`;
  const templateName = `E2E模板${tag}`;

  // 商家报价模板: a template bound to 示例商贸
  await page.goto(`${base()}/saas/quote/consignorTemplate/index`);
  await page.getByTestId('qt-template-new').click();
  const templateDialog = page.getByTestId('qt-template-dialog');
  await templateDialog.getByTestId('qt-template-name').fill(templateName);
  await templateDialog.getByTestId('qt-template-consignors-pick').selectOption({ label: '示例商贸' });
  await templateDialog.getByTestId('qt-template-consignors-add').click();
  await expect(templateDialog.getByTestId('qt-template-consignors-chip')).toHaveText('示例商贸');
  await templateDialog.getByTestId('qt-template-dialog-submit').click();
  await expect(templateDialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: templateName })).toContainText('示例商贸');

  // 商家基础报价: the template's card from yesterday, one row of 12.50 元 per piece, published
  await page.goto(`${base()}/saas/quote/consignorBasic/index`);
  await page.getByTestId('qt-card-new').click();
  const create = page.getByTestId('qt-card-create');
  await create.getByTestId('qt-card-party-type').selectOption('TEMPLATE');
  await create.getByTestId('qt-card-party').selectOption({ label: templateName });
  await create.getByTestId('qt-card-from').fill(chinaDay(-1));
  await create.getByTestId('qt-card-create-submit').click();
  await expect(page.getByTestId('qt-card-detail')).toBeVisible();
  await expect(page.getByTestId('qt-version')).toHaveAttribute('data-state', 'DRAFT');

  await page.getByTestId('qt-row-add').click();
  const rowDialog = page.getByTestId('qt-row-dialog');
  await rowDialog.getByTestId('qt-row-unit').fill('12.505');
  await rowDialog.getByTestId('qt-row-dialog-submit').click();
  await expect(rowDialog).toContainText('Amounts have at most 2 decimals');
  await rowDialog.getByTestId('qt-row-unit').fill('12.50');
  await rowDialog.getByTestId('qt-row-dialog-submit').click();
  await expect(rowDialog).toBeHidden();
  await expect(page.getByTestId('qt-version').getByRole('row').filter({ hasText: 'Delivery' })).toContainText('¥12.50/pc');
  for (const s of SIZES) {
    await page.setViewportSize(s);
    await page.reload();
    await page.getByTestId('qt-version').getByRole('row').filter({ hasText: 'Delivery' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot(`quote-version-editor-${s.name}`) });
  }
  await page.setViewportSize(SIZES[0]);
  await page.getByTestId('qt-version-publish').click();
  await page.getByTestId('qt-version-confirm-submit').click();
  await expect(page.getByTestId('qt-version')).toHaveAttribute('data-state', 'PUBLISHED');

  // 生成商家报价: +10 %, published, from yesterday — the preview shows 12.50 → 13.75
  await page.goto(`${base()}/saas/quote/consignorGenerate/index`);
  await page.getByTestId('qt-generate-template').selectOption({ label: templateName });
  await expect(page.getByTestId('qt-generate-consignors-chip')).toHaveText('示例商贸');
  await page.getByTestId('qt-generate-adjust').fill('10');
  await page.getByTestId('qt-generate-from').fill(chinaDay(-1));
  await page.getByTestId('qt-generate-publish').click();
  await page.getByTestId('qt-generate-preview').click();
  const change = page.getByTestId('qt-generate-result').getByRole('row').filter({ hasText: '示例商贸' }).first();
  await expect(change).toContainText('12.50');
  await expect(change).toContainText('13.75');
  await page.screenshot({ path: shot('quote-generate-preview-desktop') });
  await page.getByTestId('qt-generate-save').click();
  await expect(page.getByTestId('qt-generate-result')).toBeHidden();

  // a new order of 示例商贸: 13.75 receivable, and why
  const consignorId = (await call<{ list: { id: number; name: string }[] }>(page, 'GET', '/user/resource_binding/consignor/list?page=1&per_page=50')).data.list.find((c) => c.name === '示例商贸')!.id;
  const [orderNo] = await freshOrders(page, 1, 'TO_RECEIVE', { consignor: '示例商贸', label: '报价', tag });
  const order = (await call<{ id: number; package: number }>(page, 'GET', `/order/orders/${orderNo}`)).data;
  const orderId = order.id;
  // priced per piece: every carton of the order
  const pieces = order.package;
  let line = await estimatedDelivery(page, orderId);
  await expect(line.getByTestId('order-estimated-amount')).toHaveText(yuan(1375 * pieces));
  await line.getByTestId('order-estimated-why').click();
  const why = page.getByTestId('order-estimated-explanation');
  await expect(why).toContainText('V1');
  await expect(why).toContainText('own card');
  // the quote engine's formula words its figures itself (src/domain/quote/engine-text.ts), money by the one money rule
  await expect(why).toContainText(`¥13.75/pc × ${pieces} pc = ${yuan(1375 * pieces)}`);
  await page.getByTestId('order-estimated-fees').scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot('quote-order-fees-desktop') });

  // the consignor's own card: V2 from today at 20.00
  const cards = await call<{ list: { id: number; party_id: number | null; party_type: string }[] }>(page, 'GET', `/quote/cards?kind=CONSIGNOR_BASIC&party_type=CONSIGNOR&party_id=${consignorId}`);
  const own = cards.data.list.find((c) => c.party_id === consignorId)!;
  await page.goto(`${base()}/saas/quote/consignorBasic/index?keyword=${encodeURIComponent('示例商贸')}`);
  await expect(page.getByTestId('qt-card-list').getByRole('row').filter({ hasText: '示例商贸' }).first()).toContainText('CNY');
  for (const s of SIZES) {
    await page.setViewportSize(s);
    await page.reload();
    await expect(page.getByTestId('qt-card-list').getByRole('row').filter({ hasText: '示例商贸' }).first()).toBeVisible();
    await page.screenshot({ path: shot(`quote-card-list-${s.name}`) });
  }
  await page.setViewportSize(SIZES[0]);
  await page.goto(`${base()}/saas/quote/card/${own.id}`);
  await page.getByTestId('qt-version-new').click();
  await page.getByTestId('qt-version-create-from').fill(chinaDay(0));
  await page.getByTestId('qt-version-create-submit').click();
  const v2 = page.getByTestId('qt-version');
  await expect(v2).toHaveAttribute('data-state', 'DRAFT');
  const v2No = await v2.getAttribute('data-no');
  await v2.getByTestId('qt-row-edit').first().click();
  await rowDialog.getByTestId('qt-row-unit').fill('20');
  await rowDialog.getByTestId('qt-row-dialog-submit').click();
  await expect(rowDialog).toBeHidden();
  await expect(v2.getByRole('row').filter({ hasText: 'Delivery' })).toContainText('¥20.00/pc');
  await page.getByTestId('qt-version-publish').click();
  await page.getByTestId('qt-version-confirm-submit').click();
  await expect(page.getByTestId('qt-version')).toHaveAttribute('data-state', 'PUBLISHED');
  await expect(page.getByTestId('qt-version')).toHaveAttribute('data-no', v2No!);

  // 重新计价: preview (the order's receivable before → after), apply; the delivery fee is 20.00 per piece after
  type Fees = { totals: { INCOME: number; OUTLAY: number } };
  const before = (await call<Fees>(page, 'GET', `/quote/orders/${orderId}/fees`)).data.totals.INCOME;
  await page.goto(`${base()}/saas/quote/overall/index`);
  await page.getByTestId('qt-reprice-orders').fill(orderNo);
  await page.getByTestId('qt-reprice-preview').click();
  const summary = page.getByTestId('qt-reprice-summary');
  await expect(summary).toContainText('1 orders, 1 change');
  const previewRow = page.getByTestId('qt-reprice-result').getByRole('row').filter({ hasText: orderNo });
  await expect(previewRow).toContainText(yuan(before));
  await page.getByTestId('qt-reprice').scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot('quote-overview-reprice-desktop') });
  const previewText = `${await summary.textContent()} ${await previewRow.textContent()}`;
  await page.getByTestId('qt-reprice-apply').click();
  await expect(page.getByTestId('qt-reprice-result')).toBeHidden();

  line = await estimatedDelivery(page, orderId);
  await expect(line.getByTestId('order-estimated-amount')).toHaveText(yuan(2000 * pieces));
  // what the preview promised is what apply wrote (ratio lines over the delivery fee move with it)
  const after = (await call<Fees>(page, 'GET', `/quote/orders/${orderId}/fees`)).data.totals.INCOME;
  expect(after - before).toBeGreaterThanOrEqual(625 * pieces);
  expect(previewText).toContain(yuan(after));
  expect(previewText).toContain(`+${yuan(after - before)}`);
});

test('the public out-of-area check answers for an area and address, and refuses a page without a link', async ({ page, browser }) => {
  await signIn(page);
  const token = (await call<{ token: string }>(page, 'GET', '/transit/public-link')).data.token;
  const visitor = await browser.newContext({ viewport: SIZES[2] });
  const pub = await visitor.newPage();
  await pub.goto(`${base()}/order/price`);
  await expect(pub.getByRole('alert')).toHaveText('This link is not valid');
  await pub.goto(`${base()}/order/price?c=${encodeURIComponent(token)}`);
  await pub.getByTestId('public-price-area').click();
  await pub.getByTestId('public-price-area-filter').fill('黄浦区');
  await pub.locator('[role=treeitem][data-value="310101"]').click();
  await pub.getByTestId('public-price-address').fill('南京东路100号');
  await pub.getByTestId('public-price-check').click();
  const answer = pub.getByTestId('public-price-answer');
  await expect(answer).toHaveAttribute('data-served', '1');
  await expect(answer).toContainText('Delivered to this address');
  await pub.screenshot({ path: shot('quote-public-price-phone') });
  // an outer town of Qingpu (the demo's default over-distance card: 朱家角 is 25 km beyond, 3.00 元/km)
  await pub.getByTestId('public-price-area').click();
  await pub.getByTestId('public-price-area-filter').fill('青浦区');
  await pub.locator('[role=treeitem][data-value="310118"]').click();
  await pub.getByTestId('public-price-address').fill('朱家角镇新风路8号');
  await pub.getByTestId('public-price-check').click();
  await expect(answer).toHaveAttribute('data-served', '1');
  await expect(answer).toContainText('25');
  await expect(answer).toContainText('75.00');
  await expect(answer).toContainText('朱家角');
  await pub.screenshot({ path: shot('quote-public-price-surcharge-phone') });
  await visitor.close();
});

test('an Excel rate table with a bad row names it and saves nothing; fixed, it is imported', async ({ page }) => {
  await signIn(page);
  const tag = `${Date.now() % 1_000_000}`;
  // a draft of the company's default 落地配 card (created when the demo has none)
  type Card = { id: number; party_id: number | null; versions: { id: number; state: string }[] };
  const list = (await call<{ list: Card[] }>(page, 'GET', '/quote/cards?kind=LAND')).data.list;
  let cardId = list.find((c) => c.party_id === null)?.id;
  if (cardId === undefined) {
    const created = await call<Card>(page, 'POST', '/quote/cards', { kind: 'LAND', name: `落地配${tag}`, party_type: 'DELIVERY', party_id: null, effective_from: chinaDay(1), rows: [] });
    expect(created.status, created.msg).toBe(200);
    cardId = created.data.id;
  } else {
    const v = await call<{ id: number }>(page, 'POST', `/quote/cards/${cardId}/versions`, { effective_from: chinaDay(300), rows: [] });
    expect(v.status, v.msg).toBe(200);
  }
  const header = ['省编码', '市编码', '区县编码', '费用项', '计费方式', '计价模式', '单价(元)', '最低收费(元)'];
  const sheet = (third: string) =>
    Buffer.from(
      writeXlsx(
        header.map((title) => ({ title })),
        [
          ['310000', '', '', 'LAND', 'PIECE', 'UNIT', '8.50', '20'],
          ['320000', '320500', '', 'LAND', 'PIECE', 'UNIT', third, ''],
        ],
      ),
    );
  const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  await page.goto(`${base()}/saas/quote/card/${cardId}`);
  const version = page.getByTestId('qt-version');
  await expect(version).toHaveAttribute('data-state', 'DRAFT');
  await expect(page.getByTestId('qt-card-currency')).toHaveText('Renminbi (CNY)');
  const versionId = async () => {
    const card = (await call<Card>(page, 'GET', `/quote/cards/${cardId}`)).data;
    return card.versions.find((v) => v.state === 'DRAFT')!.id;
  };
  const rowsOf = async () => (await call<{ rows: unknown[] }>(page, 'GET', `/quote/versions/${await versionId()}`)).data.rows.length;

  // sheet row 3 (the second data row) has a price of 9.999: refused, named, nothing saved
  await page.getByTestId('qt-rows-import-file').setInputFiles({ name: `land-${tag}.xlsx`, mimeType: XLSX_MIME, buffer: sheet('9.999') });
  const problems = page.getByTestId('qt-rows-import-problems');
  await expect(problems).toContainText('nothing was written');
  await expect(problems).toContainText('Row 3, Unit price (yuan): Amounts have at most 2 decimals');
  expect(await rowsOf()).toBe(0);
  await page.screenshot({ path: shot('quote-excel-import-refused-desktop') });

  // fixed: both rows imported, shown in the version's table
  await page.getByTestId('qt-rows-import-file').setInputFiles({ name: `land-${tag}-fixed.xlsx`, mimeType: XLSX_MIME, buffer: sheet('9.90') });
  await expect(page.getByText('2 rows imported')).toBeVisible();
  await expect(problems).toBeHidden();
  await expect.poll(rowsOf).toBe(2);
  await expect(version.getByRole('row').filter({ hasText: '8.50' }).first()).toBeVisible();
  await expect(version.getByRole('row').filter({ hasText: '9.90' }).first()).toBeVisible();
});
