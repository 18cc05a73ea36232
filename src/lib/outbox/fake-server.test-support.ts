/** Tests only: a fake API server behind the one api client (its axios adapter), recording every request. */
// eslint-disable-next-line no-restricted-imports -- the fake sits at the transport boundary, under the api client
import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '@/lib/api-client';

export interface SeenRequest {
  method: string;
  url: string;
  key: string | null;
  token: string | null;
  body: unknown;
  /** the multipart form of an upload */
  form: FormData | null;
}

export type Answer = { status: number; body?: unknown } | 'network' | 'timeout';
export type Handler = (req: SeenRequest) => Answer | Promise<Answer>;

export const ok = (data: unknown): Answer => ({ status: 200, body: { code: '0', msg: 'ok', data } });
export const refused = (msg: string, code = '1'): Answer => ({ status: 200, body: { code, msg, data: null } });
export const httpError = (status: number, msg = `HTTP ${status}`): Answer => ({ status, body: { code: String(status), msg, data: null } });

export function installFakeServer(initial: Handler) {
  const seen: SeenRequest[] = [];
  const server = { seen, handler: initial };
  apiClient.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const headers = AxiosHeaders.from(config.headers);
    const str = (name: string) => {
      const v = headers.get(name);
      return v === undefined || v === null || v === false ? null : String(v);
    };
    const form = typeof FormData !== 'undefined' && config.data instanceof FormData ? config.data : null;
    const body: unknown = form ? null : typeof config.data === 'string' ? JSON.parse(config.data) : (config.data ?? null);
    const req: SeenRequest = { method: (config.method ?? 'get').toLowerCase(), url: config.url ?? '', key: str('Idempotency-Key'), token: str('X-Token'), body, form };
    seen.push(req);
    const answer = await server.handler(req);
    if (answer === 'network') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    if (answer === 'timeout') throw new AxiosError('timeout of 5000ms exceeded', AxiosError.ECONNABORTED, config, {});
    const response: AxiosResponse = { data: answer.body, status: answer.status, statusText: String(answer.status), headers: {}, config };
    if (answer.status >= 400) throw new AxiosError(`Request failed with status code ${answer.status}`, AxiosError.ERR_BAD_REQUEST, config, {}, response);
    return response;
  };
  return server;
}
