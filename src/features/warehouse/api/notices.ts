/**
 * A merchant's advance notices (到货预报, src/domain/warehouse/notices.ts): the list through the data table
 * (GET /warehouse/notices), one notice, the servicer's warehouses a notice may name (kept on the device, so the form
 * works offline), and the writes — edit and cancel with an Idempotency-Key per opened form so a retry after a lost
 * answer writes nothing twice; a new notice through the outbox (kind 'warehouse.notice'), so one sent with no network
 * waits on the device and is sent once when it returns.
 */
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { NoticeBody, NoticeDetail, NoticeWarehouse } from '@/domain/warehouse/notices';
import { apiGet, apiPost, apiPut } from '@/lib/api-client';
import { useLookup } from '@/lib/lookup-cache';
import { enqueue, onEntrySent } from '@/lib/outbox';

export const NOTICES_URL = '/warehouse/notices';

const noticeKey = (id: number) => ['warehouse', 'notice', id] as const;

export const noticeQueries = {
  detail: (id: number) => queryOptions({ queryKey: noticeKey(id), queryFn: () => apiGet<NoticeDetail>(`${NOTICES_URL}/${id}`, undefined, { silent: true }) }),
};

const noticeWarehousesKey = ['warehouse', 'notice-warehouses'] as const;
const fetchNoticeWarehouses = () => apiGet<{ list: NoticeWarehouse[] }>(`${NOTICES_URL}/warehouses`, undefined, { silent: true }).then((d) => d?.list ?? []);

export const useNotice = (id: number | undefined) => useQuery({ ...noticeQueries.detail(id ?? 0), enabled: !!id });
export const useNoticeWarehouses = () => useLookup(noticeWarehousesKey, fetchNoticeWarehouses, { staleTime: 60_000 });

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

/** How long the form waits for the server before it reports the notice kept on the device. */
export const NOTICE_WAIT_MS = 4000;

export type SendNoticeOutcome =
  /** the server created it within the wait */
  | { outcome: 'sent'; notice: NoticeDetail }
  /** kept on this device (no network): sent when the network returns */
  | { outcome: 'queued' }
  /** the server refused it: the error (its message, the field), the input stays */
  | { outcome: 'rejected'; error: Error };

/**
 * A new notice as an outbox entry: stored first, sent at once when online (waiting up to NOTICE_WAIT_MS), else
 * queued. `formKey` is stable for one opened form (the entity), the entry's own Idempotency-Key makes a resend
 * after a lost answer apply once. Without a local database (a private window) it is sent directly.
 */
export async function sendNewNotice(body: NoticeBody, formKey: string, summary: string): Promise<SendNoticeOutcome> {
  const online = typeof navigator === 'undefined' || navigator.onLine;
  try {
    const sent = await enqueue({ kind: 'warehouse.notice', entity: `notice-new:${formKey}`, payload: { body }, label: { action: 'warehouseNotice', target: summary } }, { waitMs: online ? NOTICE_WAIT_MS : 0 });
    if (sent.outcome === 'sent') return { outcome: 'sent', notice: sent.result as NoticeDetail };
    if (sent.outcome === 'rejected') return { outcome: 'rejected', error: sent.error };
    return { outcome: 'queued' };
  } catch (e) {
    if ((e as { reason?: unknown } | null)?.reason !== 'unavailable') throw e;
  }
  try {
    return { outcome: 'sent', notice: await apiPost<NoticeDetail>(NOTICES_URL, body, { silent: true, headers: { 'Idempotency-Key': formKey } }) };
  } catch (e) {
    return { outcome: 'rejected', error: e instanceof Error ? e : new Error(String(e)) };
  }
}

export function useSendNewNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, formKey, summary }: { body: NoticeBody; formKey: string; summary: string }) => sendNewNotice(body, formKey, summary),
    onSuccess: (r) => r.outcome === 'sent' && stored(queryClient, r.notice),
  });
}

/** A notice queued on this device and sent later appears in the list (an Effect of the notices screen). */
export function useNoticeSentEffect() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onEntrySent((entry, result) => {
        if (entry.kind === 'warehouse.notice' && result && typeof result === 'object') stored(queryClient, result as NoticeDetail);
      }),
    [queryClient],
  );
}
