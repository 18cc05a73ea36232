/**
 * A merchant's advance notices (到货预报, src/domain/warehouse/notices.ts): the list through the data table
 * (GET /warehouse/notices), one notice, the servicer's warehouses a notice may name, and the writes — create, edit
 * and cancel, each with an Idempotency-Key per opened form so a retry after a lost answer writes nothing twice.
 */
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { NoticeBody, NoticeDetail, NoticeWarehouse } from '@/domain/warehouse/notices';
import { apiGet, apiPost, apiPut } from '@/lib/api-client';

export const NOTICES_URL = '/warehouse/notices';

const noticeKey = (id: number) => ['warehouse', 'notice', id] as const;

export const noticeQueries = {
  detail: (id: number) => queryOptions({ queryKey: noticeKey(id), queryFn: () => apiGet<NoticeDetail>(`${NOTICES_URL}/${id}`, undefined, { silent: true }) }),
  warehouses: () =>
    queryOptions({
      queryKey: ['warehouse', 'notice-warehouses'] as const,
      queryFn: () => apiGet<{ list: NoticeWarehouse[] }>(`${NOTICES_URL}/warehouses`).then((d) => d?.list ?? []),
      staleTime: 60_000,
    }),
};

export const useNotice = (id: number | undefined) => useQuery({ ...noticeQueries.detail(id ?? 0), enabled: !!id });
export const useNoticeWarehouses = () => useQuery(noticeQueries.warehouses());

/** the answer of a write is the notice after it: shown at once, the list refreshed */
function stored(queryClient: QueryClient, notice: NoticeDetail) {
  queryClient.setQueryData(noticeKey(notice.id), notice);
  void queryClient.invalidateQueries({ queryKey: ['data-table', NOTICES_URL] });
}

export interface SaveNoticeInput {
  /** absent: a new notice */
  id?: number;
  body: NoticeBody;
  idempotencyKey: string;
}

export function useSaveNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, idempotencyKey }: SaveNoticeInput) => {
      const config = { silent: true, headers: { 'Idempotency-Key': idempotencyKey } };
      return id ? apiPut<NoticeDetail>(`${NOTICES_URL}/${id}`, body, config) : apiPost<NoticeDetail>(NOTICES_URL, body, config);
    },
    onSuccess: (notice) => stored(queryClient, notice),
  });
}

export function useCancelNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason, idempotencyKey }: { id: number; reason: string; idempotencyKey: string }) =>
      apiPost<NoticeDetail>(`${NOTICES_URL}/${id}/cancel`, { reason }, { silent: true, headers: { 'Idempotency-Key': idempotencyKey } }),
    onSuccess: (notice) => stored(queryClient, notice),
  });
}
