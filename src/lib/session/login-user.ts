/**
 * The login user stored locally (spec §3: id, uname, display_name, name, expend), written at sign-in beside the token
 * and removed with it (token-store.ts clearSession). `name` is the company the user signs in for; `expend` keeps the
 * rest of the user info a screen may want without waiting for getUserByToken.
 */
import type { UserInfo } from '@/domain/auth';

export const LOGIN_USER_KEY = 'lading.login_user';

export interface LoginUser {
  id: number;
  uname: string;
  display_name: string;
  name: string;
  expend: {
    phone: string;
    app_code: string;
    main_type: string;
    company_id: number;
    is_main: boolean;
    group_id: number | null;
    group_name: string;
    avatar_url: string | null;
  };
}

export function toLoginUser(u: UserInfo): LoginUser {
  return {
    id: u.id,
    uname: u.username,
    display_name: u.nickname || u.username,
    name: u.company_name,
    expend: {
      phone: u.phone,
      app_code: u.app_code,
      main_type: u.main_type,
      company_id: u.company_id,
      is_main: u.is_main,
      group_id: u.group_id,
      group_name: u.group_name,
      avatar_url: u.avatar_url,
    },
  };
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function setLoginUser(user: UserInfo | null | undefined): void {
  const s = storage();
  if (!s) return;
  if (user) s.setItem(LOGIN_USER_KEY, JSON.stringify(toLoginUser(user)));
  else s.removeItem(LOGIN_USER_KEY);
}

/** null when nobody signed in on this device, or the stored value is not a login user */
export function getLoginUser(): LoginUser | null {
  try {
    const v: unknown = JSON.parse(storage()?.getItem(LOGIN_USER_KEY) ?? 'null');
    return v && typeof v === 'object' && typeof (v as LoginUser).id === 'number' && typeof (v as LoginUser).uname === 'string' ? (v as LoginUser) : null;
  } catch {
    return null;
  }
}

export function clearLoginUser(): void {
  storage()?.removeItem(LOGIN_USER_KEY);
}
