/**
 * Administration (issue 22): the company admin takes a menu away from a role on /saas/system/role/update/:id, and a
 * user of that role, signed in elsewhere, sees the menu disappear at once (socket push → menu reload), is sent off
 * the screen, and the server refuses the area's calls. Deleting a role and a data role from their lists; the system
 * entry's department pages (add, show, update); the platform admin's menu editor and ops channel. Also screenshots.
 */
import { expect, test, type Browser } from '@playwright/test';
import { call, shot, signIn } from './helpers';
import { base } from './ports';

test.describe.configure({ mode: 'serial' });

const stamp = String(Date.now()).slice(-6);

async function zhContext(browser: Browser, label?: string) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  await context.addCookies([{ name: 'language', value: 'zh', url: base(label) }]);
  return context;
}

interface Menu {
  id: number;
  pid: number;
  path: string;
  codes: string[];
}

test('an admin removes a menu from a role: its signed-in user loses the menu live and the route refuses', async ({ browser }) => {
  const adminCtx = await zhContext(browser);
  const admin = await adminCtx.newPage();
  await signIn(admin);

  // a role with the transit and account menus, and a sub-account holding it (through the API, as the screens do)
  const menus = (await call<{ list: Menu[] }>(admin, 'GET', '/system/role/menus')).data.list;
  const folders = menus.filter((m) => m.path === '#transit' || m.path === '#account');
  const grants = menus.filter((m) => folders.some((f) => f.id === m.id || f.id === m.pid)).map((m) => ({ menu_id: m.id, buttons: m.codes }));
  const roleName = `调度${stamp}`;
  const role = await call<{ id: number }>(admin, 'POST', '/system/role/create', { name: roleName, memo: '中转调度', menus: grants });
  expect(role.status, role.msg).toBe(200);
  const username = `dispatch${stamp}`;
  const sub = await call<{ id: number }>(admin, 'POST', '/user/sub_user/create', {
    nickname: '调度员',
    username,
    phone: '13700001111',
    password: 'dispatch123',
    confirm_password: 'dispatch123',
    role_id: role.data.id,
    group_ids: [],
  });
  expect(sub.status, sub.msg).toBe(200);

  const userCtx = await zhContext(browser);
  const user = await userCtx.newPage();
  await signIn(user, username, 'dispatch123');
  const sidebar = user.getByTestId('sidebar');
  await expect(sidebar.getByText('中转管理')).toBeVisible();
  await user.goto(`${base()}/saas/transit/stowage/index`);
  await expect(user).toHaveURL(/\/saas\/transit\/stowage\/index/);
  await expect(sidebar.getByText('中转管理')).toBeVisible();
  expect((await call(user, 'GET', '/transit/loads')).status).toBe(200);

  // the admin unticks the transit folder on the role's edit screen
  await admin.goto(`${base()}/saas/system/role/index`);
  await expect(admin.getByTestId(`role-row-${roleName}`)).toBeVisible();
  await admin.screenshot({ path: shot('admin-role-index') });
  await admin.getByTestId(`role-edit-${roleName}`).click();
  await expect(admin.getByTestId('role-update-screen')).toBeVisible();
  await expect(admin.getByTestId('role-name')).toHaveValue(roleName);
  const transit = admin.getByTestId('grant-#transit');
  await expect(transit).toHaveAttribute('data-state', 'checked');
  await admin.screenshot({ path: shot('admin-role-update') });
  await transit.click();
  await expect(transit).toHaveAttribute('data-state', 'unchecked');
  await admin.getByTestId('role-save').click();
  await expect(admin.getByTestId('role-show-screen')).toBeVisible();

  // live: the user's menu loses the entry, the open screen leaves, the server refuses the area
  await expect(sidebar.getByText('中转管理')).toBeHidden();
  await expect(user).not.toHaveURL(/\/saas\/transit\//);
  const refused = await call(user, 'GET', '/transit/loads');
  expect(refused.status).toBe(403);
  expect(refused.msg).toBe('没有该功能的权限，请联系管理员');
  await user.goto(`${base()}/saas/transit/stowage/index`);
  await expect(user).not.toHaveURL(/\/saas\/transit\//);

  // the change is in the audit log, searchable by what was done
  await admin.goto(`${base()}/saas/system/audit/index`);
  await admin.getByTestId('audit-action').selectOption('role.update');
  await admin.getByTestId('audit-search').click();
  await expect(admin.getByTestId('audit-list-screen').getByText(`角色 ${roleName}`).first()).toBeVisible();
  await expect(admin.getByTestId('audit-list-screen').getByText(/− #transit/).first()).toBeVisible();
  await admin.screenshot({ path: shot('admin-audit-desktop') });
  for (const [name, width, height] of [['tablet', 1024, 768], ['phone', 390, 844]] as const) {
    await admin.setViewportSize({ width, height });
    await admin.goto(`${base()}/saas/system/role/show/${role.data.id}`);
    await expect(admin.getByTestId('role-name')).toHaveValue(roleName);
    await admin.screenshot({ path: shot(`admin-role-show-${name}`) });
    await admin.goto(`${base()}/saas/system/audit/index`);
    await expect(admin.getByTestId('audit-list-screen').getByText(`角色 ${roleName}`).first()).toBeVisible();
    await admin.screenshot({ path: shot(`admin-audit-${name}`) });
  }
  await admin.setViewportSize({ width: 1366, height: 768 });

  // deleting: a spare role and a spare data role leave their lists after the confirmation, and the server forgets them
  const spareName = `备用${stamp}`;
  const spare = await call<{ id: number }>(admin, 'POST', '/system/role/create', { name: spareName, memo: '', menus: [] });
  expect(spare.status, spare.msg).toBe(200);
  const spareData = await call<{ id: number }>(admin, 'POST', '/system/role/data/create', { name: spareName, scope: 'own' });
  expect(spareData.status, spareData.msg).toBe(200);
  await admin.goto(`${base()}/saas/system/role/index`);
  await admin.getByTestId(`role-delete-${spareName}`).click();
  await expect(admin.getByTestId('role-delete-dialog')).toContainText(spareName);
  await admin.getByTestId('role-delete-confirm').click();
  await expect(admin.getByTestId(`role-row-${spareName}`)).toBeHidden();
  await expect(admin.getByTestId(`role-row-${roleName}`)).toBeVisible();
  expect((await call(admin, 'GET', `/system/role/detail/${spare.data.id}`)).status).toBe(404);
  await admin.goto(`${base()}/saas/user/role/index`);
  const dataRows = admin.getByTestId('data-role-list-screen');
  await expect(dataRows.getByText(spareName)).toBeVisible();
  await admin.getByTestId(`data-role-delete-${spareName}`).click();
  await admin.getByTestId('role-delete-confirm').click();
  await expect(dataRows.getByText(spareName)).toBeHidden();
  expect((await call(admin, 'GET', `/system/role/data/detail/${spareData.data.id}`)).status).toBe(404);

  // the system entry to departments: add on its page, open the read-only view, rename on the update page
  const dept = `系统部${stamp}`;
  await admin.goto(`${base()}/saas/system/group/index`);
  await admin.getByTestId('group-add-root').click();
  await expect(admin.getByTestId('group-add-screen')).toBeVisible();
  await admin.getByTestId('group-page-name').fill(dept);
  await admin.screenshot({ path: shot('admin-group-add') });
  await admin.getByTestId('group-page-save').click();
  await expect(admin.getByTestId('group-show-screen')).toBeVisible();
  await expect(admin.getByTestId('group-show-name')).toHaveText(dept);
  await expect(admin.getByTestId('group-page-name')).toHaveCount(0);
  await admin.screenshot({ path: shot('admin-group-show') });
  await admin.getByTestId('group-edit').click();
  await expect(admin.getByTestId('group-update-screen')).toBeVisible();
  await expect(admin.getByTestId('group-page-name')).toHaveValue(dept);
  await admin.getByTestId('group-page-name').fill(`${dept}改`);
  await admin.getByTestId('group-page-save').click();
  await expect(admin.getByTestId('group-show-name')).toHaveText(`${dept}改`);
  await admin.goto(`${base()}/saas/system/group/index`);
  await admin.getByTestId(`group-view-${dept}改`).click();
  await expect(admin.getByTestId('group-show-name')).toHaveText(`${dept}改`);
  await adminCtx.close();
  await userCtx.close();
});

test('the platform admin edits a menu entry (a path outside the route catalog is refused), adds one and deletes it', async ({ browser }) => {
  // menus (edit, add, delete) and the ops channel: longer than the default 120 s on a loaded machine
  test.setTimeout(240_000);
  // the platform's host (oss.) signs in its admin
  const ctx = await zhContext(browser, 'oss');
  const page = await ctx.newPage();
  await signIn(page, 'admin', 'admin123', 'oss');
  // the system area's landing page lists its screens, menus among them
  await page.goto(`${base('oss')}/saas/system`);
  await expect(page.getByTestId('system-home-screen')).toBeVisible();
  await page.getByTestId('system-entry-/saas/system/menu/index').getByRole('link').click();
  await expect(page.getByTestId('menu-admin-screen')).toBeVisible();
  await page.getByTestId('menu-app').selectOption('DA');
  const row = page.getByTestId('menu-row-/da/abnormal/fee/index');
  await expect(row).toBeVisible();
  await page.screenshot({ path: shot('admin-menu-index') });
  await page.getByTestId('menu-edit-/da/abnormal/fee/index').click();
  await expect(page.getByTestId('menu-update-screen')).toBeVisible();
  await page.getByTestId('menu-path').fill('/da/not/a/route');
  await page.getByTestId('menu-save').click();
  await expect(page.getByTestId('menu-update-screen').getByText('菜单路径不在路由目录中')).toBeVisible();
  await page.getByTestId('menu-path').fill('/da/abnormal/fee/index');
  await expect(page.getByTestId('menu-update-screen').getByText('菜单路径不在路由目录中')).toBeHidden();
  await page.getByTestId('menu-icon').selectOption('money');
  await page.screenshot({ path: shot('admin-menu-edit') });
  await page.getByTestId('menu-save').click();
  // saved: the entry's detail page, then the list (still on DA) shows the icon and the edited mark
  await expect(page.getByTestId('menu-show-screen')).toBeVisible();
  await expect(page.getByTestId('menu-icon')).toHaveValue('money');
  await page.goto(`${base('oss')}/saas/system/menu/index?app=DA`);
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot('admin-menu-index-edited') });
  await expect(row.getByText('money')).toBeVisible();
  await expect(row.getByText('已修改')).toBeVisible();

  // a new entry in the platform's own system folder: it is in the admin's menu at once (the system landing page lists
  // the folder's entries from it), then deleted
  await page.getByTestId('menu-app').selectOption('FMZY');
  await page.getByTestId('menu-add-under-#system').click();
  await expect(page.getByTestId('menu-add-screen')).toBeVisible();
  await expect(page.getByTestId('menu-form-app')).toHaveValue('FMZY');
  // this attempt's own name: a retry of the serial file must not meet an entry an earlier attempt left
  const entry = `审计速查${stamp}`;
  await page.getByTestId('menu-name-zh').fill(entry);
  await page.getByTestId('menu-name-en').fill('Audit quick view');
  await page.getByTestId('menu-path').fill('/saas/system/audit/index');
  await page.getByTestId('menu-sort').fill('99');
  await page.getByTestId('menu-save').click();
  await expect(page.getByTestId('menu-show-screen')).toBeVisible();
  await expect(page.getByTestId('menu-parent-name')).toHaveValue('系统管理');
  const shown = page.url();
  await page.goto(`${base('oss')}/saas/system`);
  await expect(page.getByTestId('system-home-screen').getByText(entry)).toBeVisible();
  await page.screenshot({ path: shot('admin-system-home') });
  await page.goto(shown);
  await page.getByTestId('menu-delete').click();
  await page.getByTestId('role-delete-confirm').click();
  await expect(page.getByTestId('menu-admin-screen')).toBeVisible();
  await expect(page.getByTestId('menu-row-#system')).toBeVisible();
  await expect(page.getByTestId('menu-admin-screen').getByText(entry)).toHaveCount(0);
  await page.goto(`${base('oss')}/saas/system`);
  await expect(page.getByTestId('system-entry-/saas/system/opsCtl/index')).toBeVisible();
  await expect(page.getByTestId('system-home-screen').getByText(entry)).toHaveCount(0);

  // the ops channel: maintenance and release cards, job figures, and the error list saying it is this process's
  await page.goto(`${base('oss')}/saas/system/opsCtl/index`);
  await expect(page.getByTestId('ops-screen')).toBeVisible();
  await expect(page.getByTestId('ops-maintenance-state')).toBeVisible();
  await expect(page.getByTestId('ops-errors-scope')).toContainText('每个服务进程各自保留');
  await page.screenshot({ path: shot('admin-ops') });
  await ctx.close();
});
