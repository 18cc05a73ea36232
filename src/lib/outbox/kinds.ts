/** The kinds of outbox entry, the request each becomes and what in an answer is a refusal (README: Kinds). */
import { ApiError } from '@/lib/api-client';
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

/** The request of an entry whose photo refs were already replaced by fileids (`entryId`: the entry's own id, a create's client_id). */
export function requestOf(kind: OutboxKind | string, payload: unknown, occurredAt: string, entryId = ''): OutboxRequest {
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
    case 'warehouse.scan': {
      // each scan keeps its own device time; one the payload does not carry gets the entry's
      const scans = Array.isArray(p.scans) ? p.scans.map((s) => ({ occurred_at: occurredAt, ...record(s) })) : [];
      return { method: 'post', url: `/warehouse/documents/${enc(String(p.docId))}/scans`, body: { scans } };
    }
    case 'warehouse.notice':
      // a merchant's new advance notice (strict body, no occurred_at): the entry's own key makes a resend apply once
      return { method: 'post', url: '/warehouse/notices', body: record(p.body) };
    case 'transit.scan': {
      // a dock scan (issue 18): its own scan_id and device time, POST /transit/loads/:id/scans
      const scans = Array.isArray(p.scans) ? p.scans.map((s) => ({ occurred_at: occurredAt, ...record(s) })) : [];
      return { method: 'post', url: `/transit/loads/${enc(String(p.loadId))}/scans`, body: { scans } };
    }
    case 'abnormal.create':
      // a field registration (issue 19): the entry's id is its client_id, so a replay answers the record it created
      return { method: 'post', url: '/abnormal/records', body: { ...record(p.body), client_id: entryId, occurred_at: occurredAt } };
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

/**
 * A refusal the server answered inside a success envelope, or null. Warehouse scans are answered per scan
 * (`scansAnswer`): a scan the server did not take as 'ok' (the stock was taken meanwhile, the document closed,
 * another device scanned the carton) fails its entry with the server's message, so it shows in the failed list
 * and is never lost silently. The answer stays on the error's data.
 */
export function refusalOf(kind: OutboxKind | string, result: unknown): ApiError | null {
  if (kind !== 'warehouse.scan' && kind !== 'transit.scan') return null;
  const results = Array.isArray(record(result).results) ? (record(result).results as unknown[]).map(record) : [];
  // a dock scan is taken when the server accepted it (an allowed unplanned carton or an unload overage included)
  const refused = results.filter((r) => (kind === 'transit.scan' ? r.accepted !== true : r.result !== 'ok'));
  if (refused.length === 0) return null;
  const msg = refused.map((r) => (typeof r.message === 'string' && r.message ? r.message : `${String(r.code ?? '')} ${String(r.result ?? '')}`.trim())).join('; ');
  return new ApiError(`scan_${String(refused[0].result)}`, msg, 200, result);
}
