/**
 * The warehouse's document list routes as data: one configured list screen serves inbound, outbound, lock and
 * replenish (and the count tab of the inventory). Each → its kind, its status tabs (the kind's lifecycle), how a
 * document is created (a form route or a dialog) and the search state it keeps in the URL.
 */
import { z } from 'zod';
import { PAGE_SIZES } from '@/components/ui/data-table/types';
import {
  COUNT_STATUSES,
  INBOUND_STATUSES,
  LOCK_STATUSES,
  OUTBOUND_STATUSES,
  REPLENISH_STATUSES,
  type DocumentKind,
} from '@/domain/warehouse/documents';
import { searchInt as int, searchText as text } from '@/lib/search-params';

export type CreateWith = { route: string } | { dialog: 'lock' | 'replenish' | 'count' };

export interface DocumentListConfig {
  path: string;
  kind: DocumentKind;
  create: CreateWith;
}

export const IN_INDEX = '/saas/warehouse/in/index';
export const OUT_INDEX = '/saas/warehouse/out/index';
export const IN_CREATE = '/saas/warehouse/in/create';
export const OUT_CREATE = '/saas/warehouse/out/create';
export const DRAFTS_INDEX = '/saas/warehouse/drafts/index';
export const INVENTORY_INDEX = '/saas/warehouse/inventory/index';
export const PACKAGES_INDEX = '/saas/warehouse/packages/index';
export const WAREHOUSE_LOG_INDEX = '/saas/report/warehouseLog/index';

export const DOCUMENT_LISTS: readonly DocumentListConfig[] = [
  { path: IN_INDEX, kind: 'inbound', create: { route: IN_CREATE } },
  { path: OUT_INDEX, kind: 'outbound', create: { route: OUT_CREATE } },
  { path: '/saas/warehouse/lock/index', kind: 'lock', create: { dialog: 'lock' } },
  { path: '/saas/warehouse/replenish/index', kind: 'replenish', create: { dialog: 'replenish' } },
];

/** the count list lives in a tab of the inventory screen */
export const COUNT_LIST: DocumentListConfig = { path: INVENTORY_INDEX, kind: 'count', create: { dialog: 'count' } };

const BY_PATH = new Map(DOCUMENT_LISTS.map((c) => [c.path, c]));

export function documentListFor(pathname: string): DocumentListConfig | undefined {
  return BY_PATH.get(pathname.replace(/\/+$/, ''));
}

export const STATUSES_OF: Record<DocumentKind, readonly string[]> = {
  inbound: INBOUND_STATUSES,
  outbound: OUTBOUND_STATUSES,
  count: COUNT_STATUSES,
  lock: LOCK_STATUSES,
  replenish: REPLENISH_STATUSES,
};

/** where each kind's documents are listed (a document link from another screen opens its drawer there) */
export const LIST_PATH_OF: Record<DocumentKind, string> = {
  inbound: IN_INDEX,
  outbound: OUT_INDEX,
  count: INVENTORY_INDEX,
  lock: '/saas/warehouse/lock/index',
  replenish: '/saas/warehouse/replenish/index',
};

const perPage = z.preprocess((v) => ((PAGE_SIZES as readonly number[]).includes(Number(v)) ? Number(v) : undefined), z.number().int().optional());

export const documentListSearchSchema = z.object({
  tab: text(20),
  warehouse_id: int(2_147_483_647),
  doc_no: text(40),
  page: int(100_000),
  per_page: perPage,
  /** the document open in the drawer */
  doc: int(2_147_483_647),
});
export type DocumentListSearch = z.infer<typeof documentListSearchSchema>;

export function validateDocumentListSearch(search: Record<string, unknown>): DocumentListSearch {
  const r = documentListSearchSchema.safeParse(search);
  return r.success ? r.data : {};
}

/** The list request's filters; the status comes from the tab. */
export function documentListParams(kind: DocumentKind, s: Pick<DocumentListSearch, 'warehouse_id' | 'doc_no'>): Record<string, unknown> {
  return { kind, warehouse_id: s.warehouse_id, doc_no: s.doc_no };
}

/** Drops empty values so the URL only carries what is set. */
export function cleanSearch<T extends Record<string, unknown>>(s: T): Partial<T> {
  return Object.fromEntries(Object.entries(s).filter(([, v]) => v !== undefined && v !== '' && v !== null)) as Partial<T>;
}
