/**
 * URL search state of the resource lists: name / phone / order-permission filters, page, page size and the
 * record whose detail is open (invalid values dropped).
 */
import { z } from 'zod';
import { parseSearch } from '@/app/routes/search-schemas';
import { PAGE_SIZES } from '@/components/ui/data-table/types';

const optionalText = z.preprocess((v) => (v === null || v === undefined || v === '' ? undefined : String(v).trim().slice(0, 50) || undefined), z.string().optional());
const optionalInt = z.preprocess((v) => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= 2_147_483_647 ? n : undefined;
}, z.number().int().optional());
const flag = z.preprocess((v) => (v === 0 || v === 1 ? String(v) : v === '0' || v === '1' ? v : undefined), z.enum(['0', '1']).optional());

export const resourceListSearchSchema = z.object({
  name: optionalText,
  phone: optionalText,
  /** resources: is_forbid_create_order; stations: status */
  state: flag,
  page: optionalInt,
  per_page: z.preprocess((v) => ((PAGE_SIZES as readonly number[]).includes(Number(v)) ? Number(v) : undefined), z.number().int().optional()),
  /** the record whose detail dialog is open (kinds without a detail route) */
  detail: optionalInt,
});
export type ResourceListSearch = z.infer<typeof resourceListSearchSchema>;

export const validateResourceListSearch = parseSearch(resourceListSearchSchema);

