import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MenuItem } from '@/domain/auth';

vi.mock('@/lib/session/queries', () => ({
  menuQuery: (appCode: string) => ({ queryKey: ['session', 'menu', appCode], queryFn: fetchMenu }),
}));
const fetchMenu = vi.fn<() => Promise<MenuItem[]>>();

import { clearSession, setTokens } from '@/lib/session/token-store';
import { EVERY_ACCOUNT_MENU_PATHS } from '@/domain/route-catalog';
import { BASE_PERMITTED, MENU_TIMEOUT_MESSAGE, NotLoggedInError, ensureMenu, isPermitted, menuItemForPath } from './guards';

const item = (id: number, path: string): MenuItem => ({
  id, pid: 0, path, name: path, is_hidden: false, icon: '', sort: id, menu_element_list: [], menu_opration_list: [],
});

const menu = [item(1, '/saas/order/all/index'), item(2, '/saas/order/detail/:id'), item(3, '/saas/ticket/v2/detail/9'), item(4, '#orders')];

describe('isPermitted (spec §2.2)', () => {
  it('allows menu paths, menu patterns and concrete menu paths', () => {
    expect(isPermitted('/saas/order/all/index', menu)).toBe(true);
    expect(isPermitted('/saas/order/all/index/', menu)).toBe(true);
    expect(isPermitted('/saas/order/detail/123', menu)).toBe(true);
    expect(isPermitted('/saas/ticket/v2/detail/9', menu)).toBe(true);
    expect(isPermitted('/saas/ticket/v2/detail/10', menu)).toBe(false);
    expect(isPermitted('/saas/quote/overall/index', menu)).toBe(false);
  });

  it('always allows only the §2.2 extra paths and the welcome page of its root rule', () => {
    for (const p of ['/', '/my/bang', '/my/index', '/layout', '/ss-fhb/report/index/5']) {
      expect(isPermitted(p, [])).toBe(true);
    }
  });

  it('opens dashboard, my account, messages and sync only from the menu, not a hard-coded list', () => {
    for (const p of EVERY_ACCOUNT_MENU_PATHS) {
      expect(isPermitted(p, []), p).toBe(false);
      expect(isPermitted(p, [item(9, p)]), p).toBe(true);
    }
    expect(BASE_PERMITTED).toEqual(['/ss-fhb/report/index/:id', '/layout', '/', '/my/index', '/my/:product']);
  });

  it('finds the menu item of a path, exact before pattern', () => {
    expect(menuItemForPath('/saas/order/detail/77', menu)?.id).toBe(2);
    expect(menuItemForPath('/saas/ticket/v2/detail/9', [item(5, '/saas/ticket/v2/detail/:id'), ...menu])?.id).toBe(3);
    expect(menuItemForPath('/nowhere', menu)).toBeUndefined();
  });
});

describe('ensureMenu', () => {
  beforeEach(() => {
    fetchMenu.mockReset();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setTokens({ token: 'a.eyJpZCI6MX0.c' });
  });

  it('retries up to 5 times 1 s apart, then fails with initial menu user timeout', async () => {
    fetchMenu.mockRejectedValue(new Error('down'));
    const sleep = vi.fn(() => Promise.resolve());
    const err = await ensureMenu(new QueryClient(), 'BANG', { sleep }).catch((e: unknown) => e);
    expect((err as Error).message).toBe(MENU_TIMEOUT_MESSAGE);
    expect(fetchMenu).toHaveBeenCalledTimes(5);
    expect(sleep).toHaveBeenCalledTimes(4);
    expect(sleep).toHaveBeenCalledWith(1000);
  });

  it('succeeds on a later attempt and caches the menu', async () => {
    fetchMenu.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(menu);
    const qc = new QueryClient();
    const sleep = () => Promise.resolve();
    await expect(ensureMenu(qc, 'BANG', { sleep })).resolves.toEqual(menu);
    await expect(ensureMenu(qc, 'BANG', { sleep })).resolves.toEqual(menu);
    expect(fetchMenu).toHaveBeenCalledTimes(2);
  });

  it('stops when the session is gone', async () => {
    clearSession();
    await expect(ensureMenu(new QueryClient(), 'BANG')).rejects.toBeInstanceOf(NotLoggedInError);
    expect(fetchMenu).not.toHaveBeenCalled();
  });
});
