/** 补件 / 退货 / 维修 / 退款跟踪 as one configured list of handling sub-records by kind, and 异常费用明细 (fee rows); filters and page in the URL. */
import { z } from 'zod';
import { PAGE_SIZES } from '@/components/ui/data-table/types';
import { FEE_ROW_STATES } from '@/domain/abnormal/api';
import { ANY_HANDLING_STATUSES, type HandlingKind } from '@/domain/abnormal/handling';
import { searchInt, searchText } from '@/lib/search-params';

export const HANDLING_LISTS: readonly { path: string; kind: HandlingKind }[] = [
  { path: '/saas/abnormal/replenish/index', kind: 'replenish' },
  { path: '/saas/abnormal/return/index', kind: 'return' },
  { path: '/saas/abnormal/fix/index', kind: 'repair' },
  { path: '/saas/abnormal/refund/index', kind: 'refund' },
];
export const FEE_LIST_PATH = '/saas/abnormal/fee/index';

/** the record pages of the list's variant: the merchant's under /da/abnormal, the desk's under /saas/abnormal */
export const recordBaseFor = (pathname: string) => (pathname.startsWith('/da/') ? '/da/abnormal' : '/saas/abnormal');

export const handlingListFor = (pathname: string) => HANDLING_LISTS.find((c) => c.path === pathname.replace(/\/+$/, '').replace(/^\/da\//, '/saas/'));

const oneOf = <T extends string>(values: readonly T[]) => z.preprocess((v) => (typeof v === 'string' && (values as readonly string[]).includes(v) ? v : undefined), z.string().optional()) as unknown as z.ZodOptional<z.ZodType<T>>;
const perPage = z.preprocess((v) => ((PAGE_SIZES as readonly number[]).includes(Number(v)) ? Number(v) : undefined), z.number().int().optional());

export const handlingListSearchSchema = z.object({
  status: oneOf(ANY_HANDLING_STATUSES),
  open: oneOf(['1'] as const),
  keyword: searchText(50),
  state: oneOf(FEE_ROW_STATES),
  page: searchInt(100_000),
  per_page: perPage,
});
export type HandlingListSearch = z.infer<typeof handlingListSearchSchema>;

export function validateHandlingListSearch(search: Record<string, unknown>): HandlingListSearch {
  const r = handlingListSearchSchema.safeParse(search);
  return r.success ? r.data : {};
}
