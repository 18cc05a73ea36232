/** The advance notice screen's URL state: status tab, page, page size and the notice open in the drawer (?notice=). */
import { z } from 'zod';
import { PAGE_SIZES } from '@/components/ui/data-table/types';
import { searchInt as int, searchText as text } from '@/lib/search-params';

const perPage = z.preprocess((v) => ((PAGE_SIZES as readonly number[]).includes(Number(v)) ? Number(v) : undefined), z.number().int().optional());

export const noticeSearchSchema = z.object({ tab: text(20), page: int(100_000), per_page: perPage, notice: int(2_147_483_647) });
export type NoticeSearch = z.infer<typeof noticeSearchSchema>;

export function validateNoticeSearch(search: Record<string, unknown>): NoticeSearch {
  const r = noticeSearchSchema.safeParse(search);
  return r.success ? r.data : {};
}
