import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MenuItem } from '@/domain/auth';
import { menuQuery } from '@/lib/session/queries';
import { getMenuId } from '@/lib/session/menu-id';
import { clearSession, setTokens } from '@/lib/session/token-store';
import { createAppRouter } from '../router';

const item = (id: number, path: string): MenuItem => ({
  id, pid: 0, path, name: path, is_hidden: false, icon: '', sort: id, menu_element_list: [], menu_opration_list: [],
});
const MENU = [item(11, '/saas/order/all/index'), item(12, '/saas/order/detail/:id'), item(13, '/saas/waybill/all/index')];

function fakeJwt(payload: Record<string, unknown>): string {
  const b64 = (o: unknown) => btoa(JSON.stringify(o)).replace(/=+$/, '');
  return `${b64({ alg: 'HS256' })}.${b64(payload)}.sig`;
}

async function open(path: string, { loggedIn = true, menu = MENU as MenuItem[] | null } = {}) {
  const qc = new QueryClient();
  if (loggedIn) setTokens({ token: fakeJwt({ id: 1 }), refresh_token: 'r' });
  else clearSession();
  if (menu) qc.setQueryData(menuQuery('BANG').queryKey, menu);
  const router = createAppRouter(qc, createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  // follow redirects thrown during the first load
  for (let i = 0; i < 5 && router.state.status !== 'idle'; i++) await router.load();
  return router;
}

const where = (router: Awaited<ReturnType<typeof open>>) => `${router.state.location.pathname}${router.state.location.searchStr}`;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  clearSession();
});

describe('navigation rules (spec §2.2)', () => {
  it('sends a signed-out deep link to /login?redirect=…', async () => {
    const router = await open('/saas/order/all/index?status=2', { loggedIn: false });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({ redirect: '/saas/order/all/index?status=2' });
  });

  it('sends a signed-in user away from /login', async () => {
    expect(where(await open('/login'))).toBe('/my/bang');
  });

  it('redirects / and /my/index to the variant welcome page', async () => {
    expect(where(await open('/'))).toBe('/my/bang');
    expect(where(await open('/my/index'))).toBe('/my/bang');
  });

  it('sends unknown paths to /404', async () => {
    expect(where(await open('/no/such/page'))).toBe('/404');
    expect(where(await open('/no/such/page', { loggedIn: false }))).toBe('/404');
  });

  it('sends paths outside the menu to /404 and opens permitted ones with their menu id', async () => {
    expect(where(await open('/saas/quote/overall/index'))).toBe('/404');
    const router = await open('/saas/order/detail/42');
    expect(where(router)).toBe('/saas/order/detail/42');
    expect(getMenuId()).toBe('12');
    // the dashboard opens from the menu (the server puts it in every account's), not from a hard-coded list
    expect(where(await open('/saas/dashboard/index', { menu: [] }))).toBe('/404');
    expect(where(await open('/saas/dashboard/index', { menu: [item(20, '/saas/dashboard/index')] }))).toBe('/saas/dashboard/index');
    expect(getMenuId()).toBe('20');
  });

  it('keeps alias paths only when the menu lists them', async () => {
    expect(where(await open('/bang/order/all/index'))).toBe('/404');
    expect(where(await open('/bang/order/all/index', { menu: [item(1, '/bang/order/all/index')] }))).toBe('/bang/order/all/index');
  });

  it('/redirect/* replaces itself with the rest of the path', async () => {
    expect(where(await open('/redirect/saas/message/index', { menu: [...MENU, item(14, '/saas/message/index')] }))).toBe('/saas/message/index');
    const router = await open('/redirect/saas/waybill/all/index?nos=2024000000000001');
    expect(router.state.location.pathname).toBe('/saas/waybill/all/index');
    expect(router.state.location.search).toEqual({ nos: '2024000000000001' });
  });

  it('keeps order numbers as strings in search params', async () => {
    const router = await open('/saas/waybill/all/index?nos=20240101000000000001');
    expect(router.state.location.search).toEqual({ nos: '20240101000000000001' });
  });

  it('leaves public routes open without a token', async () => {
    for (const p of ['/register', '/register2', '/forget-password', '/404', '/401', '/order/query', '/order/attachment/5/2001']) {
      expect(where(await open(p, { loggedIn: false }))).toBe(p);
    }
  });

  it('/logout ends the session and lands on /login', async () => {
    const router = await open('/logout');
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('search params', () => {
  it('round-trips strings that look like numbers', async () => {
    const { parseSearchParams, stringifySearchParams } = await import('./search-params');
    expect(parseSearchParams('?nos=2024000000000001&end_tel=13800138000&a=1&a=2')).toEqual({ nos: '2024000000000001', end_tel: '13800138000', a: ['1', '2'] });
    expect(stringifySearchParams({ nos: '2024000000000001', empty: undefined, n: 3 })).toBe('?nos=2024000000000001&n=3');
  });
});
