/** Fetches one page of a list endpoint and accepts both list shapes of spec §3. */
import { apiClient } from '@/lib/api-client';

export interface PageResult<R> {
  list: R[];
  total: number;
}

/** { code, data: { list, total } } or { success, data: [...], totalItem }. */
export function normalizePage<R>(body: unknown): PageResult<R> {
  const b = (body ?? {}) as Record<string, unknown>;
  if (Array.isArray(b.data)) return { list: b.data as R[], total: Number(b.totalItem ?? (b.data as unknown[]).length) || 0 };
  const d = (b.data ?? {}) as Record<string, unknown>;
  const list = Array.isArray(d.list) ? (d.list as R[]) : [];
  return { list, total: Number(d.total ?? list.length) || 0 };
}

/** How a server-mode table reads one page (a tab may bring its own, e.g. a filter with a fallback). */
export type PageFetcher<R> = (url: string, params: Record<string, unknown>, signal?: AbortSignal) => Promise<PageResult<R>>;

export async function fetchPage<R>(url: string, params: Record<string, unknown>, signal?: AbortSignal): Promise<PageResult<R>> {
  const res = await apiClient.get(url, { params, signal });
  return normalizePage<R>(res.data);
}

/** Every page of a filter, one request at a time (the export's source). */
export async function* fetchAllPages<R>(
  url: string,
  params: Record<string, unknown>,
  perPage: number,
  signal: AbortSignal,
  fetcher: PageFetcher<R> = fetchPage,
): AsyncGenerator<{ rows: R[]; total: number }> {
  for (let page = 1; ; page++) {
    const { list, total } = await fetcher(url, { ...params, page, per_page: perPage }, signal);
    yield { rows: list, total };
    if (list.length < perPage || page * perPage >= total) return;
  }
}
