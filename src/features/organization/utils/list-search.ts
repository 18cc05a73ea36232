/** URL search state of the sub-account list: name / phone / status filters, page and page size (bad values dropped). */
import { z } from 'zod';
import { PAGE_SIZES } from '@/components/ui/data-table/types';

const text = z.preprocess((v) => (v === null || v === undefined || v === '' ? undefined : String(v).trim().slice(0, 50) || undefined), z.string().optional());
const page = z.preprocess((v) => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= 1_000_000 ? n : undefined;
}, z.number().int().optional());
const flag = z.preprocess((v) => (v === 0 || v === 1 ? String(v) : v === '0' || v === '1' ? v : undefined), z.enum(['0', '1']).optional());

export const subAccountSearchSchema = z.object({
  name: text,
  phone: text,
  status: flag,
  page,
  per_page: z.preprocess((v) => ((PAGE_SIZES as readonly number[]).includes(Number(v)) ? Number(v) : undefined), z.number().int().optional()),
});
export type SubAccountSearch = z.infer<typeof subAccountSearchSchema>;

export function validateSubAccountSearch(search: Record<string, unknown>): SubAccountSearch {
  const result = subAccountSearchSchema.safeParse(search);
  return result.success ? result.data : {};
}
