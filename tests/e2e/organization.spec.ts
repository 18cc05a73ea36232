/**
 * Organisation and platform screens: sub-accounts (create, sign in as it, disable → its next refresh fails),
 * departments, company info, and the platform's qualification review (approve one registration, reject another
 * with a reason the applicant sees on /examining) and servicers (extend a subscription). Screens in zh.
 */
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { shot, signIn } from './helpers';
import { base } from './ports';

test.describe.configure({ mode: 'serial' });

const stamp = String(Date.now()).slice(-6);

async function zhContext(browser: Browser, label?: string) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  await context.addCookies([{ name: 'language', value: 'zh', url: base(label) }]);
  return context;
}

/** registers a servicer company through the API (as /register does) with one qualification photo */
async function registerCompany(request: APIRequestContext, photo: Buffer, name: string, username: string) {
  const reg = await request.post(`${base()}/api/user/users/register`, {
    data: { company_name: name, username, password: 'regist123', phone: '13655556666', app_code: 'BANG' },
  });
  expect(reg.status()).toBe(200);
  const token = (await reg.json()).data.token as string;
  const up = await request.post(`${base()}/api/file/image/upload`, {
    headers: { 'X-Token': token },
    multipart: { photo: { name: 'licence.png', mimeType: 'image/png', buffer: photo } },
  });
  expect(up.status()).toBe(200);
  const fileid = (await up.json()).data.fileid as string;
  const q = await request.post(`${base()}/api/user/company/qualification`, { headers: { 'X-Token': token }, data: { fileids: [fileid] } });
  expect(q.status()).toBe(200);
}

async function manualSignIn(page: Page, username: string, password: string) {
  await page.goto(`${base()}/login`);
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

test('servicer creates a sub-account, which signs in; disabling it makes its next refresh fail', async ({ browser }) => {
  const mainCtx = await zhContext(browser);
  const page = await mainCtx.newPage();
  await signIn(page);
  await page.goto(`${base()}/saas/account/sub/index`);
  await expect(page.getByTestId('sub-list-screen')).toBeVisible();
  await expect(page.getByTestId('sub-row-finance')).toBeVisible();
  // the edition's quota (GET /user/users/checkSubLimit) beside 新增: 标准版 allows 50
  await expect(page.getByTestId('sub-quota')).toHaveText(/^已用 \d+ \/ 50 个子账号$/);
  await page.screenshot({ path: shot('org-sub-index') });

  await page.getByTestId('sub-add').click();
  await expect(page.getByTestId('sub-create-screen')).toBeVisible();
  // the form's own messages first
  await page.getByTestId('sub-phone').fill('12345');
  await page.getByTestId('sub-password').fill('abc');
  await page.getByTestId('sub-save').click();
  await expect(page.getByText('请输入用户名')).toBeVisible();
  await expect(page.getByText('请输入姓名')).toBeVisible();
  await expect(page.getByText('手机号格式不正确')).toBeVisible();
  await expect(page.getByText('密码至少6位')).toBeVisible();
  await page.screenshot({ path: shot('org-sub-create-errors') });

  // a taken username comes back from the server onto its field
  const username = `e2esub${stamp}`;
  await page.getByTestId('sub-username').fill('finance');
  await page.getByTestId('sub-nickname').fill('测试子账号');
  await page.getByTestId('sub-phone').fill('13912340000');
  await page.getByTestId('sub-password').fill('subpass1');
  await page.getByTestId('sub-confirm').fill('subpass2');
  await page.getByTestId('sub-save').click();
  await expect(page.getByText('两次输入的密码不一致')).toBeVisible();
  await page.getByTestId('sub-confirm').fill('subpass1');
  await page.getByTestId('sub-role').selectOption({ label: '执行（订单、中转、仓储、异常与工单）' });
  await page.getByTestId('sub-groups').click();
  await page.getByTestId('sub-groups-tree').locator('[role=treeitem]', { hasText: '华东事业部' }).click();
  await page.keyboard.press('Escape');
  await page.getByTestId('sub-save').click();
  await expect(page.getByText('用户名已存在')).toBeVisible();
  await page.getByTestId('sub-username').fill(username);
  await page.screenshot({ path: shot('org-sub-create') });
  await page.getByTestId('sub-save').click();

  await expect(page.getByTestId('sub-detail-screen')).toBeVisible();
  await expect(page.getByTestId('sub-detail-data')).toContainText(username);
  await expect(page.getByTestId('sub-detail-data')).toContainText('华东事业部');
  await page.screenshot({ path: shot('org-sub-detail') });

  // the new account signs in in a fresh browser context
  const subCtx = await zhContext(browser);
  const subPage = await subCtx.newPage();
  await signIn(subPage, username, 'subpass1');
  await expect(subPage.getByTestId('user-name')).toContainText('测试子账号');

  // the main account disables it; the sub-account's own tokens stop working at once (its session version moved on)
  const subToken = await subPage.evaluate(() => localStorage.getItem('lading.token'));
  expect(subToken).toBeTruthy();
  const refreshes: number[] = [];
  subPage.on('response', (r) => {
    if (r.url().includes('/api/user/users/refresh-token')) refreshes.push(r.status());
  });
  await page.getByTestId('sub-toggle-status').click();
  await page.getByTestId('sub-status-confirm').click();
  await expect(page.getByTestId('sub-detail-data').getByTestId('account-status')).toHaveText('停用');
  const refused = await subPage.request.get(`${base()}/api/user/warehouse/all?page=1&per_page=1`, { headers: { 'X-Token': subToken! } });
  expect(refused.status()).toBe(401);
  // its page ends on the login screen (live when its socket is closed, else at the next navigation), and no
  // refresh brought it back
  await subPage.goto(`${base()}/saas/dashboard/index`);
  await expect(subPage).toHaveURL(/\/login/);
  expect(refreshes.every((s) => s === 401)).toBe(true);
  expect(await subPage.evaluate(() => localStorage.getItem('lading.token'))).toBeNull();
  // and it cannot sign in again
  await manualSignIn(subPage, username, 'subpass1');
  await expect(subPage.getByText('账号已停用')).toBeVisible();

  // the list filters by status
  await page.goto(`${base()}/saas/account/sub/index?status=0`);
  await expect(page.getByTestId(`sub-row-${username}`)).toBeVisible();
  await expect(page.getByTestId('sub-row-finance')).toHaveCount(0);
  await subCtx.close();
  await mainCtx.close();
});

test('servicer edits departments and company info', async ({ browser }) => {
  const ctx = await zhContext(browser);
  const page = await ctx.newPage();
  await signIn(page);
  await page.goto(`${base()}/saas/resource/group/index`);
  await expect(page.getByTestId('group-screen')).toBeVisible();
  // its member count (the sub-account test adds members to it, once per attempt): unchanged by what follows
  const eastMembers = (await page.getByTestId('group-node-华东事业部').innerText()).replace(/\D+/g, '');
  expect(eastMembers).toMatch(/^\d+$/);
  await page.getByTestId('group-add-root').click();
  await page.getByTestId('group-name-input').fill(`华北${stamp}`);
  await page.getByTestId('group-name-save').click();
  await expect(page.getByTestId(`group-node-华北${stamp}`)).toBeVisible();
  // this attempt's department: its sub-departments looked for inside it (a retry of this serial file runs again on the
  // same database, beside the sub-departments an earlier attempt left under its own 华北…)
  const north = page.getByRole('treeitem', { name: `华北${stamp}` });
  await page.getByTestId(`group-add-华北${stamp}`).click();
  await page.getByTestId('group-name-input').fill('北京分部');
  await page.getByTestId('group-name-save').click();
  await expect(north.getByTestId('group-node-北京分部')).toBeVisible();
  // a sibling with the same name is refused on the field
  await page.getByTestId(`group-add-华北${stamp}`).click();
  await page.getByTestId('group-name-input').fill('北京分部');
  await page.getByTestId('group-name-save').click();
  await expect(page.getByTestId('group-name-dialog')).toContainText('同级部门名称已存在');
  await page.keyboard.press('Escape');
  // rename, then delete the empty child; a department with sub-departments is not deleted, and the reason is said
  await north.getByTestId('group-rename-北京分部').click();
  await page.getByTestId('group-name-input').fill('北京一部');
  await page.getByTestId('group-name-save').click();
  await expect(north.getByTestId('group-node-北京一部')).toBeVisible();
  await page.getByTestId('group-delete-华东事业部').click();
  await page.getByTestId('group-delete-confirm').click();
  await expect(page.getByText('该部门下还有子部门，不能删除')).toBeVisible();
  await north.getByTestId('group-delete-北京一部').click();
  await page.getByTestId('group-delete-confirm').click();
  await expect(north.getByTestId('group-node-北京一部')).toHaveCount(0);
  await expect(page.getByTestId('group-node-华东事业部')).toContainText(eastMembers);
  await page.getByTestId(`group-add-华北${stamp}`).click();
  await page.getByTestId('group-name-input').fill('天津分部');
  await page.getByTestId('group-name-save').click();
  await expect(north.getByTestId('group-node-天津分部')).toBeVisible();
  await expect(page.locator('[data-scope=toast][data-part=root]')).toHaveCount(0, { timeout: 15_000 });
  await page.screenshot({ path: shot('org-groups') });

  await page.goto(`${base()}/saas/basic/company/index`);
  await expect(page.getByTestId('company-screen')).toBeVisible();
  // the company's accounts, main first (GET /user/users/getUserList)
  const accounts = page.getByTestId('company-accounts');
  await expect(accounts.locator('.dt-row').first()).toContainText('主账号');
  await expect(accounts.locator('.dt-row').nth(1)).toContainText('子账号');
  // an address of this attempt's own, so that a retry after a save still changes the form
  const address = `上海市浦东新区世纪大道${stamp}号`;
  await page.getByTestId('company-address').fill(address);
  await page.getByTestId('company-phone').fill('abc');
  await page.getByTestId('company-save').click();
  await expect(page.getByText('请输入正确的手机号或座机号')).toBeVisible();
  await page.getByTestId('company-phone').fill('021-68880000');
  await page.getByTestId('company-save').click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('company-address')).toHaveValue(address);
  await page.screenshot({ path: shot('org-company') });
  await ctx.close();
});

test('admin approves one registered company and rejects another with a reason the applicant sees', async ({ browser }) => {
  const ctx = await zhContext(browser, 'oss');
  const page = await ctx.newPage();
  // a stand-in business licence to upload as the qualification photo
  await page.setContent(
    '<div style="margin:40px;width:560px;height:380px;border:6px double #b22;padding:24px;font:20px sans-serif;color:#222;background:#fffaf0">' +
      '<h1 style="text-align:center;color:#b22;letter-spacing:8px">营业执照</h1><p>统一社会信用代码：91310000MA1234567X</p><p>名称：测试物流有限公司</p>' +
      '<p>类型：有限责任公司</p><p>法定代表人：张三</p><p>经营范围：普通货运、仓储服务</p></div>',
  );
  const photo = await page.screenshot({ type: 'png', clip: { x: 0, y: 0, width: 680, height: 500 } });
  const approveName = `审核通过${stamp}`;
  const rejectName = `审核驳回${stamp}`;
  await registerCompany(page.request, photo, rejectName, `no${stamp}`);

  // one applicant registers through /register, completes its details and lands on /examining until a decision
  const applicant = await zhContext(browser);
  const applicantPage = await applicant.newPage();
  await applicantPage.goto(`${base()}/register`);
  await applicantPage.getByLabel('公司名称').fill(approveName);
  await applicantPage.getByLabel('用户名').fill(`ok${stamp}`);
  await applicantPage.getByLabel('手机号').fill('13655557777');
  await applicantPage.getByLabel('密码', { exact: true }).fill('regist123');
  await applicantPage.getByLabel('确认密码').fill('regist123');
  await applicantPage.getByRole('button', { name: '创建账号' }).click();
  // then the company's details (/edit-company), the activation state (/active-entry: pending), and /examining
  await expect(applicantPage).toHaveURL(/\/edit-company/);
  await expect(applicantPage.getByTestId('edit-company-name')).toHaveValue(approveName);
  await applicantPage.getByTestId('edit-company-contact_name').fill('王经理');
  await applicantPage.getByTestId('edit-company-contact_phone').fill('13655557777');
  await applicantPage.getByTestId('edit-company-address').fill('上海市闵行区测试路8号');
  await applicantPage.getByTestId('edit-company-license_no').fill('91310000MA1234567X');
  await applicantPage.getByTestId('edit-company-submit').click();
  await expect(applicantPage).toHaveURL(/\/active-entry/);
  await expect(applicantPage.getByTestId('active-entry-pending')).toBeVisible();
  await applicantPage.screenshot({ path: shot('org-register-active-entry') });
  await applicantPage.getByTestId('active-entry-examining').click();
  await expect(applicantPage).toHaveURL(/\/examining/);
  await expect(applicantPage.getByTestId('examining-pending')).toContainText(approveName);
  // its qualification photo, with the session the registration opened
  const token = await applicantPage.evaluate(() => localStorage.getItem('lading.token'));
  const up = await applicantPage.request.post(`${base()}/api/file/image/upload`, {
    headers: { 'X-Token': token! },
    multipart: { photo: { name: 'licence.png', mimeType: 'image/png', buffer: photo } },
  });
  const fileid = (await up.json()).data.fileid as string;
  expect((await applicantPage.request.post(`${base()}/api/user/company/qualification`, { headers: { 'X-Token': token! }, data: { fileids: [fileid] } })).status()).toBe(200);
  // signing in again leads to the same place
  await applicantPage.evaluate(() => localStorage.clear());
  await manualSignIn(applicantPage, `ok${stamp}`, 'regist123');
  await expect(applicantPage).toHaveURL(/\/examining/);
  await expect(applicantPage.getByTestId('examining-pending')).toContainText(approveName);
  await applicantPage.screenshot({ path: shot('org-examining-pending') });

  await signIn(page, 'admin', 'admin123', 'oss');
  await page.goto(`${base('oss')}/saas/basic/audit/index`);
  await expect(page.getByTestId('audit-list-screen')).toBeVisible();
  await expect(page.getByTestId(`audit-row-${approveName}`)).toBeVisible();
  await page.screenshot({ path: shot('org-audit-index') });

  await page.getByTestId(`audit-row-${approveName}`).click();
  await expect(page.getByTestId('audit-show-screen')).toBeVisible();
  await expect(page.getByTestId('audit-photo-0').locator('img')).toBeVisible();
  await page.screenshot({ path: shot('org-audit-show') });
  await page.getByTestId('audit-photo-0').click();
  await expect(page.getByRole('img', { name: '资质照片1' }).last()).toBeVisible();
  await page.screenshot({ path: shot('org-audit-viewer') });
  await page.keyboard.press('Escape');
  await page.getByTestId('audit-approve').click();
  await page.getByTestId('approve-confirm').click();
  await expect(page.getByTestId('audit-show-screen').getByTestId('review-status').first()).toHaveText('已通过');
  await expect(page.getByTestId('audit-history')).toContainText('审核通过');
  await expect(page.getByTestId('audit-history')).toContainText('平台管理员');
  // approved: its edition is set here (the page every registered company has, merchants and delivery companies too)
  await expect(page.getByTestId('company-edition')).toHaveAttribute('data-flags', '1');

  // the approved applicant now enters the system
  await applicantPage.getByTestId('examining-refresh').click();
  await expect(applicantPage.getByTestId('examining-enter')).toBeVisible();
  await applicantPage.getByTestId('examining-enter').click();
  await expect(applicantPage.getByTestId('sidebar')).toBeVisible();
  // the registration's second step now says the company is registered (GET /user/users/isServicerRegist), no form
  await applicantPage.goto(`${base()}/edit-company`);
  await expect(applicantPage.getByTestId('edit-company-registered')).toContainText(approveName);
  await expect(applicantPage.getByTestId('edit-company-submit')).toHaveCount(0);

  // reject the other one: the reason is required
  await page.goto(`${base('oss')}/saas/basic/audit/index`);
  await page.getByTestId(`audit-row-${rejectName}`).click();
  await page.getByTestId('audit-reject').click();
  await page.getByTestId('reject-confirm').click();
  await expect(page.getByTestId('reject-dialog')).toContainText('请填写驳回原因');
  await page.getByTestId('reject-reason').fill('营业执照照片不清晰，请重新上传');
  await page.screenshot({ path: shot('org-audit-reject') });
  await page.getByTestId('reject-confirm').click();
  await expect(page.getByTestId('audit-reason')).toHaveText('营业执照照片不清晰，请重新上传');
  await page.goto(`${base('oss')}/saas/basic/audit/index?status=rejected`);
  await expect(page.getByTestId(`audit-row-${rejectName}`)).toBeVisible();

  const rejected = await zhContext(browser);
  const rejectedPage = await rejected.newPage();
  await manualSignIn(rejectedPage, `no${stamp}`, 'regist123');
  await expect(rejectedPage).toHaveURL(/\/examining/);
  await expect(rejectedPage.getByTestId('examining-reason')).toHaveText('营业执照照片不清晰，请重新上传');
  await rejectedPage.screenshot({ path: shot('org-examining-rejected') });
  // My account stays open to update the photos; other screens lead back here; then it submits again
  await rejectedPage.getByTestId('examining-update').click();
  await expect(rejectedPage.getByTestId('my-account-screen')).toBeVisible();
  await rejectedPage.goto(`${base()}/saas/dashboard/index`);
  await expect(rejectedPage).toHaveURL(/\/examining/);
  await rejectedPage.getByTestId('examining-resubmit').click();
  await expect(rejectedPage.getByTestId('examining-pending')).toBeVisible();
  await page.goto(`${base('oss')}/saas/basic/audit/index`);
  await expect(page.getByTestId(`audit-row-${rejectName}`)).toBeVisible();
  await rejected.close();
  await applicant.close();
  await ctx.close();
});

test('admin lists servicers and extends a subscription', async ({ browser }) => {
  const ctx = await zhContext(browser, 'oss');
  const page = await ctx.newPage();
  await signIn(page, 'admin', 'admin123', 'oss');
  await page.goto(`${base('oss')}/saas/basic/servicer/index`);
  await expect(page.getByTestId('servicer-row-示例物流')).toBeVisible();
  await page.screenshot({ path: shot('org-servicer-index') });
  await page.getByTestId('servicer-row-示例物流').click();
  await expect(page.getByTestId('servicer-show-screen')).toBeVisible();
  const before = await page.getByTestId('servicer-hosting-end').innerText();
  await page.getByTestId('servicer-extend').click();
  await page.getByTestId('extend-days').fill('0');
  await page.getByTestId('extend-confirm').click();
  await expect(page.getByTestId('extend-dialog')).toContainText('请输入1到1095的整数天数');
  await page.getByTestId('extend-days').fill('30');
  await page.getByTestId('extend-confirm').click();
  await expect(page.getByTestId('servicer-extensions')).toContainText('平台管理员');
  await expect(page.getByTestId('servicer-hosting-end')).not.toHaveText(before);
  await page.screenshot({ path: shot('org-servicer-show') });

  // a subscription of a company of its own: the platform disables it and enables it again (updateStatus)
  const reg = await page.request.post(`${base()}/api/user/users/register`, {
    data: { company_name: `订阅停用${stamp}`, username: `subst${stamp}`, password: 'regist123', phone: '13655551212', app_code: 'BANG' },
  });
  expect(reg.status()).toBe(200);
  const me = await page.request.get(`${base()}/api/user/users/getUserByToken`, { headers: { 'X-Token': (await reg.json()).data.token as string } });
  const companyId = (await me.json()).data.company_id as number;
  const created = await page.evaluate(async (company) => {
    const res = await fetch('/api/user/user_subscription/', {
      method: 'POST',
      headers: { 'X-Token': localStorage.getItem('lading.token') ?? '', 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
      body: JSON.stringify({ company_id: company, version: 'STANDARD', starts_on: '2026-01-01', ends_on: '2036-12-31', amount: 0, memo: 'e2e' }),
    });
    return (await res.json()).data.id as number;
  }, companyId);
  await page.goto(`${base('oss')}/saas/subscription/show/${created}`);
  const status = page.getByTestId('subscription-status');
  await expect(status).toHaveAttribute('data-status', 'active');
  await page.getByTestId('subscription-toggle').click();
  await expect(status).toHaveAttribute('data-status', 'disabled');
  await expect(status).toHaveText('状态：已停用');
  await page.getByTestId('subscription-toggle').click();
  await expect(status).toHaveAttribute('data-status', 'active');
  await ctx.close();
});
