/** URL search state of the inventory screen (balances filters, or the count tab's list) and the warehouse log. */
import { z } from 'zod';
import { PAGE_SIZES } from '@/components/ui/data-table/types';
import { searchDay as day, searchInt as int, searchText as text } from '@/lib/search-params';

const id = int(2_147_483_647);
const perPage = z.preprocess((v) => ((PAGE_SIZES as readonly number[]).includes(Number(v)) ? Number(v) : undefined), z.number().int().optional());
/** owner 0 is the servicer's own stock, so 0 is a value here */
const ownerId = z.preprocess((v) => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : NaN;
  return Number.isInteger(n) && n >= 0 && n <= 2_147_483_647 ? n : undefined;
}, z.number().int().optional());

export const inventorySearchSchema = z.object({
  view: z.preprocess((v) => (v === 'count' ? 'count' : undefined), z.literal('count').optional()),
  warehouse_id: id,
  location_id: id,
  owner_id: ownerId,
  keyword: text(50),
  package_no: text(40),
  only_available: z.preprocess((v) => (v === true || v === '1' || v === 1 || v === 'true' ? true : undefined), z.boolean().optional()),
  // the count tab's list
  tab: text(20),
  doc_no: text(40),
  doc: id,
  page: int(100_000),
  per_page: perPage,
});
export type InventorySearch = z.infer<typeof inventorySearchSchema>;

export function validateInventorySearch(search: Record<string, unknown>): InventorySearch {
  const r = inventorySearchSchema.safeParse(search);
  return r.success ? r.data : {};
}

export function balanceParams(s: InventorySearch): Record<string, unknown> {
  return {
    warehouse_id: s.warehouse_id,
    location_id: s.location_id,
    owner_id: s.owner_id,
    keyword: s.keyword,
    package_no: s.package_no,
    only_available: s.only_available ? 1 : undefined,
  };
}

export const DOC_KINDS_FILTER = ['inbound', 'outbound', 'count', 'lock', 'replenish'] as const;

export const moveSearchSchema = z.object({
  warehouse_id: id,
  product_id: id,
  package_no: text(40),
  doc_no: text(40),
  doc_kind: z.preprocess((v) => ((DOC_KINDS_FILTER as readonly unknown[]).includes(v) ? v : undefined), z.enum(DOC_KINDS_FILTER).optional()),
  from_date: day,
  to_date: day,
  page: int(100_000),
  per_page: perPage,
});
export type MoveSearch = z.infer<typeof moveSearchSchema>;

export function validateMoveSearch(search: Record<string, unknown>): MoveSearch {
  const r = moveSearchSchema.safeParse(search);
  return r.success ? r.data : {};
}

export function moveParams(s: MoveSearch): Record<string, unknown> {
  return { warehouse_id: s.warehouse_id, product_id: s.product_id, package_no: s.package_no, doc_no: s.doc_no, doc_kind: s.doc_kind, from_date: s.from_date, to_date: s.to_date };
}

/** 包件 (?no=): the carton looked up */
export function validatePackagesSearch(s: Record<string, unknown>): { no?: string } {
  return typeof s.no === 'string' && s.no.trim() ? { no: s.no.trim().slice(0, 40) } : {};
}

/** a create screen opened from the drafts screen (?draft=id) */
export function validateCreateSearch(s: Record<string, unknown>): { draft?: string } {
  return typeof s.draft === 'string' && /^[\w-]{1,40}$/.test(s.draft) ? { draft: s.draft } : {};
}
