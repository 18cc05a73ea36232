/**
 * Issue 22, the public pages and the merchant home: a customer tracks an order with the right and the wrong phone
 * digits; the servicer copies the customer link of an order with an exception photo, which opens the photo on a
 * phone without signing in while a tampered copy shows a refusal and no photo; /test shows its checks; the merchant
 * sees its home; a rejected applicant goes from /active-entry to /edit-company and back, pending again. Phone shots
 * (390×844) of the public pages, a desk shot of the merchant home.
 */
import { expect, test, type Page } from '@playwright/test';
import { call, freshOrders, shot, signIn } from './helpers';
import { base } from './ports';

// this spec's pages run the service worker (offline starts, its caches, its updates); the others block it (playwright.config.ts)
test.use({ serviceWorkers: 'allow' });

const DESK = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const PNG_B64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** uploads a 1×1 PNG with the page's session: its fileid */
const uploadPhoto = (page: Page) =>
  page.evaluate(async (b64) => {
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const form = new FormData();
    form.append('photo', new Blob([bytes], { type: 'image/png' }), 'damage.png');
    const res = await fetch('/api/file/image/upload', { method: 'POST', headers: { 'X-Token': localStorage.getItem('lading.token') ?? '' }, body: form });
    return (await res.json()).data.fileid as string;
  }, PNG_B64);

test('tracking by phone digits, and the customer photo link with a tampered copy', async ({ browser }) => {
  test.setTimeout(180_000);
  const desk = await browser.newContext({ viewport: DESK, locale: 'zh-CN', permissions: ['clipboard-read', 'clipboard-write'] });
  await desk.addCookies([{ name: 'language', value: 'zh', url: base() }]);
  const page = await desk.newPage();
  await signIn(page);
  const [no] = await freshOrders(page, 1, 'TO_ASSIGN', { label: '公开' });
  const order = (await call<{ id: number; end_tel: string }>(page, 'GET', `/order/orders/${no}`)).data;
  const fileid = await uploadPhoto(page);
  const record = await call(page, 'POST', '/abnormal/records', { order_id: order.id, type_code: 'DAMAGED', stage: 'delivery', description: '外包装破损', photos: [fileid] });
  expect(record.code).toBe('0');

  // the order detail copies the customer link
  await page.goto(`${base()}/bang/order/detail/${order.id}`);
  await page.getByTestId('detail-customer-link').click();
  await expect(page.getByText('客户链接已复制')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`/order/attachment/${order.id}/`));

  // a customer's phone, never signed in
  const phone = await browser.newContext({ viewport: PHONE, locale: 'zh-CN' });
  await phone.addCookies([{ name: 'language', value: 'zh', url: base() }]);
  const customer = await phone.newPage();
  await customer.goto(link);
  const photo = customer.getByTestId('order-attachment-photo');
  await expect(photo).toHaveCount(1);
  await expect(photo).toHaveAttribute('data-kind', 'abnormal');
  await expect.poll(() => photo.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  await customer.screenshot({ path: shot('public-attachment-390') });

  const tampered = link.replace(/s=([^&]+)/, (_m, s: string) => `s=${s.slice(0, -1)}${s.endsWith('A') ? 'B' : 'A'}`);
  await customer.goto(tampered);
  await expect(customer.getByTestId('order-attachment-refused')).toHaveText('链接无效');
  await expect(customer.getByTestId('order-attachment-photo')).toHaveCount(0);
  await customer.screenshot({ path: shot('public-attachment-refused-390') });

  // tracking: the right digits show the status and timeline, the wrong ones the same refusal as an unknown number
  const digits = order.end_tel.replace(/\D/g, '').slice(-4);
  await customer.goto(`${base()}/order/query`);
  await customer.getByTestId('order-query-no').fill(no);
  await customer.getByTestId('order-query-tel4').fill(digits);
  await customer.getByTestId('order-query-submit').click();
  const status = (await call<{ status: string }>(page, 'GET', `/order/orders/${no}`)).data.status;
  await expect(customer.getByTestId('order-query-result')).toHaveAttribute('data-status', status);
  await expect(customer.getByTestId('order-query-timeline')).toContainText('收货');
  await expect(customer.getByTestId('order-query-result')).not.toContainText(order.end_tel);
  await customer.screenshot({ path: shot('public-query-390'), fullPage: true });

  await customer.getByTestId('order-query-tel4').fill(digits === '0000' ? '1111' : '0000');
  await customer.getByTestId('order-query-submit').click();
  await expect(customer.getByTestId('order-query-error')).toHaveText('订单号或手机号后四位不正确');
  await expect(customer.getByTestId('order-query-result')).toHaveCount(0);
  await customer.screenshot({ path: shot('public-query-wrong-390') });
  await phone.close();
  await desk.close();
});

test('a rejected applicant: /active-entry says why, /edit-company resubmits the details, /active-entry is pending again', async ({ browser }) => {
  const stamp = String(Date.now()).slice(-6);
  const phone = await browser.newContext({ viewport: PHONE, locale: 'zh-CN' });
  await phone.addCookies([{ name: 'language', value: 'zh', url: base() }]);
  const page = await phone.newPage();
  const name = `补资料${stamp}`;
  const reg = await page.request.post(`${base()}/api/user/users/register`, {
    data: { company_name: name, username: `fix${stamp}`, password: 'regist123', phone: '13655558888', app_code: 'BANG' },
  });
  expect(reg.status()).toBe(200);
  const me = await page.request.get(`${base()}/api/user/users/getUserByToken`, { headers: { 'X-Token': (await reg.json()).data.token as string } });
  const companyId = (await me.json()).data.company_id as number;

  // the platform rejects the application with a reason
  const oss = await browser.newContext({ viewport: DESK, locale: 'zh-CN' });
  await oss.addCookies([{ name: 'language', value: 'zh', url: base('oss') }]);
  const admin = await oss.newPage();
  await signIn(admin, 'admin', 'admin123', 'oss');
  const rejected = await call(admin, 'POST', `/platform/audit/detail/${companyId}/reject`, { reason: '请补全联系人与地址' });
  expect(rejected.status, rejected.msg).toBe(200);
  await oss.close();

  await page.goto(`${base()}/login`);
  await page.getByTestId('login-username').fill(`fix${stamp}`);
  await page.getByTestId('login-password').fill('regist123');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/examining/);
  await page.goto(`${base()}/active-entry`);
  await expect(page.getByTestId('active-entry-rejected')).toContainText('请补全联系人与地址');
  await page.screenshot({ path: shot('public-active-entry-rejected-390') });
  await page.getByTestId('active-entry-edit').click();
  await expect(page).toHaveURL(/\/edit-company/);
  await expect(page.getByTestId('edit-company-name')).toHaveValue(name);
  // every detail is required: the form says so before anything is sent
  await page.getByTestId('edit-company-submit').click();
  await expect(page.getByText('必填').first()).toBeVisible();
  await page.getByTestId('edit-company-contact_name').fill('李经理');
  await page.getByTestId('edit-company-contact_phone').fill('13655558888');
  await page.getByTestId('edit-company-address').fill('杭州市西湖区测试路9号');
  await page.getByTestId('edit-company-license_no').fill('91330000MA2234567Y');
  await page.screenshot({ path: shot('public-edit-company-390') });
  await page.getByTestId('edit-company-submit').click();
  await expect(page).toHaveURL(/\/active-entry/);
  await expect(page.getByTestId('active-entry-pending')).toBeVisible();
  await page.screenshot({ path: shot('public-active-entry-pending-390') });
  await phone.close();
});

test('/test lists its checks, each passing or failing with what it found', async ({ browser }) => {
  const phone = await browser.newContext({ viewport: PHONE, locale: 'zh-CN' });
  await phone.addCookies([{ name: 'language', value: 'zh', url: base() }]);
  const page = await phone.newPage();
  await page.goto(`${base()}/test`);
  for (const name of ['browser', 'serviceWorker', 'storage', 'indexedDb', 'api', 'socket', 'print']) {
    await expect(page.getByTestId(`diagnostics-${name}`)).toHaveAttribute('data-state', /^(pass|fail)$/, { timeout: 20_000 });
  }
  await expect(page.getByTestId('diagnostics-api')).toHaveAttribute('data-state', 'pass');
  await expect(page.getByTestId('diagnostics-indexedDb')).toHaveAttribute('data-state', 'pass');
  await expect(page.getByTestId('diagnostics-print')).toHaveAttribute('data-state', 'fail');
  await expect(page.getByTestId('diagnostics-print')).toContainText('未连接');
  await page.screenshot({ path: shot('public-test-390'), fullPage: true });
  await phone.close();
});

test('the merchant home shows its orders by status, exceptions, statements and articles', async ({ browser }) => {
  const desk = await browser.newContext({ viewport: DESK, locale: 'zh-CN' });
  await desk.addCookies([{ name: 'language', value: 'zh', url: base('da') }]);
  const page = await desk.newPage();
  await signIn(page, 'consignor', 'consignor123', 'da');
  await page.goto(`${base('da')}/saas/consignor/index`);
  const total = page.getByTestId('merchant-home-total');
  // other specs may add this merchant's orders meanwhile: the screen and the API agree after a reload
  await expect(async () => {
    await page.reload();
    const sum = (await call<{ total: number }>(page, 'GET', '/order/stats/statusSum/consignor/')).data.total;
    await expect(total).toContainText(String(sum), { timeout: 5000 });
  }).toPass({ timeout: 60_000 });
  // its own record at the servicer (GET /user/consignor/getInfo): the settlement terms the servicer keeps
  const own = (await call<{ settle_type_name: string }>(page, 'GET', '/user/consignor/getInfo')).data;
  await expect(page.getByTestId('merchant-home-settle')).toHaveText(`结算方式：${own.settle_type_name}`);
  await expect(page.getByTestId('merchant-home-exceptions')).toBeVisible();
  await expect(page.getByTestId('merchant-home-statements')).toBeVisible();
  await expect(page.getByTestId('merchant-home-articles')).toBeVisible();
  await page.screenshot({ path: shot('merchant-home-1366') });
  await desk.close();
});
