/** Session contract shared by browser and server: login body, token payload, user info, menu items. */
import { z } from 'zod';
import type { AppCode } from './variants';

export const USERNAME_MAX = 32;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 64;

export const loginBodySchema = z.object({
  username: z.string().trim().min(1).max(USERNAME_MAX),
  password: z.string().min(1).max(PASSWORD_MAX),
  app_code: z.enum(['FMZY', 'DA', 'BANG', 'PAI']).optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export type MainType = 'admin' | 'servicer' | 'consignor' | 'delivery' | 'driver';

/** Claims of the access token (spec §3) plus what the server needs to scope every query. */
export interface TokenPayload {
  id: number;
  username: string;
  nickname: string;
  phone: string;
  app_code: AppCode;
  main_type: MainType;
  servicer_id: number | null;
  subscribe_version: string;
  main_user_id: number;
  main_name: string;
  main_phone: string;
  resource_id: number | null;
  company_id: number;
  group_id: number | null;
  group_name: string;
  is_main: boolean;
}

export interface LoginResult {
  token: string;
  refresh_token: string;
  user: UserInfo;
}

/** GET /api/user/users/getUserByToken */
export interface UserInfo extends Omit<TokenPayload, 'company_id'> {
  company_id: number;
  company_name: string;
  /** the company's edition bit flags (src/domain/editions.ts) */
  edition_flags: number;
  last_login_at: string | null;
  /** the avatar image (files.fileid) and its download path, null without one */
  avatar_fileid: string | null;
  avatar_url: string | null;
}

export interface MenuCode {
  code: string;
}

/** Menu permission item (spec §3) as returned flat by getMenuPermissionByToken. */
export interface MenuItem {
  id: number;
  pid: number;
  path: string;
  name: string;
  is_hidden: boolean;
  icon: string;
  sort: number;
  menu_element_list: MenuCode[];
  menu_opration_list: MenuCode[];
}

export interface MenuNode extends MenuItem {
  children: MenuNode[];
}

/** Builds the sidebar tree; hidden items (and their subtrees) are omitted. */
export function buildMenuTree(items: MenuItem[]): MenuNode[] {
  const visible = items.filter((m) => !m.is_hidden);
  const nodes = new Map<number, MenuNode>(visible.map((m) => [m.id, { ...m, children: [] }]));
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.pid ? nodes.get(node.pid) : undefined;
    if (parent) parent.children.push(node);
    else if (!node.pid) roots.push(node);
  }
  const sort = (list: MenuNode[]) => {
    list.sort((a, b) => a.sort - b.sort || a.id - b.id);
    list.forEach((n) => sort(n.children));
    return list;
  };
  return sort(roots);
}

export interface BusinessGroup {
  id: number;
  name: string;
}

export interface GroupTreeNode {
  id: number;
  name: string;
  children: GroupTreeNode[];
}

/** Subscription check (spec §3 expiry + trial info). */
export interface SubscriptionInfo {
  left_days: number;
  pre_sale_arr: { name: string; phone: string }[];
  is_expired: boolean;
  is_show: boolean;
  name: string;
  phone: string;
  hosting_end: string;
  biz_manager_phone: string;
  subscribe_version_name: string;
}

/** Days before expiry from which the persistent warning shows. */
export const EXPIRY_WARNING_DAYS = 30;

export interface AddressNode {
  value: string;
  label: string;
  children?: AddressNode[];
}
