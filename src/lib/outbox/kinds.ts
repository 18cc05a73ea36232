/** The kinds of outbox entry and the request each becomes (README: Kinds). */
import type { OutboxKind } from './types';

export interface OutboxRequest {
  method: 'post' | 'put';
  url: string;
  body: unknown;
}

const enc = encodeURIComponent;

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** The request of an entry whose photo refs were already replaced by fileids. */
export function requestOf(kind: OutboxKind | string, payload: unknown, occurredAt: string): OutboxRequest {
  const p = record(payload);
  switch (kind) {
    case 'order.action':
      return {
        method: 'post',
        url: `/order/orders/${enc(String(p.orderKey))}/actions/${enc(String(p.action))}`,
        body: { ...record(p.data), occurred_at: occurredAt },
      };
    case 'order.create':
      // the entry endpoints' bodies are strict and carry no occurred_at (the order records its own creation)
      return { method: 'post', url: '/order/orders', body: record(p.body) };
    case 'order.update':
      return { method: 'put', url: `/order/orders/${enc(String(p.orderKey))}`, body: record(p.body) };
    default:
      throw new Error(`unknown outbox kind ${kind}`);
  }
}

/** Every string equal to a photo ref becomes its fileid (deep, arrays and objects). */
export function replaceRefs(value: unknown, fileIds: ReadonlyMap<string, string>): unknown {
  if (typeof value === 'string') return fileIds.get(value) ?? value;
  if (Array.isArray(value)) return value.map((v) => replaceRefs(v, fileIds));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, replaceRefs(v, fileIds)]));
  }
  return value;
}
