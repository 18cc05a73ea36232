/** URL search state of the driver and carrier lists: name filter, page, page size (invalid values dropped). */
import { z } from 'zod';
import { parseSearch } from '@/app/routes/search-schemas';
import { PAGE_SIZES } from '@/components/ui/data-table/types';

const optionalText = z.preprocess((v) => (v === null || v === undefined || v === '' ? undefined : String(v).trim().slice(0, 50) || undefined), z.string().optional());
const optionalInt = z.preprocess((v) => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : undefined;
}, z.number().int().optional());

export const transporterListSearchSchema = z.object({
  name: optionalText,
  page: optionalInt,
  per_page: z.preprocess((v) => ((PAGE_SIZES as readonly number[]).includes(Number(v)) ? Number(v) : undefined), z.number().int().optional()),
});
export type TransporterListSearch = z.infer<typeof transporterListSearchSchema>;

export const validateTransporterListSearch = parseSearch(transporterListSearchSchema);
