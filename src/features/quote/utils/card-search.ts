/** A card list's filters, page and page size as the URL holds them (every card list screen shares them). */
import { z } from 'zod';
import { PAGE_SIZES } from '@/components/ui/data-table/types';
import { PARTY_TYPES } from '@/domain/quote/model';
import { searchInt, searchText } from '@/lib/search-params';

const oneOf = <T extends readonly [string, ...string[]]>(values: T) => z.preprocess((v) => ((values as readonly unknown[]).includes(v) ? v : undefined), z.enum(values).optional());
const perPage = z.preprocess((v) => ((PAGE_SIZES as readonly number[]).includes(Number(v)) ? Number(v) : undefined), z.number().optional());

export const cardListSearchSchema = z.object({
  keyword: searchText(50),
  status: oneOf(['0', '1'] as const),
  party_type: oneOf(PARTY_TYPES),
  page: searchInt(100_000),
  per_page: perPage,
});
export type CardListSearch = z.infer<typeof cardListSearchSchema>;

export function validateCardListSearch(search: Record<string, unknown>): CardListSearch {
  const r = cardListSearchSchema.safeParse(search);
  return r.success ? r.data : {};
}

/** the URL without empty filters */
export const cleanSearch = (s: Record<string, unknown>) => Object.fromEntries(Object.entries(s).filter(([, v]) => v !== undefined && v !== ''));
