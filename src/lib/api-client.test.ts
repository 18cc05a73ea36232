import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./toaster', () => ({
  toast: { warning: vi.fn(), error: vi.fn(), success: vi.fn(), info: vi.fn(), dismiss: vi.fn() },
}));

import * as common from './i18n-common';
import { initI18n } from './i18n';
import { getMaintenance, resetMaintenance } from './maintenance';
import { setMenuId } from './session/menu-id';
import { clearSession, getRefreshToken, getToken, setTokens } from './session/token-store';
import { toast } from './toaster';
import { ApiError, apiClient, apiGet, apiPost, resetToastThrottle } from './api-client';
import { cleanParams } from './api-request';
import { setSessionExpiredHandler } from './session/expiry';
import { downloadExtension, downloadTimestamp } from './api-download';

type Handler = (config: InternalAxiosRequestConfig) => { status: number; data?: unknown } | Promise<{ status: number; data?: unknown }>;

const seen: InternalAxiosRequestConfig[] = [];
let handler: Handler = () => ({ status: 200, data: { code: '0', msg: 'ok', data: null } });

function fakeJwt(payload: Record<string, unknown>): string {
  const b64 = (o: unknown) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${b64({ alg: 'HS256' })}.${b64(payload)}.sig`;
}

function header(config: InternalAxiosRequestConfig, name: string): string | undefined {
  const v = AxiosHeaders.from(config.headers).get(name);
  return v === undefined || v === null ? undefined : String(v);
}

const ok = (data: unknown) => ({ status: 200, data: { code: '0', msg: 'ok', data } });

beforeAll(() => {
  document.cookie = 'language=zh; path=/';
  initI18n(common);
  apiClient.defaults.adapter = async (config) => {
    seen.push(config);
    if (config.signal && (config.signal as AbortSignal).aborted) throw new AxiosError('canceled', 'ERR_CANCELED', config);
    const result = await handler(config);
    if (result.status === 0) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    const response: AxiosResponse = { data: result.data, status: result.status, statusText: String(result.status), headers: {}, config };
    if (!(config.validateStatus ?? ((st: number) => st < 400))(result.status)) {
      throw new AxiosError(`Request failed with status code ${result.status}`, AxiosError.ERR_BAD_REQUEST, config, {}, response);
    }
    return response;
  };
});

beforeEach(() => {
  seen.length = 0;
  vi.mocked(toast.warning).mockClear();
  vi.mocked(toast.error).mockClear();
  resetToastThrottle();
  clearSession();
  resetMaintenance();
  handler = () => ok(null);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('request headers (spec §7)', () => {
  it('marks anonymous requests with userid 000 and no token', async () => {
    await apiGet('/anything');
    const c = seen[0];
    expect(header(c, 'userid')).toBe('000');
    expect(header(c, 'X-Token')).toBeUndefined();
    expect(header(c, 'token')).toBeUndefined();
    expect(header(c, 'X-Client')).toBe('web');
    expect(header(c, 'app-code')).toBe('BANG');
    expect(header(c, 'Accept-Language')).toBe('zh-CN');
    expect(c.baseURL).toBe('/api');
    expect(c.timeout).toBe(5000);
  });

  it('sends the token, the user id of its payload and the stored menu id', async () => {
    const token = fakeJwt({ id: 42, username: 'servicer', is_main: true });
    setTokens({ token, refresh_token: 'r1' });
    setMenuId(17);
    await apiGet('/anything');
    const c = seen[0];
    expect(header(c, 'X-Token')).toBe(token);
    expect(header(c, 'token')).toBe(token);
    expect(header(c, 'userid')).toBe('42');
    expect(header(c, 'menu-id')).toBe('17');
    setMenuId(null);
  });
});

describe('parameter cleaning (spec §5, §7)', () => {
  it('drops empty values, keeps zero, trims strings and renames pageNum/pageSize', () => {
    expect(
      cleanParams({ a: '', b: null, c: undefined, d: [], e: 0, f: '  x ', g: '   ', h: false, pageNum: 2, pageSize: 50, ids: [1, 2] }),
    ).toEqual({ e: 0, f: 'x', h: false, page: 2, per_page: 50, ids: [1, 2] });
  });

  it('applies to every request', async () => {
    await apiGet('/list', { name: ' 张三 ', phone: '', pageNum: 1, pageSize: 20, status: 0 });
    expect(seen[0].params).toEqual({ name: '张三', page: 1, per_page: 20, status: 0 });
  });
});

describe('envelope', () => {
  it('resolves to data when code is "0"', async () => {
    handler = () => ok({ list: [1], total: 1 });
    await expect(apiGet('/x')).resolves.toEqual({ list: [1], total: 1 });
  });

  it('rejects with ApiError and warns with the msg when code is not "0"', async () => {
    handler = () => ({ status: 200, data: { code: '1001', msg: '名称已存在', data: null } });
    const err = await apiPost('/x', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe('1001');
    expect((err as ApiError).msg).toBe('名称已存在');
    expect((err as ApiError).httpStatus).toBe(200);
    expect(toast.warning).toHaveBeenCalledWith('名称已存在', expect.anything());
  });

  it('falls back to the server-busy text without a msg', async () => {
    handler = () => ({ status: 200, data: { code: '500', msg: '', data: null } });
    await expect(apiGet('/x')).rejects.toBeInstanceOf(ApiError);
    expect(toast.warning).toHaveBeenCalledWith('天啊~服务器开小差了，稍后重试', expect.anything());
  });

  it('suppresses the same message for 3 s', async () => {
    const now = vi.spyOn(Date, 'now');
    now.mockReturnValue(1_000_000);
    handler = () => ({ status: 200, data: { code: '9', msg: 'same', data: null } });
    await Promise.allSettled([apiGet('/a'), apiGet('/b'), apiGet('/c')]);
    expect(toast.warning).toHaveBeenCalledTimes(1);
    now.mockReturnValue(1_002_999);
    await apiGet('/d').catch(() => undefined);
    expect(toast.warning).toHaveBeenCalledTimes(1);
    now.mockReturnValue(1_003_001);
    await apiGet('/e').catch(() => undefined);
    expect(toast.warning).toHaveBeenCalledTimes(2);
    now.mockRestore();
  });

  it('silent requests leave the message to the caller', async () => {
    handler = () => ({ status: 200, data: { code: '9', msg: 'bad password', data: null } });
    await expect(apiPost('/login/login', {}, { silent: true })).rejects.toMatchObject({ msg: 'bad password' });
    expect(toast.warning).not.toHaveBeenCalled();
  });
});

describe('HTTP errors (spec §8)', () => {
  it('400 warns with the msg, throttled', async () => {
    handler = () => ({ status: 400, data: { code: '400', msg: 'phone: invalid', data: null } });
    const results = await Promise.allSettled([apiPost('/x', {}), apiPost('/x', {})]);
    expect(results.every((r) => r.status === 'rejected' && (r.reason as ApiError).httpStatus === 400)).toBe(true);
    expect(toast.warning).toHaveBeenCalledTimes(1);
    expect(toast.warning).toHaveBeenCalledWith('phone: invalid', expect.anything());
  });

  it('402 says 请勿重复提交', async () => {
    handler = () => ({ status: 402, data: { code: '402', msg: 'duplicate', data: null } });
    await expect(apiPost('/x', {})).rejects.toMatchObject({ httpStatus: 402, msg: '请勿重复提交' });
    expect(toast.warning).toHaveBeenCalledWith('请勿重复提交', expect.anything());
  });

  it('503 opens one maintenance dialog with the content of the response', async () => {
    handler = () => ({ status: 503, data: { code: '503', msg: 'maintenance', data: { content: '今晚22点升级' } } });
    await Promise.allSettled([apiGet('/a'), apiGet('/b')]);
    expect(getMaintenance()).toEqual({ open: true, content: '今晚22点升级' });
  });

  it('503 without content fetches /map/help/maintenance', async () => {
    handler = (c) =>
      c.url === '/map/help/maintenance'
        ? { status: 503, data: { code: '503', msg: 'm', data: { content: '数据库迁移中' } } }
        : { status: 503, data: { code: '503', msg: 'm', data: null } };
    await expect(apiGet('/a')).rejects.toMatchObject({ httpStatus: 503 });
    expect(seen.some((c) => c.url === '/map/help/maintenance')).toBe(true);
    expect(getMaintenance()).toEqual({ open: true, content: '数据库迁移中' });
  });

  it('503 with nothing to show keeps the default text', async () => {
    handler = () => ({ status: 503, data: null });
    await expect(apiGet('/a')).rejects.toBeInstanceOf(ApiError);
    expect(getMaintenance()).toEqual({ open: true, content: null });
  });

  it('offline requests say 访问失败：请检查网络', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    handler = () => ({ status: 0 });
    await expect(apiGet('/a')).rejects.toMatchObject({ httpStatus: 0, msg: '访问失败：请检查网络' });
    expect(toast.error).toHaveBeenCalledWith('访问失败：请检查网络', expect.anything());
  });

  it('online network failures show the error message', async () => {
    handler = () => ({ status: 0 });
    await expect(apiGet('/a')).rejects.toMatchObject({ msg: 'Network Error' });
    expect(toast.error).toHaveBeenCalledWith('Network Error', expect.anything());
  });

  it('other errors show an error toast for 5 s', async () => {
    handler = () => ({ status: 500, data: { code: '500', msg: 'boom', data: null } });
    await expect(apiGet('/a')).rejects.toMatchObject({ httpStatus: 500, msg: 'boom' });
    expect(toast.error).toHaveBeenCalledWith('boom', { duration: 5000 });
  });
});

describe('401 refresh (spec §4 Session)', () => {
  it('shares one refresh between three concurrent requests and replays them with the new token', async () => {
    const oldToken = fakeJwt({ id: 7, v: 'old' });
    const newToken = fakeJwt({ id: 7, v: 'new' });
    setTokens({ token: oldToken, refresh_token: 'refresh-1' });
    let refreshCalls = 0;
    handler = async (c) => {
      if (c.url === '/user/users/refresh-token') {
        refreshCalls++;
        expect(header(c, 'refresh-token')).toBe('refresh-1');
        await new Promise((r) => setTimeout(r, 10));
        return ok({ access_token: newToken, refresh_token: 'refresh-2' });
      }
      return header(c, 'X-Token') === newToken ? ok({ url: c.url }) : { status: 401, data: { code: '401', msg: 'expired', data: null } };
    };
    const results = await Promise.all([apiGet('/a'), apiGet('/b'), apiGet('/c')]);
    expect(results).toEqual([{ url: '/a' }, { url: '/b' }, { url: '/c' }]);
    expect(refreshCalls).toBe(1);
    expect(getToken()).toBe(newToken);
    expect(getRefreshToken()).toBe('refresh-2');
    expect(toast.warning).not.toHaveBeenCalled();
  });

  it('does not refresh again when another tab already stored a new token', async () => {
    const oldToken = fakeJwt({ id: 7, v: 'old' });
    const otherTabToken = fakeJwt({ id: 7, v: 'other-tab' });
    setTokens({ token: oldToken, refresh_token: 'refresh-1' });
    let refreshCalls = 0;
    handler = (c) => {
      if (c.url === '/user/users/refresh-token') {
        refreshCalls++;
        return ok({ access_token: fakeJwt({ id: 7, v: 'mine' }), refresh_token: 'refresh-x' });
      }
      if (header(c, 'X-Token') === otherTabToken) return ok({ url: c.url });
      // the other tab refreshes while this request is in flight
      setTokens({ token: otherTabToken, refresh_token: 'refresh-2' });
      return { status: 401, data: { code: '401', msg: 'expired', data: null } };
    };
    expect(await apiGet('/a')).toEqual({ url: '/a' });
    expect(refreshCalls).toBe(0);
    expect(getRefreshToken()).toBe('refresh-2');
  });

  it('logs out with 登录已过期 when the refresh fails', async () => {
    setTokens({ token: fakeJwt({ id: 7 }), refresh_token: 'bad' });
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    window.history.pushState({}, '', '/saas/order/all/index?x=1');
    let refreshCalls = 0;
    handler = (c) => {
      if (c.url === '/user/users/refresh-token') {
        refreshCalls++;
        return { status: 401, data: { code: '401', msg: 'invalid refresh token', data: null } };
      }
      return { status: 401, data: { code: '401', msg: 'expired', data: null } };
    };
    const results = await Promise.allSettled([apiGet('/a'), apiGet('/b')]);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(refreshCalls).toBe(1);
    expect(getToken()).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
    expect(expired).toHaveBeenCalledWith('/saas/order/all/index?x=1');
    expect(toast.warning).toHaveBeenCalledWith('登录已过期', expect.objectContaining({ description: '请重新登录' }));
  });

  it('does not refresh for the login call itself', async () => {
    handler = (c) => (c.url === '/login/login' ? { status: 401, data: { code: '401', msg: '用户名或密码错误', data: null } } : ok(null));
    await expect(apiPost('/login/login', {}, { silent: true })).rejects.toMatchObject({ msg: '用户名或密码错误' });
    expect(seen.map((c) => c.url)).toEqual(['/login/login']);
  });
});

describe('downloads', () => {
  it('names files prefix + timestamp + extension', () => {
    expect(downloadTimestamp(new Date(2024, 0, 2, 3, 4, 5))).toBe('20240102030405');
    expect(downloadExtension('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe('.xlsx');
    expect(downloadExtension('text/csv; charset=utf-8')).toBe('.csv');
    expect(downloadExtension('application/octet-stream', 'attachment; filename="orders.xls"')).toBe('.xls');
    expect(downloadExtension(null)).toBe('.xlsx');
  });
});
