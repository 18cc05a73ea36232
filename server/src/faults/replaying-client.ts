/**
 * A client that keeps sending one request until it gets an answer, as the browser's outbox does
 * (src/lib/outbox/classify.ts): no answer, 402 (the first of the same key still running), 408/425/429 and 5xx
 * are tried again with the same Idempotency-Key (also after the client itself gave up waiting); anything else is
 * the answer. Every status seen is counted ('network' for no answer, 'replayed' for a stored answer replayed).
 */
import { sleep } from './spawned-server';

const RETRY = new Set([402, 408, 425, 429]);

export interface Answer {
  status: number;
  body: { code: string; msg: string; data: unknown };
  headers: Headers;
}

export interface Replayer {
  /** statuses seen across every attempt ('network' for no answer, 'replayed' for stored answers) */
  seen: Map<string, number>;
  send(method: string, url: string, init: { token?: string; key?: string; json?: unknown; form?: FormData }): Promise<Answer>;
}

export function replayer(base: () => string, lang = 'zh-CN'): Replayer {
  const seen = new Map<string, number>();
  const count = (what: string) => seen.set(what, (seen.get(what) ?? 0) + 1);
  return {
    seen,
    async send(method, url, { token, key, json, form }) {
      for (let attempt = 1; ; attempt++) {
        const headers: Record<string, string> = { 'accept-language': lang };
        if (token) headers['x-token'] = token;
        if (key) headers['idempotency-key'] = key;
        if (json !== undefined) headers['content-type'] = 'application/json';
        try {
          const res = await fetch(`${base()}/api${url}`, {
            method,
            headers,
            body: form ?? (json === undefined ? undefined : JSON.stringify(json)),
            // a quarter of the attempts give up early, as a phone losing the answer does: the server may still commit,
            // so the retry meets its own first execution (a replay, 402 while it runs, or an import row 'existing')
            signal: AbortSignal.timeout(Math.random() < 0.25 ? 20 + Math.random() * 1500 : 120_000),
          });
          const text = await res.text();
          count(String(res.status));
          if (res.headers.get('idempotent-replayed') === 'true') count('replayed');
          if (!RETRY.has(res.status) && res.status < 500) {
            return { status: res.status, body: JSON.parse(text) as Answer['body'], headers: res.headers };
          }
        } catch {
          count('network');
        }
        await sleep(Math.min(1000, 100 * attempt) + Math.random() * 100);
      }
    },
  };
}
