/**
 * The administration API's contract (issue 22, README.md): bodies both sides validate and the answers' shapes.
 * Every path is under /api/system; roles and audit entries are the signed-in company's (another company's id is 404).
 *
 *   GET    /system/role/list     ?name&page&per_page      the company's roles with menu and account counts
 *   GET    /system/role/menus    ?app_code                 the grantable menu tree of an app code, with button codes
 *   GET    /system/role/detail/:id                         a role with its menus and button codes
 *   POST   /system/role/create   roleBody                  data.id
 *   PUT    /system/role/detail/:id  roleBody (app_code ignored)
 *   DELETE /system/role/detail/:id                         refused while accounts use it
 *   GET    /system/menu/list     ?app_code                 platform admin: every menu row of an app code
 *   GET    /system/menu/detail/:id                         platform admin: one menu row
 *   POST   /system/menu/create   menuCreateBody            platform admin: a new entry (data.id), kept by the start-up sync
 *   PUT    /system/menu/detail/:id  menuBody               platform admin: names, icon, order, parent, hidden, path
 *   DELETE /system/menu/detail/:id                         platform admin: an entry it created, without children (seeded ones are hidden instead)
 *   GET    /system/audit/list    ?actor&action&entity_type&entity_id&from&to&page&per_page
 */
import { z } from 'zod';
import { DB_INT_MAX, decimalToNumber } from '../input-fields';
import { APP_CODES } from '../variants';

const toNumber = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : decimalToNumber(v));
const id = z.preprocess(toNumber, z.number().int().min(1).max(DB_INT_MAX));

export const ROLE_NAME_MAX = 32;
export const ROLE_MEMO_MAX = 200;
export const MENU_NAME_MAX = 32;
export const BUTTON_CODE_MAX = 64;

export const roleMenuGrant = z.object({
  menu_id: id,
  buttons: z.array(z.string().trim().min(1).max(BUTTON_CODE_MAX)).max(50).default([]),
});
export type RoleMenuGrant = z.infer<typeof roleMenuGrant>;

export const roleBody = z.object({
  name: z.string().trim().min(1).max(ROLE_NAME_MAX),
  memo: z.string().trim().max(ROLE_MEMO_MAX).default(''),
  app_code: z.enum(APP_CODES).optional(),
  menus: z.array(roleMenuGrant).max(1000).default([]),
});
export type RoleBody = z.input<typeof roleBody>;

export const roleSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  memo: z.string(),
  app_code: z.string(),
  menu_count: z.number().int(),
  user_count: z.number().int(),
  created_at: z.string(),
});
export type RoleSummary = z.infer<typeof roleSummary>;

export const roleDetail = z.object({
  id: z.number().int(),
  name: z.string(),
  memo: z.string(),
  app_code: z.string(),
  menus: z.array(z.object({ menu_id: z.number().int(), buttons: z.array(z.string()) })),
  users: z.array(z.object({ id: z.number().int(), username: z.string(), nickname: z.string() })),
});
export type RoleDetail = z.infer<typeof roleDetail>;

/** One menu row as the admin screens see it (both names, every field the platform admin edits). */
export const adminMenu = z.object({
  id: z.number().int(),
  pid: z.number().int(),
  key: z.string(),
  path: z.string(),
  name_zh: z.string(),
  name_en: z.string(),
  icon: z.string(),
  is_hidden: z.boolean(),
  sort: z.number().int(),
  app_code: z.string(),
  /** every button code of the menu (elements then operations) */
  codes: z.array(z.string()),
  edited: z.boolean(),
  /** created by the platform admin (not seeded): the only entries that may be deleted */
  custom: z.boolean(),
});
export type AdminMenu = z.infer<typeof adminMenu>;

export const menuBody = z.object({
  name_zh: z.string().trim().min(1).max(MENU_NAME_MAX),
  name_en: z.string().trim().min(1).max(MENU_NAME_MAX),
  icon: z.string().trim().max(32).default(''),
  is_hidden: z.boolean().default(false),
  sort: z.preprocess(toNumber, z.number().int().min(0).max(100_000)),
  pid: z.preprocess(toNumber, z.number().int().min(0).max(DB_INT_MAX)).default(0),
  path: z.string().trim().min(1).max(200),
});
export type MenuBody = z.input<typeof menuBody>;

export const menuCreateBody = menuBody.extend({ app_code: z.enum(APP_CODES) });
export type MenuCreateBody = z.input<typeof menuCreateBody>;

export const auditItem = z.object({
  id: z.number().int(),
  actor_id: z.number().int().nullable(),
  actor_name: z.string(),
  at: z.string(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditListItem = z.infer<typeof auditItem>;

/** Every action the audit log records: recordAudit takes only these, so the search screen lists every one. */
export const AUDIT_ACTIONS = [
  'role.create', 'role.update', 'role.delete', 'dataRole.create', 'dataRole.update', 'dataRole.delete',
  'menu.create', 'menu.update', 'menu.delete',
  'account.create', 'account.update', 'account.status', 'account.password', 'group.create', 'group.update', 'group.delete',
  'company.update', 'company.edition', 'company.review',
  'ops.maintenance', 'ops.release', 'order.import', 'integration.update', 'integration.rotate',
  'article.create', 'article.update', 'article.delete', 'article.publish', 'article.withdraw',
  'recommend.create', 'recommend.delete', 'fee_item.create', 'fee_item.update', 'fee_item.delete', 'incentive.rule',
  'subscription.create', 'subscription.update', 'subscription.status', 'subscription.delete', 'subscription.extend', 'renewal.reject',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_ENTITY_TYPES = [
  'role', 'data_role', 'menu', 'account', 'group', 'company', 'ops', 'order_import', 'integration',
  'article', 'recommended_servicer', 'platform_fee_item', 'incentive_rule', 'subscription', 'subscription_renewal',
] as const;

export const MENUS_CHANGED_EVENT = 'menus:changed';
