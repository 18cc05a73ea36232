/** URL search state of the order list screens: filters, tab, sort, page and page size (invalid values dropped one by one). */
import { z } from 'zod';
import { PAGE_SIZES } from '@/components/ui/data-table/types';
import { WAYBILL_SORTS } from '@/domain/columns/waybill-columns';
import { searchAreaCode as areaCode, searchDay as day, searchInt as int, searchText as text } from '@/lib/search-params';

const page = int(100_000);

export const orderListSearchSchema = z.object({
  nos: text(2000),
  end_tel: text(50),
  union_end_contact: text(100),
  created_from: day,
  created_to: day,
  end_area_code: areaCode,
  tab: text(40),
  sort: z.preprocess((v) => (typeof v === 'string' && WAYBILL_SORTS.includes(v) ? v : undefined), z.string().optional()),
  page,
  per_page: z.preprocess((v) => ((PAGE_SIZES as readonly number[]).includes(Number(v)) ? Number(v) : undefined), z.number().int().optional()),
});
export type OrderListSearch = z.infer<typeof orderListSearchSchema>;

export const ORDER_FILTER_KEYS = ['nos', 'end_tel', 'union_end_contact', 'created_from', 'created_to'] as const;
export type OrderFilterKey = (typeof ORDER_FILTER_KEYS)[number];

/** Forgiving parse for the route's validateSearch: a bad value never fails the route. */
export function validateOrderListSearch(search: Record<string, unknown>): OrderListSearch {
  const result = orderListSearchSchema.safeParse(search);
  return result.success ? result.data : orderListSearchSchema.parse({});
}

/** The list request's filter params from the URL search. */
export function orderListParams(s: OrderListSearch): Record<string, unknown> {
  return { nos: s.nos, end_tel: s.end_tel, union_end_contact: s.union_end_contact, created_from: s.created_from, created_to: s.created_to, end_area_code: s.end_area_code };
}
