/** Fetching and mapping of the generic remote select (spec §2.5, §9): search page 1 / 10, lookups per_page 50. */
import { apiGet } from '@/lib/api-client';

export interface RemoteOption {
  value: string;
  text: string;
}

type Row = Record<string, unknown>;
/** A field name of the row, or a function of the row. */
export type FieldMap = string | ((row: Row) => unknown);
export interface RemoteMap {
  text: FieldMap;
  value: FieldMap;
}

export const DEFAULT_MAP: RemoteMap = { text: 'name', value: 'id' };
export const SEARCH_PAGE = 1;
export const SEARCH_PER_PAGE = 10;
export const LOOKUP_PER_PAGE = 50;
export const REMOTE_DEBOUNCE_MS = 1000;

const field = (row: Row, f: FieldMap) => (typeof f === 'function' ? f(row) : row[f]);

export function mapRows(rows: unknown[], map: RemoteMap): RemoteOption[] {
  const out: RemoteOption[] = [];
  for (const row of rows) {
    if (!row || typeof row !== 'object') continue;
    const value = field(row as Row, map.value);
    if (value === undefined || value === null || value === '') continue;
    out.push({ value: String(value), text: String(field(row as Row, map.text) ?? value) });
  }
  return out;
}

/** Lists arrive as data.list (paged), data.data or a bare array. */
export function extractRows(data: unknown): unknown[] {
  if (Array.isArray(data)) return data;
  if (data && typeof data === 'object') {
    const d = data as Row;
    if (Array.isArray(d.list)) return d.list;
    if (Array.isArray(d.data)) return d.data;
  }
  return [];
}

/** Spec §8: a failed suggestion request is only logged and gives an empty list. */
export async function fetchRemoteOptions(url: string, params: Record<string, unknown>, map: RemoteMap): Promise<RemoteOption[]> {
  try {
    return mapRows(extractRows(await apiGet<unknown>(url, params, { silent: true })), map);
  } catch (error) {
    console.debug('[remote-select] request failed', url, error);
    return [];
  }
}

export const searchParams = (searchKey: string, term: string, extra: Record<string, unknown> = {}) => ({
  ...extra,
  [searchKey]: term,
  page: SEARCH_PAGE,
  per_page: SEARCH_PER_PAGE,
});

export const lookupParams = (lookupKey: string, values: string[], extra: Record<string, unknown> = {}) => ({
  ...extra,
  [lookupKey]: values.join(','),
  page: 1,
  per_page: LOOKUP_PER_PAGE,
});
