/** Session queries (TanStack Query): current user, menu permissions, subscription, business units, logout. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { BusinessGroup, MenuItem, SubscriptionInfo, UserInfo } from '@/domain/auth';
import type { PagedData } from '@/domain/envelope';
import { HEADERS } from '@/domain/constants';
import { ApiError, apiGet, apiPost, apiPut } from '../api-client';
import { setLoginUser } from './login-user';
import { clearSession, getRefreshToken, getToken, setTokens } from './token-store';

export const sessionKeys = {
  all: ['session'] as const,
  currentUser: () => [...sessionKeys.all, 'current-user'] as const,
  menu: (appCode: string) => [...sessionKeys.all, 'menu', appCode] as const,
  subscription: (appCode: string) => [...sessionKeys.all, 'subscription', appCode] as const,
  businessGroups: () => [...sessionKeys.all, 'business-groups'] as const,
};

/**
 * GET getUserByToken; its answer also refreshes the login user stored locally (spec §3), so a session that did not
 * start at the sign-in form (/auth-redirect), a business-unit switch or a profile edit keeps it current. An answer
 * arriving after sign-out writes nothing.
 */
export async function fetchCurrentUser(): Promise<UserInfo> {
  const user = await apiGet<UserInfo>('/user/users/getUserByToken');
  if (user && getToken()) setLoginUser(user);
  return user;
}

export function fetchMenu(appCode: string): Promise<MenuItem[]> {
  return apiGet<MenuItem[] | { list: MenuItem[] }>('/user/group/getMenuPermissionByToken', { app_code: appCode }).then((d) =>
    Array.isArray(d) ? d : (d?.list ?? []),
  );
}

/**
 * The server's answer, stored per user; without a network (no response at all) the stored copy answers. A
 * server that answers — even with an error — is the truth, so a refused session is never hidden by the copy.
 */
async function withOfflineCopy<T>(key: readonly unknown[], fetcher: () => Promise<T>): Promise<T> {
  // the local database (Dexie) loads with the first signed-in screen, not with the sign-in form
  const cache = import('../lookup-cache');
  try {
    const data = await fetcher();
    await (await cache).writeLookup(key, data);
    return data;
  } catch (e) {
    if (e instanceof ApiError && e.httpStatus === 0) {
      const stored = await (await cache).readLookup<T>(key);
      if (stored) return stored.data;
    }
    throw e;
  }
}

// The user, menu permissions, subscription and business units are kept in the local database (per user) so the
// shell opens offline with the last known copy (issue 6); online the server's copy replaces it.
export const currentUserQuery = () =>
  queryOptions({ queryKey: sessionKeys.currentUser(), queryFn: () => withOfflineCopy(sessionKeys.currentUser(), fetchCurrentUser), staleTime: 60_000 });

export const menuQuery = (appCode: string) =>
  queryOptions({ queryKey: sessionKeys.menu(appCode), queryFn: () => withOfflineCopy(sessionKeys.menu(appCode), () => fetchMenu(appCode)), staleTime: 5 * 60_000 });

export const subscriptionQuery = (appCode: string) =>
  queryOptions({
    queryKey: sessionKeys.subscription(appCode),
    queryFn: () =>
      withOfflineCopy(sessionKeys.subscription(appCode), () => apiGet<SubscriptionInfo>('/user/user_subscription/check', { app_code: appCode })),
    staleTime: 10 * 60_000,
  });

export const businessGroupsQuery = () =>
  queryOptions({
    queryKey: sessionKeys.businessGroups(),
    queryFn: () =>
      withOfflineCopy(sessionKeys.businessGroups(), () =>
        apiGet<PagedData<BusinessGroup> | { list: BusinessGroup[] }>('/user/group/current_user_groups').then((d) => d?.list ?? []),
      ),
    staleTime: 60_000,
  });

export interface SwitchBusinessGroupInput {
  group_id: number;
  group_name: string;
}

/** PUT set_current_user_group_id_to_token → a new access token carrying the chosen business unit. */
export function useSwitchBusinessGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    // the refresh token names the session, which keeps the choice: tokens refreshed later carry it too
    mutationFn: (input: SwitchBusinessGroupInput) => {
      const refresh = getRefreshToken();
      return apiPut<{ access_token: string; refresh_token?: string }>('/user/group/set_current_user_group_id_to_token', input, refresh ? { headers: { 'Refresh-Token': refresh } } : undefined);
    },
    onSuccess: async (data) => {
      if (data?.access_token) setTokens({ token: data.access_token, refresh_token: data.refresh_token });
      await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
}

/**
 * POST /login/logout with the refresh token, then clear everything and go to /login (even if the call fails).
 * `everywhere`: every session of the account on every device ends too — that needs the server, so when the call
 * fails nothing is cleared and the error is thrown (the user is still signed in and is told).
 */
export async function logout(options: { everywhere?: boolean } = {}): Promise<void> {
  const refreshToken = getRefreshToken();
  if (options.everywhere) {
    await apiPost('/login/logout', { refresh_token: refreshToken ?? undefined, everywhere: true }, {
      headers: refreshToken ? { [HEADERS.refreshToken]: refreshToken } : undefined,
      skipAuthRefresh: true,
    });
    clearSession();
    return;
  }
  try {
    if (refreshToken) {
      await apiPost('/login/logout', { refresh_token: refreshToken }, {
        headers: { [HEADERS.refreshToken]: refreshToken },
        silent: true,
        skipAuthRefresh: true,
      });
    }
  } catch {
    /* the local session ends whatever the server says */
  } finally {
    clearSession();
  }
}

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (options?: { everywhere?: boolean }) => logout(options),
    onSettled: async (_data, error) => {
      // a failed 'everywhere' leaves the session as it was (its error was shown by the API client)
      if (error) return;
      queryClient.removeQueries({ queryKey: sessionKeys.all });
      queryClient.clear();
      await navigate({ to: '/login', replace: true });
    },
  });
}
