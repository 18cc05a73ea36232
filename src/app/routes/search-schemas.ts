/** zod search-param schemas of routes that take query parameters (values arrive as plain strings). */
import { z } from 'zod';
import { WAYBILL_SORTS } from '@/domain/columns/waybill-columns';
import { ORDER_STATUSES } from '@/domain/order-status';

const optionalText = z.preprocess(
  (v) => (v === null || v === undefined || v === '' ? undefined : String(v).trim() || undefined),
  z.string().max(200).optional(),
);

const optionalDate = z.preprocess(
  (v) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)) ? v : undefined),
  z.string().optional(),
);
/** a 6-digit area code (province, city or district); the router may already have parsed it as a number */
const optionalAreaCode = z.preprocess((v) => {
  const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
  return /^\d{6}$/.test(s) ? s : undefined;
}, z.string().optional());
const optionalInt = (min: number, max: number) =>
  z.preprocess((v) => {
    const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : NaN;
    return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
  }, z.number().int().optional());
const oneOf = <T extends string>(values: readonly T[]) =>
  z.preprocess((v) => (typeof v === 'string' && (values as readonly string[]).includes(v) ? v : undefined), z.string().optional()) as unknown as z.ZodOptional<z.ZodType<T>>;

export const WAYBILL_TABS = ['all', 'toReceive', 'inWarehouse', 'toAssign', 'toSign', 'abnormal'] as const;
export const WAYBILL_PAGE_SIZES = [5, 10, 20, 50, 100, 500] as const;

/**
 * /saas/waybill/all/index (saasWaybillAllIndex): the navbar search sends exactly one of nos / end_tel /
 * union_end_contact; the list keeps its other filters, sort, page, page size and tab here too, so a view is
 * bookmarkable. Invalid values are dropped one by one.
 */
export const waybillAllSearchSchema = z.object({
  nos: optionalText,
  end_tel: optionalText,
  union_end_contact: optionalText,
  /** from the dashboard's status cards */
  status: oneOf(ORDER_STATUSES),
  created_from: optionalDate,
  created_to: optionalDate,
  /** destination province, city or district */
  end_area_code: optionalAreaCode,
  consignor_resource_id: optionalInt(1, 2_147_483_647),
  /** the merchant filter when the picker lists stores (the STORE edition's consignor account) */
  store_resource_id: optionalInt(1, 2_147_483_647),
  sort: oneOf(WAYBILL_SORTS),
  page: optionalInt(1, 100_000),
  per_page: z.preprocess((v) => {
    const n = Number(v);
    return (WAYBILL_PAGE_SIZES as readonly number[]).includes(n) ? n : undefined;
  }, z.number().int().optional()),
  tab: oneOf(WAYBILL_TABS),
});
export type WaybillAllSearch = z.infer<typeof waybillAllSearchSchema>;

/** /login and /register: where to go after signing in. */
export const redirectSearchSchema = z.object({ redirect: optionalText });
export type RedirectSearch = z.infer<typeof redirectSearchSchema>;

/** Forgiving parse: invalid values are dropped rather than failing the whole route. */
export function parseSearch<T extends z.ZodObject>(schema: T) {
  return (search: Record<string, unknown>): z.infer<T> => {
    const result = schema.safeParse(search);
    return result.success ? result.data : schema.parse({});
  };
}
