/**
 * The one axios instance (spec §7/§8): session headers and cleaned params on every request, the envelope, the error
 * catalogue, one shared token refresh for concurrent 401s, the 503 maintenance dialog, and the typed request helpers.
 */
import axios, {
  AxiosHeaders,
  type AxiosError,
  type AxiosRequestConfig,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { CODE_OK, type ApiEnvelope } from '@/domain/envelope';
import { DUPLICATE_TOAST_SUPPRESS_MS, ERROR_TOAST_MS, HEADERS, REQUEST_TIMEOUT_MS } from '@/domain/constants';
import { cleanParams, sessionHeaders } from './api-request';
import { envelopeMsg, isEnvelope, serverBusy } from './api-messages';
import { translate } from './i18n';
import { openMaintenance } from './maintenance';
import { expireSession } from './session/expiry';
import { getRefreshToken, getToken, setTokens } from './session/token-store';
import { toast } from './toaster';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** no toast for envelope / 400 errors: the caller shows the message itself */
    silent?: boolean;
    /** never try a token refresh for this request (login, refresh, logout) */
    skipAuthRefresh?: boolean;
    /** set on the replay after a refresh */
    _retried?: boolean;
  }
}

export class ApiError extends Error {
  readonly code: string;
  readonly msg: string;
  readonly httpStatus: number;
  readonly data: unknown;

  constructor(code: string, msg: string, httpStatus: number, data: unknown = null) {
    super(msg);
    this.name = 'ApiError';
    this.code = code;
    this.msg = msg;
    this.httpStatus = httpStatus;
    this.data = data;
  }
}

export const REFRESH_URL = '/user/users/refresh-token';
export const MAINTENANCE_URL = '/map/help/maintenance';
const NO_REFRESH_URLS = ['/login/login', '/login/logout', REFRESH_URL, '/user/users/register'];

export const apiClient = axios.create({
  baseURL: '/api',
  timeout: REQUEST_TIMEOUT_MS,
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
});

// ---------------------------------------------------------------- request side

apiClient.interceptors.request.use((config) => {
  const headers = AxiosHeaders.from(config.headers);
  for (const [name, value] of Object.entries(sessionHeaders())) headers.set(name, value);
  if (!getToken()) {
    headers.delete(HEADERS.xToken);
    headers.delete(HEADERS.token);
  }
  config.headers = headers;
  if (config.params) config.params = cleanParams(config.params);
  return config;
});

// ---------------------------------------------------------------- messages

const lastShown = new Map<string, number>();

/** Shows a warning toast unless the same message was shown in the last 3 s (spec §8). */
export function warnThrottled(message: string): void {
  const now = Date.now();
  const last = lastShown.get(message);
  if (last !== undefined && now - last < DUPLICATE_TOAST_SUPPRESS_MS) return;
  lastShown.set(message, now);
  toast.warning(message, { duration: DUPLICATE_TOAST_SUPPRESS_MS });
}

function errorThrottled(message: string): void {
  const now = Date.now();
  const last = lastShown.get(message);
  if (last !== undefined && now - last < DUPLICATE_TOAST_SUPPRESS_MS) return;
  lastShown.set(message, now);
  toast.error(message, { duration: ERROR_TOAST_MS });
}

/** Test hook: forget which messages were shown. */
export function resetToastThrottle(): void {
  lastShown.clear();
}

// ---------------------------------------------------------------- 401 refresh

let refreshing: Promise<string> | null = null;

/** Runs `fn` holding a lock shared by every tab of this origin (Web Locks), or directly where unsupported. */
function withTabLock<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request(name, fn) as Promise<T>) : fn();
}

/** One refresh for all concurrent 401s of this tab, and one at a time across tabs. `failedToken` is the
 * token the refused request carried: if the stored token already differs, someone refreshed meanwhile. */
export function refreshAccessToken(failedToken: string | null = getToken()): Promise<string> {
  if (!refreshing) {
    refreshing = withTabLock('lading-token-refresh', async () => {
      // another tab may have refreshed while this one waited for the lock: use its token
      const current = getToken();
      if (current && current !== failedToken) return current;
      const refreshToken = getRefreshToken();
      if (!refreshToken) throw new ApiError('401', 'no refresh token', 401);
      const res = await apiClient.post<ApiEnvelope<{ access_token?: string; refresh_token?: string }>>(REFRESH_URL, null, {
        headers: { [HEADERS.refreshToken]: refreshToken },
        skipAuthRefresh: true,
        silent: true,
      });
      const access = res.data?.data?.access_token;
      if (!access) throw new ApiError('401', 'refresh failed', 401);
      setTokens({ token: access, refresh_token: res.data.data.refresh_token });
      return access;
    }).finally(() => {
      refreshing = null;
    });
  }
  return refreshing;
}

function wantsRefresh(config: AxiosRequestConfig | undefined): boolean {
  if (!config || config.skipAuthRefresh || config._retried) return false;
  const url = config.url ?? '';
  return !NO_REFRESH_URLS.some((u) => url.endsWith(u));
}

// ---------------------------------------------------------------- 503 maintenance

async function showMaintenance(body: unknown): Promise<void> {
  const fromBody = (body as { data?: { content?: unknown } } | null)?.data?.content;
  if (typeof fromBody === 'string' && fromBody.trim()) {
    openMaintenance(fromBody);
    return;
  }
  openMaintenance(null);
  let content: unknown;
  try {
    const res = await apiClient.get<ApiEnvelope<{ content?: string }>>(MAINTENANCE_URL, {
      silent: true,
      skipAuthRefresh: true,
      validateStatus: () => true,
    });
    content = res.data?.data?.content;
  } catch (error) {
    // the maintenance endpoint itself may answer with a non-'0' code while carrying the content
    content = error instanceof ApiError ? (error.data as { content?: unknown } | null)?.content : undefined;
  }
  if (typeof content === 'string' && content.trim()) openMaintenance(content);
}

// ---------------------------------------------------------------- response side

apiClient.interceptors.response.use(
  (response: AxiosResponse) => {
    const body: unknown = response.data;
    if (response.config.responseType === 'blob' || !isEnvelope(body)) return response;
    if (String(body.code) === CODE_OK) return response;
    const msg = envelopeMsg(body) ?? serverBusy();
    if (!response.config.silent) warnThrottled(msg);
    return Promise.reject(new ApiError(String(body.code), msg, response.status, body.data ?? null));
  },
  async (error: unknown) => {
    if (error instanceof ApiError) throw error;
    // cancelled by the caller (e.g. TanStack Query unmounting): nothing to tell the user
    if (axios.isCancel(error) || !axios.isAxiosError(error)) throw error;
    return handleHttpError(error);
  },
);

async function handleHttpError(error: AxiosError): Promise<AxiosResponse> {
  const config = error.config;
  const response = error.response;
  const status = response?.status ?? 0;
  const body: unknown = response?.data;
  const silent = !!config?.silent;

  if (status === 401) {
    if (config && wantsRefresh(config)) {
      try {
        const sent = AxiosHeaders.from(config.headers).get(HEADERS.xToken);
        await refreshAccessToken(typeof sent === 'string' ? sent : getToken());
      } catch {
        expireSession();
        throw new ApiError('401', translate('common.errors.sessionExpiredTitle'), 401);
      }
      const retry: InternalAxiosRequestConfig = { ...config, _retried: true, headers: AxiosHeaders.from(config.headers) };
      return apiClient.request(retry);
    }
    const msg = envelopeMsg(body) ?? translate('common.errors.sessionExpiredTitle');
    if (config?.url?.endsWith(REFRESH_URL)) throw new ApiError('401', msg, 401, body);
    if (config?._retried) {
      // even the fresh token was refused: the session is over
      expireSession();
      throw new ApiError('401', msg, 401, body);
    }
    // login with bad credentials and similar: the caller shows the message
    if (!silent) warnThrottled(msg);
    throw new ApiError(isEnvelope(body) ? String(body.code) : '401', msg, 401, body);
  }

  if (status === 400) {
    const msg = envelopeMsg(body) ?? serverBusy();
    if (!silent) warnThrottled(msg);
    throw new ApiError(isEnvelope(body) ? String(body.code) : '400', msg, 400, body);
  }

  if (status === 402) {
    const msg = translate('common.errors.duplicateSubmit');
    if (!silent) warnThrottled(msg);
    throw new ApiError(isEnvelope(body) ? String(body.code) : '402', msg, 402, body);
  }

  if (status === 503) {
    if (!config?.url?.endsWith(MAINTENANCE_URL)) await showMaintenance(body);
    const msg = translate('common.errors.maintenanceTitle');
    throw new ApiError('503', msg, 503, body);
  }

  if (!response) {
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    const msg = offline ? translate('common.errors.offline') : error.message || translate('common.errors.offline');
    if (!silent) errorThrottled(msg);
    throw new ApiError(error.code ?? 'NETWORK', msg, 0);
  }

  const msg = envelopeMsg(body) ?? error.message;
  if (!silent) errorThrottled(msg);
  throw new ApiError(isEnvelope(body) ? String(body.code) : String(status), msg, status, body);
}

// ---------------------------------------------------------------- typed helpers

async function unwrap<T>(promise: Promise<AxiosResponse<ApiEnvelope<T>>>): Promise<T> {
  const res = await promise;
  return res.data.data;
}

export function apiGet<T>(url: string, params?: object, config?: AxiosRequestConfig): Promise<T> {
  return unwrap<T>(apiClient.get(url, { ...config, params }));
}

export function apiPost<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
  return unwrap<T>(apiClient.post(url, body, config));
}

export function apiPut<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
  return unwrap<T>(apiClient.put(url, body, config));
}

export function apiDelete<T>(url: string, params?: object, config?: AxiosRequestConfig): Promise<T> {
  return unwrap<T>(apiClient.delete(url, { ...config, params }));
}