/**
 * The demo accounts, exactly as README documents them (tests depend on them), with their companies,
 * the finance/executor roles and the business units.
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { AppCode } from '../../../src/domain/variants';
import type { Db } from '../db/client';
import { businessGroups, companies, menus, roleMenus, roles, userGroups, users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { addDays, chinaDate } from '../lib/subscription';

export interface DemoCompanies {
  platform: number;
  servicer: number;
  servicer2: number;
  consignor: number;
  delivery: number;
  driver: number;
}

export async function seedCompanies(db: Db): Promise<DemoCompanies> {
  const today = chinaDate();
  const rows = await db
    .insert(companies)
    .values([
      { name: 'Lading 平台运营中心', type: 'platform', hostingEnd: null, subscribeVersion: 'PLATFORM', subscribeVersionName: '平台版', contactPhone: '4008200000' },
      { name: '示例物流', type: 'servicer', hostingEnd: addDays(today, 300), subscribeVersion: 'STANDARD', subscribeVersionName: '标准版', bizManagerPhone: '13816880001', contactPhone: '02168880000' },
      { name: '远方快运', type: 'servicer', hostingEnd: addDays(today, 15), subscribeVersion: 'BASIC', subscribeVersionName: '基础版', bizManagerPhone: '13916880002', contactPhone: '02885550000' },
      { name: '示例商贸', type: 'consignor', hostingEnd: addDays(today, 200), subscribeVersion: 'STANDARD', subscribeVersionName: '标准版', bizManagerPhone: '13816880001', contactPhone: '057188886666' },
      { name: '快装到家', type: 'delivery', hostingEnd: addDays(today, 200), subscribeVersion: 'STANDARD', subscribeVersionName: '标准版', bizManagerPhone: '13916880002', contactPhone: '4006006000' },
      { name: '王建国（个体司机）', type: 'delivery', hostingEnd: addDays(today, 365), subscribeVersion: 'DRIVER', subscribeVersionName: '司机版', contactPhone: '13700001111' },
    ])
    .returning({ id: companies.id });
  const [platform, servicer, servicer2, consignor, delivery, driver] = rows.map((r) => r.id);
  return { platform, servicer, servicer2, consignor, delivery, driver };
}

export interface DemoLinks {
  consignorResourceId: number;
  deliveryResourceId: number;
  driverResourceId: number;
}

export type DemoUsers = Record<
  'admin' | 'servicer' | 'finance' | 'executor' | 'consignor' | 'delivery' | 'driver' | 'servicer2',
  { id: number; companyId: number }
>;

interface AccountSpec {
  username: keyof DemoUsers;
  password: string;
  companyId: number;
  nickname: string;
  phone: string;
  appCode: AppCode;
  mainType: string;
  resourceId?: number;
  servicerId?: number;
}

export async function seedUsers(db: Db, c: DemoCompanies, links: DemoLinks): Promise<DemoUsers> {
  const mains: AccountSpec[] = [
    { username: 'admin', password: 'admin123', companyId: c.platform, nickname: '平台管理员', phone: '13800000001', appCode: 'FMZY', mainType: 'admin' },
    { username: 'servicer', password: 'servicer123', companyId: c.servicer, nickname: '示例物流管理员', phone: '13800000002', appCode: 'BANG', mainType: 'servicer', servicerId: c.servicer },
    { username: 'consignor', password: 'consignor123', companyId: c.consignor, nickname: '示例商贸', phone: '13800000005', appCode: 'DA', mainType: 'consignor', resourceId: links.consignorResourceId, servicerId: c.servicer },
    { username: 'delivery', password: 'delivery123', companyId: c.delivery, nickname: '快装到家', phone: '13800000006', appCode: 'PAI', mainType: 'delivery', resourceId: links.deliveryResourceId, servicerId: c.servicer },
    { username: 'driver', password: 'driver123', companyId: c.driver, nickname: '王建国', phone: '13700001111', appCode: 'PAI', mainType: 'driver', resourceId: links.driverResourceId, servicerId: c.servicer },
    { username: 'servicer2', password: 'servicer123', companyId: c.servicer2, nickname: '远方快运管理员', phone: '13800000008', appCode: 'BANG', mainType: 'servicer', servicerId: c.servicer2 },
  ];
  const subs: AccountSpec[] = [
    { username: 'finance', password: 'finance123', companyId: c.servicer, nickname: '财务小周', phone: '13800000003', appCode: 'BANG', mainType: 'servicer', servicerId: c.servicer },
    { username: 'executor', password: 'executor123', companyId: c.servicer, nickname: '调度老陈', phone: '13800000004', appCode: 'BANG', mainType: 'servicer', servicerId: c.servicer },
  ];
  const row = async (a: AccountSpec) => ({
    companyId: a.companyId,
    username: a.username,
    passwordHash: await hashPassword(a.password),
    nickname: a.nickname,
    phone: a.phone,
    appCodes: [a.appCode],
    mainType: a.mainType,
    resourceId: a.resourceId ?? null,
    servicerId: a.servicerId ?? null,
  });
  const mainRows = await db
    .insert(users)
    .values(await Promise.all(mains.map(row)))
    .returning({ id: users.id, username: users.username, companyId: users.companyId });
  const servicerId = mainRows.find((u) => u.username === 'servicer')!.id;

  const [financeRole, executorRole] = await db
    .insert(roles)
    .values([
      { companyId: c.servicer, appCode: 'BANG', name: '财务', memo: '账单、对账、结算、报表与工单财务审核' },
      { companyId: c.servicer, appCode: 'BANG', name: '执行', memo: '订单、中转、仓储、异常与工单' },
    ])
    .returning({ id: roles.id });
  // the finance reviewer works the ticket screens' finance review queue (待我审核) too
  await grantMenus(db, financeRole.id, 'BANG', ['home', 'finance', 'report', 'ticket', 'account'], ['/saas/waybill/all/index']);
  await grantMenus(db, executorRole.id, 'BANG', ['home', 'order', 'transit', 'warehouse', 'abnormal', 'ticket', 'account'], []);

  const subRows = await db
    .insert(users)
    .values(
      await Promise.all(
        subs.map(async (a) => ({
          ...(await row(a)),
          isMain: false,
          mainUserId: servicerId,
          roleId: a.username === 'finance' ? financeRole.id : executorRole.id,
        })),
      ),
    )
    .returning({ id: users.id, username: users.username, companyId: users.companyId });

  return Object.fromEntries(
    [...mainRows, ...subRows].map((u) => [u.username, { id: u.id, companyId: u.companyId }]),
  ) as DemoUsers;
}

/** Grants whole top-level menus (by key) plus single extra paths (with their parent folders). */
async function grantMenus(db: Db, roleId: number, appCode: AppCode, topKeys: string[], extraPaths: string[]) {
  const keys = topKeys.map((k) => `${appCode}.${k}`);
  const top = await db
    .select({ id: menus.id })
    .from(menus)
    .where(and(eq(menus.appCode, appCode), inArray(menus.key, keys)));
  const topIds = top.map((m) => m.id);
  const granted = await db
    .select({ id: menus.id, pid: menus.pid, codes: sql<string[]>`${menus.elements} || ${menus.operations}` })
    .from(menus)
    .where(
      and(
        eq(menus.appCode, appCode),
        or(
          topIds.length ? inArray(menus.id, topIds) : undefined,
          topIds.length ? inArray(menus.pid, topIds) : undefined,
          extraPaths.length ? inArray(menus.path, extraPaths) : undefined,
        ),
      ),
    );
  // each granted menu with every one of its button codes
  const ids = new Map<number, string[]>();
  for (const m of granted) {
    ids.set(m.id, m.codes);
    if (m.pid && !ids.has(m.pid)) ids.set(m.pid, []);
  }
  if (ids.size) await db.insert(roleMenus).values([...ids].map(([menuId, buttons]) => ({ roleId, menuId, buttons })));
}

export async function seedGroups(db: Db, c: DemoCompanies, u: DemoUsers): Promise<void> {
  const [east, south, hq] = await db
    .insert(businessGroups)
    .values([
      { companyId: c.servicer, name: '华东事业部', sort: 1 },
      { companyId: c.servicer, name: '华南事业部', sort: 2 },
      { companyId: c.servicer2, name: '远方快运总部', sort: 1 },
    ])
    .returning({ id: businessGroups.id });
  await db.insert(businessGroups).values([
    { companyId: c.servicer, pid: east.id, name: '上海分部', sort: 1 },
    { companyId: c.servicer, pid: east.id, name: '杭州分部', sort: 2 },
    { companyId: c.servicer, pid: south.id, name: '广州分部', sort: 1 },
    { companyId: c.servicer, pid: south.id, name: '深圳分部', sort: 2 },
  ]);
  await db.insert(userGroups).values([
    { userId: u.servicer.id, groupId: east.id },
    { userId: u.servicer.id, groupId: south.id },
    { userId: u.finance.id, groupId: east.id },
    { userId: u.executor.id, groupId: east.id },
    { userId: u.executor.id, groupId: south.id },
    { userId: u.servicer2.id, groupId: hq.id },
  ]);
}
