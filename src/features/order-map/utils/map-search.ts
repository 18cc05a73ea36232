/**
 * The map-assignment screen's URL search (bookmarkable, survives a reload): the filters, and which 500 the map
 * shows (`page`). Invalid values are dropped one by one, never failing the route. Pure: shared by the route's
 * validateSearch, the requests and the 'more than 500' summary.
 */
import { z } from 'zod';
import { LIMITATION_STATUSES, type LimitationStatus } from '@/domain/time-limits';
import { searchAreaCode as areaCode, searchDay as day, searchInt as int, searchText as text } from '@/lib/search-params';

/** the server's largest page: the map shows one screenful of work, not an archive */
export const MAP_ORDERS_LIMIT = 500;
/** the status the screen works on */
export const MAP_STATUS = 'TO_ASSIGN';

const limitation = z.preprocess(
  (v) => (typeof v === 'string' && (LIMITATION_STATUSES as readonly string[]).includes(v) ? v : undefined),
  z.string().optional(),
) as unknown as z.ZodOptional<z.ZodType<LimitationStatus>>;

export const mapSearchSchema = z.object({
  /** destination province, city or district */
  end_area_code: areaCode,
  consignor_resource_id: int(2_147_483_647),
  /** the merchant filter when the picker lists stores (src/domain/editions.ts merchantPickerSource) */
  store_resource_id: int(2_147_483_647),
  /** A_NORMAL, B_WARNING or C_DANGER */
  limitation_status: limitation,
  created_from: day,
  created_to: day,
  /** order numbers (comma or space separated) */
  nos: text(2000),
  /** receiver phone: whole number or its last digits */
  end_tel: text(50),
  /** which 500 of the matching orders the map shows (1: the most urgent) */
  page: int(10_000),
});
export type MapSearch = z.infer<typeof mapSearchSchema>;

export const MAP_FILTER_KEYS = ['end_area_code', 'consignor_resource_id', 'store_resource_id', 'limitation_status', 'created_from', 'created_to', 'nos', 'end_tel'] as const;
export type MapFilterKey = (typeof MAP_FILTER_KEYS)[number];
export type MapFilters = Pick<MapSearch, MapFilterKey>;

/** Forgiving parse for the route's validateSearch: a bad value never fails the route. */
export function validateMapSearch(search: Record<string, unknown>): MapSearch {
  const out: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(mapSearchSchema.shape)) {
    const r = (schema as z.ZodType).safeParse(search[key]);
    if (r.success && r.data !== undefined) out[key] = r.data;
  }
  return out as MapSearch;
}

/** Only the filters, without empty values (what a filter change keeps; the page starts over). */
export function mapFiltersOf(s: MapSearch): MapFilters {
  return Object.fromEntries(MAP_FILTER_KEYS.filter((k) => s[k] !== undefined && s[k] !== '').map((k) => [k, s[k]])) as MapFilters;
}

/** The URL search after a filter change: the new filters, back to the first 500. */
export function searchForFilters(filters: Partial<Record<MapFilterKey, string | number | undefined>>): MapSearch {
  return validateMapSearch(filters as Record<string, unknown>);
}

/** How many filters are set (the date range counts once). */
export function activeMapFilterCount(s: MapSearch): number {
  return MAP_FILTER_KEYS.filter((k) => k !== 'created_to' && (s[k] !== undefined || (k === 'created_from' && s.created_to))).length;
}

/** The filter params both requests send (GET /order/waybills/list and /area-counts). */
function filterParams(s: MapSearch): Record<string, string | number> {
  const out: Record<string, string | number> = { status: MAP_STATUS };
  for (const k of MAP_FILTER_KEYS) if (s[k] !== undefined) out[k] = s[k] as string | number;
  return out;
}

/** GET /order/waybills/list: the most urgent first (C_DANGER, then the longest waiting), 500 a page. */
export function mapListParams(s: MapSearch): Record<string, string | number> {
  return { ...filterParams(s), urgent_first: '1', page: s.page ?? 1, per_page: MAP_ORDERS_LIMIT };
}

/**
 * GET /order/waybills/area-counts: the district counts of the same filters. With a district chosen the summary
 * counts its whole city instead, so the neighbouring districts stay in view (the chosen one highlighted).
 */
export function areaCountParams(s: MapSearch): Record<string, string | number> {
  const out = filterParams(s);
  const code = s.end_area_code;
  if (code && !code.endsWith('00')) out.end_area_code = `${code.slice(0, 4)}00`;
  return out;
}

export interface ShownRange {
  /** 1-based, inclusive; 0 when nothing is shown */
  from: number;
  to: number;
  total: number;
  page: number;
  pages: number;
  /** more orders match than the map shows */
  more: boolean;
}

/** Which orders of `total` the map shows on `page` with `shown` rows. */
export function shownRange(total: number, page: number, shown: number, limit = MAP_ORDERS_LIMIT): ShownRange {
  const from = shown > 0 ? (page - 1) * limit + 1 : 0;
  const pages = Math.max(1, Math.ceil(total / limit));
  return { from, to: shown > 0 ? from + shown - 1 : 0, total, page, pages, more: total > limit };
}

/**
 * The summary line's catalog key and values: more than 500 → '共 {total} 单，地图显示前 500 单，请缩小筛选范围'
 * (later pages name their range); otherwise the plain count.
 */
export function shownMessage(r: ShownRange, limit = MAP_ORDERS_LIMIT): { key: string; values: Record<string, number> } {
  if (!r.more) return { key: 'orderMap.total', values: { shown: r.to } };
  if (r.page <= 1) return { key: 'orderMap.overLimit', values: { total: r.total, limit } };
  return { key: 'orderMap.overLimitPage', values: { total: r.total, from: r.from, to: r.to } };
}
