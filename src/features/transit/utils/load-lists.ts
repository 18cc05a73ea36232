/**
 * The transit load lists as data: one configured screen serves 配载列表 (every type), 短驳 (drayage), 中转发货
 * (handover) and 中转到货 (departed loads towards one of the user's sites, opened for unloading). Filters, page and
 * page size live in the URL (each path also answers under /saas/transit2/).
 */
import { z } from 'zod';
import { PAGE_SIZES } from '@/components/ui/data-table/types';
import { LOAD_STATUSES, LOAD_TYPES, type LoadStatus, type LoadType } from '@/domain/transit/loads';
import { searchDay, searchInt as int, searchText as text } from '@/lib/search-params';

export const STOWAGE_INDEX = '/saas/transit/stowage/index';
export const STOWAGE_CREATE = '/saas/transit/stowage/create';
export const DRAYAGE_INDEX = '/saas/transit/drayage/index';
export const SHIPMENT_INDEX = '/saas/transit/shipment/index';
export const ARRIVE_INDEX = '/saas/transit/arrive/index';
export const unloadPath = (id: number) => `${ARRIVE_INDEX}?load=${id}`;
export const detailPath = (id: number) => `/saas/transit/stowage/detail/${id}`;
export const departPath = (id: number) => `/saas/transit/stowage/depart/${id}`;

export interface LoadListConfig {
  path: string;
  /** the list shows one type only (and its create presets it) */
  type?: LoadType;
  /** 中转到货: departed loads (and those arrived) towards a site, opened for unloading */
  arrivals?: boolean;
}

export const LOAD_LISTS: readonly LoadListConfig[] = [
  { path: STOWAGE_INDEX },
  { path: DRAYAGE_INDEX, type: 'drayage' },
  { path: SHIPMENT_INDEX, type: 'handover' },
  { path: ARRIVE_INDEX, arrivals: true },
];

/** the statuses the arrival list offers (its default: departed, i.e. on the way) */
export const ARRIVAL_STATUSES: readonly LoadStatus[] = ['departed', 'arrived', 'closed'];

const BY_PATH = new Map(LOAD_LISTS.map((c) => [c.path, c]));

/** the config of a path, /saas/transit2/… answering as /saas/transit/… */
export function loadListFor(pathname: string): LoadListConfig | undefined {
  return BY_PATH.get(pathname.replace(/\/+$/, '').replace('/saas/transit2/', '/saas/transit/'));
}

const perPage = z.preprocess((v) => ((PAGE_SIZES as readonly number[]).includes(Number(v)) ? Number(v) : undefined), z.number().int().optional());
const site = z.preprocess((v) => (typeof v === 'string' && /^(warehouse|station):\d{1,10}$/.test(v) ? v : undefined), z.string().optional());
const oneOf = <T extends string>(values: readonly T[]) => z.preprocess((v) => (typeof v === 'string' && (values as readonly string[]).includes(v) ? v : undefined), z.string().optional()) as unknown as z.ZodOptional<z.ZodType<T>>;

export const loadListSearchSchema = z.object({
  type: oneOf(LOAD_TYPES),
  status: oneOf(LOAD_STATUSES),
  line_id: int(2_147_483_647),
  from_site: site,
  to_site: site,
  load_no: text(40),
  date_from: searchDay,
  date_to: searchDay,
  page: int(100_000),
  per_page: perPage,
  /** 中转到货: the load being unloaded (the dock screen in place of the list) */
  load: int(2_147_483_647),
});
export type LoadListSearch = z.infer<typeof loadListSearchSchema>;

export function validateLoadListSearch(search: Record<string, unknown>): LoadListSearch {
  const r = loadListSearchSchema.safeParse(search);
  return r.success ? r.data : {};
}

/** The list request's filters: the config's fixed type, the arrival list's default status. */
export function loadListParams(config: LoadListConfig, s: LoadListSearch): Record<string, unknown> {
  return {
    type: config.type ?? s.type,
    status: s.status ?? (config.arrivals ? 'departed' : undefined),
    line_id: s.line_id,
    from_site: s.from_site,
    to_site: s.to_site,
    load_no: s.load_no,
    date_from: s.date_from,
    date_to: s.date_to,
  };
}

export const createSearchSchema = z.object({ type: oneOf(LOAD_TYPES) });
export function validateCreateSearch(search: Record<string, unknown>): { type?: LoadType } {
  const r = createSearchSchema.safeParse(search);
  return r.success ? r.data : {};
}

/** Drops empty values so the URL only carries what is set. */
export function cleanSearch<T extends Record<string, unknown>>(s: T): Partial<T> {
  return Object.fromEntries(Object.entries(s).filter(([, v]) => v !== undefined && v !== '' && v !== null)) as Partial<T>;
}
