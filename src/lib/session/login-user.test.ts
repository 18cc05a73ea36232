import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '@/domain/auth';
import type * as ApiClientModule from '../api-client';
import { acceptLoginResult } from '@/features/auth/api/login';
import { getLoginUser, LOGIN_USER_KEY, setLoginUser, toLoginUser } from './login-user';
import { fetchCurrentUser } from './queries';
import { clearSession, setTokens } from './token-store';

vi.mock('../api-client', async (original) => ({ ...(await original<ApiClient>()), apiGet: vi.fn(async () => answer) }));
type ApiClient = typeof ApiClientModule;
let answer: unknown = null;

const user: UserInfo = {
  id: 7,
  username: 'servicer',
  nickname: '示例物流管理员',
  phone: '13800000002',
  app_code: 'BANG',
  main_type: 'servicer',
  servicer_id: 2,
  subscribe_version: 'STANDARD',
  main_user_id: 7,
  main_name: '示例物流管理员',
  main_phone: '13800000002',
  resource_id: null,
  company_id: 2,
  company_name: '示例物流',
  edition_flags: 1,
  group_id: null,
  group_name: '',
  is_main: true,
  last_login_at: null,
  avatar_fileid: null,
  avatar_url: null,
};

const jwt = (payload: Record<string, unknown>) => `h.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.s`;

describe('the login user stored locally (spec §3)', () => {
  beforeEach(() => clearSession());

  it('keeps id, uname, display_name, name and expend', () => {
    expect(toLoginUser(user)).toEqual({
      id: 7,
      uname: 'servicer',
      display_name: '示例物流管理员',
      name: '示例物流',
      expend: { phone: '13800000002', app_code: 'BANG', main_type: 'servicer', company_id: 2, is_main: true, group_id: null, group_name: '', avatar_url: null },
    });
    expect(toLoginUser({ ...user, nickname: '' }).display_name).toBe('servicer');
  });

  it('is written by a sign-in and removed with the session', () => {
    acceptLoginResult({ token: jwt({ id: 7, is_main: true }), refresh_token: 'r', user });
    expect(getLoginUser()).toMatchObject({ id: 7, uname: 'servicer', name: '示例物流' });
    clearSession();
    expect(getLoginUser()).toBeNull();
    expect(localStorage.getItem(LOGIN_USER_KEY)).toBeNull();
  });

  it('a sign-in answer without a user leaves no earlier account behind; garbage reads as none', () => {
    setLoginUser(user);
    acceptLoginResult({ token: jwt({ id: 8 }) });
    expect(getLoginUser()).toBeNull();
    localStorage.setItem(LOGIN_USER_KEY, '{"id":"x"}');
    expect(getLoginUser()).toBeNull();
    localStorage.setItem(LOGIN_USER_KEY, 'not json');
    expect(getLoginUser()).toBeNull();
  });

  it('is kept current by getUserByToken (a session from /auth-redirect, a business-unit switch), never after sign-out', async () => {
    setTokens({ token: jwt({ id: 7 }), refresh_token: 'r' });
    answer = { ...user, group_id: 3, group_name: '华东事业部' };
    await fetchCurrentUser();
    expect(getLoginUser()).toMatchObject({ id: 7, uname: 'servicer', expend: { group_id: 3, group_name: '华东事业部' } });
    clearSession();
    await fetchCurrentUser();
    expect(getLoginUser()).toBeNull();
  });
});
