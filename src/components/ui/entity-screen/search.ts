/** URL search of an entity list: page, per_page and filter values (short trimmed strings); anything else dropped. */
import { PAGE_SIZES } from '../data-table/types';

export interface EntitySearch {
  page?: number;
  per_page?: number;
  [filter: string]: string | number | undefined;
}

const MAX_FILTER = 100;

export function validateEntitySearch(search: Record<string, unknown>): EntitySearch {
  const out: EntitySearch = {};
  for (const [key, raw] of Object.entries(search)) {
    if (!/^[a-z_][a-z0-9_]{0,39}$/i.test(key)) continue;
    if (key === 'page') {
      const n = Number(raw);
      if (Number.isInteger(n) && n >= 1 && n <= 1_000_000) out.page = n;
    } else if (key === 'per_page') {
      const n = Number(raw);
      if ((PAGE_SIZES as readonly number[]).includes(n)) out.per_page = n;
    } else if (typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean') {
      const text = String(raw).trim().slice(0, MAX_FILTER);
      if (text) out[key] = text;
    }
  }
  return out;
}

/** the filter values of a search (page and page size left out) */
export function filtersOf(search: EntitySearch, keys: string[]): Record<string, string> {
  return Object.fromEntries(keys.filter((k) => search[k] !== undefined && search[k] !== '').map((k) => [k, String(search[k])]));
}
